#!/usr/bin/env python3
"""Prints the findings of one front end's output as sorted "LINE:COL LEVEL RULE"
lines, so that the outputs of port, check, the tidy plugin, the language
server and a batch worker can be compared with diff.

Usage: findings.py FORMAT FILE [--no-notes] [--no-levels]

FORMAT is one of
  text    compiler-style lines, "file:line:col: level: message [rule...]"
          (hipify port --verbose, hipify check, clang-tidy)
  lsp     lsp_client.py's "[line:char-line:char] severity rule: message",
          0-based positions (ASCII sources: characters are bytes)
  worker  a batch worker's --worker-result JSON

--no-notes drops notes (LSP hints), but those of the rules matching
--keep-notes=REGEX; --no-levels leaves the level out, for
front ends that report every finding at one level (clang-tidy: warnings).
--rules-of=LIST keeps only the rules that occur in LIST (an output of this
script), --other-rules-than=LIST only the others: `hipify port` does not run
the portability rules that check, the plugin and the editor add.
"""
import json
import re
import sys

TEXT = re.compile(r"^.*?:(\d+):(\d+): (error|warning|note|remark): .* "
                  r"\[(hipify-[\w-]+)[^\]]*\]$")
LSP = re.compile(r"^\[(\d+):(\d+)-\d+:\d+\] (\w+) (hipify-[\w-]+): ")
LSP_LEVEL = {"error": "error", "warning": "warning", "information": "note",
             "hint": "note"}


def findings(fmt, text):
    if fmt == "text":
        for line in text.splitlines():
            m = TEXT.match(line)
            if m:
                yield int(m[1]), int(m[2]), m[3], m[4]
    elif fmt == "lsp":
        for line in text.splitlines():
            m = LSP.match(line)
            if m:
                yield int(m[1]) + 1, int(m[2]) + 1, LSP_LEVEL[m[3]], m[4]
    elif fmt == "worker":
        for f in json.loads(text)["findings"]:
            yield f["line"], f["column"], f["level"], f["rule"]
    else:
        sys.exit("findings.py: unknown format '%s'" % fmt)


def main():
    fmt, path = sys.argv[1], sys.argv[2]
    no_notes = "--no-notes" in sys.argv[3:]
    no_levels = "--no-levels" in sys.argv[3:]
    keep = lambda rule: True
    kept_notes = None
    for arg in sys.argv[3:]:
        name, _, value = arg.partition("=")
        if name == "--keep-notes":
            kept_notes = re.compile(value)
        if name in ("--rules-of", "--other-rules-than"):
            with open(value, encoding="utf-8") as f:
                listed = {line.split()[-1] for line in f if line.strip()}
            inside = name == "--rules-of"
            keep = lambda rule, listed=listed, inside=inside: (
                (rule in listed) == inside)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = set()
    for line, col, level, rule in findings(fmt, text):
        if (no_notes and level == "note" and
                not (kept_notes and kept_notes.fullmatch(rule))) or \
                not keep(rule):
            continue
        lines.add("%d:%d %s%s" % (line, col, "" if no_levels else level + " ",
                                  rule))
    for line in sorted(lines, key=lambda l: [int(n) for n in
                                             l.split()[0].split(":")] + [l]):
        print(line)


if __name__ == "__main__":
    main()
