//===- Dim3ConversionWriter.h - uint3 where a dim3 is wanted --------------===//
//
// CUDA's dim3 converts from a uint3 (`grid = make_uint3(n, 1, 1)`, a launch
// with a uint3 grid); HIP's dim3 has no such constructor, so hipcc rejects
// the conversion. A make_uint3(...) call becomes dim3(...); a plain uint3
// variable or member becomes dim3(u.x, u.y, u.z). Both are the dim3 that
// CUDA's constructor made.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_DIM3CONVERSIONWRITER_H
#define HIPIFY_TRANSLATE_DIM3CONVERSIONWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class Dim3ConversionWriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
