//===- FallbackDefiner.h - definitions for HIP functions a release lacks --===//
//
// Some CUDA functions have a HIP counterpart only in releases newer than the
// target: hipSPARSE's error strings came with HIP 6.0. Real code calls them
// in its error-checking macros, so leaving them makes the whole port fail to
// compile. A row can name, as its older form, a function the port itself
// defines (`older_fallback`, docs/mapping-format.md); NameRewriter renames
// the calls, and this pass writes the definition once in each file that
// calls it, before the first top-level declaration that does.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_FALLBACKDEFINER_H
#define HIPIFY_TRANSLATE_FALLBACKDEFINER_H

#include "Translate/MatcherPass.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

class FallbackDefiner : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The definition of an "enum-name" fallback: the name of each value of
  /// the enum its argument has, as the port spells it.
  std::optional<std::string> enumNameDefinition(const MappingRow &Row,
                                                const clang::CallExpr &Call);

  llvm::StringSet<> Defined; ///< "file\0name" already given a definition.
};

} // namespace hipify

#endif
