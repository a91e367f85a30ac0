//===- SpacedChevronsTest.cpp - launches with blanks between chevrons -----===//
#include "CpuRunner/SpacedChevrons.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(SpacedChevrons, JoinsALaunchsChevrons) {
  EXPECT_EQ(joinSpacedChevrons("k<< <g, b>> >(x);"), "k<<<g, b>>>(x);");
  EXPECT_EQ(joinSpacedChevrons("k<<  <dim3(n / 2), 64, 0, s>>\t>(a, b);"),
            "k<<<dim3(n / 2), 64, 0, s>>>(a, b);");
  // Opened with blanks, closed without.
  EXPECT_EQ(joinSpacedChevrons("k<< <1, 1>>>(p);"), "k<<<1, 1>>>(p);");
  // A template argument list in the configuration.
  EXPECT_EQ(joinSpacedChevrons("k<< <grid<int>(n), b>> >(p);"),
            "k<<<grid<int>(n), b>>>(p);");
}

TEST(SpacedChevrons, LeavesWhatIsNoLaunch) {
  // A nested template's closing brackets, a shift, comments and strings.
  for (const char *Text :
       {"std::vector<std::pair<int, int>> > v;", "x = a << b;",
        "// k<< <g, b>> >(x);", "const char *s = \"<< <a>> >(\";",
        "a << <no launch here;"})
    EXPECT_EQ(joinSpacedChevrons(Text), Text) << Text;
  // Lines keep their numbers: blanks are joined on their line only.
  EXPECT_EQ(joinSpacedChevrons("k<<\n<g, b>>>(x);"), "k<<\n<g, b>>>(x);");
}

} // namespace
