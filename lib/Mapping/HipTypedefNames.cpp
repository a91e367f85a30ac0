//===- HipTypedefNames.cpp - parse mappings/facts/hip-typedef-names.yaml --===//
#include "Mapping/HipTypedefNames.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/StringSet.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::HipTypedefNames> {
  static void mapping(IO &Io, hipify::HipTypedefNames &F) {
    Io.mapRequired("typedef_names", F.TypedefOnly);
    Io.mapRequired("pointer_names", F.Pointers);
  }
};
} // namespace llvm::yaml

namespace hipify {

static constexpr llvm::StringLiteral FactsFile =
    "mappings/facts/hip-typedef-names.yaml";

llvm::Expected<HipTypedefNames>
parseHipTypedefNames(llvm::StringRef FileName, llvm::StringRef Contents) {
  HipTypedefNames Names;
  if (llvm::Error E =
          readYamlDocument(FileName, Contents, "facts file", Names))
    return std::move(E);
  return Names;
}

static const HipTypedefNames &facts() {
  static const HipTypedefNames Names =
      parseEmbeddedFacts(FactsFile, parseHipTypedefNames);
  return Names;
}

static bool contains(const std::vector<std::string> &Names,
                     llvm::StringRef Name) {
  for (const std::string &N : Names)
    if (N == Name)
      return true;
  return false;
}

bool isHipTypedefOnly(llvm::StringRef Name) {
  return contains(facts().TypedefOnly, Name);
}

bool isHipPointerTypedef(llvm::StringRef Name) {
  return contains(facts().Pointers, Name);
}

} // namespace hipify
