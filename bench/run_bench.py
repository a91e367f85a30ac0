#!/usr/bin/env python3
"""hipify speed benchmark: translation time against clang's own parse.

Usage:
  /usr/bin/python3 bench/run_bench.py [--build build] [--cuda-path DIR]
                                      [--json bench-results.json] [--quick]

Measures, in one run on this machine:
  1. per translation unit (the repository's examples and lit inputs, a
     generated corpus of realistic units: kernels, runtime API, templates, a
     cuBLAS-using file, and the real programs of --programs): `hipify port`
     wall and CPU time with a warm precompiled-prelude cache, the same
     without the cache, and the parse floor `clang++-22 -x cuda
     --cuda-host-only -fsyntax-only` with the same flags; peak RSS of each
     hipify process; the ratio hipify / clang per unit (median, p90);
  2. tree mode (`hipify port --in-root --out-root`) on a tree of the same
     units, -j1 and -j2: wall time per unit against the sum of the clang
     parses of those units;
  3. how batch time grows from 100 to 1,000 generated units (-j2), and the
     peak resident memory of a worker after serving 1,000 units.
It prints a table and writes the figures as JSON. Each single-file timing is
the best of three runs. Figures, not pass/fail: this is not part of the test
suite. --hipify names another binary (an older build, to compare in the same
run on the same machine).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, env=None):
    """Runs cmd; returns (wall seconds, cpu seconds, peak RSS MiB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime
    return wall, cpu, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status)


def best_of(n, cmd, env=None):
    results = [run(cmd, env) for _ in range(n)]
    return min(results, key=lambda r: r[0])


def generated_unit(i):
    kind = i % 4
    if kind == 0:  # kernels + runtime API
        return ("#include <cuda_runtime.h>\n#include <cstdio>\n"
                "__global__ void saxpy%d(int n, float a, const float *x, float *y) {\n"
                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                "  if (i < n) y[i] = a * x[i] + y[i];\n}\n"
                "int run%d(int n) {\n  float *x, *y;\n"
                "  cudaMalloc(&x, n * sizeof(float)); cudaMalloc(&y, n * sizeof(float));\n"
                "  cudaStream_t s; cudaStreamCreate(&s);\n"
                "  saxpy%d<<<(n + 255) / 256, 256, 0, s>>>(n, 2.0f, x, y);\n"
                "  cudaError_t e = cudaStreamSynchronize(s);\n"
                "  if (e != cudaSuccess) std::printf(\"%%s\\n\", cudaGetErrorString(e));\n"
                "  cudaFree(x); cudaFree(y); cudaStreamDestroy(s);\n  return e == cudaSuccess;\n}\n"
                % (i, i, i))
    if kind == 1:  # templates and warp intrinsics
        return ("#include <cuda_runtime.h>\n"
                "template <typename T, int Block>\n"
                "__global__ void reduce%d(const T *in, T *out) {\n"
                "  __shared__ T s[Block];\n  T v = in[threadIdx.x];\n"
                "  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);\n"
                "  s[threadIdx.x] = v; __syncthreads();\n"
                "  if (threadIdx.x == 0) atomicAdd(out, s[0]);\n}\n"
                "void launch%d(const float *in, float *out) {\n"
                "  reduce%d<float, 256><<<1, 256>>>(in, out);\n"
                "  cudaDeviceSynchronize();\n}\n" % (i, i, i))
    if kind == 2:  # cuBLAS
        return ("#include <cuda_runtime.h>\n#include <cublas_v2.h>\n"
                "int gemm%d(int n, const float *a, const float *b, float *c) {\n"
                "  cublasHandle_t h; cublasCreate(&h);\n  float one = 1, zero = 0;\n"
                "  cublasStatus_t st = cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n,\n"
                "      &one, a, n, b, n, &zero, c, n);\n"
                "  cublasDestroy(h);\n  return st == CUBLAS_STATUS_SUCCESS;\n}\n" % i)
    return ("#include <cuda_runtime.h>\n"  # events and memcpy
            "float time%d(float *d, const float *h, int n) {\n"
            "  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);\n"
            "  cudaEventRecord(a);\n"
            "  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);\n"
            "  cudaEventRecord(b); cudaEventSynchronize(b);\n"
            "  float ms = 0; cudaEventElapsedTime(&ms, a, b);\n"
            "  cudaEventDestroy(a); cudaEventDestroy(b);\n  return ms;\n}\n" % i)


def write_tree(directory, count):
    os.makedirs(directory, exist_ok=True)
    for i in range(count):
        sub = os.path.join(directory, "m%02d" % (i % 10))
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, "u%04d.cu" % i), "w") as f:
            f.write(generated_unit(i))


def corpus(tmp, generated, programs):
    files = list(programs) + [os.path.join(ROOT, "examples", "vector_add", "vector_add.cu")]
    kernels = os.path.join(ROOT, "examples", "kernels")
    if os.path.isdir(kernels):
        files += sorted(os.path.join(kernels, f) for f in os.listdir(kernels)
                        if f.endswith(".cu"))
    lit = os.path.join(ROOT, "tests", "lit")
    files += sorted(os.path.join(lit, f) for f in os.listdir(lit)
                    if f.endswith(".cu"))
    gen = os.path.join(tmp, "generated")
    write_tree(gen, generated)
    for dirpath, _, names in sorted(os.walk(gen)):
        files += sorted(os.path.join(dirpath, n) for n in names)
    return files


def percentile(values, p):
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--json", default="bench-results.json")
    ap.add_argument("--quick", action="store_true",
                    help="fewer units, and no 1,000-unit scaling run")
    ap.add_argument("--hipify", help="the hipify binary to measure "
                    "(default: BUILD/bin/hipify)")
    ap.add_argument("--programs", nargs="*", default=[],
                    help="real single-file CUDA programs to add to the units "
                    "(e.g. a sample of HeCBench's main.cu files; not kept)")
    args = ap.parse_args()
    hipify = args.hipify or os.path.join(args.build, "bin", "hipify")
    clang = shutil.which("clang++-22") or "/usr/lib/llvm-22/bin/clang++"
    tmp = tempfile.mkdtemp(prefix="hipify-bench-")
    cache = os.path.join(tmp, "cache")
    cuda = args.cuda_path
    cccl = os.path.join(cuda, "include", "cccl")
    env = dict(os.environ, HIPIFY_CACHE_DIR=cache)

    files = corpus(tmp, 8 if args.quick else 24, args.programs)
    rows = []
    print("%-34s %9s %9s %9s %9s %7s %8s" % ("unit", "clang s", "hipify s",
          "no-cache", "cpu s", "ratio", "RSS MiB"))
    for path in files:
        floor = [clang, "-x", "cuda", "--cuda-host-only", "-fsyntax-only",
                 "-w", "-Wno-unknown-cuda-version", "--cuda-path=" + cuda,
                 "-isystem", cccl, path]
        port = [hipify, "port", path, "--cuda-path=" + cuda, "-o", os.devnull]
        run(port, env)  # fills the cache for these flags
        clang_wall = best_of(3, floor)[0]
        wall, cpu, rss, _ = best_of(3, port, env)
        cold = best_of(1, port + ["--no-cache"], env)[0]
        rows.append({"unit": os.path.relpath(path, ROOT) if path.startswith(ROOT)
                     else os.path.basename(path), "clang": clang_wall,
                     "hipify": wall, "hipifyCpu": cpu, "hipifyNoCache": cold,
                     "ratio": wall / clang_wall, "rssMiB": rss})
        r = rows[-1]
        print("%-34s %9.3f %9.3f %9.3f %9.3f %7.2f %8.1f" % (
            r["unit"][-34:], r["clang"], r["hipify"], r["hipifyNoCache"],
            r["hipifyCpu"], r["ratio"], r["rssMiB"]))
    ratios = [r["ratio"] for r in rows]
    summary = {
        "units": len(rows),
        "ratioMedian": statistics.median(ratios),
        "ratioP90": percentile(ratios, 0.9),
        "noCacheRatioMedian": statistics.median(
            r["hipifyNoCache"] / r["clang"] for r in rows),
        "peakRssMiB": max(r["rssMiB"] for r in rows),
    }

    def batch(tree, jobs, name):
        out = os.path.join(tmp, "out-%s-j%d" % (name, jobs))
        shutil.rmtree(out, ignore_errors=True)
        report = out + ".json"
        cmd = [hipify, "port", "--in-root=" + tree, "--out-root=" + out,
               "-j%d" % jobs, "--quiet", "--cuda-path=" + cuda,
               "--report=" + report, "--", "-w"]
        wall, cpu, rss, code = run(cmd, env)
        worker = 0.0
        try:
            with open(report) as f:
                worker = float(json.load(f)["summary"].get("peakWorkerMiB", 0))
        except (OSError, ValueError, KeyError):
            pass
        return wall, max(rss, worker)

    # Tree mode on the single-file units, against the sum of their parses.
    unit_tree = os.path.join(tmp, "units")
    for i, path in enumerate(files):
        os.makedirs(unit_tree, exist_ok=True)
        shutil.copy(path, os.path.join(unit_tree, "u%03d-%s" % (i, os.path.basename(path))))
    clang_sum = sum(r["clang"] for r in rows)
    t1, _ = batch(unit_tree, 1, "units")
    t2, _ = batch(unit_tree, 2, "units")
    summary.update({"treeJ1OverClangSum": t1 / clang_sum,
                    "treeJ2OverClangSum": t2 / clang_sum,
                    "treeSecondsPerUnitJ1": t1 / len(rows),
                    "treeSecondsPerUnitJ2": t2 / len(rows)})

    tree100 = os.path.join(tmp, "tree100")
    write_tree(tree100, 100)
    j1, _ = batch(tree100, 1, "100")
    j2, batch_rss = batch(tree100, 2, "100")
    summary.update({"batch100j1Seconds": j1, "batch100j2Seconds": j2,
                    "throughputJ2OverJ1": j1 / j2, "batchPeakRssMiB": batch_rss})
    if not args.quick:
        tree1000 = os.path.join(tmp, "tree1000")
        write_tree(tree1000, 1000)
        j2_1000, rss_1000 = batch(tree1000, 2, "1000")
        summary.update({"batch1000j2Seconds": j2_1000,
                        "secondsPerUnit100": j2 / 100,
                        "secondsPerUnit1000": j2_1000 / 1000,
                        "slope100to1000": (j2_1000 - j2) / 900,
                        "growth1000over100": j2_1000 / j2,
                        "workerPeakRssMiB1000": rss_1000})
    print()
    for key, value in summary.items():
        print("%-22s %s" % (key, "%.3f" % value if isinstance(value, float) else value))
    with open(args.json, "w") as f:
        json.dump({"summary": summary, "units": rows}, f, indent=2)
    print("\nwrote " + args.json)
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
