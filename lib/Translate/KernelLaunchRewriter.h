//===- KernelLaunchRewriter.h - <<<>>> launches ----------------------------===//
//
// hip-clang accepts `k<<<grid, block, shmem, stream>>>(args)`, so by default a
// launch is only counted. With --launch-syntax=ggl it becomes
// `hipLaunchKernelGGL(k, dim3(grid), dim3(block), shmem, stream, args)`, and
// template kernels are wrapped in HIP_KERNEL_NAME so that commas in their
// template arguments survive the macro.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_KERNELLAUNCHREWRITER_H
#define HIPIFY_TRANSLATE_KERNELLAUNCHREWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class KernelLaunchRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
