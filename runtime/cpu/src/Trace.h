//===- Trace.h - the launch trace (HIPIFY_CPU_TRACE) ----------------------===//
//
// One line of DIR/launches.jsonl per launch, and one file per device buffer
// a launch was given, as docs/cpu-runner.md describes: validation compares
// these, launch by launch, between a CUDA program and its HIP port.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_TRACE_H
#define HIPIFY_CPU_TRACE_H

#include "hipify_cpu/exec.h"
#include <cstdint>

namespace hipify_cpu::exec {

struct TracedLaunch {
  uint64_t Index;
  const char *Kernel;
  const char *Params; ///< Comma-separated names; may be empty or null.
  dim3 Grid;
  dim3 Block;
  size_t SharedBytes;
  const char *Status; ///< "ok" or "invalid-configuration".
  const TracedArgument *Arguments;
  size_t ArgumentCount;
  /// The host thread that launched it: 0 for the first to launch a kernel,
  /// then numbered in the order of their first launches.
  unsigned HostThread = 0;
};

/// Appends the launch to the trace when HIPIFY_CPU_TRACE is set. Buffers
/// are recorded only for launches that ran.
void traceLaunch(const TracedLaunch &Launch);

/// The trace's 64-bit content hash (docs/cpu-runner.md, "The launch
/// trace"): four lanes over little-endian 8-byte words, then the tail.
uint64_t contentHash(const void *Data, size_t Bytes);

} // namespace hipify_cpu::exec

#endif
