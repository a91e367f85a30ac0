#!/usr/bin/env python3
"""How much real inline PTX hipify translates (docs/ptx.md).

For every program directory under DIR whose sources contain `asm` (HeCBench's
src/NAME-cuda, say), ports it as a tree (`hipify port --in-root`, which also
translates the program's own headers) and counts its asm statements:
  translated  the port no longer has them (hipify-inline-ptx-translated);
  left        reported with hipify-inline-ptx, with the reason;
  unseen      neither: host code (x86/ARM assembly), branches of #if the
              parse did not take (`#if __CUDA_ARCH__ >= 500`: hipify parses
              the host side), code in functions clang could not parse.
Prints the totals and the reasons, most frequent first.

With --device-side the sources are parsed with __CUDA_ARCH__=800 defined, so
that the device branches of `#if __CUDA_ARCH__` are seen (an estimate: a
real port parses the host side, and those branches stay as written).

-D NAME (repeatable) defines a macro for the parse: a program's own switch
for its PTX path (HeCBench's warpexchange has `#ifdef PTX`). --suffix keeps
the program directories whose name ends so (`-cuda` for HeCBench's src/).

With --hipcc, every port is syntax-checked with hipcc for gfx90a, with the
same macros (and __CUDA_ARCH__=800 with --device-side, so that the branches
whose PTX was translated are compiled), unit by unit as
bench/corpus/hecbench.py does: how many ports build. Run it with an older
hipify (--hipify=OLD) to see how many build now that did not.

usage: bench/ptx_corpus.py DIR [--device-side] [-D NAME]... [--suffix=-cuda]
                           [--hipcc] [--hipify=build/bin/hipify] [--cuda-path=/usr/local/cuda]
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
import hecbench  # noqa: E402  (Makefile units and flags, hipcc syntax checks)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXTS = (".cu", ".cuh", ".h", ".hpp", ".cpp", ".cc", ".inl")
ASM_RE = re.compile(r"\basm\s*(volatile\s*|__volatile__\s*)?\(")
DONE_RE = re.compile(r"inline PTX '(.*?)' translated to HIP")
LEFT_RE = re.compile(r"inline PTX (?:instruction '([^']*)'|statement) cannot be "
                     r"translated: (.*?); the asm statement is left")


def count_asm(root):
    counts = {}
    for base, _, names in os.walk(root):
        for name in names:
            if name.endswith(EXTS):
                path = os.path.join(base, name)
                try:
                    with open(path, errors="replace") as f:
                        n = len(ASM_RE.findall(f.read()))
                except OSError:
                    continue
                if n:
                    counts[os.path.relpath(path, root)] = n
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
    parser.add_argument("--cuda-path", default="/usr/local/cuda")
    parser.add_argument("--device-side", action="store_true")
    parser.add_argument("-D", dest="defines", action="append", default=[])
    parser.add_argument("--suffix", default="")
    parser.add_argument("--hipcc", action="store_true",
                        help="syntax-check every port with hipcc")
    args = parser.parse_args()
    extra = (["-D__CUDA_ARCH__=800"] if args.device_side else []) + \
        ["-D" + d for d in args.defines]
    extra = ["--"] + extra if extra else []
    programs = sorted(os.path.join(args.dir, d) for d in os.listdir(args.dir)
                      if os.path.isdir(os.path.join(args.dir, d)) and
                      d.endswith(args.suffix))
    total = translated = left = 0
    why = collections.Counter()
    done = collections.Counter()
    per_program = []
    built = 0
    with tempfile.TemporaryDirectory() as work:
        for program in programs:
            before = count_asm(program)
            if not before:
                continue
            out = os.path.join(work, os.path.basename(program))
            report = out + ".json"
            try:
                subprocess.run([args.hipify, "port", "--copy-all", "--in-root=" + program,
                                "--out-root=" + out, "--report=" + report,
                                "--hip-version=5.2", "--cuda-path=" + args.cuda_path,
                                "-j1"] + extra, capture_output=True, timeout=900)
            except subprocess.TimeoutExpired:
                print("timeout: " + program, file=sys.stderr)
                continue
            after = count_asm(out) if os.path.isdir(out) else before
            n_before = sum(before.values())
            total += n_before
            # A file the port wrote without asm had all of its asm translated;
            # one it did not write kept all of it.
            remaining = sum(after.get(f, 0) if os.path.exists(os.path.join(out, f))
                            else before[f] for f in before)
            translated += max(0, n_before - remaining)
            # The findings of every unit (a header's once per unit that
            # includes it), from the state file the port keeps.
            findings = {}
            try:
                with open(os.path.join(out, ".hipify-state.json")) as f:
                    units = json.load(f).get("units", {})
            except (OSError, ValueError):
                units = {}
            for unit in units.values():
                for p in unit.get("findings", []):
                    if p.get("rule", "").startswith("hipify-inline-ptx"):
                        findings[(p.get("file"), p.get("offset"), p.get("rule"))] = p
            n_left = 0
            for p in findings.values():
                if p["rule"] == "hipify-inline-ptx-translated":
                    m = DONE_RE.search(p.get("message", ""))
                    for ins in (m.group(1).split("; ") if m else []):
                        words = [w for w in ins.split() if not w.startswith("@")]
                        done[words[0]] += 1
                    continue
                n_left += 1
                left += 1
                m = LEFT_RE.search(p.get("message", ""))
                opcode = m.group(1).split()[0] if m and m.group(1) else "statement"
                why["%s: %s" % (opcode, m.group(2) if m else p.get("message"))] += 1
            builds = ""
            if args.hipcc:
                lines = hecbench.makefile_lines(os.path.join(out, "Makefile"))
                units = hecbench.translation_units(out, hecbench.makefile_sources(lines))

                def sibling(other_cuda):
                    # -I../OTHER-cuda (warpexchange's utils.h): our port of it.
                    other = os.path.join(out + ".siblings", os.path.basename(other_cuda))
                    if not os.path.isdir(other):
                        hecbench.port(args.hipify, other_cuda, other, other + ".json", [], 300)
                    return other
                flags = hecbench.makefile_flags(lines, out, (out, program, sibling))
                checked = hecbench.check_tree(out, units, flags + extra[1:], args.dir, 300)
                builds = "builds" if checked["ok"] else "fails: %s" % (
                    checked["errors"][0]["message"][:100] if checked["errors"] else "?")
                built += checked["ok"]
            per_program.append((os.path.basename(program), n_before,
                                max(0, n_before - remaining), n_left, builds))
    print("asm statements in the sources: %d; translated: %d; left and reported: %d; "
          "unseen (host code, inactive #if branches, unparsed code): %d"
          % (total, translated, left, total - translated - left))
    if args.hipcc:
        print("ports that build with hipcc: %d of %d" % (built, len(per_program)))
    print("per program (asm in the text, translated, left and reported):")
    for name, n, t, l, b in per_program:
        print("  %-36s %3d %3d %3d  %s" % (name, n, t, l, b))
    print("instructions translated:")
    for opcode, count in sorted(done.items(), key=lambda x: (-x[1], x[0])):
        print("  %3d  %s" % (count, opcode))
    print("reasons left:")
    for reason, count in why.most_common():
        print("  %3d  %s" % (count, reason))
    return 0


if __name__ == "__main__":
    sys.exit(main())
