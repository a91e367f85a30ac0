//===- Memory.cpp - tracked allocations -----------------------------------===//
//
// Device, pinned and managed memory are host memory the runtime tracks, so
// that copies can be checked against allocation bounds and launch traces can
// find the buffers kernels receive. With HIPIFY_CPU_GUARD=1 every allocation
// ends where an inaccessible page begins: a kernel that runs past the end of
// a buffer crashes at once, and the crash report names the kernel.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/memory.h"
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
};
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

void *allocate(size_t Bytes, MemoryKind Kind) {
  // Zero-byte allocations still get a distinct address, as on the GPU.
  size_t Rounded = (Bytes + 255) / 256 * 256;
  if (Rounded == 0)
    Rounded = 256;
  Allocation Entry{Bytes, Kind};
  void *P = guarded() ? allocateGuarded(Rounded, Entry.Mapping,
                                        Entry.MappingBytes)
                      : std::aligned_alloc(256, Rounded);
  if (!P)
    return nullptr;
  std::memset(P, kUninitialisedByte, Rounded);
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
    allocations().erase(It);
  }
  if (Entry.Mapping)
    munmap(Entry.Mapping, Entry.MappingBytes);
  else
    std::free(P);
  return true;
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
