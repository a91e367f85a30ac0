//===- RunComparisons.cpp - whether an original and its port agree --------===//
//
// What a validation concludes from the runs it made: whether the original
// and the port agree (ProgramValidationResult's verdicts) and the
// comparisons that decide it, including the reruns with the blocks in
// reverse order and with cuRAND's numbers. ProgramValidation.cpp builds and
// runs the programs; this file only compares what they did.
//
//===----------------------------------------------------------------------===//
#include "Validate/RunComparisons.h"
#include "Core/RuleIds.h"
#include "Engine/CrashAdvice.h"
#include "Engine/StandardPasses.h"
#include "Support/CrashContainment.h"
#include "Support/FileWriter.h"
#include "Support/NormalPath.h"
#include "Translate/EditMerger.h"
#include "Translate/Translator.h"
#include "Validate/LineMap.h"
#include "Translate/ProgramFlags.h"
#include "Validate/ProgramRunners.h"
#include "Validate/RecordedReference.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "Mapping/SourceLanguage.h"
#include <set>

namespace hipify {

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
  if (!agreesUpToRandomNumbers())
    return false;
  for (const ProgramValidationResult &Other : AtOtherWarpSizes)
    if (!Other.runsAgree())
      return false;
  return true;
}

bool ProgramValidationResult::runsAgree() const {
  return compared() && Original->ExitCode == Port->ExitCode && Output &&
         !Output->First && OutputError.empty() && TraceError.empty() &&
         (!Traces || Traces->matches()) && !noKernelRan();
}

bool ProgramValidationResult::agreesUpToRandomNumbers() const {
  return runsAgree() || (!WithCudaRandomNumbers.empty() &&
                         WithCudaRandomNumbers.front().runsAgree());
}

// --- The stages -------------------------------------------------------------

void compareStdout(ProgramValidationResult &Result,
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
void compareRuns(ProgramValidationResult &Result,
                        const ProgramValidationRequest &Request,
                        const MappingTable &Table) {
  if (!Result.compared())
    return;
  compareStdout(Result, Request);
  if (Result.Original->TraceDir.empty() || Result.Port->TraceDir.empty())
    return;
  llvm::Expected<TraceComparison> Traces =
      compareTraces(Result.Original->TraceDir, Result.Port->TraceDir,
                    Request.Tolerances, "", &Table);
  if (Traces)
    Result.Traces = std::move(*Traces);
  else
    Result.TraceError = llvm::toString(Traces.takeError());
}

static bool launchesDiverged(const ProgramValidationResult &R) {
  return R.Traces && !R.Traces->matches();
}

/// Step 4 again where launches diverged on the CPU runner: a GPU may run
/// blocks in any order, so the original runs once more with its blocks in
/// reverse order, and the launches are compared again, knowing which
/// buffers the order changed (compareTraces). Programs whose launches agree
/// pay nothing.
void compareAcrossSchedules(ProgramValidationResult &Result,
                                   const CpuProgramBuild &OriginalBuild,
                                   const ProgramValidationRequest &Request,
                                   const MappingTable &Table) {
  if (!launchesDiverged(Result) &&
      llvm::none_of(Result.AtOtherWarpSizes, launchesDiverged))
    return;
  Result.OriginalReversed =
      runOnCpuRunner(OriginalBuild, Result.Original->WarpSize,
                     "original-reverse", Request, "reverse");
  const RunOutcome &Again = *Result.OriginalReversed;
  if (!Again.Ok || Again.ExitCode != Result.Original->ExitCode)
    return;
  std::vector<ProgramValidationResult *> Widths = {&Result};
  for (ProgramValidationResult &At : Result.AtOtherWarpSizes)
    Widths.push_back(&At);
  for (ProgramValidationResult *R : Widths) {
    if (!launchesDiverged(*R))
      continue;
    llvm::Expected<TraceComparison> Traces =
        compareTraces(R->Original->TraceDir, R->Port->TraceDir,
                      Request.Tolerances, Again.TraceDir, &Table);
    if (Traces)
      R->Traces = std::move(*Traces);
    else
      R->TraceError = llvm::toString(Traces.takeError());
  }
}

/// Where the port diverged after seeding generators the way rocRAND does
/// where cuRAND's way differs (the trace's random.txt, rand_engines.h):
/// the port runs again drawing cuRAND's numbers, and is compared again.
/// The original's first run is the reference, as always.
void compareWithCudaRandomNumbers(ProgramValidationResult &Result,
                                         const CpuProgramBuild &PortBuild,
                                         unsigned WarpSize,
                                         const ProgramValidationRequest &Request,
                                         const MappingTable &Table) {
  if (Result.runsAgree() || !Result.compared() ||
      Result.Port->TraceDir.empty())
    return;
  llvm::SmallString<256> Noted(Result.Port->TraceDir);
  llvm::sys::path::append(Noted, "random.txt");
  llvm::Expected<std::string> Text = readSourceFile(Noted);
  if (!Text) {
    llvm::consumeError(Text.takeError());
    return;
  }
  for (llvm::StringRef Line : llvm::split(*Text, '\n'))
    if (!Line.trim().empty())
      Result.RocmSeeding.push_back(Line.trim().str());
  if (Result.RocmSeeding.empty())
    return;
  ProgramValidationResult Again;
  Again.Original = Result.Original;
  Again.Port = runOnCpuRunner(PortBuild, WarpSize, "port-cuda-random", Request,
                              "forward", {{"HIPIFY_CPU_RANDOM_AS", "cuda"}});
  compareRuns(Again, Request, Table);
  Result.WithCudaRandomNumbers.push_back(std::move(Again));
}

} // namespace hipify
