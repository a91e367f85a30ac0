//===- PhasedAnalysis.h - one kernel's phased form, worked out --*- C++ -*-===//
//
// PhasedKernels (PhasedKernels.h says what "phased" means) works a kernel
// definition out with one PhasedAnalysis. Its steps live in one file each:
//
//   PhasedKernels.cpp     build(): the steps in order, and what rules a
//                         kernel out before any of them;
//   PhasedRegions.cpp     the body split into regions at its barriers and
//                         collectives, and where the threads that skip a
//                         branch go next;
//   PhasedUniformity.cpp  which values are the same in every thread of a
//                         block, or wherever a thread computes them;
//   PhasedLocals.cpp      which locals live across regions, and how each
//                         thread keeps its own (declared again, or an array);
//   PhasedSourceText.cpp  the kernel's text that the phased form copies or
//                         spells again;
//   PhasedEdits.cpp       the edits that write the phased form (the plan).
//
// Internal to lib/CpuRunner.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_PHASEDANALYSIS_H
#define HIPIFY_CPURUNNER_PHASEDANALYSIS_H

#include "CpuRunner/PhasedCallKinds.h"
#include "CpuRunner/SideEffects.h"
#include "Translate/TranslationContext.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

class SyncAnalysis;

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
  clang::SourceLocation RefusalLoc;
};

namespace phased {

/// Whole-kernel facts: what rules the kernel out, the names of its
/// variables, its returns and the locals whose address it takes.
class KernelScan : public clang::RecursiveASTVisitor<KernelScan> {
public:
  const clang::Stmt *Forbidden = nullptr;
  std::string Why;
  llvm::StringMap<unsigned> VariableNames;
  llvm::SmallPtrSet<const clang::VarDecl *, 8> AddressTaken;
  std::vector<const clang::ReturnStmt *> Returns;

  bool VisitReturnStmt(clang::ReturnStmt *R) {
    Returns.push_back(R);
    return true;
  }
  bool VisitGotoStmt(clang::GotoStmt *S) { return forbid(S, "a goto"); }
  bool VisitIndirectGotoStmt(clang::IndirectGotoStmt *S) {
    return forbid(S, "a computed goto");
  }
  bool VisitLabelStmt(clang::LabelStmt *S) { return forbid(S, "a label"); }
  bool VisitCoreturnStmt(clang::CoreturnStmt *S) {
    return forbid(S, "co_return");
  }
  bool VisitCXXTryStmt(clang::CXXTryStmt *S) {
    return forbid(S, "a try block");
  }
  bool TraverseLambdaExpr(clang::LambdaExpr *Lambda) {
    // A lambda that captures nothing cannot see the kernel's locals.
    if (Lambda->capture_size() ||
        Lambda->getCaptureDefault() != clang::LCD_None)
      return forbid(Lambda, "a lambda that captures locals");
    return true;
  }
  bool VisitVarDecl(clang::VarDecl *V) {
    ++VariableNames[V->getName()];
    return true;
  }
  bool VisitUnaryOperator(clang::UnaryOperator *U) {
    if (U->getOpcode() == clang::UO_AddrOf)
      noteAddress(U->getSubExpr());
    return true;
  }
  bool VisitImplicitCastExpr(clang::ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() == clang::CK_ArrayToPointerDecay)
      noteAddress(Cast->getSubExpr());
    return true;
  }
  bool VisitCallExpr(clang::CallExpr *Call) {
    // A reference parameter may keep the address of what it is given.
    const clang::FunctionDecl *F = Call->getDirectCallee();
    unsigned Shift = llvm::isa<clang::CXXOperatorCallExpr>(Call) &&
                             llvm::isa_and_nonnull<clang::CXXMethodDecl>(F)
                         ? 1
                         : 0;
    for (unsigned I = Shift; F && I < Call->getNumArgs(); ++I)
      if (I - Shift < F->getNumParams() &&
          F->getParamDecl(I - Shift)->getType()->isReferenceType())
        noteAddress(Call->getArg(I));
    return true;
  }

private:
  void noteAddress(const clang::Expr *E) {
    if (const auto *Ref =
            llvm::dyn_cast<clang::DeclRefExpr>(E->IgnoreParens()))
      if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()))
        AddressTaken.insert(V);
  }
  bool forbid(const clang::Stmt *S, const char *What) {
    Forbidden = S;
    Why = std::string("it has ") + What;
    return false;
  }
};

/// Why a kernel that needs every thread at a point keeps the fibers when
/// some launch runs it thread by thread (PhasedKernels.h), after what it has.
inline const char *const kRunThreadByThread =
    ", and a launch in a macro body (or one that may call several kernels) "
    "runs it thread by thread";

/// What the threads that skip a branch do next.
enum class Fate { Exit, Barrier };

/// Statements split into regions: a compound statement, or the one
/// statement a loop or branch holds without braces (which the lowering
/// adds).
struct Block {
  const clang::Stmt *Key;
  std::vector<const clang::Stmt *> Items;
  clang::SourceLocation Open; ///< Where text after the opening brace goes.
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
  const clang::Stmt *Before = nullptr;
  std::vector<const clang::Stmt *> Statements;
  std::vector<Guard> Guards;
  /// The collective its first statement holds, recorded by the region
  /// before it; the statement calls its phased form to replay it.
  const clang::Expr *Replays = nullptr;
  /// The collective it records at its end, and what the threads that do
  /// not reach it do next.
  const clang::Expr *Record = nullptr;
  Fate RecordFate = Fate::Exit;
  /// Every thread of the block records it, with the same operands.
  bool RecordAlike = false;
  /// The condition of a branch it evaluates at its end, into Flag.
  const clang::Expr *Condition = nullptr;
  unsigned ConditionFlag = 0;
  std::vector<const clang::VarDecl *> Bindings;

  bool empty() const { return Statements.empty() && !Record && !Condition; }
};

/// Where the split is: one frame per block being split.
struct Frame {
  enum Kind { Kernel, Loop, UniformIf, Branch } FrameKind;
  const Block *Items;
  const clang::Stmt *Owner; ///< The loop or if (null for the kernel body).
  Fate BranchFate = Fate::Exit;
};

/// A branch whose condition depends on the thread, lowered to guards.
struct DivergentBranch {
  const clang::IfStmt *If;
  unsigned Flag;
};

/// The analysis of one kernel definition: build() fills the plan, or says
/// why the kernel keeps the fiber path.
class PhasedAnalysis {
public:
  PhasedAnalysis(const clang::FunctionDecl *Kernel, clang::ASTContext &AST,
                 TranslationContext &Context, SyncAnalysis &Sync,
                 bool ThreadByThread)
      : Kernel(Kernel), AST(AST), SM(AST.getSourceManager()),
        Context(Context), Sync(Sync),
        From{SM, Context.options().CpuRuntimeInclude}, Effects(From),
        ThreadByThread(ThreadByThread) {}

  /// PhasedKernels.cpp.
  std::unique_ptr<PhasedPlan> build();

private:
  bool refuse(const clang::Stmt *S, std::string Why) {
    Plan->Refusal = std::move(Why);
    Plan->RefusalLoc = S ? S->getBeginLoc() : Kernel->getLocation();
    return false;
  }

  // --- PhasedRegions.cpp: the body split into regions ---------------------

  /// The block of a body; Open: where braces around a single statement
  /// would open.
  const Block *blockOf(const clang::Stmt *Body, clang::SourceLocation Open);
  bool split(const Block *Items, Frame::Kind Kind, const clang::Stmt *Owner);
  bool addPlainStatement(const clang::Stmt *S);
  /// S when it is a `for` or `while` loop (`#pragma unroll` included).
  static const clang::Stmt *loopOf(const clang::Stmt *S) {
    if (const auto *Attributed = llvm::dyn_cast<clang::AttributedStmt>(S))
      S = Attributed->getSubStmt();
    return llvm::isa<clang::ForStmt, clang::WhileStmt>(S) ? S : nullptr;
  }
  bool splitLoop(const clang::Stmt *Loop);
  bool splitIf(const clang::IfStmt *If);
  bool splitCollectiveStatement(const clang::Stmt *S,
                                const clang::Stmt *Previous);
  bool isBarrierStatement(const clang::Stmt *S);
  bool isBlockLevelDeclaration(const clang::Stmt *S) const;
  bool collectiveIsEvaluatedFirst(const clang::Stmt *S,
                                  const clang::Expr *Call);
  std::optional<Fate> fateAfter(size_t FrameIndex, const clang::Stmt *Item);
  std::optional<Fate> scanForFate(const Block *Items, const clang::Stmt *From,
                                  const clang::Stmt *Until);
  Fate currentFate() const;
  void openRegion(const Block *Items, const clang::Stmt *Before) {
    Current = Region{};
    Current.Parent = Items;
    Current.Before = Before;
    Current.Guards = Guards;
  }
  void closeRegion() {
    if (!Current.empty())
      Regions.push_back(std::move(Current));
    Current = Region{};
  }
  void declareIn(const clang::Stmt *S);

  // --- PhasedUniformity.cpp: values alike across threads -----------------

  bool isConstant(const clang::VarDecl *V) const {
    return V->isConstexpr() || (V->getType().isConstQualified() &&
                                V->isUsableInConstantExpressions(AST));
  }
  bool isUniform(const clang::Expr *E) const;
  bool isUniformDeclaration(const clang::Decl *D) const;
  bool isUniformCall(const clang::CallExpr *Call) const;
  bool isUniformDeclarationStatement(const clang::Stmt *S) const;
  static bool isBuiltinOfBlock(const clang::MemberExpr *Member);
  bool recordedAlike(const clang::Expr *Call) const;
  bool isRecomputable(const clang::Expr *E) const;

  // --- PhasedLocals.cpp: locals that live across regions -----------------

  bool findReplicatedLocals();
  struct ReplicatedType {
    std::string Element; ///< The type of the array's elements.
    std::string Extents; ///< "[4][2]" for a local array, else empty.
    std::string Binding; ///< `T &x`, `const T &x`, `T (&x)[4]`.
    unsigned Bytes;
  };
  std::optional<ReplicatedType> replicatedType(const clang::VarDecl *V) const;
  std::optional<std::string>
  templateParameterExtent(const clang::DependentSizedArrayType *Array) const;
  std::optional<uint64_t> largestInstanceBytes(const clang::VarDecl *V) const;
  std::optional<std::string> recomputedDeclaration(const clang::VarDecl *V);
  /// Whether a parameter of the kernel has V's name.
  bool hasParameterName(const clang::VarDecl *V) const;

  // --- PhasedSourceText.cpp: the kernel's text, copied or spelled again ---

  bool copyable(const clang::Expr *E, const char *What);
  /// E's range in the file (makeFileCharRange of its tokens): invalid when
  /// E is written partly in a macro.
  clang::CharSourceRange fileRangeOf(const clang::Expr *E) const;
  /// Whether E's text is all written in a file being translated.
  bool isWrittenInFile(const clang::Expr *E) const;
  clang::SourceLocation afterStatement(const clang::Stmt *S) const;
  std::optional<unsigned> offsetOf(clang::SourceLocation Loc) const;
  std::string textOf(const clang::Expr *E) const;
  /// The `(` of a call and whether it has written arguments, when the `(`
  /// is written in the file (not in a macro).
  std::optional<std::pair<clang::SourceLocation, bool>>
  openParenOf(const clang::Expr *Call) const;
  /// The text of a collective call with Phase (a PhasedCall) as its first
  /// argument: its phased form.
  std::string phasedForm(const clang::Expr *Call,
                         const std::string &Phase) const;
  std::optional<std::string> respelled(const clang::Expr *Call,
                                       const std::string &Phase) const;
  std::optional<std::string> spelledTokens(clang::SourceLocation Begin,
                                           clang::SourceLocation End) const;
  bool namesEnclosingMacro(clang::SourceLocation Loc,
                           llvm::StringRef Name) const;

  // --- PhasedEdits.cpp: the plan's edits ----------------------------------

  bool makeEdits();

  const clang::FunctionDecl *Kernel;
  clang::ASTContext &AST;
  const clang::SourceManager &SM;
  TranslationContext &Context;
  SyncAnalysis &Sync;
  Origin From;
  mutable SideEffects Effects; /// Memoises what it learns.
  bool ThreadByThread;
  const clang::CompoundStmt *Body = nullptr;
  std::vector<std::unique_ptr<Block>> Blocks;
  KernelScan Scan;
  std::vector<Region> Regions;
  Region Current;
  std::vector<Frame> Frames;
  std::vector<Guard> Guards;
  unsigned Flags = 0;
  std::vector<const clang::Stmt *> Barriers;
  std::vector<DivergentBranch> Branches;
  std::vector<const clang::VarDecl *> UniformVariables; ///< Of enclosing loops.
  /// What the kernel's body modifies (during build()).
  mutable clang::ExprMutationAnalyzer *Mutations = nullptr;
  /// Parameters the kernel modifies: replicated, from a copy of the value
  /// each thread was given.
  std::vector<const clang::ParmVarDecl *> MutatedParameters;
  llvm::DenseMap<const clang::VarDecl *, unsigned> DeclaringRegion;
  llvm::DenseMap<const clang::VarDecl *, const clang::DeclStmt *> Declarations;
  std::vector<const clang::VarDecl *> Replicated;
  llvm::DenseMap<const clang::VarDecl *, ReplicatedType> ReplicatedTypes;
  /// Locals that live across regions but are declared again in each
  /// region that uses them (`int i = blockIdx.x * blockDim.x + threadIdx.x;`):
  /// their declarations.
  llvm::DenseMap<const clang::VarDecl *, std::string> Recomputed;
  std::unique_ptr<PhasedPlan> Plan = std::make_unique<PhasedPlan>();
};

} // namespace phased
} // namespace hipify

#endif
