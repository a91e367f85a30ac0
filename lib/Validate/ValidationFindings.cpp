//===- ValidationFindings.cpp ---------------------------------------------===//
#include "Validate/ValidationFindings.h"
#include "Core/RuleIds.h"
#include "llvm/ADT/StringExtras.h"
#include <regex>

namespace hipify {

namespace {

/// Where a finding about the whole program goes: its first line.
SourceSpan programSpan(llvm::StringRef File) {
  SourceSpan Span;
  Span.File = File.str();
  Span.Line = Span.Column = 1;
  return Span;
}

SourceSpan lineSpan(llvm::StringRef File, unsigned Line) {
  SourceSpan Span = programSpan(File);
  Span.Line = std::max(1u, Line);
  return Span;
}

/// The original's line that hipcc's first error names: the compiler
/// output of a port says "(from file.cu:N)" where the line map knows it.
unsigned firstErrorLine(llvm::StringRef CompilerOutput) {
  static const std::regex From(R"(error: .*\(from [^():]+:([0-9]+)\))");
  std::smatch Match;
  std::string Text = CompilerOutput.str();
  if (std::regex_search(Text, Match, From))
    return std::stoul(Match[1].str());
  return 1;
}

std::string firstLine(llvm::StringRef Text) {
  for (llvm::StringRef Line : llvm::split(Text, '\n'))
    if (!Line.trim().empty())
      return Line.trim().str();
  return "";
}

/// The line that defines Kernel in CudaText: its name (without template
/// arguments) followed by '(' on a line with __global__, or on the line
/// after one; 0 when there is none.
unsigned kernelLine(llvm::StringRef CudaText, llvm::StringRef Kernel) {
  llvm::StringRef Name = Kernel.split('<').first.trim();
  Name = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  if (Name.empty())
    return 0;
  llvm::SmallVector<llvm::StringRef> Lines;
  CudaText.split(Lines, '\n');
  bool AfterGlobal = false;
  for (size_t I = 0; I < Lines.size(); ++I) {
    bool Global = Lines[I].contains("__global__");
    size_t At = Lines[I].find(Name);
    if ((Global || AfterGlobal) && At != llvm::StringRef::npos &&
        Lines[I].substr(At + Name.size()).ltrim().starts_with("("))
      return I + 1;
    AfterGlobal = Global && !Lines[I].contains("{");
  }
  return 0;
}

/// The original's units, main() first.
std::vector<std::string> cudaUnits(const ProgramValidationResult &R) {
  std::vector<std::string> Units = {R.CudaSource};
  llvm::append_range(Units, R.OtherUnits);
  return Units;
}

/// Where Kernel is defined among the original's units; the program's first
/// line when it is in none.
SourceSpan kernelSpan(
    const ProgramValidationResult &R, llvm::StringRef Kernel,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> TextOf) {
  for (const std::string &Unit : cudaUnits(R))
    if (unsigned Line = kernelLine(TextOf(Unit), Kernel))
      return lineSpan(Unit, Line);
  return programSpan(R.CudaSource);
}

Finding finding(llvm::StringRef Rule, std::string Message, SourceSpan Span) {
  Finding F;
  F.RuleId = Rule.str();
  F.Level = Severity::Error;
  F.Message = std::move(Message);
  F.Span = std::move(Span);
  return F;
}

/// The run and divergence findings of one run of the port (and the
/// original's); with several warp sizes, each message names its own.
/// R is the program's result or one of its AtOtherWarpSizes; Program the
/// program's, which names the units.
void appendRunFindings(
    std::vector<Finding> &Out, const ProgramValidationResult &R,
    const ProgramValidationResult &Program,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> TextOf,
    bool NameWidth) {
  const std::string &File = Program.CudaSource;
  std::string At = NameWidth && R.Port
                       ? " (port at warp size " +
                             std::to_string(R.Port->WarpSize) + ")"
                       : "";
  for (const auto &[Who, Run] :
       {std::pair<const char *, const std::optional<RunOutcome> *>{
            "original", &R.Original},
        {"port", &R.Port}})
    if (*Run && !(*Run)->Ok)
      Out.push_back(finding(rules::ValidateRun,
                            std::string("the ") + Who + " did not run: " +
                                (*Run)->Stage + " failed: " +
                                firstLine((*Run)->Detail) + At,
                            programSpan(File)));
  if (!R.compared())
    return;
  if (R.Original->ExitCode != R.Port->ExitCode)
    Out.push_back(finding(
        rules::ValidateDivergence,
        "the port exits with " + std::to_string(R.Port->ExitCode) +
            ", the original with " + std::to_string(R.Original->ExitCode) +
            At,
        programSpan(File)));
  if (R.Output && R.Output->First)
    Out.push_back(finding(rules::ValidateDivergence,
                          "standard output differs at " +
                              describeDivergence(*R.Output->First) + At,
                          programSpan(File)));
  if (R.noKernelRan())
    Out.push_back(finding(rules::ValidateRun,
                          "no kernel ran on either side (the original exited "
                          "with " + std::to_string(R.Original->ExitCode) +
                              "): nothing of the port was validated" + At,
                          programSpan(File)));
  if (R.Traces && R.Traces->First)
    Out.push_back(finding(
        rules::ValidateDivergence,
        "launches differ: " + describe(*R.Traces->First) + At,
        kernelSpan(Program, R.Traces->First->Kernel, TextOf)));
}

/// A note for each kernel parameter whose buffers were compared as
/// multisets or not compared, and for each kernel whose launches were
/// matched in another order (passing programs too), at the kernel.
void appendScheduleNotes(
    std::vector<Finding> &Out, const ProgramValidationResult &R,
    const ProgramValidationResult &Program,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> TextOf,
    bool NameWidth) {
  if (!R.compared() || !R.Traces)
    return;
  std::string At = NameWidth ? " (port at warp size " +
                                   std::to_string(R.Port->WarpSize) + ")"
                             : "";
  for (const ScheduleDependentBuffer &B : R.Traces->ScheduleDependent) {
    Finding F = finding(rules::ValidateScheduleDependent,
                        (B.How == ScheduleDependentBuffer::Treatment::Multiset
                             ? "compared as a multiset: "
                             : "not compared: ") +
                            describe(B) + At,
                        kernelSpan(Program, B.Kernel, TextOf));
    F.Level = Severity::Note;
    Out.push_back(std::move(F));
  }
  for (const ReorderedLaunches &Reordered : R.Traces->Reordered) {
    Finding F = finding(rules::ValidateScheduleDependent,
                        "launches reordered: " + describe(Reordered) + At,
                        kernelSpan(Program, Reordered.Kernel, TextOf));
    F.Level = Severity::Note;
    Out.push_back(std::move(F));
  }
}

/// The findings of what went wrong: the port, its build, its runs and
/// their comparison.
void appendFailures(
    std::vector<Finding> &Out, const ProgramValidationResult &Result,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> TextOf) {
  const std::string &File = Result.CudaSource;
  if (Result.PortStatus == "failed")
    Out.push_back(finding(rules::ValidateBuild,
                          "the program could not be ported: " +
                              firstLine(Result.PortError),
                          programSpan(File)));
  const AmdUnitBuild *Failed =
      Result.AmdSkipped || Result.PortStatus == "failed"
          ? nullptr
          : Result.Amd.firstFailure();
  if (Failed && Result.Amd.DeviceLink && Failed == &*Result.Amd.DeviceLink) {
    // The link of every unit: no line of one unit.
    Out.push_back(finding(rules::ValidateBuild,
                          "the port's units do not link with hipcc: " +
                              firstLine(Failed->CompilerOutput),
                          programSpan(File)));
  } else if (Failed) {
    // At the line of the unit that failed.
    size_t Index = Failed - Result.Amd.Units.data();
    std::vector<std::string> Units = cudaUnits(Result);
    Out.push_back(finding(
        rules::ValidateBuild,
        "the port does not build with hipcc: " +
            firstLine(Failed->CompilerOutput),
        lineSpan(Index < Units.size() ? Units[Index] : File,
                 firstErrorLine(Failed->CompilerOutput))));
  }
  else if (!Result.AmdSkipped && !Result.Amd.BundleError.empty())
    Out.push_back(finding(rules::ValidateBuild,
                          "the port's fat binary is unreadable: " +
                              Result.Amd.BundleError,
                          programSpan(File)));
  else if (!Result.AmdSkipped)
    for (const AmdTargetResult &Target : Result.Amd.Targets)
      if (!Target.Present)
        Out.push_back(finding(rules::ValidateBuild,
                              "the port's fat binary has no code object for " +
                                  Target.Arch,
                              programSpan(File)));
  bool SeveralWidths = !Result.AtOtherWarpSizes.empty();
  appendRunFindings(Out, Result, Result, TextOf, SeveralWidths);
  for (const ProgramValidationResult &Other : Result.AtOtherWarpSizes)
    appendRunFindings(Out, Other, Result, TextOf, SeveralWidths);
}

} // namespace

std::vector<Finding> validationFindings(
    const ProgramValidationResult &Result,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> TextOf) {
  std::vector<Finding> Out;
  if (!Result.succeeded())
    appendFailures(Out, Result, TextOf);
  bool SeveralWidths = !Result.AtOtherWarpSizes.empty();
  appendScheduleNotes(Out, Result, Result, TextOf, SeveralWidths);
  for (const ProgramValidationResult &Other : Result.AtOtherWarpSizes)
    appendScheduleNotes(Out, Other, Result, TextOf, SeveralWidths);
  return Out;
}

} // namespace hipify
