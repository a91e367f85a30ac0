//===- cufftXt.h - cuFFT's extensions, the single-device ones -------------===//
//
// Plans described with cudaDataType and 64-bit sizes, and their execution.
// Several devices (cufftXtSetGPUs, descriptors) are not on the runner.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUFFTXT_H
#define HIPIFY_CPU_CUFFTXT_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cufftXt_h
#include "hipify_cpu/header_macros.h"

#include "cufft.h"

namespace hipify_cpu::cufft {
/// The cufftType of a transform from In to Out, or 0.
inline int xtType(cudaDataType In, cudaDataType Out) {
  if (In == CUDA_C_32F && Out == CUDA_C_32F)
    return CUFFT_C2C;
  if (In == CUDA_R_32F && Out == CUDA_C_32F)
    return CUFFT_R2C;
  if (In == CUDA_C_32F && Out == CUDA_R_32F)
    return CUFFT_C2R;
  if (In == CUDA_C_64F && Out == CUDA_C_64F)
    return CUFFT_Z2Z;
  if (In == CUDA_R_64F && Out == CUDA_C_64F)
    return CUFFT_D2Z;
  if (In == CUDA_C_64F && Out == CUDA_R_64F)
    return CUFFT_Z2D;
  return 0;
}
} // namespace hipify_cpu::cufft

inline cufftResult cufftXtMakePlanMany(
    cufftHandle plan, int rank, long long int *n, long long int *inembed,
    long long int istride, long long int idist, cudaDataType inputtype,
    long long int *onembed, long long int ostride, long long int odist,
    cudaDataType outputtype, long long int batch, size_t *workSize,
    cudaDataType) {
  int Type = ::hipify_cpu::cufft::xtType(inputtype, outputtype);
  if (!Type)
    return CUFFT_INVALID_TYPE;
  return cufftResult(::hipify_cpu::fft::make_plan(
      ::hipify_cpu::cufft::Dialect, ::hipify_cpu::fft::plan_numbered(plan),
      rank, n, inembed, istride, idist, onembed, ostride, odist, Type, batch,
      workSize));
}
inline cufftResult cufftXtGetSizeMany(cufftHandle plan, int, long long int *,
                                      long long int *, long long int,
                                      long long int, cudaDataType,
                                      long long int *, long long int,
                                      long long int, cudaDataType,
                                      long long int, size_t *workSize,
                                      cudaDataType) {
  return cufftGetSize(plan, workSize);
}
inline cufftResult cufftXtExec(cufftHandle plan, void *input, void *output,
                               int direction) {
  return cufftResult(::hipify_cpu::fft::execute_any(
      ::hipify_cpu::cufft::Dialect, "cufftXtExec",
      ::hipify_cpu::fft::plan_numbered(plan), input, output, direction));
}

#endif
