//===- HipLibraries.cpp - parse mappings/facts/hip-libraries.yaml ---------===//
#include "Mapping/HipLibraries.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::HipLibrary> {
  static void mapping(IO &Io, hipify::HipLibrary &L) {
    Io.mapRequired("name", L.Name);
    Io.mapRequired("include_dir", L.IncludeDir);
    Io.mapRequired("probe", L.Probe);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::HipLibrary)

namespace hipify {

llvm::Expected<std::vector<HipLibrary>>
parseHipLibraries(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<HipLibrary> Libraries;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file",
                                   "libraries", Libraries))
    return std::move(E);
  for (const HipLibrary &L : Libraries)
    if (L.Name.empty() || L.IncludeDir.empty() ||
        llvm::StringRef(L.IncludeDir).contains("..") ||
        !llvm::StringRef(L.Probe).starts_with(L.IncludeDir + "/"))
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: error: library '%s' needs a relative include_dir and a probe "
          "header inside it",
          FileName.str().c_str(), L.Name.c_str());
  if (Libraries.empty())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: error: no libraries",
                                   FileName.str().c_str());
  return Libraries;
}

const std::vector<HipLibrary> &hipLibraries() {
  static const std::vector<HipLibrary> Libraries = parseEmbeddedFacts(
      "mappings/facts/hip-libraries.yaml", parseHipLibraries);
  return Libraries;
}

} // namespace hipify
