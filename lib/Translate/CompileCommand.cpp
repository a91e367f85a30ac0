//===- CompileCommand.cpp -------------------------------------------------===//
#include "Translate/CompileCommand.h"
#include "Translate/ParseSupport.h"
#include "Support/BoundedJson.h"
#include "Support/RegularFile.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

namespace hipify {

std::string defaultCudaPath() {
  if (std::optional<std::string> Env = llvm::sys::Process::GetEnv("CUDA_PATH"))
    if (!Env->empty())
      return *Env;
  return "/usr/local/cuda";
}

std::string defaultResourceDir() { return HIPIFY_CLANG_RESOURCE_DIR; }

llvm::Expected<std::unique_ptr<clang::tooling::CompilationDatabase>>
loadCompilationDatabase(llvm::StringRef BuildDir) {
  if (BuildDir.empty())
    return nullptr;
  // compile_commands.json is checked here, so that a damaged file is an
  // error naming it rather than a YAML parser message and a parse without
  // the project's flags.
  llvm::SmallString<256> Json(BuildDir);
  llvm::sys::path::append(Json, "compile_commands.json");
  if (llvm::sys::fs::exists(Json)) {
    auto Buffer = readRegularFile(Json, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError(
          Buffer.getError(), "cannot read '%s': %s", Json.c_str(),
          Buffer.getError() == std::errc::invalid_argument
              ? "not a regular file"
              : Buffer.getError().message().c_str());
    llvm::Expected<llvm::json::Value> Parsed =
        parseBoundedJson((*Buffer)->getBuffer());
    if (!Parsed)
      return llvm::createStringError(
          std::errc::invalid_argument,
          "'%s' is not a valid compilation database (%s); regenerate it, "
          "e.g. with cmake -DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
          Json.c_str(), llvm::toString(Parsed.takeError()).c_str());
    if (!Parsed->getAsArray())
      return llvm::createStringError(
          std::errc::invalid_argument,
          "'%s' is not a valid compilation database (not a JSON array of "
          "commands)",
          Json.c_str());
  }
  std::string Why;
  std::unique_ptr<clang::tooling::CompilationDatabase> Database =
      clang::tooling::CompilationDatabase::loadFromDirectory(BuildDir, Why);
  if (!Database)
    return llvm::createStringError(
        std::errc::no_such_file_or_directory,
        "cannot load a compilation database from '%s': %s",
        BuildDir.str().c_str(), Why.c_str());
  return std::move(Database);
}

bool isCudaInstallation(llvm::StringRef Dir) {
  llvm::SmallString<256> Header(Dir);
  llvm::sys::path::append(Header, "include", "cuda_runtime.h");
  return llvm::sys::fs::exists(Header);
}

static bool isCudaFacade(llvm::StringRef Dir) {
  llvm::SmallString<256> Prelude(Dir);
  llvm::sys::path::append(Prelude, "hipify_facade", "prelude.h");
  return llvm::sys::fs::exists(Prelude);
}

std::string findCudaFacade() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("HIPIFY_CUDA_FACADE")) {
    // Absolute: a compile command may run in another directory.
    llvm::SmallString<256> Dir(*Env);
    llvm::sys::fs::make_absolute(Dir);
    return isCudaFacade(Dir) ? std::string(Dir) : "";
  }
  // An installed hipify: PREFIX/bin/hipify and
  // PREFIX/share/hipify/cuda-facade/include.
  std::string Self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  if (!Self.empty()) {
    llvm::SmallString<256> Installed(llvm::sys::path::parent_path(
        llvm::sys::path::parent_path(Self)));
    llvm::sys::path::append(Installed, "share", "hipify", "cuda-facade",
                            "include");
    if (isCudaFacade(Installed))
      return std::string(Installed);
  }
  if (isCudaFacade(HIPIFY_CUDA_FACADE_BUILD_DIR))
    return HIPIFY_CUDA_FACADE_BUILD_DIR;
  return "";
}

std::string cudaFacadeHipVersion(llvm::StringRef Dir) {
  llvm::SmallString<256> Stamp(Dir);
  llvm::sys::path::append(Stamp, "hipify_facade", "hip-version");
  auto Buffer = readRegularFile(Stamp, /*IsText=*/true);
  if (!Buffer)
    return "";
  return (*Buffer)->getBuffer().trim().str();
}

std::string compileDirectoryFor(
    llvm::StringRef File, const clang::tooling::CompilationDatabase *Database) {
  if (Database) {
    std::vector<clang::tooling::CompileCommand> Commands =
        Database->getCompileCommands(File);
    if (!Commands.empty() && !Commands.front().Directory.empty())
      return Commands.front().Directory;
  }
  llvm::SmallString<256> Here;
  llvm::sys::fs::current_path(Here);
  return std::string(Here);
}

std::vector<std::string>
parseCommandFor(llvm::StringRef File,
                const clang::tooling::CompilationDatabase *Database,
                const ParseSettings &Settings) {
  std::vector<std::string> Command;
  if (Database) {
    std::vector<clang::tooling::CompileCommand> Commands =
        Database->getCompileCommands(File);
    if (!Commands.empty())
      Command = Commands.front().CommandLine;
  }
  if (Command.empty())
    Command = {"clang++", File.str()};

  using namespace clang::tooling;
  Command = getClangStripOutputAdjuster()(Command, File);
  Command = getClangStripDependencyFileAdjuster()(Command, File);
  Command = getClangSyntaxOnlyAdjuster()(Command, File);

  // Parse as CUDA whatever the extension (.cu, .cuh, .cpp with CUDA in it);
  // the host pass sees the bodies of device functions and kernels too.
  bool Facade = !Settings.CudaFacadeInclude.empty();
  std::vector<std::string> CudaFlags = {
      "-x", Facade ? "hip" : "cuda", "--cuda-host-only",
      "-Wno-unknown-cuda-version",
      // nvcc accepts code that clang only warns about; hipify does not
      // compile, so warnings are noise.
      "-w", "-ferror-limit=0",
      // nvcc accepts the `register` storage class that C++17 removed;
      // hipify-register-keyword removes it, so it is no parse error.
      "-Wno-register",
      // A misspelt or removed API must stay an unknown name, not be
      // "corrected" to a similar one.
      "-fno-spell-checking",
      // Keeps clang from printing "N errors generated" itself: errors are
      // Findings, rendered by the front end.
      "-fno-caret-diagnostics"};
  if (!Settings.CpuRuntimeInclude.empty()) {
    // The CPU runner's headers stand in for CUDA's and HIP's; nvcc includes
    // cuda_runtime.h implicitly, so the dialect header always comes first.
    CudaFlags.insert(CudaFlags.end(),
                     {"-nocudainc", "-nocudalib", "-DHIPIFY_CPU_PREPARE",
                      "-I" + Settings.CpuRuntimeInclude, "-include",
                      Settings.CpuDialectHeader});
  } else if (Facade) {
    // No CUDA installation: the facade's headers stand in for CUDA's, and
    // HIP's (the HIP language mode brings clang's HIP wrappers) for the
    // kernel language, with the flags the facade's generator wrote for any
    // clang-based tool (hipify_facade/clang.cfg: the facade's directory, its
    // cuda_runtime.h included first as nvcc does, through a header of the
    // facade, since an include in the command line's buffer would count as
    // the user's (RuntimeIncludeInserter)).
    llvm::SmallString<256> Config(Settings.CudaFacadeInclude);
    llvm::sys::path::append(Config, "hipify_facade", "clang.cfg");
    CudaFlags.push_back("--config=" + std::string(Config));
  } else if (!Settings.CudaPath.empty()) {
    CudaFlags.push_back("--cuda-path=" + Settings.CudaPath);
    // Declarations nvcc has and clang's CUDA headers lack (ParseSupport.h).
    for (std::string &Flag : parseSupportFlags())
      CudaFlags.push_back(std::move(Flag));
    // CUDA 13 keeps Thrust, CUB and libcu++ in include/cccl.
    llvm::SmallString<256> Cccl(Settings.CudaPath);
    llvm::sys::path::append(Cccl, "include", "cccl");
    if (llvm::sys::fs::is_directory(Cccl))
      CudaFlags.push_back("-isystem" + std::string(Cccl));
  }
  if (!Settings.ResourceDir.empty())
    CudaFlags.push_back("-resource-dir=" + Settings.ResourceDir);
  Command = getInsertArgumentAdjuster(CudaFlags, ArgumentInsertPosition::BEGIN)(
      Command, File);
  if (!Settings.ExtraArgs.empty())
    Command = getInsertArgumentAdjuster(
        std::vector<std::string>(Settings.ExtraArgs.begin(),
                                 Settings.ExtraArgs.end()),
        ArgumentInsertPosition::END)(Command, File);
  return Command;
}

} // namespace hipify
