//===- WarpFunctions.h - facts about CUDA's warp functions ------*- C++ -*-===//
//
// mappings/facts/warp-functions.yaml: which CUDA functions act on a warp,
// how (shuffle, vote, ...) and whether they take a lane mask. The rules that
// reason about warp width (lib/WarpFix, lib/Check) read these facts instead of spelling
// the names.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_WARPFUNCTIONS_H
#define HIPIFY_MAPPING_WARPFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

enum class WarpFunction {
  None,
  ShuffleIndex, ///< __shfl_sync, __shfl
  ShuffleUp,
  ShuffleDown,
  ShuffleXor,
  Ballot,     ///< __ballot_sync, __ballot
  ActiveMask, ///< __activemask
  Any,        ///< __any_sync, __any
  All,        ///< __all_sync, __all
  SyncWarp,   ///< __syncwarp
  MatchAny,   ///< __match_any_sync: a lane mask
  MatchAll,   ///< __match_all_sync: a lane mask, and a flag
  Reduce,     ///< __reduce_{add,min,max,and,or,xor}_sync: a value
  Other,      ///< __uni_sync: no rule rewrites it
};

struct WarpFunctionFact {
  std::string Cuda;
  WarpFunction Function = WarpFunction::None;
  bool TakesMask = false; ///< The first argument is a lane mask (*_sync).
};

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<std::vector<WarpFunctionFact>>
parseWarpFunctionFacts(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once. It is the binary's own data, tested
/// by tests/unit/WarpFunctionsTest.cpp: a malformed copy aborts.
llvm::ArrayRef<WarpFunctionFact> warpFunctionFacts();
/// The fact of a CUDA name, or nullptr.
const WarpFunctionFact *findWarpFunction(llvm::StringRef Cuda);
/// The CUDA names of every fact, for AST matchers.
llvm::ArrayRef<llvm::StringRef> warpFunctionNames();
/// The CUDA names of the facts Keep accepts.
std::vector<llvm::StringRef>
warpFunctionNames(llvm::function_ref<bool(const WarpFunctionFact &)> Keep);

} // namespace hipify

#endif
