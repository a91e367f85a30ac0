//===- SolveBufferFacts.cpp - parse mappings/facts/solve-buffers.yaml -----===//
#include "Mapping/SolveBufferFacts.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/Support/YAMLTraits.h"

namespace {
struct SolveBufferEntry {
  hipify::SolveBuffer Solve;
  std::string HipBefore;
};
} // namespace

namespace llvm::yaml {
template <> struct MappingTraits<SolveBufferEntry> {
  static void mapping(IO &Io, SolveBufferEntry &E) {
    Io.mapRequired("solve", E.Solve.Solve);
    Io.mapRequired("analysis", E.Solve.Analysis);
    Io.mapRequired("descriptor", E.Solve.Descriptor);
    Io.mapRequired("buffer", E.Solve.Buffer);
    Io.mapOptional("hip_before", E.HipBefore);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(SolveBufferEntry)

namespace hipify {

llvm::Expected<std::vector<SolveBuffer>>
parseSolveBuffers(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<SolveBufferEntry> Entries;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file", "solves",
                                   Entries))
    return std::move(E);
  std::vector<SolveBuffer> Solves;
  for (SolveBufferEntry &E : Entries) {
    auto Fail = [&](const char *Why) {
      return llvm::createStringError(std::errc::invalid_argument,
                                     "%s: error: solve '%s': %s",
                                     FileName.str().c_str(),
                                     E.Solve.Solve.c_str(), Why);
    };
    if (E.Solve.Solve.empty() || E.Solve.Analysis.empty())
      return Fail("needs 'solve' and 'analysis'");
    if (E.Solve.Descriptor == 0 || E.Solve.Buffer == 0 ||
        E.Solve.Descriptor == E.Solve.Buffer)
      return Fail("'descriptor' and 'buffer' are two argument positions, "
                  "counted from 1");
    if (!E.HipBefore.empty()) {
      E.Solve.HipBefore = parseVersion(E.HipBefore);
      if (!E.Solve.HipBefore)
        return Fail("'hip_before' is not a version X.Y");
    }
    Solves.push_back(std::move(E.Solve));
  }
  return Solves;
}

const std::vector<SolveBuffer> &solveBuffers() {
  static const std::vector<SolveBuffer> Solves = parseEmbeddedFacts(
      "mappings/facts/solve-buffers.yaml", parseSolveBuffers);
  return Solves;
}

} // namespace hipify
