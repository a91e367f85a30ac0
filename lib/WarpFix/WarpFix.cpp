//===- WarpFix.cpp --------------------------------------------------------===//
#include "WarpFix/WarpFix.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

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

void WarpFix::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(warpFunctionNames()))),
               forFunction(deviceFunction().bind("function")))
          .bind("call"),
      this);
}

void WarpFunctionFix::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(deviceFunction(), isDefinition())
                        .bind("function"),
                    this);
}

void WarpFunctionFix::run(const MatchFinder::MatchResult &R) {
  const auto *Function = R.Nodes.getNodeAs<FunctionDecl>("function");
  if (Function && Done.insert(planKey(*Function)).second)
    runOnFunction(*Function, Plan.planOf(*Function));
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
      !Plan.planOf(*Function).rewritesWarpCalls())
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

std::optional<ShuffleLoop> shuffleLoopOf(const Expr &Offset, ASTContext &AST) {
  const VarDecl *Var = variableOf(&Offset);
  if (!Var || !Var->getInit())
    return std::nullopt;
  std::optional<uint64_t> Start = integerConstant(Var->getInit(), AST);
  if (!Start)
    return std::nullopt;
  // The loop whose init declares the variable.
  DynTypedNodeList Parents = AST.getParents(*Var);
  if (Parents.empty())
    return std::nullopt;
  const auto *Decl = Parents[0].get<DeclStmt>();
  if (!Decl)
    return std::nullopt;
  DynTypedNodeList Grand = AST.getParents(*Decl);
  const auto *Loop = Grand.empty() ? nullptr : Grand[0].get<ForStmt>();
  if (!Loop || Loop->getInit() != Decl)
    return std::nullopt;
  ShuffleLoop Found{Loop, Var, *Start, true};
  if (stepsBy(Loop->getInc(), Var, /*Halving=*/true, AST))
    return Found;
  Found.Halving = false;
  if (stepsBy(Loop->getInc(), Var, /*Halving=*/false, AST))
    return Found;
  return std::nullopt;
}

bool staysInGroup(const Expr &Offset, ASTContext &AST) {
  if (std::optional<uint64_t> Value = integerConstant(&Offset, AST))
    return *Value < 32;
  std::optional<ShuffleLoop> Loop = shuffleLoopOf(Offset, AST);
  if (!Loop)
    return false;
  if (Loop->Halving)
    return Loop->Start <= 16;
  if (Loop->Start != 1)
    return false;
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(Loop->Loop->getCond());
  if (!Cond || variableOf(Cond->getLHS()) != Loop->Var)
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

namespace hipify {

unsigned writtenArguments(const CallExpr &Call) {
  unsigned Written = 0;
  for (const Expr *Arg : Call.arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      ++Written;
  return Written;
}

bool shuffleNeedsWidth(const CallExpr &Call, const WarpCall &Kind,
                       ASTContext &AST) {
  if (!Kind.isShuffle())
    return false;
  unsigned Written = writtenArguments(Call);
  unsigned Lane = Kind.valueArgument() + 1;
  if (Written <= Lane || Written > Kind.widthArgument())
    return false; // A width is written, or the call is incomplete.
  const Expr *Offset = Call.getArg(Lane);
  bool InGroup = staysInGroup(*Offset, AST);
  if (Kind.Function == WarpFunction::ShuffleXor && InGroup)
    return false;
  if (Kind.Function == WarpFunction::ShuffleDown && InGroup &&
      foldsIntoShuffledValue(Call, Kind, AST))
    return false;
  return true;
}

bool maskMovedOntoGroup(const CallExpr &Call, const WarpCall &Kind,
                        ASTContext &AST, const TranslationContext &Context) {
  // __any_sync and __all_sync become ballots of the group, without the mask.
  if (!Kind.TakesMask || Call.getNumArgs() == 0 ||
      Kind.Function == WarpFunction::Any || Kind.Function == WarpFunction::All)
    return false;
  const MappingRow *Row =
      Context.table().lookup(Call.getDirectCallee()->getName());
  if (!Row || !Row->isTranslatable() || Row->Args ||
      !(llvm::StringRef(Row->Hip).ends_with("_sync") ||
        Row->Hip == "__syncwarp"))
    return false; // The target drops the mask.
  const Expr *Mask = Call.getArg(0);
  if (isa<CXXDefaultArgExpr>(Mask))
    return false;
  QualType Type = Mask->IgnoreParenImpCasts()->getType();
  return Type->isIntegerType() && AST.getTypeSize(Type) <= 32;
}

const CallExpr *syncCallMaskedBy(const CallExpr &Call, ASTContext &AST,
                                 const TranslationContext &Context) {
  DynTypedNode Node = DynTypedNode::create(Call);
  while (true) {
    DynTypedNodeList Parents = AST.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    const auto *E = Node.get<Expr>();
    if (!E)
      return nullptr;
    if (isa<ParenExpr, ImplicitCastExpr>(E))
      continue;
    const auto *Outer = dyn_cast<CallExpr>(E);
    if (!Outer || Outer->getNumArgs() == 0 ||
        !classifyWarpCall(*Outer, Context).TakesMask ||
        Outer->getArg(0)->IgnoreParenImpCasts() != &Call)
      return nullptr;
    return Outer;
  }
}

bool groupRulesEdit(const CallExpr &Call, ASTContext &AST,
                    const TranslationContext &Context) {
  WarpCall Kind = classifyWarpCall(Call, Context);
  switch (Kind.Function) {
  case WarpFunction::None:
  case WarpFunction::Other:
    return false;
  case WarpFunction::Ballot:
  case WarpFunction::ActiveMask:
  case WarpFunction::Any:
  case WarpFunction::All:
  case WarpFunction::MatchAny:
  case WarpFunction::MatchAll:
    return true;
  default:
    return shuffleNeedsWidth(Call, Kind, AST) ||
           maskMovedOntoGroup(Call, Kind, AST, Context);
  }
}

} // namespace hipify
