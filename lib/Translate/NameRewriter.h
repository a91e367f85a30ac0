//===- NameRewriter.h - rename CUDA names the AST resolves -----------------===//
//
// Matches every reference to a declaration (calls, enum constants, variables),
// every written type (TypeLoc: declarations, casts, sizeof, template
// arguments) and every call whose row rewrites its arguments.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_NAMEREWRITER_H
#define HIPIFY_TRANSLATE_NAMEREWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class NameRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void renameReference(const clang::NamedDecl *D, clang::SourceLocation Loc);
  void renameType(clang::TypeLoc TL);
  void dropTagKeyword(clang::TypeLoc TL, const MappingRow &Row);
  void rewriteArguments(const clang::CallExpr *Call);
  void renameNamespace(const clang::NamespaceDecl *ND,
                       clang::SourceLocation NameLoc);

};

} // namespace hipify

#endif
