//===- ptx_machine.h - the CPU runner as the machine PTX runs on ----------===//
//
// hipify_cpu/ptx.h computes what PTX instructions do; what one GPU thread
// cannot compute alone it asks `machine`, defined here from the runner's
// execution core: lanes, other lanes' registers (a shuffle), votes,
// barriers, fences. PTX's warps have 32 lanes: with a wider runner warp,
// each 32-lane half is one PTX warp. The preparation step includes this
// header in CUDA programs whose inline PTX it lowered
// (lib/CpuRunner/InlinePtxLowering).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_PTX_MACHINE_H
#define HIPIFY_CPU_PTX_MACHINE_H

#include "hipify_cpu/device_functions.h"
#include "hipify_cpu/exec.h"
#include "hipify_cpu/ptx.h"
#include <chrono>

namespace hipify_cpu::ptx::machine {

/// The lanes of the runner's warp that form the caller's PTX warp.
inline unsigned warp_base() { return ::hipify_cpu::lane_id() & ~31u; }
inline uint64_t runner_mask(uint32_t Mask) { return uint64_t(Mask) << warp_base(); }

inline unsigned lane() { return ::hipify_cpu::lane_id() & 31u; }
/// Component D (0 x, 1 y, 2 z) of one of the runner's built-in variables.
template <typename V> unsigned component(const V &Value, int D) {
  return D == 0 ? Value.x : D == 1 ? Value.y : Value.z;
}
inline unsigned tid(int D) { return component(threadIdx, D); }
inline unsigned ntid(int D) { return component(blockDim, D); }
inline unsigned ctaid(int D) { return component(blockIdx, D); }
inline unsigned nctaid(int D) { return component(gridDim, D); }
/// The runner has no multiprocessors: every block runs on "SM" 0, as the
/// runner's __smid() says for HIP programs.
inline unsigned smid() { return 0; }
inline uint64_t clock64() { return uint64_t(::clock64()); }
inline uint64_t globaltimer() {
  return uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::system_clock::now().time_since_epoch())
                      .count());
}
inline uint32_t read_lane(uint32_t Mask, uint32_t V, unsigned Source) {
  return uint32_t(::hipify_cpu::shuffle_bits(runner_mask(Mask), V,
                                             ::hipify_cpu::ShuffleKind::Index,
                                             int(Source), 32));
}
inline uint32_t ballot(uint32_t Mask, bool P) {
  return uint32_t(::hipify_cpu::ballot(runner_mask(Mask), P) >> warp_base());
}
inline void warp_sync(uint32_t Mask) { ::hipify_cpu::sync_warp(runner_mask(Mask)); }
inline void barrier(unsigned) { ::hipify_cpu::sync_block(); }
inline void fence(scope) { ::hipify_cpu::thread_fence(); }
inline void trap() { __trap(); }
/// CC.CF lives as long as one asm statement's instructions (CUDA keeps no
/// carry across statements); no GPU thread switches within one.
inline uint32_t &carry() {
  static thread_local uint32_t Flag = 0;
  return Flag;
}

} // namespace hipify_cpu::ptx::machine

#endif
