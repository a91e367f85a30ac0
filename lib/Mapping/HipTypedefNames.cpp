//===- HipTypedefNames.cpp - parse mappings/facts/hip-typedef-names.yaml --===//
#include "Mapping/HipTypedefNames.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

static constexpr llvm::StringLiteral FactsFile =
    "mappings/facts/hip-typedef-names.yaml";

llvm::Expected<std::vector<std::string>>
parseHipTypedefNames(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<std::string> Names;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file",
                                   "typedef_names", Names))
    return std::move(E);
  return Names;
}

bool isHipTypedefOnly(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = [] {
    llvm::StringSet<> Set;
    for (const std::string &N :
         parseEmbeddedFacts(FactsFile, parseHipTypedefNames))
      Set.insert(N);
    return Set;
  }();
  return Names.contains(Name);
}

} // namespace hipify
