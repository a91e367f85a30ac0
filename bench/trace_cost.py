#!/usr/bin/env python3
"""Trace cost benchmark: what recording a launch trace adds to a program's run.

Usage:
  python3 bench/trace_cost.py --build-dir BUILD [--launches N] [--mib M]
                              [--budget-mib B] [--json FILE]

bench/trace_cost/many_launches.cu (N launches of one kernel over two buffers
of M MiB each) is prepared once by `BUILD/bin/hipify cpu-run --keep`, then
the kept program runs three times in the same run:
  - untraced;
  - traced with every launch's buffers hashed (HIPIFY_CPU_TRACE_BUDGET set
    past anything the program hashes), as runners did before the budget;
  - traced with a budget of B MiB (the default budget is 8 GiB; a smaller one
    here keeps the benchmark short while showing the same effect).
It prints each run's seconds, its ratio to the untraced run, and how many
launches kept their buffers (docs/cpu-runner.md, "The launch trace"). The
checksum the program prints must be the same in all three runs. Figures,
not pass/fail.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "bench", "trace_cost", "many_launches.cu")
UNLIMITED = str(1 << 62)


def prepare(hipify, keep):
    """Builds the program once; returns the kept executable."""
    subprocess.run([hipify, "cpu-run", f"--keep={keep}", "--run-args=1 1",
                    SOURCE], check=True, capture_output=True)
    exe = os.path.join(keep, "many_launches.cpu")
    if not os.access(exe, os.X_OK):
        sys.exit(f"hipify cpu-run --keep left no {exe}")
    return exe


def run(exe, arguments, environment):
    env = dict(os.environ)
    for variable in ("HIPIFY_CPU_TRACE", "HIPIFY_CPU_TRACE_BUDGET"):
        env.pop(variable, None)
    env.update(environment)
    start = time.monotonic()
    out = subprocess.run([exe, *arguments], env=env, check=True,
                         capture_output=True, text=True).stdout
    return time.monotonic() - start, out.strip()


def recorded_launches(trace_dir):
    with open(os.path.join(trace_dir, "launches.jsonl")) as f:
        lines = [json.loads(line) for line in f]
    return sum(1 for l in lines if l.get("recorded", True)), len(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--launches", type=int, default=300)
    parser.add_argument("--mib", type=int, default=8,
                        help="size of each of the two buffers")
    parser.add_argument("--budget-mib", type=int, default=256)
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    hipify = os.path.join(args.build_dir, "bin", "hipify")
    arguments = [str(args.launches), str(args.mib)]

    with tempfile.TemporaryDirectory() as work:
        exe = prepare(hipify, os.path.join(work, "keep"))
        rows = []
        base_s, base_out = run(exe, arguments, {})
        rows.append({"run": "untraced", "seconds": base_s, "recorded": None,
                     "output": base_out})
        for name, budget in (("traced, no budget", UNLIMITED),
                             (f"traced, {args.budget_mib} MiB budget",
                              str(args.budget_mib << 20))):
            trace = os.path.join(work, f"trace-{len(rows)}")
            seconds, out = run(exe, arguments, {
                "HIPIFY_CPU_TRACE": trace,
                "HIPIFY_CPU_TRACE_BUDGET": budget})
            rows.append({"run": name, "seconds": seconds,
                         "recorded": recorded_launches(trace)[0],
                         "output": out})

    print(f"{args.launches} launches over 2 x {args.mib} MiB")
    header = f"{'run':<28} {'seconds':>8} {'ratio':>7} {'launches recorded':>18} {'same output':>12}"
    print(header)
    print("-" * len(header))
    for r in rows:
        r["ratio"] = r["seconds"] / base_s
        r["same_output"] = r["output"] == base_out
        recorded = "-" if r["recorded"] is None else f"{r['recorded']}/{args.launches}"
        print(f"{r['run']:<28} {r['seconds']:>8.2f} {r['ratio']:>6.1f}x "
              f"{recorded:>18} {'yes' if r['same_output'] else 'NO':>12}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=2)


if __name__ == "__main__":
    main()
