//===- WarpFix.h - one rewrite of warp code as one AST rule -----*- C++ -*-===//
//
// A CUDA warp has 32 lanes; an AMD CDNA wavefront has 64. Code written for
// 32 lanes (lane = tid & 31, offsets from 16, 32-bit ballots) still computes
// what it computed on CUDA when every warp function in it acts on the lane's
// 32-lane group of the wavefront, its logical warp: shuffles get the width
// 32, votes take the group's 32 bits, masks move onto the group. Everything
// else (indices, per-warp arrays, `lane == 0` writes) then needs no change,
// which is why the port keeps 32-lane groups instead of rewriting the
// arithmetic for 64 lanes: the rewrite is local to each warp call and exact.
//
// The rules of lib/WarpFix/fixes make those rewrites, one class per rule
// (HIPIFY_FIX_CLASS in Core/Rules.def), run by the WarpFixes pass. They
// share one WarpFixPlan, which decides per call graph what each device
// function gets (docs/warp-width.md); this header has the rest they share.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_WARPFIX_H
#define HIPIFY_WARPFIX_WARPFIX_H

#include "Translate/RuleMatcher.h"
#include "WarpFix/WarpFixPlan.h"
#include "llvm/ADT/DenseSet.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <optional>
#include <string>

namespace hipify {

/// The rewrite of warp calls in device code written for 32-lane warps.
class WarpFix : public RuleMatcher {
public:
  WarpFix(TranslationContext &Context, const RuleInfo &Rule,
          WarpFixPlan &Plan)
      : RuleMatcher(Context, Rule), Plan(Plan) {}
  /// Matches the calls of warp functions in device code, binding the call
  /// "call" and its function "function": what every fix's run() gets.
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;

protected:
  /// The call of registerMatchers' match, if the plan keeps its function's
  /// warps as 32-lane groups and it is in a translated file.
  const clang::CallExpr *
  thirtyTwoLaneCall(const clang::ast_matchers::MatchFinder::MatchResult &R,
                    WarpCall &Kind);

  /// Rewrites Whole as Template over Pieces ("$1" is the first piece, each
  /// with the edits made inside it), owned by a Finding of the rule with
  /// Message. False when the construct straddles a macro and its use.
  bool rewrite(clang::SourceRange Whole,
               llvm::ArrayRef<clang::SourceRange> Pieces,
               llvm::StringRef Template, std::string Message);
  /// A warning of the rule at Where: a rewrite that could not be placed.
  void reportUnplaced(clang::SourceLocation Where, std::string Message);

  /// The HIP name the retargeted tables give a CUDA name ("" if none).
  std::string hipNameOf(llvm::StringRef Cuda) const;
  /// Whether the target HIP keeps the masks of the *_sync functions (6.2
  /// and later); an older one has the mask-less forms.
  bool targetKeepsMasks() const;

  static constexpr const char *GroupShift = WarpFixPlan::GroupShift;

  WarpFixPlan &Plan;
};

/// A rule that works on whole device functions (their plan), once each:
/// a template's instantiations share their pattern's plan.
class WarpFunctionFix : public WarpFix {
public:
  using WarpFix::WarpFix;
  /// Matches every definition of a device function.
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

protected:
  /// Called once for each function (its plan's key).
  virtual void runOnFunction(const clang::FunctionDecl &Function,
                             const WarpFunctionPlan &FunctionPlan) = 0;

private:
  llvm::DenseSet<const clang::FunctionDecl *> Done;
};

/// The for loop that steps a shuffle's offset: `for (int o = 16; o > 0;
/// o /= 2)` (halving; also >>= 1, o = o / 2) or `for (int m = 1; m < 32;
/// m *= 2)` (doubling), its variable declared in the loop's init with a
/// constant start.
struct ShuffleLoop {
  const clang::ForStmt *Loop = nullptr;
  const clang::VarDecl *Var = nullptr;
  uint64_t Start = 0;
  bool Halving = true;
};
std::optional<ShuffleLoop> shuffleLoopOf(const clang::Expr &Offset,
                                         clang::ASTContext &AST);

/// Whether a shuffle's lane offset (or xor mask) never reaches another
/// 32-lane group: a constant below 32, or the variable of the enclosing for
/// loop that starts at a constant of at most 16 and halves, or starts at 1
/// and doubles while below 32.
bool staysInGroup(const clang::Expr &Offset, clang::ASTContext &AST);

/// Whether a __shfl_down's result is folded into the variable it shuffles
/// (v += __shfl_down(v, o), v = max(v, __shfl_down(v, o))): a tree
/// reduction, whose lane 0 result is exact at 32 and at 64 lanes when the
/// offsets stay in the group.
bool foldsIntoShuffledValue(const clang::CallExpr &Call,
                            const WarpCall &Kind, clang::ASTContext &AST);

/// How many arguments a call has written (default arguments left out).
unsigned writtenArguments(const clang::CallExpr &Call);

/// hipify-warp-shuffle-width: a shuffle without a width that may read
/// another 32-lane group (anything but the in-group xor butterflies and
/// shuffle-down folds above).
bool shuffleNeedsWidth(const clang::CallExpr &Call, const WarpCall &Kind,
                       clang::ASTContext &AST);
/// hipify-warp-mask-group: a 32-bit mask of a *_sync call that the target
/// keeps (HIP 6.2, or a definition of the port's that takes a mask).
bool maskMovedOntoGroup(const clang::CallExpr &Call, const WarpCall &Kind,
                        clang::ASTContext &AST,
                        const TranslationContext &Context);
/// The *_sync call whose mask is Call (a lane mask: __activemask(),
/// __ballot_sync(...)), if it is one. hipify-warp-mask-group keeps such a
/// mask 64 bits wide and restricts it to the lane's group, instead of
/// hipify-warp-vote-group taking its 32 bits.
const clang::CallExpr *syncCallMaskedBy(const clang::CallExpr &Call,
                                        clang::ASTContext &AST,
                                        const TranslationContext &Context);
/// Whether keeping 32-lane groups edits this warp call (any of the rules).
bool groupRulesEdit(const clang::CallExpr &Call, clang::ASTContext &AST,
                    const TranslationContext &Context);

#define HIPIFY_FIX_CLASS(Enumerator)                                           \
  std::unique_ptr<WarpFix> make##Enumerator##Fix(                              \
      TranslationContext &Context, const RuleInfo &Rule, WarpFixPlan &Plan);
#include "Core/Rules.def"

} // namespace hipify

#endif
