// The CPU runner lowers inline PTX to the host semantics of PTX
// (hipify_cpu/ptx.h): operands become registers, read before and written
// after the instructions; .reg declarations locals, guards ifs.
// RUN: %hipify cpu-run --prepare-only --verbose %s 2> %t.err | FileCheck --match-full-lines --strict-whitespace %s
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// The runner's machine for PTX comes first; the program keeps its lines.
// CHECK:#include "hipify_cpu/ptx_machine.h"
// CHECK-NEXT:#line 1
#include <cuda_runtime.h>

__device__ unsigned field(unsigned word, unsigned pos) {
  unsigned f;
  asm("bfe.u32 %0, %1, %2, 4;" : "=r"(f) : "r"(word), "r"(pos));
// MSG:{{.*}}lowering.cu:[[@LINE-1]]:3: note: inline PTX 'bfe.u32' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h) [hipify-cpu-lowering]
// CHECK:  { ::hipify_cpu::ptx::reg hipify_op1 = ::hipify_cpu::ptx::to_register<unsigned>(word); ::hipify_cpu::ptx::reg hipify_op2 = ::hipify_cpu::ptx::to_register<unsigned>(pos); ::hipify_cpu::ptx::reg hipify_op0; ::hipify_cpu::ptx::op<"bfe.u32">(hipify_op0, hipify_op1, hipify_op2, 4); ::hipify_cpu::ptx::from_register<unsigned>(f, hipify_op0); };
  return f;
}

__device__ unsigned long long add64(unsigned long long a, unsigned long long b) {
  unsigned lo, hi;
  asm("{ .reg .u32 t; add.cc.u32 %0, %2, %4; addc.u32 %1, %3, %5; }"
      : "=r"(lo), "=r"(hi)
      : "r"((unsigned)a), "r"((unsigned)(a >> 32)), "r"((unsigned)b), "r"((unsigned)(b >> 32)));
// MSG:{{.*}}lowering.cu:[[@LINE-3]]:3: note: inline PTX 'add.cc.u32; addc.u32' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h) [hipify-cpu-lowering]
// CHECK:  { ::hipify_cpu::ptx::reg hipify_op2 = ::hipify_cpu::ptx::to_register<unsigned>((unsigned)a); ::hipify_cpu::ptx::reg hipify_op3 = ::hipify_cpu::ptx::to_register<unsigned>((unsigned)(a >> 32)); ::hipify_cpu::ptx::reg hipify_op4 = ::hipify_cpu::ptx::to_register<unsigned>((unsigned)b); ::hipify_cpu::ptx::reg hipify_op5 = ::hipify_cpu::ptx::to_register<unsigned>((unsigned)(b >> 32)); ::hipify_cpu::ptx::reg hipify_op0; ::hipify_cpu::ptx::reg hipify_op1; ::hipify_cpu::ptx::reg hipify_t{}; ::hipify_cpu::ptx::op<"add.cc.u32">(hipify_op0, hipify_op2, hipify_op4); ::hipify_cpu::ptx::op<"addc.u32">(hipify_op1, hipify_op3, hipify_op5); ::hipify_cpu::ptx::from_register<unsigned>(lo, hipify_op0); ::hipify_cpu::ptx::from_register<unsigned>(hi, hipify_op1); };
  return ((unsigned long long)hi << 32) | lo;
}

// A shuffle waits for the other lanes: the kernel runs as fibers.
__global__ void kernel(unsigned *out, float *f) {
  float v = f[threadIdx.x], w;
  asm volatile("shfl.sync.bfly.b32 %0, %1, 16, 0x1f, 0xffffffff;" : "=f"(w) : "f"(v));
// MSG:{{.*}}lowering.cu:[[@LINE-1]]:3: note: inline PTX 'shfl.sync.bfly.b32' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h) [hipify-cpu-lowering]
// CHECK:  { ::hipify_cpu::ptx::reg hipify_op1 = ::hipify_cpu::ptx::to_register<float>(v); ::hipify_cpu::ptx::reg hipify_op0; ::hipify_cpu::ptx::op<"shfl.sync.bfly.b32">(hipify_op0, hipify_op1, 16, 0x1f, 0xffffffff); ::hipify_cpu::ptx::from_register<float>(w, hipify_op0); };
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("{ .reg .pred p; setp.eq.u32 p, %1, 0; @p st.global.f32 [%0], %2; }"
               :: "l"(f), "r"(lane), "f"(w) : "memory");
// MSG:{{.*}}lowering.cu:[[@LINE-3]]:3: note: inline PTX 'mov.u32' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h) [hipify-cpu-lowering]
// MSG:{{.*}}lowering.cu:[[@LINE-3]]:3: note: inline PTX 'setp.eq.u32; st.global.f32' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h) [hipify-cpu-lowering]
// CHECK:  { ::hipify_cpu::ptx::reg hipify_op0; ::hipify_cpu::ptx::op<"mov.u32">(hipify_op0, ::hipify_cpu::ptx::sreg<"laneid">()); ::hipify_cpu::ptx::from_register<unsigned>(lane, hipify_op0); };
// CHECK-NEXT:  { ::hipify_cpu::ptx::reg hipify_op0 = ::hipify_cpu::ptx::to_register<unsigned long long>(f); ::hipify_cpu::ptx::reg hipify_op1 = ::hipify_cpu::ptx::to_register<unsigned>(lane); ::hipify_cpu::ptx::reg hipify_op2 = ::hipify_cpu::ptx::to_register<float>(w); bool hipify_p{}; ::hipify_cpu::ptx::op<"setp.eq.u32">(hipify_p, hipify_op1, 0); if (hipify_p) ::hipify_cpu::ptx::op<"st.global.f32">(::hipify_cpu::ptx::addr(hipify_op0, 0), hipify_op2); };
  out[threadIdx.x] = field(out[threadIdx.x], lane) + (unsigned)add64(lane, w);
}

// Only bit work: a loop over the threads.
__global__ void bits(unsigned *out) {
  asm("brev.b32 %0, %0;" : "+r"(out[threadIdx.x]));
// MSG:{{.*}}lowering.cu:[[@LINE-1]]:3: note: inline PTX 'brev.b32' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h) [hipify-cpu-lowering]
// CHECK:  { ::hipify_cpu::ptx::reg hipify_op0 = ::hipify_cpu::ptx::to_register<unsigned>(out[threadIdx.x]); ::hipify_cpu::ptx::op<"brev.b32">(hipify_op0, hipify_op0); ::hipify_cpu::ptx::from_register<unsigned>(out[threadIdx.x], hipify_op0); };
}

void launch(unsigned *out, float *f) {
  kernel<<<1, 64>>>(out, f);
  bits<<<1, 64>>>(out);
// MSG:{{.*}}lowering.cu:[[@LINE-2]]:3: note: launch of 'kernel' runs its threads as fibers (it may synchronise) [hipify-cpu-lowering]
// MSG:{{.*}}lowering.cu:[[@LINE-2]]:3: note: launch of 'bits' runs its threads as a loop (it never synchronises) [hipify-cpu-lowering]
// CHECK:  ::hipify_cpu::launch({"kernel", "out,f", true}, 1, 64)([&](auto &&...hipify_cpu_args) { kernel(hipify_cpu_args...); }, out, f);
// CHECK-NEXT:  ::hipify_cpu::launch({"bits", "out", false}, 1, 64)([&](auto &&...hipify_cpu_args) { bits(hipify_cpu_args...); }, out);
}
