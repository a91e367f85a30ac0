//===- SarifRenderer.h - Findings as SARIF 2.1.0 ---------------------------===//
//
// Written with llvm::json rather than clang's SarifDocumentWriter: that one
// needs the SourceManager of a live translation unit, and a check run
// renders Findings of many translation units after they are gone.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_REPORT_SARIFRENDERER_H
#define HIPIFY_REPORT_SARIFRENDERER_H

#include "Check/Baseline.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

struct SarifOptions {
  std::string ToolVersion;
  std::string SourceRoot;   ///< Absolute; results' URIs are relative to it.
  std::string RulesBaseUri; ///< helpUri = RulesBaseUri + "<rule-id>.md".
  /// Each result's properties say "parsedWith": "cuda-facade".
  bool ParsedWithCudaFacade = false;
};

void renderSarif(llvm::raw_ostream &OS,
                 llvm::ArrayRef<ReportedFinding> Findings,
                 const SarifOptions &Options);

/// hipify's own JSON: one object per finding, with its fingerprint.
/// ParsedWithCudaFacade: each finding has "parsedWith": "cuda-facade".
void renderJson(llvm::raw_ostream &OS,
                llvm::ArrayRef<ReportedFinding> Findings,
                bool ParsedWithCudaFacade = false);

} // namespace hipify

#endif
