//===- MemoryPool.h - what the allocator tells the memory pools -----------===//
#ifndef HIPIFY_CPU_SRC_MEMORYPOOL_H
#define HIPIFY_CPU_SRC_MEMORYPOOL_H

namespace hipify_cpu::pools {
/// Pointer is being freed (by cudaFree or cudaFreeAsync): if a pool made
/// it, the pool no longer counts it as used.
void forget_allocation(const void *Pointer);
} // namespace hipify_cpu::pools

#endif
