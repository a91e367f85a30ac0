//===- CudaHeaderMacros.cpp - parse mappings/facts/cuda-header-macros.yaml -===//
#include "Mapping/CudaHeaderMacros.h"
#include "Mapping/EmbeddedFacts.h"
#include "Mapping/MappingTable.h"
#include "Mapping/PortDefinitions.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/YAMLTraits.h"

using hipify::CudaHeaderMacros;

LLVM_YAML_IS_SEQUENCE_VECTOR(CudaHeaderMacros::PresenceMacro)

namespace llvm::yaml {
template <> struct MappingTraits<CudaHeaderMacros::CudaHeader> {
  static void mapping(IO &Io, CudaHeaderMacros::CudaHeader &H) {
    Io.mapOptional("guard", H.Guard);
    Io.mapOptional("markers", H.Markers);
    Io.mapOptional("includes", H.Includes);
  }
};
template <> struct MappingTraits<CudaHeaderMacros::PresenceMacro> {
  static void mapping(IO &Io, CudaHeaderMacros::PresenceMacro &M) {
    Io.mapRequired("macro", M.Macro);
    Io.mapRequired("since", M.Since);
    Io.mapOptional("last", M.Last);
  }
};
template <typename T>
struct CustomMappingTraits<std::map<std::string, T>> {
  static void inputOne(IO &Io, StringRef Key, std::map<std::string, T> &M) {
    Io.mapRequired(Key.str().c_str(), M[Key.str()]);
  }
  static void output(IO &Io, std::map<std::string, T> &M) {
    for (auto &[Key, Value] : M)
      Io.mapRequired(Key.c_str(), Value);
  }
};
template <> struct MappingTraits<CudaHeaderMacros::NeedingRuntime> {
  static void mapping(IO &Io, CudaHeaderMacros::NeedingRuntime &N) {
    Io.mapRequired("release", N.Release);
    Io.mapRequired("headers", N.Headers);
  }
};
template <> struct MappingTraits<CudaHeaderMacros> {
  static void mapping(IO &Io, CudaHeaderMacros &F) {
    Io.mapRequired("cuda_headers", F.CudaHeaders);
    Io.mapOptional("hip_headers_needing_runtime", F.HipHeadersNeedingRuntime);
    Io.mapRequired("hip_headers", F.HipHeaders);
  }
};
} // namespace llvm::yaml

namespace hipify {

static constexpr llvm::StringLiteral FactsFile =
    "mappings/facts/cuda-header-macros.yaml";

std::vector<std::string>
CudaHeaderMacros::headersDefining(llvm::StringRef Macro) const {
  auto It = ByMacro.find(Macro.str());
  return It == ByMacro.end() ? std::vector<std::string>() : It->second;
}

bool CudaHeaderMacros::needsRuntimeFirst(llvm::StringRef HipHeader) const {
  return llvm::is_contained(HipHeadersNeedingRuntime.Headers, HipHeader);
}

std::vector<std::string>
CudaHeaderMacros::includersOf(llvm::StringRef Header) const {
  auto It = Includers.find(Header.str());
  return It == Includers.end() ? std::vector<std::string>() : It->second;
}

llvm::Expected<CudaHeaderMacros>
parseCudaHeaderMacros(llvm::StringRef FileName, llvm::StringRef Contents) {
  CudaHeaderMacros Facts;
  if (llvm::Error E =
          readYamlDocument(FileName, Contents, "facts file", Facts))
    return std::move(E);
  auto Invalid = [&](const std::string &Message) {
    return llvm::createStringError(std::errc::invalid_argument, "%s: error: %s",
                                   FileName.str().c_str(), Message.c_str());
  };
  for (const auto &[Header, Facts1] : Facts.CudaHeaders) {
    if (!Facts1.Guard.empty())
      Facts.ByMacro[Facts1.Guard].push_back(Header);
    for (const std::string &Marker : Facts1.Markers)
      Facts.ByMacro[Marker].push_back(Header);
    for (const std::string &Included : Facts1.Includes) {
      if (!Facts.CudaHeaders.count(Included))
        return Invalid("'" + Header + "' includes '" + Included +
                       "', which has no entry");
      Facts.Includers[Included].push_back(Header);
    }
  }
  for (const auto &[Header, Macros] : Facts.HipHeaders) {
    if (Macros.empty())
      return Invalid("HIP header '" + Header + "' lists no macro");
    for (const CudaHeaderMacros::PresenceMacro &M : Macros)
      if (!parseVersion(M.Since) || (!M.Last.empty() && !parseVersion(M.Last)))
        return Invalid("'" + M.Macro + "' of '" + Header +
                       "' has a malformed release");
  }
  return Facts;
}

const CudaHeaderMacros &cudaHeaderMacros() {
  static const CudaHeaderMacros Facts =
      parseEmbeddedFacts(FactsFile, parseCudaHeaderMacros);
  return Facts;
}

/// The HIP header that the port includes for CudaHeader on the target, if
/// it is one whose inclusion a macro tells.
static std::string hipCounterpart(const CudaHeaderMacros &Facts,
                                  const MappingTable &Table,
                                  llvm::StringRef CudaHeader) {
  const MappingRow *Row = Table.lookupHeader(CudaHeader);
  // A header the port replaces by its own definition, or drops for lack of
  // a counterpart, has no HIP header to test.
  if (!Row || !Row->isTranslatable() || Row->DefinedFallback == "definition")
    return "";
  // A header HIP needs nothing for (device_launch_parameters.h) is part of
  // the runtime there.
  std::string Hip = Row->Hip.empty() ? "hip/hip_runtime.h" : Row->Hip;
  return Facts.HipHeaders.count(Hip) ? Hip : "";
}

std::optional<HipPresenceTest> hipPresenceTest(const CudaHeaderMacros &Facts,
                                               const MappingTable &Table,
                                               llvm::StringRef CudaMacro) {
  std::vector<std::string> Level = Facts.headersDefining(CudaMacro);
  if (Level.empty())
    return std::nullopt;
  HipPresenceTest Test;
  Test.CudaHeader = Level.front();
  // The headers that define the macro, else those that include them, and
  // so on: the first level where one has a HIP counterpart decides.
  llvm::StringSet<> Seen;
  for (const std::string &H : Level)
    Seen.insert(H);
  // A header the port replaces by its own definition (cublas_api.h: the
  // macros hipBLAS's types need, then hipblas.h) is included where that
  // definition's guard is defined.
  std::vector<std::string> DefinitionGuards;
  while (!Level.empty() && Test.HipHeaders.empty()) {
    std::vector<std::string> Next;
    for (const std::string &H : Level) {
      const MappingRow *Row = Table.lookupHeader(H);
      const PortDefinition *Def =
          Row && Row->isTranslatable() && Row->DefinedFallback == "definition"
              ? findPortDefinition(H)
              : nullptr;
      if (Def && !llvm::is_contained(DefinitionGuards, Def->guardMacro())) {
        Test.HipHeaders.push_back("the port's definition of " + H);
        DefinitionGuards.push_back(Def->guardMacro());
      }
      std::string Hip = hipCounterpart(Facts, Table, H);
      if (!Hip.empty() && !llvm::is_contained(Test.HipHeaders, Hip))
        Test.HipHeaders.push_back(Hip);
      for (const std::string &Includer : Facts.includersOf(H))
        if (Seen.insert(Includer).second)
          Next.push_back(Includer);
    }
    Level = std::move(Next);
  }
  const std::optional<HipVersion> &Target = Table.targetVersion();
  Test.Macros = DefinitionGuards;
  for (const std::string &Hip : Test.HipHeaders) {
    auto Found = Facts.HipHeaders.find(Hip);
    if (Found == Facts.HipHeaders.end())
      continue; // the port's definition: its guard is in DefinitionGuards
    const auto &Macros = Found->second;
    // One macro that every release from the target on defines suffices;
    // else each that some of them defines (a guard that changed its name).
    auto Always = llvm::find_if(Macros, [&](const auto &M) {
      std::optional<HipVersion> Since = parseVersion(M.Since);
      return M.Last.empty() && (!Target || !Since || !(*Target < *Since));
    });
    for (const CudaHeaderMacros::PresenceMacro &M : Macros) {
      std::optional<HipVersion> Last = parseVersion(M.Last);
      if ((Always != Macros.end() && &M != &*Always) ||
          (Target && Last && *Last < *Target))
        continue;
      if (!llvm::is_contained(Test.Macros, M.Macro))
        Test.Macros.push_back(M.Macro);
    }
  }
  if (Test.Macros.empty())
    return std::nullopt;
  return Test;
}

} // namespace hipify
