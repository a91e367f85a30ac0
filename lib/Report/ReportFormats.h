//===- ReportFormats.h - every format `hipify check` can write -------------===//
//
// A new output format is one renderer and one line in ReportFormats.cpp; the
// command line's --format values and their help come from this list.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_REPORT_REPORTFORMATS_H
#define HIPIFY_REPORT_REPORTFORMATS_H

#include "Check/Baseline.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace hipify {

/// What a renderer may need besides the findings.
struct ReportContext {
  std::string ToolVersion;
  std::string SourceRoot;   ///< Absolute; report paths are relative to it.
  std::string RulesBaseUri; ///< A rule's page is <uri><rule-id>.md.
  /// The sources were parsed against the CUDA facade (docs/facade.md), not
  /// a CUDA installation: every finding says so.
  bool ParsedWithCudaFacade = false;
};

using ReportRenderer = void (*)(llvm::raw_ostream &OS,
                                llvm::ArrayRef<ReportedFinding> Findings,
                                const ReportContext &Context);

struct ReportFormat {
  llvm::StringRef Name;        ///< The --format value.
  llvm::StringRef Description; ///< For --help.
  ReportRenderer Render;
};

/// Every format, the default (text) first.
llvm::ArrayRef<ReportFormat> reportFormats();

} // namespace hipify

#endif
