//===- Half2MemberRewriter.h - __half2's x and y before HIP 6.0 -----------===//
//
// CUDA declares __half2's members x and y as __half; HIP before 6.0 declares
// them unsigned short, the raw bits (mappings/facts/half2-members.yaml).
// A read compiles there and means something else: `float f = h2.x` converts
// the bits to float, `f(h2.x)` deduces unsigned short. On such targets a read
// of E.x (E->x) becomes the fact's `read` function, __low2half(E)
// (__low2half(*E)), a __half of the same value on the host and the device.
// A write (assignment, increment, address taken, non-const reference) cannot
// become a call and is reported with what to write instead: rewriting it
// would name E twice, which is only right when E has no side effects, and a
// write to one half is rare next to reads.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_HALF2MEMBERREWRITER_H
#define HIPIFY_TRANSLATE_HALF2MEMBERREWRITER_H

#include "Translate/MatcherPass.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

class Half2MemberRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Members already handled, by place: a template's pattern and its
  /// instantiations share them.
  llvm::StringSet<> Seen;
};

} // namespace hipify

#endif
