#!/usr/bin/env python3
"""Checks mappings/facts/solve-buffers.yaml against the HIP API index.

For each entry: the CUDA solve and analysis have rows whose HIP names the
index declares; the HIP analysis takes the buffer at `buffer`, after the
descriptor at `descriptor`. The index keeps the newest release's parameter
lists and the releases in which they changed, so: without `hip_before`, the
newest HIP solve takes one more parameter than CUDA's, a buffer; with it,
the newest takes CUDA's count and `hip_before` is a release in which the
solve's parameters changed.

usage: check_solve_buffers.py FACTS [--index=hip-index.tsv] [--mappings=DIR]
Prints one line per entry and "N entries, M problems"; exits 1 on a problem.
"""
import argparse
import glob
import os
import sys

import yaml

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import hip_index  # noqa: E402


def params(entry):
    text = entry["params"]
    return [p.strip() for p in text.split(",")] if text else []


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    ap = argparse.ArgumentParser()
    ap.add_argument("facts")
    ap.add_argument("--index", default=hip_index.DEFAULT_PATH)
    ap.add_argument("--mappings", default=os.path.join(root, "mappings"))
    args = ap.parse_args()
    with open(args.facts, encoding="utf-8") as f:
        solves = yaml.safe_load(f)["solves"]
    hip_of = {}
    for path in glob.glob(os.path.join(args.mappings, "*.yaml")):
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
        for row in (data or {}).get("rows", []) if isinstance(data, dict) else []:
            if isinstance(row, dict) and row.get("cuda") and row.get("hip"):
                hip_of[row["cuda"]] = row["hip"]
    idx = hip_index.read(args.index)
    names = idx.by_name()
    problems = 0
    for s in solves:
        why = []
        solve, analysis = (names.get(hip_of.get(s[k], ""), [None])[0]
                           for k in ("solve", "analysis"))
        if solve is None or analysis is None:
            why.append("the index lacks the HIP solve or analysis")
        else:
            a = params(analysis)
            if len(a) < s["buffer"] or "Buffer" not in a[s["buffer"] - 1]:
                why.append("the HIP analysis has no buffer at %d" % s["buffer"])
            if len(a) < s["descriptor"] or "Descr" not in a[s["descriptor"] - 1]:
                why.append("the HIP analysis has no descriptor at %d" % s["descriptor"])
            p = params(solve)
            changed = solve["changed"].split(",") if solve["changed"] else []
            if "hip_before" in s:
                if len(p) != s["descriptor"] or s["hip_before"] not in changed:
                    why.append("the newest HIP solve should take CUDA's %d parameters, "
                               "changed in %s" % (s["descriptor"], s["hip_before"]))
            elif len(p) != s["descriptor"] + 1 or "Buffer" not in p[-1]:
                why.append("the newest HIP solve should take a buffer after the descriptor")
        problems += bool(why)
        print("%s: %s" % (s["solve"], "; ".join(why) if why else "ok"))
    print("%d entries, %d problems" % (len(solves), problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
