//===- ExportFixes.cpp ----------------------------------------------------===//
#include "Report/ExportFixes.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/YAMLTraits.h"

namespace hipify {

void renderExportFixes(llvm::raw_ostream &OS, llvm::StringRef MainSourceFile,
                       llvm::ArrayRef<Finding> Findings) {
  using clang::tooling::Diagnostic;
  clang::tooling::TranslationUnitDiagnostics TU;
  TU.MainSourceFile = MainSourceFile.str();
  for (const Finding &F : Findings) {
    Diagnostic::Level Level = F.Level == Severity::Error ? Diagnostic::Error
                              : F.Level == Severity::Warning
                                  ? Diagnostic::Warning
                                  : Diagnostic::Remark;
    Diagnostic D;
    D.DiagnosticName = F.RuleId;
    D.DiagLevel = Level;
    D.Message.Message = F.Message;
    D.Message.FilePath = F.Span.File;
    D.Message.FileOffset = F.Span.Offset;
    for (const clang::tooling::Replacement &R : F.Edits)
      llvm::cantFail(D.Message.Fix[R.getFilePath()].add(R));
    TU.Diagnostics.push_back(std::move(D));
  }
  llvm::yaml::Output YAML(OS);
  YAML << TU;
}

} // namespace hipify
