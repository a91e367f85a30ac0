//===- PhasedUniformity.cpp - values alike in every thread of a block -----===//
//
// Where the phased form may evaluate something once for the whole block
// (a loop's header, a branch's condition, a local declared once for all)
// and where it may compute a thread's value again in another region: the
// expressions whose value is the same for every thread of a block
// (isUniform), and those whose value is the same wherever one thread
// computes it (isRecomputable).
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/PhasedAnalysis.h"

using namespace clang;

namespace hipify::phased {

/// A call with the same result for every thread of a block: a constexpr
/// function of uniform arithmetic operands (which cannot reach anything of
/// a thread's), or a function of the runner's headers marked uniform
/// (`block.size()`, `tile.meta_group_size()`). A member's object must be
/// uniform too, unless the member is static.
bool PhasedAnalysis::isUniformCall(const CallExpr *Call) const {
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F)
    return false;
  bool Runtime = From.isLibrary(F);
  if (!F->isConstexpr() && !(Runtime && hasAnnotation(F, kUniformAnnotation)))
    return false;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    const Expr *Object = Member->getImplicitObjectArgument();
    // The object is evaluated even for a static member: it must be there
    // outside the regions.
    if (!isUniform(Object) || Effects.of(Object))
      return false;
  }
  for (const Expr *Arg : Call->arguments()) {
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
      Arg = Default->getExpr();
    // A constexpr function could reach a thread's state through a pointer;
    // the runtime's uniform functions take groups by reference.
    bool Operand = Arg->getType()->isArithmeticType() ||
                   (Runtime && Arg->getType()->isRecordType());
    if (!Operand || !isUniform(Arg))
      return false;
  }
  return true;
}

/// Whether every thread of the block reaches the collective Call (no
/// branch that depends on the thread is around it, the kernel has no
/// return) and asks it the same: a collective of the runner's headers
/// whose request is made of its arguments (HIPIFY_CPU_ALIKE, mode.h), all
/// uniform but the thread's own value (HIPIFY_CPU_LANE_VALUE). Then the
/// request is recorded once for the block (phased_record_all) and the
/// runtime need not compare the threads'.
bool PhasedAnalysis::recordedAlike(const Expr *Call) const {
  const auto *C = dyn_cast<CallExpr>(Call);
  if (!C || !Guards.empty() || !Scan.Returns.empty() ||
      kindOfCall(Call, From) != CallKind::Collective)
    return false;
  const FunctionDecl *F = C->getDirectCallee();
  if (!F || !From.isLibrary(F) || !hasAnnotation(F, kAlikeAnnotation) ||
      isa<CXXMemberCallExpr>(C))
    return false;
  const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
  const FunctionDecl *Declared = Pattern ? Pattern : F;
  unsigned Index = 0;
  for (const Expr *Arg : C->arguments()) {
    unsigned I = Index++;
    if (I >= Declared->getNumParams())
      return false;
    const ParmVarDecl *Param = Declared->getParamDecl(I);
    bool LaneValue = llvm::any_of(
        Param->specific_attrs<AnnotateAttr>(), [](const AnnotateAttr *A) {
          return A->getAnnotation() == kLaneValueAnnotation;
        });
    if (LaneValue)
      continue;
    // The headers' defaults (warpSize) are uniform.
    if (isa<CXXDefaultArgExpr>(Arg))
      continue;
    if (!Arg->getType()->isArithmeticType() || !isUniform(Arg))
      return false;
  }
  return true;
}

/// Locals that hold the same value in every thread of a block, declared
/// once for all (loops and branches around barriers may read them):
/// `int tiles = (n + 31) / 32;` (a scalar with a uniform initialiser that
/// the kernel never changes nor takes the address of, outside branches that
/// depend on the thread, in a kernel without returns), and `cg::thread_block
/// cta = cg::this_thread_block();`, `auto t = cg::tiled_partition<32>(cta);`
/// (groups of the runner's headers made from uniform values).
bool PhasedAnalysis::isUniformDeclarationStatement(const Stmt *S) const {
  const auto *Declaration = dyn_cast<DeclStmt>(S);
  if (!Declaration)
    return false;
  for (const Decl *D : Declaration->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasLocalStorage() || !V->getInit() ||
        V->getType()->isReferenceType() ||
        V->getType().isVolatileQualified() || !isUniform(V->getInit()))
      return false;
    const CXXRecordDecl *Class = V->getType()->getAsCXXRecordDecl();
    bool Group = Class && From.isLibrary(Class);
    // Evaluated once for the block even where no thread would evaluate it
    // (`if (threadIdx.x < n) { int per = 100 / n; ...`, or after threads
    // returned): only where every thread of the block gets to it.
    bool Value = V->getType()->isScalarType() && Guards.empty() &&
                 Scan.Returns.empty() &&
                 V->getInitStyle() != VarDecl::ListInit &&
                 !Scan.AddressTaken.count(V) && !Mutations->isMutated(V);
    if (!Group && !Value)
      return false;
  }
  return true;
}

/// The function E calls when E is a call of one named this_thread: the
/// runner's macros spell the built-in variables `this_thread().threadIdx`...
static const FunctionDecl *thisThreadCallee(const Expr *E) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  return Callee && Callee->getName() == "this_thread" ? Callee : nullptr;
}

/// blockDim, blockIdx and gridDim (`this_thread().blockDim` after the
/// runner's macros), the same for every thread of a block.
bool PhasedAnalysis::isBuiltinOfBlock(const MemberExpr *Member) {
  if (!thisThreadCallee(Member->getBase()))
    return false;
  llvm::StringRef Field = Member->getMemberDecl()->getName();
  return Field == "blockDim" || Field == "blockIdx" || Field == "gridDim";
}

bool PhasedAnalysis::isUniformDeclaration(const Decl *D) const {
  if (isa<NonTypeTemplateParmDecl, EnumConstantDecl>(D))
    return true;
  const auto *V = dyn_cast<VarDecl>(D);
  if (!V)
    return false;
  if (const auto *Param = dyn_cast<ParmVarDecl>(V))
    return Param->getDeclContext() == Kernel &&
           !llvm::is_contained(MutatedParameters, Param);
  if (llvm::is_contained(UniformVariables, V))
    return true;
  return isConstant(V);
}

bool PhasedAnalysis::isUniform(const Expr *E) const {
  E = E->IgnoreParens();
  // Copies and temporaries of a uniform value.
  if (const auto *Full = dyn_cast<FullExpr>(E))
    return isUniform(Full->getSubExpr());
  if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
    return isUniform(Temporary->getSubExpr());
  if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E))
    return isUniform(Bind->getSubExpr());
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return Construct->getNumArgs() == 1 &&
           Construct->getConstructor()->isCopyOrMoveConstructor() &&
           isUniform(Construct->getArg(0));
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral,
          CXXBoolLiteralExpr, CXXNullPtrLiteralExpr, UnaryExprOrTypeTraitExpr>(
          E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return isUniformDeclaration(Ref->getDecl());
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Unary->getOpcode() != UO_AddrOf &&
           Unary->getOpcode() != UO_Deref && isUniform(Unary->getSubExpr());
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return isUniform(Binary->getLHS()) && isUniform(Binary->getRHS());
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E))
    return isUniform(Conditional->getCond()) &&
           isUniform(Conditional->getTrueExpr()) &&
           isUniform(Conditional->getFalseExpr());
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return !Member->isArrow() && isa<FieldDecl>(Member->getMemberDecl()) &&
           (isBuiltinOfBlock(Member) || isUniform(Member->getBase()));
  // warpSize: the runner's constant, converted to int.
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E)) {
    const auto *Object = dyn_cast<DeclRefExpr>(
        Call->getImplicitObjectArgument()->IgnoreParenImpCasts());
    if (isa<CXXConversionDecl>(Call->getMethodDecl()))
      return Object && Object->getDecl()->getName() == "warpSize" &&
             From.isLibrary(Object->getDecl());
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return isUniformCall(Call);
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return isUniform(Cast->getSubExpr());
  return false;
}

/// Whether E has the same value wherever a thread evaluates it in the
/// kernel: literals, the built-in variables (threadIdx included), the
/// kernel's parameters it never modifies, constants, and operators on them
/// without side effects.
bool PhasedAnalysis::isRecomputable(const Expr *E) const {
  E = E->IgnoreParens();
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr,
          UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *D = Ref->getDecl();
    if (isa<NonTypeTemplateParmDecl, EnumConstantDecl>(D))
      return true;
    if (const auto *Param = dyn_cast<ParmVarDecl>(D))
      return Param->getDeclContext() == Kernel &&
             !llvm::is_contained(MutatedParameters, Param) &&
             !Scan.AddressTaken.count(Param) && !Mutations->isMutated(Param);
    const auto *V = dyn_cast<VarDecl>(D);
    return V && !V->hasLocalStorage() && isConstant(V);
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return !Unary->isIncrementDecrementOp() &&
           Unary->getOpcode() != UO_AddrOf && Unary->getOpcode() != UO_Deref &&
           isRecomputable(Unary->getSubExpr());
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return !Binary->isAssignmentOp() && !Binary->isCommaOp() &&
           isRecomputable(Binary->getLHS()) && isRecomputable(Binary->getRHS());
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E))
    return isRecomputable(Conditional->getCond()) &&
           isRecomputable(Conditional->getTrueExpr()) &&
           isRecomputable(Conditional->getFalseExpr());
  if (const auto *Member = dyn_cast<MemberExpr>(E)) {
    // threadIdx.x and the others: a field of this_thread()'s built-ins.
    if (Member->isArrow() || !isa<FieldDecl>(Member->getMemberDecl()))
      return false;
    const auto *Builtin =
        dyn_cast<MemberExpr>(Member->getBase()->IgnoreParenImpCasts());
    if (!Builtin)
      return false;
    const FunctionDecl *Callee = thisThreadCallee(Builtin->getBase());
    return Callee && From.isLibrary(Callee);
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return (Cast->getType()->isArithmeticType() ||
            isa<ImplicitCastExpr>(Cast)) &&
           isRecomputable(Cast->getSubExpr());
  return false;
}

} // namespace hipify::phased
