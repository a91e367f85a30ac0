#!/usr/bin/env python3
"""Checks that every row of mappings/ptx.yaml computes what its PTX computes.

For each row it writes a host C++ function that runs the row's HIP template
(against tests/ptx/hip_standins.h, models of the HIP 5.2 device functions)
and compares it with what the PTX instruction computes
(runtime/cpu/include/hipify_cpu/ptx.h, the PTX ISA's semantics, which the
CPU runner also runs CUDA programs' inline PTX with) over edge cases: carries, shifts of 32 and more, every bit
position class, negative values, NaN and infinities, and lanes of both warps
of a 64-lane wavefront. A row is checked only on inputs that satisfy its
`require` and `domain`. Each row is checked in its first form ({a,b}
variants), with --all-forms also in its middle and last. A form the PTX side has no semantics for fails to
compile.

usage: check_ptx_rows.py TABLE --work=DIR [--cxx=c++] [--all-forms]
"""
import argparse
import os
import re
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
RUNTIME_INCLUDE = os.path.join(os.path.dirname(os.path.dirname(HERE)),
                               "runtime", "cpu", "include")

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


def split_operands(text):
    """'d, {a, b}, [p]' -> ['d', '{a, b}', '[p]'] (commas in {} stay)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += (ch in "{[") - (ch in "}]")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def reference_call(form, var):
    """The PTX side of a form: hipify_cpu::ptx::op<"opcode">(operands),
    each operand as hipify_cpu/ptx.h takes it. var(name) names a
    placeholder's variable."""
    opcode, _, rest = form.partition(" ")

    def operand(o):
        o = o.strip()
        if o.startswith("{"):
            return "hipify_cpu::ptx::vec(%s)" % ", ".join(
                operand(e) for e in split_operands(o[1:-1]))
        if o.startswith("["):
            return "hipify_cpu::ptx::addr(%s)" % operand(o[1:-1])
        if o.startswith("$"):
            return var(o[1:])
        if o.startswith("%"):
            return 'hipify_cpu::ptx::sreg<"%s">()' % o[1:]
        return o
    return 'hipify_cpu::ptx::op<"%s">(%s)' % (
        opcode, ", ".join(operand(o) for o in split_operands(rest)))


def forms_to_check(forms, all_forms):
    """A row's first form, or its first, middle and last (they differ most)."""
    picked = []
    for i in ((0, len(forms) // 2, len(forms) - 1) if all_forms else (0,)):
        if forms[i] not in picked:
            picked.append(forms[i])
    return picked


def placeholders(text):
    seen = []
    for name in re.findall(r"\$(\w+)", text):
        if name not in seen:
            seen.append(name)
    return seen


def writes(hip, name):
    """`$d = ...` writes $d; `*(T *)$p = v` stores through $p."""
    return re.search(r"(?<![)*\s])\s*\$%s\s*=(?!=)|^\s*\$%s\s*=(?!=)" % (name, name),
                     hip) is not None


def condition(cond):
    """A `require` condition as C++ (PTX's `x & n == 0` reads (x & n) == 0)."""
    m = re.match(r"(.*?)(<=|>=|==|!=|<|>)(.*)$", cond)
    left = re.sub(r"\$(\w+)", r"(long long)\1", m.group(1))
    return "((%s) %s %s)" % (left, m.group(2), m.group(3).strip())


HALF = ["0", "0x8000", "0x3c00", "0xbc00", "0x3800", "0x3555", "0x4900",
        "0xc500", "0x7bff", "0xfbff", "0x0001", "0x03ff", "0x0400", "0x1400",
        "0x7c00", "0xfc00", "0x7e00",
        # Triples a * b + c where rounding a single-precision fma to f16
        # rounds twice and misses.
        "0x0d58", "0x59fd", "0xd853", "0xe5d0", "0xb640", "0x0037", "0x5804",
        "0x38fb", "0x7b77"]
HALF2 = ["0", "0x3c00bc00", "0x7bff0001", "0x7e000000", "0x38004900",
         "0xfc003555", "0x80003c00", "0x04001400", "0x7c00c500"]


def values_for(form, type_, few):
    if "f16x2" in form and type_ in ("u32", "b32"):
        return HALF2
    if ".f16" in form and type_ == "u16":
        return HALF
    if few and type_ in ("u32", "b32"):
        return INT32_FEW
    return VALUES[type_]


def generate(rows, all_forms):
    out = ['#include "warp_model.h"', '#include "hip_standins.h"',
           "#include <cstdio>", "#include <cinttypes>", "#include <vector>", "",
           "static long Mismatches = 0, Cases = 0;",
           "template <typename T> static bool same(T a, T b) { return a == b; }",
           "static bool same(float a, float b) {",
           "  return (std::isnan(a) && std::isnan(b)) || a == b;",
           "}",
           "static bool close(float a, float b, bool ftz) {",
           "  if (ftz && std::fabs(a) < 1.17549435e-38f && std::fabs(b) < 1.17549435e-38f)",
           "    return true;",
           "  if (std::isnan(a) || std::isnan(b) || std::isinf(a) || std::isinf(b) || a == 0 || b == 0)",
           "    return same(a, b) || (std::isinf(a) && std::isinf(b) && (a > 0) == (b > 0));",
           "  return std::fabs(a - b) <= 4e-6f * std::fabs(b);",
           "}",
           "static bool same(double a, double b) {",
           "  return (std::isnan(a) && std::isnan(b)) || a == b;",
           "}",
           "static bool halfNan(uint16_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff); }",
           "static bool sameHalf(uint16_t a, uint16_t b, int ulps) {",
           "  if (halfNan(a) || halfNan(b)) return halfNan(a) && halfNan(b);",
           "  if ((a ^ b) & 0x8000) return a == b;",
           "  int d = int(a & 0x7fff) - int(b & 0x7fff);",
           "  return (d < 0 ? -d : d) <= ulps;",
           "}",
           "static bool sameHalf2(uint32_t a, uint32_t b, int ulps) {",
           "  return sameHalf(uint16_t(a), uint16_t(b), ulps) && sameHalf(uint16_t(a >> 16), uint16_t(b >> 16), ulps);",
           "}",
           "// The HIP side orders memory at least as strongly as PTX: the PTX",
           "// side's log is a subsequence of the HIP side's, where a fence may",
           "// stand for one of a narrower scope and extra fences are allowed.",
           "static int fenceScope(const std::string &t) {",
           "  return t == \"fence.cta\" ? 1 : t == \"fence.gpu\" ? 2 : t == \"fence.sys\" ? 3 : 0;",
           "}",
           "static std::vector<std::string> tokens(const std::string &log) {",
           "  std::vector<std::string> out; size_t start = 0;",
           "  for (size_t i; (i = log.find(';', start)) != std::string::npos; start = i + 1)",
           "    out.push_back(log.substr(start, i - start));",
           "  return out;",
           "}",
           "static bool ordersAsStrongly(const std::string &hip, const std::string &ptx) {",
           "  std::vector<std::string> h = tokens(hip), p = tokens(ptx);",
           "  size_t j = 0;",
           "  for (const std::string &t : h) {",
           "    bool fence = fenceScope(t) != 0;",
           "    if (j < p.size() && (t == p[j] || (fence && fenceScope(p[j]) && fenceScope(t) >= fenceScope(p[j])))) { ++j; continue; }",
           "    if (!fence) return false;",
           "  }",
           "  return j == p.size();",
           "}",
           "template <typename T> static unsigned long long show(T v) {",
           "  unsigned long long u = 0; std::memcpy(&u, &v, sizeof v < 8 ? sizeof v : 8); return u;",
           "}",
           "static void resetMemory() {",
           "  for (unsigned i = 0; i < sizeof Memory; ++i) Memory[i] = (unsigned char)(0x9d * i + 0x31);",
           "}", ""]
    checks = []
    for n, (row, origin) in enumerate(rows):
        forms = expand(row["ptx"])
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
        for k, form in enumerate(forms_to_check(forms, all_forms)):
            values = {p: values_for(form, types[p], len(ins) >= 4) for p in ins}
            name = "check_%d_%d" % (n, k)
            lines = ["static void %s() {" % name, "  long Row = 0;"]
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
            for c in row.get("require", []) + row.get("domain", []):
                lines.append("%sif (!%s) continue;" % (indent, condition(c)))
            for p in outs:
                lines.append("%s%s h_%s{}, r_%s{};" % (indent, CTYPE[types[p]], p, p))
            if carry:
                lines.append("%suint32_t h_carry = carry_in;" % indent)
            hip_args = ", ".join(
                [("h_" + p) if p in outs else p for p in params] +
                (["h_carry"] if carry else []))
            ref = reference_call(form, lambda p: ("r_" + p) if p in outs else p)
            lines.append("%sresetMemory(); Model.reset(lane); hip_%d(%s); std::string h_log = Model.Log;"
                         % (indent, n, hip_args))
            lines.append("%sunsigned char h_mem[sizeof Memory]; std::memcpy(h_mem, Memory, sizeof Memory);"
                         % indent)
            lines.append("%sresetMemory(); Model.reset(lane);%s %s; std::string r_log = Model.Log;"
                         % (indent, " Model.Carry = carry_in;" if carry else "", ref))
            lines.append("%s++Cases;" % indent)
            compare = []
            approx = ".approx" in form
            for p in outs:
                if "f16x2" in form and types[p] in ("u32", "b32"):
                    compare.append("sameHalf2(h_%s, r_%s, %d)" % (p, p, 1 if approx else 0))
                elif types[p] == "u16" and ".f16" in form:
                    compare.append("sameHalf(h_%s, r_%s, %d)" % (p, p, 1 if approx else 0))
                elif types[p] == "f32" and approx:
                    compare.append("close(h_%s, r_%s, %s)" % (p, p, "true" if ".ftz" in form else "false"))
                else:
                    compare.append("same(h_%s, r_%s)" % (p, p))
            if carry:
                compare.append("h_carry == Model.Carry")
            compare.append("ordersAsStrongly(h_log, r_log)")
            compare.append("std::memcmp(h_mem, Memory, sizeof Memory) == 0")
            shown = ins + (["carry_in"] if carry else [])
            fmt = " ".join("%s=%%#llx" % p for p in shown)
            got = " ".join("%s=%%#llx/%%#llx" % p for p in outs + (["carry"] if carry else []))
            got_args = "".join(", show(h_%s), show(r_%s)" % (p, p) for p in outs)
            if carry:
                got_args += ", show(h_carry), show(Model.Carry)"
            lines.append("%sif (!(%s)) {" % (indent, " && ".join(compare)))
            lines.append('%s  ++Mismatches; if (++Row <= 2) std::printf("mismatch: %s (%s) lane=%%u %s: %s (hip/ptx) %%s/%%s%%s\\n", lane%s%s, h_log.c_str(), r_log.c_str(), std::memcmp(h_mem, Memory, sizeof Memory) ? " memory differs" : "");'
                         % (indent, origin, form.replace("%", "%%"), fmt, got,
                            "".join(", show(%s)" % p for p in shown), got_args))
            lines.append("%s}" % indent)
            while len(indent) > 2:
                indent = indent[:-2]
                lines.append("%s}" % indent)
            lines.append('  if (Row) std::printf("%s: %%ld mismatches\\n", Row);' % origin)
            lines.append("}")
            out += lines + [""]
            checks.append("%s();" % name)
    out.append("int main() {")
    out += ["  " + c for c in checks]
    out.append('  std::printf("%%d rows (%d forms) checked against the PTX ISA\'s semantics: %%ld cases, %%ld mismatches\\n", %d, Cases, Mismatches);' % (len(checks), len(rows)))
    out.append("  return Mismatches != 0;")
    out.append("}")
    return "\n".join(out) + "\n"


CXX_WORDS = {"unsigned", "int", "float", "double", "long", "short", "char",
             "bool", "sizeof", "if", "return"}


def version(text):
    return tuple(int(x) for x in text.split("."))


def check_hip_names(rows, index_path):
    """Every function a row's HIP code calls is in the HIP API index
    (mappings/hip-index.tsv) from the row's hip_since (default: the oldest
    release) to the newest, or is a compiler builtin (__builtin_*,
    __atomic_*). Returns the problems and how many names were checked."""
    since, last, oldest = {}, {}, None
    with open(index_path) as f:
        for line in f:
            if line.startswith("#versions"):
                oldest = line.split("\t")[1].strip()
            if line.startswith("#") or line.startswith("name\t") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if fields[2] != "hip":
                continue
            since[fields[0]] = fields[3]
            last[fields[0]] = fields[4]
    problems, names = [], set()
    for row, origin in rows:
        wanted = row.get("hip_since", oldest)
        for name in re.findall(r"\b([A-Za-z_]\w*)\s*\(", row["hip"]):
            if name in CXX_WORDS or name.startswith(("__builtin_", "__atomic_")):
                continue
            names.add(name)
            if name not in since:
                problems.append("%s: '%s' is not in the HIP API index" % (origin, name))
            elif version(since[name]) > version(wanted):
                problems.append("%s: '%s' is in HIP from %s, the row claims %s"
                                % (origin, name, since[name], wanted))
            elif last[name]:
                problems.append("%s: '%s' is gone after HIP %s" % (origin, name, last[name]))
    return problems, len(names)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("table")
    parser.add_argument("--work", required=True)
    parser.add_argument("--cxx", default="c++")
    parser.add_argument("--hip-index", help="check the HIP functions the rows "
                        "call against this index (mappings/hip-index.tsv)")
    parser.add_argument("--all-forms", action="store_true",
                        help="check each row's first, middle and last {a,b} "
                        "form, not only its first")
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
    if args.hip_index:
        problems, count = check_hip_names(rows, args.hip_index)
        for p in problems:
            print("error: " + p)
        print("%d HIP functions the rows call, each in the HIP API index from "
              "the row's hip_since on (compiler builtins apart)" % count)
        if problems:
            return 1
    os.makedirs(args.work, exist_ok=True)
    source = os.path.join(args.work, "ptx_rows_check.cpp")
    with open(source, "w") as f:
        f.write(generate(rows, args.all_forms))
    binary = os.path.join(args.work, "ptx_rows_check")
    build = subprocess.run([args.cxx, "-std=c++20", "-O0", "-I", HERE,
                            "-I", RUNTIME_INCLUDE, "-Wno-narrowing", source,
                            "-o", binary],
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
