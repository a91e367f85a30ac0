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

namespace {
struct HipLibrariesDocument {
  std::vector<hipify::HipLibrary> Libraries;
};
} // namespace

namespace llvm::yaml {
template <> struct MappingTraits<HipLibrariesDocument> {
  static void mapping(IO &Io, HipLibrariesDocument &D) {
    Io.mapRequired("libraries", D.Libraries);
  }
};
} // namespace llvm::yaml

namespace hipify {

llvm::Expected<std::vector<HipLibrary>>
parseHipLibraries(llvm::StringRef FileName, llvm::StringRef Contents) {
  HipLibrariesDocument Document;
  if (llvm::Error E =
          readYamlDocument(FileName, Contents, "facts file", Document))
    return std::move(E);
  for (const HipLibrary &L : Document.Libraries)
    if (L.Name.empty() || L.IncludeDir.empty() ||
        llvm::StringRef(L.IncludeDir).contains("..") ||
        !llvm::StringRef(L.Probe).starts_with(L.IncludeDir + "/"))
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: error: library '%s' needs a relative include_dir and a probe "
          "header inside it",
          FileName.str().c_str(), L.Name.c_str());
  if (Document.Libraries.empty())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: error: no libraries",
                                   FileName.str().c_str());
  return std::move(Document.Libraries);
}

const std::vector<HipLibrary> &hipLibraries() {
  static const std::vector<HipLibrary> Libraries = parseEmbeddedFacts(
      "mappings/facts/hip-libraries.yaml", parseHipLibraries);
  return Libraries;
}

} // namespace hipify
