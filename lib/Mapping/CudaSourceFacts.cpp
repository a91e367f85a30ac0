//===- CudaSourceFacts.cpp - parse mappings/facts/cuda-source.yaml --------===//
#include "Mapping/CudaSourceFacts.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::CudaSourceFacts> {
  static void mapping(IO &Io, hipify::CudaSourceFacts &F) {
    Io.mapRequired("api_prefixes", F.ApiPrefixes);
    Io.mapRequired("driver_prefixes", F.DriverPrefixes);
    Io.mapRequired("file_markers", F.FileMarkers);
    Io.mapRequired("kernel_language", F.KernelLanguage);
    Io.mapRequired("block_barrier", F.BlockBarrier);
    Io.mapRequired("block_barrier_reductions", F.BlockBarrierReductions);
    Io.mapRequired("synchronising_prefixes", F.SynchronisingPrefixes);
    Io.mapRequired("synchronising_members", F.SynchronisingMembers);
    Io.mapRequired("vector_type_elements", F.VectorTypeElements);
    Io.mapRequired("hip_vector_member_operators", F.HipVectorMemberOperators);
    Io.mapRequired("toolkit_header_prefixes", F.ToolkitHeaderPrefixes);
  }
};
} // namespace llvm::yaml

namespace hipify {

static constexpr llvm::StringLiteral FactsFile =
    "mappings/facts/cuda-source.yaml";

static bool startsWithAny(llvm::StringRef Name,
                          const std::vector<std::string> &Prefixes) {
  return llvm::any_of(Prefixes, [&](const std::string &Prefix) {
    return Name.starts_with(Prefix);
  });
}

bool CudaSourceFacts::isApiName(llvm::StringRef Name) const {
  if (startsWithAny(Name, ApiPrefixes))
    return true;
  return llvm::any_of(DriverPrefixes, [&](const std::string &Prefix) {
    return Name.size() > Prefix.size() && Name.starts_with(Prefix) &&
           (llvm::isUpper(Name[Prefix.size()]) || Name[Prefix.size()] == '_');
  });
}

bool CudaSourceFacts::isToolkitHeader(llvm::StringRef Include) const {
  return isApiName(Include) || startsWithAny(Include, ToolkitHeaderPrefixes);
}

bool CudaSourceFacts::mentionsCuda(llvm::StringRef Text) const {
  return llvm::any_of(FileMarkers, [&](const std::string &Marker) {
    return Text.contains(Marker);
  });
}

bool CudaSourceFacts::isKernelLanguageName(llvm::StringRef Name) const {
  return llvm::is_contained(KernelLanguage, Name);
}

bool CudaSourceFacts::isBlockBarrier(llvm::StringRef Name) const {
  return Name == BlockBarrier ||
         llvm::is_contained(BlockBarrierReductions, Name);
}

bool CudaSourceFacts::isSynchronisingName(llvm::StringRef Name) const {
  return startsWithAny(Name, SynchronisingPrefixes) ||
         llvm::is_contained(SynchronisingMembers, Name);
}

bool CudaSourceFacts::isVectorTypeName(llvm::StringRef Name) const {
  if (Name.size() < 2 || Name.back() < '1' || Name.back() > '4')
    return false;
  return llvm::is_contained(VectorTypeElements, Name.drop_back());
}

bool CudaSourceFacts::isHipVectorMemberOperator(llvm::StringRef Spelling) const {
  return llvm::is_contained(HipVectorMemberOperators, Spelling);
}

llvm::Expected<CudaSourceFacts> parseCudaSourceFacts(llvm::StringRef FileName,
                                                     llvm::StringRef Contents) {
  CudaSourceFacts Facts;
  if (llvm::Error E =
          readYamlDocument(FileName, Contents, "facts file", Facts))
    return std::move(E);
  for (const std::vector<std::string> *List :
       {&Facts.ApiPrefixes, &Facts.DriverPrefixes, &Facts.FileMarkers,
        &Facts.KernelLanguage, &Facts.SynchronisingPrefixes,
        &Facts.VectorTypeElements, &Facts.HipVectorMemberOperators,
        &Facts.ToolkitHeaderPrefixes})
    if (List->empty() || llvm::is_contained(*List, ""))
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: error: a list of names is empty or holds an empty name",
          FileName.str().c_str());
  if (Facts.BlockBarrier.empty())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: error: block_barrier is empty",
                                   FileName.str().c_str());
  return Facts;
}

const CudaSourceFacts &cudaSourceFacts() {
  static const CudaSourceFacts Facts =
      parseEmbeddedFacts(FactsFile, parseCudaSourceFacts);
  return Facts;
}

} // namespace hipify
