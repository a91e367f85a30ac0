//===- HipReleaseRange.cpp ------------------------------------------------===//
#include "Mapping/HipReleaseRange.h"

namespace hipify {

std::string lastHipRelease(const MappingRow &Row, const MappingTable &Table) {
  if (!Row.isTranslatable() || Row.Hip.empty())
    return "";
  std::optional<HipVersion> Removed = parseVersion(Row.HipRemoved);
  std::string Last;
  for (const HipVersion &V : Table.knownHipVersions())
    if (!Removed || V < *Removed || !Row.NewerHip.empty())
      Last = V.str();
  return Last;
}

} // namespace hipify
