//===- HipOverloads.cpp - parse mappings/facts/hip-overloads.yaml ---------===//
#include "Mapping/HipOverloads.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/YAMLTraits.h"

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::HostOverloadRange)

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
template <> struct MappingTraits<hipify::HostOverloadRange> {
  static void mapping(IO &Io, hipify::HostOverloadRange &R) {
    Io.mapRequired("since", R.Since);
    Io.mapOptional("until", R.Until);
    Io.mapRequired("overloads", R.Overloads);
  }
};
template <>
struct CustomMappingTraits<
    std::map<std::string, std::vector<hipify::HostOverloadRange>>> {
  using Map = std::map<std::string, std::vector<hipify::HostOverloadRange>>;
  static void inputOne(IO &Io, StringRef Key, Map &M) {
    Io.mapRequired(Key.str().c_str(), M[Key.str()]);
  }
  static void output(IO &Io, Map &M) {
    for (auto &[Key, Value] : M)
      Io.mapRequired(Key.c_str(), Value);
  }
};
template <> struct MappingTraits<hipify::HipOverloads> {
  static void mapping(IO &Io, hipify::HipOverloads &F) {
    Io.mapRequired("overloads", F.Overloads);
    Io.mapOptional("host_functions", F.HostFunctions);
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

HostOverload HostOverload::parse(llvm::StringRef Spelling) {
  HostOverload O;
  Spelling = Spelling.trim();
  if (Spelling.consume_front("<T>"))
    O.IsTemplate = true;
  Spelling = Spelling.trim();
  if (Spelling.empty())
    return O;
  int Depth = 0;
  size_t Start = 0;
  auto Param = [&](llvm::StringRef P) {
    ++O.Params;
    if (!P.trim().ends_with("="))
      O.Required = O.Params;
  };
  for (size_t I = 0; I < Spelling.size(); ++I) {
    char C = Spelling[I];
    if (C == '(' || C == '<' || C == '[')
      ++Depth;
    else if (C == ')' || C == '>' || C == ']')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Param(Spelling.slice(Start, I));
      Start = I + 1;
    }
  }
  Param(Spelling.substr(Start));
  return O;
}

std::vector<std::vector<HostOverload>>
HipOverloads::hostOverloadsFrom(llvm::StringRef Name,
                                const std::optional<HipVersion> &Target) const {
  std::vector<std::vector<HostOverload>> Out;
  auto It = HostFunctions.find(Name.str());
  if (It == HostFunctions.end())
    return Out;
  for (const HostOverloadRange &R : It->second) {
    std::optional<HipVersion> Until = parseVersion(R.Until);
    if (Target && Until && *Until < *Target)
      continue;
    std::vector<HostOverload> Set;
    for (const std::string &S : R.Overloads)
      Set.push_back(HostOverload::parse(S));
    Out.push_back(std::move(Set));
  }
  return Out;
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
