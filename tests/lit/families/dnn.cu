// cuDNN -> MIOpen: only the handle and tensor-descriptor lifecycle maps
// (cudnnX -> miopenX, verified: false: MIOpen is not installed here); every
// other cuDNN name is unsupported, left unchanged and reported.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err

#include <cudnn.h>
// CHECK:#include <miopen/miopen.h>

int setup(cudaStream_t stream) {
  cudnnHandle_t handle;
  if (cudnnCreate(&handle) != CUDNN_STATUS_SUCCESS)
    return 1;
  cudnnSetStream(handle, stream);
  cudnnTensorDescriptor_t desc;
  cudnnCreateTensorDescriptor(&desc);
  // CHECK:int setup(hipStream_t stream) {
  // CHECK-NEXT:  miopenHandle_t handle;
  // CHECK-NEXT:  if (miopenCreate(&handle) != miopenStatusSuccess)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  miopenSetStream(handle, stream);
  // CHECK-NEXT:  miopenTensorDescriptor_t desc;
  // CHECK-NEXT:  miopenCreateTensorDescriptor(&desc);
  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 32, 32);
  // CHECK:  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 32, 32);
  // WARN:{{.*}}dnn.cu:[[@LINE-2]]:3: warning: 'cudnnSetTensor4dDescriptor' has no HIP equivalent (MIOpen's API differs from cuDNN's {{.*}}); left unchanged [hipify-unsupported-api]
  // WARN-NEXT:{{.*}}dnn.cu:[[@LINE-3]]:36: warning: 'CUDNN_TENSOR_NCHW' has no HIP equivalent {{.*}} [hipify-unsupported-api]
  // WARN-NEXT:{{.*}}dnn.cu:[[@LINE-4]]:55: warning: 'CUDNN_DATA_FLOAT' has no HIP equivalent {{.*}} [hipify-unsupported-api]
  cudnnDestroyTensorDescriptor(desc);
  cudnnDestroy(handle);
  return 0;
  // CHECK:  miopenDestroyTensorDescriptor(desc);
  // CHECK-NEXT:  miopenDestroy(handle);
}
// WARN-NOT: warning:
