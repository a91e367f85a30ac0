//===- WarpFix.cpp --------------------------------------------------------===//
#include "Check/WarpFix.h"
#include "Check/ThreadIndexArithmetic.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

/// The first place a function body assumes 32-lane warps: thread-index
/// arithmetic with 32, 31 or 5, or the full mask 0xffffffff given to a warp
/// function.
class AssumptionFinder : public RecursiveASTVisitor<AssumptionFinder> {
public:
  explicit AssumptionFinder(const ASTContext &AST) : AST(AST) {}
  SourceLocation Where;
  std::string Text;

  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (std::optional<uint64_t> Literal = warpLiteralOnThreadIndex(*Op, AST)) {
      Where = Op->getOperatorLoc();
      Text = Op->getOpcodeStr().str() + " " + std::to_string(*Literal);
      return false;
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || Call->getNumArgs() == 0)
      return true;
    const WarpFunctionFact *Fact = findWarpFunction(Callee->getName());
    if (Fact && Fact->TakesMask &&
        integerConstant(Call->getArg(0), AST) == 0xffffffffu) {
      Where = Call->getArg(0)->getBeginLoc();
      Text = "0xffffffff";
      return false;
    }
    return true;
  }

private:
  const ASTContext &AST;
};

WarpWidthIntent scanIntent(const FunctionDecl &F, const ASTContext &AST,
                           const SourceManager &SM, const LangOptions &LO) {
  WarpWidthIntent Intent;
  const Stmt *Body = F.getBody();
  if (!Body)
    return Intent;
  // warpSize by token: with some CUDA headers it is a macro for 32, which
  // the AST does not show.
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Body->getSourceRange()), SM, LO);
  bool Invalid = Range.isInvalid();
  llvm::StringRef Text =
      Invalid ? "" : Lexer::getSourceText(Range, SM, LO, &Invalid);
  if (!Invalid) {
    // The raw lexer wants a buffer that ends in a null character.
    std::string Copy = Text.str();
    SourceLocation Start = Range.getBegin();
    Lexer Raw(Start, LO, Copy.data(), Copy.data(), Copy.data() + Copy.size());
    Token Tok;
    while (!Raw.LexFromRawLexer(Tok) && Tok.isNot(tok::eof)) {
      if (Tok.is(tok::raw_identifier) &&
          (Tok.getRawIdentifier() == "warpSize" ||
           Tok.getRawIdentifier() == "__AMDGCN_WAVEFRONT_SIZE")) {
        Intent.WarpSizeUse = Tok.getLocation();
        break;
      }
    }
  }
  if (Intent.WarpSizeUse.isInvalid())
    return Intent;
  AssumptionFinder Finder(AST);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  Intent.Assumption = Finder.Where;
  Intent.AssumptionText = Finder.Text;
  Intent.Width = Intent.Assumption.isValid() ? WarpWidthIntent::Mixed
                                             : WarpWidthIntent::Generic;
  return Intent;
}

const VarDecl *variableOf(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

/// Whether Step changes Var by Op (BO_Div/BO_Shr: halves, BO_Mul/BO_Shl:
/// doubles): `v /= 2`, `v >>= 1`, `v = v / 2`, `v *= 2`, `v <<= 1`, ...
bool stepsBy(const Expr *Step, const VarDecl *Var, bool Halving,
             const ASTContext &AST) {
  const auto *Op = dyn_cast_or_null<BinaryOperator>(Step);
  if (!Op || variableOf(Op->getLHS()) != Var)
    return false;
  BinaryOperatorKind Kind = Op->getOpcode();
  const Expr *Amount = Op->getRHS();
  if (Kind == BO_Assign) {
    const auto *Rhs = dyn_cast<BinaryOperator>(Op->getRHS()->IgnoreParens());
    if (!Rhs || variableOf(Rhs->getLHS()) != Var)
      return false;
    Kind = Rhs->getOpcode();
    Amount = Rhs->getRHS();
  } else {
    Kind = BinaryOperator::getOpForCompoundAssignment(Kind);
  }
  std::optional<uint64_t> By = integerConstant(Amount, AST);
  if (!By)
    return false;
  if (Halving)
    return (Kind == BO_Div && *By == 2) || (Kind == BO_Shr && *By == 1);
  return (Kind == BO_Mul && *By == 2) || (Kind == BO_Shl && *By == 1);
}

} // namespace

WarpCall classifyWarpCall(const CallExpr &Call,
                          const TranslationContext &Context) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || !Context.isDeclaredByCuda(Callee))
    return {};
  if (const WarpFunctionFact *Fact = findWarpFunction(Callee->getName()))
    return {Fact->Function, Fact->TakesMask};
  return {};
}

void WarpFix::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(warpFunctionNames()))),
               forFunction(deviceFunction().bind("function")))
          .bind("call"),
      this);
}

const WarpWidthIntent &WarpFix::intentOf(const FunctionDecl &Function) {
  const FunctionDecl *Key = &Function;
  if (const FunctionDecl *Pattern = Function.getTemplateInstantiationPattern())
    Key = Pattern;
  auto It = Intents.find(Key);
  if (It == Intents.end())
    It = Intents
             .try_emplace(Key, scanIntent(*Key, Key->getASTContext(),
                                          Context.sourceManager(),
                                          Context.langOptions()))
             .first;
  return It->second;
}

const CallExpr *WarpFix::thirtyTwoLaneCall(const MatchFinder::MatchResult &R,
                                           WarpCall &Kind) {
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  const auto *Function = R.Nodes.getNodeAs<FunctionDecl>("function");
  if (!Call || !Function)
    return nullptr;
  const SourceManager &SM = Context.sourceManager();
  if (!Context.isTranslatedLocation(SM.getFileLoc(Call->getExprLoc())))
    return nullptr;
  Kind = classifyWarpCall(*Call, Context);
  if (Kind.Function == WarpFunction::None ||
      intentOf(*Function).Width != WarpWidthIntent::ThirtyTwoLanes)
    return nullptr;
  return Call;
}

bool WarpFix::rewrite(SourceRange Whole, llvm::ArrayRef<SourceRange> Pieces,
                      llvm::StringRef Template, std::string Message) {
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(Whole, Pieces, Whole.getEnd());
  if (!Placed)
    return false;
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
  size_t Owner =
      Context.report(rule().Id, rule().DefaultSeverity,
                     FindingCategory::Function, std::move(Message),
                     Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
  return true;
}

void WarpFix::reportUnplaced(SourceLocation Where, std::string Message) {
  Context.report(rule().Id, Severity::Warning, FindingCategory::Function,
                 std::move(Message), Where);
}

std::string WarpFix::hipNameOf(llvm::StringRef Cuda) const {
  const MappingRow *Row = Context.table().lookup(Cuda);
  return Row && Row->isTranslatable() ? Row->Hip : std::string();
}

bool WarpFix::targetKeepsMasks() const {
  return llvm::StringRef(hipNameOf("__ballot_sync")).ends_with("_sync");
}

bool staysInGroup(const Expr &Offset, ASTContext &AST) {
  if (std::optional<uint64_t> Value = integerConstant(&Offset, AST))
    return *Value < 32;
  const VarDecl *Var = variableOf(&Offset);
  if (!Var || !Var->getInit())
    return false;
  std::optional<uint64_t> Start = integerConstant(Var->getInit(), AST);
  if (!Start)
    return false;
  // The loop whose init declares the variable.
  DynTypedNodeList Parents = AST.getParents(*Var);
  if (Parents.empty())
    return false;
  const auto *Decl = Parents[0].get<DeclStmt>();
  if (!Decl)
    return false;
  DynTypedNodeList Grand = AST.getParents(*Decl);
  const auto *Loop = Grand.empty() ? nullptr : Grand[0].get<ForStmt>();
  if (!Loop || Loop->getInit() != Decl)
    return false;
  if (stepsBy(Loop->getInc(), Var, /*Halving=*/true, AST))
    return *Start <= 16;
  if (*Start != 1 || !stepsBy(Loop->getInc(), Var, /*Halving=*/false, AST))
    return false;
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(Loop->getCond());
  if (!Cond || variableOf(Cond->getLHS()) != Var)
    return false;
  std::optional<uint64_t> Bound = integerConstant(Cond->getRHS(), AST);
  return Bound && ((Cond->getOpcode() == BO_LT && *Bound <= 32) ||
                   (Cond->getOpcode() == BO_LE && *Bound <= 16));
}

bool foldsIntoShuffledValue(const CallExpr &Call, const WarpCall &Kind,
                            ASTContext &AST) {
  if (Call.getNumArgs() <= Kind.valueArgument())
    return false;
  const VarDecl *Value = variableOf(Call.getArg(Kind.valueArgument()));
  if (!Value)
    return false;
  // Up through the expression to the assignment that takes the result.
  DynTypedNode Node = DynTypedNode::create(Call);
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    DynTypedNodeList Parents = AST.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
    const auto *E = Node.get<Expr>();
    if (!E)
      return false;
    if (const auto *Op = dyn_cast<BinaryOperator>(E))
      if (Op->isAssignmentOp())
        return variableOf(Op->getLHS()) == Value;
  }
  return false;
}

} // namespace hipify
