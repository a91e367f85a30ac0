//===- ProgramValidation.cpp ----------------------------------------------===//
#include "Validate/ProgramValidation.h"
#include "Apply/FileWriter.h"
#include "CpuRunner/CpuProgram.h"
#include "Translate/Translator.h"
#include "Validate/LineMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

llvm::StringRef runnerName(RunnerKind R) {
  switch (R) {
  case RunnerKind::None:
    return "none";
  case RunnerKind::Cpu:
    return "cpu";
  case RunnerKind::Nvidia:
    return "nvidia";
  case RunnerKind::Amd:
    return "amd";
  }
  return "none";
}

bool ValidationResult::succeeded() const {
  if (!Error.empty() || PortStatus == "failed")
    return false;
  if (!AmdSkipped && !Amd.succeeded())
    return false;
  if (Nvidia && !Nvidia->succeeded())
    return false;
  if (AmdExecutableBuild && !AmdExecutableBuild->succeeded())
    return false;
  if (!RunSkipped.empty() || (!Original && !Port))
    return true;
  if (!compared())
    return false;
  return Original->ExitCode == Port->ExitCode && !OutputDivergence &&
         TraceError.empty() && (!Traces || Traces->matches());
}

// --- Running one program on the CPU runner ------------------------------

static RunOutcome runOnCpuRunner(llvm::StringRef Source, SourceDialect Dialect,
                                 unsigned WarpSize, llvm::StringRef Tag,
                                 const ValidationRequest &Request,
                                 const MappingTable &Table) {
  RunOutcome Outcome;
  Outcome.WarpSize = WarpSize;
  Outcome.Stage = "prepare";
  CpuRuntimeLayout Layout = CpuRuntimeLayout::detect();
  if (std::string Problem = Layout.problem(/*ForBuilding=*/true);
      !Problem.empty()) {
    Outcome.Detail = Problem;
    return Outcome;
  }
  llvm::Expected<PreparedSource> Prepared =
      prepareForCpu(Source, Dialect, Table, Layout, Request.CompileFlags);
  if (!Prepared) {
    Outcome.Detail = llvm::toString(Prepared.takeError());
    return Outcome;
  }
  if (Prepared->HadErrors) {
    for (const Finding &F : Prepared->Findings)
      if (F.Level == Severity::Error)
        Outcome.Detail += F.Span.File + ":" + std::to_string(F.Span.Line) +
                          ": " + F.Message + "\n";
    return Outcome;
  }
  llvm::SmallString<256> PreparedFile(Request.WorkDir), Executable(Request.WorkDir),
      TraceDir(Request.WorkDir);
  llvm::sys::path::append(PreparedFile, Tag + ".cpu.cpp");
  llvm::sys::path::append(Executable, Tag + ".cpu");
  llvm::sys::path::append(TraceDir, Tag + ".trace");
  if (llvm::Error E = writeFileAtomically(
          PreparedFile, withLineMarker(Prepared->Text, Source))) {
    Outcome.Detail = llvm::toString(std::move(E));
    return Outcome;
  }
  Outcome.Stage = "build";
  ProcessResult Built = buildForCpu({std::string(PreparedFile), Source.str(),
                                     Dialect, std::string(Executable),
                                     Request.CompileFlags},
                                    Layout);
  if (!Built.succeeded()) {
    Outcome.Detail = Built.Command + "\n" + Built.Stdout + Built.Error;
    return Outcome;
  }
  Outcome.Stage = "run";
  llvm::sys::fs::remove_directories(TraceDir);
  llvm::sys::fs::create_directories(TraceDir);
  CpuRunRequest Run;
  Run.Executable = std::string(Executable);
  Run.Args = Request.RunArgs;
  Run.WarpSize = WarpSize;
  Run.TraceDir = std::string(TraceDir);
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  // A buffer overrun that a GPU may forgive is a bug validation should show.
  Run.Guard = true;
  ProcessResult Ran = runOnCpu(Run);
  Outcome.Stdout = Ran.Stdout;
  Outcome.Stderr = Ran.Stderr;
  Outcome.TraceDir = std::string(TraceDir);
  if (!Ran.Started || Ran.TimedOut || Ran.Crashed) {
    Outcome.Detail = Ran.describe();
    return Outcome;
  }
  Outcome.ExitCode = Ran.ExitCode;
  // The runtime's own failures (hung or deadlocked kernels) are failures
  // of the run, not answers of the program.
  if (Ran.ExitCode == 124 || Ran.ExitCode == 125) {
    Outcome.Detail = "the CPU runner stopped the program (exit " +
                     std::to_string(Ran.ExitCode) + ")";
    return Outcome;
  }
  Outcome.Ok = true;
  return Outcome;
}

// --- GPU runners ---------------------------------------------------------------

/// Runs a GPU executable: no trace, only its status and output.
static RunOutcome runExecutable(llvm::StringRef Executable,
                                const ValidationRequest &Request) {
  RunOutcome Outcome;
  Outcome.Stage = "run";
  ProcessRequest Run;
  Run.Args = {Executable.str()};
  Run.Args.insert(Run.Args.end(), Request.RunArgs.begin(),
                  Request.RunArgs.end());
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  ProcessResult Ran = runProcess(Run);
  Outcome.Stdout = Ran.Stdout;
  Outcome.Stderr = Ran.Stderr;
  if (!Ran.Started || Ran.TimedOut || Ran.Crashed) {
    Outcome.Detail = Ran.describe();
    return Outcome;
  }
  Outcome.ExitCode = Ran.ExitCode;
  Outcome.Ok = true;
  return Outcome;
}

static bool amdGpuPresent(std::string &Why) {
  // The ROCm kernel driver's interface; without it HIP finds no device.
  if (llvm::sys::fs::exists("/dev/kfd")) {
    Why = "/dev/kfd present";
    return true;
  }
  Why = "no AMD GPU (/dev/kfd does not exist)";
  return false;
}

// --- Recorded references ----------------------------------------------------

static llvm::Error copyDirectory(llvm::StringRef From, llvm::StringRef To) {
  if (std::error_code EC = llvm::sys::fs::create_directories(To))
    return llvm::createStringError(EC, "cannot create '%s'", To.str().c_str());
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(From, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::SmallString<256> Target(To);
    llvm::sys::path::append(Target, llvm::sys::path::filename(It->path()));
    if (std::error_code CopyEC = llvm::sys::fs::copy_file(It->path(), Target))
      return llvm::createStringError(CopyEC, "cannot copy '%s' to '%s'",
                                     It->path().c_str(), Target.c_str());
  }
  return llvm::Error::success();
}

static llvm::Error writeReference(const ValidationRequest &Request,
                                  const RunOutcome &Original) {
  std::string TraceName;
  if (!Original.TraceDir.empty()) {
    TraceName = llvm::sys::path::filename(Request.RecordFile).str() + ".trace";
    llvm::SmallString<256> TraceCopy(Request.RecordFile);
    TraceCopy += ".trace";
    llvm::sys::fs::remove_directories(TraceCopy);
    if (llvm::Error E = copyDirectory(Original.TraceDir, TraceCopy))
      return E;
  }
  llvm::json::Object Reference{
      {"format", "hipify-validate-reference"},
      {"version", 1},
      {"source", Request.CudaSource},
      {"runner", runnerName(Request.Runner)},
      {"warpSize", Original.WarpSize},
      {"exitCode", Original.ExitCode},
      {"stdout", Original.Stdout}};
  if (!TraceName.empty())
    Reference["trace"] = TraceName;
  std::string Json;
  llvm::raw_string_ostream(Json)
      << llvm::formatv("{0:2}", llvm::json::Value(std::move(Reference)));
  return writeFileAtomically(Request.RecordFile, Json + "\n");
}

static llvm::Expected<RunOutcome> readReference(llvm::StringRef Path) {
  llvm::Expected<std::string> Text = readSourceFile(Path);
  if (!Text)
    return Text.takeError();
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(*Text);
  if (!Parsed)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: not a reference file: %s",
                                   Path.str().c_str(),
                                   llvm::toString(Parsed.takeError()).c_str());
  const llvm::json::Object *Object = Parsed->getAsObject();
  if (!Object || Object->getString("format") != "hipify-validate-reference")
    return llvm::createStringError(
        std::errc::invalid_argument,
        "%s: not a reference file (record one with hipify validate "
        "--record=FILE)",
        Path.str().c_str());
  RunOutcome Outcome;
  Outcome.Stage = "run";
  Outcome.Ok = true;
  Outcome.ExitCode = Object->getInteger("exitCode").value_or(-1);
  Outcome.WarpSize = Object->getInteger("warpSize").value_or(0);
  if (std::optional<llvm::StringRef> Out = Object->getString("stdout"))
    Outcome.Stdout = Out->str();
  if (std::optional<llvm::StringRef> Trace = Object->getString("trace")) {
    llvm::SmallString<256> Dir(Path);
    llvm::sys::path::remove_filename(Dir);
    llvm::sys::path::append(Dir, *Trace);
    Outcome.TraceDir = std::string(Dir);
  }
  return Outcome;
}

// --- The stages -------------------------------------------------------------

/// Whether the file at Path has as many lines as Text.
static bool sameLineCount(llvm::StringRef Text, llvm::StringRef Path) {
  llvm::Expected<std::string> Given = readSourceFile(Path);
  if (!Given) {
    llvm::consumeError(Given.takeError());
    return false;
  }
  return Text.count('\n') == llvm::StringRef(*Given).count('\n');
}

ValidationResult validateProgram(const ValidationRequest &Request,
                                 const MappingTable &Table) {
  ValidationResult Result;
  Result.CudaSource = Request.CudaSource;
  Result.HipSource = Request.HipSource;
  Result.PortStatus = "given";
  std::optional<LineMap> PortLines;

  // 1. The port: given, or made here. Either way the translation gives the
  // line map that ties compiler errors to CUDA lines; a given port shares it
  // when it has the translation's lines (unchanged, or edited within lines).
  {
    Translator Engine(Table, Request.Translate, Request.Parse);
    llvm::Expected<TranslationResult> Translated =
        Engine.translate(Request.CudaSource, nullptr);
    llvm::Expected<std::string> Text =
        Translated ? Translated->translatedText()
                   : llvm::Expected<std::string>(Translated.takeError());
    if (!Text) {
      if (Result.HipSource.empty()) {
        Result.PortStatus = "failed";
        Result.PortError = llvm::toString(Text.takeError());
        return Result;
      }
      llvm::consumeError(Text.takeError());
    } else {
      llvm::Expected<LineMap> Map = LineMap::fromFindings(
          Translated->OriginalText, Translated->MainFile,
          Translated->Findings);
      if (!Map)
        llvm::consumeError(Map.takeError());
      else if (Result.HipSource.empty() ||
               sameLineCount(*Text, Result.HipSource))
        PortLines = std::move(*Map);
      if (Result.HipSource.empty()) {
        llvm::SmallString<256> Port(Request.WorkDir);
        llvm::sys::path::append(
            Port, llvm::sys::path::stem(Request.CudaSource) + ".hip");
        if (llvm::Error E = writeFileAtomically(Port, *Text)) {
          Result.Error = llvm::toString(std::move(E));
          return Result;
        }
        Result.HipSource = std::string(Port);
        Result.PortStatus = Translated->HadParseErrors ? "partial" : "ok";
      }
    }
  }

  // 2. The AMD build.
  if (Request.Arches.empty()) {
    Result.AmdSkipped = true;
  } else {
    AmdBuildRequest Build;
    Build.HipSource = Result.HipSource;
    Build.Arches = Request.Arches;
    Build.Hipcc = Request.Hipcc;
    Build.ExtraFlags = Request.CompileFlags;
    llvm::SmallString<256> Object(Request.WorkDir);
    llvm::sys::path::append(Object, "port.o");
    Build.Object = std::string(Object);
    Result.Amd = buildForAmd(Build);
    if (PortLines && !Result.Amd.Compiled)
      Result.Amd.CompilerOutput =
          rewriteCompilerOutput(Result.Amd.CompilerOutput, Result.HipSource,
                                Request.CudaSource, *PortLines);
  }

  // 3. Run both.
  switch (Request.Runner) {
  case RunnerKind::None:
    return Result;
  case RunnerKind::Nvidia: {
    NvidiaBuildRequest Build;
    Build.CudaSource = Request.CudaSource;
    Build.HipSource = Result.HipSource;
    llvm::SmallString<256> Dir(Request.WorkDir);
    llvm::sys::path::append(Dir, "nvidia");
    Build.OutputDir = std::string(Dir);
    Build.Nvcc = Request.Nvcc;
    Build.Arch = Request.NvidiaArch;
    Build.ExtraFlags = Request.CompileFlags;
    Result.Nvidia = buildForNvidia(Build);
    if (!Result.Nvidia->succeeded())
      return Result;
    std::string Why;
    if (!nvidiaGpuPresent(Why)) {
      Result.RunSkipped = Why;
      return Result;
    }
    if (!Request.ReferenceFile.empty()) {
      llvm::Expected<RunOutcome> Reference =
          readReference(Request.ReferenceFile);
      if (!Reference) {
        Result.Error = llvm::toString(Reference.takeError());
        return Result;
      }
      Result.Original = std::move(*Reference);
    } else {
      Result.Original =
          runExecutable(Result.Nvidia->Original.Executable, Request);
    }
    Result.Port = runExecutable(Result.Nvidia->Port.Executable, Request);
    break;
  }
  case RunnerKind::Amd: {
    llvm::SmallString<256> Executable(Request.WorkDir);
    llvm::sys::path::append(Executable, "port-amd");
    ProcessRequest Link;
    Link.Args = {Request.Hipcc};
    for (const std::string &Arch : Request.Arches)
      Link.Args.push_back("--offload-arch=" + Arch);
    Link.Args.insert(Link.Args.end(), Request.CompileFlags.begin(),
                     Request.CompileFlags.end());
    Link.Args.insert(Link.Args.end(), {"-x", "hip", Result.HipSource, "-o",
                                       std::string(Executable)});
    Link.MergeStderr = true;
    Result.AmdExecutableBuild = runProcess(Link);
    if (!Result.AmdExecutableBuild->succeeded())
      return Result;
    std::string Why;
    if (!amdGpuPresent(Why)) {
      Result.RunSkipped = Why;
      return Result;
    }
    llvm::Expected<RunOutcome> Reference = readReference(Request.ReferenceFile);
    if (!Reference) {
      Result.Error = llvm::toString(Reference.takeError());
      return Result;
    }
    Result.Original = std::move(*Reference);
    Result.Port = runExecutable(Executable, Request);
    break;
  }
  case RunnerKind::Cpu:
    break;
  }
  if (Request.Runner != RunnerKind::Cpu) {
    if (!Request.RecordFile.empty() && Result.Original &&
        Result.Original->Ok && Request.ReferenceFile.empty())
      if (llvm::Error E = writeReference(Request, *Result.Original))
        Result.Error = llvm::toString(std::move(E));
    if (Result.compared())
      Result.OutputDivergence = compareOutputs(
          Result.Original->Stdout, Result.Port->Stdout, Request.Tolerances);
    return Result;
  }
  if (!Request.ReferenceFile.empty()) {
    llvm::Expected<RunOutcome> Reference = readReference(Request.ReferenceFile);
    if (!Reference) {
      Result.Error = llvm::toString(Reference.takeError());
      return Result;
    }
    Result.Original = std::move(*Reference);
  } else {
    Result.Original = runOnCpuRunner(Request.CudaSource, SourceDialect::Cuda, 32,
                                     "original", Request, Table);
  }
  Result.Port = runOnCpuRunner(Result.HipSource, SourceDialect::Hip,
                               Request.PortWarpSize, "port", Request, Table);
  if (!Request.RecordFile.empty() && Result.Original->Ok &&
      Request.ReferenceFile.empty())
    if (llvm::Error E = writeReference(Request, *Result.Original))
      Result.Error = llvm::toString(std::move(E));
  if (!Result.compared())
    return Result;

  // 4. Compare.
  Result.OutputDivergence = compareOutputs(
      Result.Original->Stdout, Result.Port->Stdout, Request.Tolerances);
  if (!Result.Original->TraceDir.empty() && !Result.Port->TraceDir.empty()) {
    llvm::Expected<TraceComparison> Traces =
        compareTraces(Result.Original->TraceDir, Result.Port->TraceDir,
                      Request.Tolerances);
    if (Traces)
      Result.Traces = std::move(*Traces);
    else
      Result.TraceError = llvm::toString(Traces.takeError());
  }
  return Result;
}

// --- Rendering ----------------------------------------------------------------

static std::string describeDivergence(const Divergence &D) {
  return "line " + std::to_string(D.Line) + ", token " +
         std::to_string(D.Token) + ": expected '" + D.Expected + "', got '" +
         D.Actual + "' (" + D.Why + ")";
}

static void printRun(llvm::raw_ostream &OS, llvm::StringRef Who,
                     const RunOutcome &R) {
  OS << "run " << Who << ": ";
  if (R.Ok)
    OS << "exit " << R.ExitCode;
  else
    OS << R.Stage << " failed";
  if (R.WarpSize)
    OS << " (warp size " << R.WarpSize << ")";
  OS << "\n";
  if (!R.Ok && !R.Detail.empty()) {
    OS << R.Detail;
    if (!llvm::StringRef(R.Detail).ends_with("\n"))
      OS << "\n";
    if (!R.Stderr.empty())
      OS << R.Stderr;
  }
}

void ValidationResult::print(llvm::raw_ostream &OS) const {
  OS << "port: " << PortStatus;
  if (PortStatus == "given")
    OS << " (" << HipSource << ")";
  OS << "\n";
  if (!PortError.empty())
    OS << PortError << "\n";
  if (!AmdSkipped && PortStatus != "failed") {
    OS << "build: " << (Amd.Compiled ? "ok" : "failed") << " (" << Amd.Command
       << ")\n";
    if (!Amd.Compiled)
      OS << Amd.CompilerOutput;
    if (!Amd.BundleError.empty())
      OS << "bundle: " << Amd.BundleError << "\n";
    for (const AmdTargetResult &T : Amd.Targets)
      OS << "target " << T.Arch << ": "
         << (T.Present ? "code object present" : "missing") << "\n";
  }
  if (Nvidia)
    for (const NvidiaCompileResult *Build : {&Nvidia->Original, &Nvidia->Port}) {
      OS << "nvidia build " << (Build == &Nvidia->Original ? "original" : "port")
         << ": " << (Build->Compiled ? "ok" : "failed") << " (" << Build->Command
         << ")\n";
      if (!Build->Compiled)
        OS << Build->CompilerOutput;
    }
  if (AmdExecutableBuild) {
    OS << "amd executable: "
       << (AmdExecutableBuild->succeeded() ? "ok" : "failed") << " ("
       << AmdExecutableBuild->Command << ")\n";
    if (!AmdExecutableBuild->succeeded())
      OS << AmdExecutableBuild->Stdout << AmdExecutableBuild->Error << "\n";
  }
  if (!RunSkipped.empty())
    OS << "run: skipped: " << RunSkipped << "\n";
  if (Original)
    printRun(OS, "original", *Original);
  if (Port)
    printRun(OS, "port", *Port);
  if (compared()) {
    if (Original->ExitCode != Port->ExitCode)
      OS << "compare: exit status differs: original " << Original->ExitCode
         << ", port " << Port->ExitCode << "\n";
    if (OutputDivergence)
      OS << "compare: stdout differs at " << describeDivergence(*OutputDivergence)
         << "\n";
    else
      OS << "compare: stdout agrees\n";
    if (!TraceError.empty())
      OS << "compare: launch traces unreadable: " << TraceError << "\n";
    if (Traces) {
      if (Traces->First)
        OS << "compare: launches differ: " << describe(*Traces->First) << "\n";
      else
        OS << "compare: launches agree (" << Traces->LaunchesCompared
           << " launches, " << Traces->BuffersCompared << " buffers, "
           << Traces->ElementsCompared << " elements)\n";
    }
  }
  if (!Error.empty())
    OS << "error: " << Error << "\n";
  OS << "result: " << (succeeded() ? "PASS" : "FAIL") << "\n";
}

static llvm::json::Object runJson(const RunOutcome &R) {
  llvm::json::Object O{{"ok", R.Ok},
                       {"stage", R.Stage},
                       {"exitCode", R.ExitCode},
                       {"warpSize", R.WarpSize}};
  if (!R.Detail.empty())
    O["detail"] = R.Detail;
  return O;
}

llvm::json::Object ValidationResult::toJson() const {
  llvm::json::Array Targets;
  for (const AmdTargetResult &T : Amd.Targets)
    Targets.push_back(
        llvm::json::Object{{"arch", T.Arch}, {"codeObject", T.Present}});
  llvm::json::Object O{{"cuda", CudaSource},
                       {"hip", HipSource},
                       {"port", PortStatus},
                       {"succeeded", succeeded()}};
  if (!AmdSkipped)
    O["build"] = llvm::json::Object{{"command", Amd.Command},
                                    {"compiled", Amd.Compiled},
                                    {"output", Amd.CompilerOutput}};
  O["targets"] = std::move(Targets);
  if (Nvidia) {
    auto BuildJson = [](const NvidiaCompileResult &B) {
      return llvm::json::Object{{"command", B.Command},
                                {"compiled", B.Compiled},
                                {"output", B.CompilerOutput}};
    };
    O["nvidiaBuild"] = llvm::json::Object{
        {"original", BuildJson(Nvidia->Original)},
        {"port", BuildJson(Nvidia->Port)}};
  }
  if (AmdExecutableBuild)
    O["amdExecutable"] =
        llvm::json::Object{{"command", AmdExecutableBuild->Command},
                           {"built", AmdExecutableBuild->succeeded()}};
  if (!RunSkipped.empty())
    O["runSkipped"] = RunSkipped;
  if (Original)
    O["original"] = runJson(*Original);
  if (Port)
    O["portRun"] = runJson(*Port);
  if (compared()) {
    llvm::json::Object Output{{"matches", !OutputDivergence}};
    if (OutputDivergence)
      Output["divergence"] = llvm::json::Object{
          {"line", OutputDivergence->Line},
          {"token", OutputDivergence->Token},
          {"expected", OutputDivergence->Expected},
          {"actual", OutputDivergence->Actual},
          {"why", OutputDivergence->Why}};
    O["stdout"] = std::move(Output);
    O["exitCodesMatch"] = Original->ExitCode == Port->ExitCode;
    if (Traces)
      O["launches"] = hipify::toJson(*Traces);
    if (!TraceError.empty())
      O["traceError"] = TraceError;
  }
  if (!Error.empty())
    O["error"] = Error;
  return O;
}

} // namespace hipify
