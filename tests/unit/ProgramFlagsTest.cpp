//===- ProgramFlagsTest.cpp - a program's flags for each build ------------===//
#include "Translate/ProgramFlags.h"
#include "gtest/gtest.h"

using namespace hipify;

TEST(ProgramFlags, ThePreprocessorsShare) {
  std::vector<std::string> Flags = {"-O3", "-Iinc", "-I", "other", "-DN=4",
                                    "-D", "M", "-fopenmp", "-std=c++17",
                                    "-include", "pre.h", "-lm", "-UX"};
  EXPECT_EQ(preprocessorFlags(Flags),
            (std::vector<std::string>{"-Iinc", "-I", "other", "-DN=4", "-D",
                                      "M", "-std=c++17", "-include", "pre.h",
                                      "-UX"}));
}

TEST(ProgramFlags, IncludeDirectoriesUnderTheProgramMove) {
  std::vector<std::string> Flags = {"-I/src/app/include", "-isystem",
                                    "/src/app/third", "-I/usr/include/x",
                                    "-I/src/application", "-DDIR=/src/app",
                                    "-idirafter", "/src/app"};
  EXPECT_EQ(movedIncludeDirs(Flags, "/src/app", "/work/port"),
            (std::vector<std::string>{"-I/work/port/include", "-isystem",
                                      "/work/port/third", "-I/usr/include/x",
                                      "-I/src/application", "-DDIR=/src/app",
                                      "-idirafter", "/work/port"}));
}
