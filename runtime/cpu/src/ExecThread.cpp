//===- ExecThread.cpp - the built-in variables of the running thread ------===//
#include "ExecThread.h"

namespace hipify_cpu {

namespace {
// Host code that reads threadIdx and the like sees zeros; it is per OS
// thread so that such reads never race with each other.
// (dim3 defaults to 1, 1, 1: spell the zeros out.)
constexpr ThreadState kZeroState{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}};
thread_local ThreadState OutsideKernel = kZeroState;
ThreadState SharedOutsideKernel = kZeroState;
} // namespace

namespace detail {
__thread ThreadState *CurrentThreadState = &SharedOutsideKernel;
__thread bool InPerBlockLaunch = false;
__thread PhasedSlots WorkerSlots; // Zero: nothing recorded.
__thread PhasedBlockRequest WorkerBlockRequest;
__thread long long LaunchWarpSize = 0;
} // namespace detail

namespace exec {
void leaveKernel() {
  OutsideKernel = kZeroState;
  detail::CurrentThreadState = &OutsideKernel;
}
} // namespace exec

} // namespace hipify_cpu
