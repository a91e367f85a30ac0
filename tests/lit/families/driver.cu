// CUDA driver API -> HIP's driver-style API: init, device, context (CUDA 13's
// cuCtxCreate_v4 drops its CUctxCreateParams argument), module load, kernel
// launch (cuLaunchKernel -> hipModuleLaunchKernel), memory (cuMemAlloc ->
// hipMalloc; HIP 5.2's hipMemcpyHtoD takes a non-const source, so the source
// argument is cast).
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -Wno-deprecated-declarations -c %t.hip -o %t.o %}

#include <cuda.h>
// CHECK:#include <hip/hip_runtime.h>

int launch(const char *path, const float *host, size_t n) {
  if (cuInit(0) != CUDA_SUCCESS)
    return 1;
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuCtxCreate(&ctx, nullptr, 0, dev);
  // CHECK:  if (hipInit(0) != hipSuccess)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipDevice_t dev;
  // CHECK-NEXT:  hipDeviceGet(&dev, 0);
  // CHECK-NEXT:  hipCtx_t ctx;
  // CHECK-NEXT:  hipCtxCreate(&ctx, 0, dev);
  CUmodule mod;
  cuModuleLoad(&mod, path);
  CUfunction fn;
  cuModuleGetFunction(&fn, mod, "scale");
  // CHECK:  hipModule_t mod;
  // CHECK-NEXT:  hipModuleLoad(&mod, path);
  // CHECK-NEXT:  hipFunction_t fn;
  // CHECK-NEXT:  hipModuleGetFunction(&fn, mod, "scale");
  CUdeviceptr d;
  cuMemAlloc(&d, n * sizeof(float));
  cuMemcpyHtoD(d, host, n * sizeof(float));
  // CHECK:  hipDeviceptr_t d;
  // CHECK-NEXT:  hipMalloc(&d, n * sizeof(float));
  // CHECK-NEXT:  hipMemcpyHtoD(d, const_cast<void *>(static_cast<const void *>(host)), n * sizeof(float));
  void *args[] = {&d, &n};
  CUresult r = cuLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr);
  cuCtxSynchronize();
  cuMemFree(d);
  cuModuleUnload(mod);
  cuCtxDestroy(ctx);
  return r == CUDA_SUCCESS ? 0 : 1;
  // CHECK:  hipError_t r = hipModuleLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr);
  // CHECK-NEXT:  hipCtxSynchronize();
  // CHECK-NEXT:  hipFree(d);
  // CHECK-NEXT:  hipModuleUnload(mod);
  // CHECK-NEXT:  hipCtxDestroy(ctx);
  // CHECK-NEXT:  return r == hipSuccess ? 0 : 1;
}
// WARN-NOT: warning:
