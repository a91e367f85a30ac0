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
// The rules of lib/Check/fixes make those rewrites, one class per rule
// (HIPIFY_FIX_CLASS in Core/Rules.def), run by the WarpFixes pass. This
// header has what they share: which warp function a call is, and whether
// the device function around it was written for 32 lanes (docs/warp-width.md).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_WARPFIX_H
#define HIPIFY_CHECK_WARPFIX_H

#include "Check/CheckRule.h"
#include "Mapping/WarpFunctions.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include <string>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace hipify {

struct WarpCall {
  WarpFunction Function = WarpFunction::None;
  bool TakesMask = false; ///< The first argument is a lane mask (*_sync).
  bool isShuffle() const {
    return Function == WarpFunction::ShuffleIndex ||
           Function == WarpFunction::ShuffleUp ||
           Function == WarpFunction::ShuffleDown ||
           Function == WarpFunction::ShuffleXor;
  }
  /// Shuffles: the index of the width argument (after value and lane).
  unsigned widthArgument() const { return TakesMask ? 3 : 2; }
  /// Shuffles: the index of the shuffled value.
  unsigned valueArgument() const { return TakesMask ? 1 : 0; }
};

/// The warp function a call names (mappings/facts/warp-functions.yaml), if
/// CUDA declares its callee.
WarpCall classifyWarpCall(const clang::CallExpr &Call,
                          const TranslationContext &Context);

/// What a device function's source says about the warp width it assumes.
struct WarpWidthIntent {
  enum Kind {
    ThirtyTwoLanes, ///< No warpSize: written for CUDA's 32 lanes.
    Generic,        ///< warpSize, and no literal 32-lane arithmetic.
    Mixed,          ///< warpSize and literal 32-lane arithmetic both.
  } Width = ThirtyTwoLanes;
  clang::SourceLocation WarpSizeUse; ///< Generic, Mixed: the first warpSize.
  clang::SourceLocation Assumption;  ///< Mixed: the first 32-lane literal.
  std::string AssumptionText;        ///< "& 31", "% 32", "0xffffffff", ...
};

/// The rewrite of warp calls in device code written for 32-lane warps.
class WarpFix : public CheckRule {
public:
  using CheckRule::CheckRule;
  /// Matches the calls of warp functions in device code, binding the call
  /// "call" and its function "function": what every fix's run() gets.
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;

protected:
  /// What the function around a call assumes (computed once a function).
  const WarpWidthIntent &intentOf(const clang::FunctionDecl &Function);
  /// The call of registerMatchers' match, if its function was written
  /// for 32 lanes and it is in a translated file.
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

  /// The lane's first lane in its 32-lane group: 0 or 32 on a wavefront.
  static constexpr const char *GroupShift = "(__lane_id() & 32)";

private:
  llvm::DenseMap<const clang::FunctionDecl *, WarpWidthIntent> Intents;
};

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

#define HIPIFY_FIX_CLASS(Enumerator)                                           \
  std::unique_ptr<WarpFix> make##Enumerator##Fix(TranslationContext &Context,  \
                                                 const RuleInfo &Rule);
#include "Core/Rules.def"

} // namespace hipify

#endif
