//===- CpuProgram.cpp -----------------------------------------------------===//
#include "CpuRunner/CpuProgram.h"
#include "Mapping/SourceLanguage.h"
#include "CpuRunner/CpuLowering.h"
#include "CpuRunner/ShadowedBuiltins.h"
#include "Support/FileWriter.h"
#include "Translate/Translator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

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
                          HIPIFY_CPU_HOST_COMPILER};
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
              const std::vector<std::string> &ExtraFlags, bool PhasedKernels) {
  TranslateOptions Options;
  Options.PrepareForCpu = true;
  Options.CpuRuntimeInclude = Layout.IncludeDir;
  Options.CpuPhasedKernels = PhasedKernels;
  ParseSettings Settings;
  Settings.ResourceDir = defaultResourceDir();
  Settings.ExtraArgs = ExtraFlags;
  Settings.CpuRuntimeInclude = Layout.IncludeDir;
  Settings.CpuDialectHeader = dialectHeader(Dialect).str();
  Translator Lowering(Table, Options, Settings, cpuLoweringPasses());
  llvm::Expected<std::string> Text = readSourceFile(Source);
  if (!Text)
    return Text.takeError();
  std::string Renamed = renameShadowedBuiltins(*Text);
  llvm::Expected<TranslationResult> Result =
      Lowering.translate(Source, nullptr, llvm::StringRef(Renamed));
  if (!Result)
    return Result.takeError();
  llvm::Expected<std::string> Lowered = Result->translatedText();
  if (!Lowered)
    return Lowered.takeError();
  PreparedSource Prepared;
  Prepared.Text = std::move(*Lowered);
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
  return "#line 1 \"" + Escaped + "\"\n" + Prepared.str();
}

ProcessResult buildForCpu(const CpuBuildRequest &Request,
                          const CpuRuntimeLayout &Layout) {
  ProcessRequest Build;
  llvm::SmallString<256> SourceDir(Request.OriginalFile);
  llvm::sys::path::remove_filename(SourceDir);
  if (SourceDir.empty())
    SourceDir = ".";
  Build.Args = {Layout.Compiler, "-std=c++20", "-O2", "-pthread",
                // The user's code was written for nvcc or hipcc: their
                // warnings are not ours to show.
                "-w", "-x", "c++", "-I" + Layout.IncludeDir,
                "-I" + std::string(SourceDir), "-include",
                dialectHeader(Request.Dialect).str()};
  Build.Args.insert(Build.Args.end(), Request.ExtraFlags.begin(),
                    Request.ExtraFlags.end());
  Build.Args.insert(Build.Args.end(),
                    {Request.PreparedFile, "-x", "none", Layout.Library,
                     Layout.BoostContextLibrary, "-o", Request.Executable});
  Build.MergeStderr = true;
  return runProcess(Build);
}

ProcessResult runOnCpu(const CpuRunRequest &Request) {
  ProcessRequest Run;
  Run.Args = {Request.Executable};
  Run.Args.insert(Run.Args.end(), Request.Args.begin(), Request.Args.end());
  if (Request.WarpSize)
    Run.Environment.push_back(
        {"HIPIFY_CPU_WARP_SIZE", std::to_string(Request.WarpSize)});
  if (!Request.TraceDir.empty())
    Run.Environment.push_back({"HIPIFY_CPU_TRACE", Request.TraceDir});
  if (Request.Guard)
    Run.Environment.push_back({"HIPIFY_CPU_GUARD", "1"});
  // The runtime's own watchdog names the kernel; ours is the backstop.
  Run.Environment.push_back(
      {"HIPIFY_CPU_TIMEOUT", std::to_string(Request.TimeoutSeconds)});
  Run.TimeoutSeconds = Request.TimeoutSeconds + 10;
  Run.StreamOutput = Request.StreamOutput;
  return runProcess(Run);
}

} // namespace hipify
