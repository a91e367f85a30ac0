//===- ThreadIndexArithmetic.h - lane and warp arithmetic of 32 lanes -----===//
//
// `threadIdx.x % 32`, `tid / 32`, `lane & 31`, `tid >> 5`, `lane == 31`:
// arithmetic on a thread index with a literal of a 32-lane warp. Both the
// portability check (hipify-warp-size-assumption) and the warp fixes (which
// code was written for 32 lanes) look for it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_THREADINDEXARITHMETIC_H
#define HIPIFY_WARPFIX_THREADINDEXARITHMETIC_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace hipify {

/// Whether E is one component of a built-in variable (`threadIdx.x`,
/// `blockDim.y`): a property in CUDA's headers, a member in HIP's.
bool isBuiltin(const clang::Expr *E, llvm::StringRef Variable,
               llvm::StringRef Field);

/// The `warpSize` operand when Op multiplies a thread index of another
/// dimension than x by it (`threadIdx.y * warpSize`, `warpSize *
/// threadIdx.z`): code that takes its blocks' rows to be warpSize threads
/// wide (`tid = threadIdx.y * warpSize + threadIdx.x`). Whether that
/// warpSize is CUDA's is the caller's to check.
const clang::DeclRefExpr *warpSizeAsRowWidth(const clang::BinaryOperator &Op);

/// Whether E reads threadIdx, directly or through a local variable that was
/// initialised from it (lane = threadIdx.x % 32; lane & 31).
bool readsThreadIndex(const clang::Expr *E);

/// The value of an integer constant expression.
std::optional<uint64_t> integerConstant(const clang::Expr *E,
                                        const clang::ASTContext &AST);

/// The literal (32, 31 or 5) when Op is thread-index arithmetic of a 32-lane
/// warp: `% 32`, `/ 32`, `& 31`, `>> 5`, comparisons with 32, and their
/// compound assignments, with the literal written as such (possibly through
/// a macro): `warpSize` is a constant too, and what portable code uses.
std::optional<uint64_t>
warpLiteralOnThreadIndex(const clang::BinaryOperator &Op,
                         const clang::ASTContext &AST);

} // namespace hipify

#endif
