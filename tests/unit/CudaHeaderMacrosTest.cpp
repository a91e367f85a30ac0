//===- CudaHeaderMacrosTest.cpp - mappings/facts/cuda-header-macros.yaml --===//
#include "Mapping/CudaHeaderMacros.h"
#include "Mapping/MappingTable.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

MappingTable tableFor(const char *Version) {
  auto Table = MappingTable::loadEmbedded();
  EXPECT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  HipTarget Target;
  Target.Version = *parseVersion(Version);
  Table->retarget(Target);
  return std::move(*Table);
}

TEST(CudaHeaderMacros, EmbeddedFileKnowsGuardsAndMarkers) {
  const CudaHeaderMacros &Facts = cudaHeaderMacros();
  EXPECT_EQ(Facts.headersDefining("__CUDA_RUNTIME_H__"),
            std::vector<std::string>{"cuda_runtime.h"});
  EXPECT_EQ(Facts.headersDefining("CUSPARSEAPI"),
            std::vector<std::string>{"cusparse.h"});
  EXPECT_TRUE(Facts.headersDefining("cudaMalloc").empty());
  std::vector<std::string> Includers = Facts.includersOf("cublas_api.h");
  EXPECT_NE(std::find(Includers.begin(), Includers.end(), "cublas_v2.h"),
            Includers.end());
}

TEST(CudaHeaderMacros, GuardTestsTheHipCounterpart) {
  MappingTable Table = tableFor("5.2");
  auto Runtime = hipPresenceTest(cudaHeaderMacros(), Table, "__CUDA_RUNTIME_H__");
  ASSERT_TRUE(Runtime.has_value());
  EXPECT_EQ(Runtime->HipHeaders, std::vector<std::string>{"hip/hip_runtime.h"});
  EXPECT_EQ(Runtime->Macros,
            std::vector<std::string>{"HIP_INCLUDE_HIP_HIP_RUNTIME_H"});
  // cublas_api.h becomes the port's definition (the macros hipBLAS's types
  // need, then hipblas.h): its guard tells the header is included.
  auto Blas = hipPresenceTest(cudaHeaderMacros(), Table, "CUBLAS_API_H_");
  ASSERT_TRUE(Blas.has_value());
  EXPECT_EQ(Blas->CudaHeader, "cublas_api.h");
  EXPECT_EQ(Blas->HipHeaders,
            std::vector<std::string>{"the port's definition of cublas_api.h"});
  EXPECT_EQ(Blas->Macros,
            std::vector<std::string>{"HIPIFY_DEFINED_hipblasHandle_t"});
  EXPECT_FALSE(hipPresenceTest(cudaHeaderMacros(), Table, "cudaMalloc"));
}

TEST(CudaHeaderMacros, RenamedGuardsAreTestedForEveryReleaseFromTheTarget) {
  auto Old = hipPresenceTest(cudaHeaderMacros(), tableFor("5.2"), "CUSPARSEAPI");
  ASSERT_TRUE(Old.has_value());
  EXPECT_EQ(Old->Macros,
            (std::vector<std::string>{"_HIPSPARSE_H_", "HIPSPARSE_H"}));
  auto New = hipPresenceTest(cudaHeaderMacros(), tableFor("6.2"), "CUSPARSEAPI");
  ASSERT_TRUE(New.has_value());
  EXPECT_EQ(New->Macros, std::vector<std::string>{"HIPSPARSE_H"});
}

TEST(CudaHeaderMacros, MalformedFilesAreErrors) {
  auto Dangling = parseCudaHeaderMacros(
      "f.yaml", "cuda_headers:\n  a.h:\n    includes: [b.h]\nhip_headers: {}\n");
  ASSERT_FALSE(static_cast<bool>(Dangling));
  EXPECT_NE(llvm::toString(Dangling.takeError()).find("'b.h', which has no entry"),
            std::string::npos);
  auto Version = parseCudaHeaderMacros(
      "f.yaml", "cuda_headers: {}\nhip_headers:\n  h.h:\n    - {macro: H, since: x}\n");
  ASSERT_FALSE(static_cast<bool>(Version));
  auto Missing = parseCudaHeaderMacros("f.yaml", "cuda_headers: {}\n");
  ASSERT_FALSE(static_cast<bool>(Missing));
  EXPECT_NE(llvm::toString(Missing.takeError()).find("f.yaml:"),
            std::string::npos);
}

} // namespace
