//===- WorkerProtocol.h - how a batch talks to its worker processes -------===//
//
// A batch runs each translation unit in a process of its own, `hipify port`
// with the batch's translation options and three hidden flags: where to
// write the result, which tree's headers to translate too, and whether
// includes follow --rename=hip. The worker writes its result as JSON; the
// batch reads it. Both sides are here, so that they cannot drift apart.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_WORKERPROTOCOL_H
#define HIPIFY_BATCH_WORKERPROTOCOL_H

#include "Core/Finding.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// The hidden `hipify port` flags of a worker (without the leading "--").
namespace worker_flags {
inline constexpr const char *Result = "worker-result";
inline constexpr const char *TranslateRoot = "translate-root";
inline constexpr const char *RenameIncludes = "rename-includes";
/// The worker ports unit after unit, as the batch asks on its stdin.
inline constexpr const char *Serve = "worker-serve";
} // namespace worker_flags

/// What a worker hands back for its unit.
struct WorkerResult {
  std::string Status; ///< "translated" or "partial".
  std::vector<Finding> Findings;
  /// The project files the unit entered (main file first).
  std::vector<std::string> TranslatedFiles;
  /// Every file of the user's the unit read, headers outside the tree too.
  std::vector<std::string> UserFiles;
  /// The digest of the bytes the worker parsed, by file
  /// (Support/ContentHash.h): the batch applies the edits only to the same
  /// bytes.
  std::map<std::string, std::string> ReadHashes;
  /// Paths the unit's include searches found absent: its dependencies too.
  std::vector<std::string> IncludeMisses;
};

/// The worker side: Result as the batch reads it.
std::string workerResultJson(const WorkerResult &Result);

/// The batch side: the result a worker wrote to Path; an error saying what
/// is wrong with it otherwise.
llvm::Expected<WorkerResult> readWorkerResult(llvm::StringRef Path);

/// The command line of every worker of a batch: Self (this program) `port`,
/// the translation options EngineArguments, the build directory, the
/// include renaming, and the prelude cache (empty: none).
std::vector<std::string>
workerCommand(llvm::StringRef Self,
              const std::vector<std::string> &EngineArguments,
              llvm::StringRef BuildDir, bool RenameIncludes,
              llvm::StringRef CacheDir);

/// What each unit adds to workerCommand: its result file, the tree whose
/// headers it translates, and the unit itself.
std::vector<std::string> workerUnitArguments(llvm::StringRef ResultFile,
                                             llvm::StringRef InRoot,
                                             llvm::StringRef Unit);

/// A worker that serves many units (the batch's long-lived workers):
/// workerCommand, the tree whose headers it translates, and the serve flag.
std::vector<std::string>
servingWorkerCommand(const std::vector<std::string> &WorkerCommand,
                     llvm::StringRef InRoot);

/// The line the batch writes to a serving worker for one unit: where to
/// write the result, and the unit.
std::string unitRequestLine(llvm::StringRef ResultFile, llvm::StringRef Unit);
struct UnitRequest {
  std::string ResultFile, Unit;
};
/// The worker side of unitRequestLine; nothing for a malformed line.
std::optional<UnitRequest> parseUnitRequestLine(llvm::StringRef Line);

/// The line a serving worker writes when it is done with a unit: what a
/// worker of its own would have exited with.
std::string unitDoneLine(int ExitCode);
std::optional<int> parseUnitDoneLine(llvm::StringRef Line);

} // namespace hipify

#endif
