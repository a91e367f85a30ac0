//===- HipNameIndex.h - which names the installed HIP headers declare -----===//
//
// A user's mapping file may name a HIP API that the installed HIP does not
// have; the translation would then not compile. The index collects every
// identifier of the installed HIP headers (HIP runtime and the hip*/roc*
// libraries), so such rows are reported when the file is loaded.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPNAMEINDEX_H
#define HIPIFY_MAPPING_HIPNAMEINDEX_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/StringSet.h"
#include <string>
#include <vector>

namespace hipify {

class HipNameIndex {
public:
  /// Indexes the HIP headers under IncludeDir (hip/, hiprand/, hipsparse/,
  /// rocrand/, rocprim/, hipblas/, ... whichever exist).
  explicit HipNameIndex(std::string IncludeDir);

  /// Warnings, one per row whose HIP name (or header) is not installed, in
  /// the form "file:line:col: warning: ...". Unverified rows are skipped.
  std::vector<std::string> check(const std::vector<MappingRow> &Rows) const;

private:
  std::string IncludeDir;
  llvm::StringSet<> Names;
};

} // namespace hipify

#endif
