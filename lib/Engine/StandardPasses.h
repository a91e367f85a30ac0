//===- StandardPasses.h - which passes a translation runs -----------------===//
//
// The engine (lib/Translate) runs whatever passes it is given; this is the
// one place that says which those are, so that every front end (port, check,
// batch workers, validate, cpu-run, the language server, the clang-tidy
// plugin) runs the same ones for the same options. It sits above the layers
// whose passes it picks: lib/Translate's rewriters, lib/WarpFix's warp-width
// fixes, lib/Check's rules and lib/CpuRunner's lowering (docs/architecture.md).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_ENGINE_STANDARDPASSES_H
#define HIPIFY_ENGINE_STANDARDPASSES_H

#include "Translate/TranslateOptions.h"
#include "Translate/TranslationPass.h"
#include <vector>

namespace hipify {

/// The passes for Options, in the order they run: the translation to HIP
/// and the rules that say why code was left unchanged, plus the portability
/// rules with RunPortabilityChecks; or, with PrepareForCpu, the CPU
/// runner's lowering alone.
std::vector<PassFactory> standardPasses(const TranslateOptions &Options);

/// How a user runs without the standard pass PassName ("--no-warp-fixes
/// ..."), for a crash report; "" when nothing turns it off.
std::string howToAvoidPass(llvm::StringRef PassName);

} // namespace hipify

#endif
