// Error-checking macros call cusparseGetErrorString, which hipSPARSE has from
// HIP 6.0 only: for an older target the port defines a function that returns
// the status value's name, once per file, before the first top-level
// declaration that calls it; for HIP 6.0 the call is renamed.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.0 -o %t.60.hip 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=HIP60 %s < %t.60.hip
// RUN: not grep -q "^#ifndef" %t.60.hip
#include <cstdio>
#include <cusparse.h>

#define CHECK_CUSPARSE(call)                                                   \
  do {                                                                         \
    cusparseStatus_t status = (call);                                          \
    if (status != CUSPARSE_STATUS_SUCCESS)                                     \
      printf("cuSPARSE error %s\n", cusparseGetErrorString(status));           \
  } while (0)

static int helper() { return 1; }

int create(cusparseHandle_t *handle) {
  CHECK_CUSPARSE(cusparseCreate(handle));
  return 0;
}

const char *describe(cusparseStatus_t s) { return cusparseGetErrorName(s); }

int destroy(cusparseHandle_t handle) {
  CHECK_CUSPARSE(cusparseDestroy(handle));
  return helper();
}

// MSG:{{.*}}fallback-definition.cu:[[@LINE-17]]:37: note: 'cusparseGetErrorString': 'hipsparseGetErrorString' needs HIP 6.0 (the target is 5.2): using 'hipify_hipsparseGetErrorString' [hipify-older-equivalent]
// MSG:{{.*}}fallback-definition.cu:[[@LINE-13]]:1: note: defined 'hipify_hipsparseGetErrorString' in place of 'cusparseGetErrorString' for the calls below: the target HIP has no counterpart [hipify-older-equivalent]
// MSG:{{.*}}fallback-definition.cu:[[@LINE-9]]:1: note: defined 'hipify_hipsparseGetErrorName' in place of 'cusparseGetErrorName' for the calls below: the target HIP has no counterpart [hipify-older-equivalent]

// CHECK:      printf("cuSPARSE error %s\n", hipify_hipsparseGetErrorString(status));           \
// CHECK:static int helper() { return 1; }
// CHECK-EMPTY:
// CHECK-NEXT:#ifndef HIPIFY_DEFINED_hipify_hipsparseGetErrorString
// CHECK-NEXT:#define HIPIFY_DEFINED_hipify_hipsparseGetErrorString
// CHECK-NEXT:// Defined by hipify: the target HIP has no counterpart of 'cusparseGetErrorString'; this returns the name of the value.
// CHECK-NEXT:static inline const char *hipify_hipsparseGetErrorString(hipsparseStatus_t value) {
// CHECK-NEXT:  if (value == HIPSPARSE_STATUS_SUCCESS)
// CHECK-NEXT:    return "HIPSPARSE_STATUS_SUCCESS";
// CHECK:  if (value == HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES)
// CHECK-NEXT:    return "HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES";
// CHECK-NEXT:  return "unrecognised hipsparseStatus_t value";
// CHECK-NEXT:}
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:int create(hipsparseHandle_t *handle) {
// CHECK:#ifndef HIPIFY_DEFINED_hipify_hipsparseGetErrorName
// CHECK:const char *describe(hipsparseStatus_t s) { return hipify_hipsparseGetErrorName(s); }
// CHECK-NOT:HIPIFY_DEFINED
// CHECK:  CHECK_CUSPARSE(hipsparseDestroy(handle));

// HIP60:      printf("cuSPARSE error %s\n", hipsparseGetErrorString(status));           \
// HIP60:const char *describe(hipsparseStatus_t s) { return hipsparseGetErrorName(s); }
