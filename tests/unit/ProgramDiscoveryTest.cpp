//===- ProgramDiscoveryTest.cpp - which files make up each program --------===//
#include "Validate/ProgramDiscovery.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

class ProgramDiscoveryTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hipify-programs", Root));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }

  std::string write(llvm::StringRef Relative, llvm::StringRef Text) {
    llvm::SmallString<256> Path(Root);
    llvm::sys::path::append(Path, Relative);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
    std::error_code EC;
    llvm::raw_fd_ostream(Path, EC) << Text;
    EXPECT_FALSE(EC);
    return std::string(Path);
  }
  std::string path(llvm::StringRef Relative) {
    llvm::SmallString<256> Path(Root);
    llvm::sys::path::append(Path, Relative);
    return std::string(Path);
  }

  llvm::SmallString<128> Root;
};

const char *Kernel = "__global__ void k(float *p) { p[threadIdx.x] = 0; }\n";

} // namespace

TEST_F(ProgramDiscoveryTest, ADirectoryWithOneMainIsOneProgram) {
  write("app/main.cu", "#include \"k.h\"\nint main() { return 0; }\n");
  write("app/kernels.cu", Kernel);
  write("app/helpers.cpp", "int helper() { return 1; }\n");
  // Units of a subdirectory without main() belong to the program above.
  write("app/sub/more.cu", Kernel);
  write("app/k.h", "void launch();\n");
  ProgramSearch Search = findPrograms(Root);
  ASSERT_EQ(Search.Programs.size(), 1u);
  const ProgramSources &P = Search.Programs.front();
  // The one program under the root: its directory is the root.
  EXPECT_EQ(P.Directory, std::string(Root));
  EXPECT_EQ(P.Units, (std::vector<std::string>{
                         path("app/main.cu"), path("app/helpers.cpp"),
                         path("app/kernels.cu"), path("app/sub/more.cu")}));
  EXPECT_TRUE(P.Ports.empty());
  EXPECT_TRUE(Search.Unvalidated.empty());
}

TEST_F(ProgramDiscoveryTest, AFileIncludedByAnotherIsNotAUnit) {
  write("app/main.cu", "#include \"kernels.cu\"\nint main() { return 0; }\n");
  write("app/kernels.cu", Kernel);
  ProgramSearch Search = findPrograms(Root);
  ASSERT_EQ(Search.Programs.size(), 1u);
  EXPECT_EQ(Search.Programs.front().Units,
            std::vector<std::string>{path("app/main.cu")});
}

TEST_F(ProgramDiscoveryTest, SeveralMainsAreSeveralPrograms) {
  write("examples/a.cu", "int main() { return 0; }\n");
  write("examples/b.cu", "int\nmain(int argc, char **argv) { return 0; }\n");
  write("examples/shared.cu", Kernel);
  write("examples/nested/c.cu", "int main(void) { return 0; }\n");
  ProgramSearch Search = findPrograms(Root);
  ASSERT_EQ(Search.Programs.size(), 3u);
  EXPECT_EQ(Search.Programs[0].Directory, path("examples"));
  EXPECT_EQ(Search.Programs[2].Directory, path("examples/nested"));
  EXPECT_EQ(Search.Programs[0].Units,
            std::vector<std::string>{path("examples/a.cu")});
  EXPECT_EQ(Search.Programs[1].Units,
            std::vector<std::string>{path("examples/b.cu")});
  EXPECT_EQ(Search.Programs[2].Units,
            std::vector<std::string>{path("examples/nested/c.cu")});
  // The unit without main() is named by neither: it belongs to none of
  // them, and says why.
  ASSERT_EQ(Search.Unvalidated.size(), 1u);
  EXPECT_EQ(Search.Unvalidated.front(),
            path("examples/shared.cu") +
                ": defines no main(), and no program of its directory (one "
                "per file with a main()) names what it defines; it belongs "
                "to none of them");
}

TEST_F(ProgramDiscoveryTest, AUnitSharedBySeveralMainsJoinsThoseThatUseIt) {
  write("examples/a.cu", "void launchScale(float *p, int n);\n"
                         "int main() { launchScale(0, 0); return 0; }\n");
  write("examples/b.cu", "int main() { return 0; }\n");
  write("examples/c.cu", "void launchScale(float *, int);\n"
                         "int main() { launchScale(0, 1); return 0; }\n");
  write("examples/scale.cu",
        "__global__ void scale(float *p) { p[threadIdx.x] *= 2; }\n"
        "void launchScale(float *p, int n) {\n  scale<<<1, n>>>(p);\n}\n");
  write("examples/unused.cu", "__global__ void idle(float *p) {}\n"
                              "static void notForOthers() {}\n");
  ProgramSearch Search = findPrograms(Root);
  ASSERT_EQ(Search.Programs.size(), 3u);
  EXPECT_EQ(Search.Programs[0].Units,
            (std::vector<std::string>{path("examples/a.cu"),
                                      path("examples/scale.cu")}));
  EXPECT_EQ(Search.Programs[1].Units,
            std::vector<std::string>{path("examples/b.cu")});
  EXPECT_EQ(Search.Programs[2].Units,
            (std::vector<std::string>{path("examples/c.cu"),
                                      path("examples/scale.cu")}));
  ASSERT_EQ(Search.Unvalidated.size(), 1u);
  EXPECT_EQ(Search.Unvalidated.front().find(path("examples/unused.cu")), 0u);
}

TEST_F(ProgramDiscoveryTest, CudaWithoutMainIsReportedAndCxxIsNot) {
  write("lib/kernels.cu", Kernel);
  write("tool/main.cpp", "int main() { return 0; }\n");
  write("tool/other.cpp", "int other() { return 0; }\n");
  ProgramSearch Search = findPrograms(Root);
  // tool/ is a C++ program, not CUDA: not one to validate.
  EXPECT_TRUE(Search.Programs.empty());
  ASSERT_EQ(Search.Unvalidated.size(), 1u);
  EXPECT_EQ(Search.Unvalidated.front(),
            path("lib/kernels.cu") + ": defines no main(), and no directory "
                                     "above it holds a program's main()");
}

TEST_F(ProgramDiscoveryTest, PortsAreFoundUnderThePortDirectory) {
  write("src/main.cu", "int main() { return 0; }\n");
  write("src/util.cpp", "void f() {}\n");
  write("hip/main.hip", "int main() { return 0; }\n");
  write("hip/util.cpp", "void f() {}\n");
  ProgramSearch Search = findPrograms(path("src"), path("hip"));
  ASSERT_EQ(Search.Programs.size(), 1u);
  EXPECT_EQ(Search.Programs.front().Ports,
            (std::vector<std::string>{path("hip/main.hip"),
                                      path("hip/util.cpp")}));
}

TEST(DefinesMain, ReadsDefinitionsNotMentions) {
  EXPECT_TRUE(definesMain("int main() {}"));
  EXPECT_TRUE(definesMain("  int main(int argc, char* argv[])\n{"));
  EXPECT_TRUE(definesMain("int\nmain (void) {"));
  EXPECT_TRUE(definesMain("extern \"C\" int main() {"));
  EXPECT_FALSE(definesMain("// int main() in a comment"));
  EXPECT_FALSE(definesMain("/* the\nint main() {\n*/"));
  EXPECT_FALSE(definesMain("  return domain(x);"));
  EXPECT_FALSE(definesMain("int remains = main_loop();"));
  EXPECT_FALSE(definesMain("printf(\"main()\\n\");"));
}
