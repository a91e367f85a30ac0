//===- QuotedIncludes.h - the files a source includes by name -------------===//
//
// A file that another file of a project includes by name (`#include
// "kernels.cu"`) is part of that file, not a translation unit of its own,
// whatever its extension. Tree-mode `port` (lib/Batch) and `validate DIR`
// (lib/Validate/ProgramDiscovery) decide what is a unit with this one
// function, so that they agree.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_QUOTEDINCLUDES_H
#define HIPIFY_SUPPORT_QUOTEDINCLUDES_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// The files File (whose text is Text) includes with `#include "..."`,
/// resolved against File's own directory (the first place a compiler
/// looks), as normal absolute paths. Directives in block comments count
/// too: this reads lines, not the preprocessor's branches.
std::vector<std::string> quotedIncludes(llvm::StringRef File,
                                        llvm::StringRef Text);

} // namespace hipify

#endif
