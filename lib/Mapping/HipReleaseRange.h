//===- HipReleaseRange.h - the releases that have a row's HIP name ---------===//
//
// `hipify query` and the generated docs/api pages say, per row, the first and
// the last HIP release whose headers declare its HIP name: hip_since (or the
// oldest release the tables know) up to the release before hip_removed (or the
// newest they know).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPRELEASERANGE_H
#define HIPIFY_MAPPING_HIPRELEASERANGE_H

#include "Mapping/MappingTable.h"
#include <string>

namespace hipify {

/// The last release the tables know that has Row's HIP name; "" for a row
/// without one.
std::string lastHipRelease(const MappingRow &Row, const MappingTable &Table);

} // namespace hipify

#endif
