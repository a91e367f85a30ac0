// The world both sides of tests/ptx run in: one thread of a 64-lane
// wavefront (two 32-lane warps), what the other lanes hold, the special
// registers, and a log of fences and barriers. Host code, no GPU.
#ifndef HIPIFY_TESTS_PTX_WARP_MODEL_H
#define HIPIFY_TESTS_PTX_WARP_MODEL_H

#include <cstdint>
#include <string>

struct WarpModel {
  unsigned Lane = 0; ///< In the 64-lane wavefront.
  unsigned Tid[3] = {0, 0, 0};
  unsigned Ntid[3] = {128, 2, 1};
  unsigned Smid = 7;
  uint64_t Clock = 0x1234567890ull;
  uint64_t WallClock = 0xabcdef0123ull;
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

/// Aligned memory the load rows read through.
alignas(16) inline unsigned char Memory[64];

#endif
