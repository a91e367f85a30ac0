//===- KernelRegistry.cpp - kernels launched by their address -------------===//
//
// kernel_address() (kernel_pointers.h) registers each kernel whose address
// the program uses; cudaLaunchKernel and graph kernel nodes find it here.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/exec.h"
#include "hipify_cpu/runtime_api.h"
#include <mutex>
#include <unordered_map>

namespace hipify_cpu {

namespace {
Error fail(Error E) {
  set_last_error(E);
  return E;
}

struct RegisteredKernel {
  LaunchSite Site;
  KernelBinder Bind;
};

std::mutex Lock;
std::unordered_map<const void *, RegisteredKernel> &kernels() {
  static std::unordered_map<const void *, RegisteredKernel> Table;
  return Table;
}
} // namespace

void register_kernel(const void *Kernel, const LaunchSite &Site,
                     KernelBinder Bind) {
  std::lock_guard<std::mutex> Guard(Lock);
  kernels().insert_or_assign(Kernel, RegisteredKernel{Site, Bind});
}

Error api_bind_kernel(DeferredOperation *Launch, const void *Kernel,
                      dim3 Grid, dim3 Block, size_t SharedBytes, void **Args) {
  if (!Launch)
    return fail(Error::InvalidValue);
  RegisteredKernel Found{};
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = kernels().find(Kernel);
    if (It == kernels().end())
      return fail(Error::InvalidDeviceFunction);
    Found = It->second;
  }
  if (!Args && Found.Site.Params && *Found.Site.Params)
    return fail(Error::InvalidValue);
  *Launch = Found.Bind(Found.Site, Kernel, Grid, Block, SharedBytes, Args);
  return Error::Success;
}

Error api_launch_kernel(const void *Kernel, dim3 Grid, dim3 Block, void **Args,
                        size_t SharedBytes, RuntimeStream *Stream) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  DeferredOperation Launch;
  E = api_bind_kernel(&Launch, Kernel, Grid, Block, SharedBytes, Args);
  if (E != Error::Success)
    return E;
  if (stream_capturing(Stream))
    return capture_operation(Stream, Launch) ? Error::Success
                                             : fail(Error::InvalidValue);
  E = Launch.Run(Launch.State);
  Launch.Release(Launch.State);
  return E;
}

} // namespace hipify_cpu
