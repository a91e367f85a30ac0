//===- CrashContainment.cpp -----------------------------------------------===//
#include "Support/CrashContainment.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <algorithm>
#include <atomic>
#include <csetjmp>
#include <csignal>
#include <cstdlib>
#include <mutex>
#include <pthread.h>
#include <unistd.h>

namespace hipify {

void CrashStage::print(llvm::raw_ostream &OS) const {
  OS << CrashStagePrefix << Name << '\n';
}

char InternalCrashError::ID = 0;

void InternalCrashError::log(llvm::raw_ostream &OS) const {
  OS << "hipify crashed (" << Crash.Signal << ") translating '" << File
     << "'";
  if (!Crash.Stages.empty())
    OS << " in " << Crash.Stages.front();
}

std::error_code InternalCrashError::convertToErrorCode() const {
  return std::make_error_code(std::errc::state_not_recoverable);
}

namespace {

constexpr int FatalSignals[] = {SIGSEGV, SIGBUS, SIGFPE,
                                SIGILL,  SIGTRAP, SIGABRT};
constexpr int MaxSignal = 64;
struct sigaction Previous[MaxSignal];

/// Room for the stages' text: a matcher's entry prints its AST node.
constexpr size_t StageTextSize = 16 << 10;
/// Separates the entries in the captured text.
constexpr char EntryEnd = '\x1e';

/// A guarded thread's stack, where to resume when it faults, and what was
/// running then.
struct Guard {
  uintptr_t Low = 0, High = 0;
  sigjmp_buf Resume;
  ContainedOutcome Outcome = ContainedOutcome::Completed;
  int Signal = 0;
  char Text[StageTextSize];
  size_t Length = 0;
};

thread_local Guard *Current = nullptr;
std::atomic<CrashReporter> Reporter{nullptr};
std::atomic<bool> Reporting{false};
std::string Subject;
std::string DebugRequest;
std::once_flag DebugRequestRead;

/// How far below the stack's end a fault still counts as running off it
/// (the guard page, and a large frame that skipped over it).
constexpr uintptr_t OverflowSlack = 1u << 20;

/// A stream into a fixed buffer: a signal handler must not allocate for it.
class FixedStream : public llvm::raw_ostream {
public:
  FixedStream(char *Buffer, size_t Capacity, size_t &Length)
      : Buffer(Buffer), Capacity(Capacity), Length(Length) {
    SetUnbuffered();
  }

private:
  void write_impl(const char *Ptr, size_t Size) override {
    size_t Room = Capacity - Length;
    size_t N = std::min(Size, Room);
    std::copy(Ptr, Ptr + N, Buffer + Length);
    Length += N;
  }
  uint64_t current_pos() const override { return Length; }

  char *Buffer;
  size_t Capacity;
  size_t &Length;
};

/// Prints this thread's pretty-stack-trace entries, innermost first, each
/// ended by EntryEnd.
void captureStages(char *Buffer, size_t Capacity, size_t &Length) {
  FixedStream OS(Buffer, Capacity, Length);
  const auto *Entry =
      static_cast<const llvm::PrettyStackTraceEntry *>(
          llvm::SavePrettyStackState());
  for (unsigned Count = 0; Entry && Count < 32;
       Entry = Entry->getNextEntry(), ++Count) {
    Entry->print(OS);
    OS << EntryEnd;
  }
}

const char *signalName(int Signal) {
  switch (Signal) {
  case SIGSEGV:
    return "SIGSEGV";
  case SIGBUS:
    return "SIGBUS";
  case SIGFPE:
    return "SIGFPE";
  case SIGILL:
    return "SIGILL";
  case SIGTRAP:
    return "SIGTRAP";
  case SIGABRT:
    return "SIGABRT";
  default:
    return "a fatal signal";
  }
}

/// Drops clang's " <Spelling=...>" notes from a node's source range.
std::string withoutSpellings(llvm::StringRef Text) {
  std::string Out;
  while (!Text.empty()) {
    size_t At = Text.find(" <Spelling=");
    if (At == llvm::StringRef::npos) {
      Out += Text.str();
      break;
    }
    Out += Text.take_front(At).str();
    size_t Close = Text.find('>', At);
    Text = Close == llvm::StringRef::npos ? "" : Text.drop_front(Close + 1);
  }
  return Out;
}

CrashReport reportOf(int Signal, llvm::StringRef Text) {
  CrashReport Report;
  Report.Signal = signalName(Signal);
  llvm::SmallVector<llvm::StringRef> Entries;
  Text.split(Entries, EntryEnd, -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Entry : Entries) {
    auto [First, Rest] = Entry.split('\n');
    First = First.trim();
    // The program's arguments (InitLLVM's entry) are not a stage.
    if (First.empty() || First.starts_with("Program arguments:"))
      continue;
    Report.Stages.push_back(First.str());
    if (Report.Subject.empty()) {
      llvm::StringRef Next = Rest.split('\n').first.trim();
      if (!Next.empty() && !Next.starts_with("---"))
        Report.Subject = withoutSpellings(Next);
    }
  }
  return Report;
}

void restorePrevious(int Signal) {
  if (Signal > 0 && Signal < MaxSignal)
    ::sigaction(Signal, &Previous[Signal], nullptr);
}

void onFatalSignal(int Signal, siginfo_t *Info, void *) {
  if (Guard *G = Current) {
    uintptr_t Address = reinterpret_cast<uintptr_t>(Info->si_addr);
    if (Signal == SIGSEGV && G->Low && Address + OverflowSlack >= G->Low &&
        Address < G->High) {
      G->Outcome = ContainedOutcome::StackExhausted;
    } else {
      G->Outcome = ContainedOutcome::Crashed;
      G->Signal = Signal;
      captureStages(G->Text, sizeof(G->Text), G->Length);
      // For hipify's developers (and the fuzzer's crash signatures): the
      // frames are gone once the work is abandoned.
      if (std::getenv("HIPIFY_CRASH_BACKTRACE"))
        llvm::sys::PrintStackTrace(llvm::errs());
    }
    siglongjmp(G->Resume, 1);
  }
  CrashReporter Report = Reporter.load();
  if (Report && !Reporting.exchange(true)) {
    // A reporter stuck on a lock the crash left taken still ends.
    ::alarm(10);
    static char Text[StageTextSize];
    size_t Length = 0;
    captureStages(Text, sizeof(Text), Length);
    if (std::getenv("HIPIFY_CRASH_BACKTRACE"))
      llvm::sys::PrintStackTrace(llvm::errs());
    Report(reportOf(Signal, llvm::StringRef(Text, Length)));
    ::_exit(3);
  }
  // Not ours: the handler that was there before (LLVM's stack dump) gets
  // it. A fault happens again on return; a sent signal is sent again.
  restorePrevious(Signal);
  if (Signal == SIGABRT || Info->si_code <= 0)
    ::raise(Signal);
}

/// Puts onFatalSignal in front of the handlers there are, unless it is
/// there already (LLVM installs its own handlers lazily).
void installHandlers() {
  static std::mutex Lock;
  std::lock_guard<std::mutex> Held(Lock);
  for (int Signal : FatalSignals) {
    struct sigaction Now = {};
    ::sigaction(Signal, nullptr, &Now);
    if ((Now.sa_flags & SA_SIGINFO) && Now.sa_sigaction == onFatalSignal)
      continue;
    struct sigaction Action = {};
    Action.sa_sigaction = onFatalSignal;
    Action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&Action.sa_mask);
    ::sigaction(Signal, &Action, &Previous[Signal]);
  }
}

} // namespace

ContainedRun runContained(unsigned StackBytes, llvm::function_ref<void()> Fn) {
  installHandlers();
  ContainedRun Run;
  auto G = std::make_unique<Guard>();
  llvm::thread Worker(std::optional<unsigned>(StackBytes), [&] {
    pthread_attr_t Attributes;
    if (pthread_getattr_np(pthread_self(), &Attributes) == 0) {
      void *Base = nullptr;
      size_t Size = 0;
      pthread_attr_getstack(&Attributes, &Base, &Size);
      pthread_attr_destroy(&Attributes);
      G->Low = reinterpret_cast<uintptr_t>(Base);
      G->High = G->Low + Size;
    }
    // The handler cannot run on a stack that overflowed: it gets one of its
    // own.
    std::vector<char> AlternateStack(std::max<size_t>(SIGSTKSZ, 64 << 10));
    stack_t Alternate = {};
    Alternate.ss_sp = AlternateStack.data();
    Alternate.ss_size = AlternateStack.size();
    stack_t Old = {};
    if (::sigaltstack(&Alternate, &Old) != 0)
      G->Low = G->High = 0; // An overflow cannot be told apart.
    if (sigsetjmp(G->Resume, /*savesigs=*/1) == 0) {
      Current = G.get();
      Fn();
    }
    Current = nullptr;
    ::sigaltstack(&Old, nullptr);
  });
  Worker.join();
  Run.Outcome = G->Outcome;
  if (Run.Outcome == ContainedOutcome::Crashed)
    Run.Crash = reportOf(G->Signal, llvm::StringRef(G->Text, G->Length));
  return Run;
}

void setCrashReporter(CrashReporter R) {
  Reporter.store(R);
  installHandlers();
}

CrashSubject::CrashSubject(std::string What) : Previous(std::move(Subject)) {
  Subject = std::move(What);
}
CrashSubject::~CrashSubject() { Subject = std::move(Previous); }
std::string currentCrashSubject() { return Subject; }

static void readDebugRequest() {
  std::call_once(DebugRequestRead, [] {
    if (DebugRequest.empty())
      if (const char *Env = std::getenv("HIPIFY_DEBUG_CRASH_ON"))
        DebugRequest = Env;
  });
}

void setDebugCrashRequest(llvm::StringRef Request) {
  readDebugRequest();
  if (!Request.empty())
    DebugRequest = Request.str();
}

std::string debugCrashRequest() {
  readDebugRequest();
  return DebugRequest;
}

std::string debugCrashMatcherId() {
  readDebugRequest();
  llvm::StringRef Request = DebugRequest;
  if (!Request.consume_front("abort:"))
    Request.consume_front("kill:");
  llvm::StringRef Stage = Request.split('@').first;
  return Stage.consume_front("matcher:") ? Stage.str() : "";
}

void crashIfRequested(llvm::StringRef Stage, llvm::StringRef File) {
  readDebugRequest();
  if (DebugRequest.empty())
    return;
  llvm::StringRef Request = DebugRequest;
  bool Abort = Request.consume_front("abort:");
  bool Kill = !Abort && Request.consume_front("kill:");
  auto [Wanted, Text] = Request.split('@');
  if (Wanted != Stage || (!Text.empty() && !File.contains(Text)))
    return;
  if (Abort)
    std::abort();
  ::raise(Kill ? SIGKILL : SIGSEGV);
}

} // namespace hipify
