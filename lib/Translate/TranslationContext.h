//===- TranslationContext.h - state shared by the rewriters of one TU -----===//
//
// The rewriters (names, preprocessor, kernel launches) all need to answer the
// same questions: is this location the user's code, where must an edit go when
// the code comes from a macro, and how is a Finding recorded. This class
// answers them once.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_TRANSLATIONCONTEXT_H
#define HIPIFY_TRANSLATE_TRANSLATIONCONTEXT_H

#include "Mapping/CudaSourceFacts.h"
#include "Core/Finding.h"
#include "Mapping/MappingTable.h"
#include "Translate/EditSet.h"
#include "Translate/TranslateOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <optional>

namespace clang {
class LangOptions;
class Decl;
} // namespace clang

namespace hipify {

class TranslationContext {
public:
  TranslationContext(const MappingTable &Table, const TranslateOptions &Options)
      : Table(Table), Options(Options) {}

  void beginSourceFile(clang::SourceManager &SM, const clang::LangOptions &LO);
  /// Resolves the edits and returns every Finding of the translation unit.
  std::vector<Finding> finish();

  const MappingTable &table() const { return Table; }
  const TranslateOptions &options() const { return Options; }
  clang::SourceManager &sourceManager() const { return *SM; }
  const clang::LangOptions &langOptions() const { return *LO; }
  EditSet &edits() { return Edits; }

  /// Whether edits may go into this file: the main file, and headers under
  /// the options' TranslatedRoots.
  bool isTranslatedFile(clang::FileID FID) const;
  bool isTranslatedLocation(clang::SourceLocation Loc) const;

  /// Whether a declaration belongs to CUDA (declared in a system header, or a
  /// compiler builtin) rather than to the user's code.
  bool isDeclaredByCuda(const clang::Decl *D) const;
  /// Whether a file belongs to the CUDA installation (--cuda-path).
  bool isInCudaInstallation(clang::SourceLocation Loc) const;
  bool isCudaInstallationPath(llvm::StringRef Path) const;
  /// Whether a name that no row covers looks like a CUDA API name
  /// (mappings/facts/cuda-source.yaml).
  static bool looksLikeCudaApiName(llvm::StringRef Name) {
    return cudaSourceFacts().isApiName(Name);
  }

  /// Where a token must be edited. Tokens from macro arguments are edited
  /// where the argument was written; tokens from a macro body in the user's
  /// file are edited once, in the #define.
  enum class Placement { Editable, NotUsersCode, Unrewritable };
  Placement placeToken(clang::SourceLocation Loc, llvm::StringRef Spelling,
                       FileRange &Out) const;
  /// The character range of a token range written in a translated file, or
  /// entirely inside one macro argument written there.
  std::optional<FileRange> placeRange(clang::SourceRange TokenRange) const;
  /// Places a construct (Whole) and its parts consistently: all where they
  /// are written (plain code, or inside one macro argument), or all in the
  /// #define whose expansion holds Anchor (a token of the construct itself,
  /// such as its closing parenthesis); there, macro arguments are placed at
  /// their parameters and nested macros at their names. Fails when the
  /// construct straddles a macro and its use. With InDefinition, a construct
  /// whose Anchor is in a macro body goes to the #define even when it is the
  /// whole of the macro's expansion (which could also be edited at the use).
  struct PlacedConstruct {
    FileRange Whole;
    std::vector<FileRange> Parts;
  };
  std::optional<PlacedConstruct>
  placeConstruct(clang::SourceRange Whole,
                 llvm::ArrayRef<clang::SourceRange> Parts,
                 clang::SourceLocation Anchor,
                 bool InDefinition = false) const;
  /// The character range of a token range that is already a file range.
  FileRange fileRange(clang::CharSourceRange Range) const;

  /// Records a Finding and returns its index (for EditSet owners). A Finding
  /// with the same rule at the same place as an earlier one is not recorded
  /// again; the earlier index is returned.
  size_t report(llvm::StringRef Rule, Severity Level, FindingCategory Category,
                std::string Message, const FileRange &Where);
  size_t report(llvm::StringRef Rule, Severity Level, FindingCategory Category,
                std::string Message, clang::SourceLocation Where);

  /// How many arguments the call whose name is at NameLoc has, where the
  /// name is written in a file and followed by its parenthesised arguments.
  std::optional<unsigned> writtenArgumentCount(clang::SourceLocation NameLoc) const;
  /// Row, or (in Storage) its legacy form when the call at NameLoc has the
  /// row's legacy_arity (docs/mapping-format.md).
  const MappingRow &formForCall(clang::SourceLocation NameLoc,
                                const MappingRow &Row,
                                MappingRow &Storage) const;

  /// Renames one CUDA name token according to its row, or reports why not.
  void renameToken(clang::SourceLocation NameLoc, const MappingRow &Row,
                   FindingCategory Category);
  /// Renames a name in code the parser did not see (an inactive #if branch,
  /// an unused macro body, code with errors), where only the token is known.
  /// Unparsed says which, for the message when the row needs the parsed call.
  void renameUnparsedToken(clang::SourceLocation NameLoc,
                           const MappingRow &Row, llvm::StringRef Unparsed);

  /// Code the parser skipped or could not make sense of, translated token by
  /// token after parsing.
  void noteSkippedRange(clang::SourceRange Range);
  void noteErrorLocation(clang::SourceLocation Loc);
  /// An explicit instantiation of a function template (`template int
  /// run<__nv_bfloat16>(const __nv_bfloat16 *);`) at Where: the AST keeps
  /// no type locations for what it writes, so its tokens, from `template`
  /// to `;`, are translated one by one.
  void noteExplicitInstantiation(clang::SourceLocation Where);
  /// Where clang reported errors in the translated files (file locations).
  llvm::ArrayRef<clang::SourceLocation> errorLocations() const {
    return ErrorLocations;
  }
  void translateUnparsedCode();
  /// Reports a name from CUDA that no row covers.
  void reportUnknownApi(clang::SourceLocation NameLoc, llvm::StringRef Name,
                        FindingCategory Category);

  /// Locations (file offsets) already handled by renameToken, so that
  /// token-level passes can skip them.
  bool wasHandled(const FileRange &R) const {
    return Handled.contains(R.File + "@" + std::to_string(R.Offset));
  }

  SourceSpan spanOf(const FileRange &R) const;

  /// The project files (under TranslatedRoots) this translation unit
  /// entered, main file first.
  std::vector<std::string> translatedFiles() const;
  /// translatedFiles() as it was when finish() ran (the SourceManager is
  /// gone after the parse).
  const std::vector<std::string> &translatedFilesSnapshot() const {
    return FilesAtFinish;
  }
  /// A file of the user's (not a system header) that the unit entered.
  void noteUserFile(llvm::StringRef Path) { UserFiles.insert(Path); }
  bool isUserFile(llvm::StringRef Path) const {
    return UserFiles.contains(Path);
  }
  /// Every such file, sorted: what the unit's translation depends on, inside
  /// the translated roots or not.
  std::vector<std::string> userFiles() const {
    std::vector<std::string> Files;
    for (const auto &Entry : UserFiles)
      Files.push_back(Entry.getKey().str());
    std::sort(Files.begin(), Files.end());
    return Files;
  }
  bool isUnderTranslatedRoots(llvm::StringRef Path) const;

private:
  /// The file and offset of a file location; nothing for macro or invalid
  /// locations.
  std::optional<std::pair<clang::FileID, unsigned>>
  fileOffsetOf(clang::SourceLocation Loc) const;
  std::optional<FileRange> placeRangeAtLevel(clang::SourceRange TokenRange,
                                             clang::FileID Level) const;

  const MappingTable &Table;
  const TranslateOptions &Options;
  clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LO = nullptr;
  EditSet Edits;
  std::vector<Finding> Findings;
  llvm::StringMap<size_t> FindingIndex; ///< rule + place -> index
  llvm::StringSet<> Handled;
  llvm::StringMap<clang::FileID> FileIDs;
  mutable llvm::DenseMap<clang::FileID, bool> TranslatedFiles;
  std::vector<clang::SourceRange> SkippedRanges;
  /// Offsets [begin, end) of explicit instantiations, by file.
  std::vector<std::pair<clang::FileID, std::pair<unsigned, unsigned>>>
      ExplicitInstantiations;
  std::vector<std::string> FilesAtFinish;
  llvm::StringSet<> UserFiles;
  std::vector<clang::SourceLocation> ErrorLocations;
};

FindingCategory categoryOf(ApiKind Kind);

} // namespace hipify

#endif
