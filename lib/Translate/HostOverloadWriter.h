//===- HostOverloadWriter.h - CUDA's C++ overloads and defaults in HIP ----===//
//
// CUDA's runtime declares C++ conveniences that HIP declares later or never:
// template overloads over a pointer's type (cudaMallocPitch(T **, ...),
// cudaHostGetDevicePointer(T **, ...), cudaFuncGetAttributes(attr, T *)) and
// default arguments (cudaStreamWaitEvent's flags, cudaMalloc3DArray's
// flags). A call that relies on one does not build against a HIP without
// it. Where the target release, or a newer one, lacks the template, the
// arguments get the casts CUDA's template makes to reach its plain function
// (`(void **)(&p)`); where one lacks the default, the call gets CUDA's
// default written out (`hipStreamWaitEvent(s, e, 0)`). CUDA's side is read
// from its declarations in the parse, HIP's from host_functions of
// mappings/facts/hip-overloads.yaml (scripts/derive_hip_overloads.py).
//
// Left alone: a function whose row rewrites its arguments itself (`args`),
// and a call whose arguments straddle a macro and its use.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_HOSTOVERLOADWRITER_H
#define HIPIFY_TRANSLATE_HOSTOVERLOADWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class HostOverloadWriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
