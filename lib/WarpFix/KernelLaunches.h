//===- KernelLaunches.h - the block shapes a translation unit launches ----===//
//
// Some warp-width decisions depend on the launches: a block reduction is
// rewritten for any width only when every block size is a multiple of 64
// (WarpFixBlockReduction), and a kernel that takes warpSize as the width of
// its blocks' rows (`threadIdx.y * warpSize`) keeps CUDA's 32 only when the
// host gives it blocks of a width it wrote as a number (WarpFixPlan). This
// finds, for each kernel, the block shape of each of its `<<<...>>>`
// launches in the translation unit, where the source says it as constants:
// a literal, a constant, `dim3 threads(32, 4)`, or a local variable that is
// only ever read (`int thread_x = 32; dim3 threads(thread_x, 16);`).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_KERNELLAUNCHES_H
#define HIPIFY_WARPFIX_KERNELLAUNCHES_H

#include "clang/Basic/SourceLocation.h"
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace hipify {

/// The block of one launch: each extent where it is a constant.
struct LaunchedBlock {
  std::array<std::optional<uint64_t>, 3> Extent; ///< x, y, z.
  clang::SourceLocation Where;                   ///< The launch.
  /// The size of a 1-D block (y and z both 1), if constant.
  std::optional<uint64_t> oneDimensional() const {
    return Extent[1] == 1u && Extent[2] == 1u ? Extent[0] : std::nullopt;
  }
};

struct KernelLaunches {
  std::vector<LaunchedBlock> Blocks;
  /// Whether the kernel is named other than as a launch's callee (its
  /// address taken, a launch by function pointer): then the launches seen
  /// are not all.
  bool NamedOtherwise = false;
};

/// The launches of every kernel of the translation unit (keyed by planKey:
/// a template's pattern), outside system headers.
std::map<const clang::FunctionDecl *, KernelLaunches>
findKernelLaunches(clang::ASTContext &AST);

} // namespace hipify

#endif
