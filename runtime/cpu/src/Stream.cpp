//===- Stream.cpp - streams and events of the runtime API -----------------===//
//
// Every operation runs to completion when it is issued, so a stream is only
// a handle with its flags, and an event the time it was recorded. A stream
// that captures (cudaStreamBeginCapture) records its operations into a
// graph instead (deferred.h); a stream that waits for an event recorded
// during a capture joins that capture until it ends, as in CUDA.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/runtime_api.h"
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <set>
#include <vector>

namespace hipify_cpu {

struct RuntimeStream {
  unsigned Flags;
  int Priority;
  /// The graph this stream's operations go to while it captures.
  RuntimeGraph *Capture = nullptr;
};

struct RuntimeEvent {
  unsigned Flags;
  bool Recorded = false;
  std::chrono::steady_clock::time_point When;
  /// Recorded on a capturing stream: the capture (for streams that wait).
  RuntimeGraph *Capture = nullptr;
};

namespace {
std::mutex Lock;
std::set<const void *> &live_handles() {
  static std::set<const void *> Handles;
  return Handles;
}

bool is_live(const void *Handle) {
  std::lock_guard<std::mutex> Guard(Lock);
  return live_handles().count(Handle) != 0;
}

/// The default stream (null) and the legacy and per-thread handles.
bool is_builtin_stream(const RuntimeStream *S) {
  uintptr_t Value = reinterpret_cast<uintptr_t>(S);
  return Value <= 2;
}

Error fail(Error E) {
  set_last_error(E);
  return E;
}

/// Streams that capture, by capture (the first is the one that began it);
/// guarded by Lock. Capturing counts them, so that launches and copies
/// check for capture without locking when nothing captures.
std::map<RuntimeGraph *, std::vector<RuntimeStream *>> &captures() {
  static std::map<RuntimeGraph *, std::vector<RuntimeStream *>> Table;
  return Table;
}
std::atomic<int> Capturing{0};

/// Stream stops capturing (called with Lock held).
void leave_capture(RuntimeStream *Stream) {
  auto It = captures().find(Stream->Capture);
  Stream->Capture = nullptr;
  --Capturing;
  if (It == captures().end())
    return;
  std::erase(It->second, Stream);
}

RuntimeGraph *capture_of(const void *Stream) {
  if (Capturing.load(std::memory_order_relaxed) == 0 ||
      is_builtin_stream(static_cast<const RuntimeStream *>(Stream)))
    return nullptr;
  std::lock_guard<std::mutex> Guard(Lock);
  if (!live_handles().count(Stream))
    return nullptr;
  return static_cast<const RuntimeStream *>(Stream)->Capture;
}
} // namespace

bool stream_capturing(const void *Stream) { return capture_of(Stream); }

bool capture_operation(const void *Stream, DeferredOperation Operation) {
  RuntimeGraph *Graph = capture_of(Stream);
  if (!Graph) {
    if (Operation.Release)
      Operation.Release(Operation.State);
    return false;
  }
  return api_graph_add_node(Graph, Operation, nullptr) == Error::Success;
}

Error api_stream_begin_capture(RuntimeStream *Stream) {
  if (is_builtin_stream(Stream))
    return fail(Error::StreamCaptureUnsupported);
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  if (stream_capturing(Stream))
    return fail(Error::IllegalState);
  RuntimeGraph *Graph = nullptr;
  E = api_graph_create(&Graph);
  if (E != Error::Success)
    return E;
  std::lock_guard<std::mutex> Guard(Lock);
  Stream->Capture = Graph;
  captures()[Graph].push_back(Stream);
  ++Capturing;
  return Error::Success;
}

Error api_stream_end_capture(RuntimeStream *Stream, RuntimeGraph **Graph) {
  if (!Graph)
    return fail(Error::InvalidValue);
  if (is_builtin_stream(Stream))
    return fail(Error::IllegalState);
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Stream->Capture)
    return fail(Error::IllegalState);
  auto It = captures().find(Stream->Capture);
  if (It == captures().end() || It->second.front() != Stream)
    return fail(Error::StreamCaptureUnmatched);
  *Graph = Stream->Capture;
  for (RuntimeStream *Joined : It->second) {
    Joined->Capture = nullptr;
    --Capturing;
  }
  captures().erase(It);
  return Error::Success;
}

Error api_stream_capture_status(RuntimeStream *Stream, CaptureStatus *Status) {
  if (!Status)
    return fail(Error::InvalidValue);
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  *Status = stream_capturing(Stream) ? CaptureStatus::Active
                                     : CaptureStatus::None;
  return Error::Success;
}

Error api_stream_create(RuntimeStream **Stream, unsigned Flags, int Priority) {
  if (!Stream)
    return fail(Error::InvalidValue);
  *Stream = new RuntimeStream{Flags, Priority, nullptr};
  std::lock_guard<std::mutex> Guard(Lock);
  live_handles().insert(*Stream);
  return Error::Success;
}

Error api_stream_destroy(RuntimeStream *Stream) {
  if (is_builtin_stream(Stream))
    return fail(Error::InvalidResourceHandle);
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!live_handles().erase(Stream))
      return fail(Error::InvalidResourceHandle);
    if (Stream->Capture)
      leave_capture(Stream);
  }
  delete Stream;
  return Error::Success;
}

Error api_stream_check(RuntimeStream *Stream) {
  if (is_builtin_stream(Stream) || is_live(Stream))
    return Error::Success;
  return fail(Error::InvalidResourceHandle);
}

Error api_stream_get_flags(RuntimeStream *Stream, unsigned *Flags) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  if (!Flags)
    return fail(Error::InvalidValue);
  *Flags = is_builtin_stream(Stream) ? 0 : Stream->Flags;
  return Error::Success;
}

Error api_stream_get_priority(RuntimeStream *Stream, int *Priority) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  if (!Priority)
    return fail(Error::InvalidValue);
  *Priority = is_builtin_stream(Stream) ? 0 : Stream->Priority;
  return Error::Success;
}

Error api_stream_wait_event(RuntimeStream *Stream, RuntimeEvent *Event) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  E = api_event_check(Event);
  if (E != Error::Success)
    return E;
  // Waiting for an event of a capture that is still going on joins it.
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = captures().find(Event->Capture);
  if (It == captures().end() || is_builtin_stream(Stream) ||
      Stream->Capture == Event->Capture)
    return Error::Success;
  if (Stream->Capture)
    return fail(Error::StreamCaptureUnsupported); // Merging two captures.
  Stream->Capture = Event->Capture;
  It->second.push_back(Stream);
  ++Capturing;
  return Error::Success;
}

Error api_event_create(RuntimeEvent **Event, unsigned Flags) {
  if (!Event)
    return fail(Error::InvalidValue);
  *Event = new RuntimeEvent{Flags, false, {}, nullptr};
  std::lock_guard<std::mutex> Guard(Lock);
  live_handles().insert(*Event);
  return Error::Success;
}

Error api_event_destroy(RuntimeEvent *Event) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!Event || !live_handles().erase(Event))
      return fail(Error::InvalidResourceHandle);
  }
  delete Event;
  return Error::Success;
}

Error api_event_record(RuntimeEvent *Event, RuntimeStream *Stream) {
  Error E = api_event_check(Event);
  if (E != Error::Success)
    return E;
  E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  // In a capture, the record marks a point of the graph (streams that wait
  // for it join the capture); it records no time.
  if (RuntimeGraph *Graph = capture_of(Stream)) {
    Event->Capture = Graph;
    return Error::Success;
  }
  Event->Capture = nullptr;
  Event->Recorded = true;
  Event->When = std::chrono::steady_clock::now();
  return Error::Success;
}

Error api_event_check(RuntimeEvent *Event) {
  if (Event && is_live(Event))
    return Error::Success;
  return fail(Error::InvalidResourceHandle);
}

Error api_event_elapsed(float *Milliseconds, RuntimeEvent *Start,
                        RuntimeEvent *Stop) {
  if (!Milliseconds)
    return fail(Error::InvalidValue);
  Error E = api_event_check(Start);
  if (E == Error::Success)
    E = api_event_check(Stop);
  if (E != Error::Success)
    return E;
  if (!Start->Recorded || !Stop->Recorded ||
      ((Start->Flags | Stop->Flags) & kEventDisableTiming))
    return fail(Error::InvalidResourceHandle);
  std::chrono::duration<float, std::milli> Elapsed = Stop->When - Start->When;
  *Milliseconds = Elapsed.count();
  return Error::Success;
}

Error api_launch_host_function(RuntimeStream *Stream, void (*Function)(void *),
                               void *Data) {
  if (!Function)
    return fail(Error::InvalidValue);
  return enqueue(Stream, [Function, Data] {
    Function(Data);
    return Error::Success;
  });
}

} // namespace hipify_cpu
