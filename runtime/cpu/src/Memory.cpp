//===- Memory.cpp - tracked allocations -----------------------------------===//
//
// Device, pinned and managed memory are host memory the runtime tracks, so
// that copies can be checked against allocation bounds and launch traces can
// find the buffers kernels receive. With HIPIFY_CPU_GUARD=1 every allocation
// ends where an inaccessible page begins: a kernel that runs past the end of
// a buffer crashes at once, and the crash report names the kernel.
// Without it, every allocation is followed by padding that holds
// kUninitialisedByte: the launch checks it afterwards, so a kernel that
// wrote just past the end of a buffer is named too, instead of corrupting
// the heap and crashing later, somewhere else.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/memory.h"
#include "ExecSettings.h"
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>

namespace hipify_cpu {

namespace {
struct Allocation {
  size_t Size;
  MemoryKind Kind;
  void *Mapping = nullptr; ///< Guarded mode: the whole mapping.
  size_t MappingBytes = 0;
  size_t Reserved = 0; ///< Bytes from the base that belong to it (padding too).
};
/// Padding after each unguarded allocation beyond its 256-byte rounding.
constexpr size_t kRedzoneBytes = 256;
std::mutex Lock;
std::map<const char *, Allocation> &allocations() {
  static std::map<const char *, Allocation> Table;
  return Table;
}

bool guarded() {
  static const bool On = [] {
    const char *Value = std::getenv("HIPIFY_CPU_GUARD");
    return Value && *Value && std::strcmp(Value, "0") != 0;
  }();
  return On;
}

/// Rounded bytes ending at a PROT_NONE page; Mapping receives the mapping.
void *allocateGuarded(size_t Rounded, void *&Mapping, size_t &MappingBytes) {
  size_t Page = size_t(sysconf(_SC_PAGESIZE));
  size_t Usable = (Rounded + Page - 1) / Page * Page;
  MappingBytes = Usable + Page;
  Mapping = mmap(nullptr, MappingBytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Mapping == MAP_FAILED)
    return nullptr;
  char *Guard = static_cast<char *>(Mapping) + Usable;
  mprotect(Guard, Page, PROT_NONE);
  // Rounded is a multiple of 256 and Guard of the page size: the start keeps
  // the 256-byte alignment of device allocations.
  return Guard - Rounded;
}
} // namespace

/// The first byte of Entry's padding that was written, or Entry.Reserved.
static size_t firstWrittenPadding(const char *Base, const Allocation &Entry) {
  for (size_t I = Entry.Size; I < Entry.Reserved; ++I)
    if (static_cast<unsigned char>(Base[I]) != kUninitialisedByte)
      return I;
  return Entry.Reserved;
}

void *allocate(size_t Bytes, MemoryKind Kind) {
  // Zero-byte allocations still get a distinct address, as on the GPU.
  size_t Rounded = (Bytes + 255) / 256 * 256;
  if (Rounded == 0)
    Rounded = 256;
  Allocation Entry{Bytes, Kind};
  // Guarded, the page after the rounded size is the red zone.
  Entry.Reserved = guarded() ? Rounded : Rounded + kRedzoneBytes;
  void *P = guarded() ? allocateGuarded(Rounded, Entry.Mapping,
                                        Entry.MappingBytes)
                      : std::aligned_alloc(256, Entry.Reserved);
  if (!P)
    return nullptr;
  std::memset(P, kUninitialisedByte, Entry.Reserved);
  std::lock_guard<std::mutex> Guard(Lock);
  allocations()[static_cast<const char *>(P)] = Entry;
  return P;
}

bool release(void *P, MemoryKind Kind) {
  Allocation Entry;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = allocations().find(static_cast<const char *>(P));
    if (It == allocations().end() || It->second.Kind != Kind)
      return false;
    Entry = It->second;
    size_t Offset = firstWrittenPadding(It->first, Entry);
    if (Offset != Entry.Reserved)
      exec::fail(125,
                 "the program wrote past the end of a %zu-byte %s allocation "
                 "(byte %zu of it) before freeing it",
                 Entry.Size, memory_kind_name(Entry.Kind), Offset);
    allocations().erase(It);
  }
  if (Entry.Mapping)
    munmap(Entry.Mapping, Entry.MappingBytes);
  else
    std::free(P);
  return true;
}

bool find_overrun(Overrun &Found) {
  std::lock_guard<std::mutex> Guard(Lock);
  for (const auto &[Base, Entry] : allocations()) {
    size_t Offset = firstWrittenPadding(Base, Entry);
    if (Offset != Entry.Reserved) {
      Found = {Base, Entry.Size, Offset, Entry.Kind};
      return true;
    }
  }
  return false;
}

const char *memory_kind_name(MemoryKind Kind) {
  switch (Kind) {
  case MemoryKind::Device:
    return "device";
  case MemoryKind::PinnedHost:
    return "pinned host";
  case MemoryKind::Managed:
    return "managed";
  }
  return "tracked";
}

bool find_allocation(const void *P, const void **Base, size_t *Size,
                     MemoryKind *Kind) {
  const char *Address = static_cast<const char *>(P);
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = allocations().upper_bound(Address);
  if (It == allocations().begin())
    return false;
  --It;
  // One past the end belongs to nobody (a zero-size allocation owns its base).
  if (Address >= It->first + (It->second.Size ? It->second.Size : 1))
    return false;
  *Base = It->first;
  *Size = It->second.Size;
  if (Kind)
    *Kind = It->second.Kind;
  return true;
}

} // namespace hipify_cpu
