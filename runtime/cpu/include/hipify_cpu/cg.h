//===- cg.h - cooperative groups: thread blocks and their tiles -----------===//
//
// The groups CUDA's and HIP's `cooperative_groups` namespaces share: the
// calling thread's block, static tiles of it (thread_block_tile<N>, N a
// power of two no larger than a warp) and dynamic partitions
// (tiled_partition(group, n)), and the active lanes of a warp
// (coalesced_threads()). A tile is a segment of a warp, so its collectives
// are the warp collectives of exec.h on the tile's lanes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CG_H
#define HIPIFY_CPU_CG_H

#include "hipify_cpu/dim3.h"
#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include <cstdint>
#include <cstring>

HIPIFY_CPU_BEGIN_DECLS
namespace cooperative_groups {

namespace details {
// blockDim, blockIdx and threadIdx are exec.h's macros for the calling
// thread's built-in variables.
inline unsigned block_size() { return blockDim.x * blockDim.y * blockDim.z; }
/// The lanes of the calling thread's warp that form its tile of Size
/// threads (Size a power of two at most the warp size).
inline uint64_t tile_lanes(unsigned Size) {
  if (Size >= 64)
    return ~uint64_t(0);
  unsigned First = ::hipify_cpu::lane_id() / Size * Size;
  return ((uint64_t(1) << Size) - 1) << First;
}
} // namespace details

/// Any group of threads: a block, or a tile of one made at run time.
class thread_group {
public:
  void sync() const {
    if (GroupIsBlock)
      ::hipify_cpu::sync_block();
    else
      ::hipify_cpu::sync_warp(details::tile_lanes(GroupSize));
  }
  unsigned long long size() const { return GroupSize; }
  unsigned long long num_threads() const { return GroupSize; }
  unsigned long long thread_rank() const {
    return GroupIsBlock ? ::hipify_cpu::linear_thread_id()
                   : ::hipify_cpu::linear_thread_id() % GroupSize;
  }
  bool is_valid() const { return GroupSize != 0; }

protected:
  thread_group(unsigned Size, bool IsBlock)
      : GroupSize(Size), GroupIsBlock(IsBlock) {}
  unsigned GroupSize;
  bool GroupIsBlock;
};

class thread_block : public thread_group {
public:
  thread_block() : thread_group(details::block_size(), true) {}
  HIPIFY_CPU_BARRIER static void sync() { ::hipify_cpu::sync_block(); }
  static unsigned thread_rank() { return ::hipify_cpu::linear_thread_id(); }
  HIPIFY_CPU_UNIFORM static unsigned size() { return details::block_size(); }
  HIPIFY_CPU_UNIFORM static unsigned num_threads() {
    return details::block_size();
  }
  HIPIFY_CPU_UNIFORM static dim3 group_index() {
    return dim3(blockIdx.x, blockIdx.y, blockIdx.z);
  }
  static dim3 thread_index() {
    return dim3(threadIdx.x, threadIdx.y, threadIdx.z);
  }
  HIPIFY_CPU_UNIFORM static dim3 dim_threads() { return blockDim; }
  HIPIFY_CPU_UNIFORM static dim3 group_dim() { return dim_threads(); }
};

HIPIFY_CPU_UNIFORM inline thread_block this_thread_block() {
  return thread_block();
}

/// A static tile of TileSize threads of a block.
template <unsigned TileSize> class thread_block_tile : public thread_group {
  static_assert(TileSize > 0 && (TileSize & (TileSize - 1)) == 0 && TileSize <= 64,
                "tiles are powers of two of at most 64 threads");

  using Phased = ::hipify_cpu::PhasedCall;

public:
  thread_block_tile() : thread_group(TileSize, false) {}
  HIPIFY_CPU_COLLECTIVE static void sync() {
    ::hipify_cpu::sync_warp(details::tile_lanes(TileSize));
  }
  static unsigned thread_rank() {
    return ::hipify_cpu::linear_thread_id() % TileSize;
  }
  static constexpr unsigned size() { return TileSize; }
  static constexpr unsigned num_threads() { return TileSize; }
  static unsigned meta_group_rank() {
    return ::hipify_cpu::linear_thread_id() / TileSize;
  }
  HIPIFY_CPU_UNIFORM static unsigned meta_group_size() {
    return (details::block_size() + TileSize - 1) / TileSize;
  }

  // Each collective, and its phased form (a PhasedCall first; see
  // warp_functions.h): the same primitive with the same operands.
  template <typename T> HIPIFY_CPU_COLLECTIVE static T shfl(T Value, int SourceRank) {
    return ::hipify_cpu::shuffle(lanes(), Value, ::hipify_cpu::ShuffleKind::Index,
                                 SourceRank, TileSize);
  }
  template <typename T> static T shfl(Phased At, T Value, int SourceRank) {
    return ::hipify_cpu::shuffle(At, lanes(), Value,
                                 ::hipify_cpu::ShuffleKind::Index, SourceRank,
                                 TileSize);
  }
  template <typename T>
  HIPIFY_CPU_COLLECTIVE static T shfl_up(T Value, unsigned Delta) {
    return ::hipify_cpu::shuffle(lanes(), Value, ::hipify_cpu::ShuffleKind::Up,
                                 static_cast<int>(Delta), TileSize);
  }
  template <typename T> static T shfl_up(Phased At, T Value, unsigned Delta) {
    return ::hipify_cpu::shuffle(At, lanes(), Value,
                                 ::hipify_cpu::ShuffleKind::Up,
                                 static_cast<int>(Delta), TileSize);
  }
  template <typename T>
  HIPIFY_CPU_COLLECTIVE static T shfl_down(T Value, unsigned Delta) {
    return ::hipify_cpu::shuffle(lanes(), Value, ::hipify_cpu::ShuffleKind::Down,
                                 static_cast<int>(Delta), TileSize);
  }
  template <typename T>
  static T shfl_down(Phased At, T Value, unsigned Delta) {
    return ::hipify_cpu::shuffle(At, lanes(), Value,
                                 ::hipify_cpu::ShuffleKind::Down,
                                 static_cast<int>(Delta), TileSize);
  }
  template <typename T>
  HIPIFY_CPU_COLLECTIVE static T shfl_xor(T Value, unsigned LaneMask) {
    return ::hipify_cpu::shuffle(lanes(), Value, ::hipify_cpu::ShuffleKind::Xor,
                                 static_cast<int>(LaneMask), TileSize);
  }
  template <typename T>
  static T shfl_xor(Phased At, T Value, unsigned LaneMask) {
    return ::hipify_cpu::shuffle(At, lanes(), Value,
                                 ::hipify_cpu::ShuffleKind::Xor,
                                 static_cast<int>(LaneMask), TileSize);
  }
  HIPIFY_CPU_COLLECTIVE static bool any(int Predicate) {
    return ::hipify_cpu::vote_any(lanes(), Predicate != 0);
  }
  static bool any(Phased At, int Predicate) {
    return ::hipify_cpu::vote_any(At, lanes(), Predicate != 0);
  }
  HIPIFY_CPU_COLLECTIVE static bool all(int Predicate) {
    return ::hipify_cpu::vote_all(lanes(), Predicate != 0);
  }
  static bool all(Phased At, int Predicate) {
    return ::hipify_cpu::vote_all(At, lanes(), Predicate != 0);
  }
  /// Bit i is the predicate of the tile's thread of rank i.
  HIPIFY_CPU_COLLECTIVE static unsigned long long ballot(int Predicate) {
    return ::hipify_cpu::ballot(lanes(), Predicate != 0) >> first_lane();
  }
  static unsigned long long ballot(Phased At, int Predicate) {
    return ::hipify_cpu::ballot(At, lanes(), Predicate != 0) >> first_lane();
  }
  template <typename T>
  HIPIFY_CPU_COLLECTIVE static unsigned long long match_any(T Value) {
    return ::hipify_cpu::match_any(lanes(), bits(Value)) >> first_lane();
  }
  template <typename T>
  static unsigned long long match_any(Phased At, T Value) {
    return ::hipify_cpu::match_any(At, lanes(), bits(Value)) >> first_lane();
  }
  template <typename T>
  HIPIFY_CPU_COLLECTIVE static unsigned long long match_all(T Value,
                                                            int &AllEqual) {
    return ::hipify_cpu::match_all(lanes(), bits(Value), &AllEqual) >>
           first_lane();
  }
  template <typename T>
  static unsigned long long match_all(Phased At, T Value, int &AllEqual) {
    return ::hipify_cpu::match_all(At, lanes(), bits(Value), &AllEqual) >>
           first_lane();
  }
  static void sync(Phased At) {
    ::hipify_cpu::sync_warp(At, lanes());
  }

private:
  static uint64_t lanes() { return details::tile_lanes(TileSize); }
  static unsigned first_lane() {
    return TileSize >= 64 ? 0 : ::hipify_cpu::lane_id() / TileSize * TileSize;
  }
  template <typename T> static uint64_t bits(T Value) {
    static_assert(sizeof(T) <= 8, "values of at most 8 bytes");
    uint64_t Bits = 0;
    std::memcpy(&Bits, &Value, sizeof(T));
    return Bits;
  }
};

/// The lanes of a warp that call coalesced_threads() together (its active
/// lanes), ranked by lane: a group whose lanes are known only at run time.
class coalesced_group : public thread_group {
  using Phased = ::hipify_cpu::PhasedCall;

public:
  /// Empty; the phased lowering keeps a copy per thread of one.
  coalesced_group() : coalesced_group(0) {}
  explicit coalesced_group(uint64_t Lanes)
      : thread_group(unsigned(__builtin_popcountll(Lanes)), false),
        Lanes(Lanes) {}
  unsigned size() const { return unsigned(__builtin_popcountll(Lanes)); }
  unsigned num_threads() const { return size(); }
  unsigned thread_rank() const {
    return unsigned(__builtin_popcountll(
        Lanes & ((uint64_t(1) << ::hipify_cpu::lane_id()) - 1)));
  }
  unsigned meta_group_rank() const { return 0; }
  unsigned meta_group_size() const { return 1; }

  HIPIFY_CPU_COLLECTIVE void sync() const { ::hipify_cpu::sync_warp(Lanes); }
  void sync(Phased At) const { ::hipify_cpu::sync_warp(At, Lanes); }
  template <typename T>
  HIPIFY_CPU_COLLECTIVE T shfl(T Value, unsigned SourceRank) const {
    return ::hipify_cpu::shuffle(Lanes, Value, ::hipify_cpu::ShuffleKind::Index,
                                 int(laneOfRank(SourceRank)),
                                 int(::hipify_cpu::warp_size()));
  }
  template <typename T> T shfl(Phased At, T Value, unsigned SourceRank) const {
    return ::hipify_cpu::shuffle(At, Lanes, Value,
                                 ::hipify_cpu::ShuffleKind::Index,
                                 int(laneOfRank(SourceRank)),
                                 int(::hipify_cpu::warp_size()));
  }
  HIPIFY_CPU_COLLECTIVE bool any(int Predicate) const {
    return ::hipify_cpu::vote_any(Lanes, Predicate != 0);
  }
  bool any(Phased At, int Predicate) const {
    return ::hipify_cpu::vote_any(At, Lanes, Predicate != 0);
  }
  HIPIFY_CPU_COLLECTIVE bool all(int Predicate) const {
    return ::hipify_cpu::vote_all(Lanes, Predicate != 0);
  }
  bool all(Phased At, int Predicate) const {
    return ::hipify_cpu::vote_all(At, Lanes, Predicate != 0);
  }
  /// Bit i is the predicate of the group's thread of rank i.
  HIPIFY_CPU_COLLECTIVE unsigned long long ballot(int Predicate) const {
    return byRank(::hipify_cpu::ballot(Lanes, Predicate != 0));
  }
  unsigned long long ballot(Phased At, int Predicate) const {
    return byRank(::hipify_cpu::ballot(At, Lanes, Predicate != 0));
  }

private:
  /// The lane of the group's thread of rank Rank (the Rank-th set bit).
  unsigned laneOfRank(unsigned Rank) const {
    uint64_t Rest = Lanes;
    for (unsigned I = 0; I < Rank && Rest; ++I)
      Rest &= Rest - 1;
    return Rest ? unsigned(__builtin_ctzll(Rest)) : 0;
  }
  /// A mask of lanes as a mask of ranks.
  unsigned long long byRank(uint64_t ByLane) const {
    unsigned long long Result = 0;
    unsigned Rank = 0;
    for (uint64_t Rest = Lanes; Rest; Rest &= Rest - 1, ++Rank)
      if (ByLane & (Rest & -Rest))
        Result |= 1ull << Rank;
    return Result;
  }
  uint64_t Lanes;
};

/// The calling warp's active lanes, as a group (a collective: on fibers,
/// the lanes that reach it together).
HIPIFY_CPU_COLLECTIVE inline coalesced_group coalesced_threads() {
  return coalesced_group(::hipify_cpu::active_mask());
}
inline coalesced_group coalesced_threads(::hipify_cpu::PhasedCall At) {
  return coalesced_group(::hipify_cpu::active_mask(At));
}

/// tiled_partition<N>(block) and tiled_partition<N>(tile).
template <unsigned Size, typename Parent>
HIPIFY_CPU_UNIFORM inline thread_block_tile<Size>
tiled_partition(const Parent &) {
  return thread_block_tile<Size>();
}

/// A tile of the block made at run time.
class dynamic_tile : public thread_group {
public:
  explicit dynamic_tile(unsigned Size) : thread_group(Size, false) {}
};
inline thread_group tiled_partition(const thread_group &, unsigned Size) {
  return dynamic_tile(Size);
}

template <typename Group> inline void sync(const Group &G) { G.sync(); }
// The forms whose kind the preparation step must know.
HIPIFY_CPU_BARRIER inline void sync(const thread_block &) {
  ::hipify_cpu::sync_block();
}
template <unsigned Size>
HIPIFY_CPU_COLLECTIVE inline void sync(const thread_block_tile<Size> &) {
  thread_block_tile<Size>::sync();
}
template <unsigned Size>
inline void sync(::hipify_cpu::PhasedCall At, const thread_block_tile<Size> &) {
  thread_block_tile<Size>::sync(At);
}
template <typename Group>
inline unsigned long long thread_rank(const Group &G) {
  return G.thread_rank();
}
template <typename Group> inline unsigned long long group_size(const Group &G) {
  return G.size();
}

} // namespace cooperative_groups
HIPIFY_CPU_END_DECLS

#endif
