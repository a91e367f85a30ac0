//===- Trap.cpp - __trap(): the launch fails, naming who trapped ----------===//
//
// On the GPU, __trap() aborts the kernel and the launch reports an error; a
// program that checks it stops there. The CPU runner stops the program at
// once with the crash status, and says where: a bare abort() would leave
// `hipify validate` with "crashed" and no kernel to look at.
//
//===----------------------------------------------------------------------===//
#include "ExecSettings.h"
#include "LaunchInfo.h"
#include "SchedulerBlock.h"

namespace hipify_cpu {

void trap() {
  exec::BlockRunner *Runner = exec::BlockRunner::current();
  if (!Runner)
    exec::fail(125, "__trap() was called outside a kernel");
  exec::fail(125,
             "kernel '%s' (launch %llu) called __trap() in block (%u,%u,%u), "
             "thread (%u,%u,%u)",
             Runner->launch().Kernel,
             static_cast<unsigned long long>(Runner->launch().Index),
             // The built-in variables (macros over this_thread()).
             blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y,
             threadIdx.z);
}

} // namespace hipify_cpu
