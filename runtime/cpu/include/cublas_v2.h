//===- cublas_v2.h - cuBLAS's handle API, as programs include it ----------===//
#ifndef HIPIFY_CPU_CUBLAS_V2_H
#define HIPIFY_CPU_CUBLAS_V2_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cublas_v2_h
#include "hipify_cpu/header_macros.h"

#include "cublas_api.h"

// cuBLAS names the handle functions with _v2 and cublas_v2.h names them
// back; the routines have both names (blas_routines.def).
#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasSetWorkspace cublasSetWorkspace_v2
#define cublasSetStream cublasSetStream_v2
#define cublasGetStream cublasGetStream_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasSetPointerMode cublasSetPointerMode_v2

#endif
