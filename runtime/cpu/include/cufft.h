//===- cufft.h - cuFFT on the CPU runner ----------------------------------===//
//
// cuFFT's names, types and values over the runner's FFTs (fft.h), which
// compute with FFTW (docs/cpu-runner.md, "Libraries"). Plans are integers,
// as in cuFFT.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUFFT_H
#define HIPIFY_CPU_CUFFT_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cufft_h
#include "hipify_cpu/header_macros.h"

#include "cuComplex.h"
#include "cuda_runtime.h"
#include "hipify_cpu/fft.h"
#include "library_types.h"

#define CUFFT_VER_MAJOR 12
#define CUFFT_VER_MINOR 0
#define CUFFT_VER_PATCH 0
#define CUFFT_VERSION                                                          \
  (CUFFT_VER_MAJOR * 1000 + CUFFT_VER_MINOR * 100 + CUFFT_VER_PATCH)
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0x0,
  CUFFT_INVALID_PLAN = 0x1,
  CUFFT_ALLOC_FAILED = 0x2,
  CUFFT_INVALID_TYPE = 0x3,
  CUFFT_INVALID_VALUE = 0x4,
  CUFFT_INTERNAL_ERROR = 0x5,
  CUFFT_EXEC_FAILED = 0x6,
  CUFFT_SETUP_FAILED = 0x7,
  CUFFT_INVALID_SIZE = 0x8,
  CUFFT_UNALIGNED_DATA = 0x9,
  CUFFT_INCOMPLETE_PARAMETER_LIST = 0xA,
  CUFFT_INVALID_DEVICE = 0xB,
  CUFFT_PARSE_ERROR = 0xC,
  CUFFT_NO_WORKSPACE = 0xD,
  CUFFT_NOT_IMPLEMENTED = 0xE,
  CUFFT_LICENSE_ERROR = 0x0F,
  CUFFT_NOT_SUPPORTED = 0x10,
  CUFFT_MISSING_DEPENDENCY = 0x11,
  CUFFT_NVRTC_FAILURE = 0x12,
  CUFFT_NVJITLINK_FAILURE = 0x13,
  CUFFT_NVSHMEM_FAILURE = 0x14
} cufftResult;
typedef enum cufftType_t {
  CUFFT_R2C = 0x2a,
  CUFFT_C2R = 0x2c,
  CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a,
  CUFFT_Z2D = 0x6c,
  CUFFT_Z2Z = 0x69
} cufftType;
typedef enum cufftCompatibility_t {
  CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01
} cufftCompatibility;
#define CUFFT_COMPATIBILITY_DEFAULT CUFFT_COMPATIBILITY_FFTW_PADDING

typedef int cufftHandle;
typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;

namespace hipify_cpu::cufft {
inline constexpr ::hipify_cpu::fft::Dialect Dialect = {
    "cuFFT",
    {CUFFT_SUCCESS, CUFFT_INVALID_PLAN, CUFFT_ALLOC_FAILED, CUFFT_INVALID_TYPE,
     CUFFT_INVALID_VALUE, CUFFT_INTERNAL_ERROR, CUFFT_EXEC_FAILED,
     CUFFT_SETUP_FAILED, CUFFT_INVALID_SIZE, CUFFT_NOT_IMPLEMENTED},
    {CUFFT_C2C, CUFFT_R2C, CUFFT_C2R, CUFFT_Z2Z, CUFFT_D2Z, CUFFT_Z2D},
    CUFFT_FORWARD,
    CUFFT_INVERSE};
} // namespace hipify_cpu::cufft

#define HIPIFY_CPU_FFT(NAME) cufft##NAME
#define HIPIFY_CPU_FFT_RESULT cufftResult
#define HIPIFY_CPU_FFT_HANDLE cufftHandle
#define HIPIFY_CPU_FFT_TYPE cufftType
#define HIPIFY_CPU_FFT_COMPLEX cufftComplex
#define HIPIFY_CPU_FFT_DOUBLE_COMPLEX cufftDoubleComplex
#define HIPIFY_CPU_FFT_REAL cufftReal
#define HIPIFY_CPU_FFT_DOUBLE_REAL cufftDoubleReal
#define HIPIFY_CPU_FFT_STREAM cudaStream_t
#define HIPIFY_CPU_FFT_D ::hipify_cpu::cufft::Dialect
#define HIPIFY_CPU_FFT_PLAN(H) ::hipify_cpu::fft::plan_numbered(H)
#define HIPIFY_CPU_FFT_NEW(P, PLAN) (*(P) = ::hipify_cpu::fft::plan_number(PLAN))
#include "hipify_cpu/fft_api.h"

inline cufftResult cufftGetVersion(int *version) {
  *version = CUFFT_VERSION;
  return CUFFT_SUCCESS;
}
inline cufftResult cufftGetProperty(libraryPropertyType type, int *value) {
  *value = type == MAJOR_VERSION   ? CUFFT_VER_MAJOR
           : type == MINOR_VERSION ? CUFFT_VER_MINOR
                                   : CUFFT_VER_PATCH;
  return CUFFT_SUCCESS;
}
inline cufftResult cufftSetCompatibilityMode(cufftHandle plan,
                                             cufftCompatibility) {
  return cufftResult(::hipify_cpu::fft::accept_setting(HIPIFY_CPU_FFT_D,
                                                       HIPIFY_CPU_FFT_PLAN(plan)));
}

#undef HIPIFY_CPU_FFT
#undef HIPIFY_CPU_FFT_RESULT
#undef HIPIFY_CPU_FFT_HANDLE
#undef HIPIFY_CPU_FFT_TYPE
#undef HIPIFY_CPU_FFT_COMPLEX
#undef HIPIFY_CPU_FFT_DOUBLE_COMPLEX
#undef HIPIFY_CPU_FFT_REAL
#undef HIPIFY_CPU_FFT_DOUBLE_REAL
#undef HIPIFY_CPU_FFT_STREAM
#undef HIPIFY_CPU_FFT_D
#undef HIPIFY_CPU_FFT_PLAN
#undef HIPIFY_CPU_FFT_NEW

#endif
