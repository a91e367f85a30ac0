//===- TranslationPass.h - what the engine runs on a translation unit -----===//
//
// The engine owns the translation unit's TranslationContext and runs a list
// of passes over it, in order: AST matchers in one traversal, preprocessor
// callbacks while the file is lexed, and token-level work after the parse.
// lib/Translate's own passes translate CUDA to HIP; the warp-width fixes
// (lib/WarpFix), the portability rules (lib/Check) and the CPU runner's
// lowering (lib/CpuRunner) are passes too, and plug in from above:
// lib/Engine (StandardPasses.h) says which run.
// docs/architecture.md has the picture.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_TRANSLATIONPASS_H
#define HIPIFY_TRANSLATE_TRANSLATIONPASS_H

#include "Translate/TranslationContext.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include <functional>
#include <memory>

namespace clang {
class PPCallbacks;
class Preprocessor;
namespace ast_matchers {
class MatchFinder;
} // namespace ast_matchers
} // namespace clang

namespace hipify {

class PassEvents;

/// A use of a macro the tables know: expanded, tested by `defined`/#ifdef,
/// or named in an #if condition while undefined.
struct TableMacroUse {
  clang::SourceLocation NameLoc;
  const MappingRow &Row;
  bool InDefinedTest = false; ///< `defined(X)`, #ifdef X and the like.
};

/// An #include, in a translated file, of a header the tables know.
struct TableHeaderInclude {
  const MappingRow &Row;
  FileRange FileName; ///< The "name" or <name> of the directive.
};

class TranslationPass {
public:
  virtual ~TranslationPass();

  /// Adds the pass's AST matchers; all passes share one traversal, in the
  /// order the passes were given.
  virtual void registerMatchers(clang::ast_matchers::MatchFinder &Finder) {}

  /// The pass's preprocessor callbacks, if it has any; called when the main
  /// file is entered. Through Events the callbacks tell every pass (this
  /// one included) about the table macros and headers they see.
  virtual std::unique_ptr<clang::PPCallbacks>
  preprocessorCallbacks(clang::Preprocessor &PP, const PassEvents &Events);

  /// What the preprocessor pass saw (PassEvents): a rule that judges macro
  /// uses or includes listens here instead of lexing the directives again.
  virtual void tableMacroUsed(const TableMacroUse &Use) {}
  virtual void tableHeaderIncluded(const TableHeaderInclude &Include) {}

  /// Called after the parse, in pass order, before the edits are resolved:
  /// token-level work on what the parser did not see.
  virtual void finishTranslationUnit() {}

  /// Whether the AST matchers must also see declarations outside the
  /// translated files (the engine otherwise skips the CUDA headers).
  virtual bool matchesOutsideTranslatedFiles() const { return false; }

  /// The name the pass was made under (PassFactory::Name): what a crash
  /// report and a stack dump call it.
  llvm::StringRef passName() const { return Name; }

private:
  friend class TranslationEngine;
  llvm::StringRef Name = "unnamed";
};

/// Makes a unit's pass; the engine calls Make with the context it owns.
struct PassFactory {
  /// A short name in lower case ("warp-fixes"), unique among the passes.
  llvm::StringRef Name;
  std::function<std::unique_ptr<TranslationPass>(TranslationContext &)> Make;
};

/// The factory of a pass constructed from the context alone.
template <typename PassT> PassFactory makePass(llvm::StringLiteral Name) {
  return {Name, [](TranslationContext &Context) -> std::unique_ptr<TranslationPass> {
            return std::make_unique<PassT>(Context);
          }};
}

/// Hands what one pass's preprocessor callbacks see to every pass of the
/// translation unit, in order.
class PassEvents {
public:
  explicit PassEvents(llvm::ArrayRef<std::unique_ptr<TranslationPass>> Passes)
      : Passes(Passes) {}

  void tableMacroUsed(const TableMacroUse &Use) const {
    for (const std::unique_ptr<TranslationPass> &Pass : Passes)
      Pass->tableMacroUsed(Use);
  }
  void tableHeaderIncluded(const TableHeaderInclude &Include) const {
    for (const std::unique_ptr<TranslationPass> &Pass : Passes)
      Pass->tableHeaderIncluded(Include);
  }

private:
  llvm::ArrayRef<std::unique_ptr<TranslationPass>> Passes;
};

} // namespace hipify

#endif
