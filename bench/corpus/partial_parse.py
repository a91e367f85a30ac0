#!/usr/bin/env python3
"""How long hipify takes on CUDA files clang cannot parse cleanly, against
clang's own parse of the same file, measured in the same run.

For each sampled CUDA program of a HeCBench checkout, its first .cu files are
ported with `hipify port`; those that come out partial (exit 1: clang reported
errors) are timed three ways, with the same include flags:
  clang   clang++ -x cuda --cuda-host-only -fsyntax-only (clang's own parse)
  cold    hipify port with an empty prelude cache (it builds the cache)
  warm    hipify port again, the cache built
and the ratios cold/clang and warm/clang are printed per file and summed up
(median, maximum).

usage: partial_parse.py --hipify build/bin/hipify --hec /tmp/hec
                        [--programs 40] [--clang clang++-22]
                        [--cuda-path /usr/local/cuda]
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def timed(cmd, env=None):
    start = time.monotonic()
    result = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return time.monotonic() - start, result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hipify", required=True)
    ap.add_argument("--hec", required=True, help="a HeCBench checkout")
    ap.add_argument("--programs", type=int, default=40,
                    help="how many programs, in name order (default 40)")
    ap.add_argument("--files", type=int, default=2,
                    help=".cu files per program (default 2)")
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    args = ap.parse_args()
    programs = sorted(glob.glob(os.path.join(args.hec, "src", "*-cuda")))
    if not programs:
        sys.exit("partial_parse: no src/*-cuda programs under '%s'" % args.hec)
    work = tempfile.mkdtemp(prefix="partial-parse-")
    out = os.path.join(work, "out.hip")
    rows = []
    try:
        for program in programs[:args.programs]:
            for source in sorted(glob.glob(os.path.join(program, "*.cu")))[:args.files]:
                flags = ["-I" + program, "-I" + os.path.join(program, "include")]
                cache = os.path.join(work, "cache-%d" % len(rows))
                env = dict(os.environ, HIPIFY_CACHE_DIR=cache)
                port = [args.hipify, "port", source, "-o", out,
                        "--cuda-path=" + args.cuda_path, "--"] + flags
                cold, result = timed(port, env)
                if result.returncode != 1:
                    continue  # parsed cleanly (0) or failed outright (2)
                warm, _ = timed(port, env)
                clang, _ = timed([args.clang, "-x", "cuda", "--cuda-host-only",
                                  "-nocudalib", "--cuda-path=" + args.cuda_path,
                                  "-I" + os.path.join(args.cuda_path, "include", "cccl"),
                                  "-std=c++17", "-fsyntax-only", "-ferror-limit=0"]
                                 + flags + [source])
                rows.append((os.path.relpath(source, os.path.join(args.hec, "src")),
                             clang, cold, warm))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not rows:
        sys.exit("partial_parse: no partial file among the sampled programs")
    print("%-50s %8s %8s %8s %6s %6s" % ("file", "clang s", "cold s", "warm s",
                                         "cold×", "warm×"))
    for name, clang, cold, warm in rows:
        print("%-50s %8.2f %8.2f %8.2f %6.2f %6.2f"
              % (name[:50], clang, cold, warm, cold / clang, warm / clang))
    cold_r = [c / k for _, k, c, _ in rows]
    warm_r = [w / k for _, k, _, w in rows]
    print("%d partial files: hipify/clang cold median %.2f× max %.2f×, warm median "
          "%.2f× max %.2f×" % (len(rows), statistics.median(cold_r), max(cold_r),
                               statistics.median(warm_r), max(warm_r)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
