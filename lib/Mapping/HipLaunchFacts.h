//===- HipLaunchFacts.h - how HIP writes a kernel launch --------*- C++ -*-===//
//
// mappings/facts/hip-launch.yaml: the names a rewritten launch is spelled
// with (hipLaunchKernelGGL, HIP_KERNEL_NAME, dim3), so that no C++ file holds
// them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPLAUNCHFACTS_H
#define HIPIFY_MAPPING_HIPLAUNCHFACTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace hipify {

struct HipLaunchFacts {
  std::string LaunchMacro;
  std::string KernelNameMacro;
  std::string DimensionType;
  std::string DefaultSharedMemory;
  std::string DefaultStream;
};

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<HipLaunchFacts> parseHipLaunchFacts(llvm::StringRef FileName,
                                                   llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts; tested by
/// tests/unit/CudaSourceFactsTest.cpp).
const HipLaunchFacts &hipLaunchFacts();

} // namespace hipify

#endif
