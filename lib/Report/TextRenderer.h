//===- TextRenderer.h - Findings as compiler-style text --------------------===//
#ifndef HIPIFY_REPORT_TEXTRENDERER_H
#define HIPIFY_REPORT_TEXTRENDERER_H

#include "Core/Finding.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// `file:line:col: warning: message [rule-id]`, as clang prints diagnostics.
void renderFinding(llvm::raw_ostream &OS, const Finding &F);

/// Per-category counts of what was translated, and of warnings and errors.
/// Target names the HIP the translation is for.
void renderStatistics(llvm::raw_ostream &OS, llvm::StringRef File,
                      llvm::ArrayRef<Finding> Findings,
                      llvm::StringRef Target);

} // namespace hipify

#endif
