#!/usr/bin/env python3
"""Checks the port's bfloat16 definitions against CUDA's own cuda_bf16.h.

The entry of mappings/facts/port-definitions.yaml that stands in for
cuda_bf16.h (HIP 6.2's bfloat16 API, which the port defines on older HIP
targets), together with the entries of the bf16 functions no HIP release has
(__float2bfloat16_rn, ...), is compiled as host C++ (__host__ and __device__
defined away, a float2 of its own) and run over every bfloat16 value, pairs
of edge and spread values, and conversions from float, double and the
integers (tests/support/bf16/cases.inc). The same cases are compiled against
CUDA's cuda_bf16.h, which implements the API on the host too, and the two
outputs must be the same line for line. Where CUDA declares a function for
device code only (the math functions, the fused multiply-add), the reference
is computed independently: the float function's value rounded once, and for
__hfma / __hfma2 the exact a * b + c, rounded to bfloat16 here with Python's
rationals.

usage: check_bf16_definition.py FACTS --cuda-include=DIR --work=DIR [--cxx=clang++]
"""
import argparse
import os
import subprocess
import sys
from fractions import Fraction

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
STUB = """#define __host__
#define __device__
struct float2 { float x, y; };
static inline float2 make_float2(float x, float y) { float2 f = {x, y}; return f; }
"""


def bf16_value(x):
    """The value of bfloat16 bits x as a Fraction; None for Inf and NaN."""
    sign = -1 if x & 0x8000 else 1
    exponent, mantissa = (x >> 7) & 0xff, x & 0x7f
    if exponent == 0xff:
        return None
    if exponent == 0:
        return sign * Fraction(mantissa, 1 << 133)
    return sign * (128 + mantissa) * Fraction(2) ** (exponent - 134)


def bf16_round(v):
    """A nonzero Fraction rounded to bfloat16 bits, ties to even."""
    sign = 0x8000 if v < 0 else 0
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    e = max(e, -126)
    scaled = a / Fraction(2) ** (e - 7)
    n = scaled.numerator // scaled.denominator
    rest = scaled - n
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n % 2):
        n += 1
    if n == 256:
        n, e = 128, e + 1
    if e > 127:
        return sign | 0x7f80
    if n < 128:
        return sign | n
    return sign | ((e + 127) << 7) | (n - 128)


def expected_fma(a, b, c):
    """bits of a * b + c rounded once, or None where Inf, NaN or an exact
    zero (whose sign IEEE rules decide) is involved."""
    values = [bf16_value(x) for x in (a, b, c)]
    if None in values:
        return None
    exact = values[0] * values[1] + values[2]
    return None if exact == 0 else bf16_round(exact)


def compile_and_run(cxx, source, include, work, name):
    binary = os.path.join(work, name)
    subprocess.run([cxx, "-std=c++17", "-O1", "-I" + include, "-I" + HERE + "/bf16",
                    source, "-o", binary], check=True)
    return subprocess.run([binary], check=True, capture_output=True,
                          text=True).stdout.splitlines()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("facts")
    p.add_argument("--cuda-include", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--cxx", default="clang++")
    args = p.parse_args()
    os.makedirs(os.path.join(args.work, "stub", "hip"), exist_ok=True)
    with open(os.path.join(args.work, "stub", "hip", "hip_runtime.h"), "w") as f:
        f.write(STUB)
    with open(args.facts) as f:
        entries = yaml.safe_load(f)["definitions"]
    header = [e for e in entries if e["cuda"] == "cuda_bf16.h"]
    if not header:
        sys.exit("no definition of cuda_bf16.h in " + args.facts)
    # The functions defined on top of it: their calls become the name they
    # define, as in a port.
    functions = [e for e in entries if e is not header[0] and
                 "__hip_bfloat16" in e["text"]]
    ours = header[0]["text"] + "".join(e["text"] for e in functions)
    ours += "".join("#define %s %s\n" % (e["cuda"], e["defines"]) for e in functions)
    ours += ("typedef __hip_bfloat16 B; typedef __hip_bfloat162 B2;"
             " typedef __hip_bfloat16_raw R;\n#include \"cases.inc\"\n")
    theirs = ("#define REFERENCE\n#include <cuda_bf16.h>\n"
              "typedef __nv_bfloat16 B; typedef __nv_bfloat162 B2;"
              " typedef __nv_bfloat16_raw R;\n#include \"cases.inc\"\n")
    sources = {}
    for name, text in (("ours", ours), ("theirs", theirs)):
        sources[name] = os.path.join(args.work, name + ".cpp")
        with open(sources[name], "w") as f:
            f.write(text)
    got = compile_and_run(args.cxx, sources["ours"], os.path.join(args.work, "stub"),
                          args.work, "ours")
    want = compile_and_run(args.cxx, sources["theirs"], args.cuda_include,
                           args.work, "theirs")
    failures = 0
    fma = [line for line in got if line.startswith("fma ")]
    compared = [line for line in got if not line.startswith("fma ")]
    if len(compared) != len(want):
        print("FAIL: %d lines, CUDA's header gives %d" % (len(compared), len(want)))
        failures += 1
    for mine, cuda in zip(compared, want):
        if mine != cuda:
            failures += 1
            if failures <= 10:
                print("FAIL: %s; CUDA's header: %s" % (mine, cuda))
    checked = 0
    for line in fma:
        x, y, z, one, lane_x, lane_y = (int(t, 16) for t in line.split()[1:])
        for operands, value in (((x, y, z), one), ((x, y, z), lane_x), ((y, z, x), lane_y)):
            want_bits = expected_fma(*operands)
            if want_bits is None:
                continue
            checked += 1
            if want_bits != value:
                failures += 1
                if failures <= 10:
                    print("FAIL: __hfma(%04x, %04x, %04x) = %04x, want %04x" %
                          (operands + (value, want_bits)))
    print("checked %d cases against CUDA's cuda_bf16.h and %d fused multiply-adds "
          "against exact rounding (%d functions on top): %d failures" %
          (len(want), checked, len(functions), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
