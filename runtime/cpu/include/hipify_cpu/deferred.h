//===- deferred.h - stream operations that may run later ------------------===//
//
// Streams are in order and synchronous: an operation runs when it is issued,
// unless its stream is capturing (cudaStreamBeginCapture /
// hipStreamBeginCapture). Then the operation (a launch, a copy, a fill, a
// host function, a graph launch) is recorded into the capture's graph, as a
// DeferredOperation that owns a copy of everything it needs, and runs each
// time the graph is launched. Kernel nodes added explicitly
// (cudaGraphAddKernelNode) are DeferredOperations too.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_DEFERRED_H
#define HIPIFY_CPU_DEFERRED_H

#include "hipify_cpu/errors.h"
#include "hipify_cpu/mode.h"
#include <type_traits>
#include <utility>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// An operation and the state it owns: Run performs it (any number of
/// times), Release frees State.
struct DeferredOperation {
  Error (*Run)(void *State) = nullptr;
  void (*Release)(void *State) = nullptr;
  void *State = nullptr;
};

/// Operation (a callable returning Error), moved to the heap.
template <typename F> DeferredOperation defer(F &&Operation) {
  using Stored = std::decay_t<F>;
  return {[](void *State) { return (*static_cast<Stored *>(State))(); },
          [](void *State) { delete static_cast<Stored *>(State); },
          new Stored(std::forward<F>(Operation))};
}

/// Whether Stream (a cudaStream_t / hipStream_t) is capturing. Cheap when
/// nothing captures.
bool stream_capturing(const void *Stream);
/// Records Operation into the graph Stream captures, which then owns it.
/// Returns false (and releases Operation) when Stream does not capture.
bool capture_operation(const void *Stream, DeferredOperation Operation);

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
