//===- FallbackDefiner.h - definitions for HIP functions a release lacks --===//
//
// Some CUDA functions have a HIP counterpart only in releases newer than the
// target: hipSPARSE's error strings came with HIP 6.0. Real code calls them
// in its error-checking macros, so leaving them makes the whole port fail to
// compile. A row can name, as its older form, a function the port itself
// defines (`older_fallback`, docs/mapping-format.md): one built from the
// enum of its argument (`enum-name`), or the text of
// mappings/facts/port-definitions.yaml (`definition`). NameRewriter renames
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
  void finishTranslationUnit() override;

private:
  /// The definition of an "enum-name" fallback: the name of each value of
  /// the enum its argument has, as the port spells it.
  std::optional<std::string> enumNameDefinition(const MappingRow &Row,
                                                const clang::CallExpr &Call);

  /// The start of Top's line: where a definition goes.
  FileRange lineStartBefore(const clang::Decl &Top);

  /// The definitions that go at one place, written in the order of their
  /// first calls in the file (the order of the matches is the AST's).
  struct PendingDefinition {
    unsigned FirstCall; ///< File offset of the first call.
    std::string Name;   ///< "'hipify_x' in place of '__x'".
    std::string Text;
  };
  struct PendingDefinitions {
    FileRange Where;
    std::vector<PendingDefinition> Definitions;
  };
  std::vector<PendingDefinitions> Pending;
  llvm::StringSet<> Defined; ///< "file\0name" already given a definition.
};

} // namespace hipify

#endif
