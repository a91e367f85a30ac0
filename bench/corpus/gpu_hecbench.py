#!/usr/bin/env python3
"""Corpus on an NVIDIA GPU: the CUDA originals and their HIP ports, run for real.

`hipify validate --runner=nvidia` runs a program's original and its port (HIP
on NVIDIA) on the GPU, but needs hipify where the GPU is. A GPU machine may
have nvcc and nothing else, and only a short time, so this does it in three
steps (docs/benchmarks.md, "On an NVIDIA GPU"):

  gpu_hecbench.py bundle --out .gpu-bundle [--only a,b | --sample N --seed S]
                         [--examples]
      here: picks the programs validate_hecbench.py would (or examples/kernels
      with --examples), ports each with `hipify validate --runner=nvidia`
      (which also checks that both build with this machine's nvcc), and writes
      a bundle: the original's sources, the port, HIP's headers, nvcc command
      lines relative to the bundle, run arguments, and gpu_bundle_run.py.
  python3 .gpu-bundle/run_bundle.py .gpu-bundle OUTDIR
      on the GPU machine: builds and runs everything; writes OUTDIR/results.json.
  gpu_hecbench.py compare --bundle .gpu-bundle --results results.json
                          [--cpu] [--json FILE]
      here: turns each side's GPU run into a recorded reference
      (docs/validate.md) and compares them with `hipify validate
      --reference=ORIGINAL --port-reference=PORT`: does the port compute on the
      GPU what the original computes? With --cpu, also the CPU runner's run of
      the port against the GPU's run of the original (--reference=ORIGINAL):
      does the CPU runner agree with the hardware?

Nothing of HeCBench goes into this repository; the bundle is a scratch
directory (ignore it in git).
"""
import argparse
import collections
import concurrent.futures
import json
import os
import random
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hecbench  # noqa: E402
import validate_hecbench  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HIP_INCLUDE = "/usr/include/hip"
SOURCE_EXTS = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp", ".hh",
               ".inc", ".inl", ".hip")


def programs_to_bundle(args, work):
    """(name, source, run args, flags) of each program; with --cpu-sized, a
    program whose sizes validate_args.txt edits is a sized copy under
    work."""
    if args.examples:
        d = os.path.join(ROOT, "examples", "kernels")
        return [(f[:-3], os.path.join(d, f), [], [])
                for f in sorted(os.listdir(d)) if f.endswith(".cu")]
    names = [n[:-5] for n in sorted(os.listdir(os.path.join(args.hec, "src")))
             if n.endswith("-cuda")]
    if args.only:
        wanted = set(args.only.split(","))
        names = [n for n in names if n in wanted]
    found = [(n, c) for n in names
             for c in [validate_hecbench.candidate(args.hec, n)] if c]
    if args.sample and args.sample < len(found):
        found = sorted(random.Random(args.seed).sample(found, args.sample))
    # The Makefile's arguments, or (--cpu-sized) those validate_hecbench.py
    # gives the CPU runner, so that CPU and GPU runs compare.
    overrides = validate_hecbench.argument_overrides() if args.cpu_sized else {}
    max_arg, repeat = (1024, 1) if args.cpu_sized else (args.max_arg, 1 << 30)
    edits = validate_hecbench.source_edits() if args.cpu_sized else {}
    chosen = [(n, c, validate_hecbench.arguments(n, c, max_arg, repeat,
                                                 overrides))
              for n, c in found]
    chosen = [(n, validate_hecbench.sized_copy(args.hec, n, c, edits[n], work)
               if n in edits else c, a) for n, c, a in chosen if a is not None]
    return [(n, c[0], a, c[2]) for n, c, a in chosen]


def copy_sources(src_dir, dest):
    """The source and header files of src_dir (not its data), same layout."""
    for dirpath, _, files in os.walk(src_dir):
        for f in files:
            if f.endswith(SOURCE_EXTS):
                rel = os.path.relpath(os.path.join(dirpath, f), src_dir)
                os.makedirs(os.path.dirname(os.path.join(dest, rel)), exist_ok=True)
                shutil.copy(os.path.join(dirpath, f), os.path.join(dest, rel))


def relocate(command, roots):
    """The nvcc command with each absolute path under one of roots (longest
    first) made relative to the program's bundle directory; None when a path
    lies elsewhere."""
    out = []
    for word in command.split():
        prefix = ""
        for flag in ("-I", "-include", "-o"):
            if word.startswith(flag) and word != flag and word[len(flag)] == "/":
                prefix, word = flag, word[len(flag):]
        if word.startswith("/"):
            for root, there in roots:
                if word == root or word.startswith(root + "/"):
                    word = there + word[len(root):]
                    break
            else:
                return None
        out.append(prefix + word)
    return out


def bundle_one(hipify, name, source, run_args, flags, bundle, timeout, work,
               arch):
    """Ports and checks the builds of one program; copies it into the
    bundle. Returns its manifest entry, or (None, why)."""
    report = os.path.join(work, name + ".json")
    cmd = [hipify, "validate", source, "--runner=nvidia", "--offload-arch=gfx90a",
           "--nvidia-arch=" + arch, "--keep-work", "--report=" + report,
           "--"] + flags
    code, output = hecbench.run_cmd(cmd, 1200)
    m = re.search(r"work files kept in (\S+)", output or "")
    if not m or not os.path.exists(report):
        return None, "validate did not finish (exit %s)" % code
    with open(report) as f:
        r = json.load(f)
    r = r["programs"][0] if "programs" in r else r
    nvidia = r.get("nvidiaBuild")
    if r.get("port") == "failed" or not nvidia:
        return None, "not ported"
    for side in ("original", "port"):
        if not nvidia[side]["compiled"]:
            return None, "%s does not build with nvcc here" % side
    program_dir = source if os.path.isdir(source) else os.path.dirname(source)
    program_dir = os.path.abspath(program_dir)
    work_dir = os.path.join(m.group(1), "0")
    dest = os.path.join(bundle, name)
    shutil.rmtree(dest, ignore_errors=True)
    copy_sources(program_dir, os.path.join(dest, "original"))
    shutil.copytree(os.path.join(work_dir, "port"), os.path.join(dest, "port"))
    shutil.copy(os.path.join(work_dir, "nvidia", "hipify-hip-nvidia-compat.h"),
                os.path.join(dest, "compat.h"))
    roots = sorted([(os.path.join(work_dir, "nvidia", "hipify-hip-nvidia-compat.h"),
                     "compat.h"),
                    (os.path.join(work_dir, "nvidia", "original"), "original.exe"),
                    (os.path.join(work_dir, "nvidia", "port"), "port.exe"),
                    (os.path.join(work_dir, "port"), "port"),
                    (program_dir, "original"),
                    (os.path.dirname(nvidia["original"]["command"].split()[0]),
                     "")], key=lambda p: -len(p[0]))
    builds = {}
    for side in ("original", "port"):
        argv = relocate(nvidia[side]["command"], roots)
        if argv is None:
            shutil.rmtree(dest)
            return None, "the %s's build names files outside the program" % side
        argv[0] = "nvcc"
        if side == "port":
            argv.insert(1, "-I../hip-include")
        builds[side] = argv
    shutil.rmtree(m.group(1), ignore_errors=True)
    return {"name": name, "dir": name, "source": os.path.abspath(source),
            "builds": builds, "args": run_args, "flags": flags,
            "timeout": timeout}, ""


def bundle_command(args):
    os.makedirs(args.out, exist_ok=True)
    include = os.path.join(args.out, "hip-include", "hip")
    shutil.rmtree(include, ignore_errors=True)
    shutil.copytree(HIP_INCLUDE, include)
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                             "gpu_bundle_run.py"),
                os.path.join(args.out, "run_bundle.py"))
    entries, skipped = [], []
    with tempfile.TemporaryDirectory(prefix="hipify-gpu-bundle-") as tmp:
        hipify, version = hecbench.pin_hipify(args.hipify, tmp)
        todo = programs_to_bundle(args, tmp)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            done = pool.map(lambda p: bundle_one(hipify, *p, args.out, args.timeout,
                                                 tmp, args.nvidia_arch), todo)
            for (name, *_), (entry, why) in zip(todo, done):
                print("%-28s %s" % (name, "bundled" if entry else why), flush=True)
                if entry:
                    entries.append(entry)
                else:
                    skipped.append({"name": name, "why": why})
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump({"hipify": version, "programs": entries, "skipped": skipped},
                  f, indent=1)
    size = sum(os.path.getsize(os.path.join(d, f))
               for d, _, fs in os.walk(args.out) for f in fs)
    print("bundled %d programs (%d skipped) in %s, %.1f MiB" %
          (len(entries), len(skipped), args.out, size / 2**20))


def reference(entry, side, run):
    """A recorded reference (docs/validate.md) of one side's GPU run."""
    return {"format": "hipify-validate-reference", "version": 1,
            "source": entry["source"], "runner": "nvidia", "warpSize": 32,
            "exitCode": run["exitCode"], "stdout": run["stdout"],
            "executable": run["executable"], "seconds": run["seconds"]}


def verdict(hipify, entry, extra, work, tag, timeout):
    """Runs one validate comparison; returns its outcome in words."""
    report = os.path.join(work, entry["name"] + tag + ".json")
    cmd = [hipify, "validate", entry["source"], "--offload-arch=gfx90a",
           "--timeout=%d" % timeout, "--run-args=" + " ".join(entry["args"]),
           "--report=" + report] + extra + ["--"] + entry["flags"]
    hecbench.run_cmd(cmd, timeout * 3 + 300)
    try:
        with open(report) as f:
            r = json.load(f)
        r = r["programs"][0] if "programs" in r else r
    except (OSError, ValueError, IndexError):
        return "no report"
    return validate_hecbench.outcome(r)


def compare_command(args):
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    with open(args.results) as f:
        results = json.load(f)
    print("GPU: %s" % results.get("gpu", "?"))
    rows = []
    with tempfile.TemporaryDirectory(prefix="hipify-gpu-compare-") as tmp:
        hipify, version = hecbench.pin_hipify(args.hipify, tmp)
        for entry in manifest["programs"]:
            runs = results["programs"].get(entry["name"], {})
            row = {"name": entry["name"]}
            for side in ("original", "port"):
                run = runs.get(side, {})
                row[side] = ("build failed" if not run.get("built") else
                             "timed out" if run.get("timedOut") else
                             "signal %d" % -run["exitCode"] if run["exitCode"] < 0
                             else "exit %d" % run["exitCode"])
                row[side + "_s"] = run.get("seconds", 0)
            # Both ran to an exit status (a negative one is a signal: a
            # crash, which is the row's answer, not something to compare).
            ran = all(runs.get(s, {}).get("built") and not runs[s].get("timedOut")
                      and runs[s]["exitCode"] >= 0 for s in ("original", "port"))
            if ran:
                files = {}
                for side in ("original", "port"):
                    files[side] = os.path.join(tmp, entry["name"] + "." + side + ".json")
                    with open(files[side], "w") as f:
                        json.dump(reference(entry, side, runs[side]), f)
                row["gpu"] = verdict(hipify, entry,
                                     ["--runner=none", "--reference=" + files["original"],
                                      "--port-reference=" + files["port"]],
                                     tmp, ".gpu", args.timeout)
                if args.cpu:
                    row["cpu"] = verdict(hipify, entry,
                                         ["--runner=cpu", "--reference=" + files["original"]],
                                         tmp, ".cpu", args.timeout)
            rows.append(row)
            print("%-28s original %-12s port %-12s GPU port vs original: %-26s%s" %
                  (row["name"], row["original"], row["port"], row.get("gpu", "-"),
                   "  CPU port vs GPU original: " + row.get("cpu", "-") if args.cpu else ""),
                  flush=True)
    print("\nsummary: %d programs (hipify %s)" % (len(rows), version))
    for key in ("gpu", "cpu"):
        counts = collections.Counter(r[key] for r in rows if key in r)
        if counts:
            print("  %s: %s" % ("GPU port vs GPU original" if key == "gpu"
                                else "CPU-runner port vs GPU original",
                                ", ".join("%s %d" % kv for kv in counts.most_common())))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="step", required=True)
    b = sub.add_parser("bundle")
    b.add_argument("--out", default=".gpu-bundle")
    b.add_argument("--examples", action="store_true",
                   help="examples/kernels instead of HeCBench")
    b.add_argument("--nvidia-arch", default="sm_90",
                   help="nvcc -arch for the GPU (default sm_90: H100/H200)")
    b.add_argument("-j", "--jobs", type=int, default=1,
                   help="programs ported and built at once")
    c = sub.add_parser("compare")
    c.add_argument("--bundle", default=".gpu-bundle")
    c.add_argument("--results", required=True)
    c.add_argument("--cpu", action="store_true",
                   help="also run the port on the CPU runner against the GPU original")
    c.add_argument("--json")
    for q in (b, c):
        q.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
        q.add_argument("--timeout", type=int, default=60,
                       help="seconds each program may run")
    b.add_argument("--hec", default=os.environ.get("HECBENCH", "/tmp/hec"))
    b.add_argument("--only")
    b.add_argument("--sample", type=int)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--max-arg", type=int, default=1 << 30,
                   help="numeric run arguments above this are lowered (default: "
                        "none; the GPU runs the Makefile's own arguments)")
    b.add_argument("--cpu-sized", action="store_true",
                   help="the arguments validate_hecbench.py gives the CPU "
                        "runner (bench/corpus/validate_args.txt, numbers "
                        "lowered to 1024, repeat counts to 1)")
    args = p.parse_args()
    (bundle_command if args.step == "bundle" else compare_command)(args)


if __name__ == "__main__":
    main()
