//===- WorkerLog.h - what a batch worker's log says about its end ---------===//
//
// A worker that dies leaves only its stderr behind. The last line of a stack
// dump (`_start`) says nothing; the signal and the innermost frames of our
// own code say where to look, so a crash report names those.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_WORKERLOG_H
#define HIPIFY_BATCH_WORKERLOG_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// The innermost frames of hipify's own code in an LLVM stack dump
/// (`#4 0x... hipify::Foo::bar(int) (...)` -> `hipify::Foo::bar`), at most
/// Limit of them, innermost first.
std::vector<std::string> ownFramesOfStackDump(llvm::StringRef Log,
                                              size_t Limit = 3);

/// "the worker crashed (Segmentation fault) in hipify::A <- hipify::B",
/// from the signal's description (empty if unknown) and the worker's log.
std::string describeCrash(llvm::StringRef Signal, llvm::StringRef Log);

/// The first line of Log that reports an error (`error:`), else its last
/// non-empty line.
llvm::StringRef firstErrorLine(llvm::StringRef Log);

} // namespace hipify

#endif
