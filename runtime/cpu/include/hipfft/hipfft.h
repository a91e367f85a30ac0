//===- hipfft/hipfft.h - hipFFT on the CPU runner -------------------------===//
//
// hipFFT's names, types and values over the same FFTs as cuFFT's (fft.h).
// Plans are pointers, as hipFFT has them on AMD platforms.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIPFFT_H
#define HIPIFY_CPU_HIPFFT_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hipfft_hipfft_h
#include "hipify_cpu/header_macros.h"

#include "hip/hip_complex.h"
#include "hip/hip_runtime.h"
#include "hip/library_types.h"
#include "hipify_cpu/fft.h"

#define hipfftVersionMajor 1
#define hipfftVersionMinor 0
#define hipfftVersionPatch 15
#define HIPFFT_FORWARD -1
#define HIPFFT_BACKWARD 1

typedef enum hipfftResult_t {
  HIPFFT_SUCCESS = 0,
  HIPFFT_INVALID_PLAN = 1,
  HIPFFT_ALLOC_FAILED = 2,
  HIPFFT_INVALID_TYPE = 3,
  HIPFFT_INVALID_VALUE = 4,
  HIPFFT_INTERNAL_ERROR = 5,
  HIPFFT_EXEC_FAILED = 6,
  HIPFFT_SETUP_FAILED = 7,
  HIPFFT_INVALID_SIZE = 8,
  HIPFFT_UNALIGNED_DATA = 9,
  HIPFFT_INCOMPLETE_PARAMETER_LIST = 10,
  HIPFFT_INVALID_DEVICE = 11,
  HIPFFT_PARSE_ERROR = 12,
  HIPFFT_NO_WORKSPACE = 13,
  HIPFFT_NOT_IMPLEMENTED = 14,
  HIPFFT_NOT_SUPPORTED = 16
} hipfftResult;
typedef enum hipfftType_t {
  HIPFFT_R2C = 0x2a,
  HIPFFT_C2R = 0x2c,
  HIPFFT_C2C = 0x29,
  HIPFFT_D2Z = 0x6a,
  HIPFFT_Z2D = 0x6c,
  HIPFFT_Z2Z = 0x69
} hipfftType;
typedef enum hipfftLibraryPropertyType_t {
  HIPFFT_MAJOR_VERSION,
  HIPFFT_MINOR_VERSION,
  HIPFFT_PATCH_LEVEL
} hipfftLibraryPropertyType;

typedef struct hipfftHandle_t *hipfftHandle;
typedef hipFloatComplex hipfftComplex;
typedef hipDoubleComplex hipfftDoubleComplex;
typedef float hipfftReal;
typedef double hipfftDoubleReal;

namespace hipify_cpu::hipfft {
inline constexpr ::hipify_cpu::fft::Dialect Dialect = {
    "hipFFT",
    {HIPFFT_SUCCESS, HIPFFT_INVALID_PLAN, HIPFFT_ALLOC_FAILED,
     HIPFFT_INVALID_TYPE, HIPFFT_INVALID_VALUE, HIPFFT_INTERNAL_ERROR,
     HIPFFT_EXEC_FAILED, HIPFFT_SETUP_FAILED, HIPFFT_INVALID_SIZE,
     HIPFFT_NOT_IMPLEMENTED},
    {HIPFFT_C2C, HIPFFT_R2C, HIPFFT_C2R, HIPFFT_Z2Z, HIPFFT_D2Z, HIPFFT_Z2D},
    HIPFFT_FORWARD,
    HIPFFT_BACKWARD};
} // namespace hipify_cpu::hipfft

#define HIPIFY_CPU_FFT(NAME) hipfft##NAME
#define HIPIFY_CPU_FFT_RESULT hipfftResult
#define HIPIFY_CPU_FFT_HANDLE hipfftHandle
#define HIPIFY_CPU_FFT_TYPE hipfftType
#define HIPIFY_CPU_FFT_COMPLEX hipfftComplex
#define HIPIFY_CPU_FFT_DOUBLE_COMPLEX hipfftDoubleComplex
#define HIPIFY_CPU_FFT_REAL hipfftReal
#define HIPIFY_CPU_FFT_DOUBLE_REAL hipfftDoubleReal
#define HIPIFY_CPU_FFT_STREAM hipStream_t
#define HIPIFY_CPU_FFT_D ::hipify_cpu::hipfft::Dialect
#define HIPIFY_CPU_FFT_PLAN(H) reinterpret_cast<::hipify_cpu::fft::Plan *>(H)
#define HIPIFY_CPU_FFT_NEW(P, PLAN) (*(P) = reinterpret_cast<hipfftHandle>(PLAN))
#include "hipify_cpu/fft_api.h"

inline hipfftResult hipfftGetVersion(int *version) {
  *version = hipfftVersionMajor * 10000 + hipfftVersionMinor * 100 +
             hipfftVersionPatch;
  return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftGetProperty(hipfftLibraryPropertyType type,
                                      int *value) {
  *value = type == HIPFFT_MAJOR_VERSION   ? hipfftVersionMajor
           : type == HIPFFT_MINOR_VERSION ? hipfftVersionMinor
                                          : hipfftVersionPatch;
  return HIPFFT_SUCCESS;
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
