//===- ValidationReport.cpp - a validation result for people and tools ----===//
#include "Validate/ProgramValidation.h"

namespace hipify {

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

void ProgramValidationResult::print(llvm::raw_ostream &OS) const {
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

llvm::json::Object ProgramValidationResult::toJson() const {
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
