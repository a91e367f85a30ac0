//===- PhasedSourceText.cpp - the kernel's text, copied or respelled ------===//
//
// The phased form copies some of the kernel's text into other regions (a
// branch's condition, a collective's call, a recomputed initialiser) and
// places its own text between the kernel's statements. Only text written in
// a file being translated can be copied or edited; a collective call that a
// macro writes is spelled again from its pieces when they can be told.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/PhasedAnalysis.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace hipify::phased {

namespace {
/// Whether an expression reads `extern __shared__` memory, whose uses the
/// lowering rewrites in place (a copy of the text would miss that).
class DynamicSharedUse : public RecursiveASTVisitor<DynamicSharedUse> {
public:
  bool Found = false;
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      Found |= V->hasAttr<CUDASharedAttr>() && V->hasExternalStorage();
    return !Found;
  }
};
} // namespace

/// Whether E's text can be copied into another region.
bool PhasedAnalysis::copyable(const Expr *E, const char *What) {
  if (!isWrittenInFile(E))
    return refuse(E, std::string(What) + " is written partly in a macro");
  DynamicSharedUse Shared;
  Shared.TraverseStmt(const_cast<Expr *>(E));
  if (Shared.Found)
    return refuse(E, std::string(What) + " reads extern __shared__ memory");
  return true;
}

std::optional<std::pair<SourceLocation, bool>>
PhasedAnalysis::openParenOf(const Expr *E) const {
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return std::nullopt;
  SourceLocation CalleeEnd = Call->getCallee()->getEndLoc();
  if (CalleeEnd.isMacroID())
    return std::nullopt;
  std::optional<Token> Paren =
      Lexer::findNextToken(CalleeEnd, SM, Context.langOptions());
  if (!Paren || Paren->isNot(tok::l_paren) || !offsetOf(Paren->getLocation()))
    return std::nullopt;
  bool Written = false;
  for (const Expr *Arg : Call->arguments())
    Written |= !isa<CXXDefaultArgExpr>(Arg);
  return std::make_pair(Paren->getLocation(), Written);
}

/// The text of the tokens Begin..End of an expansion, when they can be told
/// from what is written: text in the file (Lexer::makeFileCharRange: written
/// there, a macro argument written there, or whole macro invocations), one
/// token of a macro's body (`FULL` in `#define SHFL(v, d) __shfl_sync(FULL,
/// v, d)`, a name that means at the call what it meant in the expansion),
/// or the whole expansion of a macro, spelled as its invocation. Tokens
/// that stand for a parameter (`(p)` in a body) are never taken from the
/// body's text: they are a macro argument's expansion.
std::optional<std::string>
PhasedAnalysis::spelledTokens(SourceLocation Begin, SourceLocation End) const {
  const LangOptions &LO = Context.langOptions();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Begin, End), SM, LO);
  if (Range.isValid() && offsetOf(Range.getBegin()))
    return Lexer::getSourceText(Range, SM, LO).str();
  if (!Begin.isMacroID() || !End.isMacroID())
    return std::nullopt;
  if (Begin == End) {
    if (SM.isMacroArgExpansion(Begin))
      return std::nullopt;
    bool Invalid = false;
    llvm::SmallString<32> Buffer;
    StringRef Token = Lexer::getSpelling(SM.getSpellingLoc(Begin), Buffer, SM,
                                         LO, &Invalid);
    if (Invalid || Token.empty())
      return std::nullopt;
    return Token.str();
  }
  // The whole body of one expansion (its first and last tokens written
  // there, not arguments): its invocation, one level up.
  if (SM.getFileID(Begin) != SM.getFileID(End) ||
      SM.isMacroArgExpansion(Begin) || SM.isMacroArgExpansion(End))
    return std::nullopt;
  unsigned Length = Lexer::MeasureTokenLength(SM.getSpellingLoc(End), SM, LO);
  SourceLocation Invocation, InvocationEnd;
  if (!Length || !SM.isAtStartOfImmediateMacroExpansion(Begin, &Invocation) ||
      !SM.isAtEndOfImmediateMacroExpansion(End.getLocWithOffset(Length),
                                           &InvocationEnd) ||
      (Invocation == Begin && InvocationEnd == End))
    return std::nullopt;
  return spelledTokens(Invocation, InvocationEnd);
}

/// A call written by a macro (`#define SHFL(v, d) __shfl_sync(FULL, v, d)`),
/// spelled again from its pieces: the callee and each argument. None when a
/// piece cannot be told from the text.
std::optional<std::string> PhasedAnalysis::respelled(const Expr *E,
                                                     const std::string &Phase) const {
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || isa<CXXMemberCallExpr, CXXOperatorCallExpr>(Call))
    return std::nullopt;
  auto Spelled = [&](const Expr *Piece) {
    return spelledTokens(Piece->getBeginLoc(), Piece->getEndLoc());
  };
  const Expr *CalleeExpr = Call->getCallee()->IgnoreImpCasts();
  std::optional<std::string> Callee = Spelled(CalleeExpr);
  if (!Callee)
    return std::nullopt;
  // A macro named as the function it calls (`#define __shfl(v, d) __shfl(v,
  // d, 32)`) left the callee unexpanded only inside its own expansion; the
  // copy replaces the invocation, where the name would expand again with
  // the phase as one more argument. `(__shfl)(...)` is not an invocation.
  if (namesEnclosingMacro(CalleeExpr->getBeginLoc(), *Callee))
    *Callee = "(" + *Callee + ")";
  std::string Text = *Callee + "(" + Phase;
  for (const Expr *Arg : Call->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    std::optional<std::string> Piece = Spelled(Arg);
    if (!Piece)
      return std::nullopt;
    Text += ", " + *Piece;
  }
  return Text + ")";
}

/// Whether Name is the name of a macro whose expansion holds Loc, at any
/// level (the call's own macro or one that expands to it).
bool PhasedAnalysis::namesEnclosingMacro(SourceLocation Loc,
                                         StringRef Name) const {
  while (Loc.isMacroID()) {
    if (Lexer::getImmediateMacroName(Loc, SM, Context.langOptions()) == Name)
      return true;
    Loc = SM.getImmediateMacroCallerLoc(Loc);
  }
  return false;
}

std::string PhasedAnalysis::phasedForm(const Expr *Call,
                                       const std::string &Phase) const {
  if (!openParenOf(Call))
    return *respelled(Call, Phase);
  auto [Paren, HasArguments] = *openParenOf(Call);
  CharSourceRange Range = fileRangeOf(Call);
  std::string Text = textOf(Call);
  unsigned At = SM.getFileOffset(Paren) - SM.getFileOffset(Range.getBegin()) + 1;
  return Text.insert(At, Phase + (HasArguments ? ", " : ""));
}

CharSourceRange PhasedAnalysis::fileRangeOf(const Expr *E) const {
  return Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM,
      Context.langOptions());
}

bool PhasedAnalysis::isWrittenInFile(const Expr *E) const {
  CharSourceRange Range = fileRangeOf(E);
  return Range.isValid() && offsetOf(Range.getBegin());
}

std::string PhasedAnalysis::textOf(const Expr *E) const {
  return Lexer::getSourceText(fileRangeOf(E), SM, Context.langOptions()).str();
}

/// Just after a statement, its semicolon included.
SourceLocation PhasedAnalysis::afterStatement(const Stmt *S) const {
  SourceLocation End = SM.getExpansionRange(S->getEndLoc()).getEnd();
  const LangOptions &LO = Context.langOptions();
  if (!isa<DeclStmt, NullStmt>(S) || S->getEndLoc().isMacroID()) {
    SourceLocation AfterSemi =
        Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
    if (AfterSemi.isValid())
      return AfterSemi;
  }
  return Lexer::getLocForEndOfToken(End, 0, SM, LO);
}

std::optional<unsigned> PhasedAnalysis::offsetOf(SourceLocation Loc) const {
  if (Loc.isInvalid() || Loc.isMacroID() || !Context.isTranslatedLocation(Loc))
    return std::nullopt;
  return SM.getFileOffset(Loc);
}

} // namespace hipify::phased
