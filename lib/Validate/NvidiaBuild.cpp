//===- NvidiaBuild.cpp ----------------------------------------------------===//
#include "Validate/NvidiaBuild.h"
#include "Support/Process.h"
#include "Validate/NvidiaCompatHeader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

namespace {

std::string outputPath(const NvidiaBuildRequest &Request,
                       llvm::StringRef Name) {
  llvm::SmallString<256> Path(Request.OutputDir);
  llvm::sys::path::append(Path, Name);
  return Path.str().str();
}

/// Runs nvcc; Before are the flags that precede the side's own, Flags.
NvidiaCompileResult compile(const NvidiaBuildRequest &Request,
                            std::vector<std::string> Before,
                            const std::vector<std::string> &Flags,
                            const std::vector<std::string> &Sources,
                            llvm::StringRef Name) {
  NvidiaCompileResult Result;
  Result.Executable = outputPath(Request, Name);
  ProcessRequest Run;
  Run.Args = {Request.Nvcc, "-arch=" + Request.Arch};
  Run.Args.insert(Run.Args.end(), Before.begin(), Before.end());
  Run.Args.insert(Run.Args.end(), Flags.begin(), Flags.end());
  // -x cu: the port is a .hip file, and an original may be a .cpp.
  Run.Args.insert(Run.Args.end(), {"-x", "cu"});
  llvm::append_range(Run.Args, Sources);
  Run.Args.insert(Run.Args.end(), {"-o", Result.Executable});
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  Run.MergeStderr = true;
  if (std::error_code EC =
          llvm::sys::fs::create_directories(Request.OutputDir)) {
    Result.CompilerOutput =
        "cannot create '" + Request.OutputDir + "': " + EC.message();
    return Result;
  }
  ProcessResult Ran = runProcess(Run);
  Result.Command = Ran.Command;
  Result.CompilerOutput = Ran.Stdout;
  if (!Ran.Started)
    Result.CompilerOutput = "cannot run nvcc: " + Ran.Error +
                            " (install the CUDA toolkit, or pass --nvcc=PATH)";
  else if (!Ran.succeeded() && Ran.ExitCode == -1)
    Result.CompilerOutput += "nvcc " + Ran.describe() + "\n";
  Result.Compiled = Ran.succeeded();
  return Result;
}

} // namespace

NvidiaCompileResult buildOriginalForNvidia(const NvidiaBuildRequest &Request) {
  return compile(Request, {}, Request.OriginalFlags, Request.CudaSources,
                 "original");
}

NvidiaCompileResult buildPortForNvidia(const NvidiaBuildRequest &Request) {
  std::string Header = outputPath(Request, "hipify-hip-nvidia-compat.h");
  {
    llvm::sys::fs::create_directories(Request.OutputDir);
    std::error_code EC;
    llvm::raw_fd_ostream OS(Header, EC);
    if (EC) {
      NvidiaCompileResult Result;
      Result.CompilerOutput = "cannot write '" + Header + "': " + EC.message();
      return Result;
    }
    OS << hipOnNvidiaCompatHeader();
  }
  // nvcc defines __HIP_PLATFORM_NVIDIA__ through hip_common.h already;
  // saying it keeps the command line self-explanatory in reports.
  std::vector<std::string> Flags = {"-D__HIP_PLATFORM_NVIDIA__", "-include",
                                    Header};
  if (!Request.HipIncludeDir.empty())
    Flags.push_back("-I" + Request.HipIncludeDir);
  return compile(Request, std::move(Flags), Request.PortFlags,
                 Request.HipSources, "port");
}

NvidiaBuildResult buildForNvidia(const NvidiaBuildRequest &Request) {
  NvidiaBuildResult Result;
  Result.Original = buildOriginalForNvidia(Request);
  Result.Port = buildPortForNvidia(Request);
  return Result;
}

bool nvidiaGpuPresent(std::string &Why) {
  ProcessRequest Query;
  Query.Args = {"nvidia-smi", "-L"};
  Query.TimeoutSeconds = 30;
  ProcessResult Ran = runProcess(Query);
  llvm::StringRef Listed = llvm::StringRef(Ran.Stdout).trim();
  if (Ran.succeeded() && Listed.starts_with("GPU ")) {
    Why = Listed.split('\n').first.str();
    return true;
  }
  if (llvm::sys::fs::exists("/dev/nvidia0")) {
    Why = "/dev/nvidia0 exists";
    return true;
  }
  std::string Smi =
      Ran.Started ? "nvidia-smi -L: " + Ran.describe() : Ran.Error;
  Why = "no NVIDIA GPU (" + Smi + "; no /dev/nvidia0)";
  return false;
}

} // namespace hipify
