//===- CrashAdvice.h - a crash of the engine, in words a user can act on --===//
//
// Support/CrashContainment.h says what was running when the engine crashed:
// hipify's stages, clang's, and the AST matcher with its node. This turns
// that into the one message every front end shows: which rule or pass, on
// what, and the option that avoids it where one does (the passes that
// options add are this layer's knowledge, StandardPasses.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_ENGINE_CRASHADVICE_H
#define HIPIFY_ENGINE_CRASHADVICE_H

#include "Support/CrashContainment.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// "hipify crashed (SIGSEGV) <Doing>, in rule 'R' (pass 'P') on NODE.
/// <how to avoid it> This is a bug in hipify: please report it with the
/// file." Doing says what the front end was doing ("translating 'a.cu'").
std::string describeInternalCrash(llvm::StringRef Doing,
                                  const CrashReport &Crash);

/// The pass (StandardPasses.cpp's name) that was running, as far as Crash
/// tells: the pass whose stage or AST matcher was innermost, or the pass of
/// the rule whose matcher was; "" when none.
std::string crashedPass(const CrashReport &Crash);

} // namespace hipify

#endif
