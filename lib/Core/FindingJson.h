//===- FindingJson.h - Findings to and from JSON ---------------------------===//
//
// Batch workers hand their Findings (edits included) to the coordinator as
// JSON, and the incremental state keeps them between runs.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CORE_FINDINGJSON_H
#define HIPIFY_CORE_FINDINGJSON_H

#include "Core/Finding.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace hipify {

llvm::json::Value findingToJson(const Finding &F);
llvm::Expected<Finding> findingFromJson(const llvm::json::Value &V);

llvm::json::Array findingsToJson(llvm::ArrayRef<Finding> Findings);
llvm::Expected<std::vector<Finding>>
findingsFromJson(const llvm::json::Array *Array);

} // namespace hipify

#endif
