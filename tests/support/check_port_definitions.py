#!/usr/bin/env python3
"""Checks the definitions of mappings/facts/port-definitions.yaml on the host.

Every entry that stands in for a SIMD video intrinsic (__v*2, __v*4), a DPX
function (__vimax3_s32, __viaddmin_u16x2, ..., modelled on the formula CUDA's
header gives each) or a cache-hint load or store is compiled as host C++ (``__device__`` defined
away) and run over edge values: 0, 1, the largest and smallest values of a
halfword and a byte in every position, and mixed words. Each result is
compared with this script's own model of what CUDA documents for the
intrinsic, written independently of the definitions. An entry of either
family without a model fails, so a new definition needs one.

The comparison intrinsics are also checked against the examples CUDA's own
header gives (``For example __vcmpges2(0x1234aba5, 0x1234aba6) returns
0xffff0000.``), read from --cuda-header when it is given.

usage: check_port_definitions.py FACTS --work=DIR [--cxx=c++]
                                 [--cuda-header=crt/device_functions.h]
"""
import argparse
import os
import re
import subprocess
import sys

import yaml

EDGE = [0x00000000, 0x00000001, 0xffffffff, 0x7fffffff, 0x80000000,
        0x7fff7fff, 0x80008000, 0x7f7f7f7f, 0x80808080, 0x01ff7f80,
        0xff7f8001, 0x12345678, 0xdeadbeef, 0x1234aba5, 0x1234aba6,
        0x00ff00ff, 0xff00ff00, 0x7ffe8001]


def parts(word, bits):
    return [(word >> i) & ((1 << bits) - 1) for i in range(0, 32, bits)]


def signed(value, bits):
    return value - (1 << bits) if value >> (bits - 1) else value


def clamp(value, lo, hi):
    return max(lo, min(hi, value))


def lane_model(op, bits):
    """op(x, y) on one part, in Python ints, or None: unknown."""
    smin, smax, umax = -(1 << (bits - 1)), (1 << (bits - 1)) - 1, (1 << bits) - 1
    tests = {"eq": lambda x, y: x == y, "ne": lambda x, y: x != y,
             "ge": lambda x, y: x >= y, "gt": lambda x, y: x > y,
             "le": lambda x, y: x <= y, "lt": lambda x, y: x < y}
    table = {
        "abs": (True, lambda x, y: abs(x)),
        "absss": (True, lambda x, y: min(abs(x), smax)),
        "absdiffs": (True, lambda x, y: abs(x - y)),
        "absdiffu": (False, lambda x, y: abs(x - y)),
        "add": (False, lambda x, y: x + y),
        "addss": (True, lambda x, y: clamp(x + y, smin, smax)),
        "addus": (False, lambda x, y: min(x + y, umax)),
        "avgu": (False, lambda x, y: (x + y + 1) // 2),
        "haddu": (False, lambda x, y: (x + y) // 2),
        "maxs": (True, max), "maxu": (False, max),
        "mins": (True, min), "minu": (False, min),
        "neg": (True, lambda x, y: -x),
        "negss": (True, lambda x, y: clamp(-x, smin, smax)),
        "sub": (False, lambda x, y: x - y),
        "subss": (True, lambda x, y: clamp(x - y, smin, smax)),
        "subus": (False, lambda x, y: max(x - y, 0)),
    }
    for rel, test in tests.items():
        for sign in ("", "s", "u"):
            if (rel in ("eq", "ne")) != (sign == ""):
                continue
            table["cmp" + rel + sign] = (sign == "s", lambda x, y, t=test: -1 if t(x, y) else 0)
            table["set" + rel + sign] = (sign == "s", lambda x, y, t=test: 1 if t(x, y) else 0)
    return table.get(op)


def simd_model(name):
    """A function (a, b) -> CUDA's result for __v<op><2|4>, or None."""
    m = re.fullmatch(r"__v(\w+?)([24])", name)
    if not m:
        return None
    op, bits = m.group(1), 16 if m.group(2) == "2" else 8
    mask = (1 << bits) - 1
    if op in ("sads", "sadu"):
        is_signed = op == "sads"

        def sad(a, b):
            xs, ys = parts(a, bits), parts(b, bits)
            if is_signed:
                xs, ys = [signed(v, bits) for v in xs], [signed(v, bits) for v in ys]
            return sum(abs(x - y) for x, y in zip(xs, ys)) & 0xffffffff
        return sad
    model = lane_model(op, bits)
    if model is None:
        return None
    is_signed, fn = model

    def run(a, b):
        out = 0
        for k, (x, y) in enumerate(zip(parts(a, bits), parts(b, bits))):
            if is_signed:
                x, y = signed(x, bits), signed(y, bits)
            out |= (fn(x, y) & mask) << (k * bits)
        return out
    return run


DPX = re.compile(r"__vi(add)?(b)?(max|min)(3)?_([su])(32|16x2)(_relu)?")


def dpx_model(name):
    """A function (a, b, c) -> (result, predicates) for a DPX function, as
    CUDA's header states its formula, or None."""
    m = DPX.fullmatch(name)
    if not m:
        return None
    add, pred, op, three, sign, width, relu = m.groups()
    bits = 16 if width == "16x2" else 32
    pick = max if op == "max" else min

    def lanes(word):
        out = parts(word, bits)
        return [signed(v, bits) for v in out] if sign == "s" else out

    def wrap(v):
        v &= (1 << bits) - 1
        return signed(v, bits) if sign == "s" else v

    def run(a, b, c):
        result, preds = 0, []
        for k, (x, y, z) in enumerate(zip(lanes(a), lanes(b), lanes(c))):
            if add:
                v = pick(wrap(x + y), z)
            elif three:
                v = pick(pick(x, y), z)
            else:
                v = pick(x, y)
            if relu:
                v = max(v, 0)
            result |= (v & ((1 << bits) - 1)) << (k * bits)
            preds.append(int(x >= y if op == "max" else x <= y))
        # the header's order: pred_hi before pred_lo
        return result, (list(reversed(preds)) if pred else [])
    return run, bool(add or three), bool(pred), bits


MEMORY = {"stcg": "store", "stcs": "store", "stwb": "store", "stwt": "store",
          "ldcv": "load", "ldlu": "load"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("facts")
    ap.add_argument("--work", required=True)
    ap.add_argument("--cxx", default="c++")
    ap.add_argument("--cuda-header")
    args = ap.parse_args()
    documented = []
    if args.cuda_header:
        with open(args.cuda_header, encoding="utf-8", errors="replace") as f:
            documented = re.findall(r"For example (__v\w+)\((0x[0-9a-f]+), (0x[0-9a-f]+)\) "
                                    r"returns (0x[0-9a-f]+)\.", f.read())
        documented = [(n, int(a, 16), int(b, 16), int(r, 16)) for n, a, b, r in documented]
    with open(args.facts, encoding="utf-8") as f:
        entries = yaml.safe_load(f)["definitions"]
    os.makedirs(args.work, exist_ok=True)

    simd, dpx, memory, failures = [], [], [], []
    for e in entries:
        name = e["cuda"]
        if name.startswith("__vi"):
            if dpx_model(name) is None:
                failures.append("%s: no model in check_port_definitions.py" % name)
            else:
                dpx.append(e)
        elif re.fullmatch(r"__v\w+[24]", name):
            if simd_model(name) is None:
                failures.append("%s: no model in check_port_definitions.py" % name)
            else:
                simd.append(e)
        elif name[2:] in MEMORY:
            memory.append(e)
        elif re.fullmatch(r"__(ld|st)\w+", name):
            failures.append("%s: no model in check_port_definitions.py" % name)

    src = ["#include <cstdio>", "#define __device__", ""]
    src += [e["text"] for e in simd + dpx + memory]
    src.append("int main() {")
    src.append("  static const unsigned E[] = {%s};" % ", ".join("0x%08xu" % v for v in EDGE))
    src.append("  const int N = sizeof E / sizeof E[0];")
    defined = {e["cuda"]: e["defines"] for e in simd}
    for name, a, b, _ in documented:
        if name in defined:
            src.append('  printf("%s %%08x %%08x %%08x documented\\n", 0x%08xu, 0x%08xu, %s(0x%08xu, 0x%08xu));'
                       % (name, a, b, defined[name], a, b))
    for e in simd:
        unary = "unsigned int b" not in e["text"]
        call = "%s(E[i])" % e["defines"] if unary else "%s(E[i], E[j])" % e["defines"]
        src.append('  for (int i = 0; i < N; ++i) for (int j = 0; j < N; ++j) '
                   'printf("%s %%08x %%08x %%08x\\n", E[i], E[j], %s);' % (e["cuda"], call))
    src.append("  static const unsigned C[] = {0x00000000u, 0x00000001u, 0xffffffffu, "
               "0x7fffffffu, 0x80000000u, 0x00017fffu, 0x8000ffffu};")
    src.append("  const int NC = sizeof C / sizeof C[0];")
    for e in dpx:
        _, three, pred, bits = dpx_model(e["cuda"])
        cast = "(int)" if "_s32" in e["cuda"] else ""
        call_args = "%sE[i], %sE[j]" % (cast, cast)
        if three:
            call_args += ", %sC[k]" % cast
        if pred:
            call_args += ", &p1, &p2" if bits == 16 else ", &p1"
        src.append('  for (int i = 0; i < N; ++i) for (int j = 0; j < N; ++j) for (int k = 0; k < NC; ++k) '
                   '{ bool p1 = false, p2 = false; (void)p1; (void)p2; unsigned v = (unsigned)%s(%s); '
                   'printf("%s %%08x %%08x %%08x %%08x%s\\n", E[i], E[j], C[k], v%s); }'
                   % (e["defines"], call_args, e["cuda"],
                      "" if not pred else (" %d %d" if bits == 16 else " %d"),
                      "" if not pred else (", p1, p2" if bits == 16 else ", p1")))
    for e in memory:
        if MEMORY[e["cuda"][2:]] == "store":
            src.append('  { double d = 0; %s(&d, 2.5); int k = 0; %s(&k, 7); '
                       'printf("%s %%g %%d\\n", d, k); }' % (e["defines"], e["defines"], e["cuda"]))
        else:
            src.append('  { double d = 2.5; int k = 7; printf("%s %%g %%d\\n", %s(&d), %s(&k)); }'
                       % (e["cuda"], e["defines"], e["defines"]))
    src.append("  return 0;\n}")
    cpp = os.path.join(args.work, "definitions.cpp")
    exe = os.path.join(args.work, "definitions")
    with open(cpp, "w") as f:
        f.write("\n".join(src) + "\n")
    build = subprocess.run([args.cxx, "-std=c++17", "-O1", "-Wall", "-Werror", cpp, "-o", exe],
                           capture_output=True, text=True)
    if build.returncode:
        print("error: the definitions do not compile as host C++:\n" + build.stderr)
        return 1
    out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout.split("\n")

    checked, checked_documented = {}, set()
    for line in filter(None, out):
        fields = line.split()
        name = fields[0]
        if name[2:] in MEMORY:
            ok = fields[1:] == ["2.5", "7"]
            checked[name] = checked.get(name, 0) + 1
            if not ok:
                failures.append("%s: got %s, want 2.5 7" % (name, " ".join(fields[1:])))
            continue
        if name.startswith("__vi"):
            a, b, c, got = (int(v, 16) for v in fields[1:5])
            run, three, _, _ = dpx_model(name)
            want, preds = run(a, b, c if three else 0)
            got_preds = [int(v) for v in fields[5:]]
            checked[name] = checked.get(name, 0) + 1
            if (got, got_preds) != (want, preds) and \
                    len([f for f in failures if f.startswith(name + "(")]) < 3:
                failures.append("%s(0x%08x, 0x%08x, 0x%08x) = 0x%08x %s, want 0x%08x %s"
                                % (name, a, b, c, got, got_preds, want, preds))
            continue
        a, b, got = (int(v, 16) for v in fields[1:4])
        if fields[4:] == ["documented"]:
            want = next(r for n, x, y, r in documented if (n, x, y) == (name, a, b))
            checked_documented.add(name)
            if got != want:
                failures.append("%s(0x%08x, 0x%08x) = 0x%08x; CUDA's header says 0x%08x"
                                % (name, a, b, got, want))
            continue
        want = simd_model(name)(a, b)
        checked[name] = checked.get(name, 0) + 1
        if got != want and len([f for f in failures if f.startswith(name + "(")]) < 3:
            failures.append("%s(0x%08x, 0x%08x) = 0x%08x, want 0x%08x" % (name, a, b, got, want))
    for f in failures:
        print("FAIL: " + f)
    print("checked %d SIMD definitions on %d inputs each (%d also on CUDA's documented "
          "examples), %d DPX definitions, %d cache-hint accesses: %d failures"
          % (len(simd), len(EDGE) ** 2, len(checked_documented), len(dpx), len(memory),
             len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
