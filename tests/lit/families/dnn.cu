// cuDNN -> MIOpen (curated rows, docs/tables.md): a convolution layer with
// its algorithm found on buffers (cudnnFindConvolutionForwardAlgorithmEx ->
// miopenFindConvolutionForwardAlgorithm, whose result miopenConvolutionForward
// needs), ReLU, max pooling and softmax for inference. Where MIOpen takes other
// arguments the row's template writes them: the 4-d descriptors' strides from
// the layout, the mode first, the workspace last, no NaN options, pooling
// without the indices a backward pass would need. The perf result's member is
// `fwd_algo` in MIOpen (reported on the type), and CUDNN_CONVOLUTION (a true
// convolution) has no MIOpen mode (reported).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path --hip-version=6.2 -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err

#include <cudnn.h>
// CHECK:#include <miopen/miopen.h>

#define CHECK_CUDNN(call)                                                      \
  do {                                                                         \
    cudnnStatus_t s_ = (call);                                                 \
    if (s_ != CUDNN_STATUS_SUCCESS)                                            \
      return 1;                                                                \
  } while (0)
// CHECK:    miopenStatus_t s_ = (call);                                                 \
// CHECK-NEXT:    if (s_ != miopenStatusSuccess)                                            \

int forward(cudaStream_t stream, const float *x, const float *w, float *conv,
            float *pooled, float *probs, void *workspace, size_t workspaceBytes) {
  cudnnHandle_t handle;
  CHECK_CUDNN(cudnnCreate(&handle));
  CHECK_CUDNN(cudnnSetStream(handle, stream));
  cudnnTensorDescriptor_t xDesc, yDesc, pDesc;
  cudnnFilterDescriptor_t wDesc;
  cudnnConvolutionDescriptor_t convDesc;
  cudnnCreateTensorDescriptor(&xDesc);
  cudnnCreateFilterDescriptor(&wDesc);
  cudnnCreateConvolutionDescriptor(&convDesc);
  // CHECK:  miopenHandle_t handle;
  // CHECK-NEXT:  CHECK_CUDNN(miopenCreate(&handle));
  // CHECK-NEXT:  CHECK_CUDNN(miopenSetStream(handle, stream));
  // CHECK-NEXT:  miopenTensorDescriptor_t xDesc, yDesc, pDesc;
  // CHECK-NEXT:  miopenTensorDescriptor_t wDesc;
  // CHECK-NEXT:  miopenConvolutionDescriptor_t convDesc;
  // CHECK-NEXT:  miopenCreateTensorDescriptor(&xDesc);
  // CHECK-NEXT:  miopenCreateTensorDescriptor(&wDesc);
  // CHECK-NEXT:  miopenCreateConvolutionDescriptor(&convDesc);
  CHECK_CUDNN(cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NHWC, CUDNN_DATA_FLOAT, 1, 3, 32, 32));
  CHECK_CUDNN(cudnnSetFilter4dDescriptor(wDesc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 16, 3, 3, 3));
  CHECK_CUDNN(cudnnSetConvolution2dDescriptor(convDesc, 1, 1, 1, 1, 1, 1,
                                              CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  // CHECK:  CHECK_CUDNN(miopenSet4dTensorDescriptorEx(xDesc, miopenFloat, 1, 3, 32, 32, (3) * (32) * (32), (miopenTensorNHWC) == miopenTensorNHWC ? 1 : (32) * (32), (miopenTensorNHWC) == miopenTensorNHWC ? (32) * (3) : (32), (miopenTensorNHWC) == miopenTensorNHWC ? (3) : 1));
  // CHECK-NEXT:  CHECK_CUDNN(miopenSet4dTensorDescriptorEx(wDesc, miopenFloat, 16, 3, 3, 3, (3) * (3) * (3), (miopenTensorNCHW) == miopenTensorNHWC ? 1 : (3) * (3), (miopenTensorNCHW) == miopenTensorNHWC ? (3) * (3) : (3), (miopenTensorNCHW) == miopenTensorNHWC ? (3) : 1));
  // CHECK-NEXT:  CHECK_CUDNN(miopenInitConvolutionDescriptor(convDesc, miopenConvolution, 1, 1, 1, 1, 1, 1));
  int n, c, h, wd;
  CHECK_CUDNN(cudnnGetConvolution2dForwardOutputDim(convDesc, xDesc, wDesc, &n, &c, &h, &wd));
  // CHECK:  CHECK_CUDNN(miopenGetConvolutionForwardOutputDim(convDesc, xDesc, wDesc, &n, &c, &h, &wd));

  cudnnConvolutionFwdAlgoPerf_t perf;
  int found = 0;
  CHECK_CUDNN(cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc,
                                                     conv, 1, &found, &perf, workspace,
                                                     workspaceBytes));
  size_t needed = 0;
  CHECK_CUDNN(cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc,
                                                      perf.algo, &needed));
  const float one = 1.0f, zero = 0.0f;
  CHECK_CUDNN(cudnnConvolutionForward(handle, &one, xDesc, x, wDesc, w, convDesc, perf.algo,
                                      workspace, needed, &zero, yDesc, conv));
  // CHECK:  miopenConvAlgoPerf_t perf;
  // CHECK-NEXT:  int found = 0;
  // CHECK-NEXT:  CHECK_CUDNN(miopenFindConvolutionForwardAlgorithm(handle, xDesc, x, wDesc, w, convDesc, yDesc, conv, 1, &found, &perf, workspace, workspaceBytes, false));
  // CHECK-NEXT:  size_t needed = 0;
  // CHECK-NEXT:  CHECK_CUDNN(miopenConvolutionForwardGetWorkSpaceSize(handle, wDesc, xDesc, convDesc, yDesc, &needed));
  // CHECK-NEXT:  const float one = 1.0f, zero = 0.0f;
  // CHECK-NEXT:  CHECK_CUDNN(miopenConvolutionForward(handle, &one, xDesc, x, wDesc, w, convDesc, perf.algo, &zero, yDesc, conv, workspace, needed));
  // MSG:{{.*}}dnn.cu:[[@LINE-18]]:3: note: 'cudnnConvolutionFwdAlgoPerf_t' -> 'miopenConvAlgoPerf_t' (MIOpen's find result: its algorithm is the union member fwd_algo, time and memory as in cuDNN; it has no status, determinism or mathType) [hipify-api-rename]

  cudnnActivationDescriptor_t relu;
  cudnnCreateActivationDescriptor(&relu);
  cudnnSetActivationDescriptor(relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);
  CHECK_CUDNN(cudnnActivationForward(handle, relu, &one, yDesc, conv, &zero, yDesc, conv));
  // CHECK:  miopenSetActivationDescriptor(relu, miopenActivationRELU, (miopenActivationRELU) == miopenActivationTANH ? 1.0 : (0.0), 1.0, 1.0);
  // CHECK-NEXT:  CHECK_CUDNN(miopenActivationForward(handle, relu, &one, yDesc, conv, &zero, yDesc, conv));

  cudnnPoolingDescriptor_t pool;
  cudnnCreatePoolingDescriptor(&pool);
  cudnnSetPooling2dDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2);
  CHECK_CUDNN(cudnnPoolingForward(handle, pool, &one, yDesc, conv, &zero, pDesc, pooled));
  CHECK_CUDNN(cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL,
                                  &one, pDesc, pooled, &zero, pDesc, probs));
  // CHECK:  miopenSet2dPoolingDescriptor(pool, miopenPoolingMax, 2, 2, 0, 0, 2, 2);
  // CHECK-NEXT:  CHECK_CUDNN(miopenPoolingForward(handle, pool, &one, yDesc, conv, &zero, pDesc, pooled, false, nullptr, 0));
  // CHECK-NEXT:  CHECK_CUDNN(miopenSoftmaxForward_V2(handle, &one, pDesc, pooled, &zero, pDesc, probs, MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL));
  cudnnConvolutionDescriptor_t flipped;
  cudnnCreateConvolutionDescriptor(&flipped);
  cudnnSetConvolution2dDescriptor(flipped, 0, 0, 1, 1, 1, 1, CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT);
  // MSG:{{.*}}dnn.cu:[[@LINE-1]]:62: warning: 'CUDNN_CONVOLUTION' has no HIP equivalent (MIOpen has no true (flipped-filter) convolution mode: miopenConvolution is a cross-correlation; flip the filter and use CUDNN_CROSS_CORRELATION's miopenConvolution); left unchanged [hipify-unsupported-api]
  cudnnDestroyPoolingDescriptor(pool);
  cudnnDestroyFilterDescriptor(wDesc);
  cudnnDestroy(handle);
  return 0;
  // CHECK:  miopenDestroyPoolingDescriptor(pool);
  // CHECK-NEXT:  miopenDestroyTensorDescriptor(wDesc);
  // CHECK-NEXT:  miopenDestroy(handle);
}
