//===- BatchPort.cpp ------------------------------------------------------===//
//
// The run of a batch port: which units to translate (the state of the last
// run, BatchState.h, says which are up to date), the workers that translate
// them, the merge and writing of the edits, and the summary.
//
//===----------------------------------------------------------------------===//
#include "Batch/BatchPort.h"
#include "Batch/BatchState.h"
#include "Batch/WorkerPool.h"
#include "Batch/WorkerProtocol.h"
#include "Batch/BuildScriptMigrator.h"
#include "Translate/EditMerger.h"
#include "Batch/WorkerLog.h"
#include "Core/FindingJson.h"
#include "Support/BoundedJson.h"
#include "Support/ContentHash.h"
#include "Support/DirectoryLock.h"
#include "Support/FileWriter.h"
#include "Support/RegularFile.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/xxhash.h"
#include <chrono>
#include <csignal>
#include <deque>
#include <set>
#include <thread>

namespace hipify {

llvm::StringRef fileStatusName(FileStatus S) {
  switch (S) {
  case FileStatus::Translated:
    return "translated";
  case FileStatus::Partial:
    return "partial";
  case FileStatus::Failed:
    return "failed";
  case FileStatus::Skipped:
    return "skipped";
  case FileStatus::Unchanged:
    return "unchanged";
  case FileStatus::Copied:
    return "copied";
  }
  return "skipped";
}

namespace {

/// Runs the worker processes, at most Jobs at a time.
class WorkerPool {
public:
  WorkerPool(const BatchOptions &Options, llvm::StringRef WorkDir)
      : Options(Options), WorkDir(WorkDir.str()) {}

  /// Translates every unit (absolute paths); results by relative path.
  void run(const std::vector<std::pair<std::string, std::string>> &Units,
           std::map<std::string, UnitResult> &Results,
           llvm::function_ref<void(llvm::StringRef)> Finished) {
    std::vector<PoolUnit> Pending;
    for (const auto &[Relative, Absolute] : Units)
      Pending.push_back({Relative, Absolute});
    WorkerPoolLimits Limits;
    Limits.Jobs = Options.Jobs;
    Limits.TimeoutSeconds = Options.TimeoutSeconds;
    Limits.MemoryLimitMB = Options.MemoryLimitMB;
    Limits.UnitsPerWorker = Options.UnitsPerWorker;
    Limits.RetireAboveMiB = Options.RetireWorkerAboveMiB;
    PoolStatistics Stats = runWorkerPool(
        servingWorkerCommand(Options.WorkerCommand, Options.InRoot), WorkDir,
        Limits, Pending, [&](const PoolUnit &Unit, const PoolOutcome &Outcome) {
          UnitResult Result = collect(Outcome);
          if (Result.Crashed && Outcome.Retried)
            Result.Reason += " (and again when retried in a fresh process)";
          Results[Unit.Relative] = std::move(Result);
          Finished(Unit.Relative);
        });
    WorkersStarted += Stats.WorkersStarted;
    PeakWorkerMiB = std::max(PeakWorkerMiB, Stats.PeakResidentMiB);
  }

  unsigned WorkersStarted = 0;
  unsigned PeakWorkerMiB = 0;

private:
  UnitResult collect(const PoolOutcome &Done) {
    UnitResult U;
    U.Status = "failed";
    if (!Done.StartError.empty()) {
      U.Reason = "cannot start a worker: " + Done.StartError;
      return U;
    }
    if (Done.TimedOut) {
      U.Reason = "timed out after " + std::to_string(Options.TimeoutSeconds) +
                 " s (--timeout)";
      return U;
    }
    if (Done.Crashed || Done.ExitCode > 1) {
      llvm::StringRef LogText = Done.Log;
      if (Done.ExitCode == 3) {
        // The worker contained a crash and said what was running
        // (docs/rules/hipify-internal-error.md): a retry would crash again.
        U.InternalError = true;
        llvm::StringRef Line = firstErrorLine(LogText);
        if (size_t At = Line.find("error: "); At != llvm::StringRef::npos)
          Line = Line.drop_front(At + 7);
        U.Reason = Line.empty() ? "hipify crashed (exit status 3)" : Line.str();
        return U;
      }
      if (Done.Crashed) {
        // SIGKILL comes from outside (the kernel out of memory, a user), not
        // from a fault of hipify's.
        U.Crashed = true;
        U.InternalError = llvm::StringRef(Done.Signal).trim() != "Killed";
        U.Reason = describeCrash(Done.Signal, LogText);
        if (Options.MemoryLimitMB)
          U.Reason += " (possibly the " +
                      std::to_string(Options.MemoryLimitMB) +
                      " MiB memory limit)";
        return U;
      }
      U.Reason = "the worker failed with exit code " +
                 std::to_string(Done.ExitCode);
      if (!LogText.trim().empty())
        U.Reason += ": " + firstErrorLine(LogText).str();
      return U;
    }
    llvm::Expected<WorkerResult> Answer = readWorkerResult(Done.ResultFile);
    if (!Answer) {
      U.Reason = llvm::toString(Answer.takeError());
      return U;
    }
    U.Status = Answer->Status;
    U.Findings = relativeFindings(std::move(Answer->Findings), Options.InRoot);
    // A dependency's digest is that of the bytes the worker parsed, not of
    // the file now: one that changed meanwhile is then seen as changed when
    // the edits are applied, and by the next run.
    auto ReadHash = [&](const std::string &Path, llvm::StringRef Real) {
      auto It = Answer->ReadHashes.find(Path);
      return It != Answer->ReadHashes.end() ? It->second : hashFile(Real);
    };
    for (const std::string &Path : Answer->TranslatedFiles) {
      std::string Rel = relativeUnder(Path, Options.InRoot);
      if (!Rel.empty())
        U.Dependencies[Rel] = ReadHash(Path, Path);
    }
    // Headers outside the in-root are not translated, but the unit's
    // output depends on them: they are kept by absolute path.
    for (const std::string &Path : Answer->UserFiles)
      if (relativeUnder(Path, Options.InRoot).empty()) {
        llvm::SmallString<256> Real;
        if (llvm::sys::fs::real_path(Path, Real))
          Real = Path;
        U.Dependencies[std::string(Real)] = ReadHash(Path, Real);
      }
    // Where its includes looked and found nothing: a file created there
    // changes what the unit reads (Translate/IncludeSearchRecorder.h).
    for (const std::string &Path : Answer->IncludeMisses) {
      std::string Rel = relativeUnder(Path, Options.InRoot);
      U.Dependencies.try_emplace(Rel.empty() ? Path : Rel,
                                 MissingFileHash.str());
    }
    return U;
  }

  const BatchOptions &Options;
  std::string WorkDir;
};

/// The absolute, link-free form of a path whose last components may not
/// exist yet: the real path of its deepest existing ancestor, then the rest.
llvm::SmallString<256> resolveNotYetExisting(llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Existing(Absolute);
  std::vector<std::string> Missing;
  while (!Existing.empty() && !llvm::sys::fs::exists(Existing)) {
    Missing.push_back(llvm::sys::path::filename(Existing).str());
    llvm::sys::path::remove_filename(Existing);
  }
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Existing, Real))
    Real = Existing;
  for (auto It = Missing.rbegin(); It != Missing.rend(); ++It)
    llvm::sys::path::append(Real, *It);
  return Real;
}

constexpr const char *WorkDirPrefix = ".hipify-work-";

/// Temporary files of an earlier run that was killed between writing an
/// output and renaming it into place, and its work directory.
void removeLeftoverTemporaries(llvm::StringRef OutRoot) {
  std::error_code EC;
  std::vector<std::string> Leftovers, WorkDirs;
  for (llvm::sys::fs::directory_iterator It(OutRoot, EC), End;
       It != End && !EC; It.increment(EC))
    if (It->type() == llvm::sys::fs::file_type::directory_file &&
        llvm::sys::path::filename(It->path()).starts_with(WorkDirPrefix))
      WorkDirs.push_back(It->path());
  for (const std::string &Dir : WorkDirs)
    llvm::sys::fs::remove_directories(Dir);
  EC.clear();
  for (llvm::sys::fs::recursive_directory_iterator
           It(OutRoot, EC, /*follow_symlinks=*/false),
       End;
       It != End && !EC; It.increment(EC))
    if (It->type() == llvm::sys::fs::file_type::regular_file &&
        isTemporaryFileName(llvm::sys::path::filename(It->path())))
      Leftovers.push_back(It->path());
  for (const std::string &Path : Leftovers)
    llvm::sys::fs::remove(Path);
}

/// The first parse errors a unit met, as " (file:line: message; ...)".
std::string firstParseErrors(const UnitResult &U, size_t Limit = 3) {
  std::string Text;
  size_t Count = 0, Total = 0;
  for (const Finding &F : U.Findings) {
    if (F.RuleId != rules::ParseError || F.Level != Severity::Error)
      continue;
    if (++Total > Limit)
      continue;
    Text += (Count++ ? "; " : "") + F.Span.File + ":" +
            std::to_string(F.Span.Line) + ": " + F.Message;
  }
  if (Text.empty())
    return "";
  if (Total > Limit)
    Text += "; and " + std::to_string(Total - Limit) + " more";
  return ": " + Text;
}

/// Lines with CUDA constructs, and how many of them were fully translated,
/// for the effort estimate.
void countEffort(llvm::ArrayRef<Finding> Findings, BatchResult &Result) {
  std::map<std::pair<std::string, unsigned>, bool> Lines; // -> all notes?
  for (const Finding &F : Findings) {
    bool Cuda = !F.Family.empty() || F.RuleId == rules::Include ||
                F.RuleId == rules::Launch ||
                F.RuleId == rules::UnsupportedApi ||
                F.RuleId == rules::MacroUnrewritable;
    if (!Cuda)
      continue;
    auto [It, New] = Lines.try_emplace({F.Span.File, F.Span.Line}, true);
    if (F.Level != Severity::Note)
      It->second = false;
    if (F.Family.empty())
      continue;
    if (F.Level == Severity::Note && !F.Edits.empty())
      ++Result.TranslatedPerFamily[F.Family];
    if (F.RuleId == rules::UnsupportedApi)
      ++Result.UnsupportedPerFamily[F.Family];
  }
  Result.CudaLines = Lines.size();
  for (auto &[Line, Translated] : Lines)
    Result.TranslatedLines += Translated;
}

/// Writes an output unless it already holds Contents; it gets the
/// permissions of the source it was made from (an executable script stays
/// executable, a private file private).
llvm::Error writeIfChanged(llvm::StringRef Path, llvm::StringRef Contents,
                           llvm::sys::fs::perms Permissions, bool &Changed) {
  auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  Changed = !Existing || (*Existing)->getBuffer() != Contents;
  if (!Changed)
    return llvm::Error::success();
  if (std::error_code EC = llvm::sys::fs::create_directories(
          llvm::sys::path::parent_path(Path)))
    return llvm::createStringError(EC, "cannot create the directory of '%s'",
                                   Path.str().c_str());
  return writeFileAtomically(Path, Contents, Permissions);
}

} // namespace

llvm::Expected<BatchResult>
runBatchPort(const BatchOptions &Options,
             llvm::function_ref<void(const BatchProgress &)> OnProgress) {
  llvm::Expected<std::vector<BuildScriptRules>> BuildRules =
      loadBuildScriptRules();
  if (!BuildRules)
    return BuildRules.takeError();
  llvm::Expected<std::vector<ProjectFile>> Files =
      scanProject(Options.InRoot, Options.Only, Options.Scan);
  if (!Files)
    return Files.takeError();
  // Checked before anything is created: neither root may contain the
  // other, or a port would write into the sources (or read its own output).
  llvm::SmallString<256> InRoot, OutRoot;
  llvm::sys::fs::real_path(Options.InRoot, InRoot);
  OutRoot = resolveNotYetExisting(Options.OutRoot);
  auto Contains = [](llvm::StringRef Outer, llvm::StringRef Inner) {
    return Inner.consume_front(Outer) &&
           (Inner.empty() || llvm::sys::path::is_separator(Inner.front()));
  };
  if (Contains(InRoot, OutRoot) || Contains(OutRoot, InRoot))
    return llvm::createStringError(
        std::errc::invalid_argument,
        "--out-root '%s' and --in-root '%s' %s; choose an output directory "
        "outside the sources",
        Options.OutRoot.c_str(), Options.InRoot.c_str(),
        InRoot == OutRoot              ? "are the same directory"
        : Contains(InRoot, OutRoot) ? "overlap (the output is inside the "
                                      "sources)"
                                    : "overlap (the sources are inside the "
                                      "output)");
  if (std::error_code EC = llvm::sys::fs::create_directories(Options.OutRoot))
    return llvm::createStringError(EC, "cannot create --out-root '%s': %s",
                                   Options.OutRoot.c_str(),
                                   EC.message().c_str());
  llvm::sys::fs::real_path(Options.OutRoot, OutRoot);
  // One port at a time into an output root: another one's live work
  // directory would look like a leftover of a killed run.
  llvm::Expected<std::unique_ptr<DirectoryLock>> Lock =
      DirectoryLock::acquire(OutRoot, "another hipify port is writing into");
  if (!Lock)
    return Lock.takeError();
  removeLeftoverTemporaries(OutRoot);
  BatchOptions Resolved = Options;
  Resolved.InRoot = std::string(InRoot);
  Resolved.OutRoot = std::string(OutRoot);

  std::map<std::string, UnitResult> Previous =
      loadState(OutRoot, Options.OptionsFingerprint);
  std::map<std::string, UnitResult> Units;
  std::vector<std::pair<std::string, std::string>> ToRun;
  std::set<std::string> Headers;
  for (const ProjectFile &F : *Files) {
    if (F.Kind == ProjectFileKind::CudaHeader)
      Headers.insert(F.Relative);
    if (F.Kind != ProjectFileKind::CudaSource)
      continue;
    auto Old = Previous.find(F.Relative);
    if (Old != Previous.end() && isUpToDate(Old->second, InRoot)) {
      Units[F.Relative] = std::move(Old->second);
      Units[F.Relative].Reused = true;
      continue;
    }
    ToRun.emplace_back(F.Relative, F.Absolute);
  }

  // The workers' results go to a directory inside the output root, so that
  // one left by a run killed with SIGKILL is found and removed by the next
  // run, never left to pile up in /tmp.
  llvm::SmallString<256> WorkModel(OutRoot), WorkDir;
  // createUniqueDirectory appends "-XXXXXX".
  llvm::sys::path::append(WorkModel,
                          llvm::StringRef(WorkDirPrefix).drop_back());
  if (std::error_code EC =
          llvm::sys::fs::createUniqueDirectory(WorkModel, WorkDir))
    return llvm::createStringError(EC, "cannot create a work directory in "
                                       "'%s': %s",
                                   OutRoot.c_str(), EC.message().c_str());
  BatchProgress Progress;
  Progress.Total = ToRun.size();
  auto Finished = [&](llvm::StringRef Unit) {
    ++Progress.Done;
    Progress.Current = Unit;
    OnProgress(Progress);
  };
  WorkerPool Pool(Resolved, WorkDir);
  Pool.run(ToRun, Units, Finished);

  // Headers that no unit includes are translated on their own.
  std::set<std::string> Covered;
  for (auto &[Name, U] : Units)
    for (auto &[Dep, Hash] : U.Dependencies)
      Covered.insert(Dep);
  std::vector<std::pair<std::string, std::string>> Orphans;
  for (const std::string &Header : Headers)
    if (!Covered.count(Header)) {
      auto Old = Previous.find(Header);
      if (Old != Previous.end() && isUpToDate(Old->second, InRoot)) {
        Units[Header] = std::move(Old->second);
        Units[Header].Reused = true;
        continue;
      }
      llvm::SmallString<256> Path(InRoot);
      llvm::sys::path::append(Path, Header);
      Orphans.emplace_back(Header, std::string(Path));
    }
  Progress.Total += Orphans.size();
  Pool.run(Orphans, Units, Finished);
  llvm::sys::fs::remove_directories(WorkDir);
  if (!Options.DebugBeforeApply.empty()) {
    llvm::StringRef Shell[] = {"/bin/sh", "-c", Options.DebugBeforeApply};
    llvm::sys::ExecuteAndWait(Shell[0], Shell);
  }

  BatchResult Result;
  Result.WorkersStarted = Pool.WorkersStarted;
  Result.PeakWorkerMiB = Pool.PeakWorkerMiB;
  std::vector<UnitFindings> ToMerge;
  for (auto &[Name, U] : Units) {
    (U.Reused ? Result.UnitsReused : Result.UnitsTranslated)++;
    if (U.Status != "failed")
      ToMerge.push_back({Name, U.Findings});
  }
  MergedTranslation Merged = mergeTranslations(std::move(ToMerge));

  // Which unit decided each file's status: its own, or (for headers) the
  // worst of the units that include it.
  // A header is as well translated as the best unit that included it: one
  // clean unit suffices, whatever errors another unit met elsewhere.
  auto Rank = [](const UnitResult *U) {
    return U->Status == "translated" ? 2 : U->Status == "partial" ? 1 : 0;
  };
  std::map<std::string, const UnitResult *> Owner;
  for (auto &[Name, U] : Units) {
    Owner[Name] = &U;
    for (auto &[Dep, Hash] : U.Dependencies) {
      if (Dep == Name)
        continue;
      auto [It, New] = Owner.try_emplace(Dep, &U);
      if (!New && Rank(&U) > Rank(It->second))
        It->second = &U;
    }
  }

  for (const ProjectFile &F : *Files) {
    FileOutcome Out;
    Out.Relative = F.Relative;
    bool Translatable = F.Kind == ProjectFileKind::CudaSource ||
                        F.Kind == ProjectFileKind::CudaHeader;
    bool Script = F.Kind == ProjectFileKind::BuildScript;
    // A file without CUDA that a unit includes is part of the program: the
    // port does not build without it, and a unit's edits may land in it
    // (definitions for host code, say). It goes to the output like a
    // header, skipped or not.
    bool Included = !Translatable && !Script &&
                    F.Kind == ProjectFileKind::Other &&
                    Owner.count(F.Relative);
    if (Included && F.SkipReason.empty()) {
      auto Edited = Merged.Edits.find(F.Relative);
      Translatable = Edited != Merged.Edits.end() && !Edited->second.empty();
    }
    std::string Target = renamedPath(F.Relative, Options.Rename);
    if (F.Kind == ProjectFileKind::Unreadable) {
      Out.Status = FileStatus::Failed;
      Out.Reason = F.SkipReason;
      Result.Files.push_back(std::move(Out));
      continue;
    }
    if (F.Kind == ProjectFileKind::Skipped ||
        (!Translatable && !Script && !Included && !Options.CopyAll)) {
      Out.Status = FileStatus::Skipped;
      Out.Reason = F.Kind == ProjectFileKind::Skipped ? F.SkipReason
                   : F.SkipReason.empty()
                       ? "no CUDA in it (--copy-all copies such files)"
                       : F.SkipReason +
                             ": not translated (--copy-all copies it "
                             "unchanged)";
      Result.Files.push_back(std::move(Out));
      continue;
    }
    llvm::Expected<std::string> OutPath = outputPathFor(OutRoot, Target);
    if (!OutPath) {
      Out.Status = FileStatus::Failed;
      Out.Reason = llvm::toString(OutPath.takeError());
      Result.Files.push_back(std::move(Out));
      continue;
    }
    auto Source = llvm::MemoryBuffer::getFile(F.Absolute, /*IsText=*/false);
    if (!Source) {
      Out.Status = FileStatus::Failed;
      Out.Reason = "cannot read: " + Source.getError().message();
      Result.Files.push_back(std::move(Out));
      continue;
    }
    std::string Contents = (*Source)->getBuffer().str();
    const UnitResult *Unit = Owner.count(F.Relative) ? Owner[F.Relative] : nullptr;
    if (Translatable) {
      // The edits were computed from the bytes the workers parsed: a file
      // that grew, shrank or changed since would get them at the wrong
      // places (or past its end). It is not written, and its units are
      // translated again next time.
      std::string Now = contentHash(Contents);
      bool Changed = false;
      for (auto &[Name, U] : Units) {
        auto Read = U.Dependencies.find(F.Relative);
        if (U.Status != "failed" && Read != U.Dependencies.end() &&
            Read->second != MissingFileHash && Read->second != Now) {
          U.Stale = Changed = true;
        }
      }
      if (Changed) {
        Out.Status = FileStatus::Failed;
        Out.Reason = "changed while the port ran (its translation was made "
                     "from other contents); not written: run the port again";
        Result.Files.push_back(std::move(Out));
        continue;
      }
      clang::tooling::Replacements Edits;
      auto It = Merged.Edits.find(F.Relative);
      bool Outside = false;
      if (It != Merged.Edits.end())
        for (const clang::tooling::Replacement &R : It->second) {
          // Never past the end, whatever a state file or a worker says.
          if (uint64_t(R.getOffset()) + R.getLength() > Contents.size()) {
            Outside = true;
            break;
          }
          llvm::cantFail(Edits.add(clang::tooling::Replacement(
              F.Relative, R.getOffset(), R.getLength(),
              R.getReplacementText())));
        }
      if (Outside) {
        Out.Status = FileStatus::Failed;
        Out.Reason = "its edits lie past its end (the file changed while the "
                     "port ran); not written: run the port again";
        Result.Files.push_back(std::move(Out));
        continue;
      }
      Out.Edits.assign(Edits.begin(), Edits.end());
      llvm::Expected<std::string> Applied =
          clang::tooling::applyAllReplacements(Contents, Edits);
      if (!Applied) {
        Out.Status = FileStatus::Failed;
        Out.Reason = llvm::toString(Applied.takeError());
        Result.Files.push_back(std::move(Out));
        continue;
      }
      Contents = std::move(*Applied);
    }
    bool Migrated = false;
    if (Script) {
      for (const BuildScriptRules &Rules : *BuildRules)
        if (Rules.Language == buildScriptLanguage(F.Relative)) {
          MigratedBuildScript M =
              migrateBuildScript(F.Relative, Contents, Rules);
          Migrated = M.Text != Contents;
          Contents = std::move(M.Text);
          for (Finding &Found : M.Findings)
            Merged.Findings.push_back(std::move(Found));
        }
    }
    bool Changed = false;
    llvm::sys::fs::file_status SourceStatus;
    llvm::sys::fs::perms Permissions =
        llvm::sys::fs::status(F.Absolute, SourceStatus)
            ? llvm::sys::fs::perms(0644)
            : SourceStatus.permissions();
    if (llvm::Error E =
            writeIfChanged(*OutPath, Contents, Permissions, Changed)) {
      Out.Status = FileStatus::Failed;
      Out.WriteFailed = true;
      Out.Reason = llvm::toString(std::move(E));
      Result.Files.push_back(std::move(Out));
      continue;
    }
    Out.Output = Target;
    Out.Parsed = Translatable && Unit && Unit->Status != "failed";
    Out.Unit = F.Kind == ProjectFileKind::CudaSource;
    if (Script) {
      Out.Status = !Changed ? FileStatus::Unchanged
                   : Migrated ? FileStatus::Translated
                              : FileStatus::Copied;
    } else if (!Translatable) {
      Out.Status = Changed ? FileStatus::Copied : FileStatus::Unchanged;
      if (!F.SkipReason.empty())
        Out.Reason = F.SkipReason + ": copied unchanged, not translated";
      else if (Included)
        Out.Reason = "no CUDA in it, included by a translated unit: copied "
                     "unchanged";
    } else if (!Unit) {
      Out.Status = FileStatus::Failed;
      Out.Reason = "no translation unit reached this header";
    } else if (Unit->Status == "failed") {
      Out.Status = FileStatus::Failed;
      Out.Reason = Unit->Reason + "; copied untranslated";
      Out.Crashed = Unit->InternalError;
    } else if (Unit->Status == "partial") {
      // Still partial on a re-run that changed nothing: the errors stay
      // visible, and so does the exit status.
      Out.Status = FileStatus::Partial;
      Out.Reason = "parse errors; the parts clang understood are translated" +
                   firstParseErrors(*Unit);
    } else if (Unit->Reused && !Changed) {
      Out.Status = FileStatus::Unchanged;
    } else {
      Out.Status = FileStatus::Translated;
    }
    Result.Files.push_back(std::move(Out));
  }

  sortBySourceOrder(Merged.Findings);
  Result.Findings = std::move(Merged.Findings);
  countEffort(Result.Findings, Result);
  if (llvm::Error E = saveState(OutRoot, Options.OptionsFingerprint, Units))
    return std::move(E);
  return std::move(Result);
}

std::string compileDatabaseDigest(llvm::StringRef BuildDir) {
  if (BuildDir.empty())
    return "";
  llvm::SmallString<256> Path(BuildDir);
  llvm::sys::path::append(Path, "compile_commands.json");
  return hashFile(Path);
}

} // namespace hipify
