//===- Baseline.h - fingerprints and baselines of findings ----------------===//
//
// A CI gate must fail only on new findings. A finding's fingerprint hashes
// its rule, its file (relative to the source root) and the text of its line
// (not the line number), plus its rank among identical ones, so that it
// survives unrelated edits that shift lines.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_BASELINE_H
#define HIPIFY_CHECK_BASELINE_H

#include "Core/Finding.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// A finding ready for reports: the file relative to the source root, and
/// its fingerprint.
struct ReportedFinding {
  Finding F;
  std::string RelativePath;
  std::string Fingerprint;
};

/// Computes relative paths and fingerprints. FileText returns a file's text.
std::vector<ReportedFinding>
fingerprintFindings(std::vector<Finding> Findings, llvm::StringRef SourceRoot,
                    llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                        FileText);

/// Path relative to Root when inside it, else the path unchanged; always
/// with '/' separators.
std::string relativeToRoot(llvm::StringRef Path, llvm::StringRef Root);

/// Writes a baseline file holding every finding's fingerprint.
llvm::Error writeBaseline(llvm::StringRef Path,
                          llvm::ArrayRef<ReportedFinding> Findings);

/// Reads the fingerprints of a baseline file; a malformed file is an error
/// naming it.
llvm::Expected<llvm::StringSet<>> readBaseline(llvm::StringRef Path);

} // namespace hipify

#endif
