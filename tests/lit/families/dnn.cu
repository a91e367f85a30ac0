// cuDNN -> MIOpen: only the handle and tensor-descriptor lifecycle maps
// (cudnnX -> miopenX, verified: false: MIOpen is not installed here); every
// other cuDNN name is unsupported, left unchanged and reported.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cudnn.h>
// MSG:{{.*}}dnn.cu:[[@LINE-1]]:1: note: 'hip/hip_runtime.h' included: the file uses CUDA without including a runtime header, which nvcc includes implicitly and hipcc does not [hipify-include]
// MSG:{{.*}}dnn.cu:[[@LINE-2]]:10: note: 'cudnn.h' -> 'miopen/miopen.h' [hipify-include]
// CHECK:#include <miopen/miopen.h>

int setup(cudaStream_t stream) {
  cudnnHandle_t handle;
  if (cudnnCreate(&handle) != CUDNN_STATUS_SUCCESS)
    return 1;
  cudnnSetStream(handle, stream);
  cudnnTensorDescriptor_t desc;
  cudnnCreateTensorDescriptor(&desc);
  // MSG:{{.*}}dnn.cu:[[@LINE-7]]:11: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-7]]:3: note: 'cudnnHandle_t' -> 'miopenHandle_t' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-7]]:7: note: 'cudnnCreate' -> 'miopenCreate' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-8]]:31: note: 'CUDNN_STATUS_SUCCESS' -> 'miopenStatusSuccess' (derived: MIOpen spells status values in CamelCase) [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-7]]:3: note: 'cudnnSetStream' -> 'miopenSetStream' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-7]]:3: note: 'cudnnTensorDescriptor_t' -> 'miopenTensorDescriptor_t' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-7]]:3: note: 'cudnnCreateTensorDescriptor' -> 'miopenCreateTensorDescriptor' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // CHECK:int setup(hipStream_t stream) {
  // CHECK-NEXT:  miopenHandle_t handle;
  // CHECK-NEXT:  if (miopenCreate(&handle) != miopenStatusSuccess)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  miopenSetStream(handle, stream);
  // CHECK-NEXT:  miopenTensorDescriptor_t desc;
  // CHECK-NEXT:  miopenCreateTensorDescriptor(&desc);
  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 32, 32);
  // MSG:{{.*}}dnn.cu:[[@LINE-1]]:3: warning: 'cudnnSetTensor4dDescriptor' has no HIP equivalent (MIOpen's API differs from cuDNN's {{.*}}); left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}dnn.cu:[[@LINE-2]]:36: warning: 'CUDNN_TENSOR_NCHW' has no HIP equivalent {{.*}} [hipify-unsupported-api]
  // MSG:{{.*}}dnn.cu:[[@LINE-3]]:55: warning: 'CUDNN_DATA_FLOAT' has no HIP equivalent {{.*}} [hipify-unsupported-api]
  // CHECK:  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 32, 32);
  cudnnDestroyTensorDescriptor(desc);
  cudnnDestroy(handle);
  return 0;
  // MSG:{{.*}}dnn.cu:[[@LINE-3]]:3: note: 'cudnnDestroyTensorDescriptor' -> 'miopenDestroyTensorDescriptor' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // MSG:{{.*}}dnn.cu:[[@LINE-3]]:3: note: 'cudnnDestroy' -> 'miopenDestroy' (derived: handle and tensor-descriptor lifecycle, cudnnX -> miopenX) [hipify-api-rename]
  // CHECK:  miopenDestroyTensorDescriptor(desc);
  // CHECK-NEXT:  miopenDestroy(handle);
}
