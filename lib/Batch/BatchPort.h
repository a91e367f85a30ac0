//===- BatchPort.h - port a whole project tree -----------------------------===//
//
// Scans the input tree, translates every CUDA translation unit in a worker
// process of its own (so that a crash, a hang or an exhausted memory limit
// costs one file, not the batch), merges the edits of headers shared by
// several units, and writes the output tree atomically, file by file.
// Results are kept in OutRoot/.hipify-state.json, so a re-run translates
// only units whose sources (or headers) changed.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_BATCHPORT_H
#define HIPIFY_BATCH_BATCHPORT_H

#include "Batch/ProjectTree.h"
#include "Core/Finding.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

struct BatchOptions {
  std::string InRoot;
  std::string OutRoot;
  std::vector<std::string> Only; ///< Files/directories to port (default all).
  bool CopyAll = false;
  RenameMode Rename = RenameMode::Keep;
  unsigned Jobs = 1;
  unsigned TimeoutSeconds = 600;
  unsigned MemoryLimitMB = 0; ///< 0: none.
  /// A worker is retired after this many units, or when its resident memory
  /// passes RetireWorkerAboveMiB (WorkerPool.h).
  unsigned UnitsPerWorker = 500;
  unsigned RetireWorkerAboveMiB = 1024;
  /// The worker program and its fixed arguments (workerCommand); each unit
  /// appends workerUnitArguments.
  std::vector<std::string> WorkerCommand;
  /// Changes in the options that affect the output (mapping files, target,
  /// flags...) invalidate every cached result.
  std::string OptionsFingerprint;
  ScanOptions Scan;
  /// Testing only: a shell command run once every unit is translated and
  /// before any edit is applied (tests change a source there, as a user
  /// editing during a port would).
  std::string DebugBeforeApply;
};

enum class FileStatus { Translated, Partial, Failed, Skipped, Unchanged, Copied };
llvm::StringRef fileStatusName(FileStatus S);

struct FileOutcome {
  std::string Relative; ///< In the input tree.
  std::string Output;   ///< Relative to the output root; empty if none.
  FileStatus Status = FileStatus::Skipped;
  std::string Reason;   ///< For failed, skipped, partial.
  /// The output could not be written (a full disk, permissions): an I/O
  /// error, which the command reports with its own exit status.
  bool WriteFailed = false;
  /// Its text comes from a translation unit's parse (this run's or a
  /// reused one's), not from a copy.
  bool Parsed = false;
  /// hipify crashed on the unit that decides its status (the worker said so
  /// with exit status 3, or died of a signal twice): an internal error,
  /// which the command reports with its own exit status.
  bool Crashed = false;
  /// A translation unit of the project (a CUDA source a worker ran).
  bool Unit = false;
  /// The edits that made Output from the source (offsets into the source):
  /// what maps a position of the output back to the source.
  std::vector<clang::tooling::Replacement> Edits;
};

struct BatchResult {
  std::vector<FileOutcome> Files;     ///< Sorted by Relative.
  std::vector<Finding> Findings;      ///< Paths relative to InRoot.
  unsigned UnitsTranslated = 0;       ///< Units run by a worker this time.
  unsigned UnitsReused = 0;           ///< Units whose results were reused.
  unsigned WorkersStarted = 0;        ///< Worker processes (WorkerPool.h).
  unsigned PeakWorkerMiB = 0;         ///< The largest worker's peak memory.
  unsigned CudaLines = 0;             ///< Lines with CUDA constructs.
  unsigned TranslatedLines = 0;       ///< Of those, fully translated.
  std::map<std::string, unsigned> TranslatedPerFamily;
  std::map<std::string, unsigned> UnsupportedPerFamily;
};

struct BatchProgress {
  unsigned Done = 0;
  unsigned Total = 0;
  llvm::StringRef Current; ///< The unit just finished.
};

llvm::Expected<BatchResult>
runBatchPort(const BatchOptions &Options,
             llvm::function_ref<void(const BatchProgress &)> OnProgress);



/// The digest of BuildDir/compile_commands.json ("" without one): a change
/// to the project's flags invalidates an incremental run.
std::string compileDatabaseDigest(llvm::StringRef BuildDir);

} // namespace hipify

#endif
