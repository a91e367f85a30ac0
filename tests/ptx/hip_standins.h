// Host stand-ins for the HIP 5.2 device functions the rows of
// mappings/ptx.yaml use, each doing what its definition in
// /usr/include/hip/amd_detail does on an AMD GPU (the masking of offsets and
// widths included), so that a row relying on a difference from PTX fails
// tests/ptx. Hardware state comes from the WarpModel.
#ifndef HIPIFY_TESTS_PTX_HIP_STANDINS_H
#define HIPIFY_TESTS_PTX_HIP_STANDINS_H

#include "warp_model.h"
#include <cmath>
#include <math.h>
#include <cstdint>
#include <cstring>

struct Dim3Standin {
  const unsigned *V;
  unsigned x, y, z;
};
#define threadIdx (Dim3Standin{Model.Tid, Model.Tid[0], Model.Tid[1], Model.Tid[2]})
#define blockDim (Dim3Standin{Model.Ntid, Model.Ntid[0], Model.Ntid[1], Model.Ntid[2]})
static const int warpSize = 64;

// amd_device_functions.h
inline unsigned __lane_id() { return Model.Lane; } // mbcnt over the wavefront: 0..63
inline unsigned __smid() { return Model.Smid; }
inline long long clock64() { return (long long)Model.Clock; }
inline long long clock() { return (long long)Model.Clock; } // __clock() is __clock64()
inline long long wall_clock64() { return (long long)Model.WallClock; }
inline unsigned __popc(unsigned x) { return __builtin_popcount(x); }
inline unsigned __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); } // __ockl_clz_u32
inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; ++i)
    r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline unsigned long long __brevll(unsigned long long x) {
  unsigned long long r = 0;
  for (int i = 0; i < 64; ++i)
    r |= ((x >> i) & 1ull) << (63 - i);
  return r;
}
inline unsigned __bitextract_u32(unsigned src0, unsigned src1, unsigned src2) {
  uint32_t offset = src1 & 31, width = src2 & 31;
  if (width == 0)
    return 0;
  // (src0 << (32 - offset - width)) >> (32 - width) on 32-bit registers,
  // where the GPU's shifts take their count modulo 32.
  uint32_t left = (32 - offset - width) & 31, right = (32 - width) & 31;
  return (src0 << left) >> right;
}
inline unsigned __bitinsert_u32(unsigned src0, unsigned src1, unsigned src2, unsigned src3) {
  uint32_t offset = src2 & 31, width = src3 & 31;
  uint32_t mask = (1u << width) - 1;
  return (src0 & ~(mask << offset)) | ((src1 & mask) << offset);
}
inline unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned char v[8], k[4];
  std::memcpy(v, &x, 4);
  std::memcpy(v + 4, &y, 4);
  std::memcpy(k, &s, 4);
  unsigned r = v[k[0] & 7];
  r += v[(k[0] & 0x70) >> 4] << 8;
  r += v[k[1] & 7] << 16;
  r += unsigned(v[(k[1] & 0x70) >> 4]) << 24;
  return r;
}
inline unsigned __umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
inline int __mulhi(int x, int y) { return (int)(((long long)x * y) >> 32); }
inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  return (unsigned long long)(((unsigned __int128)x * y) >> 64);
}
inline long long __mul64hi(long long x, long long y) { return (long long)(((__int128)x * y) >> 64); }
inline void __threadfence() { Model.Log += "fence.gpu;"; }
inline void __threadfence_block() { Model.Log += "fence.cta;"; }
inline void __threadfence_system() { Model.Log += "fence.sys;"; }
// HIP's device abort() is __builtin_trap(); the host's would end the test.
inline void abortStandin() { Model.Log += "trap;"; }
#define abort() abortStandin()
inline void __syncthreads() { Model.Log += "barrier.cta;"; }

// Votes over the 64-lane wavefront.
inline unsigned long long __ballot(int p) {
  unsigned long long m = 0;
  for (unsigned l = 0; l < 64; ++l)
    m |= (unsigned long long)(l == Model.Lane ? p != 0 : WarpModel::predicateOf(l)) << l;
  return m;
}

// amd_warp_functions.h: the index arithmetic of __shfl*, then
// ds_bpermute, which reads lane (index mod 64).
inline uint32_t laneValue(int index, uint32_t self) {
  unsigned l = unsigned(index) & 63;
  return l == Model.Lane ? self : WarpModel::valueOf(l);
}
inline unsigned __shfl(unsigned var, int src_lane, int width = warpSize) {
  int self = int(__lane_id());
  int index = src_lane + (self & ~(width - 1));
  return laneValue(index, var);
}
inline unsigned __shfl_up(unsigned var, unsigned lane_delta, int width = warpSize) {
  int self = int(__lane_id());
  int index = self - int(lane_delta);
  index = (index < (self & ~(width - 1))) ? self : index;
  return laneValue(index, var);
}
inline unsigned __shfl_down(unsigned var, unsigned lane_delta, int width = warpSize) {
  int self = int(__lane_id());
  int index = self + int(lane_delta);
  index = (int)((self & (width - 1)) + lane_delta) >= width ? self : index;
  return laneValue(index, var);
}
inline unsigned __shfl_xor(unsigned var, int lane_mask, int width = warpSize) {
  int self = int(__lane_id());
  int index = self ^ lane_mask;
  index = index >= ((self + width) & ~(width - 1)) ? self : index;
  return laneValue(index, var);
}

// hip_ldg.h: a plain load.
template <typename T> T __ldg(const T *p) { return *p; }

// amd_math_functions.h
inline float __frcp_rn(float x) { return 1.0f / x; }
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }

#endif
