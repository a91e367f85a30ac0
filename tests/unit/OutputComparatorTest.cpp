//===- OutputComparatorTest.cpp - comparing program outputs ---------------===//
#include "Validate/OutputComparator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cmath>

using namespace hipify;

namespace {

TEST(OutputComparator, UlpDistance) {
  EXPECT_EQ(ulpDistance(1.0f, 1.0f), 0u);
  EXPECT_EQ(ulpDistance(1.0f, std::nextafter(1.0f, 2.0f)), 1u);
  EXPECT_EQ(ulpDistance(-0.0f, 0.0f), 0u);
  // Across zero: the smallest negative and positive subnormals are 2 apart.
  EXPECT_EQ(ulpDistance(-std::numeric_limits<float>::denorm_min(),
                        std::numeric_limits<float>::denorm_min()),
            2u);
  EXPECT_EQ(ulpDistance(1.0, std::nextafter(1.0, 2.0)), 1u);
}

TEST(OutputComparator, EqualAndWithinTolerance) {
  TolerancePolicy P;
  EXPECT_FALSE(compareOutputs("saxpy: n=16 sum=1.500000e+01\nPASS\n",
                              "saxpy: n=16 sum=1.500000e+01\nPASS\n", P));
  // 1 ULP apart in float: within the default 4 ULP.
  float Next = std::nextafter(15.0f, 16.0f);
  std::string Actual =
      "saxpy: n=16 sum=" + std::to_string(double(Next)) + "\nPASS\n";
  EXPECT_FALSE(compareOutputs("saxpy: n=16 sum=15.0\nPASS\n", Actual, P));
}

TEST(OutputComparator, ReportsTheFirstDivergence) {
  TolerancePolicy P;
  auto D = compareOutputs("a 1 2.0\nb 3\n", "a 1 2.0\nb 4\n", P);
  ASSERT_TRUE(D.has_value());
  EXPECT_EQ(D->Line, 2u);
  EXPECT_EQ(D->Token, 2u);
  EXPECT_EQ(D->Expected, "3");
  EXPECT_EQ(D->Actual, "4");
  EXPECT_EQ(D->Why, "integer differs");

  D = compareOutputs("max_err=0.5,PASS\n", "max_err=0.75,PASS\n", P);
  ASSERT_TRUE(D.has_value());
  EXPECT_EQ(D->Expected, "0.5");
  EXPECT_EQ(D->Actual, "0.75");
  EXPECT_EQ(D->Why.rfind("number differs by ", 0), 0u) << D->Why;

  D = compareOutputs("PASS\n", "FAIL\n", P);
  ASSERT_TRUE(D.has_value());
  EXPECT_EQ(D->Why, "text differs");

  D = compareOutputs("x\ny\n", "x\n", P);
  ASSERT_TRUE(D.has_value());
  EXPECT_EQ(D->Line, 2u);
  EXPECT_EQ(D->Why, "the output ends early");
}

TEST(OutputComparator, IntegersAreExactEvenWhenClose) {
  TolerancePolicy P;
  P.Float = {1.0, 1.0, 1000};
  auto D = compareOutputs("count 1000000\n", "count 1000001\n", P);
  ASSERT_TRUE(D.has_value());
  EXPECT_EQ(D->Why, "integer differs");
}

TEST(OutputComparator, ReadsTolerancePolicy) {
  llvm::SmallString<128> Path;
  int FD;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("tolerance", "yaml", FD, Path));
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << "float: {ulp: 16}\nhalf: {ulp: 8}\ntext_numbers: double\n";
  }
  auto Policy = readTolerancePolicy(Path);
  ASSERT_TRUE(static_cast<bool>(Policy)) << llvm::toString(Policy.takeError());
  EXPECT_EQ(Policy->Float.Ulps, 16u);
  EXPECT_EQ(Policy->Float.Relative, 1e-5); // Default kept.
  EXPECT_EQ(Policy->Half.Ulps, 8u);
  EXPECT_EQ(Policy->BFloat16.Ulps, 2u); // Default kept.
  EXPECT_TRUE(Policy->TextNumbersAreDouble);
  {
    std::error_code WriteError;
    llvm::raw_fd_ostream OS(Path, WriteError);
    ASSERT_FALSE(WriteError);
    OS << "text_numbers: half\n";
  }
  auto Bad = readTolerancePolicy(Path);
  ASSERT_FALSE(static_cast<bool>(Bad));
  EXPECT_NE(llvm::toString(Bad.takeError()).find("text_numbers must be float or double"),
            std::string::npos);
  llvm::sys::fs::remove(Path);
}

TEST(OutputComparator, SkipsTimingAndThroughputLines) {
  TolerancePolicy P;
  auto R = compareProgramOutputs(
      {"n = 1024\nAverage kernel execution time: 5.323134 (ms)\n"
       "Bandwidth 812.4 GB/s\nsum = 42\nPASS\n",
       ""},
      {"n = 1024\nAverage kernel execution time: 0.325773 (ms)\n"
       "Bandwidth 3.1 GB/s\nsum = 42\nPASS\n",
       ""},
      P);
  ASSERT_TRUE(static_cast<bool>(R)) << llvm::toString(R.takeError());
  EXPECT_FALSE(R->First.has_value());
  EXPECT_EQ(R->LinesCompared, 3u);
  ASSERT_EQ(R->Ignored.size(), 2u);
  EXPECT_EQ(R->Ignored[0].Line, 2u);
  EXPECT_EQ(R->Ignored[0].Pattern, "time");
  EXPECT_EQ(R->Ignored[1].Line, 3u);
  EXPECT_EQ(R->Ignored[1].Pattern, "throughput");
  // Without the patterns the time line is the first difference.
  P.IgnoredLines.clear();
  R = compareProgramOutputs({"t 5.3 ms\n", ""}, {"t 0.3 ms\n", ""}, P);
  ASSERT_TRUE(static_cast<bool>(R));
  ASSERT_TRUE(R->First.has_value());
  EXPECT_EQ(R->First->Line, 1u);
}

TEST(OutputComparator, KeepsVerdictsAndResults) {
  TolerancePolicy P;
  // A verdict is compared even on a timing line; a result with no unit is
  // not a timing.
  auto R = compareProgramOutputs({"FAIL after 3 ms\nerror(s) 0\n", ""},
                                 {"PASS after 1 ms\nerror(s) 0\n", ""}, P);
  ASSERT_TRUE(static_cast<bool>(R));
  ASSERT_TRUE(R->First.has_value());
  EXPECT_EQ(R->First->Line, 1u);
  EXPECT_EQ(R->First->Why, "text differs");
  R = compareProgramOutputs({"samples 10\nerror(s) 1\n", ""},
                            {"samples 10\nerror(s) 2\n", ""}, P);
  ASSERT_TRUE(static_cast<bool>(R));
  EXPECT_TRUE(R->Ignored.empty());
  ASSERT_TRUE(R->First.has_value());
  EXPECT_EQ(R->First->Line, 2u);
  // Each pattern fires on its usual forms.
  auto Ignorer = LineIgnorer::create(defaultIgnoredLines());
  ASSERT_TRUE(static_cast<bool>(Ignorer));
  for (const char *Line :
       {"elapsed 0.25", "kernel took 12", "3.2ms", "12 us per call",
        "total: 0.5 seconds", "[sec] 4", "3.1 GFLOPS", "1.5 GFlop/s",
        "7 Mpixels/sec", "throughput 100", "updates per ns: 0.008692", "dt = 4.978094", "dt: 0.25"})
    EXPECT_TRUE(Ignorer->ignoredBy(Line).has_value()) << Line;
  // Time stamps, by their own names.
  for (auto [Line, Name] :
       {std::pair<const char *, const char *>{"07:10:22 PM", "clock"},
        {"run at 2026-12-02", "date"},
        {"02 December 2026", "date"},
        {"Dec 2, 2026", "date"},
        {"Avg. speedup gained (serialized - overlapped)\t: 1.370201",
         "speedup"},
        {"2.1x speed-up", "speedup"},
        {"GPU memory usage: used = 812.00 MB, free = 79000.00 MB, total = 8 MB",
         "memory-use"},
        {"free memory 3.2 GB", "memory-use"},
        {"Average clocks/block = 3584.000000", "clock-ticks"},
        {"1203 clock cycles", "clock-ticks"}}) {
    std::optional<llvm::StringRef> By = Ignorer->ignoredBy(Line);
    ASSERT_TRUE(By.has_value()) << Line;
    EXPECT_EQ(*By, Name) << Line;
  }
  for (const char *Line : {"Time step ok", "10 samples", "result 5", "3 errors",
                           "max_err = 0.001", "ratio 3:2", "matrix 2026 x 12",
                           "may 3 values", "memory (MB) = 64.5",
                           "dtype 4", "width dt 3", "5 cycles found",
                           "clocks 3"})
    EXPECT_FALSE(Ignorer->ignoredBy(Line).has_value()) << Line;
}

TEST(OutputComparator, SkipsLinesThatDescribeTheMachine) {
  // What helper_cuda.h and deviceQuery print differs between CUDA's and
  // HIP's runtimes on the same machine; the answers after it do not.
  TolerancePolicy P;
  auto R = compareProgramOutputs(
      {"GPU Device 0: \"hipify CPU runner\" with compute capability 8.0\n"
       "  CUDA Driver Version / Runtime Version          13.0 / 13.0\n"
       "Warp size: 32\nsum = 42\nTest passed\n",
       ""},
      {"MapSMtoCores for SM 9.0 is undefined.  Default to use 128 Cores/SM\n"
       "GPU Device 0: \"hipify CPU runner\" with compute capability 9.0\n"
       "  CUDA Driver Version / Runtime Version          6.2 / 6.2\n"
       "Warp size: 64\nsum = 42\nTest passed\n",
       ""},
      P);
  ASSERT_TRUE(static_cast<bool>(R)) << llvm::toString(R.takeError());
  EXPECT_FALSE(R->First.has_value());
  ASSERT_EQ(R->Ignored.size(), 3u);
  EXPECT_EQ(R->Ignored[0].Pattern, "compute-capability");
  EXPECT_EQ(R->Ignored[1].Pattern, "version");
  EXPECT_EQ(R->Ignored[2].Pattern, "warp-size");
  // The answer is still compared.
  R = compareProgramOutputs({"Warp size: 32\nsum = 42\n", ""},
                            {"Warp size: 64\nsum = 43\n", ""}, P);
  ASSERT_TRUE(static_cast<bool>(R));
  ASSERT_TRUE(R->First.has_value());
  EXPECT_EQ(R->First->Line, 2u);

  auto Ignorer = LineIgnorer::create(defaultIgnoredLines());
  ASSERT_TRUE(static_cast<bool>(Ignorer));
  for (auto [Line, Name] :
       {std::pair<const char *, const char *>{
            "CUDA Capability Major/Minor version number:    8.0",
            "compute-capability"},
        {"cudaDriverGetVersion: 13000", "version"},
        {"HIP version: 6.2", "version"},
        {"arch sm_80", "compute-capability"},
        {"gcnArchName gfx90a", "compute-capability"},
        {"warpSize = 64", "warp-size"},
        {"Device 0: \"NVIDIA A100-SXM4-80GB\"", "device-name"},
        {"Using CUDA Device [0]: hipify CPU runner", "device-name"},
        {"  GPU Max Clock rate:   1410 MHz (1.41 GHz)", "clock-rate"},
        {"  Total amount of global memory:   81050 MBytes (84987740160 bytes)",
         "memory-size"},
        {"  Total amount of shared memory per block:       49152 bytes",
         "memory-size"},
        {"  L2 Cache Size:                                 41943040 bytes",
         "memory-size"},
        {"  Memory Bus Width:                              5120-bit",
         "memory-size"},
        {"  (108) Multiprocessors, ( 64) CUDA Cores/MP:    6912 CUDA Cores",
         "device-resources"},
        {"  Maximum number of threads per block:           1024",
         "device-resources"}}) {
    std::optional<llvm::StringRef> By = Ignorer->ignoredBy(Line);
    ASSERT_TRUE(By.has_value()) << Line;
    EXPECT_EQ(*By, Name) << Line;
  }
  // Sizes and versions a program computes with are results.
  for (const char *Line :
       {"matrix 1024 x 1024", "array of 64 MB", "memory (MB) = 64.5",
        "file version 3", "device buffer of 4096 elements", "sum = 8.0",
        "smem 49152", "Total memory needed: 512 MB"})
    EXPECT_FALSE(Ignorer->ignoredBy(Line).has_value()) << Line;
}

TEST(OutputComparator, SkipsTheRowsOfATimingTable) {
  // A header of columns names the units; its rows hold bare numbers
  // (HeCBench vadd). The table ends at a line of words or a blank line.
  const char *Head = "-----\nKernel        Avg(ms)    BW(GB/s)\n-----\n";
  TolerancePolicy P;
  auto R = compareProgramOutputs(
      {std::string(Head) + "base      0.512    812.4\nvec  0.210  1990.0\n"
                           "-----\nchecksum 42\n\nn 7\n",
       ""},
      {std::string(Head) + "base      9.870     42.1\nvec  3.333    120.7\n"
                           "-----\nchecksum 42\n\nn 7\n",
       ""},
      P);
  ASSERT_TRUE(static_cast<bool>(R)) << llvm::toString(R.takeError());
  EXPECT_FALSE(R->First.has_value());
  ASSERT_EQ(R->Ignored.size(), 2u);
  EXPECT_EQ(R->Ignored[0].Line, 4u);
  EXPECT_EQ(R->Ignored[0].Pattern, "duration (table row)");
  EXPECT_EQ(R->Ignored[1].Line, 5u);
  // The rows after the table are compared again: "checksum" ends it.
  R = compareProgramOutputs(
      {std::string(Head) + "base 0.5 812.4\nchecksum 42\n", ""},
      {std::string(Head) + "base 9.8 42.1\nchecksum 43\n", ""}, P);
  ASSERT_TRUE(static_cast<bool>(R));
  ASSERT_TRUE(R->First.has_value());
  EXPECT_EQ(R->First->Line, 5u);
  // A header is columns without numbers: one word of a unit is not one,
  // and neither is a line with a verdict.
  auto Ignorer = LineIgnorer::create(defaultIgnoredLines());
  ASSERT_TRUE(static_cast<bool>(Ignorer));
  EXPECT_TRUE(Ignorer->timingTableHeader("Kernel\tAvg(ms)").has_value());
  EXPECT_TRUE(Ignorer->timingTableHeader("| n | time |").has_value());
  for (const char *Line : {"Timing results:", "size  result", "n 4  (ms)",
                           "Kernel   time   PASS", ""})
    EXPECT_FALSE(Ignorer->timingTableHeader(Line).has_value()) << Line;
}

TEST(OutputComparator, AVerdictOnATimingLineIsComparedWithoutItsNumbers) {
  // HeCBench cmembench prints "PASS\t" and then its timing on one line.
  TolerancePolicy P;
  auto R = compareProgramOutputs(
      {"PASS\tAverage kernel execution time (width = 4 bytes): 858.44 ms\n", ""},
      {"PASS\tAverage kernel execution time (width = 4 bytes): 809.13 ms\n", ""},
      P);
  ASSERT_TRUE(static_cast<bool>(R)) << llvm::toString(R.takeError());
  EXPECT_FALSE(R->First.has_value());
  EXPECT_EQ(R->LinesCompared, 1u);
  ASSERT_EQ(R->Ignored.size(), 1u);
  EXPECT_EQ(R->Ignored[0].Pattern, "time (numbers; the verdict is compared)");
  // The verdict still is compared.
  R = compareProgramOutputs({"PASS\tkernel time: 5.3 ms\n", ""},
                            {"FAIL\tkernel time: 5.3 ms\n", ""}, P);
  ASSERT_TRUE(static_cast<bool>(R));
  ASSERT_TRUE(R->First.has_value());
  EXPECT_EQ(R->First->Line, 1u);
}

TEST(OutputComparator, ProgramPathsAreOneName) {
  TolerancePolicy P;
  auto R = compareProgramOutputs(
      {"Usage: /tmp/w/original.cpu <n>\nrunning original.cpu\n",
       "/tmp/w/original.cpu"},
      {"Usage: /tmp/w/port.cpu <n>\nrunning port.cpu\n", "/tmp/w/port.cpu"},
      P);
  ASSERT_TRUE(static_cast<bool>(R));
  EXPECT_FALSE(R->First.has_value());
  EXPECT_EQ(R->LinesCompared, 2u);
}

TEST(OutputComparator, ReadsIgnoredLinePatterns) {
  llvm::SmallString<128> Path;
  int FD;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("tolerance", "yaml", FD, Path));
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << "default_ignores: false\n"
          "ignore_lines:\n  - {name: seed, regex: '^seed '}\n";
  }
  auto Policy = readTolerancePolicy(Path);
  ASSERT_TRUE(static_cast<bool>(Policy)) << llvm::toString(Policy.takeError());
  ASSERT_EQ(Policy->IgnoredLines.size(), 1u);
  EXPECT_EQ(Policy->IgnoredLines[0].Name, "seed");
  {
    std::error_code WriteError;
    llvm::raw_fd_ostream OS(Path, WriteError);
    ASSERT_FALSE(WriteError);
    OS << "ignore_lines:\n  - {name: broken, regex: '(unclosed'}\n";
  }
  auto Bad = readTolerancePolicy(Path);
  ASSERT_FALSE(static_cast<bool>(Bad));
  EXPECT_NE(llvm::toString(Bad.takeError())
                .find("ignored-line pattern 'broken' is not a regular expression"),
            std::string::npos);
  llvm::sys::fs::remove(Path);
}

} // namespace
