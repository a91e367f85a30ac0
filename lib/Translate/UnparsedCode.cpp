//===- UnparsedCode.cpp - the token pass over code the AST does not hold --===//
//
// TranslationContext's translateUnparsedCode: inactive preprocessor branches,
// explicit instantiations and code with errors have no AST, so their CUDA
// names (and the headers their #include lines name) are renamed from raw
// tokens with the same tables. A file of its own because it is a second
// translator in small, with its own lexing, apart from the bookkeeping of
// locations, findings and edits that TranslationContext.cpp holds.
//
//===----------------------------------------------------------------------===//
#include "Translate/TranslationContext.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

void TranslationContext::translateUnparsedCode() {
  // Whether the tokens before a name test whether it is defined:
  // `defined X`, `defined(X`, `#ifdef X`, `#ifndef X`, `#elifdef X`.
  auto IsDefinedTest = [](llvm::ArrayRef<Token> Before) {
    auto IsIdentifier = [](const Token &T, llvm::StringRef Name) {
      return T.is(tok::raw_identifier) && T.getRawIdentifier() == Name;
    };
    if (Before.empty())
      return false;
    const Token &Last = Before.back();
    if (IsIdentifier(Last, "defined") || IsIdentifier(Last, "ifdef") ||
        IsIdentifier(Last, "ifndef") || IsIdentifier(Last, "elifdef") ||
        IsIdentifier(Last, "elifndef"))
      return true;
    return Last.is(tok::l_paren) && Before.size() > 1 &&
           IsIdentifier(Before[Before.size() - 2], "defined");
  };
  auto RenameIdentifier = [&](const Token &Tok, llvm::ArrayRef<Token> Before,
                              llvm::StringRef Unparsed) {
    if (Tok.isNot(tok::raw_identifier))
      return;
    const MappingRow *Row = Table.lookup(Tok.getRawIdentifier());
    if (!Row || Row->Kind == ApiKind::Header)
      return;
    if (Row->DefinedOnly && !IsDefinedTest(Before))
      return; // Its value has no HIP equivalent; #if tests warn about it.
    renameUnparsedToken(Tok.getLocation(), *Row, Unparsed);
  };
  // `#include <cuda.h>` in an inactive branch: the header is a table row too.
  // A branch dead under the CUDA the file was parsed with (`#if CUDART_VERSION
  // < 5000`) is live under hipcc, where CUDA's version macros are undefined.
  auto RenameInclude = [&](FileID FID, const Token &Hash, llvm::StringRef Buffer,
                           llvm::StringRef Unparsed) {
    unsigned At = SM->getFileOffset(Hash.getLocation());
    size_t LineEnd = Buffer.find('\n', At);
    llvm::StringRef Line = Buffer.slice(At, LineEnd);
    size_t Open = Line.find_first_of("<\"");
    if (Open == llvm::StringRef::npos)
      return;
    char Close = Line[Open] == '<' ? '>' : '"';
    size_t End = Line.find(Close, Open + 1);
    if (End == llvm::StringRef::npos)
      return;
    llvm::StringRef Path = Line.slice(Open + 1, End);
    const MappingRow *Row = Table.lookupHeader(Path);
    if (!Row)
      return;
    SourceLocation Start = SM->getLocForStartOfFile(FID);
    FileRange Where = fileRange(CharSourceRange::getCharRange(
        Start.getLocWithOffset(At + Open), Start.getLocWithOffset(At + End + 1)));
    if (Where.File.empty() || wasHandled(Where))
      return;
    Handled.insert(Where.File + "@" + std::to_string(Where.Offset));
    if (!Row->isTranslatable() || Row->Hip.empty() ||
        Row->DefinedFallback == "definition") {
      report(rules::TokenFallback, Severity::Warning, FindingCategory::Header,
             "'" + Row->Cuda + "' is included " + Unparsed.str() + ", where " +
                 (!Row->isTranslatable()
                      ? "it has no HIP counterpart (" +
                            Row->displayNote().str() + ")"
                  : Row->DefinedFallback == "definition"
                      ? std::string("the port cannot write its definition")
                      : std::string("hipify does not remove it")) +
                 ": a HIP build that takes the branch fails there",
             Where);
      return;
    }
    size_t Owner = report(rules::TokenFallback, Severity::Note,
                          FindingCategory::Header,
                          "'" + Row->Cuda + "' -> '" + Row->Hip + "' (" +
                              Unparsed.str() + ")",
                          Where);
    Edits.replace(Owner, Where,
                  Close == '>' ? "<" + Row->Hip + ">" : "\"" + Row->Hip + "\"");
  };
  // The raw lexer reads until the NUL that ends the whole buffer, so it is
  // given the whole buffer and stopped at the range's end here: a buffer
  // end inside the file (or a range whose end precedes its begin, as after
  // `#if 0 / #elif 1`) would let it run past the buffer.
  auto RenameTokensIn = [&](FileID FID, unsigned Begin, unsigned End,
                            llvm::StringRef Unparsed) {
    llvm::StringRef Buffer = SM->getBufferData(FID);
    if (End <= Begin || End > Buffer.size())
      return;
    Lexer Raw(SM->getLocForStartOfFile(FID), *LO, Buffer.begin(),
              Buffer.begin() + Begin, Buffer.end());
    std::vector<Token> Before;
    Token Tok;
    size_t SkipTo = 0;
    for (bool AtEnd = false; !AtEnd;) {
      AtEnd = Raw.LexFromRawLexer(Tok);
      if (Tok.is(tok::eof) || SM->getFileOffset(Tok.getLocation()) >= End)
        break;
      if (!Before.empty() && Before.back().is(tok::hash) &&
          Before.back().isAtStartOfLine() && Tok.is(tok::raw_identifier) &&
          Tok.getRawIdentifier() == "include") {
        RenameInclude(FID, Before.back(), Buffer, Unparsed);
        // The rest of the line is the header's name, not code.
        SkipTo = Buffer.find('\n', SM->getFileOffset(Tok.getLocation()));
        Before.clear();
        continue;
      }
      if (SM->getFileOffset(Tok.getLocation()) < SkipTo)
        continue;
      RenameIdentifier(Tok, Before, Unparsed);
      Before.push_back(Tok);
    }
  };
  for (SourceRange Range : SkippedRanges) {
    std::optional<std::pair<FileID, unsigned>> Begin =
        fileOffsetOf(Range.getBegin());
    std::optional<std::pair<FileID, unsigned>> End =
        fileOffsetOf(Range.getEnd());
    if (Begin && End && Begin->first == End->first)
      RenameTokensIn(Begin->first, Begin->second, End->second,
                     "in an inactive preprocessor branch");
  }
  for (const auto &[FID, Offsets] : ExplicitInstantiations)
    RenameTokensIn(FID, Offsets.first, Offsets.second,
                   "in an explicit instantiation, which the AST keeps no "
                   "type locations for");
  ExplicitInstantiations.clear();
  for (SourceLocation Loc : ErrorLocations) {
    Token Tok;
    if (Lexer::getRawToken(Loc, Tok, *SM, *LO, /*IgnoreWhiteSpace=*/false))
      continue;
    RenameIdentifier(Tok, {}, "in code with errors");
  }
  SkippedRanges.clear();
}

} // namespace hipify
