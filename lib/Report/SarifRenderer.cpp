//===- SarifRenderer.cpp --------------------------------------------------===//
#include "Report/SarifRenderer.h"
#include "Core/RuleCatalog.h"
#include "llvm/Support/JSON.h"

namespace hipify {

static llvm::StringRef sarifLevel(Severity S) {
  switch (S) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  }
  return "note";
}

static llvm::json::Object region(const SourceSpan &Span) {
  llvm::json::Object Region{{"startLine", std::max(1u, Span.Line)},
                            {"startColumn", std::max(1u, Span.Column)}};
  if (Span.EndLine >= Span.Line && Span.EndLine) {
    Region["endLine"] = Span.EndLine;
    Region["endColumn"] =
        Span.EndLine == Span.Line ? std::max(Span.Column, Span.EndColumn)
                                  : std::max(1u, Span.EndColumn);
  }
  return Region;
}

void renderSarif(llvm::raw_ostream &OS,
                 llvm::ArrayRef<ReportedFinding> Findings,
                 const SarifOptions &Options) {
  llvm::json::Array Rules;
  for (const RuleInfo &Rule : ruleCatalog())
    Rules.push_back(llvm::json::Object{
        {"id", Rule.Id},
        {"shortDescription", llvm::json::Object{{"text", Rule.Summary}}},
        {"fullDescription", llvm::json::Object{{"text", Rule.Description}}},
        {"helpUri", Options.RulesBaseUri + Rule.Id.str() + ".md"}});

  llvm::json::Array Results;
  for (const ReportedFinding &R : Findings) {
    llvm::json::Object Result{
        {"ruleId", R.F.RuleId},
        {"level", sarifLevel(R.F.Level)},
        {"message", llvm::json::Object{{"text", R.F.Message}}},
        {"partialFingerprints",
         llvm::json::Object{{"hipifyFingerprint/v1", R.Fingerprint}}}};
    for (size_t I = 0; I < ruleCatalog().size(); ++I)
      if (ruleCatalog()[I].Id == R.F.RuleId)
        Result["ruleIndex"] = static_cast<int64_t>(I);
    // Found in a parse against the CUDA facade, whose declarations are
    // HIP's: where CUDA's signatures differ, so could the finding.
    if (Options.ParsedWithCudaFacade)
      Result["properties"] = llvm::json::Object{{"parsedWith", "cuda-facade"}};
    if (!R.F.Span.File.empty())
      Result["locations"] = llvm::json::Array{llvm::json::Object{
          {"physicalLocation",
           llvm::json::Object{
               {"artifactLocation",
                llvm::json::Object{{"uri", R.RelativePath},
                                   {"uriBaseId", "SRCROOT"}}},
               {"region", region(R.F.Span)}}}}};
    Results.push_back(std::move(Result));
  }

  std::string Root = Options.SourceRoot;
  if (Root.empty() || Root.back() != '/')
    Root += '/';
  llvm::json::Object Run{
      {"tool",
       llvm::json::Object{
           {"driver", llvm::json::Object{{"name", "hipify"},
                                         {"version", Options.ToolVersion},
                                         {"rules", std::move(Rules)}}}}},
      {"originalUriBaseIds",
       llvm::json::Object{
           {"SRCROOT", llvm::json::Object{{"uri", "file://" + Root}}}}},
      {"results", std::move(Results)}};
  llvm::json::Object Log{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", llvm::json::Array{std::move(Run)}}};
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Log))) << "\n";
}

void renderJson(llvm::raw_ostream &OS,
                llvm::ArrayRef<ReportedFinding> Findings,
                bool ParsedWithCudaFacade) {
  llvm::json::Array Out;
  for (const ReportedFinding &R : Findings) {
    llvm::json::Object Finding{
        {"rule", R.F.RuleId},
        {"level", severityName(R.F.Level)},
        {"message", R.F.Message},
        {"file", R.RelativePath},
        {"line", R.F.Span.Line},
        {"column", R.F.Span.Column},
        {"endLine", R.F.Span.EndLine},
        {"endColumn", R.F.Span.EndColumn},
        {"fingerprint", R.Fingerprint},
        {"fixable", !R.F.Edits.empty()}};
    if (ParsedWithCudaFacade)
      Finding["parsedWith"] = "cuda-facade";
    Out.push_back(std::move(Finding));
  }
  OS << llvm::formatv("{0:2}",
                      llvm::json::Value(llvm::json::Object{
                          {"findings", std::move(Out)}}))
     << "\n";
}

} // namespace hipify
