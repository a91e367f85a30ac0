// What each PTX instruction of mappings/ptx.yaml computes, written from the
// pseudo-code of the PTX ISA (not from the HIP side): the reference the
// rows' HIP code is checked against (check_ptx_rows.py). One function per
// row, named after the row's first form: letters and digits of the
// instruction and its literal operands ("mov.u32 $d, %laneid" ->
// mov_u32_laneid); destinations by reference, $carry last.
#ifndef HIPIFY_TESTS_PTX_PTX_REFERENCE_H
#define HIPIFY_TESTS_PTX_PTX_REFERENCE_H

#include "warp_model.h"
#include <cmath>
#include <cstdint>
#include <cstring>

namespace ref {

inline unsigned laneid() { return Model.Lane % 32; }

// Special registers.
inline void mov_u32_laneid(uint32_t &d) { d = laneid(); }
inline void mov_u32_warpid(uint32_t &d) {
  d = (Model.Tid[0] + Model.Ntid[0] * (Model.Tid[1] + Model.Ntid[1] * Model.Tid[2])) / 32;
}
inline void mov_u32_smid(uint32_t &d) { d = Model.Smid; }
inline void mov_u32_clock(uint32_t &d) { d = uint32_t(Model.Clock); }
inline void mov_u64_clock64(uint64_t &d) { d = Model.Clock; }
inline void mov_u64_globaltimer(uint64_t &d) { d = Model.WallClock; }
inline void mov_u32_lanemask_lt(uint32_t &d) { d = (1u << laneid()) - 1; }
inline void mov_u32_lanemask_le(uint32_t &d) { d = uint32_t((2ull << laneid()) - 1); }
inline void mov_u32_lanemask_eq(uint32_t &d) { d = 1u << laneid(); }
inline void mov_u32_lanemask_ge(uint32_t &d) { d = ~((1u << laneid()) - 1); }
inline void mov_u32_lanemask_gt(uint32_t &d) { d = ~uint32_t((2ull << laneid()) - 1); }
inline void mov_u32_tid_x(uint32_t &d) { d = Model.Tid[0]; }
inline void mov_u32_tid_y(uint32_t &d) { d = Model.Tid[1]; }
inline void mov_u32_tid_z(uint32_t &d) { d = Model.Tid[2]; }
inline void mov_u32_ntid_x(uint32_t &d) { d = Model.Ntid[0]; }
inline void mov_u32_ntid_y(uint32_t &d) { d = Model.Ntid[1]; }
inline void mov_u32_ntid_z(uint32_t &d) { d = Model.Ntid[2]; }
inline void mov_u32(uint32_t &d, uint32_t a) { d = a; }
// mov.b64 with a vector: element 0 is the low half.
inline void mov_b64_r_vec(uint64_t &d, uint32_t lo, uint32_t hi) { d = (uint64_t(hi) << 32) | lo; }
inline void mov_b64_vec_r(uint32_t &lo, uint32_t &hi, uint64_t a) {
  lo = uint32_t(a);
  hi = uint32_t(a >> 32);
}

// bfe: msb = 31; pos = b[7:0]; len = c[7:0]; sbit = (signed && len) ?
// a[min(pos+len-1, msb)] : 0; d[i] = (i < len && pos+i <= msb) ? a[pos+i] : sbit.
inline uint32_t bfe(uint32_t a, uint32_t b, uint32_t c, bool Signed) {
  unsigned pos = b & 0xff, len = c & 0xff;
  unsigned top = pos + len - 1 < 31 ? pos + len - 1 : 31;
  unsigned sbit = Signed && len != 0 ? (a >> top) & 1 : 0;
  uint32_t d = 0;
  for (unsigned i = 0; i <= 31; ++i) {
    unsigned bit = (i < len && pos + i <= 31) ? (a >> (pos + i)) & 1 : sbit;
    d |= uint32_t(bit) << i;
  }
  return d;
}
inline void bfe_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) { d = bfe(a, b, c, false); }
inline void bfe_s32(int32_t &d, int32_t a, uint32_t b, uint32_t c) {
  d = int32_t(bfe(uint32_t(a), b, c, true));
}
// bfi: pos = c[7:0]; len = d[7:0]; f = b; f[pos+i] = a[i] for i < len, pos+i <= 31.
inline void bfi_b32(uint32_t &f, uint32_t a, uint32_t b, uint32_t c, uint32_t e) {
  unsigned pos = c & 0xff, len = e & 0xff;
  f = b;
  for (unsigned i = 0; i < len && pos + i <= 31; ++i)
    f = (f & ~(1u << (pos + i))) | (((a >> i) & 1) << (pos + i));
}

inline void brev_b32(uint32_t &d, uint32_t a) {
  d = 0;
  for (int i = 0; i < 32; ++i)
    d |= ((a >> i) & 1u) << (31 - i);
}
inline void brev_b64(uint64_t &d, uint64_t a) {
  d = 0;
  for (int i = 0; i < 64; ++i)
    d |= ((a >> i) & 1ull) << (63 - i);
}
inline void popc_b32(uint32_t &d, uint32_t a) {
  d = 0;
  for (; a; a >>= 1)
    d += a & 1;
}
inline void popc_b64(uint32_t &d, uint64_t a) {
  d = 0;
  for (; a; a >>= 1)
    d += a & 1;
}
inline void clz_b32(uint32_t &d, uint32_t a) {
  d = 0;
  for (int i = 31; i >= 0 && !((a >> i) & 1); --i)
    ++d;
}
inline void clz_b64(uint32_t &d, uint64_t a) {
  d = 0;
  for (int i = 63; i >= 0 && !((a >> i) & 1); --i)
    ++d;
}
// prmt, default mode: byte i of d is byte c[4i+2:4i] of {b, a}; with
// c[4i+3] set, the sign (bit 7) of that byte replicated.
inline void prmt_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) {
  uint64_t bytes = (uint64_t(b) << 32) | a;
  d = 0;
  for (int i = 0; i < 4; ++i) {
    unsigned ctl = (c >> (4 * i)) & 0xf;
    uint32_t byte = (bytes >> (8 * (ctl & 7))) & 0xff;
    if (ctl & 8)
      byte = (byte & 0x80) ? 0xff : 0;
    d |= byte << (8 * i);
  }
}

inline void mul_lo_u32(uint32_t &d, uint32_t a, uint32_t b) { d = a * b; }
inline void mul_hi_u32(uint32_t &d, uint32_t a, uint32_t b) { d = uint32_t((uint64_t(a) * b) >> 32); }
inline void mul_hi_s32(int32_t &d, int32_t a, int32_t b) { d = int32_t((int64_t(a) * b) >> 32); }
inline void mul_hi_u64(uint64_t &d, uint64_t a, uint64_t b) {
  d = uint64_t(((unsigned __int128)a * b) >> 64);
}
inline void mul_hi_s64(int64_t &d, int64_t a, int64_t b) { d = int64_t(((__int128)a * b) >> 64); }
inline void mul_wide_u32(uint64_t &d, uint32_t a, uint32_t b) { d = uint64_t(a) * b; }
inline void mul_wide_s32(int64_t &d, int32_t a, int32_t b) { d = int64_t(a) * b; }
inline void mad_lo_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) { d = a * b + c; }
inline void mad_hi_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) {
  d = uint32_t((uint64_t(a) * b) >> 32) + c;
}
inline void mad_hi_s32(int32_t &d, int32_t a, int32_t b, int32_t c) {
  d = int32_t(uint32_t(uint64_t(int64_t(a) * b) >> 32) + uint32_t(c));
}
// dp4a: c plus the sum of the four byte products (bytes unsigned or signed).
inline void dp4a_u32_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) {
  uint32_t s = c;
  for (int i = 0; i < 4; ++i)
    s += ((a >> (8 * i)) & 0xff) * ((b >> (8 * i)) & 0xff);
  d = s;
}
inline void dp4a_s32_s32(int32_t &d, int32_t a, int32_t b, int32_t c) {
  uint32_t s = uint32_t(c);
  for (int i = 0; i < 4; ++i)
    s += uint32_t(int32_t(int8_t(uint32_t(a) >> (8 * i))) *
                  int32_t(int8_t(uint32_t(b) >> (8 * i))));
  d = int32_t(s);
}

// Extended precision: CC.CF is the carry out of an addition and the borrow
// of a subtraction (subc computes a - (b + CF)).
inline void add_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t &cf) {
  uint64_t s = uint64_t(a) + b;
  d = uint32_t(s);
  cf = uint32_t(s >> 32);
}
inline void addc_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t &cf) {
  uint64_t s = uint64_t(a) + b + cf;
  d = uint32_t(s);
  cf = uint32_t(s >> 32);
}
inline void addc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t &cf) { d = a + b + cf; }
inline void sub_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t &cf) {
  d = a - b;
  cf = a < b;
}
inline void subc_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t &cf) {
  uint64_t sub = uint64_t(b) + cf;
  d = uint32_t(uint64_t(a) - sub);
  cf = uint64_t(a) < sub;
}
inline void subc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t &cf) { d = a - (b + cf); }
// mad.lo/mad.hi with the carry: the low or high 32 bits of a*b, plus c.
inline void mad_lo_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t &cf) {
  uint64_t s = uint64_t(uint32_t(a * b)) + c;
  d = uint32_t(s);
  cf = uint32_t(s >> 32);
}
inline void madc_lo_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t &cf) {
  uint64_t s = uint64_t(uint32_t(a * b)) + c + cf;
  d = uint32_t(s);
  cf = uint32_t(s >> 32);
}
inline void madc_lo_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t &cf) {
  d = a * b + c + cf;
}
inline void mad_hi_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t &cf) {
  uint64_t s = ((uint64_t(a) * b) >> 32) + c;
  d = uint32_t(s);
  cf = uint32_t(s >> 32);
}
inline void madc_hi_cc_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t &cf) {
  uint64_t s = ((uint64_t(a) * b) >> 32) + c + cf;
  d = uint32_t(s);
  cf = uint32_t(s >> 32);
}
inline void madc_hi_u32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t &cf) {
  d = uint32_t((uint64_t(a) * b) >> 32) + c + cf;
}
inline void add_u32(uint32_t &d, uint32_t a, uint32_t b) { d = a + b; }

// Logic and shifts; shift amounts of 32 or more are clamped to 32.
inline void and_b32(uint32_t &d, uint32_t a, uint32_t b) { d = a & b; }
inline void or_b32(uint32_t &d, uint32_t a, uint32_t b) { d = a | b; }
inline void xor_b32(uint32_t &d, uint32_t a, uint32_t b) { d = a ^ b; }
inline void not_b32(uint32_t &d, uint32_t a) { d = ~a; }
inline void shl_b32(uint32_t &d, uint32_t a, uint32_t b) { d = b >= 32 ? 0 : a << b; }
inline void shr_u32(uint32_t &d, uint32_t a, uint32_t b) { d = b >= 32 ? 0 : a >> b; }
inline void shr_s32(int32_t &d, int32_t a, uint32_t b) {
  d = b >= 32 ? (a < 0 ? -1 : 0) : int32_t(a >> b);
}
// lop3: d = F(a, b, c) bit by bit, F given by its truth table lut, where
// F(0xF0, 0xCC, 0xAA) == lut.
inline void lop3_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t lut) {
  d = 0;
  for (int i = 0; i < 32; ++i) {
    unsigned index = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1);
    d |= ((lut >> index) & 1u) << i;
  }
}

inline void trap() { Model.Log += "trap;"; }

// Ordering: the scope each fence orders at, and barriers.
inline void membar_gl() { Model.Log += "fence.gpu;"; }
inline void membar_cta() { Model.Log += "fence.cta;"; }
inline void membar_sys() { Model.Log += "fence.sys;"; }
inline void fence_sc_gpu() { Model.Log += "fence.gpu;"; }
inline void fence_sc_cta() { Model.Log += "fence.cta;"; }
inline void fence_sc_sys() { Model.Log += "fence.sys;"; }
inline void bar_sync_0() { Model.Log += "barrier.cta;"; }
inline void bar_sync(uint32_t) { Model.Log += "barrier.cta;"; }

// Loads.
template <typename T> T load(uintptr_t p) {
  T v;
  std::memcpy(&v, reinterpret_cast<const void *>(p), sizeof v);
  return v;
}
inline void ld_global_nc_f32(float &d, uintptr_t p) { d = load<float>(p); }
inline void ld_global_nc_f64(double &d, uintptr_t p) { d = load<double>(p); }
inline void ld_global_nc_u32(uint32_t &d, uintptr_t p) { d = load<uint32_t>(p); }
inline void ld_global_nc_s32(int32_t &d, uintptr_t p) { d = load<int32_t>(p); }
inline void ld_global_nc_u64(uint64_t &d, uintptr_t p) { d = load<uint64_t>(p); }
inline void ld_global_nc_s64(int64_t &d, uintptr_t p) { d = load<int64_t>(p); }
inline void ld_global_ca_u32(uint32_t &d, uintptr_t p) { d = load<uint32_t>(p); }
inline void ld_global_ca_f32(float &d, uintptr_t p) { d = load<float>(p); }
inline void ld_volatile_global_u32(uint32_t &d, uintptr_t p) { d = load<uint32_t>(p); }
inline void ld_volatile_global_f32(float &d, uintptr_t p) { d = load<float>(p); }
inline void cvta_to_global_u64(uint64_t &d, uint64_t a) { d = a; }

// cvt.rn.f16.f32: IEEE binary16, round to nearest even; NaN stays NaN.
inline void cvt_rn_f16_f32(uint16_t &d, float a) {
  uint32_t x;
  std::memcpy(&x, &a, 4);
  uint16_t sign = uint16_t((x >> 16) & 0x8000);
  uint32_t exp = (x >> 23) & 0xff, man = x & 0x7fffff;
  if (exp == 0xff) {
    d = sign | 0x7c00 | (man ? 0x200 : 0);
    return;
  }
  int e = int(exp) - 127 + 15;
  if (e >= 31) {
    d = sign | 0x7c00;
    return;
  }
  uint32_t full = man | (exp ? 0x800000u : 0); // 24 significant bits
  int shift = e > 0 ? 13 : 14 - e;             // bits dropped
  if (exp == 0 || shift > 24) {
    d = sign; // Too small even for a binary16 subnormal.
    if (exp == 0 || shift > 25)
      return;
  }
  uint32_t kept = full >> shift, rest = full & ((1u << shift) - 1);
  uint32_t half = 1u << (shift - 1);
  if (rest > half || (rest == half && (kept & 1)))
    ++kept;
  // Normal: kept holds the implicit bit at 10; add the exponent above it
  // (a carry out of the significand rolls into the exponent correctly).
  uint32_t bits = e > 0 ? (uint32_t(e - 1) << 10) + kept : kept;
  d = sign | uint16_t(bits);
}
inline void lg2_approx_f32(float &d, float a) { d = std::log2(a); }
inline void tanh_approx_f32(float &d, float a) { d = std::tanh(a); }
inline void rcp_approx_f32(float &d, float a) { d = 1.0f / a; }
inline void ex2_approx_f32(float &d, float a) { d = std::exp2(a); }
inline void rsqrt_approx_f32(float &d, float a) { d = 1.0f / std::sqrt(a); }
inline void sqrt_approx_f32(float &d, float a) { d = std::sqrt(a); }

// shfl: lane = laneid; bval = b[4:0]; cval = c[4:0]; segmask = c[12:8];
// maxLane = (lane & segmask) | (cval & ~segmask); minLane = lane & segmask.
enum class Shfl { Up, Down, Bfly, Idx };
inline uint32_t shfl(Shfl mode, uint32_t a, uint32_t b, uint32_t c) {
  int lane = int(laneid()), bval = int(b & 31), cval = int(c & 31);
  int segmask = int((c >> 8) & 31);
  int maxLane = (lane & segmask) | (cval & ~segmask);
  int minLane = lane & segmask;
  int j = lane;
  bool pval = false;
  switch (mode) {
  case Shfl::Up:
    j = lane - bval;
    pval = j >= maxLane;
    break;
  case Shfl::Down:
    j = lane + bval;
    pval = j <= maxLane;
    break;
  case Shfl::Bfly:
    j = lane ^ bval;
    pval = j <= maxLane;
    break;
  case Shfl::Idx:
    j = minLane | (bval & ~segmask);
    pval = j <= maxLane;
    break;
  }
  if (!pval)
    j = lane;
  return j == lane ? a : WarpModel::valueOf((Model.Lane & ~31u) + unsigned(j));
}
inline void shfl_sync_idx_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t) { d = shfl(Shfl::Idx, a, b, c); }
inline void shfl_sync_up_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t) { d = shfl(Shfl::Up, a, b, c); }
inline void shfl_sync_down_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t) { d = shfl(Shfl::Down, a, b, c); }
inline void shfl_sync_bfly_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c, uint32_t) { d = shfl(Shfl::Bfly, a, b, c); }
inline void shfl_idx_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) { d = shfl(Shfl::Idx, a, b, c); }
inline void shfl_up_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) { d = shfl(Shfl::Up, a, b, c); }
inline void shfl_down_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) { d = shfl(Shfl::Down, a, b, c); }
inline void shfl_bfly_b32(uint32_t &d, uint32_t a, uint32_t b, uint32_t c) { d = shfl(Shfl::Bfly, a, b, c); }

// vote over the 32 lanes of the warp (every lane active).
inline uint32_t ballot(bool p) {
  uint32_t d = 0;
  for (unsigned i = 0; i < 32; ++i) {
    unsigned l = (Model.Lane & ~31u) + i;
    d |= uint32_t(l == Model.Lane ? p : WarpModel::predicateOf(l)) << i;
  }
  return d;
}
inline void vote_sync_ballot_b32(uint32_t &d, bool p, uint32_t) { d = ballot(p); }
inline void vote_ballot_b32(uint32_t &d, bool p) { d = ballot(p); }
inline void vote_sync_any_pred(bool &d, bool p, uint32_t) { d = ballot(p) != 0; }
inline void vote_sync_all_pred(bool &d, bool p, uint32_t) { d = ballot(p) == 0xffffffffu; }
inline void setp_ne_u32(bool &p, uint32_t a, uint32_t b) { p = a != b; }
inline void setp_eq_u32(bool &p, uint32_t a, uint32_t b) { p = a == b; }
inline void selp_u32(uint32_t &d, uint32_t a, uint32_t b, bool p) { d = p ? a : b; }

} // namespace ref

#endif
