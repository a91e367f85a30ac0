//===- Stream.cpp - streams and events of the runtime API -----------------===//
//
// Every operation runs to completion when it is issued, so a stream is only
// a handle with its flags, and an event the time it was recorded.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/runtime_api.h"
#include <chrono>
#include <mutex>
#include <set>

namespace hipify_cpu {

struct RuntimeStream {
  unsigned Flags;
  int Priority;
};

struct RuntimeEvent {
  unsigned Flags;
  bool Recorded = false;
  std::chrono::steady_clock::time_point When;
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
} // namespace

Error api_stream_create(RuntimeStream **Stream, unsigned Flags, int Priority) {
  if (!Stream)
    return fail(Error::InvalidValue);
  *Stream = new RuntimeStream{Flags, Priority};
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
  return api_event_check(Event);
}

Error api_event_create(RuntimeEvent **Event, unsigned Flags) {
  if (!Event)
    return fail(Error::InvalidValue);
  *Event = new RuntimeEvent{Flags, false, {}};
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

} // namespace hipify_cpu
