//===- Process.cpp --------------------------------------------------------===//
#include "Support/Process.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <chrono>

extern char **environ;

namespace hipify {

std::string ProcessResult::describe() const {
  if (!Started)
    return "could not start: " + Error;
  if (TimedOut)
    return "timed out" + (Error.empty() ? "" : " (" + Error + ")");
  if (Crashed)
    return "crashed" + (Error.empty() ? "" : " (" + Error + ")");
  return "exit " + std::to_string(ExitCode);
}

static std::string readAndRemove(llvm::StringRef Path) {
  std::string Text;
  if (auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false))
    Text = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(Path);
  return Text;
}

ProcessResult runProcess(const ProcessRequest &Request) {
  ProcessResult Result;
  Result.Command = llvm::join(Request.Args, " ");
  if (Request.Args.empty()) {
    Result.Error = "no program";
    return Result;
  }
  std::string Program = Request.Args.front();
  if (Program.find('/') == std::string::npos) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Program);
    if (!Found) {
      Result.Error = "'" + Program + "' is not on PATH";
      return Result;
    }
    Program = *Found;
  }

  // The environment: ours, with the request's variables replacing any of
  // the same name.
  std::vector<std::string> Environment;
  for (char **Entry = environ; Entry && *Entry; ++Entry) {
    llvm::StringRef Name = llvm::StringRef(*Entry).split('=').first;
    if (llvm::none_of(Request.Environment,
                      [&](const auto &Var) { return Var.first == Name; }))
      Environment.push_back(*Entry);
  }
  for (const auto &[Name, Value] : Request.Environment)
    Environment.push_back(Name + "=" + Value);
  std::vector<llvm::StringRef> EnvRefs(Environment.begin(), Environment.end());

  llvm::SmallString<128> Out, Err;
  llvm::sys::fs::createTemporaryFile("hipify-run", "out", Out);
  llvm::sys::fs::createTemporaryFile("hipify-run", "err", Err);
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(Out),
      Request.MergeStderr ? llvm::StringRef(Out) : llvm::StringRef(Err)};
  std::vector<llvm::StringRef> ArgRefs(Request.Args.begin(),
                                       Request.Args.end());
  bool ExecutionFailed = false;
  auto Start = std::chrono::steady_clock::now();
  int Code = llvm::sys::ExecuteAndWait(Program, ArgRefs, EnvRefs, Redirects,
                                       Request.TimeoutSeconds,
                                       /*MemoryLimit=*/0, &Result.Error,
                                       &ExecutionFailed);
  double Seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - Start)
                       .count();
  Result.Stdout = readAndRemove(Out);
  Result.Stderr = readAndRemove(Err);
  if (ExecutionFailed || Code == -1) {
    if (Result.Error.empty())
      Result.Error = "cannot execute '" + Program + "'";
    return Result;
  }
  Result.Started = true;
  if (Code == -2) {
    // LLVM reports a timeout and a crash alike; the clock tells them apart.
    if (Request.TimeoutSeconds && Seconds >= Request.TimeoutSeconds - 0.5) {
      Result.TimedOut = true;
      Result.Error = "after " + std::to_string(Request.TimeoutSeconds) + " s";
    } else {
      Result.Crashed = true;
    }
    return Result;
  }
  Result.ExitCode = Code;
  Result.Error.clear();
  return Result;
}

} // namespace hipify
