//===- AmdBuild.cpp -------------------------------------------------------===//
#include "Validate/AmdBuild.h"
#include "Translate/CompileCommand.h"
#include "Validate/OffloadBundle.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

namespace hipify {

bool AmdBuildResult::succeeded() const {
  return Compiled && BundleError.empty() &&
         llvm::all_of(Targets,
                      [](const AmdTargetResult &T) { return T.Present; });
}

/// OpenMP programs include <omp.h>, which belongs to a compiler's OpenMP
/// runtime: hipcc's clang may have none installed while hipify's has one
/// (libomp-22-dev, which conflicts with the older ones). omp.h declares only
/// the runtime's C interface, the same across versions, so hipcc may take
/// ours; -idirafter lets its own win where it has one.
static std::vector<std::string>
openmpHeaderFlags(const AmdBuildRequest &Request) {
  bool OpenMP = llvm::any_of(Request.ExtraFlags, [](llvm::StringRef Flag) {
    return Flag.starts_with("-fopenmp") && !Flag.starts_with("-fopenmp-");
  });
  llvm::SmallString<256> Ours(defaultResourceDir());
  llvm::sys::path::append(Ours, "include", "omp.h");
  if (!OpenMP || !llvm::sys::fs::exists(Ours))
    return {};
  llvm::SmallString<256> Dir(Request.Object);
  llvm::sys::path::remove_filename(Dir);
  llvm::sys::path::append(Dir, "openmp-include");
  llvm::SmallString<256> Link(Dir);
  llvm::sys::path::append(Link, "omp.h");
  if (llvm::sys::fs::create_directories(Dir) ||
      (!llvm::sys::fs::exists(Link) &&
       llvm::sys::fs::create_link(Ours, Link)))
    return {};
  return {"-idirafter", std::string(Dir)};
}

AmdBuildResult buildForAmd(const AmdBuildRequest &Request) {
  AmdBuildResult Result;
  llvm::ErrorOr<std::string> Hipcc = llvm::sys::findProgramByName(Request.Hipcc);
  std::vector<std::string> Args = {Hipcc ? *Hipcc : Request.Hipcc};
  for (const std::string &Arch : Request.Arches)
    Args.push_back("--offload-arch=" + Arch);
  Args.insert(Args.end(), Request.ExtraFlags.begin(), Request.ExtraFlags.end());
  llvm::append_range(Args, openmpHeaderFlags(Request));
  for (const char *A : {"-x", "hip", "-c"})
    Args.push_back(A);
  Args.push_back(Request.HipSource);
  Args.push_back("-o");
  Args.push_back(Request.Object);
  Result.Command = llvm::join(Args, " ");
  for (const std::string &Arch : Request.Arches)
    Result.Targets.push_back({Arch, false});
  if (!Hipcc) {
    Result.CompilerOutput = "cannot find '" + Request.Hipcc +
                            "' (install Debian's hipcc, or pass --hipcc=PATH)";
    return Result;
  }

  llvm::SmallString<128> Log;
  llvm::sys::fs::createTemporaryFile("hipify-hipcc", "log", Log);
  std::vector<llvm::StringRef> ArgRefs(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(Log), llvm::StringRef(Log)};
  std::string Error;
  int Code = llvm::sys::ExecuteAndWait(ArgRefs.front(), ArgRefs, std::nullopt,
                                       Redirects, /*SecondsToWait=*/0,
                                       /*MemoryLimit=*/0, &Error);
  if (auto Output = llvm::MemoryBuffer::getFile(Log, /*IsText=*/true))
    Result.CompilerOutput = (*Output)->getBuffer().str();
  llvm::sys::fs::remove(Log);
  if (Code != 0) {
    if (!Error.empty())
      Result.CompilerOutput += Error;
    return Result;
  }
  Result.Compiled = true;
  llvm::Expected<std::vector<BundleEntry>> Entries =
      readHipFatBinary(Request.Object);
  if (!Entries) {
    Result.BundleError = llvm::toString(Entries.takeError());
    return Result;
  }
  for (AmdTargetResult &Target : Result.Targets)
    Target.Present = llvm::any_of(*Entries, [&](const BundleEntry &E) {
      return E.gpu() == Target.Arch;
    });
  return Result;
}

} // namespace hipify
