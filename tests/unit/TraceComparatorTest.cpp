#include "Validate/LaunchTrace.h"
#include "Validate/TraceComparator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>
#include <vector>

using namespace hipify;

namespace {

/// A launch trace written by hand into a fresh temporary directory, in the
/// format of docs/cpu-runner.md.
class TraceDir {
public:
  TraceDir() {
    llvm::sys::fs::createUniqueDirectory("hipify-trace", Dir);
  }
  ~TraceDir() { llvm::sys::fs::remove_directories(Dir); }

  std::string path() const { return Dir.str().str(); }

  /// Adds a launch whose buffers are written to files, made by host thread
  /// Thread.
  void launch(llvm::StringRef Kernel, llvm::StringRef Buffers,
              llvm::StringRef Grid = "[4, 1, 1]", unsigned Thread = 0) {
    Lines += llvm::formatv(R"({{"index": {0}, "thread": {4}, "kernel": "{1}", )"
                           R"("grid": {2}, "block": [256, 1, 1], "shared": 0, )"
                           R"("status": "ok", "buffers": [{3}]})",
                           Launches++, Kernel, Grid, Buffers, Thread)
                 .str() +
             "\n";
    write();
  }

  template <typename T>
  std::string buffer(unsigned Arg, llvm::StringRef Param,
                     llvm::StringRef Type, const std::vector<T> &Data,
                     llvm::StringRef Hash = "0") {
    std::string File =
        llvm::formatv("launch-{0}-arg{1}.bin", Launches, Arg).str();
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, File);
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS.write(reinterpret_cast<const char *>(Data.data()),
             Data.size() * sizeof(T));
    return hashOnly(Arg, Param, Type, Data.size() * sizeof(T), Hash, File);
  }

  static std::string hashOnly(unsigned Arg, llvm::StringRef Param,
                              llvm::StringRef Type, size_t Bytes,
                              llvm::StringRef Hash,
                              llvm::StringRef File = "") {
    std::string FileJson = File.empty() ? "null" : "\"" + File.str() + "\"";
    return llvm::formatv(R"({{"arg": {0}, "param": "{1}", "type": "{2}", )"
                         R"("bytes": {3}, "file": {4}, "hash": "{5}"})",
                         Arg, Param, Type, Bytes, FileJson, Hash)
        .str();
  }

  void raw(llvm::StringRef Text) {
    Lines += Text.str();
    write();
  }

private:
  void write() {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, "launches.jsonl");
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Lines;
  }

  llvm::SmallString<128> Dir;
  std::string Lines;
  unsigned Launches = 0;
};

TraceComparison compare(const TraceDir &Reference, const TraceDir &Port,
                        TolerancePolicy Policy = {}) {
  auto Result = compareTraces(Reference.path(), Port.path(), Policy);
  EXPECT_TRUE(static_cast<bool>(Result)) << llvm::toString(Result.takeError());
  return Result ? *Result : TraceComparison{};
}

std::vector<float> ramp(size_t N) {
  std::vector<float> V(N);
  for (size_t I = 0; I < N; ++I)
    V[I] = I * 0.5f;
  return V;
}

TEST(TraceComparatorTest, MatchingTracesAgree) {
  TraceDir Ref, Port;
  Ref.launch("saxpy", Ref.buffer(3, "y", "f32", ramp(1024)));
  Port.launch("saxpy", Port.buffer(3, "y", "f32", ramp(1024)));
  Ref.launch("k<float, unsigned int>", Ref.buffer(0, "n", "i32",
                                                   std::vector<int>{1, 2}));
  Port.launch("k< float,unsigned  int >", Port.buffer(0, "n", "i32",
                                                       std::vector<int>{1, 2}));
  TraceComparison C = compare(Ref, Port);
  EXPECT_TRUE(C.matches()) << describe(*C.First);
  EXPECT_EQ(C.LaunchesCompared, 2u);
  EXPECT_EQ(C.BuffersCompared, 2u);
  EXPECT_EQ(C.ElementsCompared, 1026u);
  EXPECT_EQ(llvm::json::Value(toJson(C)),
            llvm::json::Value(llvm::json::Object{{"matches", true},
                                                 {"launchesCompared", 2},
                                                 {"buffersCompared", 2},
                                                 {"elementsCompared", 1026}}));
}

TEST(TraceComparatorTest, KernelNamesIgnoreOnlyInsignificantSpace) {
  EXPECT_TRUE(sameKernelName("saxpy", " saxpy "));
  EXPECT_TRUE(sameKernelName("k<float>", "k< float >"));
  EXPECT_TRUE(sameKernelName("k<unsigned int>", "k< unsigned   int >"));
  EXPECT_FALSE(sameKernelName("k<unsigned int>", "k<unsignedint>"));
  EXPECT_FALSE(sameKernelName("saxpy", "daxpy"));
}

/// The embedded tables, as validate ports with them (no target chosen).
const MappingTable &embeddedTable() {
  static MappingTable Table = [] {
    auto Loaded = MappingTable::loadEmbedded();
    EXPECT_TRUE(static_cast<bool>(Loaded))
        << llvm::toString(Loaded.takeError());
    return Loaded ? std::move(*Loaded) : MappingTable();
  }();
  return Table;
}

TEST(TraceComparatorTest, KernelNamesOfThePortAreTheTablesRenames) {
  const MappingTable &Table = embeddedTable();
  EXPECT_EQ(portSpelling("k<__nv_bfloat162, cudaStream_t, 4>", Table),
            "k<__hip_bfloat162, hipStream_t, 4>");
  EXPECT_EQ(portSpelling("k<my::__nv_bfloat16x>", Table),
            "k<my::__nv_bfloat16x>");
  EXPECT_TRUE(
      sameKernelName("k<__nv_bfloat16>", "k< __hip_bfloat16 >", &Table));
  EXPECT_TRUE(sameKernelName("k<nv_bfloat16, 128>", "k<__hip_bfloat16, 128>",
                             &Table));
  EXPECT_TRUE(sameKernelName("k<half>", "k<half>", &Table));
  EXPECT_TRUE(sameKernelName("k<__half2>", "k<__half2>", &Table));
  // A port that kept the CUDA name is the same kernel too.
  EXPECT_TRUE(sameKernelName("k<__nv_bfloat16>", "k<__nv_bfloat16>", &Table));
  // The tables rename the original's names, not the port's.
  EXPECT_FALSE(sameKernelName("k<__hip_bfloat16>", "k<__nv_bfloat16>", &Table));
  EXPECT_FALSE(sameKernelName("k<__nv_bfloat16>", "k<__half>", &Table));
  EXPECT_FALSE(sameKernelName("k<__nv_bfloat16>", "k<__hip_bfloat16>"));
  EXPECT_FALSE(
      sameKernelName("k<__nv_bfloat16>", "k<__hip_bfloat16>", nullptr));
}

// The original's bfloat16 kernel and the port's, named with each dialect's
// type, pair up; their bf16 buffers compare within bfloat16's tolerance.
TEST(TraceComparatorTest, RenamedTypesPairKernelsAcrossDialects) {
  TraceDir Ref, Port;
  // bfloat16: 0x3f80 is 1.0, 0x3f81 the next (1 ULP), 0x3f90 16 ULP on.
  Ref.launch("fill<__nv_bfloat16>",
             Ref.buffer(0, "v", "bf16", std::vector<uint16_t>{0x3f80, 0x3f80}));
  Port.launch("fill<__hip_bfloat16>", Port.buffer(0, "v", "bf16",
                                                  std::vector<uint16_t>{
                                                      0x3f80, 0x3f81}));
  auto Compared = [&](const TraceDir &P, const MappingTable *Table) {
    auto Result =
        compareTraces(Ref.path(), P.path(), TolerancePolicy(), "", Table);
    EXPECT_TRUE(static_cast<bool>(Result))
        << llvm::toString(Result.takeError());
    return Result ? *Result : TraceComparison{};
  };
  EXPECT_TRUE(Compared(Port, &embeddedTable()).matches());
  TraceComparison Unmapped = Compared(Port, nullptr);
  ASSERT_FALSE(Unmapped.matches());
  EXPECT_EQ(Unmapped.First->What, TraceDivergence::Kind::KernelName);

  TraceDir Far;
  Far.launch("fill<__hip_bfloat16>",
             Far.buffer(0, "v", "bf16", std::vector<uint16_t>{0x3f80, 0x3f90}));
  TraceComparison C = Compared(Far, &embeddedTable());
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First),
            "kernel 'fill<__nv_bfloat16>' launch 0: buffer 'v' (arg 0) "
            "element 1: expected 1 got 1.125 (16 ULP)");
}

TEST(TraceComparatorTest, FirstFloatDivergenceWithUlps) {
  TraceDir Ref, Port;
  std::vector<float> Expected = ramp(2048), Actual = Expected;
  Expected[1000] = 2.5f;
  Actual[1000] = 2.75f;
  Actual[1001] += 1.0f; // Later: not the first.
  Actual[5] = std::nextafter(Actual[5], 1e9f); // Within 4 ULP: agrees.
  Ref.launch("saxpy", Ref.buffer(3, "y", "f32", Expected));
  Port.launch("saxpy", Port.buffer(3, "y", "f32", Actual));
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  const TraceDivergence &D = *C.First;
  EXPECT_EQ(D.What, TraceDivergence::Kind::Element);
  EXPECT_EQ(D.Element, 1000u);
  EXPECT_EQ(D.Ulps, 1048576u);
  EXPECT_EQ(C.ElementsCompared, 1001u);
  EXPECT_EQ(describe(D), "kernel 'saxpy' launch 0: buffer 'y' (arg 3) element "
                         "1000: expected 2.5 got 2.75 (1048576 ULP)");
  llvm::json::Object J = toJson(C);
  const llvm::json::Object *Div = J.getObject("divergence");
  ASSERT_TRUE(Div);
  EXPECT_EQ(Div->getString("kind"), "element");
  EXPECT_EQ(Div->getInteger("arg"), 3);
  EXPECT_EQ(Div->getString("param"), "y");
  EXPECT_EQ(Div->getInteger("element"), 1000);
  EXPECT_EQ(Div->getString("expected"), "2.5");
  EXPECT_EQ(Div->getString("actual"), "2.75");
  EXPECT_EQ(Div->getInteger("ulps"), 1048576);
}

TEST(TraceComparatorTest, NanEqualsNanAndToleranceIsPerType) {
  TraceDir Ref, Port;
  Ref.launch("k", Ref.buffer(0, "d", "f64", std::vector<double>{NAN, 1.0}));
  Port.launch("k", Port.buffer(0, "d", "f64",
                               std::vector<double>{-NAN, 1.0 + 1e-11}));
  // Half: 0x3c00 is 1.0, 0x3c01 the next half (1 ULP), 0x3c10 16 ULP on.
  Ref.launch("h", Ref.buffer(0, "v", "f16",
                             std::vector<uint16_t>{0x3c00, 0x3c00}));
  Port.launch("h", Port.buffer(0, "v", "f16",
                               std::vector<uint16_t>{0x3c01, 0x3c10}));
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First), "kernel 'h' launch 1: buffer 'v' (arg 0) "
                                "element 1: expected 1 got 1.0156 (16 ULP)");
  TolerancePolicy Lenient;
  Lenient.Half.Ulps = 16;
  EXPECT_TRUE(compare(Ref, Port, Lenient).matches());
}

TEST(TraceComparatorTest, IntegersCompareExactly) {
  TraceDir Ref, Port;
  Ref.launch("histogram", Ref.buffer(1, "bins", "i16",
                                     std::vector<int16_t>{4, -3, 7}));
  Port.launch("histogram", Port.buffer(1, "bins", "i16",
                                       std::vector<int16_t>{4, -4, 7}));
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_FALSE(C.First->Ulps);
  EXPECT_EQ(describe(*C.First), "kernel 'histogram' launch 0: buffer 'bins' "
                                "(arg 1) element 1: expected -3 got -4");
}

TEST(TraceComparatorTest, MissingAndExtraLaunches) {
  TraceDir Ref, Port;
  Ref.launch("a", "");
  Ref.launch("b", "");
  Port.launch("a", "");
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->What, TraceDivergence::Kind::MissingLaunch);
  EXPECT_EQ(describe(*C.First),
            "kernel 'b' launch 1: the port made no such launch");
  EXPECT_EQ(C.LaunchesCompared, 1u);

  C = compare(Port, Ref);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->What, TraceDivergence::Kind::ExtraLaunch);
  EXPECT_EQ(C.First->Kernel, "b");
}

TEST(TraceComparatorTest, KernelNameAndConfigurationDiverge) {
  TraceDir Ref, Port, Other;
  Ref.launch("a", "");
  Port.launch("b", "");
  Other.launch("a", "", "[8, 1, 1]");
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->What, TraceDivergence::Kind::KernelName);
  C = compare(Ref, Other);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First),
            "kernel 'a' launch 0: the launch configuration differs: expected "
            "grid [4,1,1] block [256,1,1] shared 0 got grid [8,1,1] block "
            "[256,1,1] shared 0");
}

TEST(TraceComparatorTest, HashOnlyBuffersCompareHashes) {
  TraceDir Ref, Port;
  // The original's contents were written; the port's trace ran out of room.
  Ref.launch("k", Ref.buffer(2, "out", "u8", std::vector<uint8_t>{1, 2},
                             "00ff"));
  Port.launch("k", TraceDir::hashOnly(2, "out", "u8", 2, "00FF"));
  Ref.launch("k", TraceDir::hashOnly(2, "out", "u8", 2, "1234"));
  Port.launch("k", TraceDir::hashOnly(2, "out", "u8", 2, "abcd"));
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  const TraceDivergence &D = *C.First;
  EXPECT_EQ(D.What, TraceDivergence::Kind::ContentsHash);
  EXPECT_EQ(D.Launch, 1u);
  EXPECT_FALSE(D.Element);
  EXPECT_EQ(D.Why, "contents differ (hash)");
  EXPECT_EQ(describe(D), "kernel 'k' launch 1: buffer 'out' (arg 2): contents "
                         "differ (hash): expected 1234 got abcd");
  EXPECT_EQ(C.BuffersCompared, 2u);
}

TEST(TraceComparatorTest, LaunchesPastTheBudgetCompareWithoutBuffers) {
  TraceDir Ref, Port;
  Ref.launch("k", Ref.buffer(0, "out", "i32", std::vector<int>{1}));
  Port.launch("k", Port.buffer(0, "out", "i32", std::vector<int>{1}));
  // Launch 1: the original's buffers were left out; launch 2: the port's.
  Ref.raw(R"({"index": 1, "kernel": "k", "grid": [4, 1, 1], "block": )"
          R"([256, 1, 1], "shared": 0, "status": "ok", "recorded": false, )"
          R"("buffers": []})"
          "\n");
  Port.launch("k", Port.buffer(0, "out", "i32", std::vector<int>{2}));
  Ref.launch("k", Ref.buffer(0, "out", "i32", std::vector<int>{3}));
  Port.raw(R"({"index": 2, "kernel": "k", "grid": [4, 1, 1], "block": )"
           R"([256, 1, 1], "shared": 0, "status": "ok", "recorded": false, )"
           R"("buffers": []})"
           "\n");
  TraceComparison C = compare(Ref, Port);
  EXPECT_TRUE(C.matches()) << describe(*C.First);
  EXPECT_EQ(C.LaunchesCompared, 3u);
  EXPECT_EQ(C.LaunchesWithoutBuffers, 2u);
  EXPECT_EQ(C.BuffersCompared, 1u);
  EXPECT_EQ(toJson(C).getInteger("launchesWithoutBuffers"), 2);

  // Kernel and configuration are still compared there.
  Ref.raw(R"({"index": 3, "kernel": "k", "grid": [4, 1, 1], "block": )"
          R"([256, 1, 1], "shared": 0, "status": "ok", "recorded": false, )"
          R"("buffers": []})"
          "\n");
  Port.raw(R"({"index": 3, "kernel": "other", "grid": [4, 1, 1], "block": )"
           R"([256, 1, 1], "shared": 0, "status": "ok", "recorded": false, )"
           R"("buffers": []})"
           "\n");
  C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->What, TraceDivergence::Kind::KernelName);
}

TEST(TraceComparatorTest, BufferTypeSizeAndPresence) {
  TraceDir Ref, Port, Bigger, Missing;
  Ref.launch("k", Ref.buffer(1, "p", "f32", ramp(4)));
  Port.launch("k", Port.buffer(1, "p", "i32", std::vector<int>{0, 0, 1, 1}));
  Bigger.launch("k", Bigger.buffer(1, "p", "f32", ramp(8)));
  Missing.launch("k", Missing.buffer(2, "q", "f32", ramp(4)));
  EXPECT_EQ(compare(Ref, Port).First->What,
            TraceDivergence::Kind::ElementType);
  EXPECT_EQ(compare(Ref, Bigger).First->What,
            TraceDivergence::Kind::BufferSize);
  EXPECT_EQ(compare(Ref, Missing).First->What,
            TraceDivergence::Kind::MissingBuffer);
}

TEST(TraceComparatorTest, UnreadableTracesAreErrors) {
  TraceDir Good, Corrupt, NoFile;
  Good.launch("k", "");
  Corrupt.launch("k", "");
  Corrupt.raw("{\"index\": 1, \"kernel\": \"k\", \"grid\": [1,\n");
  auto Result = compareTraces(Good.path(), Corrupt.path(), {});
  ASSERT_FALSE(static_cast<bool>(Result));
  std::string Message = llvm::toString(Result.takeError());
  EXPECT_NE(Message.find(Corrupt.path()), std::string::npos) << Message;
  EXPECT_NE(Message.find("launches.jsonl:2"), std::string::npos) << Message;

  Result = compareTraces(Good.path(), NoFile.path() + "/absent", {});
  ASSERT_FALSE(static_cast<bool>(Result));
  EXPECT_NE(llvm::toString(Result.takeError()).find("absent/launches.jsonl"),
            std::string::npos);

  TraceDir Dangling;
  Dangling.raw(R"({"index": 0, "kernel": "k", "grid": [1,1,1], )"
               R"("block": [1,1,1], "buffers": [)" +
               TraceDir::hashOnly(0, "x", "f32", 4, "1", "gone.bin") + "]}\n");
  Result = compareTraces(Good.path(), Dangling.path(), {});
  ASSERT_FALSE(static_cast<bool>(Result));
  EXPECT_NE(llvm::toString(Result.takeError()).find("gone.bin"),
            std::string::npos);

  // A trace of an older runner, whose hashes were FNV-1a, cannot be
  // compared with today's: it is refused, with what to do.
  TraceDir Older;
  Older.raw(R"({"index": 0, "kernel": "k", "grid": [1,1,1], )"
            R"("block": [1,1,1], "buffers": [{"arg": 0, "type": "f32", )"
            R"("bytes": 4, "file": null, "fnv1a": "9c637fb8ce4068f2"}]})"
            "\n");
  Result = compareTraces(Good.path(), Older.path(), {});
  ASSERT_FALSE(static_cast<bool>(Result));
  EXPECT_NE(llvm::toString(Result.takeError()).find("record it again"),
            std::string::npos);
}

// --- Buffers that depend on the order of blocks --------------------------

TraceComparison compareAcross(const TraceDir &Reference, const TraceDir &Port,
                              const TraceDir &Other,
                              TolerancePolicy Policy = {}) {
  auto Result =
      compareTraces(Reference.path(), Port.path(), Policy, Other.path());
  EXPECT_TRUE(static_cast<bool>(Result)) << llvm::toString(Result.takeError());
  return Result ? *Result : TraceComparison{};
}

/// The original's trace, the original's under another block order and the
/// port's, written launch by launch.
struct ThreeTraces {
  TraceDir Ref, Other, Port;

  /// The same launch in each, its buffer Arg holding R, O and P.
  template <typename T>
  void launch(llvm::StringRef Kernel, unsigned Arg, llvm::StringRef Param,
              llvm::StringRef Type, const std::vector<T> &R,
              const std::vector<T> &O, const std::vector<T> &P) {
    Ref.launch(Kernel, Ref.buffer(Arg, Param, Type, R));
    Other.launch(Kernel, Other.buffer(Arg, Param, Type, O));
    Port.launch(Kernel, Port.buffer(Arg, Param, Type, P));
  }

  TraceComparison compare() const { return compareAcross(Ref, Port, Other); }
};

template <typename T>
std::optional<uint64_t>
sortedDifference(llvm::StringRef Type, const std::vector<T> &E,
                 const std::vector<T> &A, TolerancePolicy Policy = {}) {
  std::optional<uint64_t> Ulps;
  return firstSortedDifference(elementTypeNamed(Type),
                               reinterpret_cast<const char *>(E.data()),
                               reinterpret_cast<const char *>(A.data()),
                               E.size() * sizeof(T), Policy, Ulps);
}

TEST(TraceComparatorTest, MultisetsIgnoreOrderOnly) {
  EXPECT_FALSE(sortedDifference("i32", std::vector<int>{5, -1, 3, 3},
                                std::vector<int>{3, 5, 3, -1}));
  // Rank 2 of the sorted contents: {-1, 3, 3, 5} against {-1, 3, 4, 5}.
  EXPECT_EQ(sortedDifference("i32", std::vector<int>{5, -1, 3, 3},
                             std::vector<int>{3, 5, 4, -1}),
            2u);
  // Signed elements sort as signed, unsigned as unsigned.
  EXPECT_FALSE(sortedDifference("i8", std::vector<int8_t>{-128, 127, 0},
                                std::vector<int8_t>{0, -128, 127}));
  EXPECT_EQ(sortedDifference("u16", std::vector<uint16_t>{65535, 1},
                             std::vector<uint16_t>{1, 65534}),
            1u);
  // Floats: within tolerance, NaN equals NaN, -0 equals +0, wherever they
  // stand.
  float Near = std::nextafter(2.0f, 3.0f);
  EXPECT_FALSE(sortedDifference("f32",
                                std::vector<float>{2.0f, NAN, -0.0f, -7.5f},
                                std::vector<float>{-NAN, -7.5f, Near, 0.0f}));
  EXPECT_EQ(sortedDifference("f32", std::vector<float>{2.0f, 1.0f},
                             std::vector<float>{1.0f, 2.5f}),
            1u);
  TolerancePolicy Lenient;
  Lenient.Float.Absolute = 0.5;
  EXPECT_FALSE(sortedDifference("f32", std::vector<float>{2.0f, 1.0f},
                                std::vector<float>{1.0f, 2.5f}, Lenient));
  // Bytes after the last whole element compare in place: rank Count.
  std::optional<uint64_t> Ulps;
  const char E[] = {1, 0, 0, 0, 2, 0, 0, 0, 9},
             A[] = {2, 0, 0, 0, 1, 0, 0, 0, 8};
  EXPECT_EQ(
      firstSortedDifference(elementTypeNamed("i32"), E, A, sizeof E, {}, Ulps),
      2u);
}

TEST(TraceComparatorTest, ReorderedBufferOfTheOriginalComparesAsAMultiset) {
  TraceDir Ref, Other, Port;
  std::vector<int> Kept = {7, 9, 4, 8, 0, 0},
                   KeptOtherwise = {8, 4, 7, 9, 0, 0},
                   KeptByPort = {4, 9, 8, 7, 0, 0};
  Ref.launch("compact", Ref.buffer(0, "in", "i32", std::vector<int>{1, 2}) +
                            ", " + Ref.buffer(3, "out", "i32", Kept));
  Other.launch("compact", Other.buffer(0, "in", "i32", std::vector<int>{1, 2}) +
                              ", " +
                              Other.buffer(3, "out", "i32", KeptOtherwise));
  Port.launch("compact", Port.buffer(0, "in", "i32", std::vector<int>{1, 2}) +
                             ", " + Port.buffer(3, "out", "i32", KeptByPort));
  TraceComparison C = compareAcross(Ref, Port, Other);
  EXPECT_TRUE(C.matches()) << describe(*C.First);
  EXPECT_TRUE(C.AcrossSchedules);
  EXPECT_EQ(C.BuffersCompared, 2u);
  EXPECT_EQ(C.ElementsCompared, 8u);
  ASSERT_EQ(C.ScheduleDependent.size(), 1u);
  const ScheduleDependentBuffer &B = C.ScheduleDependent.front();
  EXPECT_EQ(B.How, ScheduleDependentBuffer::Treatment::Multiset);
  EXPECT_EQ(describe(B), "kernel 'compact' buffer 'out' (arg 3): launch 0, 6 "
                         "elements: its order varies between runs of the "
                         "original");
  EXPECT_EQ(C.countTreated(ScheduleDependentBuffer::Treatment::Multiset), 1u);
  EXPECT_EQ(C.countTreated(ScheduleDependentBuffer::Treatment::Ignored), 0u);
  EXPECT_EQ(
      llvm::json::Value(toJson(C)),
      llvm::json::Value(llvm::json::Object{
          {"matches", true},
          {"launchesCompared", 1},
          {"buffersCompared", 2},
          {"elementsCompared", 8},
          {"acrossSchedules", true},
          {"scheduleDependent",
           llvm::json::Array{llvm::json::Object{
               {"kernel", "compact"},
               {"arg", 3},
               {"param", "out"},
               {"treatment", "multiset"},
               {"firstLaunch", 0},
               {"launches", 1},
               {"elements", 6},
               {"why", "its order varies between runs of the original"}}}}}));
}

TEST(TraceComparatorTest, AValueChangedInAReorderedBufferDiverges) {
  ThreeTraces Runs;
  Runs.launch<float>("compact", 1, "out", "f32", {1.5f, 2.5f, 3.5f},
                     {3.5f, 1.5f, 2.5f}, {2.5f, 3.75f, 1.5f});
  TraceComparison C = Runs.compare();
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->What, TraceDivergence::Kind::SortedElement);
  EXPECT_EQ(C.First->Element, 2u);
  EXPECT_EQ(describe(*C.First),
            "kernel 'compact' launch 0: buffer 'out' (arg 1), compared as a "
            "multiset (its order varies between runs of the original), sorted "
            "element 2: expected 3.5 got 3.75 (1048576 ULP)");
  EXPECT_EQ(toJson(C).getObject("divergence")->getString("kind"),
            "sorted-element");
  // Nothing was compared otherwise where the comparison failed.
  EXPECT_TRUE(C.ScheduleDependent.empty());
}

TEST(TraceComparatorTest, ABufferTheOriginalsAgreeOnStillComparesInPlace) {
  ThreeTraces Runs;
  Runs.launch<int>("k", 0, "out", "i32", {1, 2, 3}, {1, 2, 3}, {3, 2, 1});
  TraceComparison C = Runs.compare();
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First), "kernel 'k' launch 0: buffer 'out' (arg 0) "
                                "element 0: expected 1 got 3");
  EXPECT_TRUE(C.ScheduleDependent.empty());
}

TEST(TraceComparatorTest, ElementsThatVaryBetweenTheOriginalsAreIgnored) {
  ThreeTraces Runs;
  // A float sum in another order: 1 in one run, 0 in the other.
  Runs.launch<float>("total", 1, "sum", "f32", {1.0f}, {0.0f}, {-4.0f});
  // The next launch of the same kernel: every run agrees, in place.
  Runs.launch<float>("total", 1, "sum", "f32", {2.0f}, {2.0f}, {2.0f});
  TraceComparison C = Runs.compare();
  EXPECT_TRUE(C.matches()) << describe(*C.First);
  EXPECT_EQ(C.BuffersCompared, 1u);
  EXPECT_EQ(C.ElementsCompared, 1u);
  ASSERT_EQ(C.ScheduleDependent.size(), 1u);
  EXPECT_EQ(describe(C.ScheduleDependent.front()),
            "kernel 'total' buffer 'sum' (arg 1): launch 0, 1 element: its "
            "elements vary between runs of the original");
  EXPECT_EQ(C.countTreated(ScheduleDependentBuffer::Treatment::Ignored), 1u);
}

TEST(TraceComparatorTest, AParameterFoundScheduleDependentStaysSo) {
  ThreeTraces Runs;
  // Launch 0 shows that compact's 'out' depends on the order of blocks;
  // at launch 1 (one block, say) both runs of the original agree, and the
  // port holds the same elements in another order: compared as a multiset.
  Runs.launch<unsigned>("compact", 2, "out", "u32", {1, 2}, {2, 1}, {2, 1});
  Runs.launch<unsigned>("compact", 2, "out", "u32", {5, 6, 7}, {5, 6, 7},
                        {7, 5, 6});
  // Another parameter of the same kernel is not: compared in place.
  Runs.launch<unsigned>("compact", 3, "count", "u32", {1, 2}, {1, 2}, {2, 1});
  TraceComparison C = Runs.compare();
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First), "kernel 'compact' launch 2: buffer 'count' "
                                "(arg 3) element 0: expected 1 got 2");
  ASSERT_EQ(C.ScheduleDependent.size(), 1u);
  EXPECT_EQ(describe(C.ScheduleDependent.front()),
            "kernel 'compact' buffer 'out' (arg 2): 2 launches from launch 0, "
            "5 elements: its order varies between runs of the original");
}

TEST(TraceComparatorTest, ALaterLaunchOfAScheduleDependentParameterSaysSo) {
  ThreeTraces Runs;
  Runs.launch<unsigned>("compact", 2, "out", "u32", {1, 2}, {2, 1}, {2, 1});
  Runs.launch<unsigned>("compact", 2, "out", "u32", {5, 6}, {5, 6}, {6, 6});
  TraceComparison C = Runs.compare();
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First),
            "kernel 'compact' launch 1: buffer 'out' (arg 2), compared as a "
            "multiset (as at launch 0, where it varied between runs of the "
            "original), sorted element 0: expected 5 got 6");
}

TEST(TraceComparatorTest, LaunchesPastWhereTheOriginalsPartCompareInPlace) {
  ThreeTraces Runs;
  Runs.launch<int>("a", 0, "out", "i32", {1, 2}, {2, 1}, {2, 1});
  Runs.Ref.launch("b",
                  Runs.Ref.buffer(0, "out", "i32", std::vector<int>{1, 2}));
  Runs.Other.launch("b",
                    Runs.Other.buffer(0, "out", "i32", std::vector<int>{2, 1}),
                    "[8, 1, 1]");
  Runs.Port.launch("b",
                   Runs.Port.buffer(0, "out", "i32", std::vector<int>{2, 1}));
  TraceComparison C = Runs.compare();
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->Launch, 1u);
  EXPECT_EQ(C.First->What, TraceDivergence::Kind::Element);
  EXPECT_EQ(C.ScheduleNote,
            "at launch 1 (kernel 'b') the original's run under another block "
            "order launched it with grid [8,1,1] block [256,1,1] shared 0; "
            "later launches are compared as in one run");
  EXPECT_EQ(toJson(C).getString("scheduleNote"), C.ScheduleNote);
}

// --- Launches that host threads made in another order --------------------

/// Launches of `add` on one slice each: slice S holds S * 10 .. S * 10 + 3.
void launchSlice(TraceDir &T, int Slice, unsigned Thread) {
  std::vector<int> Values;
  for (int I = 0; I < 4; ++I)
    Values.push_back(Slice * 10 + I);
  T.launch("add", T.buffer(0, "g_a", "i32", Values), "[4, 1, 1]", Thread);
}

TEST(TraceComparatorTest, LaunchesOfHostThreadsMatchInAnyOrder) {
  TraceDir Ref, Port;
  // One launch of thread 0, then a group of three threads, twice.
  launchSlice(Ref, 0, 0);
  launchSlice(Port, 0, 0);
  for (unsigned Round = 0; Round < 2; ++Round) {
    for (int Slice : {1, 2, 3})
      launchSlice(Ref, Slice, Slice - 1);
    for (int Slice : {3, 1, 2})
      launchSlice(Port, Slice, (Slice + Round) % 3);
  }
  Ref.launch("done", Ref.buffer(0, "x", "i32", std::vector<int>{1}));
  Port.launch("done", Port.buffer(0, "x", "i32", std::vector<int>{1}));
  TraceComparison C = compare(Ref, Port);
  EXPECT_TRUE(C.matches()) << describe(*C.First);
  EXPECT_EQ(C.LaunchesCompared, 8u);
  EXPECT_EQ(C.BuffersCompared, 8u);
  ASSERT_EQ(C.Reordered.size(), 1u);
  EXPECT_EQ(describe(C.Reordered.front()),
            "kernel 'add': 6 launches from launch 1, in 2 groups of as many "
            "host threads, in another order than the original's, each "
            "matched to one of its group");
  llvm::json::Value Expected = llvm::json::Array{llvm::json::Object{
      {"kernel", "add"}, {"firstLaunch", 1}, {"launches", 6}, {"groups", 2}}};
  llvm::json::Object J = toJson(C);
  EXPECT_EQ(*J.get("reorderedLaunches"), Expected);
}

TEST(TraceComparatorTest, LaunchesOfOneHostThreadKeepTheirOrder) {
  TraceDir Ref, Port;
  for (int Slice : {1, 2})
    launchSlice(Ref, Slice, 0);
  for (int Slice : {2, 1})
    launchSlice(Port, Slice, 0);
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(C.First->Launch, 0u);
  EXPECT_TRUE(C.Reordered.empty());
  // Two threads in the original, one in the port: not a group either.
  TraceDir Threads;
  for (int Slice : {1, 2})
    launchSlice(Threads, Slice, unsigned(Slice));
  EXPECT_FALSE(compare(Threads, Port).matches());
}

TEST(TraceComparatorTest, AWrongLaunchAmongHostThreadsDiverges) {
  TraceDir Ref, Port;
  for (int Slice : {1, 2, 3})
    launchSlice(Ref, Slice, unsigned(Slice));
  // The wrong launch in the group: no group matches, and the first
  // divergence stands, at launch 0.
  for (int Slice : {2, 4, 1})
    launchSlice(Port, Slice, unsigned(Slice));
  TraceComparison C = compare(Ref, Port);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First), "kernel 'add' launch 0: buffer 'g_a' (arg 0) "
                                "element 0: expected 10 got 20");
  EXPECT_TRUE(C.Reordered.empty());
  // After a group that matches (launches 0 and 1): compared in place.
  TraceDir After;
  for (int Slice : {2, 1, 4})
    launchSlice(After, Slice, unsigned(Slice));
  C = compare(Ref, After);
  ASSERT_FALSE(C.matches());
  EXPECT_EQ(describe(*C.First), "kernel 'add' launch 2: buffer 'g_a' (arg 0) "
                                "element 0: expected 30 got 40");
  ASSERT_EQ(C.Reordered.size(), 1u);
  EXPECT_EQ(C.Reordered.front().Launches, 2u);
}

TEST(TraceComparatorTest, AnUnreadableTraceOfTheOtherRunIsAnError) {
  TraceDir Ref, Port, Missing;
  Ref.launch("k", "");
  Port.launch("k", "");
  auto Result =
      compareTraces(Ref.path(), Port.path(), {}, Missing.path() + "/absent");
  ASSERT_FALSE(static_cast<bool>(Result));
  EXPECT_NE(llvm::toString(Result.takeError()).find("absent/launches.jsonl"),
            std::string::npos);
}

} // namespace
