//===- ProgramValidation.cpp ----------------------------------------------===//
#include "Validate/ProgramValidation.h"
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
#include "Validate/RunComparisons.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "Mapping/SourceLanguage.h"
#include <set>

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

/// Whether the file at Path has as many lines as Text.
static bool sameLineCount(llvm::StringRef Text, llvm::StringRef Path) {
  llvm::Expected<std::string> Given = readSourceFile(Path);
  if (!Given) {
    llvm::consumeError(Given.takeError());
    return false;
  }
  return Text.count('\n') == llvm::StringRef(*Given).count('\n');
}

/// File's path under Dir ("sub/k.cu"), or its name when it lies elsewhere.
static std::string relativeTo(llvm::StringRef File, llvm::StringRef Dir) {
  llvm::StringRef Relative = File;
  if (Relative.consume_front(Dir) && Relative.starts_with("/"))
    return Relative.ltrim('/').str();
  return llvm::sys::path::filename(File).str();
}

namespace {

/// A translation unit of the program and the port it is built from.
struct PortedUnit {
  std::string Cuda, Hip;
  /// Ties compiler errors in Hip to Cuda's lines, where Hip keeps the
  /// translation's lines.
  std::optional<LineMap> Lines;
};

/// Step 1: the port of every unit of the program, given or made here.
/// Made here, it is the program's port: each unit that holds CUDA is
/// translated, with the headers of the program's directory it includes,
/// into PortDir under the same relative paths (units renamed .hip); units
/// without CUDA are built as they are.
class ProgramPorter {
public:
  ProgramPorter(const ProgramValidationRequest &Request,
                const MappingTable &Table, llvm::StringRef ProgramDir,
                llvm::StringRef PortDir, ProgramValidationResult &Result)
      : Request(Request), Table(Table), ProgramDir(ProgramDir),
        PortDir(PortDir), Result(Result) {}

  /// False when the program could not be ported (Result says why).
  bool port(std::vector<PortedUnit> &Units) {
    bool Made = Request.HipSource.empty();
    Result.PortStatus = Made ? "ok" : "given";
    for (size_t I = 0; I <= Request.OtherUnits.size(); ++I) {
      PortedUnit Unit;
      Unit.Cuda = I == 0 ? Request.CudaSource : Request.OtherUnits[I - 1];
      if (!Made)
        Unit.Hip = I == 0 ? Request.HipSource
                   : I - 1 < Request.OtherPorts.size()
                       ? Request.OtherPorts[I - 1]
                       : Unit.Cuda;
      if (!portUnit(Unit, Made))
        return false;
      Units.push_back(std::move(Unit));
    }
    return !Made || writePortedHeaders();
  }

private:
  /// Names the unit in messages when the program has several.
  std::string unitPrefix(llvm::StringRef Cuda) const {
    return Request.OtherUnits.empty() ? "" : Cuda.str() + ": ";
  }

  bool portUnit(PortedUnit &Unit, bool Made) {
    llvm::Expected<std::string> Source = readSourceFile(Unit.Cuda);
    if (!Source) {
      Result.PortStatus = "failed";
      Result.PortError = llvm::toString(Source.takeError());
      return false;
    }
    // A unit without CUDA is the port's as it is, built from the port's
    // tree like the others: in place, its "header.h" would find the
    // program's own copy of a header the port holds too (both #pragma once,
    // two files: its definitions twice).
    if (Made && !hasCudaExtension(Unit.Cuda) && !mentionsCuda(*Source))
      return copyIntoPort(Unit, *Source);
    TranslateOptions Options = Request.Translate;
    if (Made)
      Options.TranslatedRoots = {ProgramDir.str()};
    // The program's include directories and macros, as its build has them.
    ParseSettings Parse = Request.Parse;
    llvm::append_range(Parse.ExtraArgs, preprocessorFlags(Request.CompileFlags));
    // The program's directory, which every build searches last: for quoted
    // includes as a directory of the user's (-iquote), since the headers of
    // an -idirafter directory are system headers, which are not translated
    // ("cuda/b.cuh" included from cuda/a.cuh); and for angled ones last,
    // unless the flags name it already (the same directory given as -I and
    // as -idirafter is a system directory).
    Parse.ExtraArgs.insert(Parse.ExtraArgs.end(), {"-iquote", ProgramDir.str()});
    if (!searchesDirectory(Request.CompileFlags, ProgramDir))
      Parse.ExtraArgs.insert(Parse.ExtraArgs.end(),
                             {"-idirafter", ProgramDir.str()});
    Translator Port(Table, Options, Parse, standardPasses(Options));
    llvm::Expected<TranslationResult> Translated =
        Port.translate(Unit.Cuda, nullptr);
    llvm::Expected<std::string> Text =
        Translated ? Translated->translatedText()
                   : llvm::Expected<std::string>(Translated.takeError());
    if (!Text) {
      if (!Made) {
        llvm::consumeError(Text.takeError());
        return true;
      }
      Result.PortStatus = "failed";
      std::string Why;
      llvm::handleAllErrors(
          Text.takeError(),
          [&](const InternalCrashError &Crash) {
            // The crash cost this program; the others are validated.
            Result.InternalError = true;
            Why = describeInternalCrash("porting '" + Unit.Cuda + "'",
                                        Crash.Crash);
          },
          [&](const llvm::ErrorInfoBase &Other) { Why = Other.message(); });
      Result.PortError = unitPrefix(Unit.Cuda) + Why;
      return false;
    }
    llvm::Expected<LineMap> Map = LineMap::fromFindings(
        Translated->OriginalText, Translated->MainFile, Translated->Findings);
    if (!Map)
      llvm::consumeError(Map.takeError());
    else if (Made || sameLineCount(*Text, Unit.Hip))
      Unit.Lines = std::move(*Map);
    if (!Made)
      return true;

    std::string Relative = relativeTo(normalPath(Unit.Cuda), ProgramDir);
    llvm::SmallString<256> Out(PortDir);
    llvm::sys::path::append(Out, Relative);
    llvm::sys::path::replace_extension(Out, ".hip");
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Out));
    if (llvm::Error E = writeFileAtomically(Out, *Text))
      return failWrite(std::move(E));
    Unit.Hip = std::string(Out);
    std::string Main = normalPath(Translated->MainFile);
    for (const std::string &File : Translated->TranslatedFiles)
      if (normalPath(File) != Main)
        Headers.insert(normalPath(File));
    Translations.push_back({Unit.Cuda, Translated->Findings});
    if (Translated->HadParseErrors)
      Result.PortStatus = "partial";
    return true;
  }

  /// Writes Text (the unit's own) to the unit's place in the port's tree.
  bool copyIntoPort(PortedUnit &Unit, llvm::StringRef Text) {
    std::string Relative = relativeTo(normalPath(Unit.Cuda), ProgramDir);
    llvm::SmallString<256> Out(PortDir);
    llvm::sys::path::append(Out, Relative);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Out));
    if (llvm::Error E = writeFileAtomically(Out, Text))
      return failWrite(std::move(E));
    Unit.Hip = std::string(Out);
    return true;
  }

  bool failWrite(llvm::Error E) {
    Result.Error = llvm::toString(std::move(E));
    return false;
  }

  /// Writes the translation of each header under ProgramDir that a unit
  /// entered to the same relative path under PortDir, beside the ports,
  /// where their #include "..." finds it first. The units' edits of a header
  /// are merged (mergeTranslations): identical edits once; where two units
  /// disagree, the first unit's is kept and the port says so.
  bool writePortedHeaders() {
    llvm::sort(Translations, [](const UnitFindings &A, const UnitFindings &B) {
      return A.Unit < B.Unit;
    });
    MergedTranslation Merged = mergeTranslations(std::move(Translations));
    for (const Finding &F : Merged.Findings)
      if (F.RuleId == rules::EditConflict)
        Result.PortError += (Result.PortError.empty() ? "" : "\n") +
                            F.Span.File + ":" + std::to_string(F.Span.Line) +
                            ": warning: " + F.Message;
    for (const std::string &Header : Headers) {
      llvm::StringRef Relative = Header;
      if (!Relative.consume_front(ProgramDir) || !Relative.starts_with("/"))
        continue;
      Relative = Relative.ltrim('/');
      llvm::Expected<std::string> Text = readSourceFile(Header);
      if (!Text)
        return failWrite(Text.takeError());
      llvm::Expected<std::string> Ported =
          applyMergedEdits(Merged, Header, *Text);
      if (!Ported)
        return failWrite(Ported.takeError());
      llvm::SmallString<256> Out(PortDir);
      llvm::sys::path::append(Out, Relative);
      llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Out));
      if (llvm::Error E = writeFileAtomically(Out, *Ported))
        return failWrite(std::move(E));
    }
    return true;
  }

  const ProgramValidationRequest &Request;
  const MappingTable &Table;
  llvm::StringRef ProgramDir, PortDir;
  ProgramValidationResult &Result;
  /// The headers the made units entered, and each unit's Findings.
  std::set<std::string> Headers;
  std::vector<UnitFindings> Translations;
};

} // namespace

/// The directory of a given port that stands for ProgramDir: as many levels
/// above the main unit's port as the main unit lies below ProgramDir.
static std::string givenPortDir(llvm::StringRef CudaSource,
                                llvm::StringRef HipSource,
                                llvm::StringRef ProgramDir) {
  std::string Relative = relativeTo(normalPath(CudaSource), ProgramDir);
  std::string Dir = normalPath(HipSource);
  for (size_t Levels = llvm::count(Relative, '/') + 1; Levels > 0; --Levels)
    Dir = llvm::sys::path::parent_path(Dir).str();
  return Dir;
}

/// Whether the program defines a kernel: in a unit, or in a header of its
/// directory (a program that only calls libraries has no device code).
static bool definesKernels(const std::vector<std::string> &Units,
                           llvm::StringRef ProgramDir) {
  auto Mentions = [](llvm::StringRef Path) {
    llvm::Expected<std::string> Text = readSourceFile(Path);
    if (!Text) {
      llvm::consumeError(Text.takeError());
      return false;
    }
    return llvm::StringRef(*Text).contains("__global__");
  };
  if (llvm::any_of(Units, Mentions))
    return true;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(ProgramDir, EC), End;
       It != End && !EC; It.increment(EC))
    if (hasHeaderExtension(It->path()) && Mentions(It->path()))
      return true;
  return false;
}

template <typename Member>
static std::vector<std::string> unitPaths(const std::vector<PortedUnit> &Units,
                                          Member PortedUnit::*Which) {
  std::vector<std::string> Paths;
  for (const PortedUnit &Unit : Units)
    Paths.push_back(Unit.*Which);
  return Paths;
}

ProgramValidationResult validateProgram(const ProgramValidationRequest &Given,
                                        const MappingTable &Table) {
  ProgramValidationRequest Request = Given;
  ProgramValidationResult Result;
  Result.CudaSource = Request.CudaSource;
  Result.HipSource = Request.HipSource;
  Result.OtherUnits = Request.OtherUnits;

  std::string ProgramDir =
      Request.ProgramDir.empty()
          ? std::string(llvm::sys::path::parent_path(
                normalPath(Request.CudaSource)))
          : normalPath(Request.ProgramDir);
  llvm::SmallString<256> MadePortDir(Request.WorkDir);
  llvm::sys::path::append(MadePortDir, "port");

  // 1. The port.
  std::vector<PortedUnit> Units;
  if (!ProgramPorter(Request, Table, ProgramDir, MadePortDir, Result)
           .port(Units))
    return Result;
  Result.HipSource = Units.front().Hip;
  for (size_t I = 1; I < Units.size(); ++I)
    Result.OtherPorts.push_back(Units[I].Hip);
  std::vector<std::string> CudaUnits = unitPaths(Units, &PortedUnit::Cuda);
  std::vector<std::string> HipUnits = unitPaths(Units, &PortedUnit::Hip);
  std::string PortDir =
      Request.HipSource.empty()
          ? std::string(MadePortDir)
          : givenPortDir(Request.CudaSource, Request.HipSource, ProgramDir);

  // The program's flags, for each side: the port's include directories in
  // the program's directory are the port's. The program's files the
  // translation did not enter are where they are: every build looks there
  // (clang's last; nvcc has no -idirafter).
  std::vector<std::string> OriginalFlags = Request.CompileFlags;
  std::vector<std::string> PortFlags =
      movedIncludeDirs(Request.CompileFlags, ProgramDir, PortDir);
  std::vector<std::string> NvccOriginalFlags = OriginalFlags,
                           NvccPortFlags = PortFlags;
  NvccOriginalFlags.push_back("-I" + ProgramDir);
  NvccPortFlags.insert(NvccPortFlags.end(), {"-I" + PortDir, "-I" + ProgramDir});
  // The port's own directory before the program's: a header that includes
  // "sub/other.h" from sub/ finds the port of it.
  if (PortDir != ProgramDir)
    PortFlags.insert(PortFlags.end(), {"-idirafter", PortDir});
  for (std::vector<std::string> *Flags : {&OriginalFlags, &PortFlags})
    Flags->insert(Flags->end(), {"-idirafter", ProgramDir});

  // 2. The AMD build.
  if (Request.Arches.empty()) {
    Result.AmdSkipped = true;
  } else {
    AmdBuildRequest Build;
    Build.HipSources = HipUnits;
    Build.Arches = Request.Arches;
    Build.Hipcc = Request.Hipcc;
    Build.ExtraFlags = PortFlags;
    Build.ObjectDir = Request.WorkDir;
    Build.ExpectDeviceCode = definesKernels(CudaUnits, ProgramDir);
    Build.CStandard = Request.CStandard;
    Result.Amd = buildForAmd(Build);
    for (size_t I = 0; I < Units.size(); ++I) {
      AmdUnitBuild &Built = Result.Amd.Units[I];
      if (Units[I].Lines && !Built.Compiled)
        Built.CompilerOutput =
            rewriteCompilerOutput(Built.CompilerOutput, Units[I].Hip,
                                  Units[I].Cuda, *Units[I].Lines);
    }
  }

  // 3. Run both, or read what they did elsewhere.
  if (!Request.PortReferenceFile.empty()) {
    for (auto [Side, File] :
         {std::pair{&Result.Original, &Request.ReferenceFile},
          std::pair{&Result.Port, &Request.PortReferenceFile}}) {
      llvm::Expected<RunOutcome> Recorded = readReference(*File);
      if (!Recorded) {
        Result.Error = llvm::toString(Recorded.takeError());
        return Result;
      }
      *Side = std::move(*Recorded);
    }
    compareRuns(Result, Request, Table);
    return Result;
  }
  switch (Request.Runner) {
  case RunnerKind::None:
    return Result;
  case RunnerKind::Nvidia: {
    NvidiaBuildRequest Build;
    Build.CudaSources = CudaUnits;
    Build.HipSources = HipUnits;
    llvm::SmallString<256> Dir(Request.WorkDir);
    llvm::sys::path::append(Dir, "nvidia");
    Build.OutputDir = std::string(Dir);
    Build.Nvcc = Request.Nvcc;
    Build.Arch = Request.NvidiaArch;
    Build.OriginalFlags = NvccOriginalFlags;
    Build.PortFlags = NvccPortFlags;
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
    if (Result.Amd.DeviceLink && Result.Amd.DeviceLink->Compiled) {
      // Relocatable device code: the build linked the executable already.
      Executable = Result.Amd.DeviceLink->Object;
    } else {
      ProcessRequest Link;
      Link.Args = {Request.Hipcc};
      for (const std::string &Arch : Request.Arches)
        Link.Args.push_back("--offload-arch=" + Arch);
      llvm::append_range(Link.Args, amdProgramFlags(PortFlags, false));
      Link.Args.insert(Link.Args.end(), {"-x", "hip"});
      llvm::append_range(Link.Args, HipUnits);
      Link.Args.insert(Link.Args.end(), {"-o", std::string(Executable)});
      Link.MergeStderr = true;
      Result.AmdExecutableBuild = runProcess(Link);
      if (!Result.AmdExecutableBuild->succeeded())
        return Result;
    }
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
  std::optional<CpuProgramBuild> OriginalBuild; // Not with a reference.
  if (!Request.ReferenceFile.empty()) {
    llvm::Expected<RunOutcome> Reference = readReference(Request.ReferenceFile);
    if (!Reference) {
      Result.Error = llvm::toString(Reference.takeError());
      return Result;
    }
    Result.Original = std::move(*Reference);
  } else {
    OriginalBuild = buildOnCpuRunner(CudaUnits, ProgramDir, SourceDialect::Cuda,
                                     OriginalFlags, "original", Request, Table);
    Result.Original = runOnCpuRunner(*OriginalBuild, 32, "original", Request);
  }
  std::vector<unsigned> Widths = Request.PortWarpSizes;
  if (Widths.empty())
    Widths = {64};
  // Built once, run at each width.
  CpuProgramBuild PortBuild =
      buildOnCpuRunner(HipUnits, PortDir, SourceDialect::Hip, PortFlags,
                       "port", Request, Table);
  Result.Port = runOnCpuRunner(PortBuild, Widths[0], "port", Request);
  if (!Request.RecordFile.empty() && Result.Original->Ok &&
      Request.ReferenceFile.empty())
    if (llvm::Error E = writeReference(Request, *Result.Original))
      Result.Error = llvm::toString(std::move(E));
  compareRuns(Result, Request, Table);
  for (size_t I = 1; I < Widths.size() && Result.Original->Ok; ++I) {
    ProgramValidationResult At;
    At.Original = Result.Original;
    At.Port = runOnCpuRunner(PortBuild, Widths[I],
                             "port-" + std::to_string(Widths[I]), Request);
    compareRuns(At, Request, Table);
    Result.AtOtherWarpSizes.push_back(std::move(At));
  }
  if (OriginalBuild)
    compareAcrossSchedules(Result, *OriginalBuild, Request, Table);
  compareWithCudaRandomNumbers(Result, PortBuild, Widths[0], Request, Table);
  return Result;
}

} // namespace hipify
