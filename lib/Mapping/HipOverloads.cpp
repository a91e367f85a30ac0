//===- HipOverloads.cpp - parse mappings/facts/hip-overloads.yaml ---------===//
#include "Mapping/HipOverloads.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <>
struct CustomMappingTraits<std::map<std::string, std::vector<std::string>>> {
  static void inputOne(IO &Io, StringRef Key,
                       std::map<std::string, std::vector<std::string>> &M) {
    Io.mapRequired(Key.str().c_str(), M[Key.str()]);
  }
  static void output(IO &Io,
                     std::map<std::string, std::vector<std::string>> &M) {
    for (auto &[Key, Value] : M)
      Io.mapRequired(Key.c_str(), Value);
  }
};
template <> struct MappingTraits<hipify::HipOverloads> {
  static void mapping(IO &Io, hipify::HipOverloads &F) {
    Io.mapRequired("overloads", F.Overloads);
  }
};
} // namespace llvm::yaml

namespace hipify {

static constexpr llvm::StringLiteral FactsFile =
    "mappings/facts/hip-overloads.yaml";

bool HipOverloads::declares(llvm::StringRef Name,
                            llvm::ArrayRef<std::string> ParameterTypes) const {
  auto It = Overloads.find(Name.str());
  return It != Overloads.end() &&
         llvm::is_contained(It->second, llvm::join(ParameterTypes, ", "));
}

size_t HipOverloads::count(llvm::StringRef Name) const {
  auto It = Overloads.find(Name.str());
  return It == Overloads.end() ? 0 : It->second.size();
}

llvm::Expected<HipOverloads> parseHipOverloads(llvm::StringRef FileName,
                                               llvm::StringRef Contents) {
  HipOverloads Facts;
  if (llvm::Error E =
          readYamlDocument(FileName, Contents, "facts file", Facts))
    return std::move(E);
  for (const auto &[Name, Lists] : Facts.Overloads)
    if (Name.empty() || Lists.size() < 2)
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: error: '%s' must list at least two overloads",
          FileName.str().c_str(), Name.c_str());
  return Facts;
}

const HipOverloads &hipOverloads() {
  static const HipOverloads Facts =
      parseEmbeddedFacts(FactsFile, parseHipOverloads);
  return Facts;
}

} // namespace hipify
