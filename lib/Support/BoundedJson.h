//===- BoundedJson.h - JSON parsing that hostile input cannot crash -------===//
//
// llvm::json::parse recurses once per nested array or object, so a file of
// a hundred thousand `[` overflows the stack. Every JSON hipify reads from
// outside (baselines, state files, recorded references, LSP messages) goes
// through parseBoundedJson, which refuses nesting deeper than any document
// hipify writes before the recursive parser sees it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_BOUNDEDJSON_H
#define HIPIFY_SUPPORT_BOUNDEDJSON_H

#include "llvm/Support/JSON.h"

namespace hipify {

/// Deeper than any document hipify writes or an LSP client sends.
inline constexpr unsigned MaxJsonDepth = 512;

/// The deepest nesting of arrays and objects in Text, counting brackets
/// outside strings; stops counting past Limit.
unsigned jsonNestingDepth(llvm::StringRef Text, unsigned Limit);

/// llvm::json::parse, with an error instead of unbounded recursion when
/// Text nests deeper than MaxDepth.
llvm::Expected<llvm::json::Value>
parseBoundedJson(llvm::StringRef Text, unsigned MaxDepth = MaxJsonDepth);

} // namespace hipify

#endif
