//===- WarpFunctionsTest.cpp - mappings/facts/warp-functions.yaml ---------===//
#include "Mapping/MappingTable.h"
#include "Mapping/WarpFunctions.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(WarpFunctions, EmbeddedFactsParse) {
  const WarpFunctionFact *Down = findWarpFunction("__shfl_down_sync");
  ASSERT_NE(Down, nullptr);
  EXPECT_EQ(Down->Function, WarpFunction::ShuffleDown);
  EXPECT_TRUE(Down->TakesMask);
  const WarpFunctionFact *Active = findWarpFunction("__activemask");
  ASSERT_NE(Active, nullptr);
  EXPECT_EQ(Active->Function, WarpFunction::ActiveMask);
  EXPECT_FALSE(Active->TakesMask);
  const WarpFunctionFact *Match = findWarpFunction("__match_any_sync");
  ASSERT_NE(Match, nullptr);
  EXPECT_EQ(Match->Function, WarpFunction::MatchAny);
  const WarpFunctionFact *Reduce = findWarpFunction("__reduce_xor_sync");
  ASSERT_NE(Reduce, nullptr);
  EXPECT_EQ(Reduce->Function, WarpFunction::Reduce);
  EXPECT_TRUE(Reduce->TakesMask);
  EXPECT_EQ(findWarpFunction("cudaMalloc"), nullptr);
  EXPECT_EQ(warpFunctionNames().size(), warpFunctionFacts().size());
}

TEST(WarpFunctions, EveryFactIsACudaNameOfTheTables) {
  // The facts name CUDA functions the mapping tables know: a typo in the
  // facts file would otherwise match nothing, silently.
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  for (const WarpFunctionFact &Fact : warpFunctionFacts())
    EXPECT_NE(Table->lookup(Fact.Cuda), nullptr) << Fact.Cuda;
}

TEST(WarpFunctions, ErrorsNameTheFileAndTheEntry) {
  auto Unknown = parseWarpFunctionFacts(
      "w.yaml", "functions:\n  - {cuda: __shfl_sync, kind: spin, mask: true}\n");
  ASSERT_FALSE(static_cast<bool>(Unknown));
  EXPECT_EQ(llvm::toString(Unknown.takeError()),
            "w.yaml: error: '__shfl_sync' has unknown kind 'spin'");
  auto Missing =
      parseWarpFunctionFacts("w.yaml", "functions:\n  - {cuda: __shfl_sync}\n");
  ASSERT_FALSE(static_cast<bool>(Missing));
  EXPECT_TRUE(llvm::StringRef(llvm::toString(Missing.takeError()))
                  .starts_with("w.yaml:2:"));
}

} // namespace
