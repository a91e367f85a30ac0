//===- Half2Members.cpp - parse mappings/facts/half2-members.yaml ---------===//
#include "Mapping/Half2Members.h"
#include "Mapping/EmbeddedFacts.h"
#include "Mapping/PortDefinitions.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::Half2Member> {
  static void mapping(IO &Io, hipify::Half2Member &E) {
    Io.mapRequired("type", E.Type);
    Io.mapRequired("member", E.Member);
    Io.mapRequired("hip_half_since", E.HipHalfSince);
    Io.mapRequired("read", E.Read);
    Io.mapRequired("any_read", E.AnyRead);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::Half2Member)

namespace hipify {

bool Half2Member::rawBitsOn(const std::optional<HipVersion> &Target) const {
  std::optional<HipVersion> Since = parseVersion(HipHalfSince);
  return !Target || !Since || *Target < *Since;
}

llvm::Expected<std::vector<Half2Member>>
parseHalf2Members(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<Half2Member> Entries;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file", "members",
                                   Entries))
    return E;
  llvm::StringSet<> Seen;
  for (const Half2Member &E : Entries) {
    auto Fail = [&](const std::string &Why) {
      return llvm::createStringError(
          std::errc::invalid_argument, "%s: error: '%s.%s': %s",
          FileName.str().c_str(), E.Type.c_str(), E.Member.c_str(),
          Why.c_str());
    };
    if (!Seen.insert(E.Type + '.' + E.Member).second)
      return Fail("listed twice");
    if (!parseVersion(E.HipHalfSince))
      return Fail("'hip_half_since' is not a version X.Y");
    if (E.Read.empty())
      return Fail("'read' names no function");
    if (!findDefinitionFor("template", E.AnyRead))
      return Fail("no entry of mappings/facts/port-definitions.yaml with "
                  "'for: template' defines '" + E.AnyRead + "'");
  }
  return Entries;
}

const std::vector<Half2Member> &half2Members() {
  static const std::vector<Half2Member> Entries = parseEmbeddedFacts(
      "mappings/facts/half2-members.yaml", parseHalf2Members);
  return Entries;
}

const Half2Member *findHalf2Member(llvm::StringRef Type,
                                   llvm::StringRef Member) {
  for (const Half2Member &E : half2Members())
    if (E.Type == Type && E.Member == Member)
      return &E;
  return nullptr;
}

} // namespace hipify
