//===- WarpFixBlockReductionParts.h - the pieces of a block reduction -----===//
//
// What WarpFixBlockReduction.cpp's recogniser is made of: the fold
// operations, and the state of one kernel's recognition with the tests
// that recognise one piece of the pattern (a lane or warp index, a fold
// loop, a test of the warp count, the identity, a converged statement).
// The walk over a whole kernel that puts them together, and the entry
// point, are in WarpFixBlockReduction.cpp; the pieces are apart so that
// each file reads as one job. Only those two files include this header.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_WARPFIXBLOCKREDUCTIONPARTS_H
#define HIPIFY_WARPFIX_WARPFIXBLOCKREDUCTIONPARTS_H

#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpFixPlan.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hipify {
namespace block_reduction {

/// The operation a fold combines with.
enum class FoldOp { Add, Mul, And, Or, Xor, Max, Min };

const char *spelling(FoldOp Op);
/// Whether combining values of type T with Op gives the same result in any
/// order: integer arithmetic wraps exactly; floating point only for min and
/// max.
bool isExact(FoldOp Op, clang::QualType T);
/// The fold operation of a compound assignment or binary operator.
std::optional<FoldOp> compoundOp(clang::BinaryOperatorKind Kind);
/// The fold operation of a call of max or min (and their typed forms).
std::optional<FoldOp> callOp(const clang::CallExpr &Call);
/// E without parentheses and implicit casts (null stays null).
const clang::Expr *bare(const clang::Expr *E);
/// The local variable E names, if it names one.
const clang::VarDecl *localVariable(const clang::Expr *E);
/// A statement inside a `for` or `if` may be the body itself or the only
/// statement of a compound body.
const clang::Stmt *onlyStatement(const clang::Stmt *S);

/// The recogniser's state for one kernel.
class KernelReduction {
public:
  KernelReduction(const clang::FunctionDecl &Kernel, clang::ASTContext &AST,
                  const TranslationContext &Context, bool KeepsMasks,
                  const std::map<const clang::FunctionDecl *, FoldOp> &Helpers)
      : Kernel(Kernel), AST(AST), Context(Context), SM(AST.getSourceManager()),
        KeepsMasks(KeepsMasks), Helpers(Helpers) {}

  /// Why the kernel is not the pattern ("" when it is).
  std::string Failure;
  std::vector<WarpEdit> Edits;
  FoldOp Op = FoldOp::Add;
  clang::QualType ValueType;
  unsigned Stages = 0; ///< 2: warps, then the partials; 1: warps, atomics.

  bool recognise(llvm::ArrayRef<const clang::CallExpr *> WarpCalls);
  /// A fold loop of a value: shuffle, its loop, and the loop's edits.
  bool foldLoop(const clang::CallExpr &Call, const clang::VarDecl *&Value,
                FoldOp &Op, const clang::Stmt *&Loop,
                std::vector<WarpEdit> &LoopEdits);

private:
  bool fail(std::string Why) {
    if (Failure.empty())
      Failure = std::move(Why);
    return false;
  }
  const clang::Stmt *parentStmt(const clang::Stmt &S) const;
  const clang::Expr *parentExpr(const clang::Expr &E) const;
  /// The range an edit of E takes: E where it is written, or the name of
  /// an object-like macro that is all of E.
  std::optional<clang::SourceRange> editable(const clang::Expr &E) const;
  bool replace(const clang::Expr &E, std::string Text);
  bool isTid(const clang::Expr *E) const {
    return isBuiltin(E, "threadIdx", "x") ||
           (localVariable(E) && TidVariables.count(localVariable(E)));
  }
  bool isLane(const clang::Expr *E) const {
    return LaneExprs.count(bare(E)) ||
           (localVariable(E) && LaneVariables.count(localVariable(E)));
  }
  bool isWarp(const clang::Expr *E) const {
    return WarpExprs.count(bare(E)) ||
           (localVariable(E) && WarpVariables.count(localVariable(E)));
  }
  bool isWarpCount(const clang::Expr *E) const {
    return CountExprs.count(bare(E)) ||
           (localVariable(E) && CountVariables.count(localVariable(E)));
  }
  bool isZero(const clang::Expr *E) const {
    return integerConstant(E, AST) == 0u;
  }
  /// `x == 0` for x accepted by Is (either side).
  template <typename Pred>
  bool isZeroTest(const clang::Expr *Cond, Pred Is) const {
    const auto *Op = clang::dyn_cast_or_null<clang::BinaryOperator>(bare(Cond));
    if (!Op || Op->getOpcode() != clang::BO_EQ)
      return false;
    return (Is(Op->getLHS()) && isZero(Op->getRHS())) ||
           (Is(Op->getRHS()) && isZero(Op->getLHS()));
  }
  /// `lane < count`, `tid < count`: the lanes of the second stage that hold
  /// a partial.
  bool isInCountTest(const clang::Expr *Cond, const clang::Expr *&Index) const;
  /// `warp == 0`, `tid < 32`: a test that keeps whole warps.
  bool isFirstWarpTest(const clang::Expr *Cond) const;
  bool isIdentity(const clang::Expr *E) const;
  /// Whether S runs where every lane of a warp does.
  bool converged(const clang::Stmt &S) const;
  /// The `if` conditions around S, innermost first, up to the kernel body.
  std::vector<const clang::Expr *> guards(const clang::Stmt &S) const;
  bool before(const clang::Stmt *A, const clang::Stmt *B) const {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  }
  const clang::Stmt *statementOf(const clang::Expr &E) const;

  const clang::FunctionDecl &Kernel;
  clang::ASTContext &AST;
  const TranslationContext &Context;
  const clang::SourceManager &SM;
  bool KeepsMasks;
  const std::map<const clang::FunctionDecl *, FoldOp> &Helpers;
  std::set<const clang::VarDecl *> TidVariables, LaneVariables, WarpVariables,
      CountVariables;
  std::set<const clang::Expr *> LaneExprs, WarpExprs, CountExprs,
      FirstWarpTests;
  std::set<const clang::IntegerLiteral *> Explained;
  std::set<const clang::BinaryOperator *> ExplainedShifts;
};

} // namespace block_reduction
} // namespace hipify

#endif
