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
// The same goes for host code that uses what CUDA declares for the host and
// HIP only for the device (the __half operators, rsqrtf...;
// mappings/facts/device-only-in-hip.yaml): the port writes the host
// definition the fact names, renames a function's host calls to it, and
// reports each use (hipify-device-only-in-hip).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_FALLBACKDEFINER_H
#define HIPIFY_TRANSLATE_FALLBACKDEFINER_H

#include "Translate/MatcherPass.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

/// The start of the line of Top (a top-level declaration; a template's
/// pattern or instantiation starts at its `template <...>`): where a port
/// definition that code in Top uses goes.
FileRange definitionPlaceBefore(const TranslationContext &Context,
                                const clang::Decl &Top);

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

  /// Queues Text before Top, once per file and Key; false when it was
  /// already queued there.
  bool define(const clang::Decl &Top, clang::SourceLocation UseAt,
              llvm::StringRef Key, llvm::StringRef Rule, std::string Name,
              std::string Text);

  /// A call in host code of what HIP declares device-only: its definition,
  /// the rename of a function's call, and the Finding. False when Call is
  /// no such use.
  bool defineForHost(const clang::CallExpr &Call,
                     const clang::FunctionDecl &Caller, const clang::Decl &Top);

  /// The definitions that go at one place, written in the order of their
  /// first calls in the file (the order of the matches is the AST's).
  struct PendingDefinition {
    unsigned FirstCall; ///< File offset of the first call.
    std::string Name;   ///< "'hipify_x' in place of '__x'".
    std::string Text;
    std::string Rule; ///< The rule of the Finding that owns the text.
  };
  struct PendingDefinitions {
    FileRange Where;
    std::vector<PendingDefinition> Definitions;
  };
  std::vector<PendingDefinitions> Pending;
  llvm::StringSet<> Defined; ///< "file\0name" already given a definition.
  llvm::StringSet<> HostUses; ///< "file@offset" of host uses reported.
};

} // namespace hipify

#endif
