//===- TextRenderer.cpp ---------------------------------------------------===//
#include "Report/TextRenderer.h"
#include "llvm/ADT/StringMap.h"
#include <map>

namespace hipify {

void renderFinding(llvm::raw_ostream &OS, const Finding &F) {
  if (!F.Span.File.empty()) {
    OS << F.Span.File << ':';
    if (F.Span.Line)
      OS << F.Span.Line << ':' << F.Span.Column << ':';
    OS << ' ';
  }
  OS << severityName(F.Level) << ": " << F.Message << " [" << F.RuleId
     << "]\n";
}

void renderStatistics(llvm::raw_ostream &OS, llvm::StringRef File,
                      llvm::ArrayRef<Finding> Findings,
                      llvm::StringRef Target) {
  // Translated constructs per category, and what is left for the user.
  std::map<std::string, unsigned> Translated;
  unsigned Warnings = 0, Errors = 0, Unsupported = 0;
  for (const Finding &F : Findings) {
    if (F.Level == Severity::Note && !F.Edits.empty())
      ++Translated[categoryName(F.Category).str()];
    if (F.Level == Severity::Warning)
      ++Warnings;
    if (F.Level == Severity::Error)
      ++Errors;
    if (F.RuleId == rules::UnsupportedApi)
      ++Unsupported;
  }
  OS << "hipify statistics for " << File << ":\n";
  OS << "  target: " << Target << "\n";
  unsigned Total = 0;
  for (const char *Category :
       {"function", "type", "enum", "macro", "header", "launch"}) {
    unsigned N = Translated[Category];
    Total += N;
    OS << "  " << Category << ": " << N << " translated\n";
  }
  OS << "  total: " << Total << " translated, " << Unsupported
     << " unsupported, " << Warnings << " warnings, " << Errors
     << " errors\n";
}

} // namespace hipify
