//===- ApiMemory.cpp - allocations, copies and fills of the runtime API ---===//
#include "MemoryPool.h"
#include "hipify_cpu/runtime_api.h"
#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <unistd.h>

namespace hipify_cpu {

namespace {
Error fail(Error E) {
  set_last_error(E);
  return E;
}

// __device__ variables whose address the program asked for: device memory
// that no allocation tracks.
std::mutex SymbolLock;
std::map<const char *, size_t> &symbols() {
  static std::map<const char *, size_t> Table;
  return Table;
}

bool find_symbol(const void *P, const void **Base, size_t *Size) {
  const char *Address = static_cast<const char *>(P);
  std::lock_guard<std::mutex> Guard(SymbolLock);
  auto It = symbols().upper_bound(Address);
  if (It == symbols().begin())
    return false;
  --It;
  if (Address >= It->first + It->second)
    return false;
  *Base = It->first;
  *Size = It->second;
  return true;
}

/// Which side of a copy a pointer may stand on.
struct Side {
  bool Host;   ///< Host code may read or write it.
  bool Device; ///< Kernels and device copies may.
  PointerInfo Info;
};

Side side_of(const void *P) {
  PointerInfo Info = pointer_info(P);
  if (!Info.Tracked)
    return {true, false, Info};
  switch (Info.Kind) {
  case MemoryKind::Device:
    return {false, true, Info};
  case MemoryKind::PinnedHost:
  case MemoryKind::Managed:
    return {true, true, Info};
  }
  return {true, false, Info};
}

/// A tracked range must lie inside its allocation.
bool fits(const Side &S, const void *P, size_t Bytes) {
  if (!S.Info.Tracked)
    return true;
  size_t Offset = static_cast<const char *>(P) -
                  static_cast<const char *>(S.Info.Base);
  return Offset <= S.Info.Size && Bytes <= S.Info.Size - Offset;
}

/// Checks a copy of Bytes (the last byte at Span - 1 from each pointer)
/// in direction Kind.
Error check_copy(void *Destination, const void *Source, size_t DestinationSpan,
                 size_t SourceSpan, CopyKind Kind) {
  if (static_cast<int>(Kind) < 0 || static_cast<int>(Kind) > 4)
    return Error::InvalidMemcpyDirection;
  if (!Destination || !Source)
    return Error::InvalidValue;
  Side To = side_of(Destination), From = side_of(Source);
  bool SourceOk = true, DestinationOk = true;
  switch (Kind) {
  case CopyKind::HostToHost:
    SourceOk = From.Host;
    DestinationOk = To.Host;
    break;
  case CopyKind::HostToDevice:
    SourceOk = From.Host;
    DestinationOk = To.Device;
    break;
  case CopyKind::DeviceToHost:
    SourceOk = From.Device;
    DestinationOk = To.Host;
    break;
  case CopyKind::DeviceToDevice:
    SourceOk = From.Device;
    DestinationOk = To.Device;
    break;
  case CopyKind::Default:
    break;
  }
  if (!SourceOk || !DestinationOk)
    return Error::InvalidValue;
  if (!fits(To, Destination, DestinationSpan) ||
      !fits(From, Source, SourceSpan))
    return Error::InvalidValue;
  return Error::Success;
}
} // namespace

PointerInfo pointer_info(const void *P) {
  PointerInfo Info{false, MemoryKind::Device, nullptr, 0};
  if (!P)
    return Info;
  if (find_allocation(P, &Info.Base, &Info.Size, &Info.Kind)) {
    Info.Tracked = true;
    return Info;
  }
  if (find_symbol(P, &Info.Base, &Info.Size)) {
    Info.Tracked = true;
    Info.Kind = MemoryKind::Device;
  }
  return Info;
}

void register_symbol(const void *Address, size_t Size) {
  std::lock_guard<std::mutex> Guard(SymbolLock);
  symbols()[static_cast<const char *>(Address)] = Size ? Size : 1;
}

Error api_malloc(void **Pointer, size_t Bytes, MemoryKind Kind) {
  if (!Pointer)
    return fail(Error::InvalidValue);
  *Pointer = allocate(Bytes, Kind);
  return *Pointer ? Error::Success : fail(Error::MemoryAllocation);
}

Error api_free(void *Pointer, MemoryKind Kind) {
  if (!Pointer)
    return Error::Success;
  // cudaFree and hipFree free managed memory too.
  if (!release(Pointer, Kind) &&
      !(Kind == MemoryKind::Device && release(Pointer, MemoryKind::Managed)))
    return fail(Error::InvalidValue);
  pools::forget_allocation(Pointer);
  return Error::Success;
}

Error api_malloc_pitch(void **Pointer, size_t *Pitch, size_t Width,
                       size_t Height) {
  if (!Pointer || !Pitch)
    return fail(Error::InvalidValue);
  size_t Rounded = (Width + kPitchAlignment - 1) / kPitchAlignment *
                   kPitchAlignment;
  if (Rounded == 0)
    Rounded = kPitchAlignment;
  *Pitch = Rounded;
  return api_malloc(Pointer, Rounded * Height, MemoryKind::Device);
}

Error api_memcpy(void *Destination, const void *Source, size_t Bytes,
                 CopyKind Kind) {
  if (Bytes == 0)
    return Error::Success;
  Error E = check_copy(Destination, Source, Bytes, Bytes, Kind);
  if (E != Error::Success)
    return fail(E);
  std::memmove(Destination, Source, Bytes);
  return Error::Success;
}

Error api_memcpy_2d(void *Destination, size_t DestinationPitch,
                    const void *Source, size_t SourcePitch, size_t Width,
                    size_t Height, CopyKind Kind) {
  if (Width == 0 || Height == 0)
    return Error::Success;
  if (Width > DestinationPitch || Width > SourcePitch)
    return fail(Error::InvalidValue); // cudaErrorInvalidPitchValue on a GPU.
  Error E = check_copy(Destination, Source,
                       DestinationPitch * (Height - 1) + Width,
                       SourcePitch * (Height - 1) + Width, Kind);
  if (E != Error::Success)
    return fail(E);
  for (size_t Row = 0; Row < Height; ++Row)
    std::memmove(static_cast<char *>(Destination) + Row * DestinationPitch,
                 static_cast<const char *>(Source) + Row * SourcePitch, Width);
  return Error::Success;
}

namespace {
/// Fills write memory a kernel could see: tracked memory only.
Error check_fill(void *Destination, size_t Span) {
  if (!Destination)
    return Error::InvalidValue;
  Side To = side_of(Destination);
  if (!To.Device || !fits(To, Destination, Span))
    return Error::InvalidValue;
  return Error::Success;
}
} // namespace

Error api_memset(void *Destination, int Value, size_t Bytes) {
  if (Bytes == 0)
    return Error::Success;
  Error E = check_fill(Destination, Bytes);
  if (E != Error::Success)
    return fail(E);
  std::memset(Destination, Value, Bytes);
  return Error::Success;
}

Error api_memset_2d(void *Destination, size_t Pitch, int Value, size_t Width,
                    size_t Height) {
  if (Width == 0 || Height == 0)
    return Error::Success;
  if (Width > Pitch)
    return fail(Error::InvalidValue);
  Error E = check_fill(Destination, Pitch * (Height - 1) + Width);
  if (E != Error::Success)
    return fail(E);
  for (size_t Row = 0; Row < Height; ++Row)
    std::memset(static_cast<char *>(Destination) + Row * Pitch, Value, Width);
  return Error::Success;
}

Error api_memset_elements(void *Destination, unsigned long long Value,
                          size_t ElementSize, size_t Count) {
  if (Count == 0)
    return Error::Success;
  Error E = check_fill(Destination, ElementSize * Count);
  if (E != Error::Success)
    return fail(E);
  char *Out = static_cast<char *>(Destination);
  for (size_t I = 0; I < Count; ++I)
    std::memcpy(Out + I * ElementSize, &Value, ElementSize); // Little endian.
  return Error::Success;
}

Error api_memcpy_to_symbol(void *Symbol, size_t SymbolSize, const void *Source,
                           size_t Bytes, size_t Offset, CopyKind Kind) {
  if (Bytes == 0)
    return Error::Success;
  if (!Symbol || Offset > SymbolSize || Bytes > SymbolSize - Offset)
    return fail(Error::InvalidValue);
  if (Kind == CopyKind::HostToHost || Kind == CopyKind::DeviceToHost)
    return fail(Error::InvalidMemcpyDirection);
  register_symbol(Symbol, SymbolSize);
  return api_memcpy(static_cast<char *>(Symbol) + Offset, Source, Bytes, Kind);
}

Error api_memcpy_from_symbol(void *Destination, const void *Symbol,
                             size_t SymbolSize, size_t Bytes, size_t Offset,
                             CopyKind Kind) {
  if (Bytes == 0)
    return Error::Success;
  if (!Symbol || Offset > SymbolSize || Bytes > SymbolSize - Offset)
    return fail(Error::InvalidValue);
  if (Kind == CopyKind::HostToHost || Kind == CopyKind::HostToDevice)
    return fail(Error::InvalidMemcpyDirection);
  register_symbol(Symbol, SymbolSize);
  return api_memcpy(Destination, static_cast<const char *>(Symbol) + Offset,
                    Bytes, Kind);
}

Error api_mem_hint(const void *Pointer, size_t Bytes, int Device,
                   RuntimeStream *Stream) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  if (Device != kHostLocation && api_check_device(Device) != Error::Success)
    return fail(Error::InvalidDevice);
  if (!Pointer || !Bytes)
    return fail(Error::InvalidValue);
  // Managed memory, or host memory (pageable memory access: the runner's
  // devices read the host's); not memory of cudaMalloc.
  Side Where = side_of(Pointer);
  if ((Where.Info.Tracked && Where.Info.Kind == MemoryKind::Device) ||
      !fits(Where, Pointer, Bytes))
    return fail(Error::InvalidValue);
  return Error::Success;
}

Error api_mem_get_info(size_t *Free, size_t *Total) {
  long Pages = sysconf(_SC_PHYS_PAGES), Available = sysconf(_SC_AVPHYS_PAGES);
  long PageSize = sysconf(_SC_PAGESIZE);
  if (Total)
    *Total = static_cast<size_t>(Pages) * static_cast<size_t>(PageSize);
  if (Free)
    *Free = static_cast<size_t>(Available) * static_cast<size_t>(PageSize);
  return Error::Success;
}

} // namespace hipify_cpu
