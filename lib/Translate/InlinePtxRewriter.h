//===- InlinePtxRewriter.h - inline PTX to HIP -----------------*- C++ -*-===//
//
// An asm statement in device code is PTX, which hip-clang cannot compile.
// When every instruction of its template has a row in mappings/ptx.yaml, the
// statement is replaced by the rows' C++ bound to the statement's own
// operand expressions (hipify-inline-ptx-translated); otherwise it is left
// as written and the instruction that stopped it is reported
// (hipify-inline-ptx). docs/ptx.md describes what is translated.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_INLINEPTXREWRITER_H
#define HIPIFY_TRANSLATE_INLINEPTXREWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class InlinePtxRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
