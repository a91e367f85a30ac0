//===- WorkerLogTest.cpp - crash reports of batch workers -----------------===//
#include "Batch/WorkerLog.h"
#include "gtest/gtest.h"

using namespace hipify;

// A stack dump as LLVM's signal handler prints it, shortened.
static const char *Dump =
    "Stack dump:\n"
    "0.\tProgram arguments: hipify port x.cu\n"
    " #0 0x00007f9e llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) "
    "(/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4eb8786)\n"
    " #4 0x00007f9e clang::Lexer::SkipWhitespace(clang::Token&, char const*, "
    "bool&) (/usr/lib/llvm-22/lib/libclang-cpp.so.22.1+0x15cc084)\n"
    " #6 0x0000556e hipify::TranslationContext::translateUnparsedCode() "
    "(/build/bin/hipify+0x1cd1eb)\n"
    " #7 0x0000556e hipify::TranslationEngine::finish() "
    "(/build/bin/hipify+0xab6a0)\n"
    " #8 0x0000556e hipify::(anonymous "
    "namespace)::TranslationAction::EndSourceFileAction() "
    "Translator.cpp:0:0\n"
    " #9 0x0000556e hipify::runPort(hipify::PortRequest const&) "
    "(/build/bin/hipify+0x4e406)\n"
    "#21 0x0000556e _start (/build/bin/hipify+0x41a71)\n";

TEST(WorkerLogTest, OwnFramesInnermostFirst) {
  std::vector<std::string> Frames = ownFramesOfStackDump(Dump);
  ASSERT_EQ(Frames.size(), 3u);
  EXPECT_EQ(Frames[0], "hipify::TranslationContext::translateUnparsedCode");
  EXPECT_EQ(Frames[1], "hipify::TranslationEngine::finish");
  EXPECT_EQ(Frames[2],
            "hipify::(anonymous namespace)::TranslationAction::"
            "EndSourceFileAction");
}

TEST(WorkerLogTest, CrashNamesSignalAndFrames) {
  EXPECT_EQ(describeCrash("Segmentation fault", Dump),
            "the worker crashed (Segmentation fault) in "
            "hipify::TranslationContext::translateUnparsedCode <- "
            "hipify::TranslationEngine::finish <- hipify::(anonymous "
            "namespace)::TranslationAction::EndSourceFileAction");
}

TEST(WorkerLogTest, CrashWithoutStackDump) {
  EXPECT_EQ(describeCrash("Killed", ""), "the worker crashed (Killed)");
  EXPECT_EQ(describeCrash("", "no frames here\n"), "the worker crashed");
}

TEST(WorkerLogTest, FirstErrorLine) {
  EXPECT_EQ(firstErrorLine("note: a\nhipify: error: cannot open 'x'\nlast\n"),
            "hipify: error: cannot open 'x'");
  EXPECT_EQ(firstErrorLine("one\ntwo\n\n"), "two");
}
