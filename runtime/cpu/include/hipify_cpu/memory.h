//===- memory.h - device allocations as tracked host memory ---------------===//
#ifndef HIPIFY_CPU_MEMORY_H
#define HIPIFY_CPU_MEMORY_H

#include "hipify_cpu/mode.h"
#include <cstddef>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

enum class MemoryKind { Device, PinnedHost, Managed };

/// Allocates Bytes of tracked memory (256-byte aligned, filled with
/// kUninitialisedByte so that reads of memory nobody wrote are reproducible),
/// or null.
void *allocate(size_t Bytes, MemoryKind Kind);
/// Frees an allocation made by allocate(); false when P is not the base of a
/// live allocation of that kind.
bool release(void *P, MemoryKind Kind);

/// Fresh device memory holds this byte in every position.
inline constexpr unsigned char kUninitialisedByte = 0xA5;

/// A tracked allocation whose padding (the bytes after its end, up to at
/// least 256) no longer holds kUninitialisedByte: something wrote past its
/// end. Offset is the first changed byte, counted from Base.
struct Overrun {
  const void *Base;
  size_t Size;
  size_t Offset;
  MemoryKind Kind;
};
/// The first overrun allocation, if any (checked around every launch).
bool find_overrun(Overrun &Found);
/// "device", "pinned host" or "managed".
const char *memory_kind_name(MemoryKind Kind);

/// The tracked allocation that contains P (device, pinned host or managed
/// memory), if any. Thread-safe; O(log n).
bool find_allocation(const void *P, const void **Base, size_t *Size,
                     MemoryKind *Kind = nullptr);

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
