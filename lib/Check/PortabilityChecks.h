//===- PortabilityChecks.h - code that translates but does not port -------===//
//
// The portability pass: every AST check of lib/Check/rules (inline PTX, code
// that assumes 32-lane warps, warp-synchronous code without synchronisation,
// texture references), one class per rule, listed in Core/Rules.def. They
// run in the same AST pass as the rewriters and report Findings; a rule that
// also looks at what the parser could not see (texture references that are
// only parse errors) does so when the translation unit is finished.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_PORTABILITYCHECKS_H
#define HIPIFY_CHECK_PORTABILITYCHECKS_H

#include "Check/CheckRule.h"
#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>
#include <vector>

namespace hipify {

class PortabilityChecks : public TranslationPass {
public:
  explicit PortabilityChecks(TranslationContext &Context);
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void finishTranslationUnit() override;

private:
  std::vector<std::unique_ptr<CheckRule>> Checks;
};

} // namespace hipify

#endif
