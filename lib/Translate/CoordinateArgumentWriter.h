//===- CoordinateArgumentWriter.h - threadIdx.x passed where type matters -===//
//
// CUDA's threadIdx.x, blockIdx.y, blockDim.x, gridDim.z are unsigned ints;
// HIP's are objects of a class that converts to one. Passed to a function
// whose parameter type is deduced or chosen among overloads, they behave
// differently: `min(rem, blockDim.x)` with `unsigned rem` is ambiguous in
// HIP (the class converts to every overload's type equally well), a
// template deduces the class, and printf receives the object itself, not
// the number. Where the argument's type so matters (an overloaded function,
// a template's deduced parameter, a variadic argument), the conversion CUDA
// made implicitly is written: `static_cast<unsigned int>(blockDim.x)`.
//
// Left alone: arguments to a function of one declaration with a parameter
// of a fixed type, where the conversion happens as in CUDA.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_COORDINATEARGUMENTWRITER_H
#define HIPIFY_TRANSLATE_COORDINATEARGUMENTWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class CoordinateArgumentWriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
