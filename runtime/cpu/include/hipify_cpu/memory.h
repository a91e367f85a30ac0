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

/// The tracked allocation that contains P (device, pinned host or managed
/// memory), if any. Thread-safe; O(log n).
bool find_allocation(const void *P, const void **Base, size_t *Size,
                     MemoryKind *Kind = nullptr);

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
