//===- WarpFix.cpp --------------------------------------------------------===//
#include "Check/WarpFix.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

struct WarpFunctionName {
  llvm::StringRef Name;
  WarpFunction Function;
  bool TakesMask;
};

// CUDA's warp functions whose result depends on the warp's width; the
// mask-less ones are CUDA's pre-9 forms, still in older code.
const WarpFunctionName WarpFunctionNames[] = {
    {"__shfl_sync", WarpFunction::ShuffleIndex, true},
    {"__shfl_up_sync", WarpFunction::ShuffleUp, true},
    {"__shfl_down_sync", WarpFunction::ShuffleDown, true},
    {"__shfl_xor_sync", WarpFunction::ShuffleXor, true},
    {"__shfl", WarpFunction::ShuffleIndex, false},
    {"__shfl_up", WarpFunction::ShuffleUp, false},
    {"__shfl_down", WarpFunction::ShuffleDown, false},
    {"__shfl_xor", WarpFunction::ShuffleXor, false},
    {"__ballot_sync", WarpFunction::Ballot, true},
    {"__ballot", WarpFunction::Ballot, false},
    {"__activemask", WarpFunction::ActiveMask, false},
    {"__any_sync", WarpFunction::Any, true},
    {"__any", WarpFunction::Any, false},
    {"__all_sync", WarpFunction::All, true},
    {"__all", WarpFunction::All, false},
    {"__syncwarp", WarpFunction::SyncWarp, true},
};

/// Whether a raw token is a literal of a 32-lane warp after an operator:
/// "& 31", "% 32", "/ 32", ">> 5", "== 31", "< 32".
bool isWarpLiteral(llvm::StringRef Operator, llvm::StringRef Literal) {
  std::string Digits = Literal.rtrim("uUlL").lower();
  unsigned long long Value = 0;
  if (llvm::StringRef(Digits).getAsInteger(0, Value))
    return false;
  if (Operator == ">>" || Operator == ">>=")
    return Value == 5;
  if (Operator == "&" || Operator == "&=" || Operator == "==" ||
      Operator == "!=")
    return Value == 31 || (Operator != "&" && Operator != "&=" && Value == 32);
  if (Operator == "%" || Operator == "/" || Operator == "%=" ||
      Operator == "/=" || Operator == "<" || Operator == ">=")
    return Value == 32;
  return false;
}

bool isFullMaskLiteral(llvm::StringRef Literal) {
  return Literal.rtrim("uUlL").lower() == "0xffffffff";
}

WarpWidthIntent scanIntent(const FunctionDecl &F, const SourceManager &SM,
                           const LangOptions &LO) {
  WarpWidthIntent Intent;
  const Stmt *Body = F.getBody();
  if (!Body)
    return Intent;
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Body->getSourceRange()), SM, LO);
  if (Range.isInvalid())
    return Intent;
  bool Invalid = false;
  llvm::StringRef Text = Lexer::getSourceText(Range, SM, LO, &Invalid);
  if (Invalid)
    return Intent;
  // The raw lexer wants a buffer that ends in a null character.
  std::string Copy = Text.str();
  SourceLocation Start = Range.getBegin();
  Lexer Raw(Start, LO, Copy.data(), Copy.data(), Copy.data() + Copy.size());
  Token Tok;
  llvm::StringRef Previous;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    unsigned Offset = SM.getFileOffset(Tok.getLocation()) -
                      SM.getFileOffset(Start);
    if (Offset + Tok.getLength() > Copy.size())
      break;
    llvm::StringRef Spelling(Copy.data() + Offset, Tok.getLength());
    if (Tok.is(tok::raw_identifier) &&
        (Spelling == "warpSize" || Spelling == "__AMDGCN_WAVEFRONT_SIZE") &&
        Intent.WarpSizeUse.isInvalid())
      Intent.WarpSizeUse = Tok.getLocation();
    if (Tok.is(tok::numeric_constant) && Intent.Assumption.isInvalid() &&
        (isWarpLiteral(Previous, Spelling) || isFullMaskLiteral(Spelling))) {
      Intent.Assumption = Tok.getLocation();
      Intent.AssumptionText = isFullMaskLiteral(Spelling)
                                  ? Spelling.str()
                                  : (Previous + " " + Spelling).str();
    }
    Previous = Spelling;
  }
  if (Intent.WarpSizeUse.isValid())
    Intent.Width = Intent.Assumption.isValid() ? WarpWidthIntent::Mixed
                                               : WarpWidthIntent::Generic;
  return Intent;
}

std::optional<uint64_t> constantOf(const Expr &E, const ASTContext &AST) {
  if (E.isValueDependent() || !E.getType()->isIntegerType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E.EvaluateAsInt(Result, AST))
    return std::nullopt;
  return Result.Val.getInt().getZExtValue();
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
  std::optional<uint64_t> By = constantOf(*Amount, AST);
  if (!By)
    return false;
  if (Halving)
    return (Kind == BO_Div && *By == 2) || (Kind == BO_Shr && *By == 1);
  return (Kind == BO_Mul && *By == 2) || (Kind == BO_Shl && *By == 1);
}

} // namespace

llvm::ArrayRef<llvm::StringRef> warpFunctionNames() {
  static const std::vector<llvm::StringRef> Names = [] {
    std::vector<llvm::StringRef> Out;
    for (const WarpFunctionName &F : WarpFunctionNames)
      Out.push_back(F.Name);
    return Out;
  }();
  return Names;
}

WarpCall classifyWarpCall(const CallExpr &Call,
                          const TranslationContext &Context) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || !Context.isDeclaredByCuda(Callee))
    return {};
  for (const WarpFunctionName &F : WarpFunctionNames)
    if (Callee->getName() == F.Name)
      return {F.Function, F.TakesMask};
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
             .try_emplace(Key, scanIntent(*Key, Context.sourceManager(),
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
  if (std::optional<uint64_t> Value = constantOf(Offset, AST))
    return *Value < 32;
  const VarDecl *Var = variableOf(&Offset);
  if (!Var || !Var->getInit())
    return false;
  std::optional<uint64_t> Start = constantOf(*Var->getInit(), AST);
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
  std::optional<uint64_t> Bound = constantOf(*Cond->getRHS(), AST);
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
