//===- SolveBufferFacts.h - solves that take their analysis' buffer -*- C++ -*-//
//
// mappings/facts/solve-buffers.yaml: the cuSPARSE solves whose hipSPARSE
// counterpart takes, as one more argument, the buffer their analysis call
// was given (SolveBufferWriter adds it).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_SOLVEBUFFERFACTS_H
#define HIPIFY_MAPPING_SOLVEBUFFERFACTS_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

struct SolveBuffer {
  std::string Solve;    ///< The CUDA solve, e.g. cusparseSpSM_solve.
  std::string Analysis; ///< Its analysis, e.g. cusparseSpSM_analysis.
  unsigned Descriptor = 0; ///< 1-based position of the descriptor in both.
  unsigned Buffer = 0;     ///< 1-based position of the buffer in Analysis.
  /// The first HIP release whose solve no longer takes the buffer.
  std::optional<HipVersion> HipBefore;

  bool neededFor(const HipVersion &Target) const {
    return !HipBefore || Target < *HipBefore;
  }
};

/// Parses the facts file; errors read "file:line:col: error: ..." or
/// "file: error: ..." naming the entry.
llvm::Expected<std::vector<SolveBuffer>>
parseSolveBuffers(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts).
const std::vector<SolveBuffer> &solveBuffers();

} // namespace hipify

#endif
