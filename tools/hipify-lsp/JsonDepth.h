//===- JsonDepth.h - how deeply a JSON text nests -------------------------===//
//
// llvm::json::parse recurses once per nested array or object, so a message
// of a hundred thousand `[` overflows the stack and kills the process. The
// depth is measured here first, in one pass without recursion, so that such
// a text is refused before the parser sees it. Self-contained (LLVM's
// StringRef only), for any reader of JSON from outside.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LSP_JSONDEPTH_H
#define HIPIFY_LSP_JSONDEPTH_H

#include "llvm/ADT/StringRef.h"

namespace hipify {

/// Whether Text nests arrays and objects more than MaxDepth levels deep,
/// counting `[` and `{` outside strings. Exact for valid JSON; for invalid
/// JSON it is exact up to the first error, which is as far as the parser
/// reads.
bool isJsonNestedDeeperThan(llvm::StringRef Text, unsigned MaxDepth);

} // namespace hipify

#endif
