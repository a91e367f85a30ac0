//===- cuda.h - the little of the driver API runtime programs mention -----===//
#ifndef HIPIFY_CPU_CUDA_H
#define HIPIFY_CPU_CUDA_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuda_h
#include "hipify_cpu/header_macros.h"

#include "hipify_cpu/mode.h"
#include "hipify_cpu/runtime_api.h"

#define CUDA_VERSION 13000

HIPIFY_CPU_BEGIN_DECLS
typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef ::hipify_cpu::RuntimeStream *CUstream;
typedef ::hipify_cpu::RuntimeEvent *CUevent;

inline CUresult cuInit(unsigned int) { return CUDA_SUCCESS; }
/// The names and texts of the results above (helper_cuda.h asks for them).
inline CUresult cuGetErrorName(CUresult Error, const char **Name) {
  switch (Error) {
#define HIPIFY_CPU_CU_RESULT(R)                                                \
  case R:                                                                      \
    *Name = #R;                                                                \
    return CUDA_SUCCESS;
    HIPIFY_CPU_CU_RESULT(CUDA_SUCCESS)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_INVALID_VALUE)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_OUT_OF_MEMORY)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_NOT_INITIALIZED)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_NO_DEVICE)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_INVALID_DEVICE)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_NOT_SUPPORTED)
    HIPIFY_CPU_CU_RESULT(CUDA_ERROR_UNKNOWN)
#undef HIPIFY_CPU_CU_RESULT
  }
  *Name = nullptr;
  return CUDA_ERROR_INVALID_VALUE;
}
inline CUresult cuGetErrorString(CUresult Error, const char **Text) {
  return cuGetErrorName(Error, Text);
}
inline CUresult cuDriverGetVersion(int *Version) {
  *Version = CUDA_VERSION;
  return CUDA_SUCCESS;
}
HIPIFY_CPU_END_DECLS

#endif
