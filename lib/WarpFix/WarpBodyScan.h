//===- WarpBodyScan.h - what one device function says about warps ---------===//
//
// The per-function half of WarpFixPlan's analysis: which device functions
// the translation unit defines, and what each body says about the warp
// width (its warp calls, the first 32-lane literal, warpSize seen in the
// AST and in the tokens, the device functions it calls, lane masks handed
// to code the port cannot see). It reads one body at a time and decides
// nothing; WarpFixPlan.cpp links the functions into call-graph components
// and decides for each, so a reader of either file holds one job.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_WARPBODYSCAN_H
#define HIPIFY_WARPFIX_WARPBODYSCAN_H

#include "WarpFix/WarpFixPlan.h"
#include "clang/Basic/SourceLocation.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace hipify {

/// What one function body says about warps.
struct WarpBodyFacts {
  clang::SourceLocation Assumption; ///< The first 32-lane literal.
  std::string AssumptionText;
  /// The first `threadIdx.y * warpSize` (WarpWidthIntent::RowWidth).
  clang::SourceLocation RowWidth;
  std::string RowWidthText;
  std::vector<const clang::CallExpr *> WarpCalls;
  bool WarpSizeRef = false; ///< CUDA's warpSize, seen in the AST.
  unsigned WarpSizeInMacros = 0;
  /// The user's device functions it calls (their planKey).
  std::vector<const clang::FunctionDecl *> Callees;
  /// Lane masks handed to functions without a definition.
  std::vector<WarpReason> UnseenMaskUses;
  bool TileCollectives = false; ///< A cooperative-groups tile's collective.
  /// The first lane mask kept in fewer than 64 bits: the assumption when
  /// the function shows no other.
  clang::SourceLocation NarrowMask;
  std::string NarrowMaskText;
};

/// Scans one body (template instantiations included).
WarpBodyFacts scanWarpBody(const clang::Stmt *Body,
                           const clang::ASTContext &AST,
                           const TranslationContext &Context);

/// Every definition of a device function in the user's code, instantiations
/// included; the CUDA headers are not entered.
std::vector<const clang::FunctionDecl *>
collectDeviceFunctions(clang::ASTContext &AST, const clang::SourceManager &SM,
                       const TranslationContext &Context);

/// warpSize and __AMDGCN_WAVEFRONT_SIZE by token: with some CUDA headers
/// warpSize is a macro for 32, which the AST does not show. A variable of
/// the program named warpSize is not CUDA's and is skipped.
void scanWarpSizeTokens(const clang::FunctionDecl &F,
                        const clang::SourceManager &SM,
                        const clang::LangOptions &LO,
                        const TranslationContext &Context,
                        WarpWidthIntent &Intent);

} // namespace hipify

#endif
