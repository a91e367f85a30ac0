//===- CpuRunCommand.cpp - `hipify cpu-run`: run a program without a GPU --===//
#include "Commands.h"
#include "CpuRunner/CpuProgram.h"
#include "Report/TextRenderer.h"
#include "Support/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

/// Splits --run-args on blanks, honouring simple single and double quotes.
std::vector<std::string> splitRunArgs(llvm::StringRef Text) {
  std::vector<std::string> Args;
  std::string Current;
  bool InWord = false;
  char Quote = 0;
  for (char C : Text) {
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Current += C;
      continue;
    }
    if (C == '\'' || C == '"') {
      Quote = C;
      InWord = true;
    } else if (C == ' ' || C == '\t') {
      if (InWord)
        Args.push_back(std::move(Current));
      Current.clear();
      InWord = false;
    } else {
      Current += C;
      InWord = true;
    }
  }
  if (InWord)
    Args.push_back(std::move(Current));
  return Args;
}

int runCpuRun(const CpuRunRequestOptions &Request, const MappingTable &Table) {
  CpuRuntimeLayout Layout = CpuRuntimeLayout::detect();
  if (std::string Problem = Layout.problem(!Request.PrepareOnly);
      !Problem.empty())
    return fail(Problem);
  llvm::Expected<std::string> Text = readSourceFile(Request.Source);
  if (!Text)
    return fail(llvm::toString(Text.takeError()));
  SourceDialect Dialect = guessDialect(Request.Source, *Text);
  if (Request.Dialect == "cuda")
    Dialect = SourceDialect::Cuda;
  else if (Request.Dialect == "hip")
    Dialect = SourceDialect::Hip;
  else if (Request.Dialect != "auto")
    return fail("--dialect must be auto, cuda or hip, not '" +
                Request.Dialect + "'");
  if (Request.WarpSize != 0 && Request.WarpSize != 32 && Request.WarpSize != 64)
    return fail("--warp-size must be 32 or 64");

  llvm::Expected<PreparedSource> Prepared = prepareForCpu(
      Request.Source, Dialect, Table, Layout, Request.CompileFlags,
      !Request.FibersOnly);
  if (!Prepared)
    return fail(llvm::toString(Prepared.takeError()));
  for (const Finding &F : Prepared->Findings)
    if (Request.Verbose || F.Level >= Severity::Warning)
      renderFinding(llvm::errs(), F);
  if (Prepared->HadErrors) {
    llvm::errs() << "hipify: " << Request.Source
                 << " cannot run on the CPU runner: it does not parse "
                    "against the runner's headers, or holds what the runner "
                    "cannot lower (errors above)\n";
    return ExitFindings;
  }
  std::string PreparedText = withLineMarker(Prepared->Text, Request.Source);
  if (Request.PrepareOnly) {
    if (Request.PreparedOutput.empty() || Request.PreparedOutput == "-") {
      llvm::outs() << PreparedText;
      return ExitOk;
    }
    if (llvm::Error E =
            writeFileAtomically(Request.PreparedOutput, PreparedText))
      return fail(llvm::toString(std::move(E)));
    return ExitOk;
  }

  llvm::SmallString<256> WorkDir(Request.KeepDir);
  if (WorkDir.empty()) {
    if (std::error_code EC =
            llvm::sys::fs::createUniqueDirectory("hipify-cpu-run", WorkDir))
      return fail("cannot create a work directory: " + EC.message());
  } else if (std::error_code EC = llvm::sys::fs::create_directories(WorkDir)) {
    return fail("cannot create '" + WorkDir + "': " + EC.message());
  }
  std::string Stem = llvm::sys::path::stem(Request.Source).str();
  llvm::SmallString<256> PreparedFile(WorkDir), Executable(WorkDir);
  llvm::sys::path::append(PreparedFile, Stem + ".cpu.cpp");
  llvm::sys::path::append(Executable, Stem + ".cpu");
  if (llvm::Error E = writeFileAtomically(PreparedFile, PreparedText))
    return fail(llvm::toString(std::move(E)));

  CpuBuildRequest Build{std::string(PreparedFile), Request.Source, Dialect,
                        std::string(Executable), Request.CompileFlags};
  ProcessResult Built = buildForCpu(Build, Layout);
  if (Request.Verbose)
    llvm::errs() << "hipify: " << Built.Command << "\n";
  if (!Built.succeeded()) {
    llvm::errs() << Built.Stdout;
    llvm::errs() << "hipify: building " << Request.Source
                 << " for the CPU runner failed (" << Built.describe()
                 << "); the prepared source is " << PreparedFile << "\n";
    return ExitFindings;
  }

  CpuRunRequest Run;
  Run.Executable = std::string(Executable);
  Run.Args = splitRunArgs(Request.RunArgs);
  Run.WarpSize = Request.WarpSize;
  Run.TraceDir = Request.TraceDir;
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  ProcessResult Ran = runOnCpu(Run);
  llvm::outs() << Ran.Stdout;
  llvm::outs().flush();
  llvm::errs() << Ran.Stderr;
  if (Request.KeepDir.empty())
    llvm::sys::fs::remove_directories(WorkDir);
  if (!Ran.Started || Ran.TimedOut || Ran.Crashed) {
    llvm::errs() << "hipify: " << Request.Source << " on the CPU runner: "
                 << Ran.describe() << "\n";
    return Ran.TimedOut ? 124 : 125;
  }
  // The program's own status is the answer.
  return Ran.ExitCode;
}

} // namespace hipify
