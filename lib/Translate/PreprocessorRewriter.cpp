//===- PreprocessorRewriter.cpp -------------------------------------------===//
#include "Translate/PreprocessorRewriter.h"
#include "Mapping/CudaHeaderMacros.h"
#include "Mapping/PortDefinitions.h"
#include "Support/RegularFile.h"
#include "Translate/ParseSupport.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify {

std::string untranslatableHeaderMessage(const MappingRow &Row) {
  return "CUDA header '" + Row.Cuda + "' has no HIP counterpart" +
         (Row.displayNote().empty() ? ""
                                    : " (" + Row.displayNote().str() + ")") +
         "; left unchanged";
}

std::unique_ptr<PPCallbacks>
PreprocessorPass::preprocessorCallbacks(Preprocessor &PP,
                                        const PassEvents &Events) {
  auto Callbacks = std::make_unique<PreprocessorRewriter>(Context, PP, Events);
  Rewriter = Callbacks.get();
  return Callbacks;
}

void PreprocessorPass::finishTranslationUnit() {
  if (Rewriter) {
    Rewriter->translateMacroBodies();
    Rewriter->insertRuntimeInclude();
  }
  Context.translateUnparsedCode();
}

/// The port's definition that replaces Row's #include on this target
/// includes the HIP runtime itself (cuda_bf16.h's before HIP 6.2).
static bool definitionIncludesRuntime(const MappingRow &Row) {
  if (Row.DefinedFallback != "definition")
    return false;
  const PortDefinition *Written = findPortDefinition(Row.Cuda);
  return Written &&
         llvm::StringRef(Written->Text)
             .contains("#include <" +
                       std::string(RuntimeIncludeInserter::HipRuntimeHeader) +
                       ">");
}

void PreprocessorRewriter::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, llvm::StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    llvm::StringRef SearchPath, llvm::StringRef RelativePath,
    const Module *SuggestedModule, bool ModuleImported,
    SrcMgr::CharacteristicKind FileType) {
  const SourceManager &SM = Context.sourceManager();
  const MappingRow *HeaderRow = Context.table().lookupHeader(FileName);
  bool IsRuntime =
      FileName == RuntimeIncludeInserter::HipRuntimeHeader ||
      (HeaderRow &&
       (HeaderRow->Hip == RuntimeIncludeInserter::HipRuntimeHeader ||
        definitionIncludesRuntime(*HeaderRow)));
  // Written in the main file itself (not in a command line's -include).
  bool InMainFile = SM.getFileID(HashLoc) == SM.getMainFileID();
  if (!SM.isInSystemHeader(HashLoc) && !Context.isInCudaInstallation(HashLoc)) {
    if (IsRuntime)
      Runtime.noteRuntimeInclude();
    else if (InMainFile)
      Runtime.noteMainFileInclude(
          HashLoc, FileName,
          /*HipHeader=*/cudaHeaderMacros().needsRuntimeFirst(FileName) ||
              (HeaderRow && HeaderRow->isTranslatable() &&
               cudaHeaderMacros().needsRuntimeFirst(HeaderRow->Hip)),
          /*UsersHeader=*/File && FileType == SrcMgr::C_User &&
              !Context.isCudaInstallationPath(SearchPath));
  }
  if (!Context.isTranslatedLocation(HashLoc))
    return;
  FileRange FileRangeInDirective = Context.fileRange(FilenameRange);
  if (File && IsRuntime && InMainFile && Runtime.runtimeIncludeMoves()) {
    IncludedHipHeaders[FileRangeInDirective.File].insert(
        RuntimeIncludeInserter::HipRuntimeHeader);
    size_t Owner = Context.report(
        rules::Include, Severity::Note, FindingCategory::Header,
        "'" + FileName.str() + "' moves to the top as 'hip/hip_runtime.h', "
        "before the includes that need it; include removed here",
        FileRangeInDirective);
    removeDirective(HashLoc, FilenameRange, Owner);
    return;
  }
  // Clang may have said why already (a file it would not open: a FIFO).
  bool ClangSaidWhy = llvm::is_contained(
      Context.errorLocations(),
      Context.sourceManager().getFileLoc(FilenameRange.getBegin()));
  if (!File && !ClangSaidWhy) {
    // A device or a FIFO named by its path is there, but never read.
    llvm::SmallString<256> Named(FileName);
    if (llvm::sys::path::is_relative(Named))
      if (OptionalFileEntryRef Includer =
              SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(HashLoc))))
        llvm::sys::path::make_absolute(Includer->getDir().getName(), Named);
    Context.report(rules::ParseError, Severity::Error, FindingCategory::Other,
                   isSpecialFile(Named)
                       ? "'" + FileName.str() +
                             "' is not a regular file (a FIFO, socket or "
                             "device); hipify reads only regular files"
                       : "'" + FileName.str() +
                             "' file not found; parsing continues without it "
                             "(add its directory to the compile command's "
                             "include paths)",
                   FileRangeInDirective);
  }
  if (File && Context.options().RenameIncludes &&
      Context.isUnderTranslatedRoots(File->getName())) {
    std::string Renamed = hipFileName(FileName.str());
    if (Renamed != FileName) {
      size_t Owner = Context.report(rules::Include, Severity::Note,
                                    FindingCategory::Header,
                                    "'" + FileName.str() + "' is renamed to '" +
                                        Renamed + "'",
                                    FileRangeInDirective);
      Context.edits().replace(Owner, FileRangeInDirective,
                              IsAngled ? "<" + Renamed + ">"
                                       : "\"" + Renamed + "\"");
    }
    return;
  }
  llvm::StringSet<> &Present = IncludedHipHeaders[FileRangeInDirective.File];
  if (FileName.starts_with("hip/")) {
    Present.insert(FileName); // Already HIP: running twice changes nothing.
    return;
  }
  const MappingRow *Row = Context.table().lookupHeader(FileName);
  if (!Row) {
    // A header of the user's that is named like CUDA's ("cuda/fill.cuh",
    // found beside the source or through an -I) is no CUDA header.
    bool FromCuda = File && Context.isCudaInstallationPath(SearchPath);
    bool UsersOwn = File && FileType == SrcMgr::C_User;
    if (FromCuda ||
        (!UsersOwn && TranslationContext::looksLikeCudaApiName(FileName)))
      Context.report(rules::Include, Severity::Warning,
                     FindingCategory::Header,
                     "CUDA header '" + FileName.str() +
                         "' has no HIP counterpart in the mapping tables; "
                         "left unchanged",
                     FileRangeInDirective);
    return;
  }
  // A header the tables know as no part of CUDA (helper_math.h of the CUDA
  // samples), found among the user's files: the project has it already, and
  // it is translated as the user's own code.
  if (File && FileType == SrcMgr::C_User &&
      !Context.isCudaInstallationPath(SearchPath) && !Row->isTranslatable() &&
      !Row->isUnavailableLibrary())
    return;
  Events.tableHeaderIncluded({*Row, FileRangeInDirective});
  if (!Row->isTranslatable()) {
    // A library with no AMD counterpart at all is a portability problem of
    // its own (hipify-library-unavailable, lib/Check), not a missing row.
    if (!Row->isUnavailableLibrary())
      Context.report(rules::Include, Severity::Warning, FindingCategory::Header,
                     untranslatableHeaderMessage(*Row), FileRangeInDirective);
    return;
  }
  if (Row->DefinedFallback == "definition") {
    if (const PortDefinition *Written = findPortDefinition(Row->Cuda)) {
      size_t Owner = Context.report(
          rules::OlderEquivalent, Severity::Note, FindingCategory::Header,
          Row->AdjustmentNote.empty()
              ? "'" + Row->Cuda + "' has no counterpart in the target HIP: "
                                  "the port defines what it declares"
              : Row->AdjustmentNote,
          FileRangeInDirective);
      FileRange Directive = Context.fileRange(
          CharSourceRange::getCharRange(HashLoc, FilenameRange.getEnd()));
      Context.edits().replace(
          Owner, Directive,
          llvm::StringRef(Written->guardedText()).rtrim('\n').str());
      return;
    }
  }
  if (Row->Hip.empty() || Present.contains(Row->Hip)) {
    size_t Owner = Context.report(
        rules::Include, Severity::Note, FindingCategory::Header,
        Row->Hip.empty()
            ? "'" + Row->Cuda + "' is not needed with HIP; include removed"
            : "'" + Row->Cuda + "' is covered by the '" + Row->Hip +
                  "' already included; include removed",
        FileRangeInDirective);
    removeDirective(HashLoc, FilenameRange, Owner);
    return;
  }
  Present.insert(Row->Hip);
  size_t Owner = Context.report(rules::Include, Severity::Note,
                                FindingCategory::Header,
                                "'" + Row->Cuda + "' -> '" + Row->Hip + "'",
                                FileRangeInDirective);
  // The delimiter the user wrote stays: minimal diffs.
  Context.edits().replace(Owner, FileRangeInDirective,
                          IsAngled ? "<" + Row->Hip + ">"
                                   : "\"" + Row->Hip + "\"");
}

/// A missing header would stop clang at a fatal error, leaving the rest of
/// the file unparsed; skipping it keeps the rest translatable, and
/// InclusionDirective reports it.
bool PreprocessorRewriter::FileNotFound(llvm::StringRef FileName) {
  return true;
}

void PreprocessorRewriter::removeDirective(SourceLocation HashLoc,
                                           CharSourceRange FilenameRange,
                                           size_t Owner) {
  const SourceManager &SM = Context.sourceManager();
  FileID FID = SM.getFileID(HashLoc);
  llvm::StringRef Buffer = SM.getBufferData(FID);
  unsigned Begin = SM.getFileOffset(HashLoc);
  unsigned End = SM.getFileOffset(FilenameRange.getEnd());
  // Take the whole line when the directive is alone on it, so that no empty
  // line is left behind.
  unsigned LineStart = Begin;
  while (LineStart > 0 && (Buffer[LineStart - 1] == ' ' ||
                           Buffer[LineStart - 1] == '\t'))
    --LineStart;
  unsigned LineEnd = End;
  while (LineEnd < Buffer.size() &&
         (Buffer[LineEnd] == ' ' || Buffer[LineEnd] == '\t'))
    ++LineEnd;
  if ((LineStart == 0 || Buffer[LineStart - 1] == '\n') &&
      (LineEnd == Buffer.size() || Buffer[LineEnd] == '\n' ||
       Buffer[LineEnd] == '\r')) {
    Begin = LineStart;
    End = LineEnd;
    if (End < Buffer.size() && Buffer[End] == '\r')
      ++End;
    if (End < Buffer.size() && Buffer[End] == '\n')
      ++End;
  }
  FileRange Range = Context.fileRange(CharSourceRange::getCharRange(
      SM.getLocForStartOfFile(FID).getLocWithOffset(Begin),
      SM.getLocForStartOfFile(FID).getLocWithOffset(End)));
  Context.edits().replace(Owner, Range, "");
}

void PreprocessorRewriter::renameMacroUse(const Token &MacroNameTok,
                                          const MacroDefinition &MD,
                                          bool InDefinedTest) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  if (!II)
    return;
  const MacroInfo *MI = MD.getMacroInfo();
  // The user's own macros are translated in their definitions.
  if (MI && Context.isTranslatedLocation(MI->getDefinitionLoc()))
    return;
  const MappingRow *Row = Context.table().lookup(II->getName());
  if (!Row) {
    if (MI && TranslationContext::looksLikeCudaApiName(II->getName()) &&
        Context.isInCudaInstallation(MI->getDefinitionLoc()))
      Context.reportUnknownApi(MacroNameTok.getLocation(), II->getName(),
                               FindingCategory::Macro);
    return;
  }
  if (Row->Kind == ApiKind::Header)
    return;
  Events.tableMacroUsed({MacroNameTok.getLocation(), *Row, InDefinedTest});
  // Only the tests of whether such a macro is defined translate; its value
  // has no HIP equivalent (hipify-cuda-arch-only, lib/Check).
  if (Row->DefinedOnly && !InDefinedTest)
    return;
  Context.renameToken(MacroNameTok.getLocation(), *Row, categoryOf(Row->Kind));
}

void PreprocessorRewriter::MacroExpands(const Token &MacroNameTok,
                                        const MacroDefinition &MD,
                                        SourceRange Range,
                                        const MacroArgs *Args) {
  renameMacroUse(MacroNameTok, MD, /*InDefinedTest=*/false);
}

void PreprocessorRewriter::renameDefinedTest(
    const Token &MacroNameTok, const MacroDefinition &MD,
    HeaderMacroTestRewriter::TestForm Form, SourceRange Whole) {
  const MacroInfo *MI = MD.getMacroInfo();
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  // The user's own macro of that name, or one the tables translate, is no
  // test of a CUDA header.
  bool UsersOwn = MI && Context.isTranslatedLocation(MI->getDefinitionLoc());
  const MappingRow *Row = II ? Context.table().lookup(II->getName()) : nullptr;
  bool Mapped = Row && Row->isTranslatable() && !Row->Hip.empty();
  if (!UsersOwn && !Mapped && HeaderTests.rewrite(MacroNameTok, Form, Whole))
    return;
  renameMacroUse(MacroNameTok, MD, /*InDefinedTest=*/true);
}

void PreprocessorRewriter::Ifdef(SourceLocation Loc, const Token &MacroNameTok,
                                 const MacroDefinition &MD) {
  renameDefinedTest(MacroNameTok, MD, HeaderMacroTestRewriter::TestForm::Ifdef,
                    SourceRange(Loc, MacroNameTok.getLocation()));
}
void PreprocessorRewriter::Ifndef(SourceLocation Loc, const Token &MacroNameTok,
                                  const MacroDefinition &MD) {
  renameDefinedTest(MacroNameTok, MD, HeaderMacroTestRewriter::TestForm::Ifndef,
                    SourceRange(Loc, MacroNameTok.getLocation()));
}
void PreprocessorRewriter::Elifdef(SourceLocation Loc,
                                   const Token &MacroNameTok,
                                   const MacroDefinition &MD) {
  renameDefinedTest(MacroNameTok, MD,
                    HeaderMacroTestRewriter::TestForm::Elifdef,
                    SourceRange(Loc, MacroNameTok.getLocation()));
}
void PreprocessorRewriter::Elifndef(SourceLocation Loc,
                                    const Token &MacroNameTok,
                                    const MacroDefinition &MD) {
  renameDefinedTest(MacroNameTok, MD,
                    HeaderMacroTestRewriter::TestForm::Elifndef,
                    SourceRange(Loc, MacroNameTok.getLocation()));
}
void PreprocessorRewriter::Defined(const Token &MacroNameTok,
                                   const MacroDefinition &MD,
                                   SourceRange Range) {
  renameDefinedTest(MacroNameTok, MD,
                    HeaderMacroTestRewriter::TestForm::Defined, Range);
}

void PreprocessorRewriter::If(SourceLocation Loc, SourceRange ConditionRange,
                              ConditionValueKind ConditionValue) {
  scanCondition(ConditionRange);
}
void PreprocessorRewriter::Elif(SourceLocation Loc, SourceRange ConditionRange,
                                ConditionValueKind ConditionValue,
                                SourceLocation IfLoc) {
  scanCondition(ConditionRange);
}

/// An undefined macro in an #if condition (such as __CUDA_ARCH__ in the host
/// pass) evaluates to 0 without any callback: find it in the raw tokens.
void PreprocessorRewriter::scanCondition(SourceRange ConditionRange) {
  const SourceManager &SM = Context.sourceManager();
  if (ConditionRange.isInvalid() ||
      !ConditionRange.getBegin().isFileID() ||
      !ConditionRange.getEnd().isFileID() ||
      SM.getFileID(ConditionRange.getBegin()) !=
          SM.getFileID(ConditionRange.getEnd()) ||
      !Context.isTranslatedLocation(ConditionRange.getBegin()))
    return;
  unsigned Begin = SM.getFileOffset(ConditionRange.getBegin());
  unsigned End = SM.getFileOffset(ConditionRange.getEnd());
  FileID FID = SM.getFileID(ConditionRange.getBegin());
  llvm::StringRef Buffer = SM.getBufferData(FID);
  if (End < Begin || End > Buffer.size())
    return;
  Lexer Raw(SM.getLocForStartOfFile(FID), Context.langOptions(),
            Buffer.begin(), Buffer.begin() + Begin, Buffer.end());
  Token Tok;
  bool AfterDefined = false;
  while (!Raw.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (SM.getFileOffset(Tok.getLocation()) > End || Tok.is(tok::eof))
      break;
    if (Tok.is(tok::raw_identifier)) {
      llvm::StringRef Name = Tok.getRawIdentifier();
      if (Name == "defined") {
        AfterDefined = true;
        continue;
      }
      const MappingRow *Row = Context.table().lookup(Name);
      // Defined macros reach MacroExpands, defined(X) reaches Defined.
      if (Row && Row->Kind == ApiKind::Macro && !AfterDefined &&
          !PP.isMacroDefined(Name)) {
        Token NameTok;
        NameTok.startToken();
        NameTok.setLocation(Tok.getLocation());
        NameTok.setIdentifierInfo(PP.getIdentifierInfo(Name));
        renameMacroUse(NameTok, MacroDefinition(), /*InDefinedTest=*/false);
      }
    }
    if (Tok.isNot(tok::l_paren))
      AfterDefined = false;
  }
}

void PreprocessorRewriter::MacroDefined(const Token &MacroNameTok,
                                        const MacroDirective *MD) {
  const MacroInfo *MI = MD->getMacroInfo();
  if (MI && Context.isTranslatedLocation(MI->getDefinitionLoc()))
    UserMacros.emplace_back(
        MacroNameTok.getIdentifierInfo()->getName().str(), MI);
}

void PreprocessorRewriter::SourceRangeSkipped(SourceRange Range,
                                              SourceLocation EndifLoc) {
  Context.noteSkippedRange(Range);
}

void PreprocessorRewriter::FileChanged(SourceLocation Loc,
                                       FileChangeReason Reason,
                                       SrcMgr::CharacteristicKind FileType,
                                       FileID PrevFID) {
  if (Reason != EnterFile || FileType != SrcMgr::C_User)
    return;
  const SourceManager &SM = Context.sourceManager();
  if (OptionalFileEntryRef File =
          SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(Loc))))
    if (!isParseSupportFile(File->getName()))
      Context.noteUserFile(File->getName());
}

void PreprocessorRewriter::translateMacroBodies() {
  for (const auto &[MacroName, MI] : UserMacros) {
    std::string Unparsed = "in the body of macro '" + MacroName +
                           "', which is not used in this file";
    for (const Token &Tok : MI->tokens()) {
      const IdentifierInfo *II = Tok.getIdentifierInfo();
      if (!II)
        continue;
      const MappingRow *Row = Context.table().lookup(II->getName());
      if (Row && Row->Kind != ApiKind::Header)
        Context.renameUnparsedToken(Tok.getLocation(), *Row, Unparsed);
    }
  }
}

} // namespace hipify
