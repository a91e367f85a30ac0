//===- TranslationContext.cpp ---------------------------------------------===//
#include "Translate/TranslationContext.h"
#include "clang/AST/DeclBase.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify {

FindingCategory categoryOf(ApiKind Kind) {
  switch (Kind) {
  case ApiKind::Function:
    return FindingCategory::Function;
  case ApiKind::Type:
  case ApiKind::Namespace:
    return FindingCategory::Type;
  case ApiKind::Enum:
    return FindingCategory::Enum;
  case ApiKind::Macro:
    return FindingCategory::Macro;
  case ApiKind::Header:
    return FindingCategory::Header;
  }
  return FindingCategory::Other;
}

void TranslationContext::beginSourceFile(SourceManager &SourceMgr,
                                         const LangOptions &LangOpts) {
  SM = &SourceMgr;
  LO = &LangOpts;
}

bool TranslationContext::isTranslatedFile(FileID FID) const {
  if (!FID.isValid())
    return false;
  if (FID == SM->getMainFileID())
    return true;
  if (Options.TranslatedRoots.empty())
    return false;
  auto [It, Inserted] = TranslatedFiles.try_emplace(FID, false);
  if (!Inserted)
    return It->second;
  OptionalFileEntryRef File = SM->getFileEntryRefForID(FID);
  if (!File || SM->isInSystemHeader(SM->getLocForStartOfFile(FID)))
    return false;
  return It->second = isUnderTranslatedRoots(File->getName());
}

bool TranslationContext::isUnderTranslatedRoots(llvm::StringRef Name) const {
  llvm::SmallString<256> Path(Name);
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  for (const std::string &Root : Options.TranslatedRoots) {
    llvm::StringRef Rest = Path;
    if (Rest.consume_front(Root) &&
        (Rest.empty() || llvm::sys::path::is_separator(Rest.front())))
      return true;
  }
  return false;
}

std::vector<std::string> TranslationContext::translatedFiles() const {
  std::vector<std::string> Files;
  OptionalFileEntryRef Main = SM->getFileEntryRefForID(SM->getMainFileID());
  for (auto It = SM->fileinfo_begin(); It != SM->fileinfo_end(); ++It)
    if ((!Main || It->first != *Main) &&
        isUnderTranslatedRoots(It->first.getName()))
      Files.push_back(It->first.getName().str());
  std::sort(Files.begin(), Files.end());
  if (Main)
    Files.insert(Files.begin(), Main->getName().str());
  return Files;
}

bool TranslationContext::isTranslatedLocation(SourceLocation Loc) const {
  return Loc.isValid() && Loc.isFileID() &&
         isTranslatedFile(SM->getFileID(Loc));
}

bool TranslationContext::isDeclaredByCuda(const Decl *D) const {
  SourceLocation Loc = D->getLocation();
  if (Loc.isInvalid())
    return true; // Compiler builtins have no location.
  return SM->isInSystemHeader(SM->getExpansionLoc(Loc));
}

bool TranslationContext::isInCudaInstallation(SourceLocation Loc) const {
  if (Options.CudaPath.empty() || Loc.isInvalid())
    return false;
  SourceLocation FileLoc = SM->getExpansionLoc(Loc);
  OptionalFileEntryRef File = SM->getFileEntryRefForID(SM->getFileID(FileLoc));
  if (!File)
    return false;
  return isCudaInstallationPath(File->getName());
}

bool TranslationContext::isCudaInstallationPath(llvm::StringRef Path) const {
  if (Options.CudaPath.empty() || Path.empty())
    return false;
  auto Under = [](llvm::StringRef Path, llvm::StringRef Dir) {
    return Path.starts_with(Dir) &&
           (Path.size() == Dir.size() ||
            llvm::sys::path::is_separator(Path[Dir.size()]) ||
            llvm::sys::path::is_separator(Dir.back()));
  };
  if (Under(Path, Options.CudaPath))
    return true;
  llvm::SmallString<256> RealDir, RealPath;
  if (llvm::sys::fs::real_path(Options.CudaPath, RealDir) ||
      llvm::sys::fs::real_path(Path, RealPath))
    return false;
  return Under(RealPath, RealDir);
}

TranslationContext::Placement
TranslationContext::placeToken(SourceLocation Loc, llvm::StringRef Spelling,
                               FileRange &Out) const {
  if (Loc.isInvalid())
    return Placement::NotUsersCode;
  SourceLocation Spell = SM->getSpellingLoc(Loc);
  if (isTranslatedFile(SM->getFileID(Spell))) {
    unsigned Length = Lexer::MeasureTokenLength(Spell, *SM, *LO);
    bool Invalid = false;
    const char *Data = SM->getCharacterData(Spell, &Invalid);
    // A name glued together by ## is spelled in scratch space; one that only
    // partly comes from this file cannot be renamed here either.
    if (Invalid || llvm::StringRef(Data, Length) != Spelling)
      // Written in the file as something else: typo correction resolved an
      // unknown name to this one. The unparsed-code pass handles the token.
      return Loc.isFileID() ? Placement::NotUsersCode
                            : Placement::Unrewritable;
    Out = fileRange(CharSourceRange::getCharRange(
        Spell, Spell.getLocWithOffset(Length)));
    return Placement::Editable;
  }
  if (Loc.isMacroID() && isTranslatedLocation(SM->getExpansionLoc(Loc)) &&
      SM->isWrittenInScratchSpace(Spell))
    return Placement::Unrewritable;
  return Placement::NotUsersCode;
}

std::optional<FileRange>
TranslationContext::placeRange(SourceRange TokenRange) const {
  if (TokenRange.isInvalid())
    return std::nullopt;
  CharSourceRange Char = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(TokenRange), *SM, *LO);
  if (Char.isValid() && isTranslatedLocation(Char.getBegin()))
    return fileRange(Char);
  return std::nullopt;
}

std::optional<TranslationContext::PlacedConstruct>
TranslationContext::placeConstruct(SourceRange Whole,
                                   llvm::ArrayRef<SourceRange> Parts,
                                   SourceLocation Anchor,
                                   bool InDefinition) const {
  bool InBody = Anchor.isMacroID() && !SM->isMacroArgExpansion(Anchor);
  // Plain code, or a construct written inside one macro argument: place it
  // where it is written.
  if (std::optional<FileRange> Outer =
          InDefinition && InBody ? std::nullopt : placeRange(Whole)) {
    PlacedConstruct Placed{*Outer, {}};
    for (SourceRange Part : Parts) {
      std::optional<FileRange> Inner = placeRange(Part);
      if (!Inner || !Outer->contains(*Inner))
        break;
      Placed.Parts.push_back(*Inner);
    }
    if (Placed.Parts.size() == Parts.size())
      return Placed;
  }
  // A construct in a macro body: place it, and its parts, in the #define.
  if (!Anchor.isMacroID())
    return std::nullopt;
  FileID Level = SM->getFileID(Anchor);
  std::optional<FileRange> Outer = placeRangeAtLevel(Whole, Level);
  if (!Outer)
    return std::nullopt;
  PlacedConstruct Placed{*Outer, {}};
  for (SourceRange Part : Parts) {
    std::optional<FileRange> Inner = placeRangeAtLevel(Part, Level);
    if (!Inner || !Outer->contains(*Inner))
      return std::nullopt;
    Placed.Parts.push_back(*Inner);
  }
  return Placed;
}

/// Raises a location to the given level of macro expansion: a macro argument
/// goes to where its parameter appears in the body, a nested macro to where
/// its name appears. Returns an invalid location if the level is not reached.
static SourceLocation raiseToLevel(const SourceManager &SM, SourceLocation Loc,
                                   FileID Level, bool IsEnd) {
  while (Loc.isMacroID() && SM.getFileID(Loc) != Level) {
    CharSourceRange Up = SM.getImmediateExpansionRange(Loc);
    Loc = IsEnd ? Up.getEnd() : Up.getBegin();
  }
  return SM.getFileID(Loc) == Level ? Loc : SourceLocation();
}

std::optional<FileRange>
TranslationContext::placeRangeAtLevel(SourceRange TokenRange,
                                      FileID Level) const {
  if (TokenRange.isInvalid())
    return std::nullopt;
  SourceLocation Begin =
      raiseToLevel(*SM, TokenRange.getBegin(), Level, /*IsEnd=*/false);
  SourceLocation End =
      raiseToLevel(*SM, TokenRange.getEnd(), Level, /*IsEnd=*/true);
  if (Begin.isInvalid() || End.isInvalid())
    return std::nullopt;
  Begin = SM->getSpellingLoc(Begin);
  End = SM->getSpellingLoc(End);
  if (SM->getFileID(Begin) != SM->getFileID(End) ||
      !isTranslatedFile(SM->getFileID(Begin)) ||
      SM->getFileOffset(End) < SM->getFileOffset(Begin))
    return std::nullopt;
  unsigned EndLength = Lexer::MeasureTokenLength(End, *SM, *LO);
  return fileRange(
      CharSourceRange::getCharRange(Begin, End.getLocWithOffset(EndLength)));
}

FileRange TranslationContext::fileRange(CharSourceRange Range) const {
  FileRange R;
  FileID FID = SM->getFileID(Range.getBegin());
  if (OptionalFileEntryRef File = SM->getFileEntryRefForID(FID))
    R.File = File->getName().str();
  else
    R.File = SM->getBufferName(Range.getBegin()).str();
  R.Offset = SM->getFileOffset(Range.getBegin());
  unsigned End = SM->getFileOffset(Range.getEnd());
  if (Range.isTokenRange())
    End += Lexer::MeasureTokenLength(Range.getEnd(), *SM, *LO);
  R.Length = End > R.Offset ? End - R.Offset : 0;
  const_cast<TranslationContext *>(this)->FileIDs[R.File] = FID;
  return R;
}

SourceSpan TranslationContext::spanOf(const FileRange &R) const {
  SourceSpan Span;
  Span.File = R.File;
  Span.Offset = R.Offset;
  Span.Length = R.Length;
  auto It = FileIDs.find(R.File);
  if (It == FileIDs.end())
    return Span;
  SourceLocation Begin =
      SM->getLocForStartOfFile(It->second).getLocWithOffset(R.Offset);
  SourceLocation End = Begin.getLocWithOffset(R.Length);
  Span.Line = SM->getSpellingLineNumber(Begin);
  Span.Column = SM->getSpellingColumnNumber(Begin);
  Span.EndLine = SM->getSpellingLineNumber(End);
  Span.EndColumn = SM->getSpellingColumnNumber(End);
  return Span;
}

size_t TranslationContext::report(llvm::StringRef Rule, Severity Level,
                                  FindingCategory Category,
                                  std::string Message, const FileRange &Where) {
  std::string Key = Rule.str() + "@" + Where.File + ":" +
                    std::to_string(Where.Offset) + ":" + Message;
  auto [It, Inserted] = FindingIndex.try_emplace(Key, Findings.size());
  if (!Inserted)
    return It->second;
  Finding F;
  F.RuleId = Rule.str();
  F.Level = Level;
  F.Category = Category;
  F.Message = std::move(Message);
  F.Span = spanOf(Where);
  Findings.push_back(std::move(F));
  return Findings.size() - 1;
}

size_t TranslationContext::report(llvm::StringRef Rule, Severity Level,
                                  FindingCategory Category,
                                  std::string Message, SourceLocation Where) {
  // The finding covers the token there, so that reports can underline it.
  SourceLocation FileLoc = SM->getFileLoc(Where);
  unsigned Length = Lexer::MeasureTokenLength(FileLoc, *SM, *LO);
  return report(Rule, Level, Category, std::move(Message),
                fileRange(CharSourceRange::getCharRange(
                    FileLoc, FileLoc.getLocWithOffset(Length))));
}

std::optional<unsigned>
TranslationContext::writtenArgumentCount(SourceLocation NameLoc) const {
  SourceLocation Name = SM->getSpellingLoc(NameLoc);
  if (!Name.isFileID())
    return std::nullopt;
  auto [File, Offset] = SM->getDecomposedLoc(Name);
  llvm::StringRef Buffer = SM->getBufferData(File);
  Lexer Raw(SM->getLocForStartOfFile(File), *LO, Buffer.begin(),
            Buffer.begin() + Offset, Buffer.end());
  Token Tok;
  Raw.LexFromRawLexer(Tok); // the name
  Raw.LexFromRawLexer(Tok);
  if (!Tok.is(tok::l_paren))
    return std::nullopt;
  unsigned Depth = 0, Commas = 0;
  bool Any = false;
  for (;;) {
    bool AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.isOneOf(tok::eof, tok::semi))
      return std::nullopt;
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      ++Depth;
    } else if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) {
      if (Depth == 0)
        return Any ? Commas + 1 : 0;
      --Depth;
    } else if (Tok.is(tok::comma) && Depth == 0) {
      ++Commas;
    }
    Any = true;
    if (AtEnd)
      return std::nullopt;
  }
}

const MappingRow &
TranslationContext::formForCall(SourceLocation NameLoc, const MappingRow &Row,
                                MappingRow &Storage) const {
  if (Row.LegacyArity == 0 || !Row.isTranslatable() ||
      writtenArgumentCount(NameLoc) != Row.LegacyArity)
    return Row;
  Storage = Row;
  if (Row.LegacyHip.empty()) {
    Storage.Note = "called with " + std::to_string(Row.LegacyArity) +
                   " arguments, the older signature of the CUDA function, "
                   "which no HIP function has";
    Storage.Status = ApiStatus::Unsupported;
    Storage.Args.reset();
    return Storage;
  }
  Storage.Note = "called with " + std::to_string(Row.LegacyArity) +
                 " arguments, the older signature of the CUDA function, which '" +
                 Row.LegacyHip + "' has";
  Storage.Hip = Row.LegacyHip;
  Storage.Args.reset();
  Storage.LegacyHip.clear();
  Storage.AdjustmentRule.clear();
  return Storage;
}

void TranslationContext::renameToken(SourceLocation NameLoc,
                                     const MappingRow &GivenRow,
                                     FindingCategory Category) {
  MappingRow Storage;
  const MappingRow &Row = formForCall(NameLoc, GivenRow, Storage);
  FileRange Where;
  Placement Place = placeToken(NameLoc, Row.Cuda, Where);
  if (Place == Placement::NotUsersCode)
    return;
  auto ReportAt = [&](llvm::StringRef Rule, Severity Level,
                      std::string Message) {
    size_t Index =
        Place == Placement::Editable
            ? report(Rule, Level, Category, std::move(Message), Where)
            : report(Rule, Level, Category, std::move(Message), NameLoc);
    Findings[Index].Family = Row.Family;
    return Index;
  };
  if (Place == Placement::Editable)
    Handled.insert(Where.File + "@" + std::to_string(Where.Offset));

  if (!Row.isTranslatable()) {
    if (!Row.UnsupportedRule.empty()) {
      ReportAt(Row.UnsupportedRule, Severity::Warning,
               "'" + Row.Cuda + "': " + Row.Note + "; left unchanged");
      return;
    }
    std::string Message = "'" + Row.Cuda + "' has no HIP equivalent";
    if (!Row.displayNote().empty())
      Message += " (" + Row.displayNote().str() + ")";
    ReportAt(rules::UnsupportedApi, Severity::Warning,
             Message + "; left unchanged");
    return;
  }
  if (!Row.AdjustmentRule.empty())
    ReportAt(Row.AdjustmentRule, Severity::Note,
             "'" + Row.Cuda + "': " + Row.AdjustmentNote);
  if (Row.Status == ApiStatus::Deprecated || Row.Status == ApiStatus::Removed) {
    std::string Message =
        "'" + Row.Cuda + "' is " +
        (Row.Status == ApiStatus::Removed
             ? "removed from CUDA" +
                   (Row.CudaRemoved.empty() ? "" : " " + Row.CudaRemoved)
             : std::string("deprecated"));
    if (!Row.displayNote().empty())
      Message += " (" + Row.displayNote().str() + ")";
    ReportAt(rules::DeprecatedApi, Severity::Warning, Message);
  }
  if (Row.Hip == Row.Cuda)
    return;
  if (Place == Placement::Unrewritable) {
    ReportAt(rules::MacroUnrewritable, Severity::Warning,
             "'" + Row.Cuda +
                 "' is formed inside a macro expansion hipify cannot edit; "
                 "replace it with '" + Row.Hip + "' by hand");
    return;
  }
  llvm::StringRef Note = Row.displayNote();
  if (Row.Hip.empty()) {
    // An empty macro HIP needs no counterpart for: the use goes, with the
    // blank after it (`void CUDART_CB done(...)`).
    size_t Owner = ReportAt(rules::ApiRename, Severity::Note,
                            "'" + Row.Cuda + "' removed" +
                                (Note.empty() ? "" : " (" + Note.str() + ")"));
    llvm::StringRef Text = SM->getBufferData(SM->getFileID(
        SM->getSpellingLoc(NameLoc)));
    FileRange Gone = Where;
    unsigned End = Gone.Offset + Gone.Length;
    while (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
      ++End, ++Gone.Length;
    Edits.replace(Owner, Gone, "");
    return;
  }
  size_t Owner = ReportAt(rules::ApiRename, Severity::Note,
                          "'" + Row.Cuda + "' -> '" + Row.Hip + "'" +
                              (Note.empty() ? "" : " (" + Note.str() + ")"));
  Edits.replace(Owner, Where, Row.Hip);
}

void TranslationContext::renameUnparsedToken(SourceLocation NameLoc,
                                             const MappingRow &GivenRow,
                                             llvm::StringRef Unparsed) {
  MappingRow Storage;
  const MappingRow &Row = formForCall(NameLoc, GivenRow, Storage);
  FileRange Where;
  if (placeToken(NameLoc, Row.Cuda, Where) != Placement::Editable ||
      wasHandled(Where))
    return;
  FindingCategory Category = categoryOf(Row.Kind);
  // Rows with a warning of their own (unsupported, deprecated, removed) are
  // reported, and renamed, as in parsed code: one note per site, not two.
  if (!Row.isTranslatable() || !Row.changesSource() ||
      Row.Status != ApiStatus::Supported || Row.Hip.empty())
    return renameToken(NameLoc, Row, Category);
  Handled.insert(Where.File + "@" + std::to_string(Where.Offset));
  if (Row.Args) {
    report(rules::TokenFallback, Severity::Warning, Category,
           "'" + Row.Cuda + "' needs its arguments rewritten for '" + Row.Hip +
               "', which hipify does only in code it parses; here it is " +
               Unparsed.str() + ": rewrite the call by hand",
           Where);
    return;
  }
  size_t Owner = report(rules::TokenFallback, Severity::Note, Category,
                        "'" + Row.Cuda + "' -> '" + Row.Hip + "' (" +
                            Unparsed.str() + ")",
                        Where);
  Findings[Owner].Family = Row.Family;
  Edits.replace(Owner, Where, Row.Hip);
}

void TranslationContext::noteSkippedRange(SourceRange Range) {
  if (isTranslatedLocation(Range.getBegin()))
    SkippedRanges.push_back(Range);
}

void TranslationContext::noteExplicitInstantiation(SourceLocation Where) {
  if (!SM || Where.isInvalid() || !isTranslatedLocation(SM->getFileLoc(Where)))
    return;
  std::optional<std::pair<FileID, unsigned>> At =
      fileOffsetOf(SM->getFileLoc(Where));
  if (!At)
    return;
  llvm::StringRef Buffer = SM->getBufferData(At->first);
  size_t Begin = Buffer.substr(0, At->second).rfind("template");
  size_t End = Buffer.find(';', At->second);
  if (Begin == llvm::StringRef::npos || End == llvm::StringRef::npos)
    return;
  std::pair<FileID, std::pair<unsigned, unsigned>> Range{
      At->first, {unsigned(Begin), unsigned(End)}};
  if (!llvm::is_contained(ExplicitInstantiations, Range))
    ExplicitInstantiations.push_back(Range);
}

void TranslationContext::noteErrorLocation(SourceLocation Loc) {
  if (SM && Loc.isValid() && isTranslatedLocation(SM->getFileLoc(Loc)))
    ErrorLocations.push_back(SM->getFileLoc(Loc));
}

std::optional<std::pair<FileID, unsigned>>
TranslationContext::fileOffsetOf(SourceLocation Loc) const {
  if (Loc.isInvalid() || !Loc.isFileID())
    return std::nullopt;
  std::pair<FileID, unsigned> Decomposed = SM->getDecomposedLoc(Loc);
  if (Decomposed.first.isInvalid())
    return std::nullopt;
  return Decomposed;
}

void TranslationContext::reportUnknownApi(SourceLocation NameLoc,
                                          llvm::StringRef Name,
                                          FindingCategory Category) {
  FileRange Where;
  Placement Place = placeToken(NameLoc, Name, Where);
  if (Place == Placement::NotUsersCode)
    return;
  std::string Message = "'" + Name.str() +
                        "' is CUDA API with no entry in the mapping tables; "
                        "left unchanged";
  if (Place == Placement::Editable)
    report(rules::UnsupportedApi, Severity::Warning, Category, Message, Where);
  else
    report(rules::UnsupportedApi, Severity::Warning, Category, Message,
           NameLoc);
}

std::vector<Finding> TranslationContext::finish() {
  FilesAtFinish = translatedFiles();
  Edits.resolve(
      Findings,
      [this](llvm::StringRef File) -> llvm::StringRef {
        auto It = FileIDs.find(File);
        if (It == FileIDs.end())
          return "";
        return SM->getBufferData(It->second);
      },
      [this](const FileRange &R) { return spanOf(R); });
  std::vector<Finding> Result = std::move(Findings);
  Findings.clear();
  FindingIndex.clear();
  return Result;
}

} // namespace hipify
