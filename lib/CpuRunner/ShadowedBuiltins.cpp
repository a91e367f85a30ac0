//===- ShadowedBuiltins.cpp -----------------------------------------------===//
//
// A raw lexer pass, because the parse that could tell a declaration from a
// use is the one the macros break. A name is declared when a type (`dim3`,
// `uint3`, `auto`, an integer type, or `&`/`*`/`const` after one) precedes it and a
// declarator's end (`(`, `=`, `{`, `;`, `,`, `)`, `[`, a range-for `:`)
// follows. Scopes come from the braces: a declaration inside a block lasts
// to its `}`; one inside parentheses (a parameter, a for's variable) lasts to
// the end of the body or statement that follows them.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/ShadowedBuiltins.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <vector>

using namespace clang;

namespace hipify {

namespace {

struct Token {
  tok::TokenKind Kind;
  llvm::StringRef Text;
  size_t Offset;
  bool is(tok::TokenKind K) const { return Kind == K; }
};

std::vector<Token> lexAll(llvm::StringRef Source) {
  LangOptions Lang;
  Lang.CPlusPlus = Lang.CPlusPlus11 = Lang.CPlusPlus17 = true;
  Lexer Lex(SourceLocation::getFromRawEncoding(1), Lang, Source.begin(),
            Source.begin(), Source.end());
  std::vector<Token> Tokens;
  clang::Token T;
  while (true) {
    Lex.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    size_t Offset = T.getLocation().getRawEncoding() - 1;
    Tokens.push_back(
        {T.getKind(), Source.substr(Offset, T.getLength()), Offset});
  }
  return Tokens;
}

bool isBuiltinName(llvm::StringRef Name) {
  return Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" ||
         Name == "gridDim";
}

/// The types host code gives such variables: launch geometry, and the
/// integers a loop over blocks counts with (`int blockIdx = 1;`).
bool isTypeWord(const Token &T) {
  return T.is(tok::raw_identifier) &&
         llvm::StringSwitch<bool>(T.Text)
             .Cases({"dim3", "uint3", "int3", "auto", "const"}, true)
             .Cases({"int", "unsigned", "long", "short", "char", "signed"},
                    true)
             .Cases({"size_t", "int32_t", "uint32_t", "int64_t", "uint64_t"},
                    true)
             .Default(false);
}

/// Whether Tokens[I] (a built-in's name) is declared there.
bool isDeclaration(const std::vector<Token> &Tokens, size_t I) {
  if (I == 0 || I + 1 >= Tokens.size())
    return false;
  size_t Before = I - 1;
  while (Before > 0 && (Tokens[Before].is(tok::amp) ||
                        Tokens[Before].is(tok::star) ||
                        Tokens[Before].is(tok::ampamp)))
    --Before;
  if (!isTypeWord(Tokens[Before]))
    return false;
  switch (Tokens[I + 1].Kind) {
  case tok::l_paren: case tok::equal: case tok::l_brace: case tok::semi:
  case tok::comma: case tok::r_paren: case tok::l_square: case tok::colon:
    return true;
  default:
    return false;
  }
}

/// The index of the token that closes the bracket opened at Open.
size_t matching(const std::vector<Token> &Tokens, size_t Open) {
  tok::TokenKind L = Tokens[Open].Kind;
  tok::TokenKind R = L == tok::l_brace ? tok::r_brace : tok::r_paren;
  unsigned Depth = 0;
  for (size_t I = Open; I < Tokens.size(); ++I) {
    if (Tokens[I].is(L))
      ++Depth;
    else if (Tokens[I].is(R) && --Depth == 0)
      return I;
  }
  return Tokens.size();
}

bool isControlKeyword(const Token &T) {
  return T.is(tok::raw_identifier) &&
         llvm::StringSwitch<bool>(T.Text)
             .Cases({"for", "if", "while", "switch"}, true)
             .Default(false);
}

/// The last token of the statement that starts at Start: a block, a
/// for/if/while/switch with its body (an if with its else), or tokens up
/// to a semicolon outside brackets.
size_t statementEnd(const std::vector<Token> &Tokens, size_t Start) {
  if (Start >= Tokens.size())
    return Tokens.size();
  if (Tokens[Start].is(tok::l_brace))
    return matching(Tokens, Start);
  if (isControlKeyword(Tokens[Start]) && Start + 1 < Tokens.size() &&
      Tokens[Start + 1].is(tok::l_paren)) {
    size_t End = statementEnd(Tokens, matching(Tokens, Start + 1) + 1);
    if (Tokens[Start].Text == "if" && End + 1 < Tokens.size() &&
        Tokens[End + 1].is(tok::raw_identifier) &&
        Tokens[End + 1].Text == "else")
      End = statementEnd(Tokens, End + 2);
    return End;
  }
  for (size_t J = Start; J < Tokens.size(); ++J) {
    if (Tokens[J].is(tok::l_paren) || Tokens[J].is(tok::l_brace))
      J = matching(Tokens, J);
    else if (Tokens[J].is(tok::semi))
      return J;
  }
  return Tokens.size();
}

/// Where the declaration at I stops being visible (a token index), or 0 for
/// a declaration at namespace scope.
size_t scopeEnd(const std::vector<Token> &Tokens, size_t I) {
  // The innermost bracket open at I.
  std::vector<size_t> Open;
  for (size_t J = 0; J < I; ++J) {
    if (Tokens[J].is(tok::l_brace) || Tokens[J].is(tok::l_paren))
      Open.push_back(J);
    else if ((Tokens[J].is(tok::r_brace) || Tokens[J].is(tok::r_paren)) &&
             !Open.empty())
      Open.pop_back();
  }
  if (Open.empty())
    return 0;
  size_t Innermost = Open.back();
  size_t Close = matching(Tokens, Innermost);
  if (Tokens[Innermost].is(tok::l_brace))
    return Close;
  // A declaration in a for, if, while or switch: visible in the statement
  // after the parentheses, a block or not.
  bool Statement = Innermost > 0 && Tokens[Innermost - 1].is(tok::raw_identifier) &&
                   llvm::StringSwitch<bool>(Tokens[Innermost - 1].Text)
                       .Cases({"for", "if", "while", "switch"}, true)
                       .Default(false);
  if (Statement && Close + 1 < Tokens.size())
    return statementEnd(Tokens, Close + 1);
  // A parameter: visible in the body after the parameter list. A
  // prototype's parameter, only in it.
  for (size_t J = Close + 1; J < Tokens.size(); ++J) {
    if (Tokens[J].is(tok::l_brace))
      return matching(Tokens, J);
    if (Tokens[J].is(tok::semi) || Tokens[J].is(tok::r_brace))
      break;
  }
  return Close;
}

} // namespace

std::string renameShadowedBuiltins(llvm::StringRef Source) {
  if (!Source.contains("Idx") && !Source.contains("Dim"))
    return Source.str();
  std::vector<Token> Tokens = lexAll(Source);
  std::vector<bool> Renamed(Tokens.size(), false);
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (!Tokens[I].is(tok::raw_identifier) || !isBuiltinName(Tokens[I].Text) ||
        !isDeclaration(Tokens, I))
      continue;
    size_t End = scopeEnd(Tokens, I);
    for (size_t J = I; J < End && J < Tokens.size(); ++J) {
      if (Tokens[J].Text != Tokens[I].Text)
        continue;
      // Members of that name (`s.blockDim`, `T::gridDim`) are other things.
      const Token *Prev = J ? &Tokens[J - 1] : nullptr;
      if (Prev && (Prev->is(tok::period) || Prev->is(tok::arrow) ||
                   Prev->is(tok::coloncolon)))
        continue;
      Renamed[J] = true;
    }
  }
  std::string Out;
  size_t Copied = 0;
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (!Renamed[I])
      continue;
    Out += Source.substr(Copied, Tokens[I].Offset + Tokens[I].Text.size() -
                                     Copied);
    Out += ShadowedBuiltinSuffix;
    Copied = Tokens[I].Offset + Tokens[I].Text.size();
  }
  Out += Source.substr(Copied);
  return Out;
}

} // namespace hipify

