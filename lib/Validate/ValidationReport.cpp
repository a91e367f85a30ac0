//===- ValidationReport.cpp - a validation result for people and tools ----===//
#include "Validate/ProgramValidation.h"
#include "llvm/Support/FormatVariadic.h"

namespace hipify {

std::string describeDivergence(const Divergence &D) {
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
  if (R.Seconds > 0)
    OS << llvm::formatv(", {0:f2} s", R.Seconds);
  OS << "\n";
  for (const std::string &Note : R.BuildNotes)
    OS << "run " << Who << ": note: " << Note << "\n";
  if (!R.Ok && !R.Detail.empty()) {
    OS << R.Detail;
    if (!llvm::StringRef(R.Detail).ends_with("\n"))
      OS << "\n";
    if (!R.Stderr.empty())
      OS << R.Stderr;
  }
}

/// "12 lines compared; 2 ignored: line 3 (time), line 9 (throughput)".
static std::string describeCoverage(const OutputComparison &Output) {
  std::string Text = std::to_string(Output.LinesCompared) +
                     (Output.LinesCompared == 1 ? " line" : " lines") +
                     " compared";
  if (Output.Ignored.empty())
    return Text;
  Text += "; " + std::to_string(Output.Ignored.size()) + " ignored: ";
  const size_t Shown = 4;
  for (size_t I = 0; I < Output.Ignored.size() && I < Shown; ++I)
    Text += (I ? ", line " : "line ") + std::to_string(Output.Ignored[I].Line) +
            " (" + Output.Ignored[I].Pattern + ")";
  if (Output.Ignored.size() > Shown)
    Text += " and " + std::to_string(Output.Ignored.size() - Shown) + " more";
  return Text;
}

/// "; schedule-dependent buffers: 1 compared as a multiset, 1 ignored",
/// when the launches were compared across two runs of the original, and
/// "; 4 launches matched in another order" when some were.
static std::string describeScheduleCoverage(const TraceComparison &Traces) {
  std::string Text;
  if (Traces.AcrossSchedules) {
    using Treatment = ScheduleDependentBuffer::Treatment;
    size_t Sorted = Traces.countTreated(Treatment::Multiset);
    Text += "; schedule-dependent buffers: " + std::to_string(Sorted) +
            (Sorted == 1 ? " compared as a multiset, "
                         : " compared as multisets, ") +
            std::to_string(Traces.countTreated(Treatment::Ignored)) +
            " ignored";
  }
  uint64_t Reordered = 0;
  for (const ReorderedLaunches &R : Traces.Reordered)
    Reordered += R.Launches;
  if (Reordered)
    Text += "; " + std::to_string(Reordered) +
            (Reordered == 1 ? " launch" : " launches") +
            " matched in another order";
  return Text;
}

/// One line per kernel parameter compared as a multiset or ignored, and
/// per kernel whose launches were matched in another order.
static void printScheduleDependence(llvm::raw_ostream &OS,
                                    const TraceComparison &Traces) {
  for (const ScheduleDependentBuffer &B : Traces.ScheduleDependent)
    OS << "compare: "
       << (B.How == ScheduleDependentBuffer::Treatment::Multiset
               ? "compared as a multiset: "
               : "ignored: ")
       << describe(B) << "\n";
  for (const ReorderedLaunches &R : Traces.Reordered)
    OS << "compare: launches reordered: " << describe(R) << "\n";
  if (!Traces.ScheduleNote.empty())
    OS << "compare: note: " << Traces.ScheduleNote << "\n";
}

void ProgramValidationResult::print(llvm::raw_ostream &OS) const {
  OS << "port: " << PortStatus;
  if (PortStatus == "given")
    OS << " (" << HipSource << ")";
  OS << "\n";
  if (!PortError.empty())
    OS << PortError << "\n";
  if (!OtherUnits.empty()) {
    OS << "unit: " << CudaSource << " -> " << HipSource << "\n";
    for (size_t I = 0; I < OtherUnits.size(); ++I)
      OS << "unit: " << OtherUnits[I] << " -> "
         << (I < OtherPorts.size() ? OtherPorts[I] : "") << "\n";
  }
  if (AmdSkipped && PortStatus != "failed")
    OS << "build: skipped (no AMD target: --offload-arch=none)\n";
  if (!AmdSkipped && PortStatus != "failed") {
    for (const AmdUnitBuild &Unit : Amd.Units) {
      OS << "build: " << (Unit.Compiled ? "ok" : "failed") << " ("
         << Unit.Command << ")\n";
      if (!Unit.Note.empty())
        OS << "build: note: " << Unit.Source << ": " << Unit.Note << "\n";
      if (!Unit.Compiled)
        OS << Unit.CompilerOutput;
    }
    if (!Amd.RelocatableWhy.empty())
      OS << "relocatable device code: " << Amd.RelocatableWhy << "\n";
    if (Amd.DeviceLink) {
      OS << "link: " << (Amd.DeviceLink->Compiled ? "ok" : "failed") << " ("
         << Amd.DeviceLink->Command << ")\n";
      if (!Amd.DeviceLink->Compiled)
        OS << Amd.DeviceLink->CompilerOutput;
    }
    if (!Amd.BundleError.empty())
      OS << "bundle: " << Amd.BundleError << "\n";
    for (const AmdTargetResult &T : Amd.Targets)
      OS << "target " << T.Arch << ": "
         << (Amd.NoDeviceCode ? "no device code (the original has no kernels)"
             : T.Present      ? "code object present"
                              : "missing")
         << "\n";
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
  if (OriginalReversed) {
    printRun(OS, "original, blocks in reverse order", *OriginalReversed);
    if (OriginalReversed->Ok &&
        OriginalReversed->ExitCode != Original->ExitCode)
      OS << "compare: the original's run with its blocks in reverse order "
            "exits with "
         << OriginalReversed->ExitCode << ", its first run with "
         << Original->ExitCode << ": not used\n";
  }
  printPortRun(OS);
  if (!RocmSeeding.empty()) {
    OS << "compare: random numbers: the port seeds generators as rocRAND "
          "does, which draws other numbers than cuRAND for the same seed (on "
          "GPUs too):";
    for (const std::string &What : RocmSeeding)
      OS << " " << What << ";";
    OS << " its run again drawing cuRAND's numbers:\n";
    for (const ProgramValidationResult &Again : WithCudaRandomNumbers)
      Again.printPortRun(OS);
  }
  for (const ProgramValidationResult &Other : AtOtherWarpSizes)
    Other.printPortRun(OS);
  if (!Error.empty())
    OS << "error: " << Error << "\n";
  OS << "result: " << (succeeded() ? "PASS" : "FAIL") << "\n";
}

void ProgramValidationResult::printPortRun(llvm::raw_ostream &OS) const {
  if (Port)
    printRun(OS, "port", *Port);
  if (compared()) {
    if (Original->ExitCode != Port->ExitCode)
      OS << "compare: exit status differs: original " << Original->ExitCode
         << ", port " << Port->ExitCode << "\n";
    if (!OutputError.empty())
      OS << "compare: stdout not compared: " << OutputError << "\n";
    else if (Output->First)
      OS << "compare: stdout differs at " << describeDivergence(*Output->First)
         << " (" << describeCoverage(*Output) << ")\n";
    else
      OS << "compare: stdout agrees (" << describeCoverage(*Output) << ")\n";
    if (!TraceError.empty())
      OS << "compare: launch traces unreadable: " << TraceError << "\n";
    if (noKernelRan())
      OS << "compare: no kernel ran on either side (the original exited with "
         << Original->ExitCode << "): nothing of the port was validated\n";
    else if (Traces) {
      if (Traces->First)
        OS << "compare: launches differ: " << describe(*Traces->First) << "\n";
      else
        OS << "compare: launches agree (" << Traces->LaunchesCompared
           << " launches, " << Traces->BuffersCompared << " buffers, "
           << Traces->ElementsCompared << " elements"
           << describeScheduleCoverage(*Traces)
           << (Traces->LaunchesWithoutBuffers
                   ? "; " + std::to_string(Traces->LaunchesWithoutBuffers) +
                         " launches past the trace budget compared without "
                         "their buffers"
                   : std::string())
           << ")\n";
      printScheduleDependence(OS, *Traces);
    }
  }
}

static llvm::json::Object runJson(const RunOutcome &R) {
  llvm::json::Object O{{"ok", R.Ok},
                       {"stage", R.Stage},
                       {"exitCode", R.ExitCode},
                       {"warpSize", R.WarpSize},
                       {"seconds", R.Seconds}};
  if (!R.BuildNotes.empty())
    O["buildNotes"] = llvm::json::Array(R.BuildNotes);
  if (!R.Detail.empty())
    O["detail"] = R.Detail;
  return O;
}

llvm::json::Object ProgramValidationResult::toJson() const {
  llvm::json::Array Targets;
  for (const AmdTargetResult &T : Amd.Targets)
    Targets.push_back(llvm::json::Object{{"arch", T.Arch},
                                         {"codeObject", T.Present},
                                         {"deviceCode", !Amd.NoDeviceCode}});
  llvm::json::Object O{{"cuda", CudaSource},
                       {"hip", HipSource},
                       {"port", PortStatus},
                       {"succeeded", succeeded()}};
  if (InternalError)
    O["internalError"] = true;
  if (!OtherUnits.empty()) {
    llvm::json::Array Units;
    for (size_t I = 0; I < OtherUnits.size(); ++I)
      Units.push_back(llvm::json::Object{
          {"cuda", OtherUnits[I]},
          {"hip", I < OtherPorts.size() ? OtherPorts[I] : ""}});
    O["otherUnits"] = std::move(Units);
  }
  if (!AmdSkipped) {
    // command and output: the first unit that failed, else the first.
    const AmdUnitBuild *Shown = Amd.firstFailure();
    if (!Shown && !Amd.Units.empty())
      Shown = &Amd.Units.front();
    llvm::json::Array Units;
    for (const AmdUnitBuild &Unit : Amd.Units)
      Units.push_back(llvm::json::Object{{"source", Unit.Source},
                                         {"command", Unit.Command},
                                         {"compiled", Unit.Compiled},
                                         {"deviceCode", Unit.HasDeviceCode},
                                         {"output", Unit.CompilerOutput}});
    llvm::json::Object Build{{"command", Shown ? Shown->Command : ""},
                             {"compiled", Amd.compiled()},
                             {"output", Shown ? Shown->CompilerOutput : ""},
                             {"units", std::move(Units)}};
    if (!Amd.RelocatableWhy.empty())
      Build["relocatableDeviceCode"] = Amd.RelocatableWhy;
    if (Amd.DeviceLink)
      Build["link"] = llvm::json::Object{
          {"command", Amd.DeviceLink->Command},
          {"linked", Amd.DeviceLink->Compiled},
          {"deviceCode", Amd.DeviceLink->HasDeviceCode},
          {"output", Amd.DeviceLink->CompilerOutput}};
    O["build"] = std::move(Build);
  }
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
  if (OriginalReversed)
    O["originalReversed"] = runJson(*OriginalReversed);
  addPortRunJson(O);
  if (!RocmSeeding.empty()) {
    llvm::json::Object Random{
        {"rocmSeeding", llvm::json::Array(RocmSeeding)}};
    for (const ProgramValidationResult &Again : WithCudaRandomNumbers) {
      llvm::json::Object Run;
      Again.addPortRunJson(Run);
      Run["agrees"] = Again.runsAgree();
      Random["withCudaRandomNumbers"] = std::move(Run);
    }
    O["randomNumbers"] = std::move(Random);
  }
  if (!AtOtherWarpSizes.empty()) {
    llvm::json::Array Others;
    for (const ProgramValidationResult &Other : AtOtherWarpSizes) {
      llvm::json::Object At;
      Other.addPortRunJson(At);
      Others.push_back(std::move(At));
    }
    O["otherWarpSizes"] = std::move(Others);
  }
  if (!Error.empty())
    O["error"] = Error;
  return O;
}

void ProgramValidationResult::addPortRunJson(llvm::json::Object &O) const {
  if (Port)
    O["portRun"] = runJson(*Port);
  if (compared()) {
    llvm::json::Object Stdout{
        {"matches", OutputError.empty() && Output && !Output->First}};
    if (!OutputError.empty())
      Stdout["error"] = OutputError;
    if (Output) {
      Stdout["linesCompared"] = Output->LinesCompared;
      llvm::json::Array Ignored;
      for (const IgnoredLine &Line : Output->Ignored)
        Ignored.push_back(
            llvm::json::Object{{"line", Line.Line}, {"pattern", Line.Pattern}});
      Stdout["ignored"] = std::move(Ignored);
    }
    if (Output && Output->First)
      Stdout["divergence"] = llvm::json::Object{
          {"line", Output->First->Line},
          {"token", Output->First->Token},
          {"expected", Output->First->Expected},
          {"actual", Output->First->Actual},
          {"why", Output->First->Why}};
    O["stdout"] = std::move(Stdout);
    O["exitCodesMatch"] = Original->ExitCode == Port->ExitCode;
    if (Traces)
      O["launches"] = hipify::toJson(*Traces);
    if (noKernelRan())
      O["noKernelRan"] = true;
    if (!TraceError.empty())
      O["traceError"] = TraceError;
  }
}

} // namespace hipify
