//===- amd_device_functions.h - HIP's AMD-only device functions -----------===//
//
// Device functions HIP declares for AMD GPUs only (hip/amd_detail), as an
// AMD GPU computes them, which is not always what their CUDA namesakes do:
// __bitextract_u32 and __bitinsert_u32 take offset and width modulo 32 and
// shift on 32-bit registers whose shifts take their count modulo 32;
// __fns32 searches a 64-bit mask. The pure ones come first: tests/ptx's
// host stand-ins use them too (one model, checked against the PTX ISA).
// With the HIP dialect, the functions that read the machine follow.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_AMD_DEVICE_FUNCTIONS_H
#define HIPIFY_CPU_AMD_DEVICE_FUNCTIONS_H

#include "hipify_cpu/mode.h"
#include <cstdint>

HIPIFY_CPU_BEGIN_DECLS

inline unsigned int __bitextract_u32(unsigned int Src0, unsigned int Src1,
                                     unsigned int Src2) {
  uint32_t Offset = Src1 & 31, Width = Src2 & 31;
  if (Width == 0)
    return 0;
  // (src0 << (32 - offset - width)) >> (32 - width), counts modulo 32.
  return (Src0 << ((32 - Offset - Width) & 31)) >> ((32 - Width) & 31);
}
inline unsigned int __bitinsert_u32(unsigned int Src0, unsigned int Src1,
                                    unsigned int Src2, unsigned int Src3) {
  uint32_t Offset = Src2 & 31, Width = Src3 & 31;
  uint32_t Mask = (1u << Width) - 1;
  return (Src0 & ~(Mask << Offset)) | ((Src1 & Mask) << Offset);
}
/// Over the 64 bits of Mask, the Offset-th set bit counting from Base,
/// upwards for a positive Offset, downwards for a negative one; Offset 0:
/// Base if its bit is set. -1 when there is none.
inline int __fns32(unsigned long long Mask, unsigned int Base, int Offset) {
  if (Offset == 0)
    return Base < 64 && ((Mask >> Base) & 1) ? int(Base) : -1;
  int Want = Offset > 0 ? Offset : -Offset;
  for (int Pos = int(Base); Pos >= 0 && Pos < 64; Pos += Offset > 0 ? 1 : -1)
    if (((Mask >> Pos) & 1) && --Want == 0)
      return Pos;
  return -1;
}

HIPIFY_CPU_END_DECLS

#ifdef HIPIFY_CPU_DIALECT_HIP
#include "hipify_cpu/exec.h"
#include <chrono>

HIPIFY_CPU_BEGIN_DECLS
/// The runner has no compute units: every wavefront runs on 0.
inline unsigned __smid() { return 0; }
/// The constant-rate clock: nanoseconds of the steady clock.
inline long long wall_clock64() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

namespace hipify_cpu {
/// __builtin_amdgcn_fence(order, scope): at wavefront scope (hipify's
/// translation of __syncwarp and bar.warp.sync) the runner's lanes, which
/// do not run in lock step, wait for each other; wider scopes are fences.
inline void sync_warp(const char *Scope) {
  if (Scope && Scope[0] == 'w') // "wavefront"
    sync_warp(kActiveLanes);
  else
    thread_fence();
}
} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS
#define __builtin_amdgcn_fence(ORDER, SCOPE) ::hipify_cpu::sync_warp(SCOPE)
#endif

#endif
