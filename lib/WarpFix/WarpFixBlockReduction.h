//===- WarpFixBlockReduction.h - block reductions that need all lanes -----===//
//
// The one warp-width pattern the port rewrites for any width instead of
// keeping 32-lane groups (hipify-warp-width-generic): a kernel that reduces
// its block with an exact operation, warp by warp and then over the warps,
// and whose only 32-lane assumptions are the reduction's own:
//
//   lane = threadIdx.x % 32 (or & 31), warp = threadIdx.x / 32 (or >> 5);
//   v op= __shfl_down_sync(mask, v, o) for o = 16, 8, ..., 1 (or __shfl_xor;
//     or v = helper(v), a device function that is only that loop);
//   if (lane == 0) partial[warp] = v;  __syncthreads();
//   v = (lane < blockDim.x / 32) ? partial[lane] : identity;  fold again;
//   the result written (or combined atomically) by the block's first lane;
//   or, with no second stage, `if (lane == 0) atomicOp(out, v)`.
//
// Such a kernel computes op over all its block's elements whatever the warp
// width w, as long as w divides the block size and the operation is exact
// (associative and commutative on the type: integer +, *, &, |, ^, min,
// max; min and max on floating point too, but not floating-point sums,
// whose rounding depends on the order). So the recogniser checks, and only
// then rewrites 32 as warpSize, 31 as warpSize - 1, 16 as warpSize / 2:
//  - every launch of the kernel in the translation unit has a constant 1-D
//    block size that is a multiple of 64 (and the kernel is not used
//    otherwise): 32 and 64 both divide it;
//  - every 32, 31 and >> 5 of the kernel is one of the forms above, every
//    use of lane and warp is a test against 0, a test against the warp
//    count, or an index of the per-warp shared array;
//  - the folded value is used, after its first fold, only by the pattern's
//    own statements, and the folds run where every lane of a warp does;
//  - the second stage's lanes without a partial contribute the operation's
//    identity (0 for +, | and ^; the type's lowest value for max, ...).
// Anything else keeps 32-lane groups (WarpFixPlan), which are exact too.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_WARPFIXBLOCKREDUCTION_H
#define HIPIFY_WARPFIX_WARPFIXBLOCKREDUCTION_H

#include "WarpFix/WarpFixPlan.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// A function of a call-graph component with its warp calls.
struct BlockReductionFunction {
  const clang::FunctionDecl *Function = nullptr;
  std::vector<const clang::CallExpr *> WarpCalls;
};

struct BlockReductionRewrite {
  std::map<const clang::FunctionDecl *, std::vector<WarpEdit>> Edits;
  std::string Summary; ///< What the note of hipify-warp-width-generic says.
};

/// The rewrite of a component for any warp width, if it is the pattern.
std::optional<BlockReductionRewrite>
recogniseBlockReduction(llvm::ArrayRef<BlockReductionFunction> Functions,
                        clang::ASTContext &AST,
                        const TranslationContext &Context);

} // namespace hipify

#endif
