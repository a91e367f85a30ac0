//===- FiberStack.h - mmap'ed fiber stacks with a guard page --------------===//
//
// Each fiber (GPU thread) of a block needs its own stack. Stacks are mapped
// once per worker and reused by every block that worker runs; the page
// below each stack is inaccessible, so that an overflow faults (and is
// reported as a crash of the kernel) instead of corrupting a neighbour.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_FIBER_STACK_H
#define HIPIFY_CPU_FIBER_STACK_H

#include <cstddef>

namespace hipify_cpu::exec {

class FiberStack {
public:
  /// Maps UsableBytes (rounded up to pages) plus a guard page.
  explicit FiberStack(size_t UsableBytes);
  ~FiberStack();
  FiberStack(FiberStack &&Other) noexcept;
  FiberStack(const FiberStack &) = delete;
  FiberStack &operator=(const FiberStack &) = delete;
  FiberStack &operator=(FiberStack &&) = delete;

  /// The highest address (stacks grow down) and the usable size.
  void *top() const { return Top; }
  size_t size() const { return Usable; }

private:
  void *Mapping = nullptr;
  size_t MappedBytes = 0;
  void *Top = nullptr;
  size_t Usable = 0;
};

} // namespace hipify_cpu::exec

#endif
