//===- RuntimeIncludeInserter.cpp -----------------------------------------===//
#include "Translate/RuntimeIncludeInserter.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify {

/// Names of the CUDA kernel language that are the same in HIP and that
/// plain C++ does not use (mappings/facts/cuda-source.yaml).
static bool isKernelLanguageName(llvm::StringRef Name) {
  return cudaSourceFacts().isKernelLanguageName(Name);
}

/// The raw tokens of Buffer, lexed from Start (the buffer's own start, or an
/// invalid location for a buffer only scanned).
static std::vector<Token> rawTokens(SourceLocation Start,
                                    const LangOptions &LangOpts,
                                    llvm::StringRef Buffer) {
  Lexer Raw(Start, LangOpts, Buffer.begin(), Buffer.begin(), Buffer.end());
  std::vector<Token> Tokens;
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    Tokens.push_back(Tok);
  }
  return Tokens;
}

bool RuntimeIncludeInserter::usesCuda(llvm::ArrayRef<Token> Tokens) const {
  for (const Token &T : Tokens) {
    if (T.is(tok::lesslessless))
      return true;
    if (T.isNot(tok::raw_identifier))
      continue;
    llvm::StringRef Name = T.getRawIdentifier();
    // A name the tables rename is CUDA's; one they keep (`float4`, `min`)
    // may as well be the user's.
    const MappingRow *Row = Context.table().lookup(Name);
    if (isKernelLanguageName(Name) ||
        (Row && Row->Kind != ApiKind::Header && !Row->Hip.empty() &&
         Row->Hip != Row->Cuda))
      return true;
  }
  return false;
}

bool RuntimeIncludeInserter::aHeaderUsesCuda() const {
  const SourceManager &SM = Context.sourceManager();
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    if ((Main && It->first == *Main) ||
        !Context.isUserFile(It->first.getName()))
      continue;
    std::optional<llvm::MemoryBufferRef> Buffer =
        It->second->getBufferIfLoaded();
    if (Buffer && usesCuda(rawTokens(SourceLocation(), Context.langOptions(),
                                     Buffer->getBuffer())))
      return true;
  }
  return false;
}

bool RuntimeIncludeInserter::mainFileIsCu() const {
  const SourceManager &SM = Context.sourceManager();
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  return Main && llvm::sys::path::extension(Main->getName()) == ".cu";
}

void RuntimeIncludeInserter::noteMainFileInclude(SourceLocation HashLoc,
                                                 llvm::StringRef Spelled,
                                                 bool HipHeader,
                                                 bool UsersHeader) {
  if (RuntimeIncluded || !FirstNeedingRuntime.empty())
    return;
  if (HipHeader)
    WhyFirst = "'" + Spelled.str() +
               "' comes before the runtime, and its HIP header does not "
               "compile without hip_runtime.h before it";
  else if (UsersHeader && mainFileIsCu())
    WhyFirst = "'" + Spelled.str() +
               "', a header of the program, comes before the runtime: nvcc "
               "includes cuda_runtime.h before the first line of a .cu file, "
               "so the header may use it or test its include guard";
  else
    return;
  FirstNeedingRuntime = Spelled.str();
}

bool RuntimeIncludeInserter::runtimeIncludeMoves() {
  if (FirstNeedingRuntime.empty() || Moved)
    return false;
  Moved = true;
  return true;
}

std::optional<unsigned>
RuntimeIncludeInserter::insertionOffset(llvm::StringRef Buffer,
                                        bool &ThroughHeader) const {
  const SourceManager &SM = Context.sourceManager();
  std::vector<Token> Tokens = rawTokens(SM.getLocForStartOfFile(SM.getMainFileID()),
                                        Context.langOptions(), Buffer);
  if (Tokens.empty())
    return std::nullopt;
  ThroughHeader = !usesCuda(Tokens);
  if (ThroughHeader && !aHeaderUsesCuda())
    return std::nullopt;
  return topOffset(Buffer);
}

std::optional<unsigned>
RuntimeIncludeInserter::topOffset(llvm::StringRef Buffer) const {
  const SourceManager &SM = Context.sourceManager();
  FileID Main = SM.getMainFileID();
  std::vector<Token> Tokens = rawTokens(SM.getLocForStartOfFile(Main),
                                        Context.langOptions(), Buffer);
  if (Tokens.empty())
    return std::nullopt;
  auto Offset = [&](const Token &T) {
    return SM.getFileOffset(T.getLocation());
  };
  auto LineOf = [&](size_t I) {
    return SM.getSpellingLineNumber(Tokens[I].getLocation());
  };
  auto IsDirective = [&](size_t I, llvm::StringRef Name) {
    return I + 1 < Tokens.size() && Tokens[I].is(tok::hash) &&
           Tokens[I].isAtStartOfLine() &&
           Tokens[I + 1].is(tok::raw_identifier) &&
           Tokens[I + 1].getRawIdentifier() == Name;
  };
  // The first token on a line after I's.
  auto NextLine = [&](size_t I) {
    unsigned Line = LineOf(I);
    while (I < Tokens.size() && LineOf(I) == Line)
      ++I;
    return I;
  };
  size_t I = 0;
  while (I < Tokens.size()) {
    if (IsDirective(I, "pragma") && I + 2 < Tokens.size() &&
        Tokens[I + 2].is(tok::raw_identifier) &&
        Tokens[I + 2].getRawIdentifier() == "once") {
      I = NextLine(I);
      continue;
    }
    // An include guard: #ifndef X followed by #define X.
    if (IsDirective(I, "ifndef") && I + 2 < Tokens.size()) {
      size_t Next = NextLine(I);
      if (IsDirective(Next, "define") && Next + 2 < Tokens.size() &&
          Tokens[Next + 2].is(tok::raw_identifier) &&
          Tokens[I + 2].is(tok::raw_identifier) &&
          Tokens[Next + 2].getRawIdentifier() ==
              Tokens[I + 2].getRawIdentifier()) {
        I = NextLine(Next);
        continue;
      }
    }
    break;
  }
  if (I == Tokens.size())
    return std::nullopt; // Nothing but a guard: no code at all.
  unsigned At = Offset(Tokens[I]);
  while (At > 0 && Buffer[At - 1] != '\n')
    --At;
  return At;
}

void RuntimeIncludeInserter::insertIfNeeded() {
  const SourceManager &SM = Context.sourceManager();
  FileID Main = SM.getMainFileID();
  if (!Context.isTranslatedFile(Main))
    return;
  llvm::StringRef Buffer = SM.getBufferData(Main);
  // An include that needs the runtime before it comes first: the file's own
  // runtime include moved, or (in a .cu file) one a header of its includes.
  bool First = !FirstNeedingRuntime.empty() &&
               (Moved || (RuntimeIncluded && mainFileIsCu()));
  if (RuntimeIncluded && !First)
    return;
  bool ThroughHeader = false;
  std::optional<unsigned> At = First ? topOffset(Buffer)
                                     : insertionOffset(Buffer, ThroughHeader);
  if (!At)
    return;
  SourceLocation Loc = SM.getLocForStartOfFile(Main).getLocWithOffset(*At);
  FileRange Where = Context.fileRange(CharSourceRange::getCharRange(Loc, Loc));
  std::string Why =
      First ? WhyFirst
            : std::string(ThroughHeader
                              ? "a header of its own that it includes uses "
                                "CUDA"
                              : "the file uses CUDA") +
                  " without including a runtime header, which nvcc includes "
                  "implicitly and hipcc does not";
  size_t Owner = Context.report(rules::Include, Severity::Note,
                                FindingCategory::Header,
                                std::string("'hip/hip_runtime.h' included") +
                                    (First ? " first: " : ": ") + Why,
                                Where);
  Context.edits().replace(Owner, Where, "#include <" + std::string(HipRuntimeHeader) + ">\n");
}

} // namespace hipify
