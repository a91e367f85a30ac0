//===- MemoryTest.cpp - tracked allocations -------------------------------===//
#include "hipify_cpu/memory.h"
#include <gtest/gtest.h>

using namespace hipify_cpu;

TEST(CpuMemory, FindsTheAllocationHoldingAPointer) {
  char *P = static_cast<char *>(allocate(100, MemoryKind::Device));
  ASSERT_NE(P, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(P) % 256, 0u);
  EXPECT_EQ(static_cast<unsigned char>(P[99]), kUninitialisedByte);
  const void *Base = nullptr;
  size_t Size = 0;
  MemoryKind Kind = MemoryKind::Managed;
  ASSERT_TRUE(find_allocation(P + 42, &Base, &Size, &Kind));
  EXPECT_EQ(Base, P);
  EXPECT_EQ(Size, 100u);
  EXPECT_EQ(Kind, MemoryKind::Device);
  EXPECT_FALSE(find_allocation(P + 100, &Base, &Size));
  EXPECT_FALSE(release(P, MemoryKind::PinnedHost));
  EXPECT_TRUE(release(P, MemoryKind::Device));
  EXPECT_FALSE(find_allocation(P, &Base, &Size));
  EXPECT_FALSE(release(P, MemoryKind::Device));
}
