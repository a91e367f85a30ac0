//===- HipOverloadsTest.cpp - mappings/facts/hip-overloads.yaml -----------===//
#include "Mapping/HipOverloads.h"
#include "Mapping/MappingTable.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(HipOverloads, EmbeddedFileKnowsTheAtomicsHipAdds) {
  const HipOverloads &Facts = hipOverloads();
  EXPECT_TRUE(Facts.declares("atomicMax", {"double *", "double"}));
  EXPECT_TRUE(Facts.declares("atomicMin", {"float *", "float"}));
  EXPECT_TRUE(Facts.declares("__ffsll", {"unsigned long long"}));
  EXPECT_FALSE(Facts.declares("atomicMax", {"float2 *", "float2"}));
  EXPECT_FALSE(Facts.declares("noSuchFunction", {"int"}));
  EXPECT_EQ(Facts.count("__ffsll"), 2u);
  EXPECT_EQ(Facts.count("noSuchFunction"), 0u);
}

TEST(HipOverloads, EveryNameHasADeviceRowKeepingIt) {
  auto Table = MappingTable::loadEmbedded();
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  for (const auto &[Name, Lists] : hipOverloads().Overloads) {
    const MappingRow *Row = Table->lookup(Name);
    ASSERT_NE(Row, nullptr) << Name;
    EXPECT_EQ(Row->Hip, Name);
  }
}

TEST(HipOverloads, MalformedFilesAreErrors) {
  auto One = parseHipOverloads("f.yaml", "overloads:\n  f: [\"int\"]\n");
  ASSERT_FALSE(static_cast<bool>(One));
  EXPECT_NE(llvm::toString(One.takeError()).find("at least two overloads"),
            std::string::npos);
  auto Bad = parseHipOverloads("f.yaml", "overload: {}\n");
  ASSERT_FALSE(static_cast<bool>(Bad));
  EXPECT_NE(llvm::toString(Bad.takeError()).find("f.yaml:"), std::string::npos);
}

} // namespace
