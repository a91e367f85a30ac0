//===- CpuProgram.cpp -----------------------------------------------------===//
#include "CpuRunner/CpuProgram.h"
#include "CpuRunner/InlinePtxLowering.h"
#include "Mapping/SourceLanguage.h"
#include "CpuRunner/CollectiveInlining.h"
#include "CpuRunner/CpuLowering.h"
#include "CpuRunner/RunnerSource.h"
#include "Support/FileWriter.h"
#include "Support/NormalPath.h"
#include "Core/RuleIds.h"
#include "Translate/EditMerger.h"
#include "Translate/ProgramFlags.h"
#include "Translate/Translator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <optional>
#include <set>

namespace hipify {

SourceDialect guessDialect(llvm::StringRef Path, llvm::StringRef Text) {
  llvm::StringRef Extension = llvm::sys::path::extension(Path);
  if (Extension == ".hip" || Path.ends_with(".hip.cpp") ||
      Path.ends_with(".hip.h"))
    return SourceDialect::Hip;
  if (hasCudaExtension(Path))
    return SourceDialect::Cuda;
  return Text.contains("hip/hip_runtime") ? SourceDialect::Hip
                                          : SourceDialect::Cuda;
}

static llvm::StringRef dialectHeader(SourceDialect D) {
  return D == SourceDialect::Hip ? "hip/hip_runtime.h" : "cuda_runtime.h";
}

CpuRuntimeLayout CpuRuntimeLayout::detect() {
  CpuRuntimeLayout Layout{HIPIFY_CPU_RUNTIME_INCLUDE_DIR,
                          HIPIFY_CPU_RUNTIME_LIBRARY,
                          HIPIFY_CPU_BOOST_CONTEXT_LIBRARY,
                          HIPIFY_CPU_HOST_COMPILER,
                          {}};
  for (llvm::StringRef Library :
       llvm::split(llvm::StringRef(HIPIFY_CPU_LINK_LIBRARIES), ':'))
    if (!Library.empty())
      Layout.LinkLibraries.push_back(Library.str());
  if (std::optional<std::string> Dir =
          llvm::sys::Process::GetEnv("HIPIFY_CPU_RUNTIME")) {
    llvm::SmallString<256> Include(*Dir), Library(*Dir);
    llvm::sys::path::append(Include, "include");
    llvm::sys::path::append(Library, "libhipify_cpu_runtime.a");
    Layout.IncludeDir = std::string(Include);
    Layout.Library = std::string(Library);
  }
  if (std::optional<std::string> Compiler =
          llvm::sys::Process::GetEnv("HIPIFY_CPU_CXX"))
    Layout.Compiler = *Compiler;
  return Layout;
}

std::string CpuRuntimeLayout::problem(bool ForBuilding) const {
  llvm::SmallString<256> Header(IncludeDir);
  llvm::sys::path::append(Header, "hipify_cpu", "exec.h");
  if (!llvm::sys::fs::exists(Header))
    return "the CPU runner's headers are missing (" + std::string(Header) +
           "); set HIPIFY_CPU_RUNTIME to the directory holding include/ and "
           "libhipify_cpu_runtime.a";
  if (ForBuilding && !llvm::sys::fs::exists(Library))
    return "the CPU runner's library is missing (" + Library +
           "); build the hipify_cpu_runtime target";
  return "";
}

llvm::Expected<PreparedSource>
prepareForCpu(llvm::StringRef Source, SourceDialect Dialect,
              const MappingTable &Table, const CpuRuntimeLayout &Layout,
              const std::vector<std::string> &ExtraFlags, bool PhasedKernels,
              const std::vector<std::string> &Roots) {
  TranslateOptions Options;
  Options.PrepareForCpu = true;
  Options.TranslatedRoots = Roots;
  Options.CpuRuntimeInclude = Layout.IncludeDir;
  Options.CpuPhasedKernels = PhasedKernels;
  ParseSettings Settings;
  Settings.ResourceDir = defaultResourceDir();
  Settings.ExtraArgs = ExtraFlags;
  Settings.CpuRuntimeInclude = Layout.IncludeDir;
  Settings.CpuDialectHeader = dialectHeader(Dialect).str();
  Settings.ReplacedFiles = runnerProgramFiles(Roots, Source);
  Translator Lowering(Table, Options, Settings, cpuLoweringPasses());
  llvm::Expected<std::string> Text = readSourceFile(Source);
  if (!Text)
    return Text.takeError();
  std::string Renamed = runnerSourceText(*Text);
  llvm::Expected<TranslationResult> Result =
      Lowering.translate(Source, nullptr, llvm::StringRef(Renamed));
  if (!Result)
    return Result.takeError();
  PreparedSource Prepared;
  // Kernels on fibers because they call helpers that synchronise: the
  // helpers inlined, the source prepared again.
  if (PhasedKernels && !Result->HadParseErrors &&
      kernelCallsSynchronisingHelper(Result->Findings)) {
    Translator Inlining(Table, Options, Settings, collectiveInliningPasses());
    llvm::Expected<InlinedSource> Inlined =
        inlineSynchronisingHelpers(Inlining, Source, Renamed);
    if (!Inlined)
      return Inlined.takeError();
    if (Inlined->Changed) {
      ParseSettings Again = Settings;
      // The inlined headers over the renamed ones.
      for (const auto &[Path, Text] : Inlined->Headers)
        Again.ReplacedFiles[Path] = Text;
      Translator Relowering(Table, Options, Again, cpuLoweringPasses());
      llvm::Expected<TranslationResult> Second =
          Relowering.translate(Source, nullptr, llvm::StringRef(Inlined->Main));
      if (!Second)
        return Second.takeError();
      // Inlined text that does not parse is the inliner's fault: keep the
      // first preparation, and say so.
      if (Second->HadParseErrors) {
        Finding Note = inliningNote(
            Inlined->Notes, "the source with its helpers inlined does not "
                            "parse; the kernels keep their calls");
        dropInliningSuccesses(Inlined->Notes);
        Inlined->Notes.push_back(std::move(Note));
      } else if (phasedKernelCount(Second->Findings) <=
                 phasedKernelCount(Result->Findings)) {
        // Inlined text that lets no more kernels run phased only costs.
        Finding Note = inliningNote(
            Inlined->Notes, "with their helpers inlined, no more kernels run "
                            "phased; the kernels keep their calls");
        dropInliningSuccesses(Inlined->Notes);
        Inlined->Notes.push_back(std::move(Note));
      } else {
        restoreSourceLines(Second->Findings, *Inlined, Source);
        Result = std::move(Second);
        Prepared.HeaderTexts.insert(Inlined->Headers.begin(),
                                    Inlined->Headers.end());
      }
    }
    llvm::append_range(Result->Findings, Inlined->Notes);
  }
  llvm::Expected<std::string> Lowered = Result->translatedText();
  if (!Lowered)
    return Lowered.takeError();
  Prepared.Text = std::move(*Lowered);
  std::string Main = normalPath(Result->MainFile);
  for (const std::string &Header : Result->TranslatedFiles)
    if (normalPath(Header) != Main)
      Prepared.Headers.push_back(normalPath(Header));
  // A header whose variables were renamed is prepared even without edits.
  for (const auto &Renamed : Settings.ReplacedFiles)
    if (!llvm::is_contained(Prepared.Headers, normalPath(Renamed.first)))
      Prepared.Headers.push_back(normalPath(Renamed.first));
  Prepared.Findings = std::move(Result->Findings);
  Prepared.HadErrors =
      Result->HadParseErrors ||
      llvm::any_of(Prepared.Findings, [](const Finding &F) {
        return F.Level == Severity::Error;
      });
  return Prepared;
}

std::string withLineMarker(llvm::StringRef Prepared,
                           llvm::StringRef OriginalPath) {
  std::string Escaped;
  for (char C : OriginalPath) {
    if (C == '"' || C == '\\')
      Escaped += '\\';
    Escaped += C;
  }
  // A UTF-8 byte-order mark is only skipped at the start of a file: after the
  // marker it would be a stray character.
  Prepared.consume_front("\xEF\xBB\xBF");
  return "#line 1 \"" + Escaped + "\"\n" + Prepared.str();
}

namespace {

enum class UnitKind { Lowered, Cxx, C };

/// CUDA and HIP units are lowered; plain C++ and C are compiled as written.
UnitKind unitKind(llvm::StringRef Path, llvm::StringRef Text) {
  llvm::StringRef Extension = llvm::sys::path::extension(Path);
  if (Extension == ".c")
    return UnitKind::C;
  if (hasCudaExtension(Path) || Extension == ".hip" || mentionsCuda(Text) ||
      Text.contains("hip/hip_runtime"))
    return UnitKind::Lowered;
  return UnitKind::Cxx;
}

/// Where a file of the program goes in the prepared tree: its path under
/// Root, so that the lowered units find the lowered headers first with
/// `#include "..."`; a file outside Root goes to the top.
std::string preparedPath(llvm::StringRef File, llvm::StringRef Root,
                         llvm::StringRef PreparedDir) {
  llvm::StringRef Relative = File;
  if (!Root.empty() && Relative.consume_front(Root) &&
      Relative.starts_with("/"))
    Relative = Relative.ltrim('/');
  else
    Relative = llvm::sys::path::filename(File);
  llvm::SmallString<256> Out(PreparedDir);
  llvm::sys::path::append(Out, Relative);
  return std::string(Out);
}

std::string describeErrors(const std::vector<Finding> &Findings) {
  std::string Out;
  for (const Finding &F : Findings)
    if (F.Level == Severity::Error)
      Out += F.Span.File + ":" + std::to_string(F.Span.Line) + ": " +
             F.Message + "\n";
  return Out;
}

} // namespace

CpuProgramBuild buildProgramForCpu(const CpuProgramRequest &Request,
                                   const MappingTable &Table,
                                   const CpuRuntimeLayout &Layout) {
  CpuProgramBuild Build;
  std::string Root = Request.Root.empty()
                         ? std::string(llvm::sys::path::parent_path(
                               normalPath(Request.Units.front())))
                         : normalPath(Request.Root);
  llvm::SmallString<256> PreparedDir(Request.WorkDir), Executable(Request.WorkDir);
  llvm::sys::path::append(PreparedDir, Request.Name + ".src");
  llvm::sys::path::append(Executable, Request.Name + ".cpu");
  Build.PreparedDir = std::string(PreparedDir);
  Build.Executable = std::string(Executable);
  llvm::sys::fs::remove_directories(PreparedDir);

  // 1. Prepare every unit; each lowered header once, the same for every
  // unit that includes it.
  struct Unit {
    std::string Original, Prepared;
    UnitKind Kind;
    bool HasInlinePtx = false;
  };
  std::vector<Unit> Units;
  std::set<std::string> Headers;
  std::map<std::string, std::string> HeaderTexts;
  std::map<std::string, std::optional<std::string>> HeaderBases;
  std::vector<UnitFindings> Lowerings;
  auto Fail = [&](const char *Stage, std::string Detail) {
    Build.FailedStage = Stage;
    Build.Detail = std::move(Detail);
    return Build;
  };
  for (const std::string &Given : Request.Units) {
    std::string Source = normalPath(Given);
    llvm::Expected<std::string> Text = readSourceFile(Source);
    if (!Text)
      return Fail("prepare", llvm::toString(Text.takeError()));
    Unit U{Source, preparedPath(Source, Root, PreparedDir),
           unitKind(Source, *Text)};
    std::string Output = *Text;
    if (U.Kind == UnitKind::Lowered) {
      llvm::Expected<PreparedSource> Prepared =
          prepareForCpu(Source, Request.Dialect, Table, Layout,
                        flagsForLanguage(Request.ExtraFlags, UnitLanguage::Cxx),
                        Request.PhasedKernels, {Root});
      if (!Prepared)
        return Fail("prepare", llvm::toString(Prepared.takeError()));
      llvm::append_range(Build.Findings, Prepared->Findings);
      if (Prepared->HadErrors)
        return Fail("prepare", describeErrors(Prepared->Findings));
      U.HasInlinePtx = hasLoweredInlinePtx(Prepared->Text);
      Output = withLineMarker(Prepared->Text, Source);
      Headers.insert(Prepared->Headers.begin(), Prepared->Headers.end());
      // Every unit's edits of a header must apply to the same text: the
      // file as written, or the same one with helpers inlined.
      for (const std::string &Header : Prepared->Headers) {
        auto Inlined = Prepared->HeaderTexts.find(Header);
        std::optional<std::string> Base;
        if (Inlined != Prepared->HeaderTexts.end())
          Base = Inlined->second;
        auto [It, New] = HeaderBases.try_emplace(Header, Base);
        if (!New && It->second != Base)
          return Fail("prepare", Header + ": the units of the program inline "
                                          "the helpers of this header's "
                                          "kernels differently; the CPU "
                                          "runner cannot run both (cpu-run "
                                          "--cpu-fibers-only does not inline)");
        if (Base)
          HeaderTexts[Header] = *Base;
      }
      Lowerings.push_back({Source, Prepared->Findings});
    }
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(U.Prepared));
    if (llvm::Error E = writeFileAtomically(U.Prepared, Output))
      return Fail("prepare", llvm::toString(std::move(E)));
    Units.push_back(std::move(U));
  }
  llvm::sort(Lowerings, [](const UnitFindings &A, const UnitFindings &B) {
    return A.Unit < B.Unit;
  });
  MergedTranslation Merged = mergeTranslations(std::move(Lowerings));
  for (const Finding &F : Merged.Findings)
    if (F.RuleId == rules::EditConflict)
      return Fail("prepare", F.Span.File + ":" + std::to_string(F.Span.Line) +
                                 ": the units of the program lower this "
                                 "header differently (" + F.Message +
                                 "); the CPU runner cannot run both");
  for (const std::string &Header : Headers) {
    auto Inlined = HeaderTexts.find(Header);
    llvm::Expected<std::string> Original =
        Inlined != HeaderTexts.end() ? llvm::Expected<std::string>(Inlined->second)
                                     : readSourceFile(Header);
    if (!Original)
      return Fail("prepare", llvm::toString(Original.takeError()));
    // The text the preparation parsed (RunnerSource.h): the edits'
    // offsets are into it.
    llvm::Expected<std::string> Lowered = applyMergedEdits(
        Merged, Header, runnerSourceText(*Original));
    if (!Lowered)
      return Fail("prepare", llvm::toString(Lowered.takeError()));
    std::string Path = preparedPath(Header, Root, PreparedDir);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
    if (llvm::Error E =
            writeFileAtomically(Path, withLineMarker(*Lowered, Header)))
      return Fail("prepare", llvm::toString(std::move(E)));
  }

  // 2. Compile each unit, then link; the program's include directories are
  // the lowered tree's.
  std::vector<std::string> Flags =
      movedIncludeDirs(Request.ExtraFlags, Root, PreparedDir);
  std::vector<std::string> Objects;
  // A C unit is compiled in the compiler's C (C17 with GNU extensions), or
  // the program's -std, or --c-std; when none is named and it does not
  // compile so, in old C (implicit int and declarations), and a note says
  // so.
  bool NamedCStandard = !Request.CStandard.empty() ||
                        namesStandardFor(Flags, UnitLanguage::C);
  for (const Unit &U : Units) {
    std::string Object = U.Prepared + ".o";
    auto Compile = [&](llvm::StringRef CStandard) {
      ProcessRequest Compile;
      // The unit's own directory comes last (-idirafter), for what the
      // preparation did not copy: searched before the lowered tree, it
      // would give a header included as "sub/x.h" from sub/ a second,
      // unlowered copy beside the lowered one (#pragma once tells files
      // apart).
      Compile.Args = {Layout.Compiler, "-pthread", "-O2",
                      // The user's code was written for nvcc or hipcc:
                      // their warnings are not ours to show.
                      "-w", "-I" + Layout.IncludeDir};
      if (U.Kind == UnitKind::C) {
        Compile.Args.insert(Compile.Args.end(), {"-x", "c"});
        if (!CStandard.empty())
          Compile.Args.push_back(("-std=" + CStandard).str());
      } else {
        // C++17, as nvcc and hipcc default to: C++20's <cmath> brings
        // std::lerp into the global namespace, where programs'
        // helper_math.h defines its own lerp (HeCBench mdh). Lowered inline
        // PTX needs C++20. A -std of the program's flags, which come
        // later, wins.
        Compile.Args.insert(Compile.Args.end(),
                            {U.HasInlinePtx ? "-std=c++20" : "-std=c++17",
                             "-x", "c++"});
        if (U.Kind == UnitKind::Lowered)
          Compile.Args.insert(
              Compile.Args.end(),
              {"-include", dialectHeader(Request.Dialect).str()});
      }
      llvm::append_range(
          Compile.Args,
          flagsForLanguage(Flags, U.Kind == UnitKind::C ? UnitLanguage::C
                                                        : UnitLanguage::Cxx));
      Compile.Args.insert(
          Compile.Args.end(),
          {"-idirafter", std::string(llvm::sys::path::parent_path(U.Original)),
           "-c", U.Prepared, "-o", Object});
      Compile.MergeStderr = true;
      ProcessResult Compiled = runProcess(Compile);
      Build.Commands.push_back(Compiled.Command);
      return Compiled;
    };
    ProcessResult Compiled = Compile(Request.CStandard);
    if (!Compiled.succeeded() && U.Kind == UnitKind::C && !NamedCStandard) {
      ProcessResult Old = Compile(OldCStandard);
      if (Old.succeeded()) {
        Build.Notes.push_back(U.Original + ": compiled as " +
                              OldCStandard.str() +
                              ": it does not compile as C17 (--c-std names "
                              "the dialect)");
        Compiled = std::move(Old);
      }
    }
    if (!Compiled.succeeded())
      return Fail("build", Compiled.Command + "\n" + Compiled.Stdout +
                               Compiled.Error);
    Objects.push_back(Object);
  }
  ProcessRequest Link;
  Link.Args = {Layout.Compiler, "-pthread"};
  llvm::append_range(Link.Args, Objects);
  // OpenMP programs link its runtime.
  for (const std::string &Flag : Request.ExtraFlags)
    if (llvm::StringRef(Flag).starts_with("-fopenmp") ||
        llvm::StringRef(Flag).starts_with("-l") ||
        llvm::StringRef(Flag).starts_with("-L"))
      Link.Args.push_back(Flag);
  Link.Args.insert(Link.Args.end(), {Layout.Library, Layout.BoostContextLibrary});
  llvm::append_range(Link.Args, Layout.LinkLibraries);
  Link.Args.insert(Link.Args.end(), {"-o", Build.Executable});
  Link.MergeStderr = true;
  ProcessResult Linked = runProcess(Link);
  Build.Commands.push_back(Linked.Command);
  if (!Linked.succeeded())
    return Fail("build", Linked.Command + "\n" + Linked.Stdout + Linked.Error);
  return Build;
}

ProcessResult runOnCpu(const CpuRunRequest &Request) {
  ProcessRequest Run;
  Run.Args = {Request.Executable};
  Run.Args.insert(Run.Args.end(), Request.Args.begin(), Request.Args.end());
  Run.Environment = Request.Environment;
  if (Request.WarpSize)
    Run.Environment.push_back(
        {"HIPIFY_CPU_WARP_SIZE", std::to_string(Request.WarpSize)});
  if (!Request.TraceDir.empty())
    Run.Environment.push_back({"HIPIFY_CPU_TRACE", Request.TraceDir});
  if (Request.Guard)
    Run.Environment.push_back({"HIPIFY_CPU_GUARD", "1"});
  if (!Request.Schedule.empty())
    Run.Environment.push_back({"HIPIFY_CPU_SCHEDULE", Request.Schedule});
  // The runtime's own watchdog names the kernel; ours is the backstop.
  Run.Environment.push_back(
      {"HIPIFY_CPU_TIMEOUT", std::to_string(Request.TimeoutSeconds)});
  Run.TimeoutSeconds = Request.TimeoutSeconds + 10;
  Run.StreamOutput = Request.StreamOutput;
  Run.WorkingDirectory = Request.WorkingDirectory;
  return runProcess(Run);
}

} // namespace hipify
