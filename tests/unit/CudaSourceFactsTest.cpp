//===- CudaSourceFactsTest.cpp - mappings/facts/cuda-source.yaml ----------===//
#include "Mapping/CudaSourceFacts.h"
#include "Mapping/HipLaunchFacts.h"
#include "Mapping/HipLibraries.h"
#include "Mapping/SolveBufferFacts.h"
#include "llvm/ADT/STLExtras.h"
#include "Mapping/MappingTable.h"
#include "Mapping/SourceLanguage.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(CudaSourceFacts, ApiNamesByPrefix) {
  const CudaSourceFacts &Facts = cudaSourceFacts();
  for (const char *Name : {"cudaMalloc", "CUDA_VERSION", "cuMemAlloc",
                           "CU_DEVICE_ATTRIBUTE_WARP_SIZE",
                           "cublasCreate", "cudnnCreate", "cusparseCreate"})
    EXPECT_TRUE(Facts.isApiName(Name)) << Name;
  // "cu" alone, or followed by a lower-case letter, is a user's word.
  for (const char *Name : {"cu", "cube", "curve", "count", "hipMalloc"})
    EXPECT_FALSE(Facts.isApiName(Name)) << Name;
}

TEST(CudaSourceFacts, ToolkitHeaders) {
  const CudaSourceFacts &Facts = cudaSourceFacts();
  for (const char *Name : {"cublasLt.h", "cuda/std/atomic", "cub/cub.cuh",
                           "thrust/device_vector.h", "nvtx3/nvToolsExt.h",
                           "mma.h", "cooperative_groups/memcpy_async.h"})
    EXPECT_TRUE(Facts.isToolkitHeader(Name)) << Name;
  for (const char *Name : {"helper.h", "vector", "cube.h", "hip/hip_runtime.h"})
    EXPECT_FALSE(Facts.isToolkitHeader(Name)) << Name;
}

TEST(CudaSourceFacts, VectorTypesAndHipMemberOperators) {
  const CudaSourceFacts &Facts = cudaSourceFacts();
  for (const char *Name : {"float4", "uint2", "ulonglong1", "double3"})
    EXPECT_TRUE(Facts.isVectorTypeName(Name)) << Name;
  for (const char *Name : {"float5", "float", "dim3", "half2", "4"})
    EXPECT_FALSE(Facts.isVectorTypeName(Name)) << Name;
  EXPECT_TRUE(Facts.isHipVectorMemberOperator("+="));
  EXPECT_FALSE(Facts.isHipVectorMemberOperator("+"));
}

TEST(CudaSourceFacts, FilesMentioningCuda) {
  EXPECT_TRUE(mentionsCuda("k<<<1, 1>>>();"));
  EXPECT_TRUE(mentionsCuda("#include <thrust/sort.h>"));
  EXPECT_FALSE(mentionsCuda("int main() { return 0; }"));
  EXPECT_TRUE(isCudaFile("a.cuh", ""));
  EXPECT_TRUE(isCudaFile("a.h", "__device__ int f();"));
  EXPECT_FALSE(isCudaFile("a.h", "int f();"));
  EXPECT_FALSE(isCudaFile("notes.txt", "__global__"));
}

TEST(CudaSourceFacts, BarriersAndSynchronisingCalls) {
  const CudaSourceFacts &Facts = cudaSourceFacts();
  EXPECT_EQ(Facts.BlockBarrier, "__syncthreads");
  EXPECT_TRUE(Facts.isBlockBarrier("__syncthreads_count"));
  EXPECT_FALSE(Facts.isBlockBarrier("__syncwarp"));
  EXPECT_TRUE(Facts.isSynchronisingName("__shfl_down_sync"));
  EXPECT_TRUE(Facts.isSynchronisingName("sync"));
  EXPECT_FALSE(Facts.isSynchronisingName("__ldg"));
  EXPECT_TRUE(Facts.isKernelLanguageName("threadIdx"));
  EXPECT_FALSE(Facts.isKernelLanguageName("warpSize"));
}

TEST(CudaSourceFacts, BarrierNamesAreCudaNamesOfTheTables) {
  // A typo in the facts file would otherwise match nothing, silently.
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  const CudaSourceFacts &Facts = cudaSourceFacts();
  EXPECT_NE(Table->lookup(Facts.BlockBarrier), nullptr);
  for (const std::string &Name : Facts.BlockBarrierReductions)
    EXPECT_NE(Table->lookup(Name), nullptr) << Name;
}

TEST(CudaSourceFacts, ErrorsNameTheFile) {
  auto Missing = parseCudaSourceFacts("f.yaml", "api_prefixes: [cuda]\n");
  ASSERT_FALSE(static_cast<bool>(Missing));
  EXPECT_TRUE(llvm::StringRef(llvm::toString(Missing.takeError()))
                  .starts_with("f.yaml:1:"));
  auto Empty = parseCudaSourceFacts(
      "f.yaml", "api_prefixes: []\ndriver_prefixes: [cu]\n"
                "file_markers: [x]\nkernel_language: [x]\n"
                "block_barrier: b\nblock_barrier_reductions: []\n"
                "synchronising_prefixes: [x]\nsynchronising_members: []\n"
                "vector_type_elements: [float]\n"
                "hip_vector_member_operators: [\"+=\"]\n"
                "toolkit_header_prefixes: [cub/]\n");
  ASSERT_FALSE(static_cast<bool>(Empty));
  EXPECT_EQ(llvm::toString(Empty.takeError()),
            "f.yaml: error: a list of names is empty or holds an empty name");
}

} // namespace

namespace {

TEST(HipLaunchFacts, EmbeddedFileSpellsTheLaunch) {
  const HipLaunchFacts &Facts = hipLaunchFacts();
  EXPECT_EQ(Facts.LaunchMacro, "hipLaunchKernelGGL");
  EXPECT_EQ(Facts.KernelNameMacro, "HIP_KERNEL_NAME");
  EXPECT_EQ(Facts.DimensionType, "dim3");
}

TEST(HipLaunchFacts, RejectsAnEmptyFact) {
  auto Facts = parseHipLaunchFacts(
      "l.yaml", "launch_macro: ''\nkernel_name_macro: K\ndimension_type: d\n"
                "default_shared_memory: '0'\ndefault_stream: '0'\n");
  ASSERT_FALSE(static_cast<bool>(Facts));
  EXPECT_EQ(llvm::toString(Facts.takeError()),
            "l.yaml: error: a launch fact is empty");
}

} // namespace

namespace {

TEST(HipLibraries, EmbeddedFileListsTheRuntimeAndLibraries) {
  std::vector<std::string> Names;
  for (const HipLibrary &L : hipLibraries())
    Names.push_back(L.Name);
  for (const char *Name : {"hip", "hipsparse", "hiprand", "rocprim", "hipcub"})
    EXPECT_TRUE(llvm::is_contained(Names, Name)) << Name;
}

TEST(HipLibraries, AProbeLiesInItsDirectory) {
  auto Libraries = parseHipLibraries(
      "l.yaml", "libraries:\n  - {name: x, include_dir: x, probe: y/x.h}\n");
  ASSERT_FALSE(static_cast<bool>(Libraries));
  EXPECT_EQ(llvm::toString(Libraries.takeError()),
            "l.yaml: error: library 'x' needs a relative include_dir and a "
            "probe header inside it");
}

TEST(SolveBuffers, EmbeddedFileNamesTheSparseSolves) {
  ASSERT_EQ(solveBuffers().size(), 2u);
  const SolveBuffer &SpSV = solveBuffers()[1];
  EXPECT_EQ(SpSV.Solve, "cusparseSpSV_solve");
  EXPECT_TRUE(SpSV.neededFor(HipVersion{5, 7}));
  EXPECT_FALSE(SpSV.neededFor(HipVersion{6, 0}));
  EXPECT_TRUE(solveBuffers()[0].neededFor(HipVersion{6, 2}));
}

TEST(SolveBuffers, PositionsAndVersionsAreChecked) {
  for (const char *Bad :
       {"solves:\n  - {solve: s, analysis: a, descriptor: 3, buffer: 3}\n",
        "solves:\n  - {solve: s, analysis: a, descriptor: 0, buffer: 3}\n",
        "solves:\n  - {solve: s, analysis: a, descriptor: 2, buffer: 3, hip_before: soon}\n"}) {
    auto Parsed = parseSolveBuffers("s.yaml", Bad);
    ASSERT_FALSE(static_cast<bool>(Parsed)) << Bad;
    EXPECT_NE(llvm::toString(Parsed.takeError()).find("s.yaml: error: solve 's': "),
              std::string::npos);
  }
}

} // namespace
