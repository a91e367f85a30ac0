//===- RunnerSource.h - the text the CPU runner parses in place of a file -===//
//
// Two things nvcc takes that the runner's parse does not are rewritten in a
// program's text before it is prepared, keeping every line's number:
// variables named like the built-in variables (ShadowedBuiltins.h) and
// launches written with spaced chevrons (SpacedChevrons.h). The
// preparation's edits apply to this text.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_RUNNERSOURCE_H
#define HIPIFY_CPURUNNER_RUNNERSOURCE_H

#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

/// Source as the runner parses it.
std::string runnerSourceText(llvm::StringRef Source);

/// The files under Roots (the program's directory: its headers, and
/// sources it includes) other than MainFile whose runnerSourceText differs
/// from them, by absolute path, with that text: what the preparation parses
/// in their place.
std::map<std::string, std::string>
runnerProgramFiles(const std::vector<std::string> &Roots,
                   llvm::StringRef MainFile);

} // namespace hipify

#endif
