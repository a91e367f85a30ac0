//===- Memory.cpp - tracked allocations -----------------------------------===//
#include "hipify_cpu/memory.h"
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace hipify_cpu {

namespace {
struct Allocation {
  size_t Size;
  MemoryKind Kind;
};
std::mutex Lock;
std::map<const char *, Allocation> &allocations() {
  static std::map<const char *, Allocation> Table;
  return Table;
}
} // namespace

void *allocate(size_t Bytes, MemoryKind Kind) {
  // Zero-byte allocations still get a distinct address, as on the GPU.
  size_t Rounded = (Bytes + 255) / 256 * 256;
  if (Rounded == 0)
    Rounded = 256;
  void *P = std::aligned_alloc(256, Rounded);
  if (!P)
    return nullptr;
  std::memset(P, kUninitialisedByte, Rounded);
  std::lock_guard<std::mutex> Guard(Lock);
  allocations()[static_cast<const char *>(P)] = {Bytes, Kind};
  return P;
}

bool release(void *P, MemoryKind Kind) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = allocations().find(static_cast<const char *>(P));
    if (It == allocations().end() || It->second.Kind != Kind)
      return false;
    allocations().erase(It);
  }
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
