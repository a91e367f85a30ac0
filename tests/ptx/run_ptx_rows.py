#!/usr/bin/env python3
"""Runs every row of a PTX table as a CUDA program and as its HIP port on
the CPU runner, and requires identical results (docs/ptx.md).

For each row (its first form) it writes a kernel that executes the row's
instruction in an asm statement over edge cases (tests/ptx/check_ptx_rows.py's
values; immediates where the row requires them), on 64 threads, and stores
every output, and the memory the instruction may write, in a buffer the
host prints. Then:
  - the CUDA program runs on the CPU runner at 32 lanes: its preparation
    step lowers each asm statement to the PTX ISA's semantics
    (runtime/cpu/include/hipify_cpu/ptx.h);
  - hipify ports it (--mapping-file=TABLE when TABLE is not the built-in
    table, so that its rows come first), and the port runs on the CPU runner
    at 32 and at 64 lanes, through the runner's HIP device functions;
  - the printed results must agree, value for value (approximations, the
    .approx instructions, within a few ulp).

Predicate operands go through setp/selp, carry-in and carry-out through
add.cc/addc, in the same asm statement. Rows whose results are the
machine's state (clocks, %smid) and trap (which ends the program) run in no
kernel. A wrong row, or a wrong model of a HIP function in the runner, shows
as `mismatch: FILE:LINE (FORM) ...` lines.

usage: run_ptx_rows.py TABLE --hipify=BIN --work=DIR [--flags-for-port=FLAG]...
"""
import argparse
import os
import random
import re
import struct
import subprocess
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_ptx_rows as rows_lib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILTIN = os.path.join(ROOT, "mappings", "ptx.yaml")

CONSTRAINT = {"u32": "r", "s32": "r", "b32": "r", "u64": "l", "s64": "l",
              "b64": "l", "u16": "h", "f32": "f", "f64": "d"}
CTYPE = {"u32": "unsigned", "s32": "int", "b32": "unsigned",
         "u64": "unsigned long long", "s64": "long long",
         "b64": "unsigned long long", "u16": "unsigned short",
         "f32": "float", "f64": "double"}
MACHINE_STATE = re.compile(r"%(clock|clock64|globaltimer|smid)\b")
LANE_DEPENDENT = re.compile(r"shfl|vote|%laneid|%lanemask|%tid|%warpid|bar\.warp")
THREADS = 64
MAX_CASES = 96


def integer(text):
    """'int32_t(0x80000000)' -> -2**31, '0xffffffff' -> 2**32 - 1."""
    m = re.match(r"(\w+)\((.*)\)$", text)
    inner = m.group(2) if m else text
    value = int(inner.rstrip("ulUL"), 0)
    bits = {"int32_t": 32, "int64_t": 64}.get(m.group(1) if m else "")
    if bits and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def holds(cond, values):
    m = re.match(r"(.*?)(<=|>=|==|!=|<|>)(.*)$", cond)
    left, op, right = m.group(1), m.group(2), int(m.group(3).strip(), 0)

    def term(t):
        t = t.strip()
        return values[t[1:]] if t.startswith("$") else int(t, 0)
    if "+" in left:
        a, b = left.split("+")
        lv = term(a) + term(b)
    elif "&" in left:
        a, b = left.split("&")
        lv = term(a) & term(b)
    else:
        lv = term(left)
    return {"<": lv < right, "<=": lv <= right, "==": lv == right,
            "!=": lv != right, ">=": lv >= right, ">": lv > right}[op]


class Kernel:
    """The CUDA kernel, and what the host prints, for one row."""

    def __init__(self, index, row, origin):
        self.index, self.row, self.origin = index, row, origin
        self.form = rows_lib.expand(row["ptx"])[0]
        self.types = row.get("types", {})
        hip = row["hip"]
        params = rows_lib.placeholders(self.form)
        self.outs = [p for p in params if rows_lib.writes(hip, p)]
        self.ins = [p for p in params if p not in self.outs]
        self.carry_in = re.match(r"(addc|subc|madc)", self.form) is not None
        self.carry_out = ".cc" in self.form.split(" ")[0]
        conditions = row.get("require", []) + row.get("domain", [])
        named = set(re.findall(r"\$(\w+)", " ".join(row.get("require", []))))
        self.immediates = [p for p in self.ins if p in named]
        self.conditions = conditions
        self.lanes = LANE_DEPENDENT.search(self.form) is not None
        # Lanes hold different values of the first input, unless a condition
        # names it (a lane mask must name every lane).
        in_conditions = set(re.findall(r"\$(\w+)", " ".join(conditions)))
        self.perturbed = (self.ins[0] if self.lanes and self.ins and
                          self.ins[0] not in in_conditions else None)
        self.memory = any(self.types[p] == "addr" for p in params)
        self.approx = ".approx" in self.form

    def values(self, p):
        t = self.types[p]
        if t == "addr":
            return ["0", "8", "16"]
        few = len(self.ins) >= 4
        return rows_lib.values_for(self.form, t, few)

    def cases(self):
        """Combinations of the inputs (immediates apart), carry-in last."""
        rng = random.Random(self.origin)
        names = [p for p in self.ins if p not in self.immediates]
        lists = [self.values(p) for p in names]
        if self.carry_in:
            names.append("carry_in")
            lists.append(["0", "1"])
        total = 1
        for l in lists:
            total *= len(l)
        combos = []
        # Diagonals first: inputs that sit next to each other in the value
        # lists (the f16 triples that catch a double rounding) stay together.
        if lists:
            longest = max(len(l) for l in lists)
            for step in (1, 0):
                for i in range(longest):
                    combos.append({n: lists[k][(i + k * step) % len(lists[k])]
                                   for k, n in enumerate(names)})
        if total <= MAX_CASES * 4:
            def walk(i, acc):
                if i == len(lists):
                    combos.append(dict(zip(names, acc)))
                    return
                for v in lists[i]:
                    walk(i + 1, acc + [v])
            walk(0, [])
        else:
            seen = set()
            while len(combos) < MAX_CASES * 4 and len(seen) < total:
                pick = tuple(rng.randrange(len(l)) for l in lists)
                if pick in seen:
                    continue
                seen.add(pick)
                combos.append({n: lists[i][k] for i, (n, k) in enumerate(zip(names, pick))})
        unique = []
        for c in combos:
            if c not in unique:
                unique.append(c)
        kept = []
        for c in unique:
            ok = True
            for cond in self.conditions:
                used = re.findall(r"\$(\w+)", cond)
                if any(u in self.immediates for u in used):
                    continue
                try:
                    if not holds(cond, {u: integer(c[u]) for u in used}):
                        ok = False
                except (ValueError, KeyError):
                    pass
            if ok:
                kept.append(c)
        if len(kept) > MAX_CASES:
            diagonal = 2 * max((len(l) for l in lists), default=0)
            kept = kept[:diagonal] + rng.sample(kept[diagonal:],
                                                max(0, MAX_CASES - diagonal))
        return names, kept

    def immediate_sets(self):
        """A few immediates satisfying the row's conditions."""
        if not self.immediates:
            return [{}]
        lists = [self.values(p) for p in self.immediates]
        out = []

        def walk(i, acc):
            if len(out) >= 6:
                return
            if i == len(lists):
                vals = {p: integer(v) for p, v in zip(self.immediates, acc)}
                if all(holds(c, vals) for c in self.conditions
                       if all(u in vals for u in re.findall(r"\$(\w+)", c))):
                    out.append(dict(zip(self.immediates, acc)))
                return
            for v in lists[i]:
                walk(i + 1, acc + [v])
        walk(0, [])
        return out

    def outputs(self):
        """What each case stores: the row's outputs, the carry, the memory."""
        outs = [(p, self.types[p]) for p in self.outs]
        if self.carry_out:
            outs.append(("carry_out", "u32"))
        if self.memory:
            outs += [("mem%d" % i, "u64") for i in range(4)]
        return outs

    def source(self):
        names, cases = self.cases()
        imms = self.immediate_sets()
        outs = self.outputs()
        self.n_out = len(outs)
        self.n_cases = len(cases) * len(imms)
        self.names, self.case_list, self.imm_list = names, cases, imms
        lines = ["// %s: %s" % (self.origin, self.row["ptx"])]
        for n in names:
            t = "u32" if n == "carry_in" else self.types[n]
            ct = "unsigned" if t in ("addr", "pred") or n == "carry_in" else CTYPE[t]
            lines.append("__device__ const %s row%d_%s[] = {%s};" % (
                ct, self.index, n, ", ".join("(%s)(%s)" % (ct, self.literal(c[n], t))
                                             for c in cases) or "0"))
        lines.append("__global__ void row%d(unsigned long long *out, unsigned char *mem) {"
                     % self.index)
        lines.append("  const unsigned hipify_tid = threadIdx.x;")
        lines.append("  unsigned char *scratch = mem + hipify_tid * 64;")
        for k, imm in enumerate(imms):
            lines.append("  for (int hipify_case = 0; hipify_case < %d; ++hipify_case) {" % len(cases))
            lines.append("    for (int i = 0; i < 64; ++i) scratch[i] = (unsigned char)(0x9d * i + 0x31 + hipify_case);")
            operands_out, operands_in, prefix, suffix, decl = [], [], [], [], []
            subst = {}
            for p in self.outs:
                t = self.types[p]
                if t == "pred":
                    lines.append("    unsigned %s = 0;" % p)
                    decl.append(".reg .pred hq_%s;" % p)
                    subst[p] = "hq_%s" % p
                    suffix.append(("selp.u32 %%%s, 1, 0, hq_%s;" % ("OUT_" + p, p)))
                    operands_out.append(('"=r"', p))
                else:
                    lines.append("    %s %s = 0;" % (CTYPE[t], p))
                    operands_out.append(('"=%s"' % CONSTRAINT[t], p))
                    subst[p] = "%" + "OUT_" + p
            if self.carry_out:
                lines.append("    unsigned carry_out = 0;")
                operands_out.append(('"=r"', "carry_out"))
                suffix.append("addc.u32 %OUT_carry_out, 0, 0;")
            for p in self.ins:
                t = self.types[p]
                if p in self.immediates:
                    subst[p] = imm[p].rstrip("ulUL") if re.match(r"^(0x)?[0-9a-fA-F]+[uUlL]*$", imm[p]) else str(integer(imm[p]))
                    continue
                value = "row%d_%s[hipify_case]" % (self.index, p)
                if t == "addr":
                    lines.append("    void *%s = scratch + %s;" % (p, value))
                    operands_in.append(('"l"', p))
                    subst[p] = "%IN_" + p
                elif t == "pred":
                    if p == self.perturbed:
                        value = "(%s ^ ((hipify_tid * 7 + hipify_case) %% 5 < 2))" % value
                    lines.append("    unsigned %s = %s;" % (p, value))
                    decl.append(".reg .pred hp_%s;" % p)
                    prefix.append("setp.ne.u32 hp_%s, %%IN_%s, 0;" % (p, p))
                    operands_in.append(('"r"', p))
                    subst[p] = "hp_%s" % p
                else:
                    if p == self.perturbed and t in ("u32", "b32", "s32"):
                        value = "(%s)(%s ^ (hipify_tid * 0x9e3779b9u))" % (CTYPE[t], value)
                    lines.append("    %s %s = %s;" % (CTYPE[t], p, value))
                    operands_in.append(('"%s"' % CONSTRAINT[t], p))
                    subst[p] = "%IN_" + p
            if self.carry_in:
                lines.append("    unsigned carry_in = row%d_carry_in[hipify_case];" % self.index)
                operands_in.append(('"r"', "carry_in"))
                decl.append(".reg .u32 hc;")
                prefix.append("add.cc.u32 hc, %IN_carry_in, 0xffffffff;")
            body = re.sub(r"\$(\w+)", lambda m: subst[m.group(1)], self.form)
            body = re.sub(r"%(?=[a-z])", "%%", body) + ";"
            asm = " ".join(["{"] + decl + prefix + [body] + suffix + ["}"])
            numbering = {}
            for i, (_, n) in enumerate(operands_out):
                numbering["OUT_" + n] = i
            for i, (_, n) in enumerate(operands_in):
                numbering["IN_" + n] = len(operands_out) + i
            asm = re.sub(r"%(OUT|IN)_(\w+)", lambda m: "%%%d" % numbering[m.group(1) + "_" + m.group(2)], asm)
            lines.append('    asm volatile("%s" : %s : %s : "memory");' % (
                asm, ", ".join("%s(%s)" % o for o in operands_out),
                ", ".join("%s(%s)" % o for o in operands_in)))
            lines.append("    unsigned long long *hipify_o = out + ((unsigned long long)(%d + hipify_case) * %d + hipify_tid) * %d;"
                         % (k * len(cases), THREADS, max(1, self.n_out)))
            j = 0
            for p, t in outs:
                if p.startswith("mem"):
                    lines.append("    { unsigned long long hipify_w; memcpy(&hipify_w, scratch + %d, 8); hipify_o[%d] = hipify_w; }"
                                 % (8 * int(p[3:]), j))
                else:
                    lines.append("    { unsigned long long hipify_w = 0; memcpy(&hipify_w, &%s, sizeof %s); hipify_o[%d] = hipify_w; }"
                                 % (p, p, j))
                j += 1
            lines.append("  }")
        lines.append("}")
        return "\n".join(lines)

    @staticmethod
    def literal(v, t):
        return v


def program(kernels):
    parts = ["// Generated by tests/ptx/run_ptx_rows.py: every row of a PTX table",
             "// in an asm statement, over edge cases.",
             "#include <cuda_runtime.h>", "#include <cstdio>", "#include <cstring>",
             "#include <cmath>", "#include <cstdint>", ""]
    for k in kernels:
        parts.append(k.source())
        parts.append("")
    parts.append("int main() {")
    parts.append("  unsigned long long *out; unsigned char *mem;")
    size = max(k.n_cases * THREADS * max(1, k.n_out) for k in kernels)
    parts.append("  cudaMalloc(&out, %d * sizeof *out); cudaMalloc(&mem, %d);" % (size, THREADS * 64))
    parts.append("  unsigned long long *host = (unsigned long long *)malloc(%d * sizeof *host);" % size)
    for k in kernels:
        parts.append("  cudaMemset(out, 0, %d * sizeof *out);" % size)
        parts.append("  row%d<<<1, %d>>>(out, mem);" % (k.index, THREADS))
        parts.append("  cudaMemcpy(host, out, %d * sizeof *host, cudaMemcpyDeviceToHost);" % size)
        threads = THREADS if k.lanes else 1
        parts.append("  for (int c = 0; c < %d; ++c) for (int t = 0; t < %d; ++t) for (int j = 0; j < %d; ++j)"
                     % (k.n_cases, threads, k.n_out))
        parts.append('    printf("%d %%d %%d %%d %%llx\\n", c, t, j, host[((unsigned long long)c * %d + t) * %d + j]);'
                     % (k.index, THREADS, max(1, k.n_out)))
    parts.append("  free(host); cudaFree(out); cudaFree(mem);")
    parts.append("  return 0;")
    parts.append("}")
    return "\n".join(parts) + "\n"


def is_nan(kernel, t, v):
    """Whether a printed value is a NaN of the output's type."""
    if "f16x2" in kernel.form and t in ("b32", "u32"):
        return all(half_nan(v >> s & 0xffff) for s in (0, 16))
    if ".f16" in kernel.form and t == "u16":
        return half_nan(v)
    if t == "f32":
        return (v & 0x7f800000) == 0x7f800000 and v & 0x7fffff
    if t == "f64":
        return (v & 0x7ff0000000000000) == 0x7ff0000000000000 and v & 0xfffffffffffff
    return False


def close(kernel, j, a, b):
    """Whether two printed values agree: NaNs of any payload (PTX's are
    canonical, AMD's are not), approximations within a few ulp."""
    if a == b:
        return True
    name, t = kernel.outputs()[j]
    if is_nan(kernel, t, a) and is_nan(kernel, t, b):
        return True
    if "f16x2" in kernel.form and t in ("b32", "u32") and not kernel.approx:
        return all(half_close(a >> s & 0xffff, b >> s & 0xffff, 0) for s in (0, 16))
    if not kernel.approx:
        return False
    if "f16x2" in kernel.form and t in ("b32", "u32"):
        return all(half_close(a >> s & 0xffff, b >> s & 0xffff) for s in (0, 16))
    if ".f16" in kernel.form and t == "u16":
        return half_close(a, b)
    if t == "f32":
        fa = struct.unpack("<f", struct.pack("<I", a & 0xffffffff))[0]
        fb = struct.unpack("<f", struct.pack("<I", b & 0xffffffff))[0]
        if fa != fa and fb != fb:
            return True
        if ".ftz" in kernel.form and abs(fa) < 1.2e-38 and abs(fb) < 1.2e-38:
            return True
        return abs(fa - fb) <= 4e-6 * abs(fb)
    return False


def half_nan(h):
    return (h & 0x7c00) == 0x7c00 and h & 0x3ff


def half_close(a, b, ulps=1):
    if half_nan(a) or half_nan(b):
        return half_nan(a) and half_nan(b)
    if (a ^ b) & 0x8000:
        return a == b
    return abs((a & 0x7fff) - (b & 0x7fff)) <= ulps


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, errors="replace", **kw)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("table")
    parser.add_argument("--hipify", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--cuda-path", default="/usr/local/cuda")
    parser.add_argument("--hip-version", default="5.2")
    parser.add_argument("--flags-for-port", action="append", default=[],
                        help="a flag for the port's build on the CPU runner "
                        "(-include FILE plants a wrong HIP model)")
    args = parser.parse_args()
    text = open(args.table).read()
    node = yaml.SafeLoader(text).get_single_node()
    kernels = []
    skipped = []
    for item in next(v for k, v in node.value if k.value == "rows").value:
        origin = "%s:%d" % (os.path.basename(args.table), item.start_mark.line + 1)
        row = yaml.SafeLoader(yaml.serialize(item)).get_single_data()
        form = rows_lib.expand(row["ptx"])[0]
        if MACHINE_STATE.search(form) or form.startswith("trap"):
            skipped.append(origin)
            continue
        kernels.append(Kernel(len(kernels), row, origin))
    os.makedirs(args.work, exist_ok=True)
    cuda = os.path.join(args.work, "ptx_rows.cu")
    with open(cuda, "w") as f:
        f.write(program(kernels))
    hip = os.path.join(args.work, "ptx_rows.hip")
    port = [args.hipify, "port", cuda, "-o", hip, "--hip-version=" + args.hip_version,
            "--cuda-path=" + args.cuda_path]
    if os.path.realpath(args.table) != os.path.realpath(BUILTIN):
        port.append("--mapping-file=" + args.table)
    p = run(port)
    if not os.path.exists(hip):
        sys.stdout.write(p.stderr[-4000:])
        print("error: the port failed")
        return 1
    left = [l for l in p.stderr.splitlines() if "[hipify-inline-ptx]" in l]
    for l in left:
        print("not translated: " + l)
    results = {}
    for name, source, warp, extra in (("ptx@32", cuda, 32, []),
                                      ("hip@32", hip, 32, args.flags_for_port),
                                      ("hip@64", hip, 64, args.flags_for_port)):
        cmd = [args.hipify, "cpu-run", source, "--warp-size=%d" % warp, "--timeout=600"]
        if extra:
            cmd += ["--"] + extra
        r = run(cmd)
        if r.returncode != 0:
            sys.stdout.write(r.stdout[-2000:] + r.stderr[-4000:])
            print("error: %s exited with %d" % (name, r.returncode))
            return 1
        results[name] = r.stdout.splitlines()
    reference = results["ptx@32"]
    mismatches = 0
    for name in ("hip@32", "hip@64"):
        got = results[name]
        if len(got) != len(reference):
            print("error: %s printed %d lines, the PTX original %d" % (name, len(got), len(reference)))
            return 1
        shown = {}
        for want, have in zip(reference, got):
            if want == have:
                continue
            k, c, t, j, a = want.split()
            b = have.split()[4]
            kernel = kernels[int(k)]
            if close(kernel, int(j), int(a, 16), int(b, 16)):
                continue
            mismatches += 1
            shown[kernel.index] = shown.get(kernel.index, 0) + 1
            if shown[kernel.index] <= 2:
                case = kernel.case_list[int(c) % max(1, len(kernel.case_list))]
                imm = kernel.imm_list[int(c) // max(1, len(kernel.case_list))]
                inputs = " ".join("%s=%s" % kv for kv in list(case.items()) + list(imm.items()))
                print("mismatch: %s (%s) %s thread %s %s output %s: 0x%s (hip) 0x%s (ptx)"
                      % (kernel.origin, kernel.form, name, t, inputs,
                         kernel.outputs()[int(j)][0], b, a))
        for index, count in sorted(shown.items()):
            print("%s: %s: %d mismatches" % (kernels[index].origin, name, count))
    print("%d rows run as CUDA (PTX at 32 lanes) and as HIP (32 and 64 lanes) on the CPU "
          "runner: %d values each, %d mismatches; %d rows not run (machine state, trap)"
          % (len(kernels), len(reference), mismatches, len(skipped)))
    return 1 if mismatches or left else 0


if __name__ == "__main__":
    sys.exit(main())
