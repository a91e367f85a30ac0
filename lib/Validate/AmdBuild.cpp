//===- AmdBuild.cpp -------------------------------------------------------===//
#include "Validate/AmdBuild.h"
#include "Translate/ProgramFlags.h"
#include "Translate/CompileCommand.h"
#include "Support/Process.h"
#include "Validate/OffloadBundle.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

namespace hipify {

bool AmdBuildResult::compiled() const {
  return !Units.empty() &&
         llvm::all_of(Units, [](const AmdUnitBuild &U) { return U.Compiled; }) &&
         (!DeviceLink || DeviceLink->Compiled);
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
  if (DeviceLink && !DeviceLink->Compiled)
    return &*DeviceLink;
  return nullptr;
}

/// The language standard nvcc compiles with when the program's flags name
/// none (CUDA 11 and later); hipcc's own default depends on its release
/// (Debian's 5.2 passes -std=c++11).
static constexpr llvm::StringLiteral NvccDefaultStandard = "-std=c++17";


/// The program's flags ask for relocatable device code (the last of
/// -fgpu-rdc and -fno-gpu-rdc wins, as in clang).
static bool asksForRelocatableCode(const std::vector<std::string> &Flags) {
  bool Rdc = false;
  for (llvm::StringRef Flag : Flags)
    if (Flag == "-fgpu-rdc" || Flag == "-fno-gpu-rdc")
      Rdc = Flag == "-fgpu-rdc";
  return Rdc;
}

std::vector<std::string> amdProgramFlags(const std::vector<std::string> &Flags,
                                         bool RelocatableDeviceCode) {
  std::vector<std::string> Out;
  if (!namesStandardFor(Flags, UnitLanguage::Cxx) &&
      !llvm::is_contained(Flags, "-std"))
    Out.push_back(NvccDefaultStandard.str());
  llvm::append_range(Out, flagsForLanguage(Flags, UnitLanguage::Cxx));
  if (RelocatableDeviceCode && !asksForRelocatableCode(Flags))
    Out.push_back("-fgpu-rdc");
  return Out;
}

/// Without -fgpu-rdc, hip-clang links each unit's device code into a code
/// object as it compiles the unit: a __device__ function or variable that
/// another unit defines is an undefined symbol of that link, and nothing
/// else is wrong with the unit when that link is all that failed. (nvcc
/// rejects such a program without -rdc too: its build uses -rdc.)
static bool failedOnlyAtDeviceLink(const AmdUnitBuild &Unit) {
  if (Unit.Compiled)
    return false;
  bool Undefined = false, LinkFailed = false;
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Unit.CompilerOutput).split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    if (!Line.contains("error:"))
      continue;
    if (Line.starts_with("lld: error: undefined "))
      Undefined = true;
    else if (Line.contains(": error: amdgcn-link command failed"))
      LinkFailed = true;
    else
      return false;
  }
  return Undefined && LinkFailed;
}

/// The directory of the clang that hipcc runs (its resource directory is
/// PREFIX/lib/clang/VERSION, its programs in PREFIX/bin), when it holds an
/// lld: relocatable device code is bitcode until the device link, which only
/// the lld of the same LLVM reads, and the one on PATH may be another's
/// (Debian: hipcc 5.2 on clang 15, /usr/bin/lld of LLVM 14).
static std::optional<std::string> compilerProgramDir(llvm::StringRef Hipcc) {
  ProcessRequest Ask;
  Ask.Args = {Hipcc.str(), "-print-resource-dir"};
  Ask.TimeoutSeconds = 60;
  ProcessResult Answer = runProcess(Ask);
  if (!Answer.succeeded())
    return std::nullopt;
  llvm::SmallString<256> Dir(llvm::StringRef(Answer.Stdout).trim());
  for (int Up = 0; Up < 3; ++Up)
    llvm::sys::path::remove_filename(Dir);
  llvm::sys::path::append(Dir, "bin");
  llvm::SmallString<256> Lld(Dir);
  llvm::sys::path::append(Lld, "lld");
  if (Dir.size() <= 4 || !llvm::sys::fs::exists(Lld))
    return std::nullopt;
  return std::string(Dir);
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

/// A C unit of the port (one without CUDA, kept as it is) is compiled as
/// C: in the compiler's default, the program's -std or --c-std, or, when
/// none is named and it does not compile so, in old C (a note says so).
static void compileCUnit(const AmdBuildRequest &Request,
                         const std::string &Hipcc, AmdUnitBuild &Unit) {
  std::vector<std::string> Flags =
      flagsForLanguage(Request.ExtraFlags, UnitLanguage::C);
  auto Compile = [&](llvm::StringRef Standard) {
    std::vector<std::string> Args = {Hipcc};
    llvm::append_range(Args, Flags);
    Args.insert(Args.end(), {"-x", "c"});
    if (!Standard.empty())
      Args.push_back(("-std=" + Standard).str());
    Args.insert(Args.end(), {"-c", Unit.Source, "-o", Unit.Object});
    compileUnit(std::move(Args), Unit);
  };
  Compile(Request.CStandard);
  if (Unit.Compiled || !Request.CStandard.empty() ||
      namesStandardFor(Flags, UnitLanguage::C))
    return;
  AmdUnitBuild First = Unit;
  Compile(OldCStandard);
  if (Unit.Compiled)
    Unit.Note = "compiled as " + OldCStandard.str() +
                ": it does not compile as C17 (--c-std names the dialect)";
  else
    Unit = std::move(First);
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

/// Compiles every unit into Result.Units (as relocatable device code when
/// Rdc).
static void compileUnits(const AmdBuildRequest &Request,
                         const llvm::ErrorOr<std::string> &Found, bool Rdc,
                         AmdBuildResult &Result) {
  std::string Hipcc = Found ? *Found : Request.Hipcc;
  std::vector<std::string> Common = {Hipcc};
  for (const std::string &Arch : Request.Arches)
    Common.push_back("--offload-arch=" + Arch);
  llvm::append_range(Common, amdProgramFlags(Request.ExtraFlags, Rdc));
  llvm::append_range(Common, openmpHeaderFlags(Request));
  Result.Units.clear();
  for (size_t I = 0; I < Request.HipSources.size(); ++I) {
    AmdUnitBuild &Unit = Result.Units.emplace_back();
    Unit.Source = Request.HipSources[I];
    Unit.Object = objectPath(Request, I);
    if (unitLanguage(Unit.Source) == UnitLanguage::C) {
      compileCUnit(Request, Found ? *Found : Request.Hipcc, Unit);
      continue;
    }
    std::vector<std::string> Args = Common;
    Args.insert(Args.end(), {"-x", "hip", "-c", Unit.Source, "-o", Unit.Object});
    if (!Found) {
      Unit.Command = llvm::join(Args, " ");
      Unit.CompilerOutput = "cannot find '" + Request.Hipcc +
                            "' (install Debian's hipcc, or pass --hipcc=PATH)";
      continue;
    }
    compileUnit(std::move(Args), Unit);
  }
}

/// Links the relocatable objects of Result.Units into one executable.
static AmdUnitBuild linkDeviceCode(const AmdBuildRequest &Request,
                                   const std::string &Hipcc,
                                   const AmdBuildResult &Result) {
  AmdUnitBuild Link;
  llvm::SmallString<256> Executable(Request.ObjectDir);
  llvm::sys::path::append(Executable, "port-linked");
  Link.Object = std::string(Executable);
  std::vector<std::string> Args = {Hipcc};
  for (const std::string &Arch : Request.Arches)
    Args.push_back("--offload-arch=" + Arch);
  llvm::append_range(Args, amdProgramFlags(Request.ExtraFlags, true));
  if (std::optional<std::string> Dir = compilerProgramDir(Hipcc))
    Args.insert(Args.end(), {"-B", *Dir});
  for (const AmdUnitBuild &Unit : Result.Units)
    Args.push_back(Unit.Object);
  Args.insert(Args.end(), {"-o", Link.Object});
  compileUnit(std::move(Args), Link);
  return Link;
}

AmdBuildResult buildForAmd(const AmdBuildRequest &Request) {
  AmdBuildResult Result;
  for (const std::string &Arch : Request.Arches)
    Result.Targets.push_back({Arch, false});
  llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Request.Hipcc);
  bool Rdc = asksForRelocatableCode(Request.ExtraFlags);
  if (Rdc)
    Result.RelocatableWhy = "the program's flags ask for it (-fgpu-rdc)";
  compileUnits(Request, Found, Rdc, Result);
  if (!Rdc && Request.HipSources.size() > 1 && !Result.compiled() &&
      llvm::all_of(Result.Units, [](const AmdUnitBuild &Unit) {
        return Unit.Compiled || failedOnlyAtDeviceLink(Unit);
      })) {
    std::vector<std::string> Units;
    for (const AmdUnitBuild &Unit : Result.Units)
      if (!Unit.Compiled)
        Units.push_back(llvm::sys::path::filename(Unit.Source).str());
    Result.RelocatableWhy =
        "the device code of " + llvm::join(Units, ", ") +
        " uses symbols another unit defines (nvcc builds it with -rdc)";
    Rdc = true;
    compileUnits(Request, Found, Rdc, Result);
  }
  if (!Result.compiled())
    return Result;
  if (Rdc) {
    Result.DeviceLink = linkDeviceCode(Request, *Found, Result);
    if (!Result.compiled())
      return Result;
  }

  bool AnyDeviceCode = false;
  for (AmdTargetResult &Target : Result.Targets)
    Target.Present = true;
  std::vector<AmdUnitBuild *> Binaries;
  if (Result.DeviceLink)
    Binaries.push_back(&*Result.DeviceLink);
  else
    for (AmdUnitBuild &Unit : Result.Units)
      Binaries.push_back(&Unit);
  for (AmdUnitBuild *Binary : Binaries) {
    llvm::Expected<std::optional<std::vector<BundleEntry>>> Entries =
        readHipFatBinary(Binary->Object);
    if (!Entries) {
      Result.BundleError =
          Binary->Object + ": " + llvm::toString(Entries.takeError());
      break;
    }
    if (!*Entries)
      continue;
    Binary->HasDeviceCode = AnyDeviceCode = true;
    for (AmdTargetResult &Target : Result.Targets)
      Target.Present &= llvm::any_of(**Entries, [&](const BundleEntry &E) {
        return E.gpu() == Target.Arch;
      });
  }
  if (!AnyDeviceCode && Result.BundleError.empty() &&
      !Request.ExpectDeviceCode) {
    Result.NoDeviceCode = true;
    return Result;
  }
  if (!AnyDeviceCode && Result.BundleError.empty())
    Result.BundleError =
        Binaries.size() == 1
            ? "'" + Binaries.front()->Object +
                  "' has no .hip_fatbin section: the port has no device code"
            : "no unit of the port has device code (no .hip_fatbin section)";
  if (!Result.BundleError.empty())
    for (AmdTargetResult &Target : Result.Targets)
      Target.Present = false;
  return Result;
}

} // namespace hipify
