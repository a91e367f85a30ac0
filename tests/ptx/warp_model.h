// The world both sides of tests/ptx run in: one thread of a 64-lane
// wavefront (two 32-lane warps), what the other lanes hold, the special
// registers, the carry flag, and a log of fences and barriers. Host code,
// no GPU. It defines the machine that runtime/cpu's hipify_cpu/ptx.h (the
// PTX side) asks for what one thread cannot compute alone.
#ifndef HIPIFY_TESTS_PTX_WARP_MODEL_H
#define HIPIFY_TESTS_PTX_WARP_MODEL_H

#include "hipify_cpu/ptx.h"
#include <cstdint>
#include <string>

struct WarpModel {
  unsigned Lane = 0; ///< In the 64-lane wavefront.
  unsigned Tid[3] = {0, 0, 0};
  unsigned Ntid[3] = {128, 2, 1};
  unsigned Ctaid[3] = {3, 1, 0};
  unsigned Nctaid[3] = {8, 2, 1};
  unsigned Smid = 7;
  uint64_t Clock = 0x1234567890ull;
  uint64_t WallClock = 0xabcdef0123ull;
  uint32_t Carry = 0;
  std::string Log;

  /// What another lane holds in the register being shuffled.
  static uint32_t valueOf(unsigned L) { return 0x9e3779b9u * (L + 1); }
  /// Another lane's predicate in a vote.
  static bool predicateOf(unsigned L) { return (L * 7 + 3) % 5 < 2; }

  void reset(unsigned L) {
    Lane = L;
    Tid[0] = L + 64 * 1; // The second wavefront of the block.
    Tid[1] = 1;
    Log.clear();
  }
};

inline WarpModel Model;

/// Aligned memory the load, store and atomic rows work on.
alignas(16) inline unsigned char Memory[64];

namespace hipify_cpu::ptx::machine {
inline unsigned lane() { return Model.Lane % 32; }
inline unsigned tid(int D) { return Model.Tid[D]; }
inline unsigned ntid(int D) { return Model.Ntid[D]; }
inline unsigned ctaid(int D) { return Model.Ctaid[D]; }
inline unsigned nctaid(int D) { return Model.Nctaid[D]; }
inline unsigned smid() { return Model.Smid; }
inline uint64_t clock64() { return Model.Clock; }
inline uint64_t globaltimer() { return Model.WallClock; }
inline uint32_t read_lane(uint32_t, uint32_t V, unsigned Source) {
  unsigned L = (Model.Lane & ~31u) + Source;
  return L == Model.Lane ? V : WarpModel::valueOf(L);
}
inline uint32_t ballot(uint32_t Mask, bool P) {
  uint32_t D = 0;
  for (unsigned I = 0; I < 32; ++I) {
    unsigned L = (Model.Lane & ~31u) + I;
    D |= uint32_t(L == Model.Lane ? P : WarpModel::predicateOf(L)) << I;
  }
  return D & Mask;
}
inline void warp_sync(uint32_t) { Model.Log += "warpsync;"; }
inline void barrier(unsigned) { Model.Log += "barrier.cta;"; }
inline void fence(scope S) {
  Model.Log += S == scope::cta ? "fence.cta;" : S == scope::gpu ? "fence.gpu;" : "fence.sys;";
}
inline void trap() { Model.Log += "trap;"; }
inline uint32_t &carry() { return Model.Carry; }
} // namespace hipify_cpu::ptx::machine

#endif
