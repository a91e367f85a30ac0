#!/usr/bin/env python3
"""Checks that every row of mappings/ptx.yaml computes what its PTX computes.

For each row it writes a host C++ function that runs the row's HIP template
(against tests/ptx/hip_standins.h, models of the HIP 5.2 device functions)
and compares it with the row's reference (tests/ptx/ptx_reference.h, the PTX
ISA's semantics) over edge cases: carries, shifts of 32 and more, every bit
position class, negative values, NaN and infinities, and lanes of both warps
of a 64-lane wavefront. A row is checked only on inputs that satisfy its
`require`. A row without a reference function fails.

usage: check_ptx_rows.py TABLE --work=DIR [--cxx=c++]
"""
import argparse
import os
import re
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

CTYPE = {"u32": "uint32_t", "b32": "uint32_t", "s32": "int32_t",
         "u64": "uint64_t", "b64": "uint64_t", "s64": "int64_t",
         "u16": "uint16_t", "f32": "float", "f64": "double",
         "pred": "bool", "addr": "uintptr_t"}

INT32 = ["0", "1", "2", "3", "4", "7", "8", "16", "31", "32", "33", "63", "64",
         "255", "256", "0x3210", "0x5410", "0x7fffffff", "0x80000000",
         "0xfffffffe", "0xffffffff", "0x12345678", "0xdeadbeef"]
INT32_FEW = ["0", "1", "5", "16", "31", "32", "0x96", "0xaa", "0xcc", "0xe8",
             "0xf0", "0x80000000", "0xffffffff",
             "0xdeadbeef"]
VALUES = {
    "u32": INT32, "b32": INT32, "s32": ["int32_t(%s)" % v for v in INT32],
    "u64": ["0", "1", "2", "31", "32", "63", "64", "0xffffffffull",
            "0x100000000ull", "0x7fffffffffffffffull",
            "0x8000000000000000ull", "0xffffffffffffffffull",
            "0x123456789abcdef0ull"],
    "u16": ["0", "1", "0x3c00", "0x7bff", "0x8000", "0xffff"],
    "f32": ["0.0f", "-0.0f", "1.0f", "-1.0f", "0.5f", "1.5f", "2.0f", "3.0f",
            "0.1f", "1e-3f", "1e10f", "65504.0f", "65519.0f", "65520.0f",
            "1e-8f", "2.98e-8f", "5.96e-8f", "6.1e-5f", "3e-5f", "3.14159f",
            "-2.5f", "INFINITY", "-INFINITY", "NAN"],
    "f64": ["0.0", "-0.0", "1.0", "-1.0", "0.1", "1e300", "INFINITY", "NAN"],
    "pred": ["false", "true"],
    "addr": ["uintptr_t(Memory)", "uintptr_t(Memory + 8)",
             "uintptr_t(Memory + 16)"],
}
VALUES["b64"] = VALUES["u64"]
VALUES["s64"] = ["int64_t(%s)" % v for v in VALUES["u64"]]


def expand(spelling):
    """Variants {a,b} are spelled in the opcode; operands may be vectors."""
    opcode_end = (spelling + " ").index(" ")
    m = re.search(r"\{([^}]*)\}", spelling[:opcode_end])
    if not m:
        return [spelling]
    out = []
    for choice in m.group(1).split(","):
        out += expand(spelling[:m.start()] + choice.strip() +
                      spelling[m.end():])
    return out


def reference_name(form):
    """'mov.u32 $d, %laneid' -> 'mov_u32_laneid';
    'mov.b64 $d, {$lo, $hi}' -> 'mov_b64_r_vec'."""
    if "{" in form:
        opcode, _, rest = form.partition(" ")
        operands = re.split(r",\s*(?![^{]*\})", rest)
        names = ["vec" if o.strip().startswith("{") else
                 re.sub(r"\$\w+", "r", o.strip()) for o in operands]
        form = " ".join([opcode] + names)
    text = re.sub(r"\$\w+", "", form)
    return re.sub(r"_+", "_", re.sub(r"[^A-Za-z0-9]", "_", text)).strip("_")


def placeholders(text):
    seen = []
    for name in re.findall(r"\$(\w+)", text):
        if name not in seen:
            seen.append(name)
    return seen


def writes(hip, name):
    return re.search(r"\$%s\s*=(?!=)" % name, hip) is not None


def condition(cond):
    """A `require` condition as C++ (PTX's `x & n == 0` reads (x & n) == 0)."""
    m = re.match(r"(.*?)(<=|>=|==|!=|<|>)(.*)$", cond)
    left = re.sub(r"\$(\w+)", r"(long long)\1", m.group(1))
    return "((%s) %s %s)" % (left, m.group(2), m.group(3).strip())


def generate(rows):
    out = ['#include "ptx_reference.h"', '#include "hip_standins.h"',
           "#include <cstdio>", "#include <cinttypes>", "",
           "static long Mismatches = 0, Cases = 0;",
           "template <typename T> static bool same(T a, T b) { return a == b; }",
           "static bool same(float a, float b) {",
           "  return (std::isnan(a) && std::isnan(b)) || a == b;",
           "}",
           "static bool close(float a, float b) {",
           "  if (std::isnan(a) || std::isnan(b) || std::isinf(a) || std::isinf(b) || a == 0 || b == 0)",
           "    return same(a, b) || (std::isinf(a) && std::isinf(b) && (a > 0) == (b > 0));",
           "  return std::fabs(a - b) <= 4e-6f * std::fabs(b);",
           "}",
           "static bool same(double a, double b) {",
           "  return (std::isnan(a) && std::isnan(b)) || a == b;",
           "}",
           "static bool sameHalf(uint16_t a, uint16_t b) {",
           "  auto nan = [](uint16_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff); };",
           "  return a == b || (nan(a) && nan(b));",
           "}",
           "template <typename T> static unsigned long long show(T v) {",
           "  unsigned long long u = 0; std::memcpy(&u, &v, sizeof v < 8 ? sizeof v : 8); return u;",
           "}", ""]
    checks = []
    for n, (row, origin) in enumerate(rows):
        forms = expand(row["ptx"])
        name = reference_name(forms[0])
        hip = row["hip"]
        types = row.get("types", {})
        params = placeholders(forms[0])
        carry = "$carry" in hip
        outs = [p for p in params if writes(hip, p)]
        ins = [p for p in params if p not in outs]
        sig = ", ".join(
            ["%s &%s" % (CTYPE[types[p]], p) if p in outs else
             "%s %s" % (CTYPE[types[p]], p) for p in params] +
            (["uint32_t &carry"] if carry else []))
        body = re.sub(r"\$(\w+)", r"\1", hip)
        if not body.rstrip().endswith(("}", ";")):
            body += ";"
        out.append("// %s: %s" % (origin, row["ptx"]))
        out.append("static void hip_%d(%s) { %s }" % (n, sig, body))
        lanes = ("{0, 1, 5, 31, 32, 33, 45, 63}"
                 if re.search(r"__lane_id|__shfl|__ballot|threadIdx", hip)
                 else "{0}")
        values = {p: (INT32_FEW if len(ins) >= 4 and types[p] in
                      ("u32", "b32") else VALUES[types[p]]) for p in ins}
        lines = ["static void check_%d() {" % n, "  long Row = 0;"]
        indent = "  "
        for p in ins:
            lines.append("%sfor (%s %s : {%s}) {" % (
                indent, CTYPE[types[p]], p,
                ", ".join("%s(%s)" % (CTYPE[types[p]], v) for v in values[p])))
            indent += "  "
        if carry:
            lines.append("%sfor (uint32_t carry_in : {0u, 1u}) {" % indent)
            indent += "  "
        lines.append("%sfor (unsigned lane : %s) {" % (indent, lanes))
        indent += "  "
        for c in row.get("require", []):
            lines.append("%sif (!%s) continue;" % (indent, condition(c)))
        for p in outs:
            lines.append("%s%s h_%s{}, r_%s{};" % (indent, CTYPE[types[p]],
                                                  p, p))
        if carry:
            lines.append("%suint32_t h_carry = carry_in, r_carry = carry_in;"
                         % indent)
        call_args = lambda pre: ", ".join(
            [(pre + p) if p in outs else p for p in params] +
            ([pre + "carry"] if carry else []))
        lines.append("%sModel.reset(lane); hip_%d(%s); std::string h_log = Model.Log;"
                     % (indent, n, call_args("h_")))
        lines.append("%sModel.reset(lane); ref::%s(%s); std::string r_log = Model.Log;"
                     % (indent, name, call_args("r_")))
        lines.append("%s++Cases;" % indent)
        compare = []
        for p in outs:
            if types[p] == "u16" and "f16" in forms[0]:
                compare.append("sameHalf(h_%s, r_%s)" % (p, p))
            elif types[p] == "f32" and ".approx" in forms[0]:
                compare.append("close(h_%s, r_%s)" % (p, p))
            else:
                compare.append("same(h_%s, r_%s)" % (p, p))
        if carry:
            compare.append("h_carry == r_carry")
        compare.append("h_log == r_log")
        shown = ", ".join(ins + (["carry_in"] if carry else []))
        fmt = " ".join("%s=%%#llx" % p for p in ins + (["carry_in"] if carry else []))
        got = " ".join("%s=%%#llx/%%#llx" % p for p in outs + (["carry"] if carry else []))
        got_args = "".join(", show(h_%s), show(r_%s)" % (p, p)
                           for p in outs + (["carry"] if carry else []))
        lines.append("%sif (!(%s)) {" % (indent, " && ".join(compare)))
        lines.append('%s  ++Mismatches; if (++Row <= 2) std::printf("mismatch: %s (%s) lane=%%u %s: %s (hip/ptx) %%s/%%s\\n", lane%s%s, h_log.c_str(), r_log.c_str());'
                     % (indent, origin, forms[0], fmt, got,
                        "".join(", show(%s)" % p for p in
                                ins + (["carry_in"] if carry else [])),
                        got_args))
        lines.append("%s}" % indent)
        while len(indent) > 2:
            indent = indent[:-2]
            lines.append("%s}" % indent)
        lines.append('  if (Row) std::printf("%s: %%ld mismatches\\n", Row);' % origin)
        lines.append("}")
        out += lines + [""]
        checks.append("check_%d();" % n)
    out.append("int main() {")
    out.append("  for (unsigned i = 0; i < sizeof Memory; ++i) Memory[i] = (unsigned char)(0x9d * i + 0x31);")
    out += ["  " + c for c in checks]
    out.append('  std::printf("%%d rows checked against the PTX reference: %%ld cases, %%ld mismatches\\n", %d, Cases, Mismatches);' % len(rows))
    out.append("  return Mismatches != 0;")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("table")
    parser.add_argument("--work", required=True)
    parser.add_argument("--cxx", default="c++")
    args = parser.parse_args()
    with open(args.table) as f:
        text = f.read()
    loader = yaml.SafeLoader(text)
    node = loader.get_single_node()
    rows = []
    for item in next(v for k, v in node.value if k.value == "rows").value:
        origin = "%s:%d" % (os.path.basename(args.table),
                            item.start_mark.line + 1)
        rows.append((yaml.SafeLoader(yaml.serialize(item)).get_single_data(),
                     origin))
    os.makedirs(args.work, exist_ok=True)
    source = os.path.join(args.work, "ptx_rows_check.cpp")
    with open(source, "w") as f:
        f.write(generate(rows))
    binary = os.path.join(args.work, "ptx_rows_check")
    build = subprocess.run([args.cxx, "-std=c++17", "-O1", "-I", HERE,
                            "-Wno-narrowing", source, "-o", binary],
                           capture_output=True, text=True)
    if build.returncode != 0:
        sys.stdout.write(build.stderr[-6000:])
        print("error: the rows' HIP code does not compile against the stand-ins")
        return 1
    run = subprocess.run([binary], capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
