//===- hipfft/hipfftXt.h - hipFFT's extensions, the single-device ones ----===//
#ifndef HIPIFY_CPU_HIPFFTXT_H
#define HIPIFY_CPU_HIPFFTXT_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hipfft_hipfftXt_h
#include "hipify_cpu/header_macros.h"

#include "hipfft/hipfft.h"

namespace hipify_cpu::hipfft {
/// The hipfftType of a transform from In to Out, or 0.
inline int xtType(hipDataType In, hipDataType Out) {
  if (In == HIP_C_32F && Out == HIP_C_32F)
    return HIPFFT_C2C;
  if (In == HIP_R_32F && Out == HIP_C_32F)
    return HIPFFT_R2C;
  if (In == HIP_C_32F && Out == HIP_R_32F)
    return HIPFFT_C2R;
  if (In == HIP_C_64F && Out == HIP_C_64F)
    return HIPFFT_Z2Z;
  if (In == HIP_R_64F && Out == HIP_C_64F)
    return HIPFFT_D2Z;
  if (In == HIP_C_64F && Out == HIP_R_64F)
    return HIPFFT_Z2D;
  return 0;
}
} // namespace hipify_cpu::hipfft

inline hipfftResult hipfftXtMakePlanMany(
    hipfftHandle plan, int rank, long long int *n, long long int *inembed,
    long long int istride, long long int idist, hipDataType inputtype,
    long long int *onembed, long long int ostride, long long int odist,
    hipDataType outputtype, long long int batch, size_t *workSize,
    hipDataType) {
  int Type = ::hipify_cpu::hipfft::xtType(inputtype, outputtype);
  if (!Type)
    return HIPFFT_INVALID_TYPE;
  return hipfftResult(::hipify_cpu::fft::make_plan(
      ::hipify_cpu::hipfft::Dialect,
      reinterpret_cast<::hipify_cpu::fft::Plan *>(plan), rank, n, inembed,
      istride, idist, onembed, ostride, odist, Type, batch, workSize));
}
inline hipfftResult hipfftXtExec(hipfftHandle plan, void *input, void *output,
                                 int direction) {
  return hipfftResult(::hipify_cpu::fft::execute_any(
      ::hipify_cpu::hipfft::Dialect, "hipfftXtExec",
      reinterpret_cast<::hipify_cpu::fft::Plan *>(plan), input, output,
      direction));
}

#endif
