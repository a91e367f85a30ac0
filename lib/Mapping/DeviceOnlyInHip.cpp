//===- DeviceOnlyInHip.cpp - parse mappings/facts/device-only-in-hip.yaml -===//
#include "Mapping/DeviceOnlyInHip.h"
#include "Mapping/EmbeddedFacts.h"
#include "Mapping/PortDefinitions.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::DeviceOnlyInHip> {
  static void mapping(IO &Io, hipify::DeviceOnlyInHip &E) {
    Io.mapRequired("cuda", E.Cuda);
    Io.mapOptional("type", E.Type);
    Io.mapOptional("hip_host_since", E.HipHostSince);
    Io.mapOptional("definition", E.Definition);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::DeviceOnlyInHip)

namespace hipify {

bool DeviceOnlyInHip::deviceOnlyOn(
    const std::optional<HipVersion> &Target) const {
  std::optional<HipVersion> Since = parseVersion(HipHostSince);
  return !Since || !Target || *Target < *Since;
}

llvm::Expected<std::vector<DeviceOnlyInHip>>
parseDeviceOnlyInHip(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<DeviceOnlyInHip> Entries;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file", "names",
                                   Entries))
    return E;
  llvm::StringSet<> Seen;
  for (const DeviceOnlyInHip &E : Entries) {
    auto Fail = [&](const std::string &Why) {
      return llvm::createStringError(std::errc::invalid_argument,
                                     "%s: error: '%s': %s",
                                     FileName.str().c_str(), E.Cuda.c_str(),
                                     Why.c_str());
    };
    bool Operator = llvm::StringRef(E.Cuda).starts_with("operator");
    if (Operator == E.Type.empty())
      return Fail("an operator needs 'type', a function has none");
    if (!Seen.insert(E.Cuda + '\0' + E.Type).second)
      return Fail("listed twice");
    if (!E.HipHostSince.empty() && !parseVersion(E.HipHostSince))
      return Fail("'hip_host_since' is not a version X.Y");
    if (!E.Definition.empty() && !findDefinitionFor("host", E.Definition))
      return Fail("no entry of mappings/facts/port-definitions.yaml with "
                  "'for: host' defines '" + E.Definition + "'");
  }
  return Entries;
}

const std::vector<DeviceOnlyInHip> &deviceOnlyInHip() {
  static const std::vector<DeviceOnlyInHip> Entries = parseEmbeddedFacts(
      "mappings/facts/device-only-in-hip.yaml", parseDeviceOnlyInHip);
  return Entries;
}

const DeviceOnlyInHip *findDeviceOnlyInHip(llvm::StringRef Cuda,
                                           llvm::StringRef Type) {
  for (const DeviceOnlyInHip &E : deviceOnlyInHip())
    if (E.Cuda == Cuda && E.Type == Type)
      return &E;
  return nullptr;
}

} // namespace hipify
