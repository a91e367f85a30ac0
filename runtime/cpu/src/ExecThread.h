//===- ExecThread.h - which GPU thread the calling OS thread runs ---------===//
#ifndef HIPIFY_CPU_EXEC_THREAD_H
#define HIPIFY_CPU_EXEC_THREAD_H

#include "hipify_cpu/exec.h"

namespace hipify_cpu::exec {

/// Makes this_thread() read State (a GPU thread about to run).
inline void enterThread(ThreadState &State) {
  detail::CurrentThreadState = &State;
}

/// Makes this_thread() read the all-zero state of code outside kernels.
void leaveKernel();

} // namespace hipify_cpu::exec

#endif
