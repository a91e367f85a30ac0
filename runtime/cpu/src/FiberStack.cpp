//===- FiberStack.cpp - mmap'ed fiber stacks with a guard page ------------===//
#include "FiberStack.h"
#include "ExecSettings.h"
#include <cerrno>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace hipify_cpu::exec {

namespace {
size_t pageBytes() {
  static const size_t Page = size_t(sysconf(_SC_PAGESIZE));
  return Page;
}
} // namespace

FiberStack::FiberStack(size_t UsableBytes) {
  size_t Page = pageBytes();
  Usable = (UsableBytes + Page - 1) / Page * Page;
  MappedBytes = Usable + Page;
  // MAP_NORESERVE: a block of 1024 threads maps 256 MiB of stacks, of
  // which kernels touch a few pages each.
  Mapping = mmap(nullptr, MappedBytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1,
                 0);
  if (Mapping == MAP_FAILED)
    fail(2, "cannot map a fiber stack of %zu bytes: %s", MappedBytes,
         std::strerror(errno));
  if (mprotect(Mapping, Page, PROT_NONE) != 0)
    fail(2, "cannot protect a fiber stack's guard page: %s",
         std::strerror(errno));
  Top = static_cast<char *>(Mapping) + MappedBytes;
}

FiberStack::FiberStack(FiberStack &&Other) noexcept
    : Mapping(Other.Mapping), MappedBytes(Other.MappedBytes), Top(Other.Top),
      Usable(Other.Usable) {
  Other.Mapping = nullptr;
}

FiberStack::~FiberStack() {
  if (Mapping)
    munmap(Mapping, MappedBytes);
}

} // namespace hipify_cpu::exec
