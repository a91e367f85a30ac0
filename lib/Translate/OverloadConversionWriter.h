//===- OverloadConversionWriter.h - conversions HIP's overloads need ------===//
//
// CUDA declares some device functions once where HIP overloads them:
// __ffsll(long long) against HIP's __ffsll(long long) and
// __ffsll(unsigned long long). A call that CUDA's one declaration accepted
// through a conversion (__ffsll of an int64_t, which is long) is ambiguous
// between HIP's. Writing the conversion CUDA made implicitly as a
// static_cast picks the same function and keeps the value the same.
// Which functions HIP overloads: mappings/facts/hip-overloads.yaml.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_OVERLOADCONVERSIONWRITER_H
#define HIPIFY_TRANSLATE_OVERLOADCONVERSIONWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class OverloadConversionWriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
