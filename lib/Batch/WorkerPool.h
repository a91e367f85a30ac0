//===- WorkerPool.h - long-lived worker processes for a batch -------------===//
//
// A batch translates each unit in a worker process, so that a crash, a hang
// or an exhausted memory limit costs one unit, not the batch. Starting a
// process per unit made every unit pay hipify's start (the tables, the
// prelude), so workers live on: each serves unit after unit
// (WorkerProtocol.h: a request line on its stdin, a "done" line back), and
// the pool keeps the isolation:
//   - a worker that crashes on a unit fails that unit only; the unit is
//     tried once more in a fresh worker (a crash may come from the machine),
//     and a fresh worker takes the crashed one's place;
//   - a unit still running after the time limit is killed with its worker;
//   - a worker is retired after a number of units, or when its resident
//     memory passes a bound, so that what a long run leaks stays bounded.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_WORKERPOOL_H
#define HIPIFY_BATCH_WORKERPOOL_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

struct WorkerPoolLimits {
  unsigned Jobs = 1;           ///< Workers at a time.
  unsigned TimeoutSeconds = 600; ///< Per unit.
  unsigned MemoryLimitMB = 0;  ///< Address-space limit of a worker; 0: none.
  unsigned UnitsPerWorker = 500; ///< Retired after this many units.
  unsigned RetireAboveMiB = 1024; ///< Retired when resident above this.
};

/// One unit: its path relative to the tree (the caller's key) and absolute.
struct PoolUnit {
  std::string Relative, Absolute;
};

/// How a unit went, before the caller reads its result file.
struct PoolOutcome {
  std::string ResultFile;
  bool TimedOut = false;
  bool Crashed = false;  ///< The worker died on it (twice, see Retried).
  bool Retried = false;  ///< It crashed once and ran again in a fresh worker.
  int ExitCode = 0;      ///< What the worker answered, when it answered.
  std::string Signal;    ///< How the worker died, when it crashed.
  std::string Log;       ///< What the worker wrote to stderr on this unit.
  std::string StartError; ///< Set when no worker could be started.
};

struct PoolStatistics {
  unsigned WorkersStarted = 0;
  unsigned PeakResidentMiB = 0; ///< The largest worker's peak.
};

/// Runs Units on workers started as Command (servingWorkerCommand), Jobs at
/// a time, with their logs and result files in WorkDir; Done is called once
/// per unit, in the order they finish.
PoolStatistics
runWorkerPool(const std::vector<std::string> &Command, llvm::StringRef WorkDir,
              const WorkerPoolLimits &Limits,
              const std::vector<PoolUnit> &Units,
              llvm::function_ref<void(const PoolUnit &, const PoolOutcome &)>
                  Done);

} // namespace hipify

#endif
