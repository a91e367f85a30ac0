//===- RegisterKeywordRewriter.cpp ----------------------------------------===//
#include "Translate/RegisterKeywordRewriter.h"
#include "clang/AST/Decl.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {
AST_MATCHER(VarDecl, hasRegisterStorageClass) {
  return Node.getStorageClass() == SC_Register;
}
} // namespace

void RegisterKeywordRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(varDecl(hasRegisterStorageClass()).bind("var"), this);
}

void RegisterKeywordRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Var = Result.Nodes.getNodeAs<VarDecl>("var");
  const SourceManager &SM = Context.sourceManager();
  SourceLocation Begin = Var->getBeginLoc();
  SourceLocation Name = Var->getLocation();
  // Only where the whole declaration is written in a translated file: a
  // keyword that comes from a macro stays (the macro may serve C code).
  if (Begin.isInvalid() || !Begin.isFileID() || !Name.isFileID() ||
      !Context.isTranslatedLocation(Begin) ||
      SM.getFileID(Begin) != SM.getFileID(Name))
    return;
  // The keyword sits among the declaration specifiers, before the name;
  // in `int a, register b` only the first declarator has them.
  FileID File = SM.getFileID(Begin);
  llvm::StringRef Buffer = SM.getBufferData(File);
  unsigned Start = SM.getFileOffset(Begin), Stop = SM.getFileOffset(Name);
  Lexer Raw(SM.getLocForStartOfFile(File), Context.langOptions(),
            Buffer.begin(), Buffer.begin() + Start, Buffer.end());
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= Stop)
      return;
    if (!Tok.is(tok::raw_identifier) || Tok.getRawIdentifier() != "register")
      continue;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    unsigned End = Offset + Tok.getLength();
    while (End < Buffer.size() && (Buffer[End] == ' ' || Buffer[End] == '\t'))
      ++End;
    SourceLocation From = Tok.getLocation();
    FileRange Where = Context.fileRange(CharSourceRange::getCharRange(
        From, From.getLocWithOffset(End - Offset)));
    size_t Owner = Context.report(
        rules::RegisterKeyword, Severity::Note, FindingCategory::Other,
        "'register' removed from '" + Var->getName().str() +
            "': C++17 has no register storage class, and hip-clang rejects "
            "it",
        Where);
    Context.edits().replace(Owner, Where, "");
    return;
  }
}

} // namespace hipify
