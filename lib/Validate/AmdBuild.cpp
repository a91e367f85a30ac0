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

bool AmdBuildResult::compiled() const {
  return !Units.empty() &&
         llvm::all_of(Units, [](const AmdUnitBuild &U) { return U.Compiled; });
}

bool AmdBuildResult::succeeded() const {
  return compiled() && BundleError.empty() &&
         llvm::all_of(Targets,
                      [](const AmdTargetResult &T) { return T.Present; });
}

const AmdUnitBuild *AmdBuildResult::firstFailure() const {
  for (const AmdUnitBuild &Unit : Units)
    if (!Unit.Compiled)
      return &Unit;
  return nullptr;
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
  llvm::SmallString<256> Dir(Request.ObjectDir);
  llvm::sys::path::append(Dir, "openmp-include");
  llvm::SmallString<256> Link(Dir);
  llvm::sys::path::append(Link, "omp.h");
  if (llvm::sys::fs::create_directories(Dir) ||
      (!llvm::sys::fs::exists(Link) &&
       llvm::sys::fs::create_link(Ours, Link)))
    return {};
  return {"-idirafter", std::string(Dir)};
}

/// Runs Args (hipcc first) with its output in Unit.CompilerOutput.
static void compileUnit(std::vector<std::string> Args, AmdUnitBuild &Unit) {
  Unit.Command = llvm::join(Args, " ");
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
    Unit.CompilerOutput = (*Output)->getBuffer().str();
  llvm::sys::fs::remove(Log);
  if (Code != 0 && !Error.empty())
    Unit.CompilerOutput += Error;
  Unit.Compiled = Code == 0;
}

/// The object of the I-th unit: port.o for a program of one unit.
static std::string objectPath(const AmdBuildRequest &Request, size_t I) {
  llvm::SmallString<256> Object(Request.ObjectDir);
  if (Request.HipSources.size() == 1)
    llvm::sys::path::append(Object, "port.o");
  else
    llvm::sys::path::append(
        Object, "port-" + std::to_string(I) + "-" +
                    llvm::sys::path::stem(Request.HipSources[I]) + ".o");
  return std::string(Object);
}

AmdBuildResult buildForAmd(const AmdBuildRequest &Request) {
  AmdBuildResult Result;
  for (const std::string &Arch : Request.Arches)
    Result.Targets.push_back({Arch, false});
  llvm::ErrorOr<std::string> Hipcc = llvm::sys::findProgramByName(Request.Hipcc);
  std::vector<std::string> Common = {Hipcc ? *Hipcc : Request.Hipcc};
  for (const std::string &Arch : Request.Arches)
    Common.push_back("--offload-arch=" + Arch);
  Common.insert(Common.end(), Request.ExtraFlags.begin(),
                Request.ExtraFlags.end());
  llvm::append_range(Common, openmpHeaderFlags(Request));
  for (size_t I = 0; I < Request.HipSources.size(); ++I) {
    AmdUnitBuild &Unit = Result.Units.emplace_back();
    Unit.Source = Request.HipSources[I];
    Unit.Object = objectPath(Request, I);
    std::vector<std::string> Args = Common;
    Args.insert(Args.end(), {"-x", "hip", "-c", Unit.Source, "-o", Unit.Object});
    if (!Hipcc) {
      Unit.Command = llvm::join(Args, " ");
      Unit.CompilerOutput = "cannot find '" + Request.Hipcc +
                            "' (install Debian's hipcc, or pass --hipcc=PATH)";
      continue;
    }
    compileUnit(std::move(Args), Unit);
  }
  if (!Result.compiled())
    return Result;

  bool AnyDeviceCode = false;
  for (AmdTargetResult &Target : Result.Targets)
    Target.Present = true;
  for (AmdUnitBuild &Unit : Result.Units) {
    llvm::Expected<std::optional<std::vector<BundleEntry>>> Entries =
        readHipFatBinary(Unit.Object);
    if (!Entries) {
      Result.BundleError = Unit.Object + ": " + llvm::toString(Entries.takeError());
      break;
    }
    if (!*Entries)
      continue;
    Unit.HasDeviceCode = AnyDeviceCode = true;
    for (AmdTargetResult &Target : Result.Targets)
      Target.Present &= llvm::any_of(**Entries, [&](const BundleEntry &E) {
        return E.gpu() == Target.Arch;
      });
  }
  if (!AnyDeviceCode && Result.BundleError.empty())
    Result.BundleError =
        Result.Units.size() == 1
            ? "'" + Result.Units.front().Object +
                  "' has no .hip_fatbin section: the port has no device code"
            : "no unit of the port has device code (no .hip_fatbin section)";
  if (!Result.BundleError.empty())
    for (AmdTargetResult &Target : Result.Targets)
      Target.Present = false;
  return Result;
}

} // namespace hipify
