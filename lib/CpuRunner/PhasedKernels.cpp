//===- PhasedKernels.cpp --------------------------------------------------===//
#include "CpuRunner/PhasedKernels.h"
#include "CpuRunner/SyncAnalysis.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include <map>

using namespace clang;

namespace hipify {

namespace {
/// Replicated locals are arrays of this many copies (the most threads a
/// block may have) on the stack of the worker, or of the fiber when a launch
/// from a macro runs the kernel thread by thread.
constexpr unsigned kMaxThreads = 1024;
constexpr unsigned kMaxReplicatedBytesPerThread = 128;
/// What a dependent type counts for in that budget.
constexpr unsigned kDependentTypeBytes = 16;

// Arrays of locals are hipify_cpu_local_NAME, so never the parameter.
const char *const kThreadParameter = "hipify_cpu_thread";
const char *const kArrayPrefix = "hipify_cpu_local_";
} // namespace

/// The edits that turn a kernel into its phased form.
struct PhasedPlan {
  unsigned BarrierCount = 0;
  unsigned RegionCount = 0;
  /// Replacements and insertions (Length 0), at distinct offsets.
  std::vector<std::pair<FileRange, std::string>> Edits;
};

namespace {

bool isBarrierStatement(const Stmt *S, const SourceManager &SM) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (!Call || Call->getNumArgs() != 0)
    return false;
  // Clang's own builtin in the prepare parse, the runner's function in
  // others; a function of that name the program defines is neither.
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee && Callee->getName() == cudaSourceFacts().BlockBarrier &&
         (Callee->getBuiltinID() != 0 ||
          !SM.isWrittenInMainFile(SM.getExpansionLoc(Callee->getLocation())));
}

/// Whether S holds a `__syncthreads` call (lambda bodies aside).
class BarrierFinder : public RecursiveASTVisitor<BarrierFinder> {
public:
  explicit BarrierFinder(const SourceManager &SM) : SM(SM) {}
  bool Found = false;
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    Found |= Callee && Callee->getName() == cudaSourceFacts().BlockBarrier;
    if (!Callee)
      if (const auto *Lookup = dyn_cast<OverloadExpr>(
              Call->getCallee()->IgnoreParenImpCasts()))
        Found |= Lookup->getName().getAsString() == cudaSourceFacts().BlockBarrier;
    return !Found;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

private:
  const SourceManager &SM;
};

/// Whole-kernel facts: what rules the kernel out, the names of its
/// variables, and the locals whose address it takes.
class KernelScan : public RecursiveASTVisitor<KernelScan> {
public:
  bool Forbidden = false;
  llvm::StringMap<unsigned> VariableNames;
  llvm::SmallPtrSet<const VarDecl *, 8> AddressTaken;

  bool VisitReturnStmt(ReturnStmt *) { return forbid(); }
  bool VisitGotoStmt(GotoStmt *) { return forbid(); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return forbid(); }
  bool VisitLabelStmt(LabelStmt *) { return forbid(); }
  bool VisitCoreturnStmt(CoreturnStmt *) { return forbid(); }
  bool VisitCXXTryStmt(CXXTryStmt *) { return forbid(); }
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    // A lambda that captures nothing cannot see the kernel's locals.
    if (Lambda->capture_size() || Lambda->getCaptureDefault() != LCD_None)
      return forbid();
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    ++VariableNames[V->getName()];
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          AddressTaken.insert(V);
    return true;
  }

private:
  bool forbid() {
    Forbidden = true;
    return false;
  }
};

/// Whether a statement of a region holds a break or continue that would
/// leave the region (for the uniform loop around it).
class EscapingJumpFinder : public RecursiveASTVisitor<EscapingJumpFinder> {
public:
  bool Found = false;
  bool TraverseForStmt(ForStmt *S) { return inLoop([&] { return Base::TraverseForStmt(S); }); }
  bool TraverseWhileStmt(WhileStmt *S) { return inLoop([&] { return Base::TraverseWhileStmt(S); }); }
  bool TraverseDoStmt(DoStmt *S) { return inLoop([&] { return Base::TraverseDoStmt(S); }); }
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) {
    return inLoop([&] { return Base::TraverseCXXForRangeStmt(S); });
  }
  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++Switches;
    bool Result = Base::TraverseSwitchStmt(S);
    --Switches;
    return Result;
  }
  bool VisitBreakStmt(BreakStmt *) {
    Found |= Loops == 0 && Switches == 0;
    return !Found;
  }
  bool VisitContinueStmt(ContinueStmt *) {
    Found |= Loops == 0;
    return !Found;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

private:
  using Base = RecursiveASTVisitor<EscapingJumpFinder>;
  template <typename F> bool inLoop(F Traverse) {
    ++Loops;
    bool Result = Traverse();
    --Loops;
    return Result;
  }
  unsigned Loops = 0, Switches = 0;
};

/// The local variables a statement refers to, in order of first use.
class VariableUses : public RecursiveASTVisitor<VariableUses> {
public:
  std::vector<const VarDecl *> Used;
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (V->hasLocalStorage() &&
          std::find(Used.begin(), Used.end(), V) == Used.end())
        Used.push_back(V);
    return true;
  }
};

/// The analysis of one kernel definition; build() returns the plan, or
/// null when the kernel keeps the fiber path.
class PhasedAnalysis {
public:
  PhasedAnalysis(const FunctionDecl *Kernel, ASTContext &AST,
                 TranslationContext &Context, SyncAnalysis &Sync)
      : Kernel(Kernel), AST(AST), SM(AST.getSourceManager()),
        Context(Context), Sync(Sync) {}

  std::unique_ptr<PhasedPlan> build();

private:
  struct Region {
    const CompoundStmt *Parent;
    std::vector<const Stmt *> Statements;
    const Stmt *Before = nullptr; ///< The item it follows; null: the brace.
    const Stmt *After = nullptr;  ///< The item after it; null: the brace.
    std::vector<const VarDecl *> Bindings;
  };

  bool split(const CompoundStmt *Block);
  bool isBlockLevelDeclaration(const Stmt *S) const;
  bool isConstant(const VarDecl *V) const {
    return V->isConstexpr() || (V->getType().isConstQualified() &&
                                V->isUsableInConstantExpressions(AST));
  }
  bool enterUniformLoop(const Stmt *Loop);
  bool isUniform(const Expr *E) const;
  bool isUniformDeclaration(const Decl *D) const;
  static bool isBuiltinOfBlock(const MemberExpr *Member);
  bool findReplicatedLocals();
  std::optional<std::string> replicatedType(const VarDecl *V,
                                            unsigned &Bytes) const;
  bool makeEdits();
  SourceLocation afterStatement(const Stmt *S) const;
  std::optional<unsigned> offsetOf(SourceLocation Loc) const;

  const FunctionDecl *Kernel;
  ASTContext &AST;
  const SourceManager &SM;
  TranslationContext &Context;
  SyncAnalysis &Sync;
  const CompoundStmt *Body = nullptr;
  KernelScan Scan;
  std::vector<Region> Regions;
  std::vector<const Stmt *> Barriers;
  std::vector<const VarDecl *> UniformVariables; ///< Of enclosing loops.
  llvm::DenseMap<const VarDecl *, unsigned> DeclaringRegion;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> Declarations;
  std::vector<const VarDecl *> Replicated;
  llvm::DenseMap<const VarDecl *, std::string> ReplicatedTypes;
  std::unique_ptr<PhasedPlan> Plan = std::make_unique<PhasedPlan>();
};

std::unique_ptr<PhasedPlan> PhasedAnalysis::build() {
  Body = dyn_cast_or_null<CompoundStmt>(Kernel->getBody());
  if (!Body || SyncAnalysis::touchesVolatileMemory(Kernel))
    return nullptr;
  BarrierFinder AnyBarrier(SM);
  AnyBarrier.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (!AnyBarrier.Found)
    return nullptr;
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Scan.Forbidden || !split(Body) || Barriers.empty())
    return nullptr;
  // The block's single copy of the parameters stands for every thread's.
  ExprMutationAnalyzer Mutations(*Body, AST);
  for (const ParmVarDecl *Param : Kernel->parameters())
    if (Mutations.isMutated(Param))
      return nullptr;
  if (!findReplicatedLocals() || !makeEdits())
    return nullptr;
  Plan->BarrierCount = unsigned(Barriers.size());
  Plan->RegionCount = unsigned(Regions.size());
  return std::move(Plan);
}

/// Declarations that every thread shares and that later regions may name:
/// __shared__ and other static locals, constants, types.
bool PhasedAnalysis::isBlockLevelDeclaration(const Stmt *S) const {
  const auto *Declaration = dyn_cast<DeclStmt>(S);
  if (!Declaration)
    return false;
  for (const Decl *D : Declaration->decls())
    if (const auto *V = dyn_cast<VarDecl>(D))
      if (!V->hasGlobalStorage() && !isConstant(V))
        return false;
  return true;
}

bool PhasedAnalysis::split(const CompoundStmt *Block) {
  Region Current{Block, {}};
  const Stmt *Boundary = nullptr;
  auto Close = [&](const Stmt *Next) {
    if (!Current.Statements.empty()) {
      Current.After = Next;
      Regions.push_back(std::move(Current));
    }
    Current = Region{Block, {}};
    Boundary = Next;
  };
  for (const Stmt *S : Block->body()) {
    if (isBarrierStatement(S, SM)) {
      Close(S);
      Barriers.push_back(S);
      continue;
    }
    BarrierFinder Inner(SM);
    Inner.TraverseStmt(const_cast<Stmt *>(S));
    if (isa<ForStmt, WhileStmt>(S) && Inner.Found) {
      Close(S);
      if (!enterUniformLoop(S))
        return false;
      continue;
    }
    if (isBlockLevelDeclaration(S)) {
      if (Sync.statementMaySynchronise(S))
        return false;
      Close(S);
      continue;
    }
    // A statement of the current region: it runs for every thread.
    if (Sync.statementMaySynchronise(S))
      return false;
    EscapingJumpFinder Jumps;
    Jumps.TraverseStmt(const_cast<Stmt *>(S));
    if (Jumps.Found)
      return false;
    if (const auto *Declaration = dyn_cast<DeclStmt>(S))
      for (const Decl *D : Declaration->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) {
          DeclaringRegion[V] = unsigned(Regions.size());
          Declarations[V] = Declaration;
        }
    if (Current.Statements.empty())
      Current.Before = Boundary;
    Current.Statements.push_back(S);
  }
  Close(nullptr);
  return true;
}

/// Checks a loop that holds barriers: its header must be block-uniform and
/// its body a block to split in turn.
bool PhasedAnalysis::enterUniformLoop(const Stmt *Loop) {
  std::vector<const VarDecl *> Own;
  const Expr *Condition = nullptr, *Increment = nullptr;
  const Stmt *LoopBody = nullptr;
  if (const auto *For = dyn_cast<ForStmt>(Loop)) {
    if (For->getConditionVariable())
      return false;
    if (const Stmt *Init = For->getInit()) {
      const auto *Declaration = dyn_cast<DeclStmt>(Init);
      if (!Declaration)
        return false;
      for (const Decl *D : Declaration->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() ||
            (V->getInit() && !isUniform(V->getInit())))
          return false;
        Own.push_back(V);
      }
    }
    Condition = For->getCond();
    Increment = For->getInc();
    LoopBody = For->getBody();
  } else {
    const auto *While = cast<WhileStmt>(Loop);
    if (While->getConditionVariable())
      return false;
    Condition = While->getCond();
    LoopBody = While->getBody();
  }
  const auto *Block = dyn_cast<CompoundStmt>(LoopBody);
  if (!Block)
    return false;
  size_t Depth = UniformVariables.size();
  UniformVariables.insert(UniformVariables.end(), Own.begin(), Own.end());
  bool Uniform = (!Condition || isUniform(Condition)) &&
                 (!Increment || isUniform(Increment));
  // The loop's variables change only in its increment.
  if (Uniform) {
    ExprMutationAnalyzer InBody(*Block, AST);
    for (const VarDecl *V : Own) {
      if (InBody.isMutated(V))
        Uniform = false;
      if (Condition && ExprMutationAnalyzer(*Condition, AST).isMutated(V))
        Uniform = false;
    }
  }
  bool Result = Uniform && split(Block);
  UniformVariables.resize(Depth);
  return Result;
}

/// blockDim, blockIdx and gridDim (`this_thread().blockDim` after the
/// runner's macros), the same for every thread of a block.
bool PhasedAnalysis::isBuiltinOfBlock(const MemberExpr *Member) {
  const auto *Call =
      dyn_cast<CallExpr>(Member->getBase()->IgnoreParenImpCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || Callee->getName() != "this_thread")
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
    return Param->getDeclContext() == Kernel; // Never modified (checked).
  if (llvm::is_contained(UniformVariables, V))
    return true;
  return isConstant(V);
}

bool PhasedAnalysis::isUniform(const Expr *E) const {
  E = E->IgnoreParens();
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
    return isa<CXXConversionDecl>(Call->getMethodDecl()) && Object &&
           Object->getDecl()->getName() == "warpSize" &&
           !SM.isWrittenInMainFile(
               SM.getExpansionLoc(Object->getDecl()->getLocation()));
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return isUniform(Cast->getSubExpr());
  return false;
}

std::optional<std::string>
PhasedAnalysis::replicatedType(const VarDecl *V, unsigned &Bytes) const {
  QualType Type = V->getType();
  if (Type->isUndeducedType())
    return std::nullopt;
  if (Type->getContainedDeducedType())
    Type = Type.getCanonicalType();
  if (Type.isConstQualified() || Type.isVolatileQualified() ||
      Type->isReferenceType() || Type->isArrayType() ||
      Type->isMemberPointerType() || Type->isFunctionType())
    return std::nullopt;
  QualType Named = Type;
  if (Type->isPointerType()) {
    Named = Type->getPointeeType();
    if (Named->isFunctionType() || Named->isArrayType() ||
        Named->isPointerType() || Named->isMemberPointerType())
      return std::nullopt;
  }
  // The arrays are declared at the top of the kernel: the type must not be
  // one the kernel declares.
  if (const auto *Typedef = Named->getAs<TypedefType>())
    if (Typedef->getDecl()->getParentFunctionOrMethod())
      return std::nullopt;
  if (const TagDecl *Tag = Named->getAsTagDecl())
    if (Tag->getParentFunctionOrMethod())
      return std::nullopt;
  if (Type->isDependentType()) {
    if (!isa<TemplateTypeParmType>(Named.getCanonicalType()))
      return std::nullopt;
    Bytes = kDependentTypeBytes;
  } else {
    if (Type->isIncompleteType() || !Type.isTriviallyCopyableType(AST))
      return std::nullopt;
    Bytes = unsigned(AST.getTypeSizeInChars(Type).getQuantity());
  }
  PrintingPolicy Policy(Context.langOptions());
  return Type.getAsString(Policy);
}

/// Locals declared in one region and used in another are replicated; each
/// region binds the ones it uses.
bool PhasedAnalysis::findReplicatedLocals() {
  unsigned Bytes = 0;
  for (unsigned R = 0; R < Regions.size(); ++R) {
    VariableUses Uses;
    for (const Stmt *S : Regions[R].Statements)
      Uses.TraverseStmt(const_cast<Stmt *>(S));
    for (const VarDecl *V : Uses.Used) {
      auto Declared = DeclaringRegion.find(V);
      if (Declared == DeclaringRegion.end() || Declared->second == R)
        continue;
      Regions[R].Bindings.push_back(V);
      if (ReplicatedTypes.count(V))
        continue;
      const DeclStmt *Declaration = Declarations.lookup(V);
      unsigned Size = 0;
      std::optional<std::string> Type = replicatedType(V, Size);
      if (!Type || !Declaration->isSingleDecl() ||
          (V->getInit() && V->getInitStyle() != VarDecl::CInit) ||
          Scan.AddressTaken.count(V) || Scan.VariableNames[V->getName()] != 1)
        return false;
      for (const ParmVarDecl *Param : Kernel->parameters())
        if (Param->getName() == V->getName())
          return false;
      Bytes += Size;
      if (Bytes > kMaxReplicatedBytesPerThread)
        return false;
      ReplicatedTypes[V] = *Type;
      Replicated.push_back(V);
    }
  }
  // In order of declaration, for the arrays at the top of the kernel.
  llvm::sort(Replicated, [&](const VarDecl *A, const VarDecl *B) {
    return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
  });
  return true;
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
  if (Loc.isInvalid() || Loc.isMacroID() || !SM.isWrittenInMainFile(Loc) ||
      !Context.isTranslatedLocation(Loc))
    return std::nullopt;
  return SM.getFileOffset(Loc);
}

bool PhasedAnalysis::makeEdits() {
  std::map<unsigned, std::string> Insertions;
  auto Insert = [&](SourceLocation Loc, const std::string &Text) {
    std::optional<unsigned> Offset = offsetOf(Loc);
    // Insertions go between tokens; another rule's edit may start at the
    // next token, so there must be a blank in between.
    if (!Offset)
      return false;
    char Next = *SM.getCharacterData(Loc);
    if (Next != ' ' && Next != '\t' && Next != '\n' && Next != '\r')
      return false;
    Insertions[*Offset] += Text;
    return true;
  };
  auto Replace = [&](SourceLocation Begin, SourceLocation End,
                     std::string Text) {
    std::optional<unsigned> From = offsetOf(Begin), To = offsetOf(End);
    if (!From || !To || *To < *From)
      return false;
    FileRange Range = Context.fileRange(CharSourceRange::getCharRange(Begin, End));
    Plan->Edits.emplace_back(Range, std::move(Text));
    return true;
  };
  auto Binding = [&](const VarDecl *V) {
    std::string Name = V->getName().str();
    return ReplicatedTypes[V] + " &" + Name + " = " + kArrayPrefix + Name + "[" +
           kThreadParameter + "]";
  };
  auto Opening = [&](const Region &R) {
    std::string Text = std::string(" ::hipify_cpu::for_each_thread([&](unsigned ") +
                       kThreadParameter + ") {";
    for (const VarDecl *V : R.Bindings)
      Text += " " + Binding(V) + ";";
    return Text;
  };

  std::string Arrays;
  for (const VarDecl *V : Replicated)
    Arrays += " " + ReplicatedTypes[V] + " " + kArrayPrefix + V->getName().str() +
              "[" + std::to_string(kMaxThreads) + "];";
  if (!Arrays.empty() && !Insert(Body->getLBracLoc().getLocWithOffset(1), Arrays))
    return false;

  // A barrier closes the region before it and opens the one after it.
  llvm::DenseMap<const Stmt *, std::string> BarrierText;
  for (const Stmt *Barrier : Barriers)
    BarrierText[Barrier] = "";
  for (const Region &R : Regions) {
    if (R.Before && BarrierText.count(R.Before))
      BarrierText[R.Before] += Opening(R);
    else if (!Insert(R.Before ? afterStatement(R.Before)
                              : R.Parent->getLBracLoc().getLocWithOffset(1),
                     Opening(R)))
      return false;
    if (R.After && BarrierText.count(R.After))
      BarrierText[R.After] = "});" + BarrierText[R.After];
    else if (!Insert(afterStatement(R.Statements.back()), " });"))
      return false;
  }
  for (const Stmt *Barrier : Barriers) {
    SourceLocation End = Lexer::findLocationAfterToken(
        Barrier->getEndLoc(), tok::semi, SM, Context.langOptions(), false);
    if (!Replace(Barrier->getBeginLoc(), End, BarrierText[Barrier]))
      return false;
  }
  // `T x = init;` becomes `T &x = hipify_cpu_x[tid] = init;`.
  for (const VarDecl *V : Replicated) {
    SourceLocation NameEnd = Lexer::getLocForEndOfToken(
        V->getLocation(), 0, SM, Context.langOptions());
    if (!Replace(Declarations.lookup(V)->getBeginLoc(), NameEnd, Binding(V)))
      return false;
  }
  std::string File = Context
                         .fileRange(CharSourceRange::getCharRange(
                             Body->getLBracLoc(), Body->getLBracLoc()))
                         .File;
  for (auto &[Offset, Text] : Insertions)
    Plan->Edits.emplace_back(FileRange{File, Offset, 0}, Text);
  // Replacements never start where an insertion is: each insertion follows
  // a token with a blank after it.
  for (const auto &[Range, Text] : Plan->Edits)
    if (Range.Length && Insertions.count(Range.Offset))
      return false;
  return true;
}

} // namespace

PhasedKernels::PhasedKernels(TranslationContext &Context, SyncAnalysis &Sync)
    : Context(Context), Sync(Sync) {}
PhasedKernels::~PhasedKernels() = default;

const PhasedPlan *PhasedKernels::plan(const FunctionDecl *Definition,
                                      ASTContext &AST) {
  auto [It, Inserted] = Plans.try_emplace(Definition);
  if (!Inserted)
    return It->second.get();
  const SourceManager &SM = AST.getSourceManager();
  SourceLocation Where = SM.getExpansionLoc(Definition->getLocation());
  if (Context.options().CpuPhasedKernels &&
      Definition->hasAttr<CUDAGlobalAttr>() &&
      !Definition->isTemplateInstantiation() &&
      SM.isWrittenInMainFile(Where) && Context.isTranslatedLocation(Where)) {
    std::unique_ptr<PhasedPlan> Plan =
        PhasedAnalysis(Definition, AST, Context, Sync).build();
    Plans[Definition] = std::move(Plan);
  }
  return Plans[Definition].get();
}

bool PhasedKernels::isPhased(const FunctionDecl *Kernel, ASTContext &AST) {
  if (const FunctionDecl *Pattern = Kernel->getTemplateInstantiationPattern())
    Kernel = Pattern;
  const FunctionDecl *Definition = nullptr;
  if (!Kernel->hasBody(Definition))
    return false;
  return plan(Definition, AST) != nullptr;
}

void PhasedKernels::lower(const FunctionDecl *Kernel, ASTContext &AST) {
  if (!Kernel->doesThisDeclarationHaveABody())
    return;
  const PhasedPlan *Plan = plan(Kernel, AST);
  if (!Plan)
    return;
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "kernel '" + Kernel->getNameAsString() + "' runs phased: its " +
          std::to_string(Plan->RegionCount) +
          " regions between barriers each run as a loop over the block's "
          "threads",
      Kernel->getLocation());
  for (const auto &[Range, Text] : Plan->Edits)
    Context.edits().replace(Owner, Range, Text);
}

} // namespace hipify
