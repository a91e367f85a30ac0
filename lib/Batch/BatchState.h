//===- BatchState.h - what a batch keeps of each unit between runs --------===//
//
// A batch port is incremental: each unit's results (status, Findings with
// paths relative to the in-root, the hashes of the files it read) are kept
// in the out-root's state file, and a unit whose files did not change is not
// translated again. This is that state: the record of one unit, the file it
// is kept in, and the paths it is kept with. BatchPort.cpp runs the port and
// only reads and writes it, so the format lives apart from the run.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_BATCHSTATE_H
#define HIPIFY_BATCH_BATCHSTATE_H

#include "Core/Finding.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

/// What one unit's translation left behind, as kept in the state file.
struct UnitResult {
  std::string Status; ///< translated | partial | failed
  std::string Reason;
  std::vector<Finding> Findings;        ///< Paths relative to the in-root.
  std::map<std::string, std::string> Dependencies; ///< relative -> hash
  bool Reused = false;
  bool Crashed = false; ///< Killed by a signal (not kept in the state).
  /// hipify crashed on it: killed by a signal, or exit status 3 (the
  /// worker contained its crash and said what ran). Not kept in the state.
  bool InternalError = false;
  /// A file it translated changed while the port ran: its results are not
  /// kept in the state (it is translated again next time).
  bool Stale = false;
};

/// The content hash a unit's dependencies are kept with.
std::string hashFile(llvm::StringRef Path);

/// Relative path of File under Root (both absolute), or "" if outside.
std::string relativeUnder(llvm::StringRef File, llvm::StringRef Root);

/// Rewrites the paths of Findings (and their edits) relative to the root;
/// edits outside it are dropped: nothing outside the project is written.
std::vector<Finding> relativeFindings(std::vector<Finding> Findings,
                                      llvm::StringRef Root);

/// The previous run's results, if they were made with the same options.
std::map<std::string, UnitResult> loadState(llvm::StringRef OutRoot,
                                            llvm::StringRef Fingerprint);

/// Keeps the results of Units for the next run (failed and stale units are
/// translated again).
llvm::Error saveState(llvm::StringRef OutRoot, llvm::StringRef Fingerprint,
                      const std::map<std::string, UnitResult> &Units);

/// Whether every file the unit read still has the hash it had.
bool isUpToDate(const UnitResult &U, llvm::StringRef InRoot);

} // namespace hipify

#endif
