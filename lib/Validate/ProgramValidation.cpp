//===- ProgramValidation.cpp ----------------------------------------------===//
#include "Validate/ProgramValidation.h"
#include "Engine/StandardPasses.h"
#include "Support/FileWriter.h"
#include "Translate/Translator.h"
#include "Validate/LineMap.h"
#include "Validate/ProgramRunners.h"
#include "Validate/RecordedReference.h"
#include "llvm/Support/FileSystem.h"
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

bool ProgramValidationResult::succeeded() const {
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
  if (!runsAgree())
    return false;
  for (const ProgramValidationResult &Other : AtOtherWarpSizes)
    if (!Other.runsAgree())
      return false;
  return true;
}

bool ProgramValidationResult::runsAgree() const {
  return compared() && Original->ExitCode == Port->ExitCode && Output &&
         !Output->First && OutputError.empty() && TraceError.empty() &&
         (!Traces || Traces->matches());
}

// --- The stages -------------------------------------------------------------

static void compareStdout(ProgramValidationResult &Result,
                          const ProgramValidationRequest &Request) {
  llvm::Expected<OutputComparison> Output = compareProgramOutputs(
      {Result.Original->Stdout, Result.Original->Executable},
      {Result.Port->Stdout, Result.Port->Executable}, Request.Tolerances);
  if (Output)
    Result.Output = std::move(*Output);
  else
    Result.OutputError = llvm::toString(Output.takeError());
}

/// Step 4: compares what the original and the port printed and, launch by
/// launch, what their kernels wrote, when both ran.
static void compareRuns(ProgramValidationResult &Result,
                        const ProgramValidationRequest &Request) {
  if (!Result.compared())
    return;
  compareStdout(Result, Request);
  if (Result.Original->TraceDir.empty() || Result.Port->TraceDir.empty())
    return;
  llvm::Expected<TraceComparison> Traces = compareTraces(
      Result.Original->TraceDir, Result.Port->TraceDir, Request.Tolerances);
  if (Traces)
    Result.Traces = std::move(*Traces);
  else
    Result.TraceError = llvm::toString(Traces.takeError());
}

/// Whether the file at Path has as many lines as Text.
static bool sameLineCount(llvm::StringRef Text, llvm::StringRef Path) {
  llvm::Expected<std::string> Given = readSourceFile(Path);
  if (!Given) {
    llvm::consumeError(Given.takeError());
    return false;
  }
  return Text.count('\n') == llvm::StringRef(*Given).count('\n');
}

/// Writes the translation of each header under ProgramDir that Translated
/// entered to the same relative path under PortDir, beside the port, where
/// the port's #include "..." finds it first.
static llvm::Error writePortedHeaders(const TranslationResult &Translated,
                                      llvm::StringRef ProgramDir,
                                      llvm::StringRef PortDir) {
  for (const std::string &File : Translated.TranslatedFiles) {
    llvm::SmallString<256> Absolute(File);
    llvm::sys::fs::make_absolute(Absolute);
    llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
    llvm::StringRef Relative = Absolute.str();
    if (!Relative.consume_front(ProgramDir) ||
        llvm::sys::path::filename(Absolute) ==
            llvm::sys::path::filename(Translated.MainFile))
      continue;
    Relative = Relative.ltrim('/');
    llvm::Expected<std::string> Text = readSourceFile(Absolute);
    if (!Text)
      return Text.takeError();
    llvm::Expected<std::string> Ported =
        Translated.translatedTextOf(Absolute, *Text);
    if (!Ported)
      return Ported.takeError();
    llvm::SmallString<256> Out(PortDir);
    llvm::sys::path::append(Out, Relative);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Out));
    if (llvm::Error E = writeFileAtomically(Out, *Ported))
      return E;
  }
  return llvm::Error::success();
}

ProgramValidationResult validateProgram(const ProgramValidationRequest &Given,
                                        const MappingTable &Table) {
  ProgramValidationRequest Request = Given;
  ProgramValidationResult Result;
  Result.CudaSource = Request.CudaSource;
  Result.HipSource = Request.HipSource;
  Result.PortStatus = "given";
  std::optional<LineMap> PortLines;

  // 1. The port: given, or made here. Either way the translation gives the
  // line map that ties compiler errors to CUDA lines; a given port shares it
  // when it has the translation's lines (unchanged, or edited within lines).
  // Made here, it is the program's port: the headers of the program's
  // directory that the source includes are translated with it.
  llvm::SmallString<256> ProgramDir(Request.CudaSource);
  llvm::sys::fs::make_absolute(ProgramDir);
  llvm::sys::path::remove_dots(ProgramDir, /*remove_dot_dot=*/true);
  llvm::sys::path::remove_filename(ProgramDir);
  llvm::SmallString<256> PortDir(Request.WorkDir);
  llvm::sys::path::append(PortDir, "port");
  // The program's files the translation did not enter are where they are:
  // every build looks there (clang's last; nvcc has no -idirafter).
  std::vector<std::string> NvccFlags = Request.CompileFlags;
  NvccFlags.push_back("-I" + std::string(ProgramDir));
  llvm::append_range(Request.CompileFlags,
                     std::vector<std::string>{"-idirafter",
                                              std::string(ProgramDir)});
  {
    TranslateOptions Options = Request.Translate;
    if (Result.HipSource.empty())
      Options.TranslatedRoots = {std::string(ProgramDir)};
    Translator Port(Table, Options, Request.Parse, standardPasses(Options));
    llvm::Expected<TranslationResult> Translated =
        Port.translate(Request.CudaSource, nullptr);
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
        llvm::sys::fs::create_directories(PortDir);
        llvm::SmallString<256> Port(PortDir);
        llvm::sys::path::append(
            Port, llvm::sys::path::stem(Request.CudaSource) + ".hip");
        if (llvm::Error E = writeFileAtomically(Port, *Text)) {
          Result.Error = llvm::toString(std::move(E));
          return Result;
        }
        if (llvm::Error E = writePortedHeaders(*Translated, ProgramDir, PortDir)) {
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
    Build.ExtraFlags = NvccFlags;
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
      compareStdout(Result, Request);
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
  std::vector<unsigned> Widths = Request.PortWarpSizes;
  if (Widths.empty())
    Widths = {64};
  Result.Port = runOnCpuRunner(Result.HipSource, SourceDialect::Hip, Widths[0],
                               "port", Request, Table);
  if (!Request.RecordFile.empty() && Result.Original->Ok &&
      Request.ReferenceFile.empty())
    if (llvm::Error E = writeReference(Request, *Result.Original))
      Result.Error = llvm::toString(std::move(E));
  compareRuns(Result, Request);
  for (size_t I = 1; I < Widths.size() && Result.Original->Ok; ++I) {
    ProgramValidationResult At;
    At.Original = Result.Original;
    At.Port = runOnCpuRunner(Result.HipSource, SourceDialect::Hip, Widths[I],
                             "port-" + std::to_string(Widths[I]), Request,
                             Table);
    compareRuns(At, Request);
    Result.AtOtherWarpSizes.push_back(std::move(At));
  }
  return Result;
}

} // namespace hipify
