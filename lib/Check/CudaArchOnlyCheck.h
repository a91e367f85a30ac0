//===- CudaArchOnlyCheck.h - __CUDA_ARCH__ used for its value -------------===//
//
// hipify-cuda-arch-only: a macro whose HIP counterpart only says whether it
// is defined (a `defined_only` row: __CUDA_ARCH__ -> __HIP_DEVICE_COMPILE__)
// used for its value, `#if __CUDA_ARCH__ >= 700`. The preprocessor pass
// leaves such a use unchanged and tells this check about it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_CUDAARCHONLYCHECK_H
#define HIPIFY_CHECK_CUDAARCHONLYCHECK_H

#include "Translate/TranslationPass.h"

namespace hipify {

class CudaArchOnlyCheck : public TranslationPass {
public:
  explicit CudaArchOnlyCheck(TranslationContext &Context) : Context(Context) {}
  void tableMacroUsed(const TableMacroUse &Use) override;

private:
  TranslationContext &Context;
};

} // namespace hipify

#endif
