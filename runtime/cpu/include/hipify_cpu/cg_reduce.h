//===- cg_reduce.h - cooperative_groups::reduce over a tile ---------------===//
#ifndef HIPIFY_CPU_CG_REDUCE_H
#define HIPIFY_CPU_CG_REDUCE_H

#include "hipify_cpu/cg.h"
#include "hipify_cpu/mode.h"

HIPIFY_CPU_BEGIN_DECLS
namespace cooperative_groups {

template <typename T> struct plus {
  T operator()(const T &A, const T &B) const { return A + B; }
};
template <typename T> struct less {
  T operator()(const T &A, const T &B) const { return B < A ? B : A; }
};
template <typename T> struct greater {
  T operator()(const T &A, const T &B) const { return A < B ? B : A; }
};
template <typename T> struct bit_and {
  T operator()(const T &A, const T &B) const { return A & B; }
};
template <typename T> struct bit_or {
  T operator()(const T &A, const T &B) const { return A | B; }
};
template <typename T> struct bit_xor {
  T operator()(const T &A, const T &B) const { return A ^ B; }
};

/// Every thread of the tile gets Op folded over the tile's values (a
/// butterfly of xor shuffles, so all ranks end with the same result).
template <unsigned Size, typename T, typename Op>
inline T reduce(const thread_block_tile<Size> &Tile, T Value, Op Combine) {
  for (unsigned Mask = Size / 2; Mask > 0; Mask /= 2)
    Value = Combine(Value, Tile.shfl_xor(Value, Mask));
  return Value;
}

} // namespace cooperative_groups
HIPIFY_CPU_END_DECLS

#endif
