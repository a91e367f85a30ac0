#!/usr/bin/env python3
"""Corpus benchmark: `hipify validate` on NVIDIA's cuda-samples, on the CPU runner.

cuda-samples (github.com/NVIDIA/cuda-samples; Samples/ and Common/) are
programs that mostly check themselves ("Test passed", "Result = PASS", an
exit status). This script:

  - sorts out the samples that need what a CPU cannot have, from their
    sources: graphics interop (OpenGL, Vulkan, Direct3D, EGL, NvSci),
    several GPUs (peer access, multi-device launches), IPC or MPI, run-time
    compilation or module loading (NVRTC, nvJitLink, libNVVM, the driver
    API's cuModuleLoad), hardware media engines (nvJPEG, NVDEC), a platform
    of its own (Tegra). Each is reported with its reason;
  - validates every other sample as a program of its directory:
        hipify validate COPY --offload-arch=none --timeout=T [--run-args=ARGS]
            --report=R.json -- -ICOPY/Common [FLAGS]
    on a scratch copy of the sample (under --work) holding Common's headers
    as Common/, so that they are ported with the program; validate runs
    each side in a directory of links to the copy's files. The AMD build is
    left out (--offload-arch=none: the ported samples' builds are
    bench/corpus/cuda_samples.py's table);
  - prints, per sample and in total, the outcome: PASS, a named divergence
    (stdout, launches, exit status), the original not running on the CPU
    runner (and the first error), the port failing, or a time-out.

Arguments and flags per sample come from cuda_samples_args.txt beside this
script (reduced sizes where a sample's default is too large for the CPU
runner, -fopenmp, or a reason to skip). With --originals-only, each
original runs alone (`hipify cpu-run DIR --run-in-scratch`): which start.
Nothing of cuda-samples is copied into this repository.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         "cuda_samples_args.txt")
SOURCE_EXTS = (".cu", ".cpp", ".cc", ".c", ".cxx")
TEXT_EXTS = SOURCE_EXTS + (".h", ".cuh", ".hpp", ".hxx", ".inl")

JIT = ("run-time compilation or module loading (NVRTC, nvJitLink, libNVVM, "
       "cuModuleLoad)")
# What a CPU cannot have, by what a sample's sources name: (reason, regex).
NEEDS = [
    ("graphics interop", re.compile(
        r"#\s*include\s*[<\"](cuda_gl_interop\.h|GL/|GLFW/|GLES|vulkan/|"
        r"cuda_d3d1[01]_interop\.h|d3d1[12]\.h|dxgi|EGL/|cudaEGL\.h|"
        r"nvscibuf\.h|nvscisync\.h)")),
    ("IPC or MPI", re.compile(
        r"#\s*include\s*[<\"](mpi\.h|helper_multiprocess\.h)|"
        r"\b(cudaIpcGetMemHandle|cuMemExportToShareableHandle|"
        r"cudaMemPoolExportToShareableHandle)\b")),
    (JIT, re.compile(
         r"#\s*include\s*[<\"](nvrtc\.h|nvrtc_helper\.h|nvJitLink\.h|"
         r"nvvm\.h)|\b(cuModuleLoad\w*|cuLinkCreate)\b")),
    ("hardware media engines (nvJPEG, NVDEC)", re.compile(
        r"#\s*include\s*[<\"](nvjpeg\.h|helper_nvJPEG\.hxx|nvcuvid\.h|"
        r"cuviddec\.h)")),
    ("several GPUs", re.compile(
        r"\b(cudaDeviceEnablePeerAccess|cufftXtSetGPUs|"
        r"cudaLaunchCooperativeKernelMultiDevice|cudaMemcpyPeer\w*)\b")),
]


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def samples(cs):
    """(category, name, directory) of every sample."""
    base = os.path.join(cs, "Samples")
    for category in sorted(os.listdir(base)):
        cdir = os.path.join(base, category)
        if not os.path.isdir(cdir):
            continue
        for name in sorted(os.listdir(cdir)):
            d = os.path.join(cdir, name)
            if os.path.isdir(d):
                yield category, name, d


def files_of(d, exts):
    for dirpath, _dirs, files in os.walk(d):
        for f in files:
            if f.endswith(exts):
                yield os.path.join(dirpath, f)


def needs(category, d):
    """Why the sample cannot run on a CPU, or None."""
    if category.startswith("7_libNVVM"):
        return JIT
    if category.startswith("8_Platform_Specific"):
        return "a platform of its own (Tegra)"
    text = "".join(read(f) for f in files_of(d, TEXT_EXTS))
    if not any(f.endswith(SOURCE_EXTS) for f in files_of(d, SOURCE_EXTS)):
        return "no sources (a shared directory)"
    for reason, pattern in NEEDS:
        if pattern.search(text):
            return reason
    return None


def overrides(path=ARGS_FILE):
    """{name: (args or None for skip, flags, env, why)}."""
    out = {}
    for number, line in enumerate(read(path).splitlines(), 1):
        text, _, why = line.partition("#")
        if not text.strip():
            continue
        name, colon, rest = text.partition(":")
        if not colon:
            sys.exit("%s:%d: expected 'NAME: ARG... [-- FLAG...]' or "
                     "'NAME: skip'" % (path, number))
        args, _, flags = rest.partition(" -- ")
        words = args.split()
        env = {}
        while words and re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*", words[0]):
            k, _, v = words.pop(0).partition("=")
            env[k] = v
        out[name.strip()] = (None if words == ["skip"] else words,
                             flags.split(), env, why.strip())
    return out


def scratch_copy(d, cs, work, name):
    """The sample under work/NAME with Common's headers as Common/."""
    copy = os.path.join(work, "samples", name)
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(d, copy, symlinks=True)
    common = os.path.join(copy, "Common")
    os.makedirs(common, exist_ok=True)
    for f in os.listdir(os.path.join(cs, "Common")):
        src = os.path.join(cs, "Common", f)
        if os.path.isfile(src) and f.endswith((".h", ".hxx", ".hpp")):
            shutil.copy(src, common)
    return copy


def run(cmd, cwd, timeout, env=None):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                           errors="replace", timeout=timeout,
                           env=dict(os.environ, **(env or {})))
        code, out = p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired as e:
        code, out = None, (e.stdout or "") if isinstance(e.stdout, str) else ""
    return code, out, time.monotonic() - start


def first_error(text):
    for line in text.splitlines():
        if "error:" in line or line.startswith("hipify-cpu:") or \
                "cannot run" in line:
            return line.strip()[:200]
    return ""


def outcome(r):
    """PASS, a named divergence, or where it stopped, from validate's JSON."""
    if r.get("succeeded"):
        return "PASS"
    if r.get("port") == "failed":
        return "port failed"
    original, port = r.get("original") or {}, r.get("portRun") or {}
    if original and not original.get("ok"):
        return "original: %s failed" % original.get("stage")
    if port and not port.get("ok"):
        return "port: %s failed" % port.get("stage")
    if not r.get("exitCodesMatch", True):
        return "divergence: exit status"
    if not r.get("stdout", {}).get("matches", True):
        return "divergence: stdout"
    if not r.get("launches", {}).get("matches", True):
        return "divergence: launches"
    if r.get("noKernelRan"):
        return "no kernel ran"
    return "failed"


def validate(hipify, name, copy, args, flags, env, work, timeout):
    report = os.path.join(work, name + ".json")
    cmd = [hipify, "validate", copy, "--cuda-path=/usr/local/cuda",
           "--offload-arch=none", "--timeout=%d" % timeout,
           "--report=" + report]
    if args:
        cmd.append("--run-args=" + " ".join(args))
    cmd += ["--", "-I" + os.path.join(copy, "Common")] + flags
    code, out, seconds = run(cmd, copy, timeout * 4 + 300, env)
    if code is None:
        return {"outcome": "validate hung", "seconds": seconds}
    try:
        with open(report) as f:
            r = json.load(f)
        if "programs" in r:
            if not r["programs"]:
                return {"outcome": "no program", "seconds": seconds,
                        "detail": first_error(out)}
            r = r["programs"][0]
    except (OSError, ValueError):
        return {"outcome": "no report (exit %s)" % code, "seconds": seconds,
                "detail": first_error(out)}
    detail = ""
    for side in ("original", "portRun"):
        if r.get(side) and r[side].get("detail"):
            detail = first_error(r[side]["detail"]) or \
                r[side]["detail"].strip().splitlines()[0][:200]
            break
    if not detail and r.get("stdout", {}).get("divergence"):
        detail = r["stdout"]["divergence"].get("why", "")
    return {"outcome": outcome(r), "seconds": seconds, "detail": detail,
            "original_s": (r.get("original") or {}).get("seconds", 0),
            "port_s": (r.get("portRun") or {}).get("seconds", 0),
            "random": bool(r.get("randomNumbers"))}


def run_original(hipify, name, copy, args, flags, env, timeout):
    cmd = [hipify, "cpu-run", copy, "--run-in-scratch",
           "--timeout=%d" % timeout]
    if args:
        cmd.append("--run-args=" + " ".join(args))
    cmd += ["--", "-I" + os.path.join(copy, "Common")] + flags
    code, out, seconds = run(cmd, copy, timeout * 2 + 300,
                             dict(env, HIPIFY_CPU_GUARD="1"))
    what = ("hung" if code is None else "ran" if code == 0 else
            "timed out" if code == 124 else "exit %d" % code)
    return {"outcome": what, "seconds": seconds, "detail": first_error(out)}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
    p.add_argument("--cs", default=os.environ.get("CUDA_SAMPLES", "/tmp/cs"))
    p.add_argument("--work", default="/tmp/hipify-cuda-samples",
                   help="scratch directory for the copies and reports")
    p.add_argument("--only", help="comma-separated sample names")
    p.add_argument("--timeout", type=int, default=60,
                   help="runner limit per side (s)")
    p.add_argument("--originals-only", action="store_true",
                   help="run each original alone (cpu-run), not validate")
    p.add_argument("--json", help="write the per-sample results here")
    a = p.parse_args()
    os.makedirs(a.work, exist_ok=True)
    wanted = set(a.only.split(",")) if a.only else None
    table = overrides()
    results = []
    for category, name, d in samples(a.cs):
        if wanted and name not in wanted:
            continue
        r = {"name": name, "category": category}
        why = needs(category, d)
        given = table.get(name)
        if why:
            r.update(outcome="needs " + why)
        elif given and given[0] is None:
            r.update(outcome="skipped", detail=given[3])
        else:
            args, flags, env = (given[:3] if given else ([], [], {}))
            copy = scratch_copy(d, a.cs, a.work, name)
            if a.originals_only:
                r.update(run_original(a.hipify, name, copy, args, flags, env,
                                      a.timeout))
            else:
                r.update(validate(a.hipify, name, copy, args, flags, env,
                                  a.work, a.timeout))
            r["args"] = " ".join(args)
        results.append(r)
        print("%-32s %-34s %6.1f s  %s" % (name, r["outcome"],
                                            r.get("seconds", 0),
                                            r.get("detail", "")), flush=True)
    print("\nsummary: %d samples" % len(results))
    for what, n in collections.Counter(r["outcome"] for r in results).most_common():
        print("  %-60s %d" % (what, n))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
