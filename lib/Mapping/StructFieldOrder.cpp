//===- StructFieldOrder.cpp - parse mappings/facts/struct-field-order.yaml ===//
#include "Mapping/StructFieldOrder.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::HipFieldOrder> {
  static void mapping(IO &Io, hipify::HipFieldOrder &E) {
    Io.mapRequired("since", E.Since);
    Io.mapOptional("until", E.Until);
    Io.mapRequired("members", E.Members);
    Io.mapOptional("lacks", E.Lacks);
  }
};
template <> struct MappingTraits<hipify::StructFieldOrder> {
  static void mapping(IO &Io, hipify::StructFieldOrder &E) {
    Io.mapRequired("cuda", E.Cuda);
    Io.mapRequired("hip", E.Hip);
    Io.mapRequired("cuda_order", E.CudaOrder);
    Io.mapRequired("hip_order", E.HipOrder);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::HipFieldOrder)
LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::StructFieldOrder)

namespace hipify {

const HipFieldOrder *
StructFieldOrder::on(const std::optional<HipVersion> &Target) const {
  if (!Target)
    return HipOrder.empty() ? nullptr : &HipOrder.back();
  for (const HipFieldOrder &R : HipOrder) {
    std::optional<HipVersion> Since = parseVersion(R.Since);
    std::optional<HipVersion> Until = parseVersion(R.Until);
    if (Since && !(*Target < *Since) && (!Until || !(*Until < *Target)))
      return &R;
  }
  return nullptr;
}

llvm::Expected<std::vector<StructFieldOrder>>
parseStructFieldOrders(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<StructFieldOrder> Entries;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file", "structs",
                                   Entries))
    return std::move(E);
  llvm::StringSet<> Seen;
  for (const StructFieldOrder &E : Entries) {
    auto Fail = [&](const std::string &Why) {
      return llvm::createStringError(std::errc::invalid_argument,
                                     "%s: error: '%s': %s",
                                     FileName.str().c_str(), E.Cuda.c_str(),
                                     Why.c_str());
    };
    if (!Seen.insert(E.Cuda).second)
      return Fail("listed twice");
    if (E.Hip.empty() || E.CudaOrder.empty())
      return Fail("'hip' and 'cuda_order' must not be empty");
    if (E.HipOrder.empty())
      return Fail("'hip_order' lists no release");
    for (const HipFieldOrder &R : E.HipOrder) {
      if (!parseVersion(R.Since) || (!R.Until.empty() && !parseVersion(R.Until)))
        return Fail("'since' or 'until' is not a version X.Y");
      for (const std::string &M : R.Lacks)
        if (llvm::find(E.CudaOrder, M) == E.CudaOrder.end())
          return Fail("lacks '" + M + "', which CUDA does not declare");
    }
  }
  return Entries;
}

const std::vector<StructFieldOrder> &structFieldOrders() {
  static const std::vector<StructFieldOrder> Entries = parseEmbeddedFacts(
      "mappings/facts/struct-field-order.yaml", parseStructFieldOrders);
  return Entries;
}

const StructFieldOrder *findStructFieldOrder(llvm::StringRef CudaName) {
  static const llvm::StringMap<const StructFieldOrder *> Index = [] {
    llvm::StringMap<const StructFieldOrder *> M;
    for (const StructFieldOrder &E : structFieldOrders())
      M[E.Cuda] = &E;
    return M;
  }();
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : It->second;
}

} // namespace hipify
