//===- WarpFunctions.cpp - parse mappings/facts/warp-functions.yaml -------===//
#include "Mapping/WarpFunctions.h"
#include "Mapping/EmbeddedFacts.h"
#include "llvm/Support/ErrorHandling.h"
#include "Support/YamlDocument.h"
#include "llvm/Support/YAMLTraits.h"

namespace {
struct FactEntry {
  std::string Cuda, Kind;
  bool Mask = false;
};
struct FactFile {
  std::vector<FactEntry> Functions;
};
} // namespace

namespace llvm::yaml {
template <> struct MappingTraits<FactEntry> {
  static void mapping(IO &Io, FactEntry &E) {
    Io.mapRequired("cuda", E.Cuda);
    Io.mapRequired("kind", E.Kind);
    Io.mapRequired("mask", E.Mask);
  }
};
template <> struct MappingTraits<FactFile> {
  static void mapping(IO &Io, FactFile &F) {
    Io.mapRequired("functions", F.Functions);
  }
};
} // namespace llvm::yaml
LLVM_YAML_IS_SEQUENCE_VECTOR(FactEntry)

namespace hipify {

static constexpr llvm::StringLiteral FactsFile =
    "mappings/facts/warp-functions.yaml";

static std::optional<WarpFunction> kindNamed(llvm::StringRef Kind) {
  static const std::pair<llvm::StringRef, WarpFunction> Kinds[] = {
      {"shuffle-index", WarpFunction::ShuffleIndex},
      {"shuffle-up", WarpFunction::ShuffleUp},
      {"shuffle-down", WarpFunction::ShuffleDown},
      {"shuffle-xor", WarpFunction::ShuffleXor},
      {"ballot", WarpFunction::Ballot},
      {"active-mask", WarpFunction::ActiveMask},
      {"any", WarpFunction::Any},
      {"all", WarpFunction::All},
      {"sync-warp", WarpFunction::SyncWarp},
      {"match-any", WarpFunction::MatchAny},
      {"match-all", WarpFunction::MatchAll},
      {"reduce", WarpFunction::Reduce},
      {"other", WarpFunction::Other}};
  for (const auto &[Name, Function] : Kinds)
    if (Name == Kind)
      return Function;
  return std::nullopt;
}

llvm::Expected<std::vector<WarpFunctionFact>>
parseWarpFunctionFacts(llvm::StringRef FileName, llvm::StringRef Contents) {
  FactFile File;
  if (llvm::Error E = readYamlDocument(FileName, Contents, "facts file", File))
    return std::move(E);
  std::vector<WarpFunctionFact> Facts;
  for (const FactEntry &Entry : File.Functions) {
    std::optional<WarpFunction> Function = kindNamed(Entry.Kind);
    if (!Function)
      return llvm::createStringError(
          std::errc::invalid_argument, "%s: error: '%s' has unknown kind '%s'",
          FileName.str().c_str(), Entry.Cuda.c_str(), Entry.Kind.c_str());
    Facts.push_back({Entry.Cuda, *Function, Entry.Mask});
  }
  return Facts;
}

llvm::ArrayRef<WarpFunctionFact> warpFunctionFacts() {
  static const std::vector<WarpFunctionFact> Facts =
      parseEmbeddedFacts(FactsFile, parseWarpFunctionFacts);
  return Facts;
}

const WarpFunctionFact *findWarpFunction(llvm::StringRef Cuda) {
  for (const WarpFunctionFact &Fact : warpFunctionFacts())
    if (Fact.Cuda == Cuda)
      return &Fact;
  return nullptr;
}

llvm::ArrayRef<llvm::StringRef> warpFunctionNames() {
  static const std::vector<llvm::StringRef> Names =
      warpFunctionNames([](const WarpFunctionFact &) { return true; });
  return Names;
}

std::vector<llvm::StringRef>
warpFunctionNames(llvm::function_ref<bool(const WarpFunctionFact &)> Keep) {
  std::vector<llvm::StringRef> Out;
  for (const WarpFunctionFact &Fact : warpFunctionFacts())
    if (Keep(Fact))
      Out.push_back(Fact.Cuda);
  return Out;
}

} // namespace hipify
