#!/usr/bin/env python3
"""CPU runner benchmark: kernels run by runtime/cpu against plain C++ loops.

Usage:
  python3 bench/cpu_runner.py --build-dir BUILD [--cxx c++] [--only NAME,...]
                              [--json FILE]

Each bench/cpu_runner/*.cu (CUDA source) goes through `BUILD/bin/hipify
cpu-run`, the pipeline a program takes, twice: as prepared by default (a
kernel whose barriers and warp collectives sit where the preparation step can
split it runs phased, without fibers) and with --cpu-fibers-only; both are
printed, as NAME/phased and NAME/fibers. Each bench/cpu_runner/*.cpp (a
kernel written the way the preparation step emits it, launched through
hipify_cpu::launch) is built against runtime/cpu/include and
BUILD/lib/libhipify_cpu_runtime.a and run. Every benchmark times its kernel
and a plain C++ loop doing the same arithmetic on one thread (the floor; for
warp collectives, the warp's lanes in lock step), in the same run, and
prints per kernel:
  - elements per second through the runner and through the loop, and their
    ratio;
  - for kernels that synchronise, the cost of one barrier or warp collective
    per GPU thread: wall time divided by the synchronisations, and that times
    the number of workers (CPU time per synchronisation).
The kernels: saxpy (barrier-free), tree_reduce (barriers only), warp_reduce
(shuffles), warp_vote (a ballot and a vote), block_reduce (barriers and
shuffles, the second stage under a branch), block_scan (shuffles up and two
barriers). Target: every kernel within 10x of its floor (the fibers variants
are shown for comparison). Figures, not pass/fail; the worker count is
HIPIFY_CPU_THREADS or the number of cores, as for any prepared program. Set
HIPIFY_CPU_RUNTIME to measure another build of the runtime.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "bench", "cpu_runner")
TARGET = 10


def build(cxx, build_dir, source, out_dir):
    name = os.path.splitext(os.path.basename(source))[0]
    exe = os.path.join(out_dir, name)
    library = os.path.join(build_dir, "lib", "libhipify_cpu_runtime.a")
    if not os.path.exists(library):
        sys.exit(f"no {library}: build the hipify_cpu_runtime target first")
    subprocess.run([cxx, "-O2", "-std=c++20",
                    "-I", os.path.join(ROOT, "runtime", "cpu", "include"),
                    source, library, "-lboost_context", "-lpthread",
                    "-o", exe], check=True)
    return name, exe


def measure(command, name_suffix=""):
    """Runs one benchmark; returns the fields of its `name key=value` line."""
    line = subprocess.run(command, check=True, capture_output=True,
                          text=True).stdout.strip().splitlines()[-1]
    name, *pairs = line.split()
    name = os.path.splitext(name)[0] + name_suffix
    fields = {k: float(v) for k, v in (p.split("=") for p in pairs)}
    fields["name"] = name
    return fields


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--cxx", default=os.environ.get("CXX", "c++"))
    parser.add_argument("--only", help="comma-separated benchmark names")
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    workers = int(os.environ.get("HIPIFY_CPU_THREADS") or os.cpu_count())

    wanted = set(args.only.split(",")) if args.only else None

    def chosen(source):
        return wanted is None or os.path.splitext(source)[0] in wanted

    results = []
    with tempfile.TemporaryDirectory() as out_dir:
        for source in sorted(os.listdir(SOURCES)):
            if source.endswith(".cpp") and chosen(source):
                name, exe = build(args.cxx, args.build_dir,
                                  os.path.join(SOURCES, source), out_dir)
                results.append(measure([exe]))
        hipify = os.path.join(args.build_dir, "bin", "hipify")
        for source in sorted(os.listdir(SOURCES)):
            if source.endswith(".cu") and chosen(source):
                for variant, flags in (("phased", []),
                                       ("fibers", ["--cpu-fibers-only"])):
                    results.append(measure(
                        [hipify, "cpu-run", *flags,
                         os.path.join(SOURCES, source)], "/" + variant))

    print(f"workers: {workers}")
    header = (f"{'kernel':<20} {'runner el/s':>12} {'plain el/s':>12} "
              f"{'ratio':>7} {'target':>7} {'ns/sync wall':>13} "
              f"{'ns/sync cpu':>12} {'within':>6} {'correct':>7}")
    print(header)
    print("-" * len(header))
    for r in results:
        runner_rate = r["elements"] / r["runner_s"]
        plain_rate = r["elements"] / r["plain_s"]
        r["ratio"] = r["runner_s"] / r["plain_s"]
        r["target"] = TARGET
        r["workers"] = workers
        sync = wall = "-"
        if r["barriers"]:
            r["ns_per_sync_wall"] = r["runner_s"] * 1e9 / r["barriers"]
            r["ns_per_sync_cpu"] = r["ns_per_sync_wall"] * workers
            wall = f"{r['ns_per_sync_wall']:.1f}"
            sync = f"{r['ns_per_sync_cpu']:.1f}"
        print(f"{r['name']:<20} {runner_rate:>12.3g} {plain_rate:>12.3g} "
              f"{r['ratio']:>6.1f}x {r['target']:>6}x {wall:>13} {sync:>12} "
              f"{'yes' if r['ratio'] <= r['target'] else 'no':>6} "
              f"{'yes' if r['correct'] else 'NO':>7}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    main()
