//===- ExecScheduleTest.cpp - the order of blocks (HIPIFY_CPU_SCHEDULE) ---===//
//
// `reverse` hands a launch's blocks to the workers in descending linear
// order: the results of a kernel whose blocks append to an output through an
// atomic counter come out in another order, and those of any other kernel
// stay the same. The order itself is checked with one worker (in a child
// that re-executes the test binary, so that HIPIFY_CPU_THREADS is read
// afresh); with several, blocks run in parallel and only the set of blocks
// is known.
//
//===----------------------------------------------------------------------===//
#include "ExecTestSupport.h"
#include "hipify_cpu/atomics.h"
#include <algorithm>
#include <cstdlib>
#include <gtest/gtest.h>
#include <numeric>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
/// Stream compaction's essence: thread 0 of each block appends the
/// block's linear index at the next free place.
void appendBlockKernel(unsigned *Counter, unsigned *Order) {
  if (threadIdx.x != 0)
    return;
  unsigned Linear =
      blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  Order[atomicAdd(Counter, 1u)] = Linear;
}

/// The blocks of a (4, 3, 2) grid in the order in which they appended.
std::vector<unsigned> appendOrder(bool Fibers) {
  unsigned Counter = 0;
  std::vector<unsigned> Order(24, ~0u);
  launch({"append", "counter,order", Fibers}, dim3(4, 3, 2), dim3(8))(
      [](auto &&...A) { appendBlockKernel(A...); }, &Counter, Order.data());
  EXPECT_EQ(Counter, 24u);
  return Order;
}

std::vector<unsigned> ascending(unsigned N) {
  std::vector<unsigned> Out(N);
  std::iota(Out.begin(), Out.end(), 0u);
  return Out;
}

/// Sets HIPIFY_CPU_SCHEDULE for one test and removes it after.
class ScheduleScope {
public:
  explicit ScheduleScope(const char *Value) {
    setenv("HIPIFY_CPU_SCHEDULE", Value, 1);
  }
  ~ScheduleScope() { unsetenv("HIPIFY_CPU_SCHEDULE"); }
};

/// Exits 0 when one worker runs the blocks in exactly Expected's order
/// under Schedule, plain loop and fibers alike; 1 otherwise.
void exitWithOrderCheck(const char *Schedule,
                        const std::vector<unsigned> &Expected) {
  setenv("HIPIFY_CPU_THREADS", "1", 1);
  setenv("HIPIFY_CPU_SCHEDULE", Schedule, 1);
  bool Same = appendOrder(false) == Expected && appendOrder(true) == Expected;
  std::exit(Same ? 0 : 1);
}
} // namespace

TEST(ExecScheduleDeathTest, ForwardRunsBlocksInAscendingOrder) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(exitWithOrderCheck("forward", ascending(24)),
              testing::ExitedWithCode(0), "");
}

TEST(ExecScheduleDeathTest, ReverseRunsBlocksInDescendingOrder) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::vector<unsigned> Descending = ascending(24);
  std::reverse(Descending.begin(), Descending.end());
  EXPECT_EXIT(exitWithOrderCheck("reverse", Descending),
              testing::ExitedWithCode(0), "");
}

TEST(ExecScheduleDeathTest, AnotherScheduleIsAnError) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("HIPIFY_CPU_SCHEDULE", "random", 1);
        appendOrder(false);
      },
      testing::ExitedWithCode(2),
      "hipify-cpu: HIPIFY_CPU_SCHEDULE must be 'forward' or 'reverse', not "
      "'random'");
}

TEST(ExecSchedule, ReverseRunsEveryBlockOnce) {
  // With the workers this machine has: every block appends exactly once.
  for (bool Fibers : {false, true}) {
    ScheduleScope Reverse("reverse");
    std::vector<unsigned> Order = appendOrder(Fibers);
    std::sort(Order.begin(), Order.end());
    EXPECT_EQ(Order, ascending(24)) << (Fibers ? "fibers" : "plain loop");
  }
}

TEST(ExecSchedule, ReverseKeepsWhatOrderDoesNotDecide) {
  // A kernel whose threads each write their own element computes the
  // same under either schedule, block by block.
  auto Square = [](const int *In, int *Out) {
    unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
    Out[I] = In[I] * In[I] + int(blockIdx.x);
  };
  std::vector<int> In(64 * 100), Forward(In.size()), Reversed(In.size());
  std::iota(In.begin(), In.end(), -300);
  launch({"square", "in,out", false}, dim3(100), dim3(64))(Square, In.data(),
                                                           Forward.data());
  {
    ScheduleScope Reverse("reverse");
    launch({"square", "in,out", false}, dim3(100), dim3(64))(Square, In.data(),
                                                             Reversed.data());
  }
  EXPECT_EQ(Forward, Reversed);
  EXPECT_EQ(Forward[64 * 99 + 1],
            (64 * 99 + 1 - 300) * (64 * 99 + 1 - 300) + 99);
}
