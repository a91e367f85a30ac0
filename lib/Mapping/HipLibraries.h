//===- HipLibraries.h - where an installation keeps HIP's headers -*- C++ -*-=//
//
// mappings/facts/hip-libraries.yaml: for the HIP runtime and each hip*/roc*
// library, the directory under the HIP include directory that holds its
// headers and the header that says it is installed. The Python scripts read
// the same file.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPLIBRARIES_H
#define HIPIFY_MAPPING_HIPLIBRARIES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

struct HipLibrary {
  std::string Name;
  std::string IncludeDir; ///< Relative to the HIP include directory.
  std::string Probe;      ///< A header whose presence says it is installed.
};

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<std::vector<HipLibrary>>
parseHipLibraries(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts; tested by
/// tests/unit/CudaSourceFactsTest.cpp).
const std::vector<HipLibrary> &hipLibraries();

} // namespace hipify

#endif
