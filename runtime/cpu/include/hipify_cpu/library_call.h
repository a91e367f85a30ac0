//===- library_call.h - calls of CUDA's and ROCm's libraries --------------===//
//
// The runner's cuBLAS, cuFFT, cuRAND and cuSPARSE (and hipBLAS, rocBLAS,
// hipFFT, hipRAND, rocRAND, hipSPARSE) compute on the host, with the same
// implementation behind both dialects' names: an original and its port that
// call it alike compute alike, so a comparison checks how every argument was
// translated. Each call that writes device memory is one entry of the launch
// trace, numbered among the kernel launches and named as the program calls
// it (`cublasSgemm_v2`, `hipblasSgemm`): validation compares what it wrote
// like a kernel's buffers.
//
// Library calls follow their stream: on a capturing stream they are
// recorded into the graph and run when it does (conjugate gradients in a
// CUDA graph), otherwise they run when called.
//
// What a GPU library would not survive either (a matrix that reaches past
// its allocation, a host pointer where device memory is due, a pointer mode
// that names the other side) stops the program with a message naming the
// call, status 125; what it rejects with a status (a bad enum, a negative
// size) returns that status. A routine the runner does not implement is
// not declared: the build names it ([hipify-cpu-library](rules/...)).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_LIBRARY_CALL_H
#define HIPIFY_CPU_LIBRARY_CALL_H

#include "hipify_cpu/deferred.h"
#include "hipify_cpu/mode.h"
#include <cstddef>
#include <utility>
#include <vector>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// A device buffer a library call writes, for the launch trace: its first
/// element, element kind ("f32", "f64", "f16", "i32", ...) and parameter
/// name.
struct LibraryOutput {
  const void *Pointer;
  const char *Kind;
  const char *Name;
};

/// Runs Work(Closure) as the library call Api, numbered among the kernel
/// launches, and records its Outputs in the launch trace afterwards.
void run_library_call(const char *Api, const LibraryOutput *Outputs,
                      size_t Count, void (*Work)(void *), void *Closure);

/// Stops the program: "hipify-cpu: Api: <message>", status 125.
[[noreturn, gnu::format(printf, 2, 3)]] void
library_misuse(const char *Api, const char *Format, ...);

/// Where a pointer a library call is given points.
enum class PointerSide {
  Device,  ///< A device or managed allocation (or mapped pinned memory).
  Pinned,  ///< Pinned host memory (cudaMallocHost/hipHostMalloc).
  Host,    ///< Anything else: plain host memory.
};
PointerSide pointer_side(const void *P);

/// Checks that Bytes bytes from P lie within one device, managed or pinned
/// allocation (a GPU library reads them from the device); stops the program
/// naming Api and What otherwise. Nothing is checked when Bytes is 0.
void require_device_range(const char *Api, const char *What, const void *P,
                          size_t Bytes);

/// Runs Work (a callable) as the library call Api on Stream: recorded into
/// the graph a capturing stream makes (and run each time the graph runs),
/// else run now.
template <typename F>
void library_call(const void *Stream, const char *Api,
                  std::vector<LibraryOutput> Outputs, F &&Work) {
  struct Call {
    const char *Api;
    std::vector<LibraryOutput> Outputs;
    std::decay_t<F> Work;
    void run() {
      run_library_call(
          Api, Outputs.data(), Outputs.size(),
          [](void *Self) { static_cast<Call *>(Self)->Work(); }, this);
    }
  };
  Call C{Api, std::move(Outputs), std::forward<F>(Work)};
  if (Stream && stream_capturing(Stream)) {
    capture_operation(Stream, defer([C]() mutable {
                        C.run();
                        return Error::Success;
                      }));
    return;
  }
  C.run();
}

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
