//===- warp_functions.h - shuffles, votes, matches and warp reductions ----===//
//
// CUDA's *_sync forms take a lane mask; HIP's older mask-less forms (__shfl,
// __ballot, __any...) act on the lanes that reach them, which the execution
// core calls kActiveLanes. HIP's lane masks are 64 bits wide (a wavefront
// has up to 64 lanes), CUDA's 32: the functions whose result is a mask
// return unsigned int in the CUDA dialect and unsigned long long in HIP's,
// and are `static` so that a program (or a test binary) holding both
// dialects keeps one definition per translation unit.
//
// Each collective also has a phased form: the same function with a
// ::hipify_cpu::PhasedCall first, which a phased kernel's regions call to
// record and replay it (exec.h). Both forms hand the same primitive the
// same operands; the first says what the preparation step may split
// (HIPIFY_CPU_COLLECTIVE, mode.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_WARP_FUNCTIONS_H
#define HIPIFY_CPU_WARP_FUNCTIONS_H

#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include <cstdint>
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS

#ifdef HIPIFY_CPU_DIALECT_HIP
using hipify_cpu_lane_mask = unsigned long long;
#else
using hipify_cpu_lane_mask = unsigned int;
#endif

// --- Shuffles: any value of at most 8 bytes ---------------------------------
using hipify_cpu_phased = ::hipify_cpu::PhasedCall;

template <typename T>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE T Value,
            int SourceLane, int Width = warpSize) {
  return ::hipify_cpu::shuffle(Mask, Value, ::hipify_cpu::ShuffleKind::Index,
                               SourceLane, Width);
}
template <typename T>
inline T __shfl_sync(hipify_cpu_phased At, unsigned long long Mask, T Value,
                     int SourceLane, int Width = warpSize) {
  return ::hipify_cpu::shuffle(At, Mask, Value,
                               ::hipify_cpu::ShuffleKind::Index, SourceLane,
                               Width);
}
template <typename T>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_up_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE T Value,
               unsigned int Delta, int Width = warpSize) {
  return ::hipify_cpu::shuffle(Mask, Value, ::hipify_cpu::ShuffleKind::Up,
                               static_cast<int>(Delta), Width);
}
template <typename T>
inline T __shfl_up_sync(hipify_cpu_phased At, unsigned long long Mask,
                        T Value, unsigned int Delta, int Width = warpSize) {
  return ::hipify_cpu::shuffle(At, Mask, Value, ::hipify_cpu::ShuffleKind::Up,
                               static_cast<int>(Delta), Width);
}
template <typename T>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_down_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE T Value,
                 unsigned int Delta, int Width = warpSize) {
  return ::hipify_cpu::shuffle(Mask, Value, ::hipify_cpu::ShuffleKind::Down,
                               static_cast<int>(Delta), Width);
}
template <typename T>
inline T __shfl_down_sync(hipify_cpu_phased At, unsigned long long Mask,
                          T Value, unsigned int Delta, int Width = warpSize) {
  return ::hipify_cpu::shuffle(At, Mask, Value,
                               ::hipify_cpu::ShuffleKind::Down,
                               static_cast<int>(Delta), Width);
}
template <typename T>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_xor_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE T Value,
                int LaneMask, int Width = warpSize) {
  return ::hipify_cpu::shuffle(Mask, Value, ::hipify_cpu::ShuffleKind::Xor,
                               LaneMask, Width);
}
template <typename T>
inline T __shfl_xor_sync(hipify_cpu_phased At, unsigned long long Mask,
                         T Value, int LaneMask, int Width = warpSize) {
  return ::hipify_cpu::shuffle(At, Mask, Value, ::hipify_cpu::ShuffleKind::Xor,
                               LaneMask, Width);
}

// --- Votes --------------------------------------------------------------------
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline int
__any_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE int Predicate) {
  return ::hipify_cpu::vote_any(Mask, Predicate != 0);
}
inline int __any_sync(hipify_cpu_phased At, unsigned long long Mask,
                      int Predicate) {
  return ::hipify_cpu::vote_any(At, Mask, Predicate != 0);
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline int
__all_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE int Predicate) {
  return ::hipify_cpu::vote_all(Mask, Predicate != 0);
}
inline int __all_sync(hipify_cpu_phased At, unsigned long long Mask,
                      int Predicate) {
  return ::hipify_cpu::vote_all(At, Mask, Predicate != 0);
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE static inline hipify_cpu_lane_mask
__ballot_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE int Predicate) {
  return static_cast<hipify_cpu_lane_mask>(
      ::hipify_cpu::ballot(Mask, Predicate != 0));
}
static inline hipify_cpu_lane_mask
__ballot_sync(hipify_cpu_phased At, unsigned long long Mask, int Predicate) {
  return static_cast<hipify_cpu_lane_mask>(
      ::hipify_cpu::ballot(At, Mask, Predicate != 0));
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE static inline hipify_cpu_lane_mask
__activemask() {
  return static_cast<hipify_cpu_lane_mask>(::hipify_cpu::active_mask());
}
static inline hipify_cpu_lane_mask __activemask(hipify_cpu_phased At) {
  return static_cast<hipify_cpu_lane_mask>(::hipify_cpu::active_mask(At));
}
/// With no mask, every lane of the warp.
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline void
__syncwarp(unsigned long long Mask) {
  ::hipify_cpu::sync_warp(Mask);
}
inline void __syncwarp(hipify_cpu_phased At, unsigned long long Mask) {
  ::hipify_cpu::sync_warp(At, Mask);
}
inline unsigned long long hipify_cpu_whole_warp() {
  int Lanes = ::hipify_cpu::warp_size();
  return Lanes >= 64 ? ~0ull : (1ull << Lanes) - 1;
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline void __syncwarp() {
  ::hipify_cpu::sync_warp(hipify_cpu_whole_warp());
}
inline void __syncwarp(hipify_cpu_phased At) {
  ::hipify_cpu::sync_warp(At, hipify_cpu_whole_warp());
}

// --- Matches: any integer or floating-point value of 4 or 8 bytes ----------
template <typename T> inline uint64_t hipify_cpu_match_bits(T Value) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "32- or 64-bit values");
  uint64_t Bits = 0;
  std::memcpy(&Bits, &Value, sizeof(T));
  return Bits;
}
template <typename T>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE static inline hipify_cpu_lane_mask
__match_any_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE T Value) {
  return static_cast<hipify_cpu_lane_mask>(
      ::hipify_cpu::match_any(Mask, hipify_cpu_match_bits(Value)));
}
template <typename T>
static inline hipify_cpu_lane_mask
__match_any_sync(hipify_cpu_phased At, unsigned long long Mask, T Value) {
  return static_cast<hipify_cpu_lane_mask>(
      ::hipify_cpu::match_any(At, Mask, hipify_cpu_match_bits(Value)));
}
template <typename T>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE static inline hipify_cpu_lane_mask
__match_all_sync(unsigned long long Mask, HIPIFY_CPU_LANE_VALUE T Value,
                 HIPIFY_CPU_LANE_VALUE int *AllEqual) {
  return static_cast<hipify_cpu_lane_mask>(
      ::hipify_cpu::match_all(Mask, hipify_cpu_match_bits(Value), AllEqual));
}
template <typename T>
static inline hipify_cpu_lane_mask __match_all_sync(hipify_cpu_phased At,
                                                    unsigned long long Mask,
                                                    T Value, int *AllEqual) {
  return static_cast<hipify_cpu_lane_mask>(::hipify_cpu::match_all(
      At, Mask, hipify_cpu_match_bits(Value), AllEqual));
}

// --- Warp reductions (__reduce_*_sync) --------------------------------------
// Signed operands are sign-extended, so that min and max compare them as
// 64-bit signed values.
#define HIPIFY_CPU_WARP_REDUCTION(Name, Type, Op, Signed)                      \
  HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline Type Name(                     \
      unsigned long long Mask, HIPIFY_CPU_LANE_VALUE Type Value) {             \
    return static_cast<Type>(::hipify_cpu::reduce(                             \
        Mask, static_cast<uint64_t>(static_cast<int64_t>(Value)),              \
        ::hipify_cpu::ReduceOp::Op, Signed));                                  \
  }                                                                            \
  inline Type Name(hipify_cpu_phased At, unsigned long long Mask,              \
                   Type Value) {                                               \
    return static_cast<Type>(::hipify_cpu::reduce(                             \
        At, Mask, static_cast<uint64_t>(static_cast<int64_t>(Value)),          \
        ::hipify_cpu::ReduceOp::Op, Signed));                                  \
  }
HIPIFY_CPU_WARP_REDUCTION(__reduce_add_sync, unsigned int, Add, false)
HIPIFY_CPU_WARP_REDUCTION(__reduce_add_sync, int, Add, true)
HIPIFY_CPU_WARP_REDUCTION(__reduce_min_sync, unsigned int, Min, false)
HIPIFY_CPU_WARP_REDUCTION(__reduce_min_sync, int, Min, true)
HIPIFY_CPU_WARP_REDUCTION(__reduce_max_sync, unsigned int, Max, false)
HIPIFY_CPU_WARP_REDUCTION(__reduce_max_sync, int, Max, true)
HIPIFY_CPU_WARP_REDUCTION(__reduce_and_sync, unsigned int, And, false)
HIPIFY_CPU_WARP_REDUCTION(__reduce_or_sync, unsigned int, Or, false)
HIPIFY_CPU_WARP_REDUCTION(__reduce_xor_sync, unsigned int, Xor, false)
#undef HIPIFY_CPU_WARP_REDUCTION

/// The calling thread's lane, and the masks of the lanes below/above it.
inline unsigned int __lane_id() { return ::hipify_cpu::lane_id(); }
static inline hipify_cpu_lane_mask __lanemask_lt() {
  return static_cast<hipify_cpu_lane_mask>(
      (uint64_t(1) << ::hipify_cpu::lane_id()) - 1);
}
static inline hipify_cpu_lane_mask __lanemask_le() {
  return static_cast<hipify_cpu_lane_mask>(
      (uint64_t(2) << ::hipify_cpu::lane_id()) - 1);
}
static inline hipify_cpu_lane_mask __lanemask_gt() {
  return static_cast<hipify_cpu_lane_mask>(~__lanemask_le());
}
static inline hipify_cpu_lane_mask __lanemask_ge() {
  return static_cast<hipify_cpu_lane_mask>(~__lanemask_lt());
}

#ifdef HIPIFY_CPU_DIALECT_HIP
// --- HIP's mask-less forms: the lanes that are here -------------------------
// (A value is never a PhasedCall: the phased forms take one first.)
template <typename T>
using hipify_cpu_not_phased =
    std::enable_if_t<!std::is_same_v<T, ::hipify_cpu::PhasedCall>>;
template <typename T, typename = hipify_cpu_not_phased<T>>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl(HIPIFY_CPU_LANE_VALUE T Value, int SourceLane, int Width = warpSize) {
  return __shfl_sync(::hipify_cpu::kActiveLanes, Value, SourceLane, Width);
}
template <typename T>
inline T __shfl(hipify_cpu_phased At, T Value, int SourceLane,
                int Width = warpSize) {
  return __shfl_sync(At, ::hipify_cpu::kActiveLanes, Value, SourceLane, Width);
}
template <typename T, typename = hipify_cpu_not_phased<T>>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_up(HIPIFY_CPU_LANE_VALUE T Value, unsigned int Delta,
          int Width = warpSize) {
  return __shfl_up_sync(::hipify_cpu::kActiveLanes, Value, Delta, Width);
}
template <typename T>
inline T __shfl_up(hipify_cpu_phased At, T Value, unsigned int Delta,
                   int Width = warpSize) {
  return __shfl_up_sync(At, ::hipify_cpu::kActiveLanes, Value, Delta, Width);
}
template <typename T, typename = hipify_cpu_not_phased<T>>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_down(HIPIFY_CPU_LANE_VALUE T Value, unsigned int Delta,
            int Width = warpSize) {
  return __shfl_down_sync(::hipify_cpu::kActiveLanes, Value, Delta, Width);
}
template <typename T>
inline T __shfl_down(hipify_cpu_phased At, T Value, unsigned int Delta,
                     int Width = warpSize) {
  return __shfl_down_sync(At, ::hipify_cpu::kActiveLanes, Value, Delta, Width);
}
template <typename T, typename = hipify_cpu_not_phased<T>>
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline T
__shfl_xor(HIPIFY_CPU_LANE_VALUE T Value, int LaneMask, int Width = warpSize) {
  return __shfl_xor_sync(::hipify_cpu::kActiveLanes, Value, LaneMask, Width);
}
template <typename T>
inline T __shfl_xor(hipify_cpu_phased At, T Value, int LaneMask,
                    int Width = warpSize) {
  return __shfl_xor_sync(At, ::hipify_cpu::kActiveLanes, Value, LaneMask,
                         Width);
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline unsigned long long
__ballot(HIPIFY_CPU_LANE_VALUE int Predicate) {
  return ::hipify_cpu::ballot(::hipify_cpu::kActiveLanes, Predicate != 0);
}
inline unsigned long long __ballot(hipify_cpu_phased At, int Predicate) {
  return ::hipify_cpu::ballot(At, ::hipify_cpu::kActiveLanes, Predicate != 0);
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline int
__any(HIPIFY_CPU_LANE_VALUE int Predicate) {
  return ::hipify_cpu::vote_any(::hipify_cpu::kActiveLanes, Predicate != 0);
}
inline int __any(hipify_cpu_phased At, int Predicate) {
  return ::hipify_cpu::vote_any(At, ::hipify_cpu::kActiveLanes, Predicate != 0);
}
HIPIFY_CPU_COLLECTIVE HIPIFY_CPU_ALIKE inline int
__all(HIPIFY_CPU_LANE_VALUE int Predicate) {
  return ::hipify_cpu::vote_all(::hipify_cpu::kActiveLanes, Predicate != 0);
}
inline int __all(hipify_cpu_phased At, int Predicate) {
  return ::hipify_cpu::vote_all(At, ::hipify_cpu::kActiveLanes, Predicate != 0);
}
#endif

HIPIFY_CPU_END_DECLS

#endif
