#!/usr/bin/env python3
"""Corpus benchmark: the warp-width rules on HeCBench.

HeCBench (docs/benchmarks.md says how to get it) holds CUDA programs in
src/NAME-cuda/. For every program whose sources have warp code (warp
functions, matches and reductions, cooperative-groups tiles, warpSize),
this script

  1. ports each of its .cu files with `hipify port --verbose`, for each
     target HIP of --hip-versions (5.2 and 6.2 by default), and counts the
     findings of each warp-width rule (sites fixed, sites reported);
  2. for the programs with a fixed site, ports the whole program for the
     installed HIP with and without the fixes (--no-warp-fixes) and checks
     each with hipcc (-fsyntax-only, gfx90a): the fixes must not break a
     port that builds without them;
  3. unless --no-validate, for those that `hipify validate` can take as they
     are (the selection of validate_hecbench.py: one translation unit,
     self-checking, no CUDA library, a `run` target without data files),
     validates the port twice on the CPU runner: without the fixes at 64
     lanes, and with them at 32 and 64 lanes (--port-warp-size=32,64);

then prints per program and in total: sites per rule and target, programs
with a fixed site, builds with and without the fixes, and how many ports
agree with the original at 64 lanes before and after the fixes, with every
program that agreed before and disagrees after (there must be none).
Nothing of HeCBench is copied here.
"""
import argparse
import collections
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hecbench  # noqa: E402
import validate_hecbench  # noqa: E402

WARP_CODE = re.compile(r"__shfl|__ballot|__any_sync|__all_sync|__activemask|"
                       r"__match_(?:any|all)_sync|__reduce_\w+_sync|"
                       r"tiled_partition|thread_block_tile|\bwarpSize\b")
FIXES = ("hipify-warp-shuffle-width", "hipify-warp-vote-group",
         "hipify-warp-mask-group", "hipify-warp-size-constant",
         "hipify-warp-width-generic")
RULES = FIXES + ("hipify-warp-width-ambiguous",)
SOURCE_EXTS = (".cu", ".cuh", ".h", ".hpp")


def short(rule):
    return rule[len("hipify-warp-"):]


def warp_programs(hec):
    names = []
    for d in sorted(os.listdir(os.path.join(hec, "src"))):
        if not d.endswith("-cuda"):
            continue
        path = os.path.join(hec, "src", d)
        text = "".join(hecbench.read(os.path.join(path, f))
                       for f in sorted(os.listdir(path))
                       if f.endswith(SOURCE_EXTS))
        if WARP_CODE.search(text):
            names.append(d[:-5])
    return names


def count_sites(hipify, hec, name, work, extra):
    """{rule: findings} over the program's .cu files, and parse failures."""
    d = os.path.join(hec, "src", name + "-cuda")
    counts = collections.Counter()
    failures = 0
    for f in sorted(os.listdir(d)):
        if not f.endswith(".cu"):
            continue
        cmd = [hipify, "port", os.path.join(d, f), "--verbose",
               "--cuda-path=/usr/local/cuda",
               "-o", os.path.join(work, name + "-" + f + ".hip")] + extra + \
            ["--", "-I" + d]
        code, output = hecbench.run_cmd(cmd, 300)
        if code is None or code >= 2:
            failures += 1
        for rule in RULES:
            counts[rule] += output.count("[%s]" % rule)
    return counts, failures


def builds(hipify, hec, name, work, extra, timeout):
    """Ports the whole program (installed HIP) and checks it with hipcc:
    True, False, or None when it has no translation units to check."""
    program = hecbench.program_makefile(hec, name)
    if not program:
        return None
    d, lines, units = program
    out = os.path.join(work, "tree", name)
    shutil.rmtree(out, ignore_errors=True)
    hecbench.run_cmd([hipify, "port", "--in-root=" + d, "--out-root=" + out,
                      "--copy-all", "--quiet", "-j1",
                      "--cuda-path=/usr/local/cuda"] + extra +
                     ["--", "-I" + d], timeout)
    flags = hecbench.makefile_flags(lines, out)
    rec = hecbench.check_tree(out, [u for u in units], flags,
                              os.path.dirname(out), timeout)
    shutil.rmtree(out, ignore_errors=True)
    return rec["ok"]


def agrees_at(report, width):
    """Whether validate's JSON report says the port agreed at this width."""
    runs = [report] + report.get("otherWarpSizes", [])
    for run in runs:
        port = run.get("portRun") or {}
        if port.get("warpSize") != width:
            continue
        return (bool(port.get("ok")) and run.get("exitCodesMatch", False) and
                run.get("stdout", {}).get("matches", False) and
                run.get("launches", {}).get("matches", True))
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hipify", default=os.path.join(validate_hecbench.ROOT,
                                                    "build", "bin", "hipify"))
    p.add_argument("--hec", default=os.environ.get("HECBENCH", "/tmp/hec"))
    p.add_argument("--timeout", type=int, default=20,
                   help="runner limit per side (s)")
    p.add_argument("--max-arg", type=int, default=1024)
    p.add_argument("--hip-versions", default="5.2,6.2",
                   help="the target HIPs whose sites are counted (6.2: the "
                        "*_sync functions and their masks are kept, so "
                        "hipify-warp-mask-group fires)")
    p.add_argument("--no-build", action="store_true",
                   help="do not check the ports with hipcc")
    p.add_argument("--no-validate", action="store_true",
                   help="do not run the CPU runner")
    p.add_argument("--only", help="comma-separated program names")
    args = p.parse_args()

    names = warp_programs(args.hec)
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    versions = [v for v in args.hip_versions.split(",") if v]
    with tempfile.TemporaryDirectory(prefix="hipify-warp-bench-") as tmp:
        hipify, version = hecbench.pin_hipify(args.hipify, tmp)
        print("hipify: %s; %d programs have warp code" % (version, len(names)))
        totals = {v: collections.Counter() for v in versions}
        fixed = {v: [] for v in versions}
        for name in names:
            cells = []
            for v in versions:
                counts, failures = count_sites(
                    hipify, args.hec, name, tmp, ["--hip-version=" + v])
                totals[v].update(counts)
                if any(counts[r] for r in FIXES):
                    fixed[v].append(name)
                cells.append("%s: %s%s" % (v, " ".join(
                    "%s=%d" % (short(r), counts[r]) for r in RULES),
                    " (%d files did not port)" % failures if failures else ""))
            print("%-24s %s" % (name, "  ".join(cells)), flush=True)
        print()
        for v in versions:
            print("sites, HIP %s: %s" % (v, ", ".join(
                "%s %d" % (short(r), totals[v][r]) for r in RULES)))
            print("programs with a fixed site, HIP %s: %d of %d" %
                  (v, len(fixed[v]), len(names)))

        if not args.no_build and shutil.which("hipcc"):
            # The installed HIP: the first version is the one hipcc has.
            candidates = sorted(set(sum(fixed.values(), [])))
            print("\nhipcc -fsyntax-only (installed HIP), %d programs with a "
                  "fixed site:" % len(candidates))
            both = without_only = with_only = neither = unknown = 0
            broken = []
            for name in candidates:
                after = builds(hipify, args.hec, name, tmp, [], 600)
                before = builds(hipify, args.hec, name, tmp,
                                ["--no-warp-fixes"], 600)
                if after is None or before is None:
                    unknown += 1
                elif after and before:
                    both += 1
                elif before:
                    without_only += 1
                    broken.append(name)
                elif after:
                    with_only += 1
                else:
                    neither += 1
                print("%-24s without the fixes %-5s with them %-5s" %
                      (name, before, after), flush=True)
            print("builds: both %d, only without the fixes %d, only with "
                  "them %d, neither %d, no units %d" %
                  (both, without_only, with_only, neither, unknown))
            print("broken by the fixes: %s" % (", ".join(broken) or "none"))
        if args.no_validate:
            return

        candidates = [(n, c) for n in names
                      for c in [validate_hecbench.candidate(args.hec, n)] if c]
        print("\nvalidation: %d of them are self-checking candidates" %
              len(candidates))
        table = []
        overrides = validate_hecbench.argument_overrides()
        edits = validate_hecbench.source_edits()
        for name, found in candidates:
            run_args = validate_hecbench.arguments(name, found, args.max_arg,
                                                   1, overrides)
            if run_args is None:
                continue
            if name in edits:
                found = validate_hecbench.sized_copy(args.hec, name, found,
                                                     edits[name], tmp)
            source, _args, flags, _repeats = found
            before = validate_hecbench.validate(
                hipify, name, source, run_args, flags, tmp, args.timeout,
                ["--no-warp-fixes", "--port-warp-size=64"], "-before")
            after = validate_hecbench.validate(
                hipify, name, source, run_args, flags, tmp, args.timeout,
                ["--port-warp-size=32,64"], "-after")
            row = (name, agrees_at(before.get("report", {}), 64),
                   agrees_at(after.get("report", {}), 32),
                   agrees_at(after.get("report", {}), 64),
                   before["outcome"], after["outcome"])
            table.append(row)
            print("%-24s before@64 %-5s after@32 %-5s after@64 %-5s  (%s; %s)" %
                  row, flush=True)

    def count(i):
        return sum(1 for r in table if r[i])
    compared = [r for r in table if r[1] is not None and r[3] is not None]
    print("\nsummary: %d validated; agree at 64 lanes: %d before the fixes, "
          "%d after; agree at 32 after: %d" % (len(table), count(1), count(3),
                                               count(2)))
    worse = [r[0] for r in compared if r[1] and not r[3]]
    better = [r[0] for r in compared if not r[1] and r[3]]
    print("fixed by the rules: %s" % (", ".join(better) or "none"))
    print("agreed before, disagree after: %s" % (", ".join(worse) or "none"))


if __name__ == "__main__":
    main()
