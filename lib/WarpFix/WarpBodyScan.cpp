//===- WarpBodyScan.cpp ---------------------------------------------------===//
//
// Reads one device function at a time and decides nothing: the analysis
// WarpFixPlan.cpp's decisions start from (WarpBodyScan.h says why it is a
// file of its own).
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpBodyScan.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include <set>

using namespace clang;

namespace hipify {

namespace {

bool isDeviceFunction(const FunctionDecl &F) {
  return F.hasAttr<CUDADeviceAttr>() || F.hasAttr<CUDAGlobalAttr>();
}

/// Whether Var is the program's own variable named warpSize (a local
/// `int warpSize = 32;`, which shadows CUDA's), not CUDA's builtin.
bool isUserWarpSize(const VarDecl *Var, const TranslationContext &Context) {
  return Var && Var->getIdentifier() && Var->getName() == "warpSize" &&
         !Context.isDeclaredByCuda(Var);
}

/// The places in a body where warpSize names the program's own variable
/// (its declaration and its uses): those tokens are not CUDA's warpSize.
class UserWarpSizeNames : public RecursiveASTVisitor<UserWarpSizeNames> {
public:
  explicit UserWarpSizeNames(const TranslationContext &Context)
      : Context(Context) {}
  llvm::DenseSet<SourceLocation> Locations;

  bool VisitVarDecl(VarDecl *Var) {
    if (isUserWarpSize(Var, Context))
      Locations.insert(Var->getLocation());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (isUserWarpSize(dyn_cast<VarDecl>(Ref->getDecl()), Context))
      Locations.insert(Ref->getLocation());
    return true;
  }

private:
  const TranslationContext &Context;
};

/// The integer of a template argument, if it is one.
std::optional<uint64_t> integerArgument(const TemplateArgument &Arg) {
  if (Arg.getKind() == TemplateArgument::Integral)
    return Arg.getAsIntegral().getZExtValue();
  return std::nullopt;
}

/// Whether T is cooperative groups' thread_block_tile<32> (any parent).
bool isTileOf32(QualType T) {
  const auto *Record = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
  const auto *Spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(Record);
  if (!Spec || !Spec->getIdentifier() ||
      Spec->getName() != "thread_block_tile" ||
      Spec->getTemplateArgs().size() == 0)
    return false;
  return integerArgument(Spec->getTemplateArgs()[0]) == 32u;
}

/// The collectives of a cooperative-groups tile (member functions).
constexpr llvm::StringLiteral TileCollectiveNames[] = {
    "shfl",   "shfl_up", "shfl_down", "shfl_xor",  "any",
    "all",    "ballot",  "match_any", "match_all"};

/// Fills WarpBodyFacts from one body.
class BodyScanner : public RecursiveASTVisitor<BodyScanner>,
                    public WarpBodyFacts {
public:
  BodyScanner(const ASTContext &AST, const TranslationContext &Context)
      : AST(AST), Context(Context) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  void scan(const Stmt *Body) {
    MaskVariables.clear();
    CollectingMasks = true;
    TraverseStmt(const_cast<Stmt *>(Body));
    CollectingMasks = false;
    TraverseStmt(const_cast<Stmt *>(Body));
  }

  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (CollectingMasks) {
      if (Op->isAssignmentOp())
        if (const VarDecl *Var = localVariable(Op->getLHS()))
          if (isLaneMask(Op->getRHS()))
            MaskVariables.insert(Var);
      return true;
    }
    if (RowWidth.isInvalid())
      if (const DeclRefExpr *WarpSize = warpSizeAsRowWidth(*Op);
          WarpSize &&
          !isUserWarpSize(dyn_cast<VarDecl>(WarpSize->getDecl()), Context)) {
        RowWidth = Op->getOperatorLoc();
        const Expr *Index =
            Op->getLHS()->IgnoreParenImpCasts() == WarpSize ? Op->getRHS()
                                                            : Op->getLHS();
        std::string Row = isBuiltin(Index, "threadIdx", "y") ? "threadIdx.y"
                                                             : "threadIdx.z";
        RowWidthText = Op->getLHS()->IgnoreParenImpCasts() == WarpSize
                           ? "warpSize * " + Row
                           : Row + " * warpSize";
      }
    if (Assumption.isInvalid())
      if (std::optional<uint64_t> Literal =
              warpLiteralOnThreadIndex(*Op, AST)) {
        Assumption = Op->getOperatorLoc();
        AssumptionText =
            Op->getOpcodeStr().str() + " " + std::to_string(*Literal);
      }
    if (Op->isAssignmentOp()) {
      std::string Target = "...";
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Op->getLHS()->IgnoreParenImpCasts()))
        Target = Ref->getDecl()->getNameAsString();
      noteNarrowMask(Op->getRHS(), Op->getLHS()->getType(),
                     Op->getOperatorLoc(), Target);
    }
    return true;
  }

  /// A lane mask (a ballot's, a match's) kept in fewer than 64 bits
  /// (`unsigned m = __ballot_sync(...)`): the code counts 32 lanes, as
  /// `& 31` does.
  /// Written: "unsigned m" or "m", as the report quotes it.
  void noteNarrowMask(const Expr *Value, QualType Target, SourceLocation At,
                      const std::string &Written) {
    const auto *Call = dyn_cast_or_null<CallExpr>(
        Value ? Value->IgnoreParenImpCasts() : nullptr);
    if (NarrowMask.isValid() || !Call || Target.isNull() ||
        !Target->isIntegerType() || Target->isDependentType() ||
        AST.getTypeSize(Target) >= 64 ||
        !classifyWarpCall(*Call, Context).returnsLaneMask())
      return;
    const FunctionDecl *Callee = Call->getDirectCallee();
    NarrowMask = At;
    NarrowMaskText = Written + " = " +
                     (Callee ? Callee->getNameAsString() : "") + "(...)";
  }

  bool VisitVarDecl(VarDecl *Var) {
    if (CollectingMasks) {
      if (Var->hasLocalStorage() && Var->getInit() &&
          isLaneMask(Var->getInit()))
        MaskVariables.insert(Var);
      return true;
    }
    if (Assumption.isInvalid() && isTileOf32(Var->getType())) {
      Assumption = Var->getLocation();
      AssumptionText = "thread_block_tile<32>";
    }
    noteNarrowMask(Var->getInit(), Var->getType(), Var->getLocation(),
                   Var->getType().getAsString() + " " +
                       Var->getNameAsString());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (CollectingMasks)
      return true;
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (Var && Var->getIdentifier() && Var->getName() == "warpSize" &&
        !isUserWarpSize(Var, Context)) {
      WarpSizeRef = true;
      if (Ref->getLocation().isMacroID())
        ++WarpSizeInMacros;
    }
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (CollectingMasks)
      return true;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return true;
    WarpCall Kind = classifyWarpCall(*Call, Context);
    if (Kind.Function != WarpFunction::None) {
      WarpCalls.push_back(Call);
      if (Assumption.isInvalid() && Kind.TakesMask &&
          Call->getNumArgs() > 0 &&
          integerConstant(Call->getArg(0), AST) == 0xffffffffu) {
        Assumption = Call->getArg(0)->getBeginLoc();
        AssumptionText = "0xffffffff";
      }
      return true;
    }
    if (Context.isDeclaredByCuda(Callee)) {
      // A tile's collectives (tile.shfl_down(v, 1), tile.any(p)) are warp
      // code, which needs no edit: HIP's tiles have the tile's width.
      if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee))
        if (Method->getIdentifier() &&
            llvm::StringRef(Method->getQualifiedNameAsString())
                .contains("cooperative_groups::") &&
            llvm::is_contained(TileCollectiveNames, Method->getName()))
          TileCollectives = true;
      // cg::tiled_partition<32>(block).
      if (Assumption.isInvalid() && Callee->getIdentifier() &&
          Callee->getName() == "tiled_partition")
        if (const TemplateArgumentList *Args =
                Callee->getTemplateSpecializationArgs())
          if (Args->size() > 0 && integerArgument(Args->get(0)) == 32u) {
            Assumption = Call->getBeginLoc();
            AssumptionText = "tiled_partition<32>";
          }
      return true;
    }
    if (const FunctionDecl *Definition = Callee->getDefinition()) {
      if (isDeviceFunction(*Definition))
        Callees.push_back(planKey(*Definition));
      return true;
    }
    // A function the port cannot see: does a lane mask reach it?
    for (const Expr *Arg : Call->arguments()) {
      const Expr *Source = nullptr;
      if (isLaneMask(Arg))
        Source = Arg;
      else if (const VarDecl *Var = localVariable(Arg);
               Var && MaskVariables.count(Var))
        Source = Arg;
      if (!Source)
        continue;
      UnseenMaskUses.push_back(
          {Source->getBeginLoc(),
           "a lane mask of 32 bits reaches '" + Callee->getNameAsString() +
               "', whose definition the port cannot see (another "
               "translation unit or a library): it may read the mask as "
               "the port's, or as 64 lanes"});
    }
    return true;
  }

private:
  static const VarDecl *localVariable(const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        if (Var->hasLocalStorage())
          return Var;
    return nullptr;
  }
  bool isLaneMask(const Expr *E) const {
    const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
    return Call && classifyWarpCall(*Call, Context).returnsLaneMask();
  }

  const ASTContext &AST;
  const TranslationContext &Context;
  bool CollectingMasks = false;
  std::set<const VarDecl *> MaskVariables;
};

/// Every definition of a device function in the user's code, instantiations
/// included; the CUDA headers are not entered.
class FunctionCollector : public RecursiveASTVisitor<FunctionCollector> {
public:
  FunctionCollector(const SourceManager &SM, const TranslationContext &Context)
      : SM(SM), Context(Context) {}
  std::vector<const FunctionDecl *> Functions;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    if (!isa<TranslationUnitDecl>(D) &&
        (SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())) ||
         Context.isDeclaredByCuda(D)))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *F) {
    // A defaulted or implicit member's body is the compiler's, not code of
    // the user's: it holds no warp code and has no source of its own.
    if (F->doesThisDeclarationHaveABody() && isDeviceFunction(*F) &&
        !F->isDefaulted() && !F->isImplicit() && F->getBody())
      Functions.push_back(F);
    return true;
  }

private:
  const SourceManager &SM;
  const TranslationContext &Context;
};

} // namespace

WarpBodyFacts scanWarpBody(const Stmt *Body, const ASTContext &AST,
                           const TranslationContext &Context) {
  BodyScanner Scanner(AST, Context);
  Scanner.scan(Body);
  return std::move(static_cast<WarpBodyFacts &>(Scanner));
}

std::vector<const FunctionDecl *>
collectDeviceFunctions(ASTContext &AST, const SourceManager &SM,
                       const TranslationContext &Context) {
  FunctionCollector Collector(SM, Context);
  Collector.TraverseDecl(AST.getTranslationUnitDecl());
  return std::move(Collector.Functions);
}

/// warpSize and __AMDGCN_WAVEFRONT_SIZE by token: with some CUDA headers
/// warpSize is a macro for 32, which the AST does not show. A variable of
/// the program named warpSize is not CUDA's and is skipped.
void scanWarpSizeTokens(const FunctionDecl &F, const SourceManager &SM,
                        const LangOptions &LO,
                        const TranslationContext &Context,
                        WarpWidthIntent &Intent) {
  Stmt *Body = F.getBody();
  if (!Body)
    return;
  UserWarpSizeNames UserNames(Context);
  UserNames.TraverseStmt(Body);
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Body->getSourceRange()), SM, LO);
  bool Invalid = Range.isInvalid();
  llvm::StringRef Text =
      Invalid ? "" : Lexer::getSourceText(Range, SM, LO, &Invalid);
  if (Invalid)
    return;
  // The raw lexer wants a buffer that ends in a null character.
  std::string Copy = Text.str();
  SourceLocation Start = Range.getBegin();
  Lexer Raw(Start, LO, Copy.data(), Copy.data(), Copy.data() + Copy.size());
  Token Tok;
  while (!Raw.LexFromRawLexer(Tok) && Tok.isNot(tok::eof)) {
    if (!Tok.is(tok::raw_identifier))
      continue;
    llvm::StringRef Name = Tok.getRawIdentifier();
    if (Name == "warpSize") {
      if (UserNames.Locations.contains(Tok.getLocation()))
        continue;
      if (Intent.WarpSizeUse.isInvalid())
        Intent.WarpSizeUse = Tok.getLocation();
      Intent.WarpSizeTokens.push_back(Tok.getLocation());
    } else if (Name == "__AMDGCN_WAVEFRONT_SIZE") {
      Intent.UsesWavefrontSize = true;
    }
  }
  Intent.UsesWarpSize = !Intent.WarpSizeTokens.empty();
}

} // namespace hipify
