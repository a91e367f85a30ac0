#!/usr/bin/env python3
"""Corpus benchmark: the warp-width rules on HeCBench.

HeCBench (docs/benchmarks.md says how to get it) holds CUDA programs in
src/NAME-cuda/. For every program whose sources call a warp function
(__shfl*, __ballot*, __any_sync, __all_sync, __activemask), this script

  1. ports each of its .cu files with `hipify port --verbose` and counts the
     findings of each warp-width rule (sites fixed, sites left as ambiguous);
  2. for those that `hipify validate` can take as they are (the selection of
     validate_hecbench.py: one translation unit, self-checking, no CUDA
     library, a `run` target without data files), validates the port twice on
     the CPU runner: without the fixes at 64 lanes (--no-warp-fixes), and with
     them at 32 and 64 lanes (--port-warp-size=32,64);

then prints per program and in total: how many ports agree with the original
at 64 lanes before and after the fixes, and every program that agreed before
and disagrees after (there must be none). Nothing of HeCBench is copied here.
"""
import argparse
import collections
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hecbench  # noqa: E402
import validate_hecbench  # noqa: E402

WARP_CALL = re.compile(r"__shfl|__ballot|__any_sync|__all_sync|__activemask")
RULES = ("hipify-warp-shuffle-width", "hipify-warp-vote-group",
         "hipify-warp-mask-group", "hipify-warp-width-ambiguous")
SOURCE_EXTS = (".cu", ".cuh", ".h", ".hpp")


def warp_programs(hec):
    names = []
    for d in sorted(os.listdir(os.path.join(hec, "src"))):
        if not d.endswith("-cuda"):
            continue
        path = os.path.join(hec, "src", d)
        text = "".join(hecbench.read(os.path.join(path, f))
                       for f in sorted(os.listdir(path))
                       if f.endswith(SOURCE_EXTS))
        if WARP_CALL.search(text):
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
    p.add_argument("--no-validate", action="store_true",
                   help="count the sites only")
    p.add_argument("--hip-version",
                   help="the target HIP (6.2: the *_sync functions and their "
                        "masks are kept, so hipify-warp-mask-group fires)")
    args = p.parse_args()

    names = warp_programs(args.hec)
    with tempfile.TemporaryDirectory(prefix="hipify-warp-bench-") as tmp:
        hipify, version = hecbench.pin_hipify(args.hipify, tmp)
        print("hipify: %s; %d programs call warp functions" %
              (version, len(names)))
        total = collections.Counter()
        fired = 0
        target = ["--hip-version=" + args.hip_version] if args.hip_version \
            else []
        for name in names:
            counts, failures = count_sites(hipify, args.hec, name, tmp, target)
            total.update(counts)
            fired += any(counts[r] for r in RULES[:3])
            print("%-28s %s%s" % (name, "  ".join(
                "%s=%d" % (r[len("hipify-warp-"):], counts[r]) for r in RULES),
                "  (%d files did not port)" % failures if failures else ""),
                flush=True)
        print("\nsites: " + ", ".join("%s %d" % (r, total[r]) for r in RULES))
        print("programs with a fixed site: %d of %d" % (fired, len(names)))
        if args.no_validate:
            return

        candidates = [(n, c) for n in names
                      for c in [validate_hecbench.candidate(args.hec, n)] if c]
        print("\nvalidation: %d of them are self-checking candidates" %
              len(candidates))
        table = []
        for name, (source, run_args, flags) in candidates:
            run_args = validate_hecbench.lowered(run_args, args.max_arg)
            before = validate_hecbench.validate(
                hipify, name, source, run_args, flags, tmp, args.timeout,
                target + ["--no-warp-fixes", "--port-warp-size=64"], "-before")
            after = validate_hecbench.validate(
                hipify, name, source, run_args, flags, tmp, args.timeout,
                target + ["--port-warp-size=32,64"], "-after")
            row = (name, agrees_at(before.get("report", {}), 64),
                   agrees_at(after.get("report", {}), 32),
                   agrees_at(after.get("report", {}), 64),
                   before["outcome"], after["outcome"])
            table.append(row)
            print("%-28s before@64 %-5s after@32 %-5s after@64 %-5s  (%s; %s)" %
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
