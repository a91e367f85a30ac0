//===- WorkerProtocolTest.cpp - a batch and its serving workers agree -----===//
#include "Batch/WorkerProtocol.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(WorkerProtocolTest, AnyPathSurvivesARequestLine) {
  for (const char *Unit : {"/src/a.cu", "/src/with space.cu", "/src/tab\there.cu",
                           "/src/new\nline.cu", "/src/quote\"back\\slash.cu"}) {
    std::string Line = unitRequestLine("/work/unit-1.json", Unit);
    EXPECT_EQ(Line.find('\n'), std::string::npos) << Unit;
    std::optional<UnitRequest> Request = parseUnitRequestLine(Line);
    ASSERT_TRUE(Request.has_value()) << Line;
    EXPECT_EQ(Request->ResultFile, "/work/unit-1.json");
    EXPECT_EQ(Request->Unit, Unit);
  }
}

TEST(WorkerProtocolTest, MalformedRequestsAreRefused) {
  for (const char *Line : {"", "x", "[]", "[\"a\"]", "[\"a\", 3]",
                           "[\"\", \"b\"]", "[\"a\", \"b\", \"c\"]"})
    EXPECT_FALSE(parseUnitRequestLine(Line).has_value()) << Line;
}

TEST(WorkerProtocolTest, DoneLinesCarryTheExitCode) {
  for (int Code : {0, 1, 2, 3})
    EXPECT_EQ(parseUnitDoneLine(unitDoneLine(Code)), Code);
  EXPECT_FALSE(parseUnitDoneLine("done").has_value());
  EXPECT_FALSE(parseUnitDoneLine("fine 0").has_value());
  EXPECT_FALSE(parseUnitDoneLine("done x").has_value());
}

TEST(WorkerProtocolTest, ServingCommandAddsTheTreeAndTheFlag) {
  std::vector<std::string> Command =
      servingWorkerCommand({"/bin/hipify", "port"}, "/in");
  ASSERT_EQ(Command.size(), 4u);
  EXPECT_EQ(Command[2], "--translate-root=/in");
  EXPECT_EQ(Command[3], "--worker-serve");
}

} // namespace
