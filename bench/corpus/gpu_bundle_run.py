#!/usr/bin/env python3
"""Builds and runs a GPU bundle on a machine with an NVIDIA GPU and nvcc.

A bundle is what `bench/corpus/gpu_hecbench.py bundle` writes: for each
program, its CUDA original and its HIP port (as sources), the nvcc command
lines that build both (the port through HIP's NVIDIA headers, which the bundle
carries), and the arguments to run them with. This script needs Python 3 and
nvcc, not hipify: the machine with the GPU may have nothing else.

    python3 run_bundle.py BUNDLE OUTDIR [-j N]

It builds every program (N at a time, default the number of cores), then runs
each executable alone on the GPU under the bundle's time limit, and writes
OUTDIR/results.json: per program and side ("original", "port"), whether it
built (with the compiler's output when not), its exit status, what it printed
and how long it ran. `gpu_hecbench.py compare` reads that file.
"""
import concurrent.futures
import json
import os
import subprocess
import sys
import time

# What a run may print before the rest is cut (a results file comes back
# from the GPU machine whole).
STDOUT_LIMIT = 1 << 20


def run(argv, cwd, timeout):
    """(exit status or None when it ran past timeout, output, seconds)."""
    start = time.monotonic()
    try:
        proc = subprocess.run(argv, cwd=cwd, capture_output=True,
                              timeout=timeout)
        code, out, err = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as e:
        code, out, err = None, e.stdout or b"", e.stderr or b""
    except OSError as e:
        code, out, err = -1, b"", str(e).encode()
    return (code, out.decode("utf-8", "replace")[:STDOUT_LIMIT],
            err.decode("utf-8", "replace")[-4000:], time.monotonic() - start)


def build(bundle, program, side):
    argv = program["builds"][side]
    code, out, err, seconds = run(argv, os.path.join(bundle, program["dir"]), 900)
    return {"built": code == 0, "buildSeconds": round(seconds, 2),
            "buildOutput": (out + err)[-4000:] if code != 0 else ""}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    bundle, out_dir = sys.argv[1], sys.argv[2]
    jobs = os.cpu_count() or 4
    if "-j" in sys.argv:
        jobs = int(sys.argv[sys.argv.index("-j") + 1])
    with open(os.path.join(bundle, "manifest.json")) as f:
        manifest = json.load(f)
    programs = manifest["programs"]
    results = {p["name"]: {} for p in programs}
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        futures = {pool.submit(build, bundle, p, side): (p["name"], side)
                   for p in programs for side in ("original", "port")}
        for future in concurrent.futures.as_completed(futures):
            name, side = futures[future]
            results[name][side] = future.result()
    built_s = time.monotonic() - start
    for p in programs:
        for side in ("original", "port"):
            r = results[p["name"]][side]
            if not r["built"]:
                continue
            exe = os.path.join(bundle, p["dir"], side + ".exe")
            code, out, err, seconds = run([exe] + p["args"],
                                          os.path.join(bundle, p["dir"]),
                                          p["timeout"])
            r.update({"exitCode": code, "timedOut": code is None,
                      "stdout": out, "stderr": err,
                      "executable": "./" + side + ".exe",
                      "seconds": round(seconds, 3)})
        print("%-28s %s" % (p["name"], "  ".join(
            "%s: %s" % (side, ("exit %s" % results[p["name"]][side].get("exitCode"))
                        if results[p["name"]][side]["built"] else "build failed")
            for side in ("original", "port"))), flush=True)
    os.makedirs(out_dir, exist_ok=True)
    gpu = run(["nvidia-smi", "-L"], ".", 30)[1].strip().splitlines()
    with open(os.path.join(out_dir, "results.json"), "w") as f:
        json.dump({"gpu": gpu[0] if gpu else "", "buildSeconds": round(built_s, 1),
                   "seconds": round(time.monotonic() - start, 1),
                   "programs": results}, f, indent=1)


if __name__ == "__main__":
    main()
