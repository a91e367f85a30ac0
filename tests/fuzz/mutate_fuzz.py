#!/usr/bin/env python3
"""Process-level mutation fuzzer for hipify (Python 3 standard library only).

Seeds are the repository's CUDA inputs (examples/**/*.cu, tests/lit/**/*.cu
and the .cu/.cuh/.h files under tests/lit/**/Inputs, lit's RUN/CHECK lines
stripped) plus a small grammar of preprocessor and launch shapes. Each input
is a seed put through 1-4 mutators (delete span, duplicate span, insert a
grammar snippet at a line boundary, insert random bytes, truncate, splice two
files, swap lines) and run through one target:

  port    hipify port FILE
  check   hipify check FILE
  batch   hipify port --in-root=DIR --out-root=OUT -j1 --quiet --report=R
          (DIR holds the mutant and a mutated header it includes; the report
          is searched for units whose worker crashed, hung or left nothing)
  lsp     hipify-lsp on stdio: initialize, didOpen (the mutant), didChange,
          codeAction, shutdown, exit, or one of several malformed variants
          (bad, negative, huge or missing Content-Length, truncated or
          deeply nested JSON, unknown methods, requests after shutdown, ...)

A crash is: death by a signal; an exit code that is not 0, 1 or 2; "LLVM
ERROR", "Stack dump", "Assertion ... failed" or "AddressSanitizer" on
stderr; no exit within --timeout (a hang); for batch, a unit whose worker
crashed, hung or left no result; for lsp, a "hipify crashed (...)"
diagnostic (the parser crashed and the server recovered).

Every input is a pure function of (--seed, target, index), so a run is
reproducible. Crashing inputs go to --out as <target>-<hash>.cu with
<target>-<hash>.txt beside it (command, exit code, signature, the last 40
lines of stderr, and a "replay:" line that --replay reads). --minimize
delta-reduces each new crash (by lines, then by characters) while its
signature (kind, signal or exit code, first hipify function in the stack
dump) stays the same. --replay DIR reruns the stored crashes and exits 1 if
any still crashes.

Exit code: 0 no crash, 1 crash(es) found (or still reproducing with
--replay), 2 usage error.

Examples:
  mutate_fuzz.py --hipify build/bin/hipify --target port --seed 7 --seconds 600 --out /tmp/crashes --minimize
  mutate_fuzz.py --hipify build/bin/hipify --target port,check,lsp --count 100
  mutate_fuzz.py --hipify build/bin/hipify --replay /tmp/crashes
"""
import argparse
import hashlib
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(SCRIPT_DIR))
TARGETS = ("port", "check", "batch", "lsp")
MAX_INPUT = 256 * 1024          # mutants are cut to this many bytes
HEADER_NAME = "fuzz_header.cuh"  # the header a batch mutant includes
DOC_NAME = "fuzz_doc.cu"         # the path an lsp document claims
STDERR_LINES = 40

# --- seeds -------------------------------------------------------------------
LIT_LINE = re.compile(
    rb"^\s*(//|#)\s*(RUN|REQUIRES|UNSUPPORTED|XFAIL|ALLOW_RETRIES|"
    rb"[A-Z][A-Z0-9_]*(-[A-Z]+)?)\s*:")


def strip_lit(data):
    return b"".join(l for l in data.splitlines(True) if not LIT_LINE.match(l))


def load_seeds(root):
    files = []
    for top in ("examples", os.path.join("tests", "lit")):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            in_inputs = os.sep + "Inputs" in dirpath[len(root):]
            for name in sorted(filenames):
                ext = os.path.splitext(name)[1]
                if ext == ".cu" or (in_inputs and ext in (".cuh", ".h")):
                    files.append(os.path.join(dirpath, name))
    seeds = []
    for path in files:
        try:
            with open(path, "rb") as f:
                data = strip_lit(f.read())
        except OSError:
            continue
        if data.strip() and b"\0" not in data:
            seeds.append(data)
    return seeds


# --- the grammar ---------------------------------------------------------------
CUDA_CALLS = [
    b"cudaMalloc(&p, 64)", b"cudaFree(p)", b"cudaMemcpy(d, h, n, cudaMemcpyHostToDevice)",
    b"cudaDeviceSynchronize()", b"cudaStreamCreate(&s)", b"cudaGetLastError()",
    b"cudaMemcpyAsync(d, h, n, cudaMemcpyDeviceToHost, s)",
    b"__shfl_down_sync(0xffffffff, v, 1)", b"__ballot_sync(0xffffffff, x)",
    b"cudaEventRecord(e, 0)", b"cudaGraphCreate(&g, 0)", b"cudaSetDevice(0)",
    b"atomicAdd(&p[0], 1)", b"__syncthreads()", b"cudaMallocManaged(&p, 4)",
    b"cudaGetErrorString(cudaSuccess)", b"cublasCreate(&h)",
]
CUDA_TYPES = [b"cudaStream_t", b"cudaEvent_t", b"cudaError_t", b"float4",
              b"cudaGraph_t", b"cudaDeviceProp", b"dim3", b"cudaArray_t",
              b"texture<float, 1>", b"cudaTextureObject_t", b"int"]
IDENTS = [b"k", b"kern", b"p", b"x", b"cudaMalloc", b"threadIdx", b"blockIdx",
          b"__global__", b"__device__", b"LAUNCH", b"M", b"warpSize",
          b"__CUDA_ARCH__", b"__CUDACC__", b"cudaSuccess", b"hipMalloc"]
CONDITIONS = [b"0", b"1", b"defined(__CUDA_ARCH__)", b"__CUDA_ARCH__ >= 700",
              b"defined(X)", b"X", b"1 /", b"(", b"", b"__has_include(<cuda.h>)",
              b"CUDART_VERSION > 11000", b"defined __CUDACC__", b"0x7fffffffffffffff * 2"]


def launch(rng):
    name = rng.choice([b"k", b"kern", b"scale", b"f<int>", b"(k)", b"ns::k"])
    cfg = rng.choice([b"1, 1", b"grid, block", b"1, 64, 0, s", b"", b"1",
                      b"dim3(1,2,3), 4, 0, 0", b"a<b>(c), d", b"1, 2, 3, 4, 5"])
    args = rng.choice([b"p", b"", b"p, n", b"cudaMalloc", b"(p)"])
    return name + b"<<<" + cfg + b">>>(" + args + b");"


def stmt(rng, depth=0):
    r = rng.randrange(10)
    if r < 3:
        return rng.choice(CUDA_CALLS) + b";"
    if r < 5:
        return launch(rng)
    if r < 6:
        return rng.choice(CUDA_TYPES) + b" v" + str(rng.randrange(99)).encode() + b";"
    if r < 7 and depth < 3:
        return b"{ " + stmt(rng, depth + 1) + b" }"
    if r < 8:
        return b"__global__ void k%d(float *p) { %s }" % (
            rng.randrange(99), stmt(rng, depth + 1) if depth < 3 else b"")
    if r < 9:
        return b"#define M%d %s" % (rng.randrange(9), rng.choice(CUDA_CALLS))
    return rng.choice(IDENTS)


def body(rng, lines=None):
    n = rng.randrange(0, 4) if lines is None else lines
    return b"".join(stmt(rng) + b"\n" for _ in range(n))


def g_if_elif(rng):
    out = b"#if " + rng.choice(CONDITIONS) + b"\n" + body(rng)
    for _ in range(rng.randrange(0, 3)):
        out += b"#elif " + rng.choice(CONDITIONS) + b"\n" + body(rng)
    if rng.random() < 0.5:
        out += b"#else\n" + body(rng)
    if rng.random() < 0.9:
        out += b"#endif\n"
    return out


def g_nested_if(rng):
    depth = rng.choice([2, 5, 20, 200])
    out = b""
    for _ in range(depth):
        out += rng.choice([b"#if 1\n", b"#if 0\n", b"#ifdef X\n", b"#ifndef X\n",
                           b"#if 0\n#elif 1\n"]) + body(rng, rng.randrange(2))
    for _ in range(depth - rng.randrange(2)):
        out += rng.choice([b"#endif\n", b"#else\n" + body(rng, 1) + b"#endif\n"])
    return out


def g_ifdef(rng):
    name = rng.choice([b"__CUDACC__", b"__CUDA_ARCH__", b"X", b"__HIP__",
                       b"CUDA_VERSION", b"__NVCC__"])
    kw = rng.choice([b"#ifdef ", b"#ifndef ", b"#elifdef ", b"#elifndef ",
                     b"#if defined(", b"#ifdef"])
    out = kw + name + (b")" if kw.endswith(b"(") else b"") + b"\n" + body(rng)
    if rng.random() < 0.5:
        out += b"#else\n" + body(rng)
    return out + b"#endif\n"


def g_variadic(rng):
    forms = [
        b"#define LAUNCH(k, ...) k<<<__VA_ARGS__>>>\nLAUNCH(kern, 1, 1)(p);\n",
        b"#define LAUNCH(...) kern<<<__VA_ARGS__>>>(p)\nLAUNCH(1, 2);\nLAUNCH();\n",
        b"#define CFG(...) <<<__VA_ARGS__>>>\nkern CFG(1, 1)(p);\n",
        b"#define OPEN <<<\n#define CLOSE >>>\nkern OPEN 1, 1 CLOSE (p);\n",
        b"#define L(k, g, b, ...) k<<<g, b>>>(__VA_ARGS__)\nL(kern, 1, 2, p, q);\nL(kern);\n",
        b"#define V(...) __VA_OPT__(kern<<<1,1>>>(__VA_ARGS__))\nV(p); V();\n",
        b"#define CAT(a, b) a##b\nCAT(cuda, Malloc)(&p, 4);\nCAT(k, <<<)1,1>>>(p);\n",
        b"#define STR(x) #x\nconst char *s = STR(cudaMalloc<<<1,1>>>);\n",
        b"#define LAUNCH(k, ...) k<<<__VA_ARGS__>>>\n#define AGAIN LAUNCH\nAGAIN(AGAIN(kern,1,1),1,1)(p);\n",
        b"#define LAUNCH(k, ...) \\\n  k<<<__VA_ARGS__>>> \\\n  (p)\nLAUNCH(kern, 1,\n 1);\n",
        b"#define E(...) __VA_ARGS__\nE(kern<<<)1,1E(>>>)(p);\n",
        b"#define K kern<<<1,1>>>(\nK p);\n",
        b"#define cudaMalloc(...) cudaMalloc(__VA_ARGS__)\ncudaMalloc(&p, 4);\n",
    ]
    return rng.choice(forms)


def g_continuation(rng):
    forms = [b"#define M \\\n  cudaMalloc( \\\n  &p, 4)\nM;\n",
             b"cuda\\\nMalloc(&p, 4);\n", b"kern<<\\\n<1, 1>\\\n>>(p);\n",
             b"// comment \\\ncudaFree(p);\n", b"#if 1 \\\n  && 0\n#endif\n",
             b"\\\n", b"\\", b"\\\r\n", b"#define M \\   \n x\n",
             b"#include \\\n <cuda_runtime.h>\n"]
    return rng.choice(forms)


def g_unterminated(rng):
    return rng.choice([b'const char *s = "abc', b"/* never closed", b"char c = 'a",
                       b"'", b'"', b'R"x(raw', b"u8\"", b"L'", b"/*", b"*/",
                       b'#include "', b"#include <cuda_runtime.h", b"#define S(x) #x\nS(\"",
                       b"asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(x)"])


def g_chevron(rng):
    return rng.choice([b"kern<<<1, 1(p);\n", b"kern<<<1, 1>>(p);\n",
                       b"kern<<<<1, 1>>>>(p);\n", b">>>\n", b"<<<\n", b"<<<>>>\n",
                       b"kern<<<1, 1>>>;\n", b"kern<<<1, 1>>>(\n", b"a<b<<<c>>>(d)>;\n",
                       b"kern<<<kern<<<1,1>>>(p),1>>>(p);\n", b"kern <<< 1 , 1 >>> ( p ) ;\n",
                       b"x = y <<< 2;\n", b"template <int N> __global__ void t();\nt<3><<<1,1>>>();\n",
                       b"kern<<<1, 1, 0, 0, 0>>>(p);\n", b"int z = kern<<<1,1>>>(p) + 1;\n",
                       b"auto l = [] __device__ () {};\nkern<<<1,1>>>(l);\n"])


def g_stray(rng):
    n = rng.choice([1, 1, 2, 8, 64])
    pool = list(range(0x80, 0x100)) + [0, 1, 0x1a, 0x0c, 0x0b, 0x0d, 0x7f, 0x5c]
    return bytes(rng.choice(pool) for _ in range(n))


def g_long(rng):
    n = rng.choice([4096, 20000, 70000])
    kind = rng.randrange(5)
    if kind == 0:
        return b"int " + b"a" * n + b";\n"
    if kind == 1:
        return b"cudaFree(p);" * (n // 12) + b"\n"
    if kind == 2:
        return b'const char *s = "' + b"x" * n + b'";\n'
    if kind == 3:
        return b"// " + b"cudaMalloc " * (n // 11) + b"\n"
    return b"kern<<<1,1>>>(p);" * (n // 17) + b"\n"


def g_deep(rng):
    n = rng.choice([50, 300, 1000, 5000])
    kind = rng.randrange(6)
    if kind == 0:
        return b"int x = " + b"(" * n + b"1" + b")" * n + b";\n"
    if kind == 1:
        return b"void f() " + b"{" * n + b"}" * n + b"\n"
    if kind == 2:
        return b"int x = " + b"(" * n + b";\n"
    if kind == 3:
        return b"{" * n + b"\n"
    if kind == 4:
        return b"cudaFree(" * n + b"p" + b")" * n + b";\n"
    return b"template<" * (n // 10) + b"\n"


def g_chain(rng):
    """Recursion the bracket-depth limit does not bound."""
    n = rng.choice([100, 2000, 20000, 40000])
    kind = rng.randrange(6)
    if kind == 0:
        return b"int x = " + b"(int)" * n + b"1;\n"
    if kind == 1:
        return b"int x = " + b"!" * n + b"1;\n"
    if kind == 2:
        return b"void f() { " + b"if (1) ; else " * (n * 3) + b"; }\n"
    if kind == 3:
        return b"S<" * n + b"int" + b">" * n + b" s;\n"
    if kind == 4:
        return b"int x = " + b"~" * n + b"1;\n"
    return b"int x = " + b"1 ? 1 : " * n + b"1;\n"


def g_include(rng):
    return rng.choice([b'#include "missing.h"\n', b"#include <nothere/cuda_runtime.h>\n",
                       b"#include\n", b'#include ""\n', b"#include <>\n",
                       b"#include __FILE__\n", b"#include_next <cuda_runtime.h>\n",
                       b'#import "missing.cuh"\n', b"#include <cuda_runtime.h>\n",
                       b'#include "fuzz_header.cuh"\n', b"#include <cuda.h>\n#include <cublas_v2.h>\n",
                       b"#define H <cuda_runtime.h>\n#include H\n", b"#include MISSING_MACRO\n",
                       b'#if __has_include("missing.h")\n#include "missing.h"\n#endif\n'])


def g_asm(rng):
    return rng.choice([b'asm("mov.u32 %0, %%laneid;" : "=r"(x));\n',
                       b'asm volatile("bar.sync 0;");\n', b'asm("");\n', b"asm(\n",
                       b'__asm__ __volatile__("shfl.sync.down.b32 %0, %1, 1, 0x1f, -1;" : "=r"(v) : "r"(v));\n',
                       b'asm("cudaMalloc<<<1,1>>>");\n', b'asm("%" "0" : "=r"(x) : "r"(x), "r"(x), "r"(x));\n',
                       b"__global__ void a() { asm(\"trap;\"); }\n", b'asm goto("" :::: l);\n'])


def g_misc(rng):
    return rng.choice([b"#pragma unroll\n", b"#pragma once\n", b"#line 0\n",
                       b"#line 4294967295\n", b'# 1 "other.cu" 3\n', b"#error fuzz\n",
                       b"#warning fuzz\n", b'_Pragma("unroll")\n', b"#undef __CUDACC__\n",
                       b"#define __global__\n", b"#define cudaMalloc hipMalloc\n",
                       b"#define threadIdx 3\n", b"#define __syncthreads()\n",
                       b"%:define X 1\n", b"??=define Y 2\n", b"\xef\xbb\xbf",
                       b'extern "C" {\n', b"namespace {\n", b"}\n", b"#\n", b"# 12\n",
                       b"#define\n", b"#define X(\n", b"#define X(a, a) a\n",
                       b"#undef\n", b"#endif\n", b"#else\n", b"#elif 1\n", b"#if\n",
                       b"#define A B\n#define B A\nA;\n", b"__launch_bounds__(256) __global__ void lb() {}\n",
                       b"texture<float, 1, cudaReadModeElementType> tex;\n",
                       b"__shared__ float s[32];\n", b"extern __shared__ float dyn[];\n",
                       b"__constant__ int c[4] = {1};\n", b"cudaError_t (*fp)(void **, size_t) = cudaMalloc;\n",
                       b"using cudaStream_t = int;\n", b"#define X cuda##Malloc\n",
                       b"void cudaMalloc();\n", b"struct cudaDeviceProp p{};\n"])


GRAMMAR = [g_if_elif, g_nested_if, g_ifdef, g_variadic, g_continuation,
           g_unterminated, g_chevron, g_stray, g_long, g_deep, g_chain,
           g_include, g_asm, g_misc, body]


def snippet(rng):
    return rng.choice(GRAMMAR)(rng)


def grammar_file(rng):
    out = rng.choice([b"#include <cuda_runtime.h>\n", b""])
    for _ in range(rng.randrange(1, 8)):
        out += snippet(rng)
        if not out.endswith(b"\n") and rng.random() < 0.8:
            out += b"\n"
    return out


# --- mutators --------------------------------------------------------------------
def line_starts(data):
    starts = [0]
    i = data.find(b"\n")
    while i != -1:
        starts.append(i + 1)
        i = data.find(b"\n", i + 1)
    return starts


def span(rng, data):
    if not data:
        return 0, 0
    a = rng.randrange(len(data))
    length = rng.choice([1, 2, 8, 32, 256, 4096])
    return a, min(len(data), a + rng.randrange(1, length + 1))


def line_span(rng, data):
    starts = line_starts(data) + [len(data)]
    i = rng.randrange(len(starts) - 1) if len(starts) > 1 else 0
    j = min(len(starts) - 1, i + rng.choice([1, 1, 2, 5, 20]))
    return starts[i], starts[j]


def m_delete(rng, data, seeds):
    a, b = (line_span if rng.random() < 0.5 else span)(rng, data)
    return data[:a] + data[b:]


def m_duplicate(rng, data, seeds):
    a, b = (line_span if rng.random() < 0.5 else span)(rng, data)
    times = rng.choice([1, 1, 2, 10])
    return data[:b] + data[a:b] * times + data[b:]


def m_insert_snippet(rng, data, seeds):
    starts = line_starts(data)
    at = rng.choice(starts)
    s = snippet(rng)
    if not s.endswith(b"\n") and rng.random() < 0.7:
        s += b"\n"
    return data[:at] + s + data[at:]


def m_insert_bytes(rng, data, seeds):
    at = rng.randrange(len(data) + 1)
    if rng.random() < 0.5:
        chunk = g_stray(rng)
    else:
        chunk = rng.choice([b"\r\n", b"\r", b"\\", b"\\\n", b"#", b"<<<", b">>>",
                            b"(", b")", b"{", b"}", b'"', b"'", b"/*", b"*/", b"//",
                            b"##", b",", b";", b"\t", b"??/", b"\0", b"\xc3", b"\xe2\x80",
                            b"\xf0\x9f\x98\x80", b"\xed\xa0\x80"])
    return data[:at] + chunk + data[at:]


def m_truncate(rng, data, seeds):
    return data[:rng.randrange(len(data) + 1)]


def m_splice(rng, data, seeds):
    other = rng.choice(seeds)
    a = rng.randrange(len(data) + 1)
    b = rng.randrange(len(other) + 1)
    if rng.random() < 0.5:  # at line boundaries
        a = rng.choice(line_starts(data) + [len(data)])
        b = rng.choice(line_starts(other) + [len(other)])
    return data[:a] + other[b:]


def m_swap_lines(rng, data, seeds):
    lines = data.splitlines(True)
    if len(lines) < 2:
        return data
    for _ in range(rng.choice([1, 1, 3])):
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def m_crlf(rng, data, seeds):
    if rng.random() < 0.5:
        return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    a, b = line_span(rng, data)
    return data[:a] + data[a:b].replace(b"\n", rng.choice([b"\r\n", b"\r"])) + data[b:]


MUTATORS = [m_delete, m_duplicate, m_insert_snippet, m_insert_snippet,
            m_insert_bytes, m_truncate, m_splice, m_swap_lines, m_crlf]


def make_text(rng, seeds, nul_ok):
    if rng.random() < 0.12:
        data = grammar_file(rng)
    else:
        data = rng.choice(seeds)
    for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
        data = rng.choice(MUTATORS)(rng, data, seeds)
    if not nul_ok and b"\0" in data and rng.random() < 0.9:
        data = data.replace(b"\0", b"")  # hipify refuses files with NUL bytes
    return data[:MAX_INPUT]


# --- cases ------------------------------------------------------------------------
# A case: {"target", "main": bytes, "header": bytes (batch), "change": bytes
# (lsp), "variant": dict (lsp)}.
LSP_VARIANTS = ["normal", "normal", "normal", "bad-length", "negative-length",
                "huge-length", "missing-length", "truncated-json", "nested-json",
                "unknown-methods", "after-shutdown", "no-initialize",
                "bad-positions", "raw-bytes", "short-length", "garbage",
                "wrong-types", "many-changes", "exit-only"]


def make_case(target, seed, index, seeds):
    rng = random.Random("%s:%s:%d" % (seed, target, index))
    case = {"target": target,
            "main": make_text(rng, seeds, nul_ok=(target == "lsp"))}
    if target == "batch":
        header = make_text(rng, seeds, nul_ok=False)
        inc = b'#include "' + HEADER_NAME.encode() + b'"\n'
        starts = line_starts(case["main"])
        at = rng.choice(starts[:8])
        case["main"] = case["main"][:at] + inc + case["main"][at:]
        case["header"] = header
    if target == "lsp":
        case["change"] = m_insert_snippet(rng, case["main"], seeds) \
            if rng.random() < 0.5 else make_text(rng, seeds, nul_ok=True)
        kind = rng.choice(LSP_VARIANTS)
        case["variant"] = {"kind": kind, "r": rng.randrange(1 << 30)}
    return case


def case_hash(case):
    h = hashlib.sha1(case["target"].encode())
    for key in ("main", "header", "change"):
        if key in case:
            h.update(b"\0" + key.encode() + b"\0" + case[key])
    if "variant" in case:
        h.update(json.dumps(case["variant"], sort_keys=True).encode())
    return h.hexdigest()[:12]


# --- running ---------------------------------------------------------------------
class Result:
    def __init__(self, rc, stderr, timed_out, elapsed, note=""):
        self.rc = rc
        self.stderr = stderr
        self.timed_out = timed_out
        self.elapsed = elapsed
        self.note = note        # extra evidence (batch reason, lsp diagnostic)
        self.command = ""
        self.signature = None   # None: no crash


def run_process(argv, stdin_bytes, timeout, env, cwd=None):
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin_bytes is not None
                            else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=cwd, start_new_session=True)
    timed_out = False
    try:
        out, err = proc.communicate(stdin_bytes, timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
        out, err = proc.communicate()
    # Workers of a batch, or anything else left in the group.
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        pass
    return proc.returncode, out, err, timed_out, time.monotonic() - start


STDERR_MARKERS = [
    (re.compile(rb"^LLVM ERROR:", re.M), "llvm-error"),
    (re.compile(rb"^Stack dump:", re.M), "stack-dump"),
    (re.compile(rb"Assertion [`'\"].*failed", re.M), "assertion"),
    (re.compile(rb"^\S*: \S+:\d+: .*: Assertion", re.M), "assertion"),
    (re.compile(rb"AddressSanitizer|UndefinedBehaviorSanitizer|LeakSanitizer"), "sanitizer"),
    (re.compile(rb"^terminate called", re.M), "terminate"),
]
FRAME = re.compile(rb"^\s*#(\d+) 0x[0-9a-fA-F]+ (.*)$", re.M)
GDB_FRAME = re.compile(rb"^#\d+\s+(?:0x[0-9a-fA-F]+ in )?(.*?)(?: (?:from|at) \S+)?$")


def own_frames(stderr):
    """hipify's own functions in an LLVM stack dump, innermost first."""
    frames = []
    for m in FRAME.finditer(stderr):
        text = m.group(2).decode("utf-8", "replace")
        # "NAME /path/file.cpp:12:3" or "NAME (binary+0x...)" or "(binary+0x...)"
        name = re.sub(r"\s+(\(\S+\+0x[0-9a-f]+\)|\S+:\d+(:\d+)?)$", "", text)
        if "hipify::" in name or re.search(r"/(lib|tools)/[A-Za-z-]+/", text) \
                and "/llvm" not in text:
            frames.append(name.strip())
    return frames


def short_name(frame):
    """A function name without its parameter list or return type."""
    depth = 0
    for i in range(len(frame) - 1, -1, -1):
        c = frame[i]
        if c == ")":
            depth += 1
        elif c == "(":
            depth -= 1
            if depth == 0:
                name = frame[:i]
                break
    else:
        name = frame
    depth = 0
    for i in range(len(name) - 1, -1, -1):  # drop a return type
        c = name[i]
        if c in ">)":
            depth += 1
        elif c in "<(":
            depth -= 1
        elif c == " " and depth == 0 and not name[i:].startswith(" ["):
            return name[i + 1:]
    return name


def own_label(name):
    """hipify's function in a frame name: 'llvm::function_ref<...
    hipify::X::f(...)::{lambda()#1}>' is 'hipify::X::f'."""
    if name.startswith("hipify::"):
        return name
    m = re.search(r"hipify::[A-Za-z_][\w:]*(?:\([^()]*\))?", name)
    return short_name(m.group(0)) if m else name


def recursion(stderr):
    """For a stack dump cut short (LLVM prints 256 frames) before any of
    hipify's frames: 'recursion in F, G', the functions the dump repeats."""
    names = [short_name(re.sub(r"\s+(\(\S+\+0x[0-9a-f]+\)|\S+:\d+(:\d+)?)$", "",
                               m.group(2).decode("utf-8", "replace")).strip())
             for m in FRAME.finditer(stderr)]
    if len(names) < 200:
        return ""
    counts = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    cycle = sorted(n for n in counts if counts[n] >= 50)
    return "recursion in " + ", ".join(cycle[:3]) if cycle else ""


def classify(target, rc, stderr, timed_out, extra_kind=None, extra_code=None):
    """(kind, code, frame) for a crash, else None."""
    frames = own_frames(stderr)
    frame = own_label(short_name(frames[0])) if frames else recursion(stderr)
    if timed_out:
        return ("hang", 0, frame)
    if rc is not None and rc < 0:
        return ("signal", -rc, frame)
    if rc is not None and (rc >= 128 or rc not in (0, 1, 2)):
        return ("exit", rc, frame)
    for pattern, kind in STDERR_MARKERS:
        if pattern.search(stderr):
            return (kind, rc, frame)
    if extra_kind:
        return (extra_kind, extra_code or 0, frame)
    return None


class Runner:
    def __init__(self, args):
        self.hipify = os.path.abspath(args.hipify)
        self.lsp = os.path.abspath(args.lsp) if args.lsp else os.path.join(
            os.path.dirname(self.hipify), "hipify-lsp")
        self.cuda_path = args.cuda_path
        self.timeout = args.timeout
        self.env = dict(os.environ)
        if "HIPIFY_CACHE_DIR" not in self.env:
            self.env["HIPIFY_CACHE_DIR"] = os.path.join(
                tempfile.gettempdir(), "hipify-fuzz-cache-%d" % os.getuid())
        # A contained crash (exit 3, a hipify-internal-error) prints its
        # stack too, for the signature and the minimiser.
        self.env.setdefault("HIPIFY_CRASH_BACKTRACE", "1")
        symbolizer = "/usr/lib/llvm-22/bin/llvm-symbolizer"
        if "LLVM_SYMBOLIZER_PATH" not in self.env and os.path.exists(symbolizer):
            self.env["LLVM_SYMBOLIZER_PATH"] = symbolizer
        self.work = tempfile.mkdtemp(prefix="hipify-fuzz-")
        self.gdb = shutil.which("gdb") and not args.no_gdb

    def close(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def fresh_dir(self):
        d = os.path.join(self.work, "case")
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        return d

    def run(self, case):
        return getattr(self, "run_" + case["target"])(case)

    def _cuda(self):
        return ["--cuda-path=" + self.cuda_path] if self.cuda_path else []

    def run_port(self, case, sub="port"):
        d = self.fresh_dir()
        path = os.path.join(d, "fuzz.cu")
        with open(path, "wb") as f:
            f.write(case["main"])
        return self.run_file(path, sub, d)

    def run_file(self, path, sub, d):
        argv = [self.hipify, sub, path] + self._cuda()
        if sub == "port":
            argv += ["-o", os.path.join(d, "out.hip")]
        rc, out, err, to, el = run_process(argv, None, self.timeout, self.env)
        r = Result(rc, err, to, el)
        r.command = " ".join(argv[:2] + ["FILE"] + argv[3:]).replace(d, "DIR")
        r.signature = classify(sub, rc, err, to)
        if r.signature and r.signature[0] == "signal" and not r.signature[2] and self.gdb:
            # No stack dump (a crash on a thread whose stack overflowed, say).
            frames, bt = self.gdb_backtrace(argv, None, d)
            if frames:
                r.signature = (r.signature[0], r.signature[1], frames)
                r.stderr += b"\n--- the first signal under gdb ---\n" + bt
        return r

    def run_check(self, case):
        return self.run_port(case, "check")

    def run_batch(self, case):
        d = self.fresh_dir()
        src = os.path.join(d, "src")
        os.makedirs(src)
        with open(os.path.join(src, "fuzz.cu"), "wb") as f:
            f.write(case["main"])
        with open(os.path.join(src, HEADER_NAME), "wb") as f:
            f.write(case["header"])
        out_dir = os.path.join(d, "out")
        report = os.path.join(d, "report.json")
        argv = [self.hipify, "port", "--in-root=" + src, "--out-root=" + out_dir,
                "-j1", "--quiet", "--report=" + report,
                "--timeout=%d" % max(1, int(self.timeout) - 5)] + self._cuda()
        rc, out, err, to, el = run_process(argv, None, self.timeout, self.env)
        extra, code, reasons, failed = None, 0, [], None
        if not to and rc in (0, 1):
            try:
                with open(report) as f:
                    files = json.load(f).get("files", [])
            except (OSError, ValueError) as e:
                files = []
                extra, reasons = "no-report", [str(e)]
            for entry in files:
                reason = entry.get("reason", "") or ""
                # A worker that refused its unit with a message (exit 2:
                # "cannot parse ...") ended as documented; one that exited
                # with another code, crashed, hung or left nothing did not.
                refused = re.search(r"failed with exit code 2: hipify: error:",
                                    reason)
                if not refused and re.search(
                        r"crashed|signal|killed|timed out|exit code|no result|"
                        r"malformed", reason):
                    reasons.append("%s: %s" % (entry.get("path"), reason))
                    if extra is None:
                        failed = entry.get("path")
                        extra = ("worker-hang" if "timed out" in reason else
                                 "worker-crash" if "crashed" in reason or "signal" in reason
                                 else "worker-failed")
        r = Result(rc, err, to, el, "\n".join(reasons))
        r.command = " ".join(argv).replace(d, "DIR")
        r.signature = classify("batch", rc, err, to, extra, code)
        if r.signature and r.signature[0].startswith("worker") and not r.signature[2] \
                and failed and os.path.isfile(os.path.join(src, failed)):
            # The worker's stack dump went to its log: run the unit alone for it.
            alone = self.run_file(os.path.join(src, failed), "port", d)
            if alone.signature and alone.signature[2]:
                r.signature = (r.signature[0], r.signature[1], alone.signature[2])
            r.stderr = err + b"\n--- the unit run alone (hipify port src/%s): " \
                b"exit %s%s ---\n" % (failed.encode(), str(alone.rc).encode(),
                                      b", timed out" if alone.timed_out else b"") + alone.stderr
        return r

    # --- lsp ---
    def run_lsp(self, case):
        d = self.fresh_dir()
        stream = lsp_stream(case, d, self.cuda_path)
        argv = [self.lsp]
        rc, out, err, to, el = run_process(argv, stream, self.timeout, self.env, cwd=d)
        extra, note = None, ""
        if b"hipify crashed (" in out:
            extra, note = "recovered-crash", "a hipify-internal-error diagnostic says: hipify crashed"
        r = Result(rc, err, to, el, note)
        r.command = "hipify-lsp < STDIN (variant %s)" % case["variant"]["kind"]
        r.signature = classify("lsp", rc, err, to, extra)
        r.stdin = stream
        if r.signature and r.signature[0] in ("signal", "recovered-crash") \
                and not r.signature[2] and self.gdb:
            # The server handles the parser's signals itself and prints no
            # stack dump: stop at the first signal under gdb for one.
            frames, bt = self.gdb_backtrace(argv, stream, d)
            if frames:
                r.signature = (r.signature[0], r.signature[1], frames)
                r.stderr += b"\n--- the first signal under gdb ---\n" + bt
        return r

    def gdb_backtrace(self, argv, stream, d):
        path = os.path.join(d, "stdin")
        with open(path, "wb") as f:
            f.write(stream or b"")
        # "run ARGS < FILE": a bare "run < FILE" would drop --args' arguments.
        run = "run " + " ".join(shlex.quote(a) for a in argv[1:]) + " < " + shlex.quote(path)
        cmd = ["gdb", "-q", "-batch", "-nx", "-ex", "set pagination off",
               "-ex", run, "-ex", "bt 300", "-ex", "bt -40", argv[0]]
        rc, out, err, to, _ = run_process(cmd, None, self.timeout * 2, self.env, cwd=d)
        lines, seen = [], set()
        for l in out.splitlines():
            m = re.match(rb"^#(\d+)", l)
            if m and GDB_FRAME.match(l) and m.group(1) not in seen:
                seen.add(m.group(1))
                lines.append(l)
        text = b"\n".join(lines[:STDERR_LINES] + [b"..."] + lines[-10:])

        def name(l):
            return short_name(re.sub(r" \(\)$", "", GDB_FRAME.match(l).group(1).decode(
                "utf-8", "replace")).strip())
        inner = [name(l) for l in lines if int(re.match(rb"^#(\d+)", l).group(1)) < 300]
        outer = [name(l) for l in lines if int(re.match(rb"^#(\d+)", l).group(1)) >= 300]
        if not inner:
            return "", text
        counts = {}
        for n in inner:
            counts[n] = counts.get(n, 0) + 1
        cycle = ", ".join(sorted(n for n in counts if counts[n] >= 50)[:3])
        own = [i for i, n in enumerate(inner) if "hipify::" in n]
        if own and (own[0] < 100 or not cycle):
            return own_label(inner[own[0]]), text
        if cycle:
            # One deep recursion: name it, and the innermost of our frames
            # beyond it (gdb printed the outermost 40).
            outer_own = [own_label(n) for n in outer if "hipify::" in n]
            if own:
                return "recursion in %s (from %s)" % (cycle, own_label(inner[own[0]])), text
            if outer_own:
                return "recursion in %s (from %s)" % (cycle, outer_own[0]), text
            return "recursion in " + cycle, text
        return "", text


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def lsp_stream(case, work_dir, cuda_path):
    """The bytes sent to hipify-lsp's stdin for one case."""
    v = case["variant"]
    kind = v["kind"]
    rng = random.Random(v["r"])
    uri = "file://" + os.path.join(work_dir, DOC_NAME)
    raw = kind == "raw-bytes"
    ids = iter(range(1, 1000))

    def text(b):
        return b.decode("utf-8", "surrogateescape")

    def msg(obj):
        body = json.dumps(dict(obj, jsonrpc="2.0"), ensure_ascii=not raw)
        return frame(body.encode("utf-8", "surrogateescape"))

    def req(method, params=None):
        m = {"id": next(ids), "method": method}
        if params is not None:
            m["params"] = params
        return msg(m)

    def note(method, params=None):
        m = {"method": method}
        if params is not None:
            m["params"] = params
        return msg(m)

    def pos():
        if kind == "bad-positions":
            pick = [-1, 0, 1, 7, 2 ** 31 - 1, 2 ** 31, -2 ** 31, 2 ** 53, 10 ** 30, 1.5]
            return {"line": rng.choice(pick), "character": rng.choice(pick)}
        lines = case["main"].count(b"\n") + 1
        return {"line": rng.randrange(lines + 2), "character": rng.randrange(120)}

    def code_action(only=None):
        ctx = {"diagnostics": []}
        if only:
            ctx["only"] = only
        return req("textDocument/codeAction", {
            "textDocument": {"uri": uri},
            "range": {"start": pos(), "end": pos()}, "context": ctx})

    init = req("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                              "initializationOptions": {"cudaPath": cuda_path}
                              if cuda_path else {}})
    opened = note("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1, "text": text(case["main"])}})
    changed = note("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"text": text(case["change"])}]})
    out = [init, note("initialized", {}), opened]
    if kind == "exit-only":
        return init + note("exit")
    if kind == "no-initialize":
        out = [code_action(), opened, req("shutdown"), init, note("initialized", {}), opened]
    bad = []
    if kind == "bad-length":
        bad = [b"Content-Length: " + rng.choice([b"abc", b"12abc", b"0x10", b"", b" ",
                                                  b"1e3", b"+5", b"\xff"]) + b"\r\n\r\n{}"]
    elif kind == "negative-length":
        bad = [b"Content-Length: -%d\r\n\r\n{}" % rng.choice([1, 2, 100, 2 ** 31, 2 ** 63])]
    elif kind == "huge-length":
        bad = [b"Content-Length: %d\r\n\r\n{\"jsonrpc\":\"2.0\"}" % rng.choice(
            [2 ** 31 - 1, 2 ** 31, 2 ** 32 + 5, 2 ** 62, 2 ** 64 + 1, 10 ** 30])]
    elif kind == "missing-length":
        body = json.dumps({"jsonrpc": "2.0", "id": 900, "method": "shutdown"}).encode()
        bad = [rng.choice([b"\r\n\r\n", b"Content-Type: x\r\n\r\n", b"Content-Length:\r\n\r\n",
                           b"Content-Length 5\r\n\r\n", b"content-length: 2\n\n"]) + body]
    elif kind == "truncated-json":
        body = json.dumps({"jsonrpc": "2.0", "id": 901, "method": "textDocument/codeAction",
                           "params": {"textDocument": {"uri": uri}}}).encode()
        cut = rng.randrange(1, len(body))
        bad = [frame(body[:cut]), b"Content-Length: %d\r\n\r\n" % len(body) + body[:cut]]
        bad = [rng.choice(bad)]
    elif kind == "nested-json":
        n = rng.choice([1000, 20000, 200000, 1000000])
        open_, close = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        inner = open_ * n + b"1" + close * n
        bad = [frame(b'{"jsonrpc":"2.0","id":902,"method":"textDocument/codeAction","params":'
                     + inner + b"}"), frame(inner)]
        bad = [rng.choice(bad)]
    elif kind == "unknown-methods":
        bad = [req(rng.choice(["$/cancelRequest", "foo", "", "textDocument/hover",
                               "textDocument/didOpen", "initialize", "exit"]), {}),
               note(rng.choice(["$/setTrace", "textDocument/didSave", "shutdown", "x"]), [1]),
               msg({"id": None, "method": "shutdown"}), msg({"id": [1], "method": "x"}),
               msg({"id": 5, "result": None}), msg({"id": 6, "error": {"code": 1}})]
    elif kind == "short-length":
        body = json.dumps({"jsonrpc": "2.0", "id": 903, "method": "shutdown"}).encode()
        bad = [b"Content-Length: %d\r\n\r\n" % (len(body) - rng.randrange(1, 10)) + body]
    elif kind == "garbage":
        bad = [bytes(rng.randrange(256) for _ in range(rng.choice([1, 16, 512])))]
    elif kind == "wrong-types":
        bad = [note("textDocument/didOpen", {"textDocument": {"uri": 5, "text": None}}),
               note("textDocument/didOpen", {"textDocument": {"uri": uri, "text": ["x"],
                                                              "version": "one"}}),
               note("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                               "contentChanges": [{"range": {}, "text": "x"}]}),
               note("textDocument/didChange", {"textDocument": {"uri": uri},
                                               "contentChanges": []}),
               req("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": None}),
               note("workspace/didChangeConfiguration", {"settings": rng.choice(
                   [None, 1, {"hipify": {"extraArgs": [1, 2]}},
                    {"hipify": {"cudaPath": "/nonexistent"}},
                    {"hipify": {"extraArgs": ["-Xclang", "-ast-dump"]}},
                    {"hipify": {"extraArgs": ["-include", "/nonexistent.h"]}}])}),
               note("textDocument/didOpen", {"textDocument": {
                   "uri": "file:///nonexistent/dir/x.cu", "languageId": "cuda",
                   "version": 1, "text": text(case["main"])}}),
               note("textDocument/didOpen", {"textDocument": {
                   "uri": rng.choice(["", "untitled:1", "file://", "file:///%ZZ", "http://x/y.cu"]),
                   "languageId": "cuda", "version": 1, "text": "int x;"}})]
        rng.shuffle(bad)
        bad = bad[:rng.randrange(1, len(bad) + 1)]
    elif kind == "many-changes":
        for i in range(rng.randrange(2, 6)):
            out.append(note("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": 3 + i},
                "contentChanges": [{"text": text(case["change"][:rng.randrange(
                    len(case["change"]) + 1)])}]}))
    if bad:
        out.insert(rng.randrange(1, len(out) + 1), b"".join(bad))
    out += [changed, code_action(), code_action(["source"])]
    out += [req("shutdown")]
    if kind == "after-shutdown":
        out += [code_action(), req("initialize", {}), note("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": 9},
            "contentChanges": [{"text": "int y;"}]}), req("shutdown")]
    out += [note("exit")]
    return b"".join(out)


# --- storing, minimizing, replaying --------------------------------------------------
def sig_text(sig):
    kind, code, fr = sig
    what = {"signal": "signal %d" % code, "exit": "exit code %d" % code,
            "hang": "timeout (hang)"}.get(kind, "%s (exit %s)" % (kind, code))
    return what + (" in " + fr if fr else "")


def tail(data, n=STDERR_LINES):
    lines = data.decode("utf-8", "replace").splitlines()
    return "\n".join(lines[-n:])


def store(out_dir, case, result, info):
    os.makedirs(out_dir, exist_ok=True)
    name = "%s-%s" % (case["target"], case_hash(case))
    base = os.path.join(out_dir, name)
    with open(base + ".cu", "wb") as f:
        f.write(case["main"])
    replay = {"target": case["target"], "signature": list(result.signature)}
    if "header" in case:
        with open(base + ".cuh", "wb") as f:
            f.write(case["header"])
        replay["header"] = name + ".cuh"
    if "change" in case:
        with open(base + ".change.cu", "wb") as f:
            f.write(case["change"])
        replay["change"] = name + ".change.cu"
        replay["variant"] = case["variant"]
    if getattr(result, "stdin", None) is not None:
        with open(base + ".stdin", "wb") as f:
            f.write(result.stdin)
    lines = ["replay: " + json.dumps(replay, sort_keys=True),
             "signature: " + sig_text(result.signature),
             "command: " + result.command,
             "exit code: %s%s" % (result.rc, " (timed out after %gs)" % result.elapsed
                                  if result.timed_out else ""),
             "time: %.1fs" % result.elapsed]
    lines += ["%s: %s" % kv for kv in info]
    if case["target"] == "batch":
        lines.append("files: %s.cu is DIR/src/fuzz.cu, %s.cuh is DIR/src/%s"
                     % (name, name, HEADER_NAME))
    if case["target"] == "lsp":
        lines.append("files: %s.cu is the didOpen text, %s.change.cu the didChange "
                     "text, %s.stdin the exact bytes sent" % (name, name, name))
    if result.note:
        lines += ["evidence:", result.note]
    lines += ["stderr (last %d lines):" % STDERR_LINES, tail(result.stderr)]
    with open(base + ".txt", "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return base + ".cu"


def reduce_units(units, still_crashes, deadline):
    """Greedy chunk removal (ddmin-like) over a list of byte strings."""
    chunk = max(1, len(units) // 2)
    while units:
        changed = False
        i = 0
        while i < len(units):
            if time.monotonic() > deadline:
                return units
            candidate = units[:i] + units[i + chunk:]
            if still_crashes(candidate):
                units = candidate
                changed = True
            else:
                i += chunk
        if chunk > 1:
            chunk //= 2
        elif not changed:
            break
    return units


def minimize(runner, case, signature, seconds, log):
    deadline = time.monotonic() + seconds
    tests = [0]
    best = dict(case)

    def crashes_with(c):
        tests[0] += 1
        r = runner.run(c)
        return r.signature is not None and tuple(r.signature) == tuple(signature)

    for key in ("main", "header", "change"):
        if key not in best:
            continue

        def test_lines(units, key=key):
            c = dict(best)
            c[key] = b"".join(units)
            return crashes_with(c)
        units = reduce_units(best[key].splitlines(True), test_lines, deadline)
        best[key] = b"".join(units)

        def test_chars(units, key=key):
            c = dict(best)
            c[key] = bytes(units)
            return crashes_with(c)
        chars = [bytes([b]) for b in best[key]]
        best[key] = b"".join(reduce_units(chars, lambda u, key=key: test_chars(
            [x[0] for x in u], key), deadline))
    if "variant" in best and best["variant"]["kind"] != "normal":
        c = dict(best, variant={"kind": "normal", "r": best["variant"]["r"]})
        if crashes_with(c):
            best = c
    log("  minimized %d -> %d bytes in %d runs" % (len(case["main"]), len(best["main"]),
                                                    tests[0]))
    return best


def replay_dir(runner, directory, log):
    still = 0
    count = 0
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".txt"):
            continue
        path = os.path.join(directory, name)
        with open(path, encoding="utf-8", errors="replace") as f:
            first = f.readline()
        if not first.startswith("replay: "):
            continue
        spec = json.loads(first[len("replay: "):])
        base = path[:-len(".txt")]
        with open(base + ".cu", "rb") as f:
            case = {"target": spec["target"], "main": f.read()}
        for key in ("header", "change"):
            if key in spec:
                with open(os.path.join(directory, spec[key]), "rb") as f:
                    case[key] = f.read()
        if "variant" in spec:
            case["variant"] = spec["variant"]
        count += 1
        r = runner.run(case)
        if r.signature:
            still += 1
            log("%s: still crashes: %s (was: %s)" % (
                os.path.basename(base), sig_text(r.signature),
                sig_text(tuple(spec["signature"]))))
        else:
            log("%s: fixed (exit %s)" % (os.path.basename(base), r.rc))
    log("replay: %d of %d stored crashes still crash" % (still, count))
    return 1 if still else 0


# --- main -------------------------------------------------------------------------
def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hipify", default=os.environ.get("HIPIFY", "hipify"),
                   help="the hipify binary (default: $HIPIFY, else hipify on PATH)")
    p.add_argument("--lsp", help="the hipify-lsp binary (default: next to --hipify)")
    p.add_argument("--target", default="port",
                   help="comma-separated: port, check, batch, lsp (default port)")
    p.add_argument("--seed", default="1", help="the run's seed (any string)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--count", type=int,
                   help="number of inputs, the targets taking turns (default 100)")
    g.add_argument("--seconds", type=float, help="run for this long, the targets taking turns")
    p.add_argument("--start", type=int, default=0, help="first input index")
    p.add_argument("--out", help="store crashing inputs here")
    p.add_argument("--minimize", action="store_true",
                   help="delta-reduce each new crash before storing it")
    p.add_argument("--minimize-seconds", type=float, default=300,
                   help="time limit per minimization (default 300)")
    p.add_argument("--max-per-signature", type=int, default=2,
                   help="store at most this many crashes with one signature (default 2)")
    p.add_argument("--replay", metavar="DIR", help="rerun stored crashes; exit 1 if any crash")
    p.add_argument("--timeout", type=float, default=30, help="seconds per input (default 30)")
    p.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    p.add_argument("--seeds-root", default=SRC_ROOT, help="repository the seeds come from")
    p.add_argument("--dump", metavar="DIR", help="write the inputs to DIR and run nothing")
    p.add_argument("--no-gdb", action="store_true",
                   help="lsp: do not rerun crashes under gdb for a backtrace")
    p.add_argument("-v", "--verbose", action="store_true", help="a line per input")
    args = p.parse_args()

    def log(text):
        print(text, flush=True)

    if args.hipify == "hipify":
        args.hipify = shutil.which("hipify") or "hipify"
    targets = [t.strip() for t in args.target.split(",") if t.strip()]
    for t in targets:
        if t not in TARGETS:
            p.error("unknown target '%s' (one of %s)" % (t, ", ".join(TARGETS)))
    runner = Runner(args)
    for binary in [] if args.dump else ([runner.hipify] if args.replay or set(targets) - {"lsp"} else []) + \
            ([runner.lsp] if "lsp" in targets or args.replay else []):
        if not os.access(binary, os.X_OK):
            p.error("no such program: %s" % binary)
    try:
        if args.replay:
            return replay_dir(runner, args.replay, log)
        seeds = load_seeds(args.seeds_root)
        if not seeds:
            p.error("no seeds under %s" % args.seeds_root)
        if args.count is None and args.seconds is None:
            args.count = 100
        return fuzz(args, runner, targets, seeds, log)
    finally:
        runner.close()


def fuzz(args, runner, targets, seeds, log):
    start = time.monotonic()
    per_target = {t: [0, 0.0] for t in targets}   # inputs, seconds
    signatures = {}                                # (target, sig) -> count
    crashes = 0
    index = args.start
    log("hipify-fuzz: seed %s, targets %s, %d seeds, %s" % (
        args.seed, ",".join(targets), len(seeds),
        "%d inputs" % args.count if args.count is not None
        else "%gs" % args.seconds))
    while True:
        if args.count is not None and index - args.start >= args.count:
            break
        if args.seconds is not None and time.monotonic() - start >= args.seconds:
            break
        target = targets[index % len(targets)]
        case = make_case(target, args.seed, index, seeds)
        index += 1
        if args.dump:
            os.makedirs(args.dump, exist_ok=True)
            with open(os.path.join(args.dump, "%s-%d.cu" % (target, index - 1)), "wb") as f:
                f.write(case["main"])
            continue
        r = runner.run(case)
        per_target[target][0] += 1
        per_target[target][1] += r.elapsed
        if args.verbose:
            log("%s #%d: %d bytes, exit %s, %.2fs%s" % (
                target, index - 1, len(case["main"]), r.rc, r.elapsed,
                ", CRASH " + sig_text(r.signature) if r.signature else ""))
        if not r.signature:
            continue
        crashes += 1
        key = (target, tuple(r.signature))
        signatures[key] = signatures.get(key, 0) + 1
        first = signatures[key] == 1
        log("CRASH %s #%d (seed %s): %s" % (target, index - 1, args.seed,
                                            sig_text(r.signature)))
        if not args.out or signatures[key] > args.max_per_signature:
            continue
        info = [("found", "--seed %s --target %s --start %d --count 1 (%d bytes)"
                 % (args.seed, args.target, index - 1, len(case["main"])))]
        if args.minimize and first:
            small = minimize(runner, case, r.signature, args.minimize_seconds, log)
            r2 = runner.run(small)
            if r2.signature and tuple(r2.signature) == tuple(r.signature):
                case, r = small, r2
                info.append(("minimized", "yes"))
        log("  stored " + store(args.out, case, r, info))
    elapsed = time.monotonic() - start
    for t in targets:
        log("hipify-fuzz: %s: %d inputs in %.0fs" % (t, per_target[t][0], per_target[t][1]))
    log("hipify-fuzz: %d crashes, %d distinct, in %.0fs" % (crashes, len(signatures), elapsed))
    for (t, sig), n in sorted(signatures.items()):
        log("  %s: %s x%d" % (t, sig_text(sig), n))
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
