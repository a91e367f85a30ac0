#!/usr/bin/env python3
"""Checks the port's host definitions against CUDA's own host code.

The entries of mappings/facts/port-definitions.yaml with `for: host` (the
__half and __half2 operators, rsqrtf, rsqrt, umin, ...: what CUDA declares
for the host and HIP for the device only) are compiled with hipcc for the
host, on HIP's own __half, and run over tests/support/host_half/cases.inc:
every half value through the unary operators, pairs of a spread of values
and edge values through the binary ones and the comparisons (lane by lane
for __half2), every half value as a float through rsqrtf and rsqrt, edge
integers through the min/max functions. The same cases are compiled with nvcc,
whose host code has all of them, and run on the host (no GPU is needed);
the two outputs must agree line for line (a NaN counts as any NaN).

usage: check_host_definitions.py FACTS --nvcc=NVCC --work=DIR [--hipcc=hipcc]
"""
import argparse
import os
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["RSQRTF", "RSQRT", "UMIN", "UMAX", "LLMIN", "LLMAX", "ULLMIN", "ULLMAX"]


def run(command, binary):
    build = subprocess.run(command, capture_output=True, text=True)
    if build.returncode:
        sys.exit("error: %s failed:\n%s" % (command[0], build.stderr[-4000:]))
    out = subprocess.run([binary], check=True, capture_output=True, text=True)
    return out.stdout.split("\n"), int(out.stderr.strip())


def main():
    p = argparse.ArgumentParser()
    p.add_argument("facts")
    p.add_argument("--nvcc", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--hipcc", default="hipcc")
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    with open(args.facts) as f:
        entries = [e for e in yaml.safe_load(f)["definitions"] if e.get("for") == "host"]
    defines = {e["cuda"]: e["defines"] for e in entries}
    ours = "#include <hip/hip_runtime.h>\n" + "".join(e["text"] for e in entries)
    ours += "typedef __half H; typedef __half2 H2;\n"
    ours += "".join("#define %s %s\n" % (n, defines.get(n.lower(), "missing_" + n.lower()))
                    for n in NAMES)
    theirs = "#include <cuda_fp16.h>\n"
    theirs += "typedef __half H; typedef __half2 H2;\n"
    theirs += "".join("#define %s %s\n" % (n, n.lower()) for n in NAMES)
    sources = {}
    for name, text, ext in (("ours", ours, "hip"), ("theirs", theirs, "cu")):
        sources[name] = os.path.join(args.work, name + "." + ext)
        with open(sources[name], "w") as f:
            f.write(text + '#include "cases.inc"\n')
    ours_exe = os.path.join(args.work, "ours")
    theirs_exe = os.path.join(args.work, "theirs")
    got, cases = run([args.hipcc, "--cuda-host-only", "-std=c++17", "-O1", "-I" + HERE + "/host_half",
                      "-o", ours_exe, sources["ours"]], ours_exe)
    want, _ = run([args.nvcc, "-std=c++17", "-O1", "-I" + HERE + "/host_half",
                   "-o", theirs_exe, sources["theirs"]], theirs_exe)
    failures = 0
    if len(got) != len(want):
        print("FAIL: %d lines, CUDA's headers give %d" % (len(got), len(want)))
        failures += 1
    for mine, cuda in zip(got, want):
        if mine != cuda:
            failures += 1
            if failures <= 5:
                print("FAIL: %s; CUDA's headers: %s" % (mine, cuda))
    print("checked %d cases of %d host definitions against CUDA's host code: %d failures"
          % (cases, len(entries), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
