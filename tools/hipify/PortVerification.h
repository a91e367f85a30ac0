//===- PortVerification.h - `port --verify` for one file and for a tree ---===//
//
// Gathers what lib/Validate/PortVerifier needs from a port just made (the
// files written, the edits that made them, the flags the project builds
// with) and renders what it found. The verification itself is the library's.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TOOLS_PORTVERIFICATION_H
#define HIPIFY_TOOLS_PORTVERIFICATION_H

#include "Batch/BatchPort.h"
#include "Commands.h"
#include "Translate/Translator.h"
#include "Validate/PortVerifier.h"
#include <optional>

namespace hipify {

/// The compiler --verify compiles with; when there is none, says so once
/// (a warning on stderr) and returns nothing: the port goes on unverified.
std::optional<HipCompiler> verifyingCompiler(const VerifyOptions &Options);

/// Verifies the port of one file, written at PortPath (the output, the
/// rewritten input, or a scratch copy of what went to stdout).
PortVerifyResult verifyFilePort(const VerifyOptions &Options,
                                const HipCompiler &Compiler,
                                const TranslationResult &Translation,
                                llvm::StringRef PortPath);

/// Verifies every unit of a tree's port (paths of findings relative to the
/// in-root, as the batch's are).
PortVerifyResult verifyTreePort(const VerifyOptions &Options,
                                const HipCompiler &Compiler,
                                const BatchOptions &Batch,
                                const BatchResult &Result);

/// Prints the notices ("hipify: ..."), then the findings.
void renderVerification(const PortVerifyResult &Result);

/// Whether some unit does not build for a reason the translation owns
/// (UnitVerification::breaks): port's exit status is then 1.
bool portDoesNotBuild(const PortVerifyResult &Result);

} // namespace hipify

#endif
