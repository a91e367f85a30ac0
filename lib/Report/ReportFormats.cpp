//===- ReportFormats.cpp --------------------------------------------------===//
#include "Report/ReportFormats.h"
#include "Report/SarifRenderer.h"
#include "Report/TextRenderer.h"

namespace hipify {

static void renderText(llvm::raw_ostream &OS,
                       llvm::ArrayRef<ReportedFinding> Findings,
                       const ReportContext &) {
  for (const ReportedFinding &R : Findings)
    renderFinding(OS, R.F);
}

static void renderHipifyJson(llvm::raw_ostream &OS,
                             llvm::ArrayRef<ReportedFinding> Findings,
                             const ReportContext &Context) {
  renderJson(OS, Findings, Context.ParsedWithCudaFacade);
}

static void renderSarifLog(llvm::raw_ostream &OS,
                           llvm::ArrayRef<ReportedFinding> Findings,
                           const ReportContext &Context) {
  renderSarif(OS, Findings,
              {Context.ToolVersion, Context.SourceRoot, Context.RulesBaseUri,
               Context.ParsedWithCudaFacade});
}

static const ReportFormat Formats[] = {
    {"text", "one line per finding, as compilers write them (default)",
     renderText},
    {"json", "hipify's JSON: one object per finding, with its fingerprint",
     renderHipifyJson},
    {"sarif", "SARIF 2.1.0, for code-scanning services", renderSarifLog},
};

llvm::ArrayRef<ReportFormat> reportFormats() { return Formats; }

} // namespace hipify
