#include "CpuRunner/ShadowedBuiltins.h"
#include <gtest/gtest.h>

using namespace hipify;

namespace {

TEST(ShadowedBuiltins, RenamesLocalsAndParametersInTheirScope) {
  const char *Source =
      "__global__ void k(int *v) { v[blockIdx.x * blockDim.x] = gridDim.x; }\n"
      "void launch(dim3 gridDim, const dim3 &blockDim, int *d) {\n"
      "  k<<<gridDim, blockDim>>>(d);\n"
      "}\n"
      "int main() {\n"
      "  dim3 blockDim(16);\n"
      "  dim3 gridDim(64 / blockDim.x);\n"
      "  launch(gridDim, blockDim, nullptr);\n"
      "}\n"
      "__device__ int f() { return blockDim.x; }\n";
  EXPECT_EQ(renameShadowedBuiltins(Source),
            "__global__ void k(int *v) { v[blockIdx.x * blockDim.x] = gridDim.x; }\n"
            "void launch(dim3 gridDim_local, const dim3 &blockDim_local, int *d) {\n"
            "  k<<<gridDim_local, blockDim_local>>>(d);\n"
            "}\n"
            "int main() {\n"
            "  dim3 blockDim_local(16);\n"
            "  dim3 gridDim_local(64 / blockDim_local.x);\n"
            "  launch(gridDim_local, blockDim_local, nullptr);\n"
            "}\n"
            "__device__ int f() { return blockDim.x; }\n");
}

TEST(ShadowedBuiltins, LeavesUsesMembersAndOtherScopes) {
  // A use before the declaration, members of that name, a prototype's
  // parameter, a string and a comment stay as written.
  const char *Source =
      "void g(dim3 blockDim);\n"
      "int main() {\n"
      "  int a = p.blockDim + S::gridDim; // dim3 gridDim(1);\n"
      "  { dim3 gridDim = dim3(2); use(gridDim); }\n"
      "  use(gridDim, \"dim3 blockDim(3)\");\n"
      "  for (auto blockDim : all) use(blockDim);\n"
      "  use(blockDim);\n"
      "}\n";
  EXPECT_EQ(renameShadowedBuiltins(Source),
            "void g(dim3 blockDim_local);\n"
            "int main() {\n"
            "  int a = p.blockDim + S::gridDim; // dim3 gridDim(1);\n"
            "  { dim3 gridDim_local = dim3(2); use(gridDim_local); }\n"
            "  use(gridDim, \"dim3 blockDim(3)\");\n"
            "  for (auto blockDim_local : all) use(blockDim_local);\n"
            "  use(blockDim);\n"
            "}\n");
}

TEST(ShadowedBuiltins, IntegerCountersNamedLikeBuiltins) {
  // A host loop over blocks of work that counts with `int blockIdx`.
  const char *Source = "void run() {\n"
                       "  int blockIdx = 1;\n"
                       "  unsigned long gridDim = 2;\n"
                       "  while (blockIdx < 4) blockIdx += gridDim;\n"
                       "}\n"
                       "__global__ void k(int *v) { v[blockIdx.x] = 0; }\n";
  EXPECT_EQ(renameShadowedBuiltins(Source),
            "void run() {\n"
            "  int blockIdx_local = 1;\n"
            "  unsigned long gridDim_local = 2;\n"
            "  while (blockIdx_local < 4) blockIdx_local += gridDim_local;\n"
            "}\n"
            "__global__ void k(int *v) { v[blockIdx.x] = 0; }\n");
}

TEST(ShadowedBuiltins, ForWithoutBracesHoldsItsWholeBody) {
  // The counter's scope is the for statement, whose body is another for
  // without braces (whose own header has semicolons), then an if/else.
  const char *Source =
      "void f(int *o) {\n"
      "  for (int blockIdx = 0; blockIdx < 2; ++blockIdx)\n"
      "    for (int t = 0; t < 4; ++t)\n"
      "      if (t) o[blockIdx] = t; else o[blockIdx] = 0;\n"
      "  o[0] = blockIdx.x;\n"
      "}\n";
  EXPECT_EQ(renameShadowedBuiltins(Source),
            "void f(int *o) {\n"
            "  for (int blockIdx_local = 0; blockIdx_local < 2; ++blockIdx_local)\n"
            "    for (int t = 0; t < 4; ++t)\n"
            "      if (t) o[blockIdx_local] = t; else o[blockIdx_local] = 0;\n"
            "  o[0] = blockIdx.x;\n"
            "}\n");
}

TEST(ShadowedBuiltins, NamespaceScopeAndPlainCodeUnchanged) {
  const char *Source = "dim3 blockDim(4);\nint x = threadIdx.x;\n";
  EXPECT_EQ(renameShadowedBuiltins(Source), Source);
}

} // namespace
