// CUDA driver API -> HIP's driver-style API: init, device, context (CUDA 13's
// cuCtxCreate_v4 drops its CUctxCreateParams argument), module load, kernel
// launch (cuLaunchKernel -> hipModuleLaunchKernel), memory (cuMemAlloc ->
// hipMalloc; HIP 5.2's hipMemcpyHtoD takes a non-const source, so the source
// argument is cast).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -Wno-deprecated-declarations -c %t.hip -o %t.o %}

#include <cuda.h>
// MSG:{{.*}}driver.cu:[[@LINE-1]]:10: note: 'cuda.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

int launch(const char *path, const float *host, size_t n) {
  if (cuInit(0) != CUDA_SUCCESS)
    return 1;
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuCtxCreate(&ctx, nullptr, 0, dev);
  // MSG:{{.*}}driver.cu:[[@LINE-6]]:7: note: 'cuInit' -> 'hipInit' [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:20: note: 'CUDA_SUCCESS' -> 'hipSuccess' (derived: enumerator of hipError_t with the same name after the prefix (CUDA_ -> hip)) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-6]]:3: note: 'CUdevice' -> 'hipDevice_t' (derived: HIP spells the type in CamelCase with a _t suffix) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-6]]:3: note: 'cuDeviceGet' -> 'hipDeviceGet' [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-6]]:3: note: 'CUcontext' -> 'hipCtx_t' (HIP spells the context handle hipCtx_t) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-6]]:3: note: 'cuCtxCreate' -> 'hipCtxCreate' (CUDA 13's cuCtxCreate (cuCtxCreate_v4) takes a CUctxCreateParams* 2nd argument, dropped here: only right when it is NULL; hipCtxCreate is deprecated in HIP 5.2) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:15: note: arguments of 'cuCtxCreate_v4' rewritten as ($1, $3, $4) [hipify-argument-rewrite]
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
  // MSG:{{.*}}driver.cu:[[@LINE-4]]:3: note: 'CUmodule' -> 'hipModule_t' (derived: HIP spells the type in CamelCase with a _t suffix) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-4]]:3: note: 'cuModuleLoad' -> 'hipModuleLoad' [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-4]]:3: note: 'CUfunction' -> 'hipFunction_t' (derived: HIP spells the type in CamelCase with a _t suffix) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-4]]:3: note: 'cuModuleGetFunction' -> 'hipModuleGetFunction' [hipify-api-rename]
  // CHECK:  hipModule_t mod;
  // CHECK-NEXT:  hipModuleLoad(&mod, path);
  // CHECK-NEXT:  hipFunction_t fn;
  // CHECK-NEXT:  hipModuleGetFunction(&fn, mod, "scale");
  CUdeviceptr d;
  cuMemAlloc(&d, n * sizeof(float));
  cuMemcpyHtoD(d, host, n * sizeof(float));
  // MSG:{{.*}}driver.cu:[[@LINE-3]]:3: note: 'CUdeviceptr' -> 'hipDeviceptr_t' (derived: HIP spells the type in CamelCase with a _t suffix) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-3]]:3: note: 'cuMemAlloc' -> 'hipMalloc' (CUdeviceptr* becomes hipDeviceptr_t* (void**); HIP 5.2 has no hipMemAlloc) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-3]]:3: note: 'cuMemcpyHtoD' -> 'hipMemcpyHtoD' (HIP 5.2 declares the host source as void * where CUDA has const void *; the argument is cast) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-4]]:16: note: arguments of 'cuMemcpyHtoD_v2' rewritten as ($1, const_cast<void *>(static_cast<const void *>($2)), $3) [hipify-argument-rewrite]
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
  // MSG:{{.*}}driver.cu:[[@LINE-6]]:3: note: 'CUresult' -> 'hipError_t' (the driver API returns the runtime's error type in HIP; CUDA_ERROR_* pair with hipError* by name and value) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:16: note: 'cuLaunchKernel' -> 'hipModuleLaunchKernel' (same 11 parameters in the same order; hipLaunchKernel is the runtime-style launch (cudaLaunchKernel)) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:3: note: 'cuCtxSynchronize' -> 'hipCtxSynchronize' (the HIP name is deprecated since HIP 5.2) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:3: note: 'cuMemFree' -> 'hipFree' (HIP 5.2 has no hipMemFree) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:3: note: 'cuModuleUnload' -> 'hipModuleUnload' [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:3: note: 'cuCtxDestroy' -> 'hipCtxDestroy' (the HIP name is deprecated since HIP 5.2) [hipify-api-rename]
  // MSG:{{.*}}driver.cu:[[@LINE-7]]:15: note: 'CUDA_SUCCESS' -> 'hipSuccess' (derived: enumerator of hipError_t with the same name after the prefix (CUDA_ -> hip)) [hipify-api-rename]
  // CHECK:  hipError_t r = hipModuleLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr);
  // CHECK-NEXT:  hipCtxSynchronize();
  // CHECK-NEXT:  hipFree(d);
  // CHECK-NEXT:  hipModuleUnload(mod);
  // CHECK-NEXT:  hipCtxDestroy(ctx);
  // CHECK-NEXT:  return r == hipSuccess ? 0 : 1;
}
