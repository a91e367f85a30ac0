//===- TranslateFuzzer.cpp - libFuzzer target: the engine, in process -----===//
//
// Each input is one CUDA file, given to the engine as an editor's unsaved
// buffer: parsed against the CUDA headers (the precompiled prelude once it
// is cached), translated by the standard passes with the portability rules
// on (what port, check and the language server run), and its edits applied.
// In process, libFuzzer sees the coverage of every pass and of clang's own
// code; tests/fuzz/mutate_fuzz.py covers the process-level front ends
// (batch workers, LSP framing) this cannot.
//
// Built with -DHIPIFY_FUZZER=ON (docs/fuzzing.md). Settings come from the
// environment, read once: HIPIFY_FUZZ_CUDA_PATH (default: as `hipify port`)
// and HIPIFY_FUZZ_HIP_VERSION (default: the installed HIP).
//
//===----------------------------------------------------------------------===//
#include "Engine/EngineSetup.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <optional>

namespace {
std::optional<hipify::EngineSetup> Setup;
std::optional<hipify::Translator> Engine;

std::string fromEnvironment(const char *Name) {
  const char *Value = std::getenv(Name);
  return Value ? Value : "";
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  hipify::EngineSettings Settings;
  Settings.CudaPath = fromEnvironment("HIPIFY_FUZZ_CUDA_PATH");
  Settings.HipVersion = fromEnvironment("HIPIFY_FUZZ_HIP_VERSION");
  Settings.RunPortabilityChecks = true;
  llvm::Expected<hipify::EngineSetup> Made = hipify::setUpEngine(Settings);
  if (!Made) {
    llvm::errs() << "hipify-fuzz-translate: "
                 << llvm::toString(Made.takeError()) << "\n";
    std::exit(2);
  }
  Setup.emplace(std::move(*Made));
  Engine.emplace(Setup->translator());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  // The file need not exist: its contents are the input.
  llvm::Expected<hipify::TranslationResult> Result =
      Engine->translate("/hipify-fuzz/input.cu", nullptr, Text);
  if (!Result) {
    llvm::consumeError(Result.takeError());
    return 0;
  }
  // Overlapping or out-of-range edits would fail here; the result is an
  // error, never a crash, but it must be reachable for every input.
  if (llvm::Expected<std::string> Translated = Result->translatedText())
    (void)Translated->size();
  else
    llvm::consumeError(Translated.takeError());
  return 0;
}
