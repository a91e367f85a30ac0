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

namespace {

TEST(HipOverloads, HostOverloadSpellings) {
  HostOverload Plain = HostOverload::parse("hipStream_t, hipEvent_t, unsigned int =");
  EXPECT_FALSE(Plain.IsTemplate);
  EXPECT_EQ(Plain.Params, 3u);
  EXPECT_EQ(Plain.Required, 2u);
  EXPECT_TRUE(Plain.accepts(2));
  EXPECT_FALSE(Plain.accepts(1));
  HostOverload Template =
      HostOverload::parse("<T> T **, void (*)(int, int), size_t");
  EXPECT_TRUE(Template.IsTemplate);
  EXPECT_EQ(Template.Params, 3u);
  EXPECT_EQ(Template.Required, 3u);
}

TEST(HipOverloads, HostFunctionsPerRelease) {
  // hipStreamWaitEvent has its flags default from 6.1 on: a 5.2 target sees
  // both ranges, a 6.2 target only the newer.
  auto Old = hipOverloads().hostOverloadsFrom("hipStreamWaitEvent",
                                              parseVersion("5.2"));
  auto New = hipOverloads().hostOverloadsFrom("hipStreamWaitEvent",
                                              parseVersion("6.2"));
  ASSERT_EQ(Old.size(), 2u);
  ASSERT_EQ(New.size(), 1u);
  EXPECT_FALSE(Old.front().front().accepts(2));
  EXPECT_TRUE(New.front().front().accepts(2));
  EXPECT_TRUE(hipOverloads().hostOverloadsFrom("hipNoSuchFunction", {}).empty());
}

} // namespace
