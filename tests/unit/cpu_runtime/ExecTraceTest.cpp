//===- ExecTraceTest.cpp - the launch trace (HIPIFY_CPU_TRACE) ------------===//
//
// The trace directory is read at the first launch, so the launches run in
// a child process (a death test that exits 0) with the environment set;
// this process then reads what the child wrote.
//
//===----------------------------------------------------------------------===//
#include "ExecTestSupport.h"
#include "hipify_cpu/memory.h"
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

// The bfloat16 types of hipify's port before HIP 6.2, which defines them
// itself (mappings/facts/port-definitions.yaml), reduced to their layout.
struct __hip_bfloat16 {
  unsigned short __x;
};
struct __hip_bfloat162 {
  __hip_bfloat16 x, y;
};
// Look-alikes that are not the dialect's types.
struct bf16 {
  unsigned short x;
};
namespace user {
struct __hip_bfloat16 {
  unsigned short x;
};
} // namespace user
struct Opaque;

using namespace hipify_cpu;
namespace fs = std::filesystem;

namespace {
void saxpy(int N, float A, const float *X, float *Y) {
  int I = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (I < N)
    Y[I] = A * X[I] + Y[I];
}

/// The child: two launches (the second from another host thread) and an
/// invalid one, then a clean exit.
[[noreturn]] void runTracedLaunches(const std::string &Dir, const char *Limit) {
  setenv("HIPIFY_CPU_TRACE", Dir.c_str(), 1);
  setenv("HIPIFY_CPU_TRACE_LIMIT", Limit, 1);
  float *X = static_cast<float *>(allocate(4 * sizeof(float), MemoryKind::Device));
  float *Y = static_cast<float *>(allocate(4 * sizeof(float), MemoryKind::Device));
  for (int I = 0; I < 4; ++I) {
    X[I] = float(I + 1);
    Y[I] = 0;
  }
  float Host[4] = {};
  launch({"saxpy<float>", "n, a,x,y", false}, dim3(1), dim3(4))(
      [&](auto &&...A) { saxpy(A...); }, 4, 2.0f, X, Y);
  // A pointer into the middle of a buffer, one to host memory, no names.
  std::thread([&] {
    launch({"tail", "", false}, dim3(1), dim3(1))(
        [&](auto &&...A) {
          auto Body = [](float *P, float *H) {};
          Body(A...);
        },
        X + 1, Host);
  }).join();
  launch({"bad", "n", false}, dim3(1), dim3(2000))([](auto &&...) {}, 1);
  std::exit(0);
}

/// The child: one launch given 77 bytes 0, 1, ... 76 (nine words in the
/// four lanes, and a tail of five bytes).
[[noreturn]] void runTracedBytes(const std::string &Dir) {
  setenv("HIPIFY_CPU_TRACE", Dir.c_str(), 1);
  auto *Bytes = static_cast<unsigned char *>(allocate(77, MemoryKind::Device));
  for (int I = 0; I < 77; ++I)
    Bytes[I] = static_cast<unsigned char>(I);
  launch({"bytes", "b", false}, dim3(1), dim3(1))(
      [&](auto &&...A) {
        auto Body = [](unsigned char *) {};
        Body(A...);
      },
      Bytes);
  std::exit(0);
}

/// The child: six launches of saxpy on 16-byte buffers, with a trace
/// budget of one byte: spent by the first launch.
[[noreturn]] void runTracedPastTheBudget(const std::string &Dir) {
  setenv("HIPIFY_CPU_TRACE", Dir.c_str(), 1);
  setenv("HIPIFY_CPU_TRACE_BUDGET", "1", 1);
  float *X = static_cast<float *>(allocate(4 * sizeof(float), MemoryKind::Device));
  float *Y = static_cast<float *>(allocate(4 * sizeof(float), MemoryKind::Device));
  for (int I = 0; I < 4; ++I)
    X[I] = Y[I] = 1;
  for (int Launch = 0; Launch < 6; ++Launch)
    launch({"saxpy", "n, a, x, y", false}, dim3(1), dim3(4))(
        [&](auto &&...A) { saxpy(A...); }, 4, 2.0f, X, Y);
  std::exit(0);
}

std::vector<std::string> readLines(const fs::path &File) {
  std::ifstream In(File);
  std::vector<std::string> Lines;
  for (std::string Line; std::getline(In, Line);)
    Lines.push_back(Line);
  return Lines;
}

std::string readBytes(const fs::path &File) {
  std::ifstream In(File, std::ios::binary);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// A directory for one test, the same in the parent and in the re-executed
/// child: the parent picks it and passes it down in the environment.
fs::path traceDirectory(const char *Name) {
  std::string Variable = std::string("EXEC_TRACE_TEST_DIR_") + Name;
  if (const char *Chosen = std::getenv(Variable.c_str()))
    return Chosen;
  fs::path Dir = fs::temp_directory_path() /
                 ("hipify-cpu-" + std::string(Name) + "-" +
                  std::to_string(getpid()));
  fs::remove_all(Dir);
  setenv(Variable.c_str(), Dir.c_str(), 1);
  return Dir;
}
} // namespace

TEST(ExecTraceDeathTest, WritesLaunchesAndBuffers) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  fs::path Dir = traceDirectory("all");
  EXPECT_EXIT(runTracedLaunches(Dir.string(), "1000"),
              testing::ExitedWithCode(0), "");
  std::vector<std::string> Lines = readLines(Dir / "launches.jsonl");
  ASSERT_EQ(Lines.size(), 3u);
  // The content hash of {1, 2, 3, 4} and {2, 4, 6, 8} as little-endian
  // f32, and of {2, 3, 4}, computed apart (a Python model of contentHash).
  EXPECT_EQ(Lines[0],
            "{\"index\": 0, \"thread\": 0, \"kernel\": \"saxpy<float>\", "
            "\"grid\": [1, 1, 1], "
            "\"block\": [4, 1, 1], \"shared\": 0, \"status\": \"ok\", "
            "\"buffers\": [{\"arg\": 2, \"param\": \"x\", \"type\": \"f32\", "
            "\"bytes\": 16, \"file\": \"launch-0-arg2.bin\", \"hash\": "
            "\"a338642264a25aea\"}, {\"arg\": 3, \"param\": \"y\", \"type\": "
            "\"f32\", \"bytes\": 16, \"file\": \"launch-0-arg3.bin\", "
            "\"hash\": \"226d9b465f14afad\"}]}");
  EXPECT_EQ(Lines[1],
            "{\"index\": 1, \"thread\": 1, \"kernel\": \"tail\", "
            "\"grid\": [1, 1, 1], "
            "\"block\": [1, 1, 1], \"shared\": 0, \"status\": \"ok\", "
            "\"buffers\": [{\"arg\": 0, \"param\": \"arg0\", \"type\": "
            "\"f32\", \"bytes\": 12, \"file\": \"launch-1-arg0.bin\", "
            "\"hash\": \"9a11107041c49b33\"}]}");
  EXPECT_EQ(Lines[2],
            "{\"index\": 2, \"thread\": 0, \"kernel\": \"bad\", "
            "\"grid\": [1, 1, 1], "
            "\"block\": [2000, 1, 1], \"shared\": 0, \"status\": "
            "\"invalid-configuration\", \"buffers\": []}");
  std::string Y = readBytes(Dir / "launch-0-arg3.bin");
  ASSERT_EQ(Y.size(), 16u);
  float Values[4];
  std::memcpy(Values, Y.data(), 16);
  EXPECT_EQ(Values[0], 2.0f);
  EXPECT_EQ(Values[3], 8.0f);
  EXPECT_EQ(readBytes(Dir / "launch-1-arg0.bin").size(), 12u);
  fs::remove_all(Dir);
}

TEST(ExecTraceDeathTest, LimitKeepsHashesButDropsFiles) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  fs::path Dir = traceDirectory("limit");
  EXPECT_EXIT(runTracedLaunches(Dir.string(), "16"),
              testing::ExitedWithCode(0), "");
  std::vector<std::string> Lines = readLines(Dir / "launches.jsonl");
  ASSERT_EQ(Lines.size(), 3u);
  EXPECT_NE(Lines[0].find("\"file\": \"launch-0-arg2.bin\", \"hash\": "
                          "\"a338642264a25aea\""),
            std::string::npos);
  EXPECT_NE(Lines[0].find("\"file\": null, \"hash\": \"226d9b465f14afad\""),
            std::string::npos);
  EXPECT_TRUE(fs::exists(Dir / "launch-0-arg2.bin"));
  EXPECT_FALSE(fs::exists(Dir / "launch-0-arg3.bin"));
  EXPECT_FALSE(fs::exists(Dir / "launch-1-arg0.bin"));
  fs::remove_all(Dir);
}

TEST(ExecTraceDeathTest, HashesWordsInLanesAndTheTail) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  fs::path Dir = traceDirectory("bytes");
  EXPECT_EXIT(runTracedBytes(Dir.string()), testing::ExitedWithCode(0), "");
  std::vector<std::string> Lines = readLines(Dir / "launches.jsonl");
  ASSERT_EQ(Lines.size(), 1u);
  // Computed apart, by the same Python model.
  EXPECT_NE(Lines[0].find("\"bytes\": 77, \"file\": \"launch-0-arg0.bin\", "
                          "\"hash\": \"b6ec1441cc2e6c33\""),
            std::string::npos)
      << Lines[0];
  fs::remove_all(Dir);
}

TEST(ExecTraceDeathTest, PastTheBudgetOnlyPowersOfTwoKeepBuffers) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  fs::path Dir = traceDirectory("budget");
  EXPECT_EXIT(runTracedPastTheBudget(Dir.string()), testing::ExitedWithCode(0),
              "");
  std::vector<std::string> Lines = readLines(Dir / "launches.jsonl");
  ASSERT_EQ(Lines.size(), 6u);
  for (size_t Index = 0; Index < Lines.size(); ++Index) {
    bool Recorded = Index == 0 || (Index & (Index - 1)) == 0;
    SCOPED_TRACE(Lines[Index]);
    EXPECT_EQ(Lines[Index].find("\"recorded\": false") == std::string::npos,
              Recorded);
    EXPECT_EQ(Lines[Index].find("\"buffers\": []") == std::string::npos,
              Recorded);
    EXPECT_EQ(fs::exists(Dir / ("launch-" + std::to_string(Index) +
                                "-arg3.bin")),
              Recorded);
  }
  fs::remove_all(Dir);
}

// A buffer's element kind does not depend on which header defined the type:
// the port's own __hip_bfloat16 is traced as bf16, as the runner's
// __nv_bfloat16 of the original is, and a user's type is not.
TEST(ExecTraceTest, DialectTypesAProgramDefinesAreKnownByName) {
  auto KindOf = [](auto *Pointer) {
    return std::string(trace_argument(Pointer).ElementKind);
  };
  EXPECT_EQ(KindOf(static_cast<__hip_bfloat16 *>(nullptr)), "bf16");
  EXPECT_EQ(KindOf(static_cast<const __hip_bfloat16 *>(nullptr)), "bf16");
  EXPECT_EQ(KindOf(static_cast<__hip_bfloat162 *>(nullptr)), "bf16");
  EXPECT_EQ(KindOf(static_cast<bf16 *>(nullptr)), "bytes");
  EXPECT_EQ(KindOf(static_cast<user::__hip_bfloat16 *>(nullptr)), "bytes");
  EXPECT_EQ(KindOf(static_cast<Opaque *>(nullptr)), "bytes");
  EXPECT_EQ(KindOf(static_cast<float *>(nullptr)), "f32");
  EXPECT_EQ(detail::type_name<user::__hip_bfloat16>(), "user::__hip_bfloat16");
}
