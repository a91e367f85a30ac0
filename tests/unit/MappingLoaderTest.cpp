//===- MappingLoaderTest.cpp - table loading and validation ---------------===//
#include "Mapping/EmbeddedTables.h"
#include "Mapping/MappingTable.h"
#include "Mapping/DeviceOnlyInHip.h"
#include "Mapping/Half2Members.h"
#include "Mapping/PortDefinitions.h"
#include "Mapping/StructFieldOrder.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string errorOf(llvm::StringRef Yaml) {
  auto Rows = parseMappingFile("t.yaml", Yaml);
  if (Rows)
    return "";
  return llvm::toString(Rows.takeError());
}

TEST(MappingLoader, ParsesValidRows) {
  auto Rows = parseMappingFile("t.yaml", R"(family: runtime
rows:
  - {cuda: cudaMalloc, hip: hipMalloc, kind: function}
  - cuda: cudaGraphCreate
    kind: function
    status: unsupported
    note: no graphs
  - {cuda: __shfl_down_sync, hip: __shfl_down, kind: function, args: ["$2..."]}
  - {cuda: device_launch_parameters.h, hip: "", kind: header}
)");
  ASSERT_TRUE(static_cast<bool>(Rows)) << llvm::toString(Rows.takeError());
  ASSERT_EQ(Rows->size(), 4u);
  EXPECT_EQ((*Rows)[0].Hip, "hipMalloc");
  EXPECT_EQ((*Rows)[0].Family, "runtime");
  EXPECT_EQ((*Rows)[0].Origin.Line, 3u);
  EXPECT_EQ((*Rows)[1].Status, ApiStatus::Unsupported);
  EXPECT_EQ((*Rows)[1].Note, "no graphs");
  EXPECT_FALSE((*Rows)[1].isTranslatable());
  ASSERT_TRUE((*Rows)[2].Args.has_value());
  EXPECT_EQ((*Rows)[2].Args->front(), "$2...");
  EXPECT_EQ((*Rows)[3].Kind, ApiKind::Header);
  EXPECT_TRUE((*Rows)[3].Hip.empty());
}

TEST(MappingLoader, RejectsDuplicateWithBothLines) {
  std::string Error = errorOf(R"(family: runtime
rows:
  - {cuda: cudaFree, hip: hipFree, kind: function}
  - {cuda: cudaMalloc, hip: hipMalloc, kind: function}
  - {cuda: cudaFree, hip: hipFree, kind: function}
)");
  EXPECT_EQ(Error, "t.yaml:5:6: error: 'cudaFree' is defined twice; first "
                   "definition at t.yaml:3:6");
}

TEST(MappingLoader, RejectsUnknownKind) {
  EXPECT_EQ(errorOf("family: f\nrows:\n  - {cuda: a, hip: b, kind: fnction}\n"),
            "t.yaml:3:29: error: unknown kind 'fnction' (expected function, "
            "type, enum, macro, header or namespace)");
}

TEST(MappingLoader, RejectsMissingFields) {
  EXPECT_EQ(errorOf("family: f\nrows:\n  - {hip: b, kind: function}\n"),
            "t.yaml:3:6: error: row has no 'cuda' name");
  EXPECT_EQ(errorOf("family: f\nrows:\n  - {cuda: a, hip: b}\n"),
            "t.yaml:3:6: error: row 'a' has no 'kind'");
  EXPECT_EQ(errorOf("family: f\nrows:\n  - {cuda: a, kind: type}\n"),
            "t.yaml:3:6: error: row 'a' is supported but has no 'hip' name");
  EXPECT_EQ(errorOf("rows: []\n"), "t.yaml:1:1: error: missing 'family'");
}

TEST(MappingLoader, RejectsUnknownFieldAndBadArgs) {
  EXPECT_EQ(
      errorOf("family: f\nrows:\n  - {cuda: a, hip: b, kind: type, hipp: c}\n"),
      "t.yaml:3:35: error: unknown field 'hipp'");
  EXPECT_EQ(errorOf("family: f\nrows:\n  - {cuda: a, hip: b, kind: type, "
                    "args: [\"$1\"]}\n"),
            "t.yaml:3:42: error: 'args' is only allowed for function rows, "
            "not on a row of kind 'type'");
  EXPECT_EQ(errorOf("family: f\nrows:\n  - {cuda: a, hip: b, kind: function, "
                    "args: [\"$0\"]}\n"),
            "t.yaml:3:46: error: argument references are 1-based: '$0' is "
            "not valid");
}

TEST(MappingLoader, RejectsMalformedYaml) {
  std::string Error = errorOf("family: f\nrows:\n  - {cuda: a, hip: [b\n");
  EXPECT_NE(Error.find("t.yaml:"), std::string::npos) << Error;
  EXPECT_NE(Error.find("error:"), std::string::npos) << Error;
}

TEST(MappingTable, EmbeddedTablesLoad) {
  ASSERT_FALSE(embeddedTableFiles().empty());
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  const MappingRow *Row = Table->lookupHeader("cuda_runtime.h");
  ASSERT_NE(Row, nullptr);
  EXPECT_EQ(Row->Hip, "hip/hip_runtime.h");
  EXPECT_EQ(Table->lookup("cuda_runtime.h"), nullptr);
}

TEST(MappingTable, UserRowsOverrideEmbeddedButNotEachOther) {
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table));
  auto First = parseMappingFile(
      "mine.yaml", "family: user\nrows:\n  - {cuda: __syncthreads, hip: "
                   "mySync, kind: function}\n");
  ASSERT_TRUE(static_cast<bool>(First));
  ASSERT_FALSE(static_cast<bool>(Table->addUserRows(std::move(*First))));
  EXPECT_EQ(Table->lookup("__syncthreads")->Hip, "mySync");
  auto Second = parseMappingFile(
      "theirs.yaml", "family: user\nrows:\n  - {cuda: __syncthreads, hip: "
                     "otherSync, kind: function}\n");
  ASSERT_TRUE(static_cast<bool>(Second));
  llvm::Error E = Table->addUserRows(std::move(*Second));
  ASSERT_TRUE(static_cast<bool>(E));
  EXPECT_EQ(llvm::toString(std::move(E)),
            "theirs.yaml:3:6: error: '__syncthreads' is defined twice; first "
            "definition at mine.yaml:3:6");
}

TEST(MappingLoader, HipRemovedIsAVersionAfterHipSince) {
  auto Rows = parseMappingFile("t.yaml", R"(family: runtime
rows:
  - {cuda: cudaA, hip: hipA, kind: function, hip_since: "5.3", hip_removed: "6.0"}
)");
  ASSERT_TRUE(static_cast<bool>(Rows)) << llvm::toString(Rows.takeError());
  EXPECT_EQ((*Rows)[0].HipSince, "5.3");
  EXPECT_EQ((*Rows)[0].HipRemoved, "6.0");
  EXPECT_EQ(errorOf("family: r\nrows:\n  - {cuda: a, hip: b, kind: function, "
                    "hip_removed: soon}\n"),
            "t.yaml:3:52: error: 'hip_removed' must be a version X.Y, not "
            "'soon'");
  EXPECT_EQ(errorOf("family: r\nrows:\n  - {cuda: a, hip: b, kind: function, "
                    "hip_since: \"6.0\", hip_removed: \"6.0\"}\n"),
            "t.yaml:3:6: error: row 'a': 'hip_removed' 6.0 is not after "
            "'hip_since' 6.0");
}

TEST(MappingTable, EmbeddedTablesKnowTheIndexReleases) {
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  const std::vector<HipVersion> &Known = Table->knownHipVersions();
  ASSERT_FALSE(Known.empty());
  EXPECT_EQ(Known.front().str(), "5.2");
  // --hip-version accepts a known release and rejects others, naming them.
  EXPECT_TRUE(static_cast<bool>(chooseHipTarget("5.2", "", *Table)));
  auto Unknown = chooseHipTarget("9.9", "", *Table);
  ASSERT_FALSE(static_cast<bool>(Unknown));
  EXPECT_NE(llvm::toString(Unknown.takeError())
                .find("the newest is " + Known.back().str()),
            std::string::npos);
}

/// A table of Rows alone, retargeted to HIP Version.
static MappingTable retargeted(const std::vector<MappingRow> &Rows,
                               const char *Version) {
  MappingTable Table;
  EXPECT_FALSE(static_cast<bool>(Table.addUserRows(Rows)));
  HipTarget Target;
  Target.Version = *parseVersion(Version);
  Table.retarget(Target);
  return Table;
}

TEST(MappingTable, RetargetUsesSinceAndRemoved) {
  auto Rows = parseMappingFile("t.yaml", R"(family: runtime
rows:
  - {cuda: cudaNew, hip: hipNew, kind: function, hip_since: "6.0"}
  - {cuda: cudaOld, hip: hipOld, kind: function, hip_removed: "6.0"}
  - {cuda: cudaAlt, hip: hipAlt, kind: function, hip_since: "6.0", older_hip: hipAltOld}
)");
  ASSERT_TRUE(static_cast<bool>(Rows));
  for (const char *Version : {"5.7", "6.0"}) {
    MappingTable Table = retargeted(*Rows, Version);
    bool Old = llvm::StringRef(Version) == "5.7";
    EXPECT_EQ(Table.lookup("cudaNew")->isTranslatable(), !Old) << Version;
    EXPECT_EQ(Table.lookup("cudaNew")->UnsupportedRule,
              Old ? "hipify-newer-than-target" : "");
    EXPECT_EQ(Table.lookup("cudaOld")->isTranslatable(), Old) << Version;
    EXPECT_EQ(Table.lookup("cudaAlt")->Hip, Old ? "hipAltOld" : "hipAlt");
  }
}

TEST(MappingTable, OlderFallbackNamesADefinitionForOldTargetsOnly) {
  auto Rows = parseMappingFile("t.yaml", R"(family: sparse
rows:
  - {cuda: cuErr, hip: hipErr, kind: function, hip_since: "6.0", older_hip: hipify_hipErr, older_fallback: enum-name}
)");
  ASSERT_TRUE(static_cast<bool>(Rows));
  for (const char *Version : {"5.7", "6.0"}) {
    MappingTable Table = retargeted(*Rows, Version);
    bool Old = llvm::StringRef(Version) == "5.7";
    EXPECT_EQ(Table.lookup("cuErr")->Hip, Old ? "hipify_hipErr" : "hipErr");
    EXPECT_EQ(Table.lookup("cuErr")->DefinedFallback, Old ? "enum-name" : "");
  }
  // Only a known kind, and only with the name of the definition.
  auto Unknown = parseMappingFile("t.yaml", R"(family: sparse
rows:
  - {cuda: cuErr, hip: hipErr, kind: function, hip_since: "6.0", older_hip: h, older_fallback: switch}
)");
  ASSERT_FALSE(static_cast<bool>(Unknown));
  EXPECT_NE(llvm::toString(Unknown.takeError()).find("unknown older_fallback 'switch'"),
            std::string::npos);
  auto Nameless = parseMappingFile("t.yaml", R"(family: sparse
rows:
  - {cuda: cuErr, hip: hipErr, kind: function, hip_since: "6.0", older_fallback: enum-name}
)");
  ASSERT_FALSE(static_cast<bool>(Nameless));
  EXPECT_NE(llvm::toString(Nameless.takeError()).find("needs a function row with an 'older_hip'"),
            std::string::npos);
}

TEST(MappingTable, DefinitionFallbackUsesThePortsDefinition) {
  // __vmaxs4 has no HIP name at all: every target uses the definition.
  // __match_any_sync has one from HIP 6.2.
  auto Rows = parseMappingFile("t.yaml", R"(family: device
rows:
  - {cuda: __vmaxs4, kind: function, older_hip: hipify_vmaxs4, older_fallback: definition}
  - {cuda: __match_any_sync, hip: __match_any_sync, kind: function, hip_since: "6.2", older_hip: hipify_match_any_sync, older_fallback: definition}
  - {cuda: cooperative_groups/reduce.h, kind: header, older_fallback: definition}
)");
  ASSERT_TRUE(static_cast<bool>(Rows)) << llvm::toString(Rows.takeError());
  for (const char *Version : {"5.2", "6.2"}) {
    MappingTable Table = retargeted(*Rows, Version);
    bool Old = llvm::StringRef(Version) == "5.2";
    EXPECT_EQ(Table.lookup("__vmaxs4")->Hip, "hipify_vmaxs4");
    EXPECT_EQ(Table.lookup("__vmaxs4")->DefinedFallback, "definition");
    EXPECT_NE(Table.lookup("__vmaxs4")->AdjustmentNote.find("no HIP release has '__vmaxs4'"),
              std::string::npos);
    EXPECT_EQ(Table.lookup("__match_any_sync")->Hip,
              Old ? "hipify_match_any_sync" : "__match_any_sync");
    EXPECT_EQ(Table.lookup("__match_any_sync")->DefinedFallback, Old ? "definition" : "");
    EXPECT_EQ(Table.lookupHeader("cooperative_groups/reduce.h")->DefinedFallback,
              "definition");
  }
  // The definition must exist, and a function row names what it defines.
  for (const char *Bad :
       {"{cuda: __nothing, kind: function, older_hip: hipify_nothing, older_fallback: definition}",
        "{cuda: __vmaxs4, kind: function, older_hip: hipify_other, older_fallback: definition}",
        "{cuda: __vmaxs4, kind: function, older_fallback: definition}",
        "{cuda: cooperative_groups/reduce.h, kind: header, older_hip: x.h, older_fallback: definition}"}) {
    auto Wrong = parseMappingFile("t.yaml", std::string("family: f\nrows:\n  - ") + Bad + "\n");
    ASSERT_FALSE(static_cast<bool>(Wrong)) << Bad;
    EXPECT_NE(llvm::toString(Wrong.takeError())
                  .find("'older_fallback: definition' needs an entry for"),
              std::string::npos)
        << Bad;
  }
}

// Every definition the port can write stands in for a row of the embedded
// tables that uses it: none is dead text.
TEST(PortDefinitions, EveryDefinitionHasItsRow) {
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  ASSERT_FALSE(portDefinitions().empty());
  for (const PortDefinition &D : portDefinitions()) {
    if (D.For == "host") {
      // A host definition stands in for facts of device-only-in-hip.yaml.
      EXPECT_TRUE(llvm::any_of(deviceOnlyInHip(),
                               [&](const DeviceOnlyInHip &E) {
                                 return E.Definition == D.Defines;
                               }))
          << D.Defines;
      continue;
    }
    if (D.For == "template") {
      // A template's read of __half2's member (half2-members.yaml).
      EXPECT_TRUE(llvm::any_of(half2Members(), [&](const Half2Member &E) {
        return E.AnyRead == D.Defines;
      })) << D.Defines;
      continue;
    }
    const MappingRow *Row = Table->lookup(D.Cuda);
    if (!Row)
      Row = Table->lookupHeader(D.Cuda);
    ASSERT_NE(Row, nullptr) << D.Cuda;
    EXPECT_EQ(Row->OlderFallback, "definition") << D.Cuda;
  }
}

TEST(PortDefinitions, AnEntryMustDefineWhatItNames) {
  auto Parsed = parsePortDefinitions("d.yaml", R"(definitions:
  - cuda: __vfoo2
    defines: hipify_vfoo2
    text: |
      static __device__ unsigned hipify_vbar2(unsigned a) { return a; }
)");
  ASSERT_FALSE(static_cast<bool>(Parsed));
  EXPECT_EQ(llvm::toString(Parsed.takeError()),
            "d.yaml: error: definition of '__vfoo2': its text does not define "
            "the name 'defines' gives");
  auto Guarded = parsePortDefinitions("d.yaml", R"(definitions:
  - cuda: cooperative_groups/reduce.h
    defines: cooperative_groups::reduce
    text: "namespace cooperative_groups { int reduce; }"
)");
  ASSERT_TRUE(static_cast<bool>(Guarded)) << llvm::toString(Guarded.takeError());
  EXPECT_EQ((*Guarded)[0].guardedText(),
            "#ifndef HIPIFY_DEFINED_cooperative_groups__reduce\n"
            "#define HIPIFY_DEFINED_cooperative_groups__reduce\n"
            "namespace cooperative_groups { int reduce; }\n#endif\n\n");
}

// A definition's text_file follows its text; one not embedded is an error
// naming the entry.
TEST(PortDefinitions, TextFileFollowsTextAndMustBeEmbedded) {
  auto Joined = parsePortDefinitions("d.yaml", R"(definitions:
  - cuda: cuda_fp8.h
    defines: __nv_fp8_e4m3
    text: "#include <hip/hip_fp16.h>"
    text_file: runtime/cpu/include/hipify_cpu/ocp_fp8.h
)");
  ASSERT_TRUE(static_cast<bool>(Joined)) << llvm::toString(Joined.takeError());
  llvm::StringRef Text = (*Joined)[0].Text;
  EXPECT_TRUE(Text.starts_with("#include <hip/hip_fp16.h>\n// cuda_fp8.h's types"))
      << Text.take_front(120).str();
  EXPECT_TRUE(Text.contains("struct __attribute__((aligned(1))) NAME {"));
  auto Missing = parsePortDefinitions("d.yaml", R"(definitions:
  - cuda: cuda_fp8.h
    defines: __nv_fp8_e4m3
    text: "struct __nv_fp8_e4m3;"
    text_file: runtime/cpu/include/no_such.h
)");
  ASSERT_FALSE(static_cast<bool>(Missing));
  EXPECT_EQ(llvm::toString(Missing.takeError()),
            "d.yaml: error: definition of 'cuda_fp8.h': its 'text_file' is not "
            "embedded with the tables (lib/Mapping/CMakeLists.txt)");
}

// A header row the port replaces by its definition before hip_since
// (cuda_bf16.h before HIP 6.2): the names the definition declares stay in
// use on those targets, whatever their own rows' hip_since, with a note;
// other names newer than the target are still reported.
TEST(MappingTable, NamesAHeaderDefinitionDeclaresStayOnOlderTargets) {
  auto Rows = parseMappingFile("t.yaml", R"(family: half
rows:
  - {cuda: cuda_bf16.h, hip: hip/hip_bf16.h, kind: header, hip_since: "6.2", older_fallback: definition}
  - {cuda: __nv_bfloat16, hip: __hip_bfloat16, kind: type, hip_since: "5.7"}
  - {cuda: __bfloat162float, hip: __bfloat162float, kind: function, hip_since: "5.7"}
  - {cuda: __hmax2, hip: __hmax2, kind: function, hip_since: "5.7"}
)");
  ASSERT_TRUE(static_cast<bool>(Rows)) << llvm::toString(Rows.takeError());
  for (const char *Version : {"5.2", "6.1", "6.2"}) {
    MappingTable Table = retargeted(*Rows, Version);
    bool Defined = llvm::StringRef(Version) != "6.2";
    const MappingRow *Header = Table.lookupHeader("cuda_bf16.h");
    EXPECT_EQ(Header->Hip, Defined ? "" : "hip/hip_bf16.h") << Version;
    EXPECT_EQ(Header->DefinedFallback, Defined ? "definition" : "") << Version;
    for (const char *Name : {"__nv_bfloat16", "__bfloat162float"}) {
      const MappingRow *Row = Table.lookup(Name);
      EXPECT_TRUE(Row->isTranslatable()) << Name << " " << Version;
      EXPECT_EQ(Row->Hip, Name == llvm::StringRef("__nv_bfloat16")
                              ? "__hip_bfloat16"
                              : "__bfloat162float");
    }
  }
  MappingTable Old = retargeted(*Rows, "5.2");
  EXPECT_EQ(Old.lookup("__nv_bfloat16")->AdjustmentNote,
            "'__hip_bfloat16' needs HIP 5.7 (the target is 5.2): the port's "
            "definition in place of 'cuda_bf16.h' declares it");
  // Not among the names it declares: newer than the target.
  EXPECT_FALSE(Old.lookup("__hmax2")->isTranslatable());
  EXPECT_TRUE(retargeted(*Rows, "6.1").lookup("__hmax2")->isTranslatable());
}

TEST(MappingTable, MacroValueFallbackKeepsTheCudaNameForOldTargets) {
  auto Rows = parseMappingFile("t.yaml", R"(family: math-constants
rows:
  - {cuda: CUDART_ONE_F, hip: HIP_ONE_F, kind: macro, hip_since: "5.3", older_hip: CUDART_ONE_F, older_fallback: macro-value, older_value: "1.0F"}
)");
  ASSERT_TRUE(static_cast<bool>(Rows));
  for (const char *Version : {"5.2", "5.3"}) {
    MappingTable Table = retargeted(*Rows, Version);
    bool Old = llvm::StringRef(Version) == "5.2";
    const MappingRow *Row = Table.lookup("CUDART_ONE_F");
    EXPECT_EQ(Row->Hip, Old ? "CUDART_ONE_F" : "HIP_ONE_F");
    EXPECT_EQ(Row->DefinedFallback, Old ? "macro-value" : "");
    EXPECT_EQ(Row->OlderValue, "1.0F");
  }
  // The value is one expression, and comes with the fallback, on a macro.
  for (const char *Bad :
       {"{cuda: CUDART_X, hip: HIP_X, kind: macro, hip_since: \"5.3\", older_hip: CUDART_X, older_fallback: macro-value, older_value: \"1; evil()\"}",
        "{cuda: CUDART_X, hip: HIP_X, kind: macro, hip_since: \"5.3\", older_hip: CUDART_X, older_fallback: macro-value}",
        "{cuda: cuF, hip: hipF, kind: function, hip_since: \"5.3\", older_hip: cuF, older_fallback: macro-value, older_value: \"1\"}"}) {
    auto Rows = parseMappingFile("t.yaml", std::string("family: f\nrows:\n  - ") + Bad + "\n");
    ASSERT_FALSE(static_cast<bool>(Rows)) << Bad;
    std::string Message = llvm::toString(Rows.takeError());
    EXPECT_TRUE(Message.find("one expression") != std::string::npos ||
                Message.find("go together, on a macro row") != std::string::npos ||
                Message.find("only allowed for macro rows") != std::string::npos)
        << Message;
  }
}

TEST(MappingLoader, LegacyFormNeedsItsArity) {
  auto Half = parseMappingFile("t.yaml", R"(family: runtime
rows:
  - {cuda: cuInst, hip: hipInstFlags, kind: function, legacy_hip: hipInst}
)");
  ASSERT_FALSE(static_cast<bool>(Half));
  EXPECT_NE(llvm::toString(Half.takeError()).find("'legacy_hip' needs 'legacy_arity'"),
            std::string::npos);
  // The arity alone: that signature has no HIP form (legacy cuBLAS).
  auto Alone = parseMappingFile("t.yaml", R"(family: blas
rows:
  - {cuda: cublasSscal, hip: hipblasSscal, kind: function, legacy_arity: 4}
)");
  ASSERT_TRUE(static_cast<bool>(Alone)) << llvm::toString(Alone.takeError());
  EXPECT_EQ(Alone->front().LegacyArity, 4u);
  auto OnType = parseMappingFile("t.yaml", R"(family: blas
rows:
  - {cuda: cublasT, hip: hipblasT, kind: type, legacy_arity: 4}
)");
  ASSERT_FALSE(static_cast<bool>(OnType));
  auto Both = parseMappingFile("t.yaml", R"(family: runtime
rows:
  - {cuda: cuInst, hip: hipInstFlags, kind: function, legacy_hip: hipInst, legacy_arity: 5}
)");
  ASSERT_TRUE(static_cast<bool>(Both)) << llvm::toString(Both.takeError());
  EXPECT_EQ(Both->front().LegacyHip, "hipInst");
  EXPECT_EQ(Both->front().LegacyArity, 5u);
}

} // namespace

// __half2's members: the embedded facts parse, gate on the target, and a
// malformed entry is an error naming it.
TEST(Half2Members, EmbeddedFactsGateOnTheirRelease) {
  const Half2Member *X = findHalf2Member("__half2", "x");
  ASSERT_NE(X, nullptr);
  EXPECT_EQ(X->Read, "__low2half");
  EXPECT_TRUE(X->rawBitsOn(parseVersion("5.7")));
  EXPECT_FALSE(X->rawBitsOn(parseVersion(X->HipHalfSince)));
  EXPECT_EQ(findHalf2Member("float2", "x"), nullptr);
  auto Bad = parseHalf2Members(
      "m.yaml", "members:\n  - {type: __half2, member: x, hip_half_since: "
                "'six', read: __low2half, any_read: hipify_half2_x}\n");
  ASSERT_FALSE(static_cast<bool>(Bad));
  EXPECT_EQ(llvm::toString(Bad.takeError()),
            "m.yaml: error: '__half2.x': 'hip_half_since' is not a version "
            "X.Y");
  // A template's read becomes a function port-definitions.yaml defines.
  EXPECT_NE(findDefinitionFor("template", X->AnyRead), nullptr);
  auto Undefined = parseHalf2Members(
      "m.yaml", "members:\n  - {type: __half2, member: x, hip_half_since: "
                "'6.0', read: __low2half, any_read: __low2half}\n");
  ASSERT_FALSE(static_cast<bool>(Undefined));
  EXPECT_EQ(llvm::toString(Undefined.takeError()),
            "m.yaml: error: '__half2.x': no entry of "
            "mappings/facts/port-definitions.yaml with 'for: template' "
            "defines '__low2half'");
}

// Structs HIP declares in another order: the embedded facts parse, pick the
// range of the target, and a malformed entry is an error naming it.
TEST(StructFieldOrders, EmbeddedFactsPickTheTargetsRange) {
  const StructFieldOrder *Kernel = findStructFieldOrder("cudaKernelNodeParams");
  ASSERT_NE(Kernel, nullptr);
  EXPECT_EQ(Kernel->Hip, "hipKernelNodeParams");
  EXPECT_EQ(Kernel->CudaOrder.front(), "func");
  const HipFieldOrder *On52 = Kernel->on(parseVersion("5.2"));
  ASSERT_NE(On52, nullptr);
  EXPECT_EQ(On52->Members.front(), "blockDim");
  EXPECT_EQ(findStructFieldOrder("cudaExtent"), nullptr);
  // A struct HIP declares from 6.2 only has no order on 5.2.
  const StructFieldOrder *Edge = findStructFieldOrder("cudaGraphEdgeData");
  ASSERT_NE(Edge, nullptr);
  EXPECT_EQ(Edge->on(parseVersion("5.2")), nullptr);
  EXPECT_NE(Edge->on(parseVersion("6.2")), nullptr);
  auto Bad = parseStructFieldOrders(
      "s.yaml", "structs:\n  - cuda: cudaX\n    hip: hipX\n    cuda_order: "
                "[a, b]\n    hip_order:\n      - since: '5.2'\n        "
                "members: [b]\n        lacks: [c]\n");
  ASSERT_FALSE(static_cast<bool>(Bad));
  EXPECT_EQ(llvm::toString(Bad.takeError()),
            "s.yaml: error: 'cudaX': lacks 'c', which CUDA does not declare");
}
