//===- PreprocessorRewriter.h - includes, CUDA macros, macro bodies -------===//
//
// What the preprocessor sees and the AST does not: #include directives, uses
// of CUDA macros (also in #if/#ifdef tests, where an undefined macro leaves no
// trace in the AST), and the bodies of the user's own macros, which are
// scanned token by token so that a macro nobody expands is translated too.
// The table macros and headers it sees go to every pass (PassEvents), so
// that rules about them need not lex the directives again.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PREPROCESSORREWRITER_H
#define HIPIFY_TRANSLATE_PREPROCESSORREWRITER_H

#include "Translate/HeaderMacroTestRewriter.h"
#include "Translate/RuntimeIncludeInserter.h"
#include "Translate/TranslationContext.h"
#include "Translate/TranslationPass.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/StringSet.h"

namespace clang {
class Preprocessor;
class MacroInfo;
} // namespace clang

namespace hipify {

class PreprocessorRewriter : public clang::PPCallbacks {
public:
  PreprocessorRewriter(TranslationContext &Context, clang::Preprocessor &PP,
                       const PassEvents &Events)
      : Context(Context), PP(PP), Events(Events), Runtime(Context),
        HeaderTests(Context) {}

  void InclusionDirective(clang::SourceLocation HashLoc,
                          const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          clang::OptionalFileEntryRef File,
                          llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath,
                          const clang::Module *SuggestedModule,
                          bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind FileType) override;
  bool FileNotFound(llvm::StringRef FileName) override;
  void MacroExpands(const clang::Token &MacroNameTok,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void MacroDefined(const clang::Token &MacroNameTok,
                    const clang::MacroDirective *MD) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
             const clang::MacroDefinition &MD) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
              const clang::MacroDefinition &MD) override;
  void Elifdef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
               const clang::MacroDefinition &MD) override;
  void Elifndef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
                const clang::MacroDefinition &MD) override;
  void Defined(const clang::Token &MacroNameTok,
               const clang::MacroDefinition &MD,
               clang::SourceRange Range) override;
  void If(clang::SourceLocation Loc, clang::SourceRange ConditionRange,
          ConditionValueKind ConditionValue) override;
  void Elif(clang::SourceLocation Loc, clang::SourceRange ConditionRange,
            ConditionValueKind ConditionValue,
            clang::SourceLocation IfLoc) override;
  void SourceRangeSkipped(clang::SourceRange Range,
                          clang::SourceLocation EndifLoc) override;
  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind FileType,
                   clang::FileID PrevFID) override;

  /// Scans the bodies of the user's macros for CUDA names the AST pass did
  /// not reach (macros that are never expanded). Call after parsing.
  void translateMacroBodies();
  /// Adds the runtime include that nvcc would have added implicitly, where
  /// the main file needs it. Call after parsing.
  void insertRuntimeInclude() { Runtime.insertIfNeeded(); }

private:
  void renameMacroUse(const clang::Token &MacroNameTok,
                      const clang::MacroDefinition &MD, bool InDefinedTest);
  /// A test of whether a macro is defined: a CUDA header's macro tests the
  /// HIP header instead, any other is renamed as a use.
  void renameDefinedTest(const clang::Token &MacroNameTok,
                         const clang::MacroDefinition &MD,
                         HeaderMacroTestRewriter::TestForm Form,
                         clang::SourceRange Whole);
  void scanCondition(clang::SourceRange ConditionRange);
  void removeDirective(clang::SourceLocation HashLoc,
                       clang::CharSourceRange FilenameRange, size_t Owner);

  TranslationContext &Context;
  clang::Preprocessor &PP;
  const PassEvents &Events;
  /// HIP headers each translated file already includes (after rewriting).
  llvm::StringMap<llvm::StringSet<>> IncludedHipHeaders;
  std::vector<std::pair<std::string, const clang::MacroInfo *>> UserMacros;
  RuntimeIncludeInserter Runtime;
  HeaderMacroTestRewriter HeaderTests;
};

/// The preprocessor's part of a translation to HIP: the rewriter's
/// callbacks while the file is lexed; after the parse, the user's unused
/// macro bodies, the runtime include, and the code the parser did not see
/// (inactive #if branches, code with errors), token by token.
class PreprocessorPass : public TranslationPass {
public:
  explicit PreprocessorPass(TranslationContext &Context) : Context(Context) {}
  std::unique_ptr<clang::PPCallbacks>
  preprocessorCallbacks(clang::Preprocessor &PP,
                        const PassEvents &Events) override;
  void finishTranslationUnit() override;

private:
  TranslationContext &Context;
  PreprocessorRewriter *Rewriter = nullptr; ///< Owned by the preprocessor.
};

/// What is said about an #include of a header row that cannot be translated
/// (hipify-include, and hipify-library-unavailable for whole libraries).
std::string untranslatableHeaderMessage(const MappingRow &Row);

} // namespace hipify

#endif
