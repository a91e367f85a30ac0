//===- PhasedKernels.cpp --------------------------------------------------===//
#include "CpuRunner/PhasedKernels.h"
#include "CpuRunner/SyncAnalysis.h"
#include "CpuRunner/TemplateLocals.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <map>

using namespace clang;

namespace hipify {

namespace {
/// Replicated locals are arrays of this many copies (the most threads a
/// block may have) on the stack of the worker, or of the fiber when a launch
/// runs the kernel thread by thread.
constexpr unsigned kMaxThreads = 1024;
constexpr unsigned kMaxReplicatedBytesPerThread = 512;
constexpr unsigned kMaxReplicatedBytesThreadByThread = 128;
/// What a dependent type counts for in that budget.
constexpr unsigned kDependentTypeBytes = 16;

// Arrays of locals are hipify_cpu_local_NAME, so never the parameter.
const char *const kThreadParameter = "hipify_cpu_thread";
const char *const kArrayPrefix = "hipify_cpu_local_";
const char *const kActivePrefix = "hipify_cpu_active_";
const char *const kExited = "hipify_cpu_exited";
const char *const kCollectiveAnnotation = "hipify_cpu_collective";
const char *const kBarrierAnnotation = "hipify_cpu_barrier";
const char *const kUniformAnnotation = "hipify_cpu_uniform";
const char *const kAlikeAnnotation = "hipify_cpu_alike";
const char *const kLaneValueAnnotation = "hipify_cpu_lane_value";
} // namespace

/// The edits that turn a kernel into its phased form, or why it keeps the
/// fiber path.
struct PhasedPlan {
  bool Phased = false;
  unsigned BarrierCount = 0;
  unsigned CollectiveCount = 0;
  unsigned RegionCount = 0;
  /// Replacements and insertions (Length 0), at distinct offsets.
  std::vector<std::pair<FileRange, std::string>> Edits;
  std::string Refusal;
  SourceLocation RefusalLoc;
};

namespace {

// --- What a call does ------------------------------------------------------

/// Where a declaration comes from: the runner's headers (or a system
/// header, or the compiler), or the program.
struct Origin {
  const SourceManager &SM;
  llvm::StringRef RuntimeInclude;
  bool isLibrary(const Decl *D) const {
    if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->getBuiltinID())
      return true;
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return true;
    llvm::StringRef File = SM.getFilename(Loc);
    return !RuntimeInclude.empty() && File.starts_with(RuntimeInclude);
  }
};

enum class CallKind {
  Plain,           ///< Never synchronises.
  Barrier,         ///< A block barrier without a result.
  Collective,      ///< One warp collective of the runner's headers.
  BlockCollective, ///< __syncthreads_count/and/or.
  Other,           ///< Synchronises some other way (a function of the
                   ///< program that does, a call through a pointer...).
};

bool hasAnnotation(const FunctionDecl *F, llvm::StringRef Name) {
  if (!F)
    return false;
  const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
  for (const FunctionDecl *D : {F, Pattern})
    if (D)
      for (const auto *A : D->specific_attrs<AnnotateAttr>())
        if (A->getAnnotation() == Name)
          return true;
  return false;
}

/// The functions a call may call (empty when it cannot tell).
std::vector<const FunctionDecl *> calleesOf(const Expr *E) {
  std::vector<const FunctionDecl *> Callees;
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return Callees;
  if (const FunctionDecl *F = Call->getDirectCallee()) {
    Callees.push_back(F);
    return Callees;
  }
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
    for (const NamedDecl *D : Lookup->decls()) {
      const NamedDecl *Under = D->getUnderlyingDecl();
      if (const auto *F = dyn_cast<FunctionDecl>(Under))
        Callees.push_back(F);
      else if (const auto *T = dyn_cast<FunctionTemplateDecl>(Under))
        Callees.push_back(T->getTemplatedDecl());
    }
  return Callees;
}

bool isBlockBarrierName(const FunctionDecl *F) {
  return F->getName() == cudaSourceFacts().BlockBarrier;
}

CallKind kindOfCall(const Expr *E, const Origin &From) {
  std::vector<const FunctionDecl *> Callees = calleesOf(E);
  if (Callees.empty())
    return CallKind::Other;
  std::optional<CallKind> Kind;
  for (const FunctionDecl *F : Callees) {
    CallKind This = CallKind::Other;
    // Clang's own __syncthreads in the prepare parse, the runner's
    // function in others; one the program defines is neither.
    bool Runtime = From.isLibrary(F);
    if (Runtime && (isBlockBarrierName(F) || hasAnnotation(F, kBarrierAnnotation)))
      This = CallKind::Barrier;
    else if (Runtime && hasAnnotation(F, kCollectiveAnnotation))
      This = cudaSourceFacts().isBlockBarrier(F->getName())
                 ? CallKind::BlockCollective
                 : CallKind::Collective;
    if (Kind && *Kind != This)
      return CallKind::Other;
    Kind = This;
  }
  return *Kind;
}

std::string calleeName(const Expr *E) {
  std::vector<const FunctionDecl *> Callees = calleesOf(E);
  return Callees.empty() ? std::string("a function through a pointer")
                         : "'" + Callees.front()->getNameAsString() + "'";
}

// --- Side effects ----------------------------------------------------------

/// Whether evaluating an expression may change anything: assignments,
/// increments, and calls of functions that may write (atomics, stores,
/// printf, functions of the program that write through pointers or to
/// variables not their own). Reads have none, whatever they read.
class SideEffects {
public:
  explicit SideEffects(const Origin &From) : From(From) {}
  bool of(const Stmt *S);

private:
  bool functionWrites(const FunctionDecl *F);
  bool libraryFunctionWrites(const FunctionDecl *F);
  Origin From;
  llvm::DenseMap<const FunctionDecl *, bool> Memo;
};

class SideEffectFinder : public RecursiveASTVisitor<SideEffectFinder> {
public:
  SideEffectFinder(const std::function<bool(const FunctionDecl *)> &Writes,
                   const FunctionDecl *Own)
      : Writes(Writes), Own(Own) {}
  bool Found = false;

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      Found |= !isOwnLocal(B->getLHS());
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      Found |= !isOwnLocal(U->getSubExpr());
    return !Found;
  }
  bool VisitCallExpr(CallExpr *Call) {
    std::vector<const FunctionDecl *> Callees = calleesOf(Call);
    if (Callees.empty() || isa<CXXPseudoDestructorExpr>(Call->getCallee()))
      Found |= Callees.empty();
    for (const FunctionDecl *F : Callees)
      Found |= Writes(F);
    // An overloaded assignment operator writes its left side.
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
      if (Op->isAssignmentOp() && Op->getNumArgs() &&
          !isOwnLocal(Op->getArg(0)))
        Found = true;
    return !Found;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    Found |= !Ctor->isTrivial() && Writes(Ctor);
    return !Found;
  }
  bool VisitCXXNewExpr(CXXNewExpr *) { return !(Found = true); }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *) { return !(Found = true); }
  bool VisitCXXThrowExpr(CXXThrowExpr *) { return !(Found = true); }
  bool VisitStmtExpr(StmtExpr *) { return !(Found = true); }
  bool VisitAsmStmt(AsmStmt *) { return !(Found = true); }
  bool TraverseLambdaExpr(LambdaExpr *) { return !(Found = true); }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    // Reading a volatile variable is a side effect.
    Found |= Ref->getType().isVolatileQualified();
    return !Found;
  }
  bool VisitVarDecl(VarDecl *V) {
    Found |= V->isStaticLocal();
    return !Found;
  }

private:
  /// A local variable of the function being checked (a by-value parameter
  /// or a local that is not a reference): writing it changes nothing
  /// outside. Outside any function (Own null), nothing is.
  bool isOwnLocal(const Expr *E) const {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Own && V && V->hasLocalStorage() && !V->getType()->isReferenceType() &&
           V->getDeclContext() == Own;
  }
  const std::function<bool(const FunctionDecl *)> &Writes;
  const FunctionDecl *Own;
};

bool SideEffects::of(const Stmt *S) {
  std::function<bool(const FunctionDecl *)> Writes =
      [this](const FunctionDecl *F) { return functionWrites(F); };
  SideEffectFinder Finder(Writes, nullptr);
  Finder.TraverseStmt(const_cast<Stmt *>(S));
  return Finder.Found;
}

bool SideEffects::libraryFunctionWrites(const FunctionDecl *F) {
  std::string Name = F->getNameAsString();
  std::string Lower = llvm::StringRef(Name).lower();
  if (F->isVariadic() || llvm::StringRef(Lower).contains("atomic") ||
      llvm::StringRef(Lower).contains("printf") || Name == "__trap" ||
      Name == "abort" || Name == "exit" || Name == "__assert_fail" ||
      Name == "malloc" || Name == "free")
    return true;
  // A member that is not const may change its object.
  if (const auto *Method = dyn_cast<CXXMethodDecl>(F))
    if (Method->isInstance() && !Method->isConst() &&
        !isa<CXXConstructorDecl>(Method))
      return true;
  // Anything it could write through.
  for (const ParmVarDecl *Param : F->parameters()) {
    QualType T = Param->getType();
    if ((T->isPointerType() || T->isReferenceType()) &&
        !T->getPointeeType().isConstQualified())
      return true;
  }
  return false;
}

bool SideEffects::functionWrites(const FunctionDecl *F) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  auto [It, Inserted] = Memo.try_emplace(F, true);
  if (!Inserted)
    return It->second; // Recursion: assume it writes.
  bool Writes;
  const FunctionDecl *Definition = nullptr;
  if (From.isLibrary(F))
    Writes = libraryFunctionWrites(F);
  else if (!F->hasBody(Definition))
    Writes = true;
  else {
    std::function<bool(const FunctionDecl *)> Check =
        [this](const FunctionDecl *G) { return functionWrites(G); };
    SideEffectFinder Finder(Check, Definition);
    Finder.TraverseStmt(Definition->getBody());
    Writes = Finder.Found;
    for (const ParmVarDecl *Param : Definition->parameters())
      Writes |= Param->getType()->isReferenceType() &&
                !Param->getType()->getPointeeType().isConstQualified();
  }
  Memo[F] = Writes;
  return Writes;
}

// --- Kernel-wide facts -------------------------------------------------------

/// Whole-kernel facts: what rules the kernel out, the names of its
/// variables, its returns and the locals whose address it takes.
class KernelScan : public RecursiveASTVisitor<KernelScan> {
public:
  const Stmt *Forbidden = nullptr;
  std::string Why;
  llvm::StringMap<unsigned> VariableNames;
  llvm::SmallPtrSet<const VarDecl *, 8> AddressTaken;
  std::vector<const ReturnStmt *> Returns;

  bool VisitReturnStmt(ReturnStmt *R) {
    Returns.push_back(R);
    return true;
  }
  bool VisitGotoStmt(GotoStmt *S) { return forbid(S, "a goto"); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    return forbid(S, "a computed goto");
  }
  bool VisitLabelStmt(LabelStmt *S) { return forbid(S, "a label"); }
  bool VisitCoreturnStmt(CoreturnStmt *S) { return forbid(S, "co_return"); }
  bool VisitCXXTryStmt(CXXTryStmt *S) { return forbid(S, "a try block"); }
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    // A lambda that captures nothing cannot see the kernel's locals.
    if (Lambda->capture_size() || Lambda->getCaptureDefault() != LCD_None)
      return forbid(Lambda, "a lambda that captures locals");
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    ++VariableNames[V->getName()];
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      noteAddress(U->getSubExpr());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() == CK_ArrayToPointerDecay)
      noteAddress(Cast->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    // A reference parameter may keep the address of what it is given.
    const FunctionDecl *F = Call->getDirectCallee();
    unsigned Shift = isa<CXXOperatorCallExpr>(Call) &&
                             isa_and_nonnull<CXXMethodDecl>(F) ? 1 : 0;
    for (unsigned I = Shift; F && I < Call->getNumArgs(); ++I)
      if (I - Shift < F->getNumParams() &&
          F->getParamDecl(I - Shift)->getType()->isReferenceType())
        noteAddress(Call->getArg(I));
    return true;
  }

private:
  void noteAddress(const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens()))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        AddressTaken.insert(V);
  }
  bool forbid(const Stmt *S, const char *What) {
    Forbidden = S;
    Why = std::string("it has ") + What;
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

// --- The analysis ------------------------------------------------------------

/// What the threads that skip a branch do next.
enum class Fate { Exit, Barrier };

/// Statements split into regions: a compound statement, or the one
/// statement a loop or branch holds without braces (which the lowering
/// adds).
struct Block {
  const Stmt *Key;
  std::vector<const Stmt *> Items;
  SourceLocation Open; ///< Where text after the opening brace goes.
  bool AddBraces;
};

/// A region runs for the threads whose guards all hold.
struct Guard {
  unsigned Flag;
  bool Negated; ///< For an else branch.
};

struct Region {
  const Block *Parent = nullptr;
  /// The item of Parent it follows (null: the opening brace).
  const Stmt *Before = nullptr;
  std::vector<const Stmt *> Statements;
  std::vector<Guard> Guards;
  /// The collective its first statement holds, recorded by the region
  /// before it; the statement calls its phased form to replay it.
  const Expr *Replays = nullptr;
  /// The collective it records at its end, and what the threads that do
  /// not reach it do next.
  const Expr *Record = nullptr;
  Fate RecordFate = Fate::Exit;
  /// Every thread of the block records it, with the same operands.
  bool RecordAlike = false;
  /// The condition of a branch it evaluates at its end, into Flag.
  const Expr *Condition = nullptr;
  unsigned ConditionFlag = 0;
  std::vector<const VarDecl *> Bindings;

  bool empty() const { return Statements.empty() && !Record && !Condition; }
};

/// Where the split is: one frame per block being split.
struct Frame {
  enum Kind { Kernel, Loop, UniformIf, Branch } FrameKind;
  const Block *Items;
  const Stmt *Owner; ///< The loop or if (null for the kernel body).
  Fate BranchFate = Fate::Exit;
};

/// A branch whose condition depends on the thread, lowered to guards.
struct DivergentBranch {
  const IfStmt *If;
  unsigned Flag;
};

/// The analysis of one kernel definition: build() fills the plan, or says
/// why the kernel keeps the fiber path.
class PhasedAnalysis {
public:
  PhasedAnalysis(const FunctionDecl *Kernel, ASTContext &AST,
                 TranslationContext &Context, SyncAnalysis &Sync,
                 bool ThreadByThread)
      : Kernel(Kernel), AST(AST), SM(AST.getSourceManager()),
        Context(Context), Sync(Sync),
        From{SM, Context.options().CpuRuntimeInclude}, Effects(From),
        ThreadByThread(ThreadByThread) {}

  std::unique_ptr<PhasedPlan> build();

private:
  bool refuse(const Stmt *S, std::string Why) {
    Plan->Refusal = std::move(Why);
    Plan->RefusalLoc = S ? S->getBeginLoc() : Kernel->getLocation();
    return false;
  }

  /// The block of a body; Open: where braces around a single statement
  /// would open.
  const Block *blockOf(const Stmt *Body, SourceLocation Open);
  bool split(const Block *Items, Frame::Kind Kind, const Stmt *Owner);
  bool addPlainStatement(const Stmt *S);
  /// S when it is a `for` or `while` loop (`#pragma unroll` included).
  static const Stmt *loopOf(const Stmt *S) {
    if (const auto *Attributed = dyn_cast<AttributedStmt>(S))
      S = Attributed->getSubStmt();
    return isa<ForStmt, WhileStmt>(S) ? S : nullptr;
  }
  bool splitLoop(const Stmt *Loop);
  bool splitIf(const IfStmt *If);
  bool splitCollectiveStatement(const Stmt *S, const Stmt *Previous);
  bool isBarrierStatement(const Stmt *S);
  bool isBlockLevelDeclaration(const Stmt *S) const;
  bool isConstant(const VarDecl *V) const {
    return V->isConstexpr() || (V->getType().isConstQualified() &&
                                V->isUsableInConstantExpressions(AST));
  }
  bool isUniform(const Expr *E) const;
  bool isUniformDeclaration(const Decl *D) const;
  bool isUniformCall(const CallExpr *Call) const;
  bool recordedAlike(const Expr *Call) const;
  bool isRecomputable(const Expr *E) const;
  std::optional<std::string> recomputedDeclaration(const VarDecl *V);
  bool isUniformDeclarationStatement(const Stmt *S) const;
  static bool isBuiltinOfBlock(const MemberExpr *Member);
  bool collectiveIsEvaluatedFirst(const Stmt *S, const Expr *Call);
  bool copyable(const Expr *E, const char *What);
  std::optional<Fate> fateAfter(size_t FrameIndex, const Stmt *Item);
  std::optional<Fate> scanForFate(const Block *Items,
                                  const Stmt *From, const Stmt *Until);
  Fate currentFate() const;

  bool findReplicatedLocals();
  struct ReplicatedType {
    std::string Element; ///< The type of the array's elements.
    std::string Extents; ///< "[4][2]" for a local array, else empty.
    std::string Binding; ///< `T &x`, `const T &x`, `T (&x)[4]`.
    unsigned Bytes;
  };
  std::optional<ReplicatedType> replicatedType(const VarDecl *V) const;
  std::optional<std::string>
  templateParameterExtent(const DependentSizedArrayType *Array) const;
  std::optional<uint64_t> largestInstanceBytes(const VarDecl *V) const;
  bool makeEdits();
  SourceLocation afterStatement(const Stmt *S) const;
  std::optional<unsigned> offsetOf(SourceLocation Loc) const;
  std::string textOf(const Expr *E) const;
  /// The `(` of a call and whether it has written arguments, when the `(`
  /// is written in the file (not in a macro).
  std::optional<std::pair<SourceLocation, bool>> openParenOf(const Expr *Call) const;
  /// The text of a collective call with Phase (a PhasedCall) as its first
  /// argument: its phased form.
  std::string phasedForm(const Expr *Call, const std::string &Phase) const;
  std::optional<std::string> respelled(const Expr *Call,
                                       const std::string &Phase) const;
  std::optional<std::string> spelledTokens(SourceLocation Begin,
                                           SourceLocation End) const;
  bool namesEnclosingMacro(SourceLocation Loc, StringRef Name) const;

  void openRegion(const Block *Items, const Stmt *Before) {
    Current = Region{Items, Before, {}, Guards};
  }
  void closeRegion() {
    if (!Current.empty())
      Regions.push_back(std::move(Current));
    Current = Region{};
  }
  void declareIn(const Stmt *S);

  const FunctionDecl *Kernel;
  ASTContext &AST;
  const SourceManager &SM;
  TranslationContext &Context;
  SyncAnalysis &Sync;
  Origin From;
  mutable SideEffects Effects; /// Memoises what it learns.
  bool ThreadByThread;
  const CompoundStmt *Body = nullptr;
  std::vector<std::unique_ptr<Block>> Blocks;
  KernelScan Scan;
  std::vector<Region> Regions;
  Region Current;
  std::vector<Frame> Frames;
  std::vector<Guard> Guards;
  unsigned Flags = 0;
  std::vector<const Stmt *> Barriers;
  std::vector<DivergentBranch> Branches;
  std::vector<const VarDecl *> UniformVariables; ///< Of enclosing loops.
  /// What the kernel's body modifies (during build()).
  mutable ExprMutationAnalyzer *Mutations = nullptr;
  /// Parameters the kernel modifies: replicated, from a copy of the value
  /// each thread was given.
  std::vector<const ParmVarDecl *> MutatedParameters;
  llvm::DenseMap<const VarDecl *, unsigned> DeclaringRegion;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> Declarations;
  std::vector<const VarDecl *> Replicated;
  llvm::DenseMap<const VarDecl *, ReplicatedType> ReplicatedTypes;
  /// Locals that live across regions but are declared again in each
  /// region that uses them (`int i = blockIdx.x * blockDim.x + threadIdx.x;`):
  /// their declarations.
  llvm::DenseMap<const VarDecl *, std::string> Recomputed;
  std::unique_ptr<PhasedPlan> Plan = std::make_unique<PhasedPlan>();
};

std::unique_ptr<PhasedPlan> PhasedAnalysis::build() {
  Body = dyn_cast_or_null<CompoundStmt>(Kernel->getBody());
  if (!Body)
    return std::move(Plan);
  if (SyncAnalysis::readsVolatileMemory(Kernel)) {
    refuse(nullptr, "it works on volatile memory (warp-synchronous code "
                    "runs in lock step on fibers)");
    return std::move(Plan);
  }
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Scan.Forbidden) {
    refuse(Scan.Forbidden, Scan.Why);
    return std::move(Plan);
  }
  if (ThreadByThread && !Scan.Returns.empty()) {
    refuse(Scan.Returns.front(),
           "it returns early, and a launch in a macro body (or one that may "
           "call several kernels) runs it thread by thread");
    return std::move(Plan);
  }
  // The block's single copy of the parameters stands for every thread's,
  // except for those the kernel modifies: each thread gets its own copy.
  ExprMutationAnalyzer BodyMutations(*Body, AST);
  Mutations = &BodyMutations;
  for (const ParmVarDecl *Param : Kernel->parameters())
    if (Mutations->isMutated(Param)) {
      if (ThreadByThread) {
        refuse(nullptr, "it modifies its parameter '" +
                            Param->getNameAsString() +
                            "', and a launch in a macro body (or one that may "
                            "call several kernels) runs it thread by thread");
        return std::move(Plan);
      }
      MutatedParameters.push_back(Param);
    }
  Frames.clear();
  if (!split(blockOf(Body, SourceLocation()), Frame::Kernel, nullptr))
    return std::move(Plan);
  if (Barriers.empty() && !Plan->CollectiveCount)
    return std::move(Plan); // Nothing to split: a plain loop or fibers.
  if (!findReplicatedLocals() || !makeEdits())
    return std::move(Plan);
  Plan->BarrierCount = unsigned(Barriers.size());
  Plan->RegionCount = unsigned(Regions.size());
  Plan->Phased = true;
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

/// A whole-statement block barrier: `__syncthreads();`, `block.sync();`,
/// `cg::sync(block);`, whose operands have no side effects (the statement
/// is removed).
bool PhasedAnalysis::isBarrierStatement(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return false;
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreImplicit());
  return Call && kindOfCall(Call, From) == CallKind::Barrier &&
         !Effects.of(Call);
}

void PhasedAnalysis::declareIn(const Stmt *S) {
  if (const auto *Declaration = dyn_cast<DeclStmt>(S))
    for (const Decl *D : Declaration->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        DeclaringRegion[V] = unsigned(Regions.size());
        Declarations[V] = Declaration;
      }
}

bool PhasedAnalysis::addPlainStatement(const Stmt *S) {
  EscapingJumpFinder Jumps;
  Jumps.TraverseStmt(const_cast<Stmt *>(S));
  if (Jumps.Found)
    return refuse(S, "a break or continue leaves a region between barriers");
  declareIn(S);
  Current.Statements.push_back(S);
  return true;
}

const Block *PhasedAnalysis::blockOf(const Stmt *Body, SourceLocation Open) {
  auto Made = std::make_unique<Block>();
  Made->Key = Body;
  if (const auto *Compound = dyn_cast<CompoundStmt>(Body)) {
    Made->Items.assign(Compound->body_begin(), Compound->body_end());
    Made->Open = Compound->getLBracLoc().getLocWithOffset(1);
    Made->AddBraces = false;
  } else {
    Made->Items = {Body};
    Made->Open = Open;
    Made->AddBraces = true;
  }
  Blocks.push_back(std::move(Made));
  return Blocks.back().get();
}

bool PhasedAnalysis::split(const Block *Items, Frame::Kind Kind,
                           const Stmt *Owner) {
  Frame Outer = Frames.empty() ? Frame{} : Frames.back();
  Frames.push_back({Kind, Items, Owner,
                    Kind == Frame::Branch ? Outer.BranchFate : Fate::Exit});
  if (Kind == Frame::Branch)
    Frames.back().BranchFate = *fateAfter(Frames.size() - 2, Owner);
  openRegion(Items, nullptr);
  const Stmt *Previous = nullptr;
  for (const Stmt *S : Items->Items) {
    if (isBarrierStatement(S)) {
      if (!Guards.empty())
        return refuse(S, "a barrier under a branch that depends on the thread");
      closeRegion();
      Barriers.push_back(S);
    } else if (isBlockLevelDeclaration(S) || isUniformDeclarationStatement(S)) {
      if (Sync.statementMaySynchronise(S))
        return refuse(S, "a declaration that synchronises");
      closeRegion();
      if (isUniformDeclarationStatement(S))
        for (const Decl *D : cast<DeclStmt>(S)->decls())
          UniformVariables.push_back(cast<VarDecl>(D));
    } else if (!Sync.statementMaySynchronise(S)) {
      if (!addPlainStatement(S))
        return false;
      Previous = S;
      continue;
    } else if (const Stmt *Loop = loopOf(S)) {
      closeRegion();
      if (!splitLoop(Loop))
        return false;
    } else if (const auto *If = dyn_cast<IfStmt>(S);
               If && (Sync.statementMaySynchronise(If->getThen()) ||
                      Sync.statementMaySynchronise(If->getElse()))) {
      if (!splitIf(If))
        return false;
    } else {
      if (!splitCollectiveStatement(S, Previous))
        return false;
      Previous = S;
      continue;
    }
    Previous = S;
    openRegion(Items, Previous);
  }
  closeRegion();
  Frames.pop_back();
  return true;
}

/// Checks a loop that synchronises: its header must be block-uniform and
/// its body a block to split in turn.
bool PhasedAnalysis::splitLoop(const Stmt *Loop) {
  std::vector<const VarDecl *> Own;
  const Expr *Condition = nullptr, *Increment = nullptr;
  const Stmt *LoopBody = nullptr;
  SourceLocation RParen;
  auto NotUniform = [&] {
    return refuse(Loop, "a loop whose header depends on the thread holds a "
                        "barrier or collective");
  };
  if (const auto *For = dyn_cast<ForStmt>(Loop)) {
    if (For->getConditionVariable())
      return NotUniform();
    if (const Stmt *Init = For->getInit()) {
      const auto *Declaration = dyn_cast<DeclStmt>(Init);
      if (!Declaration)
        return NotUniform();
      for (const Decl *D : Declaration->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() ||
            (V->getInit() && !isUniform(V->getInit())))
          return NotUniform();
        Own.push_back(V);
      }
    }
    Condition = For->getCond();
    Increment = For->getInc();
    LoopBody = For->getBody();
    RParen = For->getRParenLoc();
  } else {
    const auto *While = cast<WhileStmt>(Loop);
    if (While->getConditionVariable())
      return NotUniform();
    Condition = While->getCond();
    LoopBody = While->getBody();
    RParen = While->getRParenLoc();
  }
  const Block *Items = blockOf(LoopBody, RParen.getLocWithOffset(1));
  size_t Depth = UniformVariables.size();
  UniformVariables.insert(UniformVariables.end(), Own.begin(), Own.end());
  bool Uniform = (!Condition || isUniform(Condition)) &&
                 (!Increment || isUniform(Increment));
  // The loop's variables change only in its increment.
  if (Uniform) {
    ExprMutationAnalyzer InBody(*LoopBody, AST);
    for (const VarDecl *V : Own) {
      if (InBody.isMutated(V))
        Uniform = false;
      if (Condition && ExprMutationAnalyzer(*Condition, AST).isMutated(V))
        Uniform = false;
    }
  }
  bool Result = Uniform ? split(Items, Frame::Loop, Loop) : NotUniform();
  UniformVariables.resize(Depth);
  return Result;
}

/// An if that synchronises: with a uniform condition, both branches are
/// split in turn; with one that depends on the thread, each thread records
/// the condition and the branches' regions run for their threads only.
bool PhasedAnalysis::splitIf(const IfStmt *If) {
  if (If->getInit() || If->getConditionVariable() || If->isConsteval())
    return refuse(If, "an if that synchronises declares a variable in its "
                      "condition");
  const Block *Then = blockOf(If->getThen(), If->getRParenLoc().getLocWithOffset(1));
  const Block *Else =
      If->getElse() ? blockOf(If->getElse(), If->getElseLoc().getLocWithOffset(4))
                    : nullptr;
  const Expr *Condition = If->getCond();
  if (isUniform(Condition)) {
    closeRegion();
    if (!split(Then, Frame::UniformIf, If))
      return false;
    return !Else || split(Else, Frame::UniformIf, If);
  }
  if (ThreadByThread)
    return refuse(If, "a branch that depends on the thread holds a "
                      "collective, and a launch in a macro body (or one that "
                      "may call several kernels) runs the kernel thread by "
                      "thread");
  if (!fateAfter(Frames.size() - 1, If))
    return false;
  if (Sync.statementMaySynchronise(Condition))
    return refuse(If, "the condition of a branch synchronises");
  if (!copyable(Condition, "the condition of a branch that synchronises"))
    return false;
  // The region before the if evaluates the condition for each thread.
  unsigned Flag = ++Flags;
  if (Current.Parent == nullptr)
    return refuse(If, "internal: no region before a branch");
  Current.Condition = Condition;
  Current.ConditionFlag = Flag;
  closeRegion();
  Branches.push_back({If, Flag});
  Guards.push_back({Flag, false});
  bool Result = split(Then, Frame::Branch, If);
  if (Result && Else) {
    Guards.back().Negated = true;
    Result = split(Else, Frame::Branch, If);
  }
  Guards.pop_back();
  return Result;
}

/// A statement holding one collective: the region before it records the
/// collective, the statement starts the region that replays it.
bool PhasedAnalysis::splitCollectiveStatement(const Stmt *S,
                                               const Stmt *Previous) {
  std::vector<const Expr *> Calls = Sync.synchronisingCalls(S);
  if (llvm::is_contained(Calls, nullptr))
    return refuse(S, "inline PTX that synchronises");
  if (Calls.size() != 1)
    return refuse(S, Calls.empty() ? "a statement that may synchronise"
                                   : "a statement holds " +
                                         std::to_string(Calls.size()) +
                                         " calls that synchronise");
  const Expr *Call = Calls.front();
  if (ThreadByThread)
    return refuse(S, "it has a collective, and a launch in a macro body (or "
                     "one that may call several kernels) runs it thread by "
                     "thread");
  switch (kindOfCall(Call, From)) {
  case CallKind::Collective:
    break;
  case CallKind::BlockCollective:
    if (!Guards.empty())
      return refuse(S, "a barrier under a branch that depends on the thread");
    break;
  case CallKind::Barrier:
    return refuse(S, "a barrier inside a statement");
  default:
    return refuse(S, "it calls " + calleeName(Call) +
                         ", which synchronises (only the runtime's "
                         "collectives are split, not functions that call "
                         "them)");
  }
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt,
          AttributedStmt>(S))
    return refuse(S, "a collective inside a loop or switch whose header "
                     "depends on the thread");
  if (!collectiveIsEvaluatedFirst(S, Call))
    return false;
  if (Effects.of(Call))
    return refuse(Call, "the arguments of a collective have side effects "
                        "(they are evaluated again when it is replayed)");
  if (!copyable(Call, "a collective"))
    return false;
  if (!openParenOf(Call) && !respelled(Call, ""))
    return refuse(Call, "a collective is written by a macro that the "
                        "lowering cannot spell again");
  Current.Record = Call;
  Current.RecordFate = currentFate();
  Current.RecordAlike = recordedAlike(Call);
  const Block *Items = Current.Parent;
  closeRegion();
  openRegion(Items, Previous);
  Current.Replays = Call;
  ++Plan->CollectiveCount;
  return addPlainStatement(S);
}

/// Whether Call is evaluated exactly once, whenever S runs, before anything
/// else in S that has side effects; so that S may run after the collective
/// completed, with the call's result replayed.
bool PhasedAnalysis::collectiveIsEvaluatedFirst(const Stmt *S,
                                                const Expr *Call) {
  auto NotFirst = [&](const char *Why) {
    return refuse(Call, std::string("a collective ") + Why);
  };
  if (Call == S)
    return true;
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (;;) {
    DynTypedNodeList Parents = AST.getParents(Child);
    if (Parents.size() != 1)
      return NotFirst("sits where its statement cannot be split");
    DynTypedNode Parent = Parents[0];
    if (const auto *Var = Parent.get<VarDecl>()) {
      const auto *Declaration =
          AST.getParents(Parent).size() == 1
              ? AST.getParents(Parent)[0].get<DeclStmt>()
              : nullptr;
      if (Declaration != S || !Declaration->isSingleDecl() ||
          Var->getInit() != Child.get<Expr>())
        return NotFirst("initialises one of several variables");
      return true;
    }
    const auto *ChildExpr = Child.get<Expr>();
    if (const auto *If = Parent.get<IfStmt>())
      return If == S && If->getCond() == ChildExpr
                 ? true
                 : NotFirst("sits in a branch of its statement");
    const auto *P = Parent.get<Stmt>();
    if (!P)
      return NotFirst("sits where its statement cannot be split");
    // Siblings evaluated with the collective (before it, in C++'s order,
    // or in no particular order) must have no side effects; what is
    // evaluated after it may.
    auto SiblingsAreReads = [&](std::initializer_list<const Expr *> Exempt) {
      for (const Stmt *Sibling : P->children())
        if (Sibling && Sibling != ChildExpr &&
            std::find(Exempt.begin(), Exempt.end(), Sibling) == Exempt.end() &&
            Effects.of(Sibling))
          return false;
      return true;
    };
    if (isa<ParenExpr, ImplicitCastExpr, ExplicitCastExpr, FullExpr,
            MaterializeTemporaryExpr, CXXBindTemporaryExpr, MemberExpr,
            UnaryOperator>(P)) {
      // One operand.
    } else if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->isLogicalOp() || B->isCommaOp()) {
        if (B->getLHS() != ChildExpr)
          return NotFirst("is evaluated only when another operand allows");
      } else if (B->isAssignmentOp()) {
        // C++17: the right operand is evaluated before the left.
        if (B->getRHS() != ChildExpr)
          return NotFirst("sits on the left of an assignment");
      } else if (!SiblingsAreReads({})) {
        return NotFirst("shares an expression with side effects");
      }
    } else if (const auto *C = dyn_cast<ConditionalOperator>(P)) {
      if (C->getCond() != ChildExpr)
        return NotFirst("is evaluated only when a condition allows");
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P)) {
      bool Assigns = Op->isAssignmentOp() && Op->getNumArgs() == 2 &&
                     Op->getArg(1) == ChildExpr;
      if (!SiblingsAreReads(Assigns ? std::initializer_list<const Expr *>{Op->getArg(0)}
                                    : std::initializer_list<const Expr *>{}))
        return NotFirst("shares an expression with side effects");
    } else if (isa<CallExpr, CXXConstructExpr, InitListExpr,
                   ArraySubscriptExpr, CXXFunctionalCastExpr,
                   ParenListExpr>(P)) {
      if (!SiblingsAreReads({}))
        return NotFirst("shares an expression with side effects");
    } else {
      return NotFirst("sits where its statement cannot be split");
    }
    if (P == S)
      return true;
    Child = Parent;
  }
}

/// Whether E's text can be copied into another region.
bool PhasedAnalysis::copyable(const Expr *E, const char *What) {
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM,
      Context.langOptions());
  if (Range.isInvalid() || !offsetOf(Range.getBegin()))
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
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Call->getSourceRange()), SM,
      Context.langOptions());
  std::string Text = textOf(Call);
  unsigned At = SM.getFileOffset(Paren) - SM.getFileOffset(Range.getBegin()) + 1;
  return Text.insert(At, Phase + (HasArguments ? ", " : ""));
}

std::string PhasedAnalysis::textOf(const Expr *E) const {
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM,
      Context.langOptions());
  return Lexer::getSourceText(Range, SM, Context.langOptions()).str();
}

/// What the threads that skip a branch at the innermost branch frame do.
Fate PhasedAnalysis::currentFate() const {
  for (auto It = Frames.rbegin(); It != Frames.rend(); ++It)
    if (It->FrameKind == Frame::Branch)
      return It->BranchFate;
  return Fate::Exit;
}

/// The first synchronisation in Block's statements after From (null: from
/// the start) and before Until (null: to the end): a barrier, or nothing
/// (nullopt with Found false), or another kind (a refusal).
std::optional<Fate> PhasedAnalysis::scanForFate(const Block *Items,
                                                const Stmt *From,
                                                const Stmt *Until) {
  bool Started = From == nullptr;
  for (const Stmt *S : Items->Items) {
    if (!Started) {
      Started = S == From;
      continue;
    }
    if (S == Until)
      break;
    if (isBarrierStatement(S))
      return Fate::Barrier;
    if (Sync.statementMaySynchronise(S)) {
      refuse(S, "threads that skip a branch holding a collective would meet "
                "another collective here");
      return std::nullopt;
    }
  }
  return Fate::Exit; // Means: none found.
}

/// What the threads that skip Item (an item of Frames[FrameIndex]'s block)
/// do next: they meet a barrier, or end the kernel.
std::optional<Fate> PhasedAnalysis::fateAfter(size_t FrameIndex,
                                              const Stmt *Item) {
  const Frame &F = Frames[FrameIndex];
  std::optional<Fate> Found = scanForFate(F.Items, Item, nullptr);
  if (!Found)
    return std::nullopt;
  bool Barrier = *Found == Fate::Barrier;
  // scanForFate says Exit when it found nothing: look further out.
  if (!Barrier) {
    // Reaching the end of the block without a barrier.
    switch (F.FrameKind) {
    case Frame::Kernel:
      return Fate::Exit;
    case Frame::Branch:
      return F.BranchFate;
    case Frame::UniformIf:
      return fateAfter(FrameIndex - 1, F.Owner);
    case Frame::Loop: {
      // The next iteration starts at the top of the body; the loop may end.
      std::optional<Fate> Again = scanForFate(F.Items, nullptr, Item);
      if (!Again)
        return std::nullopt;
      if (*Again != Fate::Barrier) {
        refuse(Item, "threads that skip a branch holding a collective would "
                     "meet it again in the loop's next iteration");
        return std::nullopt;
      }
      std::optional<Fate> Out = fateAfter(FrameIndex - 1, F.Owner);
      if (!Out)
        return std::nullopt;
      if (*Out != Fate::Barrier) {
        refuse(Item, "threads that skip a branch holding a collective may "
                     "meet a barrier or end the kernel");
        return std::nullopt;
      }
      return Fate::Barrier;
    }
    }
  }
  return Fate::Barrier;
}

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

/// The type of a replicated local's array elements, and the declarator of
/// its binding (`T &name`, `const T &name`, `T (&name)[N]`).
/// T with the aliases the kernel declares (`using T2 = typename
/// Conv<T>::Type;`), itself or what it points to, spelled as what they
/// stand for: the copies of locals are declared before the alias is.
static QualType withoutKernelAliases(QualType T, ASTContext &AST) {
  Qualifiers Quals = T.getLocalQualifiers();
  const clang::Type *Named = T.getTypePtr();
  if (const auto *Alias = dyn_cast<TypedefType>(Named))
    if (Alias->getDecl()->getParentFunctionOrMethod())
      return withoutKernelAliases(
          AST.getQualifiedType(Alias->getDecl()->getUnderlyingType(), Quals),
          AST);
  if (const auto *Pointer = dyn_cast<PointerType>(Named))
    return AST.getQualifiedType(
        AST.getPointerType(withoutKernelAliases(Pointer->getPointeeType(), AST)),
        Quals);
  return T;
}

/// The extent of a template-sized array as it can be written at the
/// kernel's start: an expression of the template's non-type parameters and
/// literals only (`N`, `N * 2`), not of the kernel's locals.
std::optional<std::string> PhasedAnalysis::templateParameterExtent(
    const DependentSizedArrayType *Array) const {
  const Expr *Size = Array->getSizeExpr();
  if (!Size)
    return std::nullopt;
  struct OnlyParameters : RecursiveASTVisitor<OnlyParameters> {
    bool Other = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Other |= !isa<NonTypeTemplateParmDecl>(E->getDecl());
      return !Other;
    }
  } Check;
  Check.TraverseStmt(const_cast<Expr *>(Size));
  if (Check.Other)
    return std::nullopt;
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  Size->printPretty(OS, nullptr, PrintingPolicy(Context.langOptions()));
  return Text;
}

/// The bytes of V (a local of the kernel's pattern) in its largest
/// instance, when every instance is trivially copyable.
std::optional<uint64_t>
PhasedAnalysis::largestInstanceBytes(const VarDecl *V) const {
  std::optional<uint64_t> Largest;
  for (const VarDecl *Instance : instancesOfLocal(Kernel, V)) {
    QualType T = Instance->getType();
    if (T->isIncompleteType() || T->isDependentType() ||
        !T.isTriviallyCopyableType(AST) || T->isReferenceType())
      return std::nullopt;
    uint64_t Bytes = AST.getTypeSizeInChars(T).getQuantity();
    Largest = std::max(Largest.value_or(0), Bytes);
  }
  return Largest;
}

std::optional<PhasedAnalysis::ReplicatedType>
PhasedAnalysis::replicatedType(const VarDecl *V) const {
  QualType Type = V->getType();
  if (Type->isUndeducedType())
    return std::nullopt;
  if (Type->getContainedDeducedType())
    Type = Type.getCanonicalType();
  // Arrays of constant size, or of a size a template's parameters give
  // (`float cache[N]`): the elements are what is replicated.
  std::string Extents;
  uint64_t Count = 1;
  bool SizedByTemplate = false;
  while (Type->isArrayType()) {
    if (const auto *Array = AST.getAsConstantArrayType(Type)) {
      Extents += "[" + std::to_string(Array->getSize().getZExtValue()) + "]";
      Count *= Array->getSize().getZExtValue();
      Type = Array->getElementType();
    } else if (const auto *Array = AST.getAsDependentSizedArrayType(Type)) {
      std::optional<std::string> Size = templateParameterExtent(Array);
      if (!Size)
        return std::nullopt;
      Extents += "[" + *Size + "]";
      SizedByTemplate = true;
      Type = Array->getElementType();
    } else {
      return std::nullopt;
    }
  }
  Type = withoutKernelAliases(Type, AST);
  // A const local is written once, where it is declared: its copies are
  // not const, its bindings are.
  bool Const = Type.isConstQualified();
  Type.removeLocalConst();
  if (Type.isVolatileQualified() || Type->isReferenceType() ||
      Type->isMemberPointerType() || Type->isFunctionType() ||
      (Const && !Extents.empty()))
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
  uint64_t Bytes;
  if (SizedByTemplate || (Type->isDependentType() &&
                          !isa<TemplateTypeParmType>(Named.getCanonicalType()))) {
    // `auto p = base + i` of a dependent type has no spelling before its
    // initialiser.
    if (Type->getContainedDeducedType())
      return std::nullopt;
    // What the largest instance holds (`typename Conv<T>::Type`, `float
    // cache[N]`); a type no instance gives is unknown.
    std::optional<uint64_t> Largest = largestInstanceBytes(V);
    if (!Largest)
      return std::nullopt;
    Bytes = *Largest;
  } else if (Type->isDependentType()) {
    Bytes = kDependentTypeBytes * Count;
  } else {
    if (Type->isIncompleteType() || !Type.isTriviallyCopyableType(AST))
      return std::nullopt;
    Bytes = AST.getTypeSizeInChars(Type).getQuantity() * Count;
  }
  PrintingPolicy Policy(Context.langOptions());
  std::string Element = Type.getAsString(Policy);
  std::string Name = V->getName().str();
  std::string Binding = Extents.empty()
                            ? (Const ? "const " : "") + Element + " &" + Name
                            : Element + " (&" + Name + ")" + Extents;
  return ReplicatedType{Element, Extents, Binding,
                        unsigned(std::min<uint64_t>(Bytes, ~0u))};
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
    const auto *Call =
        dyn_cast<CallExpr>(Builtin->getBase()->IgnoreParenImpCasts());
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    return Callee && Callee->getName() == "this_thread" &&
           From.isLibrary(Callee);
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return (Cast->getType()->isArithmeticType() ||
            isa<ImplicitCastExpr>(Cast)) &&
           isRecomputable(Cast->getSubExpr());
  return false;
}

/// A local that lives across regions, declared again in each region that
/// uses it instead of being replicated (its value per thread is the same
/// wherever it is computed, and computing it again costs less than a
/// thread's slot in an array, and lets the compiler see what it is): a
/// scalar of arithmetic type, `T x = init;` with a recomputable
/// initialiser, that the kernel never modifies nor takes the address of.
std::optional<std::string>
PhasedAnalysis::recomputedDeclaration(const VarDecl *V) {
  if (isa<ParmVarDecl>(V) || !V->getInit() ||
      V->getInitStyle() != VarDecl::CInit ||
      !V->getType()->isArithmeticType() || V->getType().isVolatileQualified() ||
      Scan.AddressTaken.count(V) || Mutations->isMutated(V) ||
      Scan.VariableNames[V->getName()] != 1 || !isRecomputable(V->getInit()))
    return std::nullopt;
  for (const ParmVarDecl *Param : Kernel->parameters())
    if (Param->getName() == V->getName())
      return std::nullopt;
  std::optional<ReplicatedType> Type = replicatedType(V);
  // Its text is copied: it must be written in the file.
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(V->getInit()->getSourceRange()), SM,
      Context.langOptions());
  if (!Type || !Type->Extents.empty() || Range.isInvalid() ||
      !offsetOf(Range.getBegin()))
    return std::nullopt;
  return Type->Element + " " + V->getName().str() + " = (" +
         textOf(V->getInit()) + ")";
}

/// Locals used in a region other than their own are declared again there
/// when their value can be computed again, or replicated; each region binds
/// the ones it uses.
bool PhasedAnalysis::findReplicatedLocals() {
  unsigned Bytes = 0;
  unsigned Budget = ThreadByThread ? kMaxReplicatedBytesThreadByThread
                                   : kMaxReplicatedBytesPerThread;
  for (unsigned R = 0; R < Regions.size(); ++R) {
    VariableUses Uses;
    for (const Stmt *S : Regions[R].Statements)
      Uses.TraverseStmt(const_cast<Stmt *>(S));
    if (Regions[R].Record)
      Uses.TraverseStmt(const_cast<Expr *>(Regions[R].Record));
    if (Regions[R].Condition)
      Uses.TraverseStmt(const_cast<Expr *>(Regions[R].Condition));
    for (const VarDecl *V : Uses.Used) {
      bool Parameter = isa<ParmVarDecl>(V) &&
                       llvm::is_contained(MutatedParameters, V);
      auto Declared = DeclaringRegion.find(V);
      if (!Parameter &&
          (Declared == DeclaringRegion.end() || Declared->second == R))
        continue;
      Regions[R].Bindings.push_back(V);
      if (ReplicatedTypes.count(V))
        continue;
      if (Parameter) {
        std::optional<ReplicatedType> Type = replicatedType(V);
        if (!Type || !Type->Extents.empty())
          return refuse(nullptr, "it modifies its parameter '" +
                                     V->getNameAsString() +
                                     "', which is not a plain value");
        Bytes += Type->Bytes;
        ReplicatedTypes[V] = *Type;
        Replicated.push_back(V);
        continue;
      }
      if (Recomputed.count(V))
        continue;
      if (std::optional<std::string> Again = recomputedDeclaration(V)) {
        Recomputed[V] = *Again;
        continue;
      }
      const DeclStmt *Declaration = Declarations.lookup(V);
      std::optional<ReplicatedType> Type = replicatedType(V);
      std::string Name = "'" + V->getNameAsString() + "'";
      if (!Type)
        return refuse(Declaration, "local " + Name + " lives across regions "
                                   "and is not a plain value (a reference, a "
                                   "const array, a type declared in the kernel, "
                                   "or not trivially copyable)");
      bool ParenthesisedScalar = V->getInitStyle() == VarDecl::CallInit &&
                                 V->getType()->isScalarType() &&
                                 !isa<ParenListExpr>(V->getInit());
      if (V->getInit() &&
          ((V->getInitStyle() != VarDecl::CInit && !ParenthesisedScalar) ||
           V->getType()->isArrayType()))
        return refuse(Declaration, "local " + Name + " lives across regions "
                                   "and is initialised with braces or an "
                                   "array initialiser");
      if (ParenthesisedScalar &&
          !copyable(V->getInit(), "the initialiser of a local that lives "
                                  "across regions"))
        return false;
      if (Scan.VariableNames[V->getName()] != 1)
        return refuse(Declaration, "local " + Name + " lives across regions "
                                   "and another variable has its name");
      for (const ParmVarDecl *Param : Kernel->parameters())
        if (Param->getName() == V->getName())
          return refuse(Declaration, "local " + Name + " has a parameter's "
                                     "name");
      Bytes += Type->Bytes;
      if (Bytes > Budget)
        return refuse(Declaration,
                      "the locals that live across regions take more than " +
                          std::to_string(Budget) + " bytes per thread");
      ReplicatedTypes[V] = *Type;
      Replicated.push_back(V);
    }
  }
  // A pointer that lives across regions must not hold the address of a
  // local that does not: that one ends with its region.
  bool PointerLives = false;
  for (const VarDecl *V : Replicated)
    PointerLives |= V->getType()->isPointerType() ||
                    V->getType()->isArrayType();
  if (PointerLives)
    for (const VarDecl *V : Scan.AddressTaken)
      if (V->hasLocalStorage() && !ReplicatedTypes.count(V) &&
          DeclaringRegion.count(V))
        return refuse(Declarations.lookup(V),
                      "the address of local '" + V->getNameAsString() +
                          "' is taken while pointers live across regions");
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
  if (Loc.isInvalid() || Loc.isMacroID() || !Context.isTranslatedLocation(Loc))
    return std::nullopt;
  return SM.getFileOffset(Loc);
}

bool PhasedAnalysis::makeEdits() {
  const LangOptions &LO = Context.langOptions();
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
  auto Unplaceable = [&](const Stmt *S) {
    return refuse(S, "the kernel's text cannot be split here (a macro, or "
                     "no blank between statements)");
  };
  auto Binding = [&](const VarDecl *V) {
    return ReplicatedTypes[V].Binding + " = " + kArrayPrefix +
           V->getName().str() + "[" + kThreadParameter + "]";
  };
  bool HasReturns = !Scan.Returns.empty();
  auto Opening = [&](const Region &R) {
    // Under branches, the runtime skips runs of threads that the innermost
    // one leaves out; the region still checks every guard.
    std::string Loop = " ::hipify_cpu::for_each_thread(";
    if (!R.Guards.empty())
      Loop = std::string(" ::hipify_cpu::for_each_thread_where(") +
             kActivePrefix + std::to_string(R.Guards.back().Flag) + ", " +
             (R.Guards.back().Negated ? "false" : "true") + ", ";
    std::string Text = Loop + "[&](unsigned " + kThreadParameter + ") {";
    if (HasReturns)
      Text += std::string(" if (") + kExited + "[" + kThreadParameter +
              "]) return;";
    for (const Guard &G : R.Guards)
      Text += std::string(" if (") + (G.Negated ? "" : "!") + kActivePrefix +
              std::to_string(G.Flag) + "[" + kThreadParameter + "]) return;";
    for (const VarDecl *V : R.Bindings)
      Text += " " + (Recomputed.count(V) ? Recomputed[V] : Binding(V)) + ";";
    return Text;
  };
  auto Closing = [&](const Region &R) {
    std::string Text;
    if (R.Record)
      Text += " (void)(" +
              phasedForm(R.Record,
                         std::string(R.RecordAlike
                                         ? "::hipify_cpu::phased_record_all("
                                         : "::hipify_cpu::phased_record(") +
                             kThreadParameter + ")") +
              ");";
    if (R.Condition)
      Text += std::string(" ") + kActivePrefix + std::to_string(R.ConditionFlag) +
              "[" + kThreadParameter + "] = (" + textOf(R.Condition) + ");";
    Text += " });";
    if (R.Record) {
      bool Waits = R.RecordFate == Fate::Barrier;
      Text += std::string(" ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::") +
              (Waits ? "Barrier, " : "Exit, ") +
              (Waits && HasReturns ? kExited : "nullptr") + ");";
    }
    return Text;
  };

  // Text between the items of each block, in order of emission.
  using Gap = std::pair<const Block *, const Stmt *>;
  std::map<Gap, std::string> Gaps;
  std::vector<Gap> GapOrder;
  auto AddToGap = [&](Gap G, const std::string &Text) {
    auto [It, Inserted] = Gaps.try_emplace(G);
    if (Inserted)
      GapOrder.push_back(G);
    It->second += Text;
  };

  std::string Arrays;
  for (const VarDecl *V : Replicated) {
    const ReplicatedType &Type = ReplicatedTypes[V];
    Arrays += " " + Type.Element + " " + kArrayPrefix + V->getName().str() +
              "[" + std::to_string(kMaxThreads) + "]" + Type.Extents + ";";
  }
  for (unsigned Flag = 1; Flag <= Flags; ++Flag)
    Arrays += std::string(" bool ") + kActivePrefix + std::to_string(Flag) +
              "[" + std::to_string(kMaxThreads) + "];";
  if (HasReturns)
    Arrays += std::string(" bool ") + kExited + "[" +
              std::to_string(kMaxThreads) + "] = {};";
  // Each thread's copy of a parameter the kernel modifies.
  std::string Copies;
  for (const ParmVarDecl *Param : MutatedParameters)
    if (ReplicatedTypes.count(Param))
      Copies += " " + std::string(kArrayPrefix) + Param->getName().str() + "[" +
                kThreadParameter + "] = " + Param->getName().str() + ";";
  if (!Copies.empty())
    Arrays += std::string(" ::hipify_cpu::for_each_thread([&](unsigned ") +
              kThreadParameter + ") {" + Copies + " });";
  const Block *Outermost = Blocks.front().get();
  if (!Arrays.empty())
    AddToGap({Outermost, nullptr}, Arrays);

  for (const Region &R : Regions) {
    AddToGap({R.Parent, R.Before}, Opening(R));
    const Stmt *Last = R.Statements.empty() ? R.Before : R.Statements.back();
    AddToGap({R.Parent, Last}, Closing(R));
  }
  // A single statement split into regions gets braces around them.
  for (const auto &B : Blocks)
    if (B->AddBraces) {
      AddToGap({B.get(), nullptr}, "");
      Gaps[{B.get(), nullptr}].insert(0, " {");
      AddToGap({B.get(), B->Items.back()}, " }");
    }

  // A gap next to a barrier goes into the barrier's replacement.
  llvm::DenseMap<const Stmt *, std::string> BarrierText;
  for (const Stmt *Barrier : Barriers)
    BarrierText[Barrier] = "";
  auto NextItem = [&](Gap G) -> const Stmt * {
    bool Found = G.second == nullptr;
    for (const Stmt *S : G.first->Items) {
      if (Found)
        return S;
      Found = S == G.second;
    }
    return nullptr;
  };
  for (const Gap &G : GapOrder) {
    const std::string &Text = Gaps[G];
    if (G.second && BarrierText.count(G.second)) {
      BarrierText[G.second] += Text;
      continue;
    }
    const Stmt *Next = NextItem(G);
    if (Next && BarrierText.count(Next)) {
      BarrierText[Next] = Text + BarrierText[Next];
      continue;
    }
    SourceLocation At = G.second ? afterStatement(G.second) : G.first->Open;
    if (!Insert(At, Text))
      return Unplaceable(G.second ? G.second : G.first->Key);
  }
  for (const Stmt *Barrier : Barriers) {
    SourceLocation End = Lexer::findLocationAfterToken(
        Barrier->getEndLoc(), tok::semi, SM, LO, false);
    // The barrier's own indentation comes before the text.
    if (!Replace(Barrier->getBeginLoc(), End,
                 llvm::StringRef(BarrierText[Barrier]).ltrim().str()))
      return Unplaceable(Barrier);
  }
  // A branch that depends on the thread loses its `if (...)` and `else`:
  // its blocks stay, their regions guarded.
  for (const DivergentBranch &B : Branches) {
    const auto *Then = dyn_cast<CompoundStmt>(B.If->getThen());
    if (!Replace(B.If->getBeginLoc(),
                 Then ? Then->getLBracLoc()
                      : B.If->getRParenLoc().getLocWithOffset(1),
                 ""))
      return Unplaceable(B.If);
    if (const Stmt *ElseBranch = B.If->getElse()) {
      const auto *Else = dyn_cast<CompoundStmt>(ElseBranch);
      if (!Replace(B.If->getElseLoc(),
                   Else ? Else->getLBracLoc()
                        : B.If->getElseLoc().getLocWithOffset(4),
                   ""))
        return Unplaceable(B.If);
    }
  }
  // A statement holding a collective calls its phased form, which replays
  // the thread's result.
  for (const Region &R : Regions)
    if (R.Replays) {
      std::string Phase =
          std::string("::hipify_cpu::phased_replay(") + kThreadParameter + ")";
      if (!openParenOf(R.Replays)) {
        // A call written by a macro is replaced whole.
        CharSourceRange Range = Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(R.Replays->getSourceRange()), SM, LO);
        if (!Replace(Range.getBegin(), Range.getEnd(),
                     *respelled(R.Replays, Phase)))
          return Unplaceable(R.Replays);
        continue;
      }
      auto [Paren, HasArguments] = *openParenOf(R.Replays);
      if (!Replace(Paren, Paren.getLocWithOffset(1),
                   "(" + Phase + (HasArguments ? ", " : "")))
        return Unplaceable(R.Replays);
    }
  // A return ends the thread's part of the kernel.
  for (const ReturnStmt *Return : Scan.Returns) {
    SourceLocation End =
        Lexer::findLocationAfterToken(Return->getEndLoc(), tok::semi, SM, LO, false);
    if (Return->getRetValue() ||
        !Replace(Return->getBeginLoc(), End,
                 std::string("{ ") + kExited + "[" + kThreadParameter +
                     "] = true; return; }"))
      return Unplaceable(Return);
  }
  // `T x = init;` becomes `T &x = hipify_cpu_local_x[tid] = init;`; in a
  // statement of several declarations, each replicated one is rewritten so,
  // the others keep their declaration.
  llvm::DenseMap<const DeclStmt *, bool> Rewritten;
  for (const VarDecl *V : Replicated) {
    const DeclStmt *Declaration = Declarations.lookup(V);
    if (!Declaration || !Rewritten.try_emplace(Declaration, true).second)
      continue; // A parameter, or a statement already rewritten.
    std::string Specifiers;
    const auto *First = cast<VarDecl>(*Declaration->decl_begin());
    SourceLocation PreviousEnd;
    for (const Decl *D : Declaration->decls()) {
      const auto *Var = cast<VarDecl>(D);
      SourceLocation Begin = Declaration->getBeginLoc();
      if (Var != First) {
        // The comma after the previous declarator.
        std::optional<Token> Comma =
            Lexer::findNextToken(PreviousEnd, SM, LO);
        if (!Comma || Comma->isNot(tok::comma))
          return Unplaceable(Declaration);
        Begin = Comma->getLocation();
      }
      PreviousEnd = Var->getEndLoc();
      SourceLocation DeclaratorEnd = Lexer::getLocForEndOfToken(
          Var->getInit() ? Var->getTypeSourceInfo()->getTypeLoc().getEndLoc()
                         : Var->getEndLoc(),
          0, SM, LO);
      if (Var->getTypeSourceInfo()->getTypeLoc().getEndLoc().isInvalid() ||
          SM.isBeforeInTranslationUnit(DeclaratorEnd,
                                       Lexer::getLocForEndOfToken(
                                           Var->getLocation(), 0, SM, LO)))
        DeclaratorEnd =
            Lexer::getLocForEndOfToken(Var->getLocation(), 0, SM, LO);
      if (Var == First && !Var->getTypeSpecEndLoc().isInvalid()) {
        SourceLocation SpecEnd =
            Lexer::getLocForEndOfToken(Var->getTypeSpecEndLoc(), 0, SM, LO);
        Specifiers = Lexer::getSourceText(
                         CharSourceRange::getCharRange(
                             Declaration->getBeginLoc(), SpecEnd),
                         SM, LO)
                         .str();
      }
      std::string Lead = Var == First ? "" : "; ";
      if (ReplicatedTypes.count(Var) && Var->getInit() &&
          Var->getInitStyle() == VarDecl::CallInit) {
        // `T x(init)`: `T &x = hipify_cpu_local_x[tid] = (init)`.
        std::optional<Token> Close =
            Lexer::findNextToken(Var->getInit()->getEndLoc(), SM, LO);
        if (!Close || Close->isNot(tok::r_paren))
          return Unplaceable(Declaration);
        SourceLocation End = Close->getEndLoc();
        PreviousEnd = Close->getLocation();
        if (!Replace(Begin, End,
                     Lead + Binding(Var) + " = (" + textOf(Var->getInit()) + ")"))
          return Unplaceable(Declaration);
      } else if (ReplicatedTypes.count(Var)) {
        if (!Replace(Begin, DeclaratorEnd, Lead + Binding(Var)))
          return Unplaceable(Declaration);
      } else if (Var != First) {
        // `, y` after a replicated first declarator: `; int y`.
        if (Specifiers.empty() ||
            !Replace(Begin, Begin.getLocWithOffset(1), Lead + Specifiers + " "))
          return Unplaceable(Declaration);
      } else {
        continue;
      }
    }
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
      return Unplaceable(Body);
  return true;
}

} // namespace

PhasedKernels::PhasedKernels(TranslationContext &Context, SyncAnalysis &Sync)
    : Context(Context), Sync(Sync) {}
PhasedKernels::~PhasedKernels() = default;

namespace {
/// The launches of a translation unit that run a kernel thread by thread:
/// written in a macro body of the program (rewritten once for any kernel),
/// or naming an overload set of several kernels.
class ThreadByThreadLaunches
    : public RecursiveASTVisitor<ThreadByThreadLaunches> {
public:
  ThreadByThreadLaunches(const SourceManager &SM,
                         const TranslationContext &Context,
                         llvm::SmallPtrSet<const FunctionDecl *, 8> &Kernels)
      : SM(SM), Context(Context), Kernels(Kernels) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
    SourceLocation Anchor = Launch->getRParenLoc();
    bool InMacroBody = Anchor.isMacroID() && !SM.isMacroArgExpansion(Anchor) &&
                       Context.isTranslatedLocation(SM.getSpellingLoc(Anchor));
    std::vector<const FunctionDecl *> Callees = calleesOf(Launch);
    if (!InMacroBody && Callees.size() == 1 && Launch->getDirectCallee())
      return true;
    if (!InMacroBody && Callees.size() == 1)
      return true; // One candidate: the lowering ties it to the kernel.
    for (const FunctionDecl *F : Callees) {
      if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
        F = Pattern;
      const FunctionDecl *Definition = nullptr;
      if (F->hasBody(Definition))
        Kernels.insert(Definition);
    }
    return true;
  }

private:
  const SourceManager &SM;
  const TranslationContext &Context;
  llvm::SmallPtrSet<const FunctionDecl *, 8> &Kernels;
};
} // namespace

void PhasedKernels::findKernelsRunThreadByThread(ASTContext &AST) {
  if (ThreadByThread)
    return;
  ThreadByThread.emplace();
  ThreadByThreadLaunches Finder(AST.getSourceManager(), Context,
                                *ThreadByThread);
  Finder.TraverseDecl(AST.getTranslationUnitDecl());
}

const PhasedPlan *PhasedKernels::plan(const FunctionDecl *Definition,
                                      ASTContext &AST) {
  auto [It, Inserted] = Plans.try_emplace(Definition);
  if (!Inserted)
    return It->second.get();
  const SourceManager &SM = AST.getSourceManager();
  SourceLocation Where = SM.getExpansionLoc(Definition->getLocation());
  std::unique_ptr<PhasedPlan> Plan;
  if (Context.options().CpuPhasedKernels &&
      Definition->hasAttr<CUDAGlobalAttr>() &&
      !Definition->isTemplateInstantiation() &&
      Context.isTranslatedLocation(Where)) {
    findKernelsRunThreadByThread(AST);
    Plan = PhasedAnalysis(Definition, AST, Context, Sync,
                          ThreadByThread->count(Definition))
               .build();
  }
  Plans[Definition] = std::move(Plan);
  return Plans[Definition].get();
}

bool PhasedKernels::isPhased(const FunctionDecl *Kernel, ASTContext &AST) {
  if (const FunctionDecl *Pattern = Kernel->getTemplateInstantiationPattern())
    Kernel = Pattern;
  const FunctionDecl *Definition = nullptr;
  if (!Kernel->hasBody(Definition))
    return false;
  const PhasedPlan *Plan = plan(Definition, AST);
  return Plan && Plan->Phased;
}

void PhasedKernels::lower(const FunctionDecl *Kernel, ASTContext &AST) {
  if (!Kernel->doesThisDeclarationHaveABody())
    return;
  const PhasedPlan *Plan = plan(Kernel, AST);
  if (!Plan)
    return;
  if (!Plan->Phased) {
    if (!Plan->Refusal.empty())
      Context.report(rules::CpuLowering, Severity::Note, FindingCategory::Other,
                     "kernel '" + Kernel->getNameAsString() +
                         "' runs its threads as fibers: " + Plan->Refusal,
                     AST.getSourceManager().getFileLoc(Plan->RefusalLoc));
    return;
  }
  std::string What = std::to_string(Plan->RegionCount) + " regions";
  if (Plan->CollectiveCount)
    What += " (" + std::to_string(Plan->CollectiveCount) +
            (Plan->CollectiveCount == 1 ? " collective" : " collectives") +
            " recorded and replayed)";
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "kernel '" + Kernel->getNameAsString() + "' runs phased: its " + What +
          " each run as a loop over the block's threads",
      Kernel->getLocation());
  for (const auto &[Range, Text] : Plan->Edits)
    Context.edits().replace(Owner, Range, Text);
}

} // namespace hipify
