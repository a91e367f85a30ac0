// Host stand-ins for the HIP 5.2 device functions the rows of
// mappings/ptx.yaml use, each doing what its definition in
// /usr/include/hip/amd_detail does on an AMD GPU (the masking of offsets and
// widths included), so that a row relying on a difference from PTX fails
// tests/ptx. Hardware state comes from the WarpModel.
#ifndef HIPIFY_TESTS_PTX_HIP_STANDINS_H
#define HIPIFY_TESTS_PTX_HIP_STANDINS_H

#include "warp_model.h"
// The AMD-only functions that depend on no machine state: the CPU runner's
// model of them.
#include "hipify_cpu/amd_device_functions.h"
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
#define blockIdx (Dim3Standin{Model.Ctaid, Model.Ctaid[0], Model.Ctaid[1], Model.Ctaid[2]})
#define gridDim (Dim3Standin{Model.Nctaid, Model.Nctaid[0], Model.Nctaid[1], Model.Nctaid[2]})
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

// Funnel shifts: v_alignbit_b32(hi, lo, s) is the low word of {hi, lo}
// shifted right by s & 31.
inline uint32_t alignbit(uint32_t Hi, uint32_t Lo, uint32_t S) {
  return uint32_t(((uint64_t(Hi) << 32) | Lo) >> (S & 31));
}
inline unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift) {
  return (shift & 31) == 0 ? hi : alignbit(hi, lo, 32 - (shift & 31));
}
inline unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift) {
  unsigned s = shift >= 32 ? 32 : shift;
  return s == 0 ? hi : alignbit(hi, lo, 32 - s);
}
inline unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift) { return alignbit(hi, lo, shift); }
inline unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift) {
  return shift >= 32 ? hi : alignbit(hi, lo, shift);
}
// amd_hip_atomic.h, one thread: the old value, and memory updated.
#define HIPIFY_STANDIN_ATOMIC(NAME, EXPR)                                       \
  template <typename T> T NAME(T *p, T v) { T old = *p; *p = (EXPR); return old; } \
  template <typename T> T NAME##_system(T *p, T v) { return NAME(p, v); }
HIPIFY_STANDIN_ATOMIC(atomicAdd, T(old + v))
HIPIFY_STANDIN_ATOMIC(atomicMin, v < old ? v : old)
HIPIFY_STANDIN_ATOMIC(atomicMax, v > old ? v : old)
HIPIFY_STANDIN_ATOMIC(atomicAnd, T(old & v))
HIPIFY_STANDIN_ATOMIC(atomicOr, T(old | v))
HIPIFY_STANDIN_ATOMIC(atomicXor, T(old ^ v))
HIPIFY_STANDIN_ATOMIC(atomicExch, v)
#undef HIPIFY_STANDIN_ATOMIC
template <typename T> T atomicCAS(T *p, T compare, T v) {
  T old = *p;
  *p = old == compare ? v : old;
  return old;
}
template <typename T> T atomicCAS_system(T *p, T compare, T v) { return atomicCAS(p, compare, v); }
// __builtin_amdgcn_atomic_inc32/dec32 (the ISA's buffer_atomic_inc/dec).
inline unsigned atomicInc(unsigned *p, unsigned v) {
  unsigned old = *p;
  *p = old >= v ? 0 : old + 1;
  return old;
}
inline unsigned atomicDec(unsigned *p, unsigned v) {
  unsigned old = *p;
  *p = (old == 0 || old > v) ? v : old - 1;
  return old;
}
// The compiler's atomics are at system scope: an acquire load (release
// store) orders like a fence.sys after (before) it.
template <typename T> T atomicLoadStandin(T *p, int order) {
  T v = *p;
  if (order == __ATOMIC_ACQUIRE || order == __ATOMIC_SEQ_CST)
    Model.Log += "fence.sys;";
  return v;
}
template <typename T, typename V> void atomicStoreStandin(T *p, V v, int order) {
  if (order == __ATOMIC_RELEASE || order == __ATOMIC_SEQ_CST)
    Model.Log += "fence.sys;";
  *p = T(v);
}
#define __atomic_load_n(P, ORDER) atomicLoadStandin(P, ORDER)
#define __atomic_store_n(P, V, ORDER) atomicStoreStandin(P, V, ORDER)
// A fence at wavefront scope: the lanes of a wavefront run together, so it
// does what a warp barrier does.
#define __builtin_amdgcn_fence(ORDER, SCOPE) (Model.Log += "warpsync;")

// hip_ldg.h: a plain load.
template <typename T> T __ldg(const T *p) { return *p; }

// amd_device_functions.h (5.2): the directed conversions round to nearest.
inline float __double2float_rz(double x) { return (float)x; }

// amd_math_functions.h
inline float __frcp_rn(float x) { return 1.0f / x; }
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }

#endif
