//===- Suppressions.h - `// hipify-ignore(rule): reason` comments ----------===//
#ifndef HIPIFY_CHECK_SUPPRESSIONS_H
#define HIPIFY_CHECK_SUPPRESSIONS_H

#include "Core/Finding.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace hipify {

/// Whether the source says to ignore F: a comment
/// `// hipify-ignore(RULE): reason` (RULE the finding's rule ID, or `*`) on
/// the finding's line, or alone on the line above.
bool isSuppressed(const Finding &F, llvm::StringRef FileText);

/// Removes suppressed Findings; FileText returns a file's contents (empty if
/// unreadable). Returns how many were removed.
unsigned removeSuppressed(
    std::vector<Finding> &Findings,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> FileText);

} // namespace hipify

#endif
