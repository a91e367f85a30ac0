//===- WarpFixPlan.h - what the port does with each function's warp code --===//
//
// The warp fixes decide per call graph, not per function: a helper written
// for 32-lane warps and the function written with warpSize that calls it
// must agree on what a warp is, or the port computes with two widths at
// once. WarpFixPlan analyses a translation unit once. The device functions
// whose results depend on the warp width (warp functions, warpSize, lane and
// warp arithmetic with 32, 31 or 5, tiles of 32) are linked by their calls
// into components, and each component gets one decision:
//
//   Untouched     no 32-lane assumption (written with warpSize, or no warp
//                 code): left as written, it is right at any width;
//   Groups        written for 32-lane warps: every warp function acts on the
//                 lane's 32-lane group of the wavefront (WarpFix.h says why);
//                 when the component also uses warpSize, warpSize becomes
//                 32, CUDA's value, so that both halves agree; so it does
//                 where warpSize is the width of the block's rows
//                 (`threadIdx.y * warpSize`) and the kernels' launches give
//                 blocks a width written as a number (KernelLaunches.h);
//   WidthGeneric  a block reduction whose result does not depend on the warp
//                 width (WarpFixBlockReduction.h): rewritten for warpSize;
//   Reported      a rewrite would not be safe (a lane mask handed to code
//                 the port cannot see, a macro shared with code of another
//                 decision, a warp call split between a macro and its use):
//                 left as written, with the reason, never half rewritten.
//
// Every pass that needs the decisions (the fixes, hipify-warp-size-
// assumption) makes its own plan: the plan is a function of the AST and the
// options, so two plans of one translation unit agree.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_WARPFIXPLAN_H
#define HIPIFY_WARPFIX_WARPFIXPLAN_H

#include "Mapping/WarpFunctions.h"
#include "Translate/TranslationContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
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
  /// Whether the result is a lane mask (ballot, active mask, match).
  bool returnsLaneMask() const {
    return Function == WarpFunction::Ballot ||
           Function == WarpFunction::ActiveMask ||
           Function == WarpFunction::MatchAny ||
           Function == WarpFunction::MatchAll;
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

/// What a device function's own source says about the warp width.
struct WarpWidthIntent {
  bool UsesWarpSize = false;    ///< Names warpSize.
  bool UsesWavefrontSize = false; ///< Names __AMDGCN_WAVEFRONT_SIZE.
  clang::SourceLocation WarpSizeUse; ///< The first warpSize.
  /// warpSize tokens written in the body (file locations); uses that come
  /// from macros are counted in WarpSizeInMacros.
  std::vector<clang::SourceLocation> WarpSizeTokens;
  unsigned WarpSizeInMacros = 0;
  clang::SourceLocation Assumption; ///< The first 32-lane literal.
  std::string AssumptionText;       ///< "& 31", "% 32", "0xffffffff", ...
  bool HasWarpCalls = false;        ///< Any warp function but __syncwarp.
  /// The first `threadIdx.y * warpSize`: warpSize taken as the width of the
  /// block's rows, which the host sets (KernelLaunches).
  clang::SourceLocation RowWidth;
  std::string RowWidthText;
  /// Whether the function assumes 32-lane warps: 32-lane literals, or warp
  /// functions without warpSize.
  bool assumes32() const {
    return Assumption.isValid() || (HasWarpCalls && !UsesWarpSize);
  }
  bool dependsOnWidth() const {
    return UsesWarpSize || UsesWavefrontSize || Assumption.isValid() ||
           HasWarpCalls;
  }
};

enum class WarpDecision { Untouched, Groups, WidthGeneric, Reported };

/// Why a function's warp code is left as written, or what to look at.
struct WarpReason {
  clang::SourceLocation Where;
  std::string Message;
};

/// One edit of the width-generic rewrite: Range becomes Template, "$1" the
/// text of Piece (WarpFix::rewrite).
struct WarpEdit {
  clang::SourceRange Range;
  std::string Template;
  std::vector<clang::SourceRange> Pieces;
};

struct WarpFunctionPlan {
  WarpDecision Decision = WarpDecision::Untouched;
  /// warpSize becomes 32: the component mixes warpSize and 32-lane code
  /// (Groups), or takes warpSize as the width of blocks the host launches
  /// with a width it wrote as a number; WhyWarpSize32 says why, for the
  /// message.
  bool WarpSizeTo32 = false;
  std::string WhyWarpSize32;
  /// WidthGeneric: the edits, and what the note says.
  std::vector<WarpEdit> GenericEdits;
  std::string GenericSummary;
  /// The function's component has warp functions (other than __syncwarp):
  /// without them, 32-lane arithmetic is only indexing, which no decision
  /// changes.
  bool HasWarpCode = false;
  /// Reported: why (the first is the decisive one). Other decisions may
  /// have reasons too, which do not block the rewrite (a warp call in an
  /// inactive #if branch).
  std::vector<WarpReason> Reasons;
  bool rewritesWarpCalls() const { return Decision == WarpDecision::Groups; }
  /// Whether the port's warp fixes make this function's warp code compute
  /// what it computes on CUDA, at 32 and at 64 lanes.
  bool portIsExact() const {
    return HasWarpCode && (Decision == WarpDecision::Groups ||
                           Decision == WarpDecision::WidthGeneric);
  }
};

class WarpFixPlan {
public:
  explicit WarpFixPlan(TranslationContext &Context);
  ~WarpFixPlan();

  /// The plan of a device function (of its template pattern); the whole
  /// translation unit is analysed at the first call.
  const WarpFunctionPlan &planOf(const clang::FunctionDecl &Function);
  /// The intent the plan found for a function.
  const WarpWidthIntent &intentOf(const clang::FunctionDecl &Function);

  /// An inactive preprocessor branch (from the WarpFixes pass's callbacks):
  /// warp calls there are reported, the parser never saw them.
  void noteSkippedRange(clang::SourceRange Range);

  /// The lane's first lane in its 32-lane group: 0 or 32 on a wavefront.
  static constexpr const char *GroupShift = "(__lane_id() & 32)";

private:
  struct Analysis;
  void analyse(clang::ASTContext &AST);

  TranslationContext &Context;
  std::unique_ptr<Analysis> Result;
  std::vector<clang::SourceRange> SkippedRanges;
};

/// The function whose pattern stands for F in the plan.
const clang::FunctionDecl *planKey(const clang::FunctionDecl &F);

} // namespace hipify

#endif
