#!/usr/bin/env python3
"""How much real inline PTX hipify translates (docs/ptx.md).

Ports every CUDA source or header under DIR that contains `asm` with
`hipify port --verbose`, one file at a time, and counts the asm statements
in device code the port translated (hipify-inline-ptx-translated) and left
(hipify-inline-ptx), with the instructions that stopped the others, most
frequent first. asm statements the parser never saw (inactive #if branches,
files that do not parse) are counted apart, from the text.

usage: bench/ptx_corpus.py DIR [--hipify=build/bin/hipify] [--cuda-path=/usr/local/cuda]
e.g.   bench/ptx_corpus.py /tmp/hec/src   (HeCBench's src/*-cuda trees)
"""
import argparse
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXTS = (".cu", ".cuh", ".h", ".hpp", ".cuh.h", ".inl")
ASM_RE = re.compile(r"\basm\s*(volatile\s*|__volatile__\s*)?\(")
TRANSLATED_RE = re.compile(r"^(.*?):(\d+):\d+: note: inline PTX '(.*)' translated to HIP: .*\[hipify-inline-ptx-translated\]$")
LEFT_RE = re.compile(r"^(.*?):(\d+):\d+: error: inline PTX (instruction '([^']*)'|statement) cannot be translated: (.*?); the asm statement is left as written.*\[hipify-inline-ptx\]$")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
    parser.add_argument("--cuda-path", default="/usr/local/cuda")
    args = parser.parse_args()
    files = []
    for base, _, names in os.walk(args.dir):
        if "-cuda" not in base and "cuda" not in os.path.basename(args.dir):
            pass
        for name in names:
            path = os.path.join(base, name)
            if name.endswith(EXTS):
                try:
                    with open(path, errors="replace") as f:
                        text = f.read()
                except OSError:
                    continue
                if ASM_RE.search(text):
                    files.append((path, len(ASM_RE.findall(text))))
    translated, left = 0, 0
    in_text = sum(n for _, n in files)
    why = collections.Counter()
    for path, _ in sorted(files):
        cmd = [args.hipify, "port", path, "--verbose", "--hip-version=5.2",
               "--cuda-path=" + args.cuda_path, "-o", os.devnull, "--",
               "-I" + os.path.dirname(path)]
        if not path.endswith(".cu"):
            cmd += ["-x", "cuda"]
        try:
            run = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            print("timeout: " + path, file=sys.stderr)
            continue
        seen = set()
        for line in run.stderr.splitlines():
            m = TRANSLATED_RE.match(line)
            if m and os.path.samefile(m.group(1), path) and (m.group(2)) not in seen:
                seen.add(m.group(2))
                translated += 1
                continue
            m = LEFT_RE.match(line)
            if m and os.path.samefile(m.group(1), path):
                left += 1
                what = m.group(4).split()[0] if m.group(4) else "(statement)"
                why[what + ": " + m.group(5)] += 1
    seen_total = translated + left
    print("%d files with asm, %d asm statements in their text" % (len(files), in_text))
    print("device-code asm statements the parser saw: %d; translated: %d; left: %d"
          % (seen_total, translated, left))
    print("not seen by the parser (host code, inactive #if branches, parse errors): %d"
          % (in_text - seen_total))
    for reason, count in why.most_common():
        print("  %3d  %s" % (count, reason))
    return 0


if __name__ == "__main__":
    sys.exit(main())
