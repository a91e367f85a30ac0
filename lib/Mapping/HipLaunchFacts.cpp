//===- HipLaunchFacts.cpp - parse mappings/facts/hip-launch.yaml ----------===//
#include "Mapping/HipLaunchFacts.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::HipLaunchFacts> {
  static void mapping(IO &Io, hipify::HipLaunchFacts &F) {
    Io.mapRequired("launch_macro", F.LaunchMacro);
    Io.mapRequired("kernel_name_macro", F.KernelNameMacro);
    Io.mapRequired("dimension_type", F.DimensionType);
    Io.mapRequired("default_shared_memory", F.DefaultSharedMemory);
    Io.mapRequired("default_stream", F.DefaultStream);
  }
};
} // namespace llvm::yaml

namespace hipify {

llvm::Expected<HipLaunchFacts> parseHipLaunchFacts(llvm::StringRef FileName,
                                                   llvm::StringRef Contents) {
  HipLaunchFacts Facts;
  if (llvm::Error E =
          readYamlDocument(FileName, Contents, "facts file", Facts))
    return std::move(E);
  for (const std::string *Field :
       {&Facts.LaunchMacro, &Facts.KernelNameMacro, &Facts.DimensionType,
        &Facts.DefaultSharedMemory, &Facts.DefaultStream})
    if (Field->empty())
      return llvm::createStringError(std::errc::invalid_argument,
                                     "%s: error: a launch fact is empty",
                                     FileName.str().c_str());
  return Facts;
}

const HipLaunchFacts &hipLaunchFacts() {
  static const HipLaunchFacts Facts =
      parseEmbeddedFacts("mappings/facts/hip-launch.yaml", parseHipLaunchFacts);
  return Facts;
}

} // namespace hipify
