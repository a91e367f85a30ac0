//===- kernel_pointers.h - launching a kernel by its address --------------===//
//
// `auto k = K<T>; cudaLaunchKernel((void *)k, grid, block, args, 0, s)`
// launches a kernel known only by its address, with `args` pointing to each
// argument. The address alone says nothing of the parameter types a launch
// must copy, so the preparation step wraps every use of a kernel that is
// not a launch's callee (`K<T>`, `&K`) in kernel_address(Site, K<T>), which
// registers the kernel (runtime_api.h: register_kernel) with its launch
// site (the name, whether it may synchronise or runs per block) and a
// binder for its parameter types, and returns the address unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_KERNEL_POINTERS_H
#define HIPIFY_CPU_KERNEL_POINTERS_H

#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/runtime_api.h"
#include <tuple>
#include <type_traits>
#include <utility>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

namespace detail {
template <typename... Params, size_t... I>
DeferredOperation bind_kernel_arguments(const LaunchSite &Site,
                                        void (*Kernel)(Params...), dim3 Grid,
                                        dim3 Block, size_t SharedBytes,
                                        void **Args,
                                        std::index_sequence<I...>) {
  // The values are copied now, as the GPU runtimes copy them when the
  // launch (or the graph node) is made.
  BoundLaunch<void (*)(Params...), std::decay_t<Params>...> Bound{
      Site, Grid, Block, SharedBytes, Kernel,
      {*static_cast<std::decay_t<Params> *>(Args[I])...}};
  return defer([Bound = std::move(Bound)] {
    return Bound.run() ? Error::Success : Error::InvalidConfiguration;
  });
}

template <typename... Params>
DeferredOperation bind_kernel(const LaunchSite &Site, const void *Kernel,
                              dim3 Grid, dim3 Block, size_t SharedBytes,
                              void **Args) {
  auto *Function = reinterpret_cast<void (*)(Params...)>(
      const_cast<void *>(Kernel));
  return bind_kernel_arguments(Site, Function, Grid, Block, SharedBytes, Args,
                               std::index_sequence_for<Params...>{});
}
} // namespace detail

/// Registers Kernel for launches by address; returns it.
template <typename... Params>
auto kernel_address(const LaunchSite &Site, void (*Kernel)(Params...))
    -> void (*)(Params...) {
  register_kernel(reinterpret_cast<const void *>(Kernel), Site,
                  &detail::bind_kernel<Params...>);
  return Kernel;
}

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
