//===- PortabilityChecks.cpp ----------------------------------------------===//
#include "Check/PortabilityChecks.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

/// Device code: kernels and __device__ functions (also __host__ __device__).
AST_MATCHER(FunctionDecl, isDeviceFunction) {
  return Node.hasAttr<CUDADeviceAttr>() || Node.hasAttr<CUDAGlobalAttr>();
}

const auto InDeviceCode = hasAncestor(functionDecl(isDeviceFunction()));

/// The warp intrinsics whose first argument is a lane mask.
const std::vector<llvm::StringRef> MaskedWarpFunctions = {
    "__shfl_sync",       "__shfl_up_sync",     "__shfl_down_sync",
    "__shfl_xor_sync",   "__ballot_sync",      "__any_sync",
    "__all_sync",        "__uni_sync",         "__syncwarp",
    "__match_any_sync",  "__match_all_sync",   "__reduce_add_sync",
    "__reduce_min_sync", "__reduce_max_sync",  "__reduce_and_sync",
    "__reduce_or_sync",  "__reduce_xor_sync"};

/// Whether E reads threadIdx, directly or through a local variable that was
/// initialised from it (lane = threadIdx.x % 32; lane & 31).
class ThreadIndexFinder : public RecursiveASTVisitor<ThreadIndexFinder> {
public:
  explicit ThreadIndexFinder(unsigned Depth = 0) : Depth(Depth) {}
  bool Found = false;

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->getIdentifier())
      return true;
    if (Var->getName() == "threadIdx") {
      Found = true;
      return false;
    }
    if (Depth < 2 && Var->hasLocalStorage() && Var->getInit()) {
      ThreadIndexFinder Inner(Depth + 1);
      Inner.TraverseStmt(const_cast<Expr *>(Var->getInit()));
      if (Inner.Found) {
        Found = true;
        return false;
      }
    }
    return true;
  }

private:
  unsigned Depth;
};

bool readsThreadIndex(const Expr *E) {
  ThreadIndexFinder Finder;
  Finder.TraverseStmt(const_cast<Expr *>(E));
  return Finder.Found;
}

std::optional<uint64_t> integerValue(const Expr *E, const ASTContext &AST) {
  E = E->IgnoreParenImpCasts();
  if (E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, AST))
    return std::nullopt;
  return Result.Val.getInt().getZExtValue();
}

} // namespace

void PortabilityChecks::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(asmStmt(InDeviceCode).bind("asm"), this);
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("%", "/", "&", ">>", "<", "<=", ">",
                                        ">=", "==", "!=", "%=", "/=", "&=",
                                        ">>="),
                     InDeviceCode)
          .bind("arith"),
      this);
  Finder.addMatcher(
      callExpr(callee(functionDecl(
                   hasAnyName(llvm::ArrayRef<llvm::StringRef>(
                       MaskedWarpFunctions)))))
          .bind("masked"),
      this);
  auto Ballot = callExpr(
      callee(functionDecl(hasAnyName("__ballot_sync", "__activemask"))));
  Finder.addMatcher(
      varDecl(hasInitializer(ignoringParenImpCasts(Ballot.bind("ballot"))))
          .bind("ballotVar"),
      this);
  Finder.addMatcher(
      binaryOperator(isAssignmentOperator(),
                     hasRHS(ignoringParenImpCasts(Ballot.bind("ballot"))))
          .bind("ballotAssign"),
      this);
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared)).bind("shared"), this);
  Finder.addMatcher(compoundStmt(InDeviceCode).bind("block"), this);
  Finder.addMatcher(typeLoc(loc(qualType(hasDeclaration(
                                namedDecl(hasAnyName("texture", "surface"))))))
                        .bind("texture"),
                    this);
}

void PortabilityChecks::run(const MatchFinder::MatchResult &Result) {
  AST = Result.Context;
  const auto &Nodes = Result.Nodes;
  if (const auto *Asm = Nodes.getNodeAs<AsmStmt>("asm"))
    return checkInlinePtx(Asm);
  if (const auto *Op = Nodes.getNodeAs<BinaryOperator>("arith"))
    return checkWarpArithmetic(Op);
  if (const auto *Call = Nodes.getNodeAs<CallExpr>("masked"))
    return checkFullMask(Call);
  if (const auto *Var = Nodes.getNodeAs<VarDecl>("ballotVar"))
    return checkBallotWidth(Nodes.getNodeAs<Expr>("ballot"), Var->getType(),
                            Var->getLocation());
  if (const auto *Assign = Nodes.getNodeAs<BinaryOperator>("ballotAssign"))
    return checkBallotWidth(Nodes.getNodeAs<Expr>("ballot"),
                            Assign->getLHS()->getType(),
                            Assign->getOperatorLoc());
  if (const auto *Var = Nodes.getNodeAs<VarDecl>("shared"))
    return checkSharedArraySize(Var);
  if (const auto *Block = Nodes.getNodeAs<CompoundStmt>("block"))
    return checkWarpSynchronous(Block);
  if (const auto *TL = Nodes.getNodeAs<TypeLoc>("texture"))
    return checkTextureReference(*TL);
}

void PortabilityChecks::report(llvm::StringRef Rule, SourceLocation Where,
                               std::string Message) {
  const SourceManager &SM = Context.sourceManager();
  if (Where.isInvalid() || !Context.isTranslatedLocation(SM.getFileLoc(Where)))
    return;
  Context.report(Rule, Severity::Warning, FindingCategory::Other,
                 std::move(Message), Where);
}

void PortabilityChecks::checkInlinePtx(const AsmStmt *Asm) {
  report(rules::InlinePtx, Asm->getAsmLoc(),
         "inline assembly in device code is PTX, which AMD GPUs do not run; "
         "replace it with HIP built-ins or C++");
}

void PortabilityChecks::checkWarpArithmetic(const BinaryOperator *Op) {
  // tid % 32, tid / 32, tid & 31, tid >> 5, tid < 32 ...: the thread index
  // arithmetic of a 32-lane warp.
  // Only a literal as written (possibly through a macro) counts: `warpSize`
  // is a constant too, and exactly what portable code uses.
  auto WrittenLiteral = [&](const Expr *E) -> std::optional<uint64_t> {
    if (!isa<IntegerLiteral>(E->IgnoreParenImpCasts()))
      return std::nullopt;
    return integerValue(E, *AST);
  };
  const Expr *Index = Op->getLHS();
  std::optional<uint64_t> Literal = WrittenLiteral(Op->getRHS());
  if (!Literal) {
    Index = Op->getRHS();
    Literal = WrittenLiteral(Op->getLHS());
  }
  if (!Literal || integerValue(Index, *AST))
    return;
  BinaryOperatorKind Kind = Op->getOpcode();
  if (Kind == BO_AndAssign)
    Kind = BO_And;
  else if (Kind == BO_ShrAssign)
    Kind = BO_Shr;
  else if (Kind == BO_RemAssign)
    Kind = BO_Rem;
  else if (Kind == BO_DivAssign)
    Kind = BO_Div;
  bool WarpConstant = (Kind == BO_And && *Literal == 31) ||
                      (Kind == BO_Shr && *Literal == 5) ||
                      (Kind != BO_And && Kind != BO_Shr && *Literal == 32);
  if (!WarpConstant || !readsThreadIndex(Index))
    return;
  report(rules::WarpSizeAssumption, Op->getOperatorLoc(),
         "'" + Op->getOpcodeStr().str() + " " + std::to_string(*Literal) +
             "' on a thread index assumes 32-lane warps; AMD wavefronts have "
             "64 lanes (use warpSize)");
}

void PortabilityChecks::checkFullMask(const CallExpr *Call) {
  if (Call->getNumArgs() == 0)
    return;
  std::optional<uint64_t> Mask = integerValue(Call->getArg(0), *AST);
  if (!Mask || *Mask != 0xffffffffu)
    return;
  report(rules::WarpSizeAssumption, Call->getArg(0)->getBeginLoc(),
         "the full mask 0xffffffff names 32 lanes; on a 64-lane wavefront it "
         "leaves out half of them");
}

void PortabilityChecks::checkBallotWidth(const Expr *Ballot, QualType Target,
                                         SourceLocation Where) {
  if (Target.isNull() || !Target->isIntegerType() ||
      AST->getTypeSize(Target) >= 64)
    return;
  report(rules::WarpSizeAssumption, Where,
         "a warp vote mask is stored in " +
             std::to_string(AST->getTypeSize(Target)) +
             " bits; on 64-lane wavefronts the mask has 64 (use a 64-bit "
             "integer)");
}

void PortabilityChecks::checkSharedArraySize(const VarDecl *Var) {
  // __shared__ float partial[BLOCK / 32]: one slot per 32-lane warp.
  const TypeSourceInfo *TSI = Var->getTypeSourceInfo();
  if (!TSI)
    return;
  auto Array = TSI->getTypeLoc().getAs<ConstantArrayTypeLoc>();
  if (!Array || !Array.getSizeExpr())
    return;
  const auto *Size =
      dyn_cast<BinaryOperator>(Array.getSizeExpr()->IgnoreParenImpCasts());
  if (!Size)
    return;
  std::optional<uint64_t> Divisor = integerValue(Size->getRHS(), *AST);
  if (!Divisor || !((Size->getOpcode() == BO_Div && *Divisor == 32) ||
                    (Size->getOpcode() == BO_Shr && *Divisor == 5)))
    return;
  report(rules::WarpSizeAssumption, Size->getOperatorLoc(),
         "shared array '" + Var->getName().str() +
             "' has one slot per 32 threads; with 64-lane wavefronts size it "
             "by warpSize");
}

/// Whether a statement writes through a volatile lvalue: the classic
/// warp-synchronous reduction `sdata[tid] += sdata[tid + 16];`.
static const BinaryOperator *volatileStore(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  const auto *Assign = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!Assign || !Assign->isAssignmentOp())
    return nullptr;
  const Expr *Target = Assign->getLHS()->IgnoreParenImpCasts();
  if (!isa<ArraySubscriptExpr>(Target) && !isa<UnaryOperator>(Target))
    return nullptr;
  return Target->getType().isVolatileQualified() ? Assign : nullptr;
}

static bool isWarpSync(const Stmt *S) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (const auto *E = dyn_cast<Expr>(S))
    Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  return Callee && Callee->getIdentifier() &&
         (Callee->getName() == "__syncwarp" ||
          Callee->getName().starts_with("__syncthreads"));
}

void PortabilityChecks::checkWarpSynchronous(const CompoundStmt *Block) {
  // Two or more stores through volatile memory in a row, with no barrier
  // between them: lanes are assumed to run in lock step.
  const BinaryOperator *First = nullptr;
  unsigned Run = 0;
  for (const Stmt *S : Block->body()) {
    if (isWarpSync(S)) {
      First = nullptr;
      Run = 0;
      continue;
    }
    const BinaryOperator *Store = volatileStore(S);
    if (!Store) {
      if (Run >= 2)
        break;
      First = nullptr;
      Run = 0;
      continue;
    }
    if (!First)
      First = Store;
    ++Run;
  }
  if (Run < 2 || !First)
    return;
  report(rules::WarpSynchronous, First->getOperatorLoc(),
         "warp-synchronous code: " + std::to_string(Run) +
             " stores through volatile memory rely on the lanes of a warp "
             "running in lock step; put __syncwarp() (CUDA) or a barrier "
             "between them, and check the lane count (64 on AMD)");
}

static constexpr llvm::StringLiteral TextureReferenceMessage =
    "texture and surface references were removed in CUDA 12 and are "
    "deprecated in HIP; use texture objects (cudaTextureObject_t / "
    "hipTextureObject_t)";

void PortabilityChecks::checkTextureReference(TypeLoc TL) {
  const auto *Record = TL.getType()->getAsRecordDecl();
  if (!Record || !Context.isDeclaredByCuda(Record))
    return;
  report(rules::TextureReference, TL.getBeginLoc(),
         TextureReferenceMessage.str());
}

void PortabilityChecks::finishTranslationUnit() {
  for (SourceLocation Loc : Context.errorLocations())
    checkTextureReferenceTokens(Loc);
}

void PortabilityChecks::checkTextureReferenceTokens(SourceLocation ErrorLoc) {
  // CUDA 12 removed texture<>/surface<>: with newer headers such a
  // reference is only a parse error, so it is found by its tokens.
  const SourceManager &SM = Context.sourceManager();
  const LangOptions &LO = Context.langOptions();
  Token Tok;
  if (Lexer::getRawToken(ErrorLoc, Tok, SM, LO, /*IgnoreWhiteSpace=*/false) ||
      Tok.isNot(tok::raw_identifier) ||
      (Tok.getRawIdentifier() != "texture" &&
       Tok.getRawIdentifier() != "surface"))
    return;
  std::optional<Token> Next = Lexer::findNextToken(Tok.getLocation(), SM, LO);
  if (Next && Next->is(tok::less))
    report(rules::TextureReference, Tok.getLocation(),
           TextureReferenceMessage.str());
}

} // namespace hipify
