//===- EmptyBraceAssigner.cpp ---------------------------------------------===//
#include "Translate/EmptyBraceAssigner.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void EmptyBraceAssigner::registerMatchers(MatchFinder &Finder) {
  // Clang cannot choose the operator either, so the assignment is an
  // error-recovery node holding its two operands.
  Finder.addMatcher(expr().bind("expr"), this);
}

void EmptyBraceAssigner::run(const MatchFinder::MatchResult &Result) {
  const auto *Recovery = dyn_cast<RecoveryExpr>(
      Result.Nodes.getNodeAs<Expr>("expr"));
  if (!Recovery || Recovery->subExpressions().size() != 2)
    return;
  const Expr *Target = Recovery->subExpressions()[0];
  const auto *Braces =
      dyn_cast<InitListExpr>(Recovery->subExpressions()[1]);
  if (!Braces || Braces->getNumInits() != 0 || Target->isTypeDependent())
    return;
  const RecordDecl *Record =
      Target->getType().getCanonicalType()->getAsRecordDecl();
  if (!Record || !Record->getIdentifier() || !Context.isDeclaredByCuda(Record))
    return;
  // Written as `target = {}`: the token before the braces is '='.
  const SourceManager &SM = Context.sourceManager();
  SourceLocation LBrace = Braces->getLBraceLoc();
  SourceLocation RBrace = Braces->getRBraceLoc();
  if (LBrace.isMacroID() || RBrace.isMacroID() ||
      !Context.isTranslatedLocation(LBrace))
    return;
  std::optional<Token> Between = Lexer::findNextToken(
      Target->getEndLoc(), SM, Context.langOptions());
  if (!Between || !Between->is(tok::equal) ||
      Between->getLocation().isMacroID())
    return;
  std::string Type = Record->getName().str();
  if (const MappingRow *Row = Context.table().lookup(Type)) {
    if (!Row->isTranslatable())
      return;
    Type = Row->Hip;
  }
  FileRange Where = Context.fileRange(CharSourceRange::getTokenRange(
      LBrace, RBrace));
  size_t Owner = Context.report(
      rules::EmptyBraceAssignment, Severity::Note, FindingCategory::Type,
      "'= {}' becomes '= " + Type + "{}': the empty braces are ambiguous "
          "between " + Type + "'s assignment operators under hipcc; "
          "naming the type gives the same value-initialised value",
      Where);
  Context.edits().replace(Owner, Where, Type + "{}");
}

} // namespace hipify
