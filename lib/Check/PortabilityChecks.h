//===- PortabilityChecks.h - code that translates but does not port -------===//
//
// Rules that look past names: inline PTX, code that assumes 32-lane warps,
// warp-synchronous code without synchronisation, texture references. They
// run in the same AST pass as the rewriters and report Findings; texture
// references that only show as parse errors are found after the parse, by
// their tokens.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_PORTABILITYCHECKS_H
#define HIPIFY_CHECK_PORTABILITYCHECKS_H

#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace hipify {

class PortabilityChecks
    : public TranslationPass,
      public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit PortabilityChecks(TranslationContext &Context) : Context(Context) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finishTranslationUnit() override;

private:
  void checkInlinePtx(const clang::AsmStmt *Asm);
  void checkWarpArithmetic(const clang::BinaryOperator *Op);
  void checkFullMask(const clang::CallExpr *Call);
  void checkBallotWidth(const clang::Expr *Ballot, clang::QualType Target,
                        clang::SourceLocation Where);
  void checkSharedArraySize(const clang::VarDecl *Var);
  void checkWarpSynchronous(const clang::CompoundStmt *Block);
  void checkTextureReference(clang::TypeLoc TL);
  void checkTextureReferenceTokens(clang::SourceLocation ErrorLoc);

  void report(llvm::StringRef Rule, clang::SourceLocation Where,
              std::string Message);

  TranslationContext &Context;
  const clang::ASTContext *AST = nullptr;
};

} // namespace hipify

#endif
