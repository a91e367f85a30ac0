#include "Validate/LineMap.h"
#include "gtest/gtest.h"

using namespace hipify;
using clang::tooling::Replacement;

namespace {

clang::tooling::Replacements edits(std::initializer_list<Replacement> List) {
  clang::tooling::Replacements Edits;
  for (const Replacement &R : List)
    EXPECT_FALSE(static_cast<bool>(Edits.add(R)));
  return Edits;
}

/// Port line -> original line, for every line of the port.
std::vector<unsigned> mapping(llvm::StringRef Original,
                              const clang::tooling::Replacements &Edits) {
  LineMap Map(Original, Edits);
  // The map covers exactly the lines of the port.
  auto Port = clang::tooling::applyAllReplacements(Original, Edits);
  EXPECT_TRUE(static_cast<bool>(Port));
  EXPECT_EQ(Map.portLineCount(), llvm::StringRef(*Port).count('\n') + 1);
  std::vector<unsigned> Lines;
  for (unsigned L = 1; L <= Map.portLineCount(); ++L)
    Lines.push_back(Map.originalLine(L));
  EXPECT_EQ(Map.originalLine(0), 0u);
  EXPECT_EQ(Map.originalLine(Map.portLineCount() + 1), 0u);
  return Lines;
}

const char *const Cuda = "#include <cuda_runtime.h>\n" // 1
                         "__global__ void k(int *p) {}\n" // 2
                         "int main() {\n"                 // 3
                         "  k<<<1,\n"                     // 4
                         "      2>>>(0);\n"               // 5
                         "  cudaDeviceSynchronize();\n"   // 6
                         "}\n";                           // 7

TEST(LineMapTest, UneditedAndSameLineEditsKeepLines) {
  EXPECT_EQ(mapping(Cuda, {}),
            (std::vector<unsigned>{1, 2, 3, 4, 5, 6, 7, 8}));
  llvm::StringRef Text(Cuda);
  auto Edits = edits({Replacement("f.cu", Text.find("cuda_runtime.h"), 14,
                                  "hip/hip_runtime.h"),
                      Replacement("f.cu", Text.find("cudaDevice"), 21,
                                  "hipDeviceSynchronize")});
  EXPECT_EQ(mapping(Cuda, Edits),
            (std::vector<unsigned>{1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(LineMapTest, InsertedLinesMapToWhereTheyWereInserted) {
  auto Edits = edits({Replacement("f.cu", 0, 0, "#include \"a.h\"\n#include "
                                                "\"b.h\"\n")});
  EXPECT_EQ(mapping(Cuda, Edits),
            (std::vector<unsigned>{1, 1, 1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(LineMapTest, CollapsedAndExpandedEdits) {
  llvm::StringRef Text(Cuda);
  // A launch over lines 4-5 becomes one line; the port has one line less.
  size_t Launch = Text.find("k<<<");
  size_t LaunchEnd = Text.find(";", Launch);
  auto Collapsed = edits({Replacement("f.cu", Launch, LaunchEnd - Launch,
                                      "hipLaunchKernelGGL(k, 1, 2, 0, 0, 0)")});
  EXPECT_EQ(mapping(Cuda, Collapsed),
            (std::vector<unsigned>{1, 2, 3, 4, 6, 7, 8}));
  // One line becomes three: all come from it.
  size_t Sync = Text.find("cudaDevice");
  auto Expanded = edits({Replacement("f.cu", Sync, 21, "a();\n  b();\n  c")});
  EXPECT_EQ(mapping(Cuda, Expanded),
            (std::vector<unsigned>{1, 2, 3, 4, 5, 6, 6, 6, 7, 8}));
  // Three lines replaced by three keep their own lines.
  size_t Main = Text.find("int main");
  auto Same = edits({Replacement("f.cu", Main, LaunchEnd - Main,
                                 "int main() {\n  x\n  y")});
  EXPECT_EQ(mapping(Cuda, Same),
            (std::vector<unsigned>{1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(LineMapTest, PositionsMapToTheColumn) {
  llvm::StringRef Text(Cuda);
  size_t Sync = Text.find("cudaDevice");
  auto Edits = edits({Replacement("f.cu", 0, 0, "#include <hip/hip_runtime.h>\n"),
                      Replacement("f.cu", Sync, 21, "hipDeviceSynchronize"),
                      Replacement("f.cu", Text.find("  k<<<"), 2, "")});
  LineMap Map(Cuda, Edits);
  auto At = [&](unsigned Line, unsigned Column) {
    LineMap::Position P = Map.originalPosition(Line, Column);
    return std::make_pair(P.Line, P.Column);
  };
  // The inserted line stands for the place it was inserted at.
  EXPECT_EQ(At(1, 10), std::make_pair(1u, 1u));
  // Unedited text keeps its column, also after an edit on its line.
  EXPECT_EQ(At(2, 11), std::make_pair(1u, 11u));
  EXPECT_EQ(At(3, 17), std::make_pair(2u, 17u));
  // Inside a replacement: the start of the text it replaced.
  EXPECT_EQ(At(7, 3), std::make_pair(6u, 3u));
  EXPECT_EQ(At(7, 10), std::make_pair(6u, 3u));
  // After it, the column shifts by the difference in length (21 - 20).
  EXPECT_EQ(At(7, 23), std::make_pair(6u, 24u));
  // After a deletion, text keeps its place in the original.
  EXPECT_EQ(At(5, 1), std::make_pair(4u, 3u));
  // Past a line's end: the line's end; no such line: nothing.
  EXPECT_EQ(At(4, 200), std::make_pair(3u, 13u));
  EXPECT_EQ(At(99, 1), std::make_pair(0u, 0u));
}

TEST(LineMapTest, FromFindingsTakesTheMainFilesEdits) {
  std::vector<Finding> Findings(2);
  Findings[0].Edits.push_back(Replacement("f.cu", 0, 0, "x\n"));
  Findings[1].Edits.push_back(Replacement("other.h", 0, 0, "y\nz\n"));
  auto Map = LineMap::fromFindings(Cuda, "f.cu", Findings);
  ASSERT_TRUE(static_cast<bool>(Map)) << llvm::toString(Map.takeError());
  EXPECT_EQ(Map->portLineCount(), 9u);
  EXPECT_EQ(Map->originalLine(3), 2u);

  Findings[1].Edits.push_back(Replacement("f.cu", 0, 3, "w"));
  Findings[1].Edits.push_back(Replacement("f.cu", 1, 3, "v"));
  EXPECT_FALSE(static_cast<bool>(LineMap::fromFindings(Cuda, "f.cu",
                                                       Findings)));
}

TEST(LineMapTest, CompilerOutputNamesBothFiles) {
  auto Edits = edits({Replacement("f.cu", 0, 0, "#include <hip/hip_runtime.h>\n")});
  LineMap Map(Cuda, Edits);
  std::string Output =
      "In file included from /tmp/w/port.hip:1:\n"
      "/tmp/w/port.hip:7:3: error: use of undeclared identifier 'x'\n"
      "    7 |   x();\n"
      "port.hip:3:1: warning: unused [-Wunused]\n"
      "/tmp/w/port.hip(5): error: identifier \"y\" is undefined\n"
      "port.hip(5): warning #177-D: variable \"v\" was declared\n"
      "/tmp/w/other.hip:7:3: error: elsewhere\n"
      "/tmp/w/xport.hip:7:3: error: not the port either\n"
      "/tmp/w/port.hip:99:1: error: past the end\n"
      "/tmp/w/port.hip:2:1: note: declared here";
  EXPECT_EQ(rewriteCompilerOutput(Output, "/tmp/w/port.hip", "src/f.cu", Map),
            "In file included from /tmp/w/port.hip:1:\n"
            "/tmp/w/port.hip:7:3: error: use of undeclared identifier 'x' "
            "(from src/f.cu:6)\n"
            "    7 |   x();\n"
            "port.hip:3:1: warning: unused [-Wunused] (from src/f.cu:2)\n"
            "/tmp/w/port.hip(5): error: identifier \"y\" is undefined "
            "(from src/f.cu:4)\n"
            "port.hip(5): warning #177-D: variable \"v\" was declared "
            "(from src/f.cu:4)\n"
            "/tmp/w/other.hip:7:3: error: elsewhere\n"
            "/tmp/w/xport.hip:7:3: error: not the port either\n"
            "/tmp/w/port.hip:99:1: error: past the end\n"
            "/tmp/w/port.hip:2:1: note: declared here (from src/f.cu:1)");
}

} // namespace
