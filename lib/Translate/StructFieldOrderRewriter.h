//===- StructFieldOrderRewriter.h - brace lists in HIP's member order -----===//
//
// A brace list initialises a struct's members in the order the struct
// declares them. CUDA's cudaKernelNodeParams is {func, gridDim, blockDim,
// sharedMemBytes, kernelParams, extra}, HIP's hipKernelNodeParams {blockDim,
// extra, func, gridDim, kernelParams, sharedMemBytes}: renamed as it is,
// `{(void *)k, grid, block, 0, args, nullptr}` fails to build or fills the
// wrong members without a word (mappings/facts/struct-field-order.yaml).
//
// A list of such a struct (`T v = {...}`, `T v{...}`, `T{...}`, an element
// of an array's list) is written in HIP's order for the target release.
// A positional list stays positional, each value after a comment naming its
// member: `{/*blockDim=*/block, /*extra=*/nullptr, /*func=*/(void *)k, ...}`.
// That is plain C++ every compiler and -std accepts without a warning
// (designators are a C++20 extension hipcc -pedantic warns about in C++17,
// and the CPU runner defines blockDim and gridDim as macros, which a
// designator `.blockDim` would expand). A member before the last one given
// that the list leaves out gets {}, which is what leaving it out means. A
// list with designators in CUDA's order gets them in HIP's. A zero given to
// a member HIP lacks (CUDA's `reserved`) is dropped; anything the rewrite
// cannot keep (another value for a member HIP lacks, a list written by a
// macro, brace elision, nested designators) is reported with what to write.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_STRUCTFIELDORDERREWRITER_H
#define HIPIFY_TRANSLATE_STRUCTFIELDORDERREWRITER_H

#include "Translate/MatcherPass.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

class StructFieldOrderRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Lists already handled, by place: a list is seen in its syntactic and
  /// semantic forms, and in each instantiation of a template.
  llvm::StringSet<> Seen;
};

} // namespace hipify

#endif
