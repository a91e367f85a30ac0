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
} // namespace detail

namespace exec {
void leaveKernel() {
  OutsideKernel = kZeroState;
  detail::CurrentThreadState = &OutsideKernel;
}
} // namespace exec

unsigned linear_thread_id() {
  // The built-in variables are macros over this_thread().
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

unsigned lane_id() {
  return linear_thread_id() % unsigned(warp_size());
}

unsigned warp_id() {
  return linear_thread_id() / unsigned(warp_size());
}

} // namespace hipify_cpu
