//===- WorkerPool.cpp -----------------------------------------------------===//
#include "Batch/WorkerPool.h"
#include "Batch/WorkerProtocol.h"
#include "Support/ServingProcess.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <chrono>
#include <cstring>
#include <deque>
#include <poll.h>

namespace hipify {

namespace {

using Clock = std::chrono::steady_clock;

struct Job {
  PoolUnit Unit;
  bool Retry = false; ///< Its first worker crashed on it.
};

struct Worker {
  ServingProcess Process;
  std::string LogFile;
  unsigned UnitsDone = 0;
  bool Busy = false;
  Job Current;
  std::string ResultFile;
  uint64_t LogOffset = 0;
  Clock::time_point Deadline;
};

uint64_t fileSize(const std::string &Path) {
  uint64_t Size = 0;
  if (llvm::sys::fs::file_size(Path, Size))
    return 0;
  return Size;
}

/// What a worker wrote to its log since Offset.
std::string logSince(const std::string &Path, uint64_t Offset) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return "";
  llvm::StringRef Text = (*Buffer)->getBuffer();
  return Text.drop_front(std::min<uint64_t>(Offset, Text.size())).str();
}

class Pool {
public:
  Pool(const std::vector<std::string> &Command, llvm::StringRef WorkDir,
       const WorkerPoolLimits &Limits,
       llvm::function_ref<void(const PoolUnit &, const PoolOutcome &)> Done)
      : Command(Command), WorkDir(WorkDir.str()), Limits(Limits), Done(Done) {}

  PoolStatistics run(const std::vector<PoolUnit> &Units) {
    for (const PoolUnit &Unit : Units)
      Queue.push_back({Unit, false});
    Workers.resize(std::max(1u, Limits.Jobs));
    while (!Queue.empty() || busyCount()) {
      for (Worker &W : Workers)
        if (!W.Busy && !Queue.empty())
          assign(W);
      if (busyCount())
        waitForAnswers();
    }
    for (Worker &W : Workers)
      retire(W);
    return Stats;
  }

private:
  unsigned busyCount() const {
    return std::count_if(Workers.begin(), Workers.end(),
                         [](const Worker &W) { return W.Busy; });
  }

  /// Gives the next queued unit to W, starting a process if it has none.
  void assign(Worker &W) {
    Job Next = std::move(Queue.front());
    Queue.pop_front();
    // A retried unit gets a fresh worker: its first one may have been
    // damaged by whatever made it crash.
    if (Next.Retry)
      retire(W);
    if (!W.Process.running()) {
      W.LogFile = WorkDir + "/worker-" + std::to_string(Counter++) + ".log";
      std::string Why = W.Process.start(Command, W.LogFile, Limits.MemoryLimitMB);
      if (!Why.empty()) {
        PoolOutcome Outcome;
        Outcome.StartError = Why;
        Done(Next.Unit, Outcome);
        return;
      }
      W.UnitsDone = 0;
      ++Stats.WorkersStarted;
    }
    W.Current = std::move(Next);
    W.ResultFile = WorkDir + "/unit-" + std::to_string(Counter++) + ".json";
    llvm::sys::fs::remove(W.ResultFile);
    W.LogOffset = fileSize(W.LogFile);
    W.Deadline = Clock::now() + std::chrono::seconds(Limits.TimeoutSeconds);
    W.Busy = true;
    if (!W.Process.send(unitRequestLine(W.ResultFile, W.Current.Unit.Absolute)))
      crashed(W); // It died before it could read the request.
  }

  /// Waits for answers (or a deadline) and handles them.
  void waitForAnswers() {
    std::vector<pollfd> Fds;
    std::vector<Worker *> Polled;
    Clock::time_point Nearest = Clock::time_point::max();
    for (Worker &W : Workers)
      if (W.Busy) {
        Fds.push_back({W.Process.answerFd(), POLLIN, 0});
        Polled.push_back(&W);
        Nearest = std::min(Nearest, W.Deadline);
      }
    auto Wait = std::chrono::duration_cast<std::chrono::milliseconds>(
        Nearest - Clock::now());
    int Timeout = int(std::clamp<long long>(Wait.count(), 0, 1000));
    ::poll(Fds.data(), Fds.size(), Timeout);
    for (size_t I = 0; I < Fds.size(); ++I) {
      Worker &W = *Polled[I];
      if (Fds[I].revents)
        readAnswers(W);
      if (W.Busy && Clock::now() >= W.Deadline)
        timedOut(W);
    }
  }

  void readAnswers(Worker &W) {
    std::string Line;
    switch (W.Process.readLine(Line)) {
    case ServingProcess::ReadStatus::Pending:
      return;
    case ServingProcess::ReadStatus::Closed:
      crashed(W);
      return;
    case ServingProcess::ReadStatus::Line:
      break;
    }
    std::optional<int> Code = parseUnitDoneLine(Line);
    if (!Code) { // Not the protocol: treat the worker as broken.
      crashed(W);
      return;
    }
    PoolOutcome Outcome = outcomeOf(W);
    Outcome.ExitCode = *Code;
    W.Busy = false;
    ++W.UnitsDone;
    Stats.PeakResidentMiB =
        std::max(Stats.PeakResidentMiB, W.Process.peakResidentMiB());
    // After a contained crash (exit status 3) the worker's memory may be
    // damaged: the next unit gets a fresh one.
    if (*Code == 3 || W.UnitsDone >= Limits.UnitsPerWorker ||
        W.Process.residentMiB() > Limits.RetireAboveMiB)
      retire(W);
    Done(W.Current.Unit, Outcome);
  }

  PoolOutcome outcomeOf(const Worker &W) const {
    PoolOutcome Outcome;
    Outcome.ResultFile = W.ResultFile;
    Outcome.Retried = W.Current.Retry;
    Outcome.Log = logSince(W.LogFile, W.LogOffset);
    return Outcome;
  }

  void crashed(Worker &W) {
    Stats.PeakResidentMiB =
        std::max(Stats.PeakResidentMiB, W.Process.peakResidentMiB());
    ServingProcess::Ending End = W.Process.kill();
    W.Busy = false;
    if (!End.Signaled && End.Code == 3) {
      // The worker contained a crash of hipify's, said what was running and
      // ended (docs/rules/hipify-internal-error.md): a retry would crash
      // again.
      PoolOutcome Outcome = outcomeOf(W);
      Outcome.ExitCode = 3;
      Done(W.Current.Unit, Outcome);
      return;
    }
    if (!W.Current.Retry) {
      Queue.push_back({W.Current.Unit, true});
      return;
    }
    PoolOutcome Outcome = outcomeOf(W);
    Outcome.Crashed = true;
    if (End.Signaled)
      Outcome.Signal = strsignal(End.Code);
    else
      Outcome.Signal = "exit code " + std::to_string(End.Code) +
                       " without an answer";
    Done(W.Current.Unit, Outcome);
  }

  void timedOut(Worker &W) {
    W.Process.kill();
    W.Busy = false;
    PoolOutcome Outcome = outcomeOf(W);
    Outcome.TimedOut = true;
    Done(W.Current.Unit, Outcome);
  }

  void retire(Worker &W) {
    if (!W.Process.running())
      return;
    Stats.PeakResidentMiB =
        std::max(Stats.PeakResidentMiB, W.Process.peakResidentMiB());
    W.Process.kill(); // Idle: nothing of the user's is lost.
  }

  const std::vector<std::string> &Command;
  std::string WorkDir;
  WorkerPoolLimits Limits;
  llvm::function_ref<void(const PoolUnit &, const PoolOutcome &)> Done;
  std::deque<Job> Queue;
  std::vector<Worker> Workers;
  unsigned Counter = 0;
  PoolStatistics Stats;
};

} // namespace

PoolStatistics
runWorkerPool(const std::vector<std::string> &Command, llvm::StringRef WorkDir,
              const WorkerPoolLimits &Limits,
              const std::vector<PoolUnit> &Units,
              llvm::function_ref<void(const PoolUnit &, const PoolOutcome &)>
                  Done) {
  return Pool(Command, WorkDir, Limits, Done).run(Units);
}

} // namespace hipify
