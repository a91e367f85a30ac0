#!/usr/bin/env python3
"""Port CUDA sources twice, against the CUDA installation and against the
CUDA facade (docs/facade.md), and compare.

For each translation unit: whether the two outputs are byte-identical, the
exit codes, the parse errors each way ([hipify-parse-error] errors on
stderr) and the time each port took.

  bench/facade_corpus.py --hipify build/bin/hipify FILE|DIR...
      the files given, and the .cu files under each directory
  bench/facade_corpus.py --hipify build/bin/hipify --hecbench /tmp/hec --sample 40
      a sample of HeCBench's CUDA programs (src/*-cuda/*.cu), chosen with
      --seed, one TU per program
  --expected FILE   the differences that are expected, one per line:
                    `path<TAB or spaces>reason` (paths relative to --root);
                    the run fails (exit 1) when another TU differs, or when
                    a listed one no longer does (the list is then stale)
  --json FILE       every TU's figures as JSON

The summary goes to stdout; exit 2 on usage errors.
"""

import argparse
import glob
import json
import os
import random
import subprocess
import sys
import tempfile
import time


def port(hipify, path, facade, extra, cache_dir, timeout):
    cmd = [hipify, "port", path, "--cache-dir=" + cache_dir]
    if facade:
        cmd.append("--cuda-facade")
    if extra:
        cmd += ["--"] + extra
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"rc": "timeout", "out": b"", "errors": 0,
                "seconds": time.monotonic() - start, "first_error": "timeout"}
    seconds = time.monotonic() - start
    errors = [l for l in p.stderr.decode("utf-8", "replace").splitlines()
              if " error: " in l and "[hipify-parse-error]" in l]
    return {"rc": p.returncode, "out": p.stdout, "errors": len(errors),
            "seconds": seconds, "first_error": errors[0] if errors else ""}


def first_difference(a, b):
    """The first line where two outputs differ, as `N: SDK | facade`, or
    "" when they are the same."""
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    for n, (x, y) in enumerate(zip(la, lb), 1):
        if x != y:
            return "%d: %s | %s" % (n, x.strip(), y.strip())
    if len(la) != len(lb):
        return "%d: %d lines | %d lines" % (min(len(la), len(lb)) + 1, len(la), len(lb))
    return ""


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(glob.glob(os.path.join(p, "**", "*.cu"), recursive=True))
        elif os.path.isfile(p):
            files.append(p)
        else:
            sys.exit("facade_corpus: no such file or directory: '%s'" % p)
    return files


def hecbench_sample(root, sample, seed):
    programs = sorted(d for d in glob.glob(os.path.join(root, "src", "*-cuda"))
                      if os.path.isdir(d))
    if not programs:
        sys.exit("facade_corpus: no src/*-cuda programs under '%s'" % root)
    random.Random(seed).shuffle(programs)
    files = []
    for d in programs:
        cus = sorted(glob.glob(os.path.join(d, "*.cu")))
        if cus:
            # The program's main TU where it is obvious, else its first.
            main = [c for c in cus if os.path.basename(c) == "main.cu"]
            files.append(main[0] if main else cus[0])
        if len(files) == sample:
            break
    return files


def load_expected(path):
    expected = {}
    if not path:
        return expected
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 1)
            if len(parts) != 2:
                sys.exit("facade_corpus: %s:%d: expected `path reason`" % (path, n))
            expected[parts[0]] = parts[1]
    return expected


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hipify", required=True)
    ap.add_argument("--hecbench")
    ap.add_argument("--sample", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--root", default=".")
    ap.add_argument("--expected")
    ap.add_argument("--json")
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("paths", nargs="*")
    opts = ap.parse_args()
    if not os.access(opts.hipify, os.X_OK):
        sys.exit("facade_corpus: '%s' is not an executable hipify" % opts.hipify)
    files = collect(opts.paths)
    if opts.hecbench:
        files += hecbench_sample(opts.hecbench, opts.sample, opts.seed)
    if not files:
        sys.exit("facade_corpus: no input files")
    expected = load_expected(opts.expected)

    results = []
    with tempfile.TemporaryDirectory() as cache:
        for path in files:
            rel = os.path.relpath(path, opts.root)
            # A program's own headers: its directory and HeCBench's include/.
            extra = []
            if opts.hecbench and os.path.abspath(path).startswith(
                    os.path.abspath(opts.hecbench)):
                extra = ["-I" + os.path.dirname(path),
                         "-I" + os.path.join(opts.hecbench, "include")]
            sdk = port(opts.hipify, path, False, extra, cache, opts.timeout)
            fac = port(opts.hipify, path, True, extra, cache, opts.timeout)
            same = sdk["out"] == fac["out"] and sdk["rc"] == fac["rc"]
            differs_at = first_difference(sdk["out"], fac["out"])
            results.append({"file": rel, "identical": same,
                            "sdk_rc": sdk["rc"], "facade_rc": fac["rc"],
                            "sdk_parse_errors": sdk["errors"],
                            "facade_parse_errors": fac["errors"],
                            "sdk_seconds": round(sdk["seconds"], 3),
                            "facade_seconds": round(fac["seconds"], 3),
                            "facade_first_error": fac["first_error"],
                            "sdk_first_error": sdk["first_error"],
                            "first_differing_line": differs_at})

    n = len(results)
    same = sum(r["identical"] for r in results)
    sdk_err = sum(r["sdk_parse_errors"] > 0 for r in results)
    fac_err = sum(r["facade_parse_errors"] > 0 for r in results)
    sdk_t = sum(r["sdk_seconds"] for r in results) / n
    fac_t = sum(r["facade_seconds"] for r in results) / n
    print("TUs: %d" % n)
    print("identical output: %d (%.0f%%)" % (same, 100.0 * same / n))
    print("TUs with parse errors: SDK %d, facade %d" % (sdk_err, fac_err))
    print("mean seconds per TU: SDK %.2f, facade %.2f" % (sdk_t, fac_t))
    failed = False
    for r in results:
        if r["identical"]:
            if r["file"] in expected:
                print("STALE %s: identical now; remove it from the expected "
                      "differences" % r["file"])
                failed = True
            continue
        why = expected.get(r["file"])
        tag = "expected" if why else "UNEXPECTED"
        print("%s difference %s (rc %s/%s, parse errors %d/%d)%s"
              % (tag, r["file"], r["sdk_rc"], r["facade_rc"],
                 r["sdk_parse_errors"], r["facade_parse_errors"],
                 ": " + why if why else
                 (": " + (r["facade_first_error"] or r["sdk_first_error"] or
                          ("output line " + r["first_differing_line"]
                           if r["first_differing_line"] else
                           "exit codes differ")))))
        if not why and opts.expected:
            failed = True
    listed = set(expected) - {r["file"] for r in results}
    for f in sorted(listed):
        print("STALE %s: listed as an expected difference but not ported" % f)
        failed = True
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump(results, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
