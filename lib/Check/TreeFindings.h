//===- TreeFindings.h - what `check` says about a tree, once --------------===//
//
// `hipify check DIR` checks each translation unit on its own, and a header
// that several units include is checked by each: its findings come back
// once per unit (one header's line was reported eight times on
// cuda-samples). And a unit may include headers that are no CUDA code at
// all (a Windows d3dx12.h, parsed without its platform's headers, gave
// thousands of parse errors). The units' findings are merged here: each
// finding once, and only in CUDA code.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_TREEFINDINGS_H
#define HIPIFY_CHECK_TREEFINDINGS_H

#include "Core/Finding.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace hipify {

/// Removes the findings that repeat an earlier one: the same rule, file
/// (however its path is spelled), line, column and message. Returns how many
/// were removed.
unsigned removeDuplicateFindings(std::vector<Finding> &Findings);

/// A header that is no CUDA code, whose findings were not reported.
struct NonCudaHeader {
  std::string File; ///< As its first finding spelled it.
  unsigned Findings = 0;
  unsigned Errors = 0;
};

/// Removes the findings located in headers that are not CUDA code (no CUDA
/// in their name or text, Mapping/SourceLanguage.h), other than the files
/// checked themselves (Checked), and says which headers those were.
/// FileText gives a file's contents.
std::vector<NonCudaHeader> removeNonCudaHeaderFindings(
    std::vector<Finding> &Findings, llvm::ArrayRef<std::string> Checked,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> FileText);

} // namespace hipify

#endif
