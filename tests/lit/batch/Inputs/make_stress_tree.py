#!/usr/bin/env python3
"""Writes a tree of N files for the batch stress test: about one in ten is
a small CUDA source, the rest headers, C++ without CUDA, text, binary, empty
and one oversized file."""
import os
import sys

root, count = sys.argv[1], int(sys.argv[2])
for i in range(count):
    d = os.path.join(root, "dir%02d" % (i % 25))
    os.makedirs(d, exist_ok=True)
    kind = i % 10
    if kind == 0:
        name, text = "k%04d.cu" % i, (
            "#include <cuda_runtime.h>\n"
            "__global__ void k%d(float *p) { p[threadIdx.x] += %d.0f; }\n"
            "int run%d(float *d) { k%d<<<1, 32>>>(d);\n"
            "  return cudaDeviceSynchronize() == cudaSuccess; }\n" % (i, i, i, i))
    elif kind == 1:
        name, text = "h%04d.cuh" % i, (
            "#pragma once\n#include <cuda_runtime.h>\n"
            "inline cudaError_t sync%d() { return cudaDeviceSynchronize(); }\n" % i)
    elif kind in (2, 3):
        name, text = "c%04d.cpp" % i, "int f%d(int x) { return x + %d; }\n" % (i, i)
    elif kind in (4, 5):
        name, text = "t%04d.txt" % i, "notes %d\n" % i
    elif kind == 6:
        name, text = "b%04d.bin" % i, None
        open(os.path.join(d, name), "wb").write(bytes(range(256)))
        continue
    elif kind == 7:
        name, text = "e%04d.h" % i, ""
    elif kind == 8 and i == 8:
        name, text = "big.cu", "// " + "x" * (2 << 20) + "\n"
    else:
        name, text = "m%04d.md" % i, "# doc %d\n" % i
    open(os.path.join(d, name), "w").write(text)
