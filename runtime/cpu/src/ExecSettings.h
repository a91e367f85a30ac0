//===- ExecSettings.h - environment of a prepared program -----------------===//
//
// The HIPIFY_CPU_* variables that steer execution (docs/cpu-runner.md), and
// the one way the execution core stops a program it cannot continue.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_EXEC_SETTINGS_H
#define HIPIFY_CPU_EXEC_SETTINGS_H

#include <cstddef>
#include <cstdint>

namespace hipify_cpu::exec {

/// HIPIFY_CPU_THREADS, else the number of cores: OS threads running blocks.
unsigned workerCount();
/// HIPIFY_CPU_STACK, else 256 KiB (at least 16 KiB): bytes of each fiber
/// stack.
size_t fiberStackBytes();
/// HIPIFY_CPU_TIMEOUT, else 120: seconds one launch may run. Read at each
/// launch, so that a program (or a test) may change it between launches.
double launchTimeoutSeconds();
/// HIPIFY_CPU_TRACE: the trace directory, or null for no trace.
const char *traceDirectory();
/// HIPIFY_CPU_TRACE_LIMIT, else 512 MiB: buffer bytes a trace may hold.
uint64_t traceLimitBytes();
/// HIPIFY_CPU_TRACE_BUDGET, else 8 GiB: buffer bytes a trace hashes at
/// every launch before it records only some launches' buffers.
uint64_t traceBudgetBytes();
/// HIPIFY_CPU_DEVICES, else 1: how many devices the runner reports. They
/// share the host's memory, so every one is every other's peer.
int deviceCount();

/// The order in which the workers take a launch's blocks.
enum class BlockOrder { Ascending, Descending };
/// HIPIFY_CPU_SCHEDULE: `forward` (the default) hands out blocks in
/// ascending linear order (x, then y, then z), `reverse` in descending
/// order. A GPU runs blocks in any order, so either is one it may take; a
/// program whose results change with it depends on the schedule (validate
/// runs an original again under `reverse` to find its buffers that do).
/// Read at each launch, so that a program (or a test) may change it
/// between launches.
BlockOrder blockOrder();

/// Prints "hipify-cpu: <message>" to stderr and ends the process with
/// Status, without running destructors: other workers are still running
/// blocks. Standard output is flushed first so that what the program
/// printed before the failure is kept. Only the first caller prints.
[[noreturn, gnu::format(printf, 2, 3)]] void fail(int Status,
                                                  const char *Format, ...);

} // namespace hipify_cpu::exec

#endif
