//===- LibraryCall.cpp - library calls as entries of the launch trace -----===//
#include "hipify_cpu/library_call.h"
#include "ExecSettings.h"
#include "LaunchInfo.h"
#include "Trace.h"
#include "hipify_cpu/memory.h"
#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

namespace hipify_cpu {

void run_library_call(const char *Api, const LibraryOutput *Outputs,
                      size_t Count, void (*Work)(void *), void *Closure) {
  std::lock_guard<std::mutex> Guard(exec::launchSequence());
  uint64_t Index = exec::nextLaunchIndex();
  if (Overrun Found; find_overrun(Found))
    exec::fail(125,
               "the host code wrote past the end of a %zu-byte %s allocation "
               "(byte %zu of it) before launch %llu, the call of %s",
               Found.Size, memory_kind_name(Found.Kind), Found.Offset,
               static_cast<unsigned long long>(Index), Api);
  Work(Closure);
  if (Overrun Found; find_overrun(Found))
    exec::fail(125,
               "%s (launch %llu) wrote past the end of a %zu-byte %s "
               "allocation (byte %zu of it)",
               Api, static_cast<unsigned long long>(Index), Found.Size,
               memory_kind_name(Found.Kind), Found.Offset);
  std::string Params;
  std::vector<TracedArgument> Arguments;
  for (size_t I = 0; I < Count; ++I) {
    Params += (I ? "," : "") + std::string(Outputs[I].Name);
    Arguments.push_back({Outputs[I].Pointer, Outputs[I].Kind});
  }
  exec::TracedLaunch Record{Index,
                            Api,
                            Params.c_str(),
                            dim3(1, 1, 1),
                            dim3(1, 1, 1),
                            0,
                            "ok",
                            Arguments.data(),
                            Arguments.size()};
  Record.HostThread = exec::hostThreadNumber();
  exec::traceLaunch(Record);
}

void library_misuse(const char *Api, const char *Format, ...) {
  char Message[1024];
  va_list Args;
  va_start(Args, Format);
  std::vsnprintf(Message, sizeof Message, Format, Args);
  va_end(Args);
  exec::fail(125, "%s: %s", Api, Message);
}

PointerSide pointer_side(const void *P) {
  const void *Base;
  size_t Size;
  MemoryKind Kind;
  if (!find_allocation(P, &Base, &Size, &Kind))
    return PointerSide::Host;
  return Kind == MemoryKind::PinnedHost ? PointerSide::Pinned
                                        : PointerSide::Device;
}

void require_device_range(const char *Api, const char *What, const void *P,
                          size_t Bytes) {
  if (Bytes == 0)
    return;
  const void *Base;
  size_t Size;
  MemoryKind Kind;
  if (!P)
    library_misuse(Api, "%s is a null pointer", What);
  if (!find_allocation(P, &Base, &Size, &Kind))
    library_misuse(Api,
                   "%s (%p) is not device memory: the library reads and "
                   "writes it on the device (cudaMalloc/hipMalloc it, or "
                   "copy it there first)",
                   What, P);
  size_t Offset = size_t(static_cast<const char *>(P) -
                         static_cast<const char *>(Base));
  if (Offset + Bytes > Size)
    library_misuse(Api,
                   "%s needs %zu bytes from byte %zu of its %zu-byte %s "
                   "allocation: it reaches %zu bytes past the end (a size, "
                   "leading dimension, stride or increment too large?)",
                   What, Bytes, Offset, Size, memory_kind_name(Kind),
                   Offset + Bytes - Size);
}

} // namespace hipify_cpu
