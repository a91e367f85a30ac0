//===- ShadowedBuiltins.h - host variables named like built-in variables --===//
//
// Host code often names its launch geometry after the built-in variables:
// `dim3 blockDim(256); dim3 gridDim(n / blockDim.x);`, or
// `void launch(dim3 gridDim, dim3 blockDim)`. nvcc and hip-clang accept it
// (the built-ins are variables that a local shadows), but the CPU runner's
// built-ins are macros (exec.h: one thread-local load per read), which turn
// such a declaration into nonsense. Before the runner parses a source, each
// such variable is renamed, with every use in its scope, to a name no macro
// has.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_SHADOWEDBUILTINS_H
#define HIPIFY_CPURUNNER_SHADOWEDBUILTINS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// The suffix renamed variables get: `blockDim` becomes `blockDim_local`.
inline constexpr llvm::StringLiteral ShadowedBuiltinSuffix = "_local";

/// Source with each local variable or parameter named threadIdx, blockIdx,
/// blockDim or gridDim renamed in its scope (a block, or a function's
/// parameter list and body). Lines keep their numbers. Declarations at
/// namespace scope, which nvcc rejects, are left.
std::string renameShadowedBuiltins(llvm::StringRef Source);

} // namespace hipify

#endif
