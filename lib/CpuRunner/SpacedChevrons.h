//===- SpacedChevrons.h - launches written `k<< <g, b>> >(args)` ----------===//
//
// nvcc takes a launch's chevrons with blanks between them (`k<< <grid,
// block>> >(args)`), as some programs write them; clang's CUDA parser
// reads `<<<` only as one token. Before the CPU runner parses a source,
// such chevrons are joined, on their line (lines keep their numbers).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_SPACEDCHEVRONS_H
#define HIPIFY_CPURUNNER_SPACEDCHEVRONS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// Source with each `<< <` that opens a launch's configuration made `<<<`,
/// and the `>> >` that closes it (followed by the argument list's `(`) made
/// `>>>`. Text in comments and literals is left.
std::string joinSpacedChevrons(llvm::StringRef Source);

} // namespace hipify

#endif
