//===- ExportFixes.h - Findings as clang-tidy export-fixes YAML -----------===//
#ifndef HIPIFY_REPORT_EXPORTFIXES_H
#define HIPIFY_REPORT_EXPORTFIXES_H

#include "Core/Finding.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// The YAML `clang-tidy --export-fixes` writes (MainSourceFile, Diagnostics
/// with their Replacements), which clang-apply-replacements and editors read.
void renderExportFixes(llvm::raw_ostream &OS, llvm::StringRef MainSourceFile,
                       llvm::ArrayRef<Finding> Findings);

} // namespace hipify

#endif
