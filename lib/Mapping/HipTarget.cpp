//===- HipTarget.cpp ------------------------------------------------------===//
#include "Mapping/HipTarget.h"
#include "Mapping/HipTargetNotice.h"
#include "Mapping/MappingTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

namespace hipify {

std::optional<HipVersion> readHipVersion(llvm::StringRef Root) {
  llvm::SmallString<256> Header(Root);
  llvm::sys::path::append(Header, "include", "hip", "hip_version.h");
  auto Buffer = llvm::MemoryBuffer::getFile(Header, /*IsText=*/true);
  if (!Buffer)
    return std::nullopt;
  std::optional<unsigned> Major, Minor;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::SmallVector<llvm::StringRef> Words;
    Line.split(Words, ' ', -1, /*KeepEmpty=*/false);
    unsigned Value = 0;
    if (Words.size() != 3 || Words[0] != "#define" ||
        Words[2].trim().getAsInteger(10, Value))
      continue;
    if (Words[1] == "HIP_VERSION_MAJOR")
      Major = Value;
    else if (Words[1] == "HIP_VERSION_MINOR")
      Minor = Value;
  }
  if (!Major || !Minor)
    return std::nullopt;
  return HipVersion{*Major, *Minor};
}

/// Installation roots to look for HIP in, in order.
static std::vector<std::string> hipRoots(llvm::StringRef ExplicitPath) {
  std::vector<std::string> Roots;
  if (!ExplicitPath.empty())
    Roots.push_back(ExplicitPath.str());
  for (const char *Var : {"HIP_PATH", "ROCM_PATH"})
    if (std::optional<std::string> Env = llvm::sys::Process::GetEnv(Var))
      if (!Env->empty())
        Roots.push_back(*Env);
  Roots.push_back("/opt/rocm");
  Roots.push_back("/usr");
  return Roots;
}

std::optional<std::string>
findHipIncludeDirectory(llvm::StringRef ExplicitPath) {
  for (const std::string &Root : hipRoots(ExplicitPath))
    if (readHipVersion(Root)) {
      llvm::SmallString<256> Include(Root);
      llvm::sys::path::append(Include, "include");
      return std::string(Include);
    }
  return std::nullopt;
}

static std::string joinVersions(const std::vector<HipVersion> &Versions) {
  std::string Text;
  for (const HipVersion &V : Versions)
    Text += (Text.empty() ? "" : ", ") + V.str();
  return Text;
}

/// What clampToKnown appends to the origin, before the newest known release;
/// newerHipNotice finds it there.
static constexpr llvm::StringLiteral ClampedMarker =
    "; the tables know releases up to ";

std::string newerHipNotice(const HipTarget &Target) {
  llvm::StringRef Origin = Target.Origin;
  size_t Marker = Origin.rfind(ClampedMarker);
  size_t Open = Origin.rfind(" (HIP ");
  if (Marker == llvm::StringRef::npos || Open == llvm::StringRef::npos ||
      Open > Marker)
    return "";
  llvm::StringRef Installed =
      Origin.slice(Open + 6, Marker); // "11.0" of " (HIP 11.0"
  return ("the installed HIP " + Installed + " (" + Origin.take_front(Open) +
          ") is newer than every release the tables know; translating for "
          "HIP " + Target.Version.str() +
          ", the newest they know (--hip-version picks another)")
      .str();
}

/// An installed HIP newer than every release the tables know is translated
/// for the newest one they know: what they say of it holds for the newer
/// release unless that release removed a name.
static void clampToKnown(HipTarget &Target, const MappingTable &Table) {
  const std::vector<HipVersion> &Known = Table.knownHipVersions();
  if (Known.empty() || !(Known.back() < Target.Version))
    return;
  Target.Origin += " (HIP " + Target.Version.str() + ClampedMarker.str() +
                   Known.back().str() + ")";
  Target.Version = Known.back();
}

llvm::Expected<HipTarget> chooseHipTarget(llvm::StringRef Requested,
                                          llvm::StringRef ExplicitPath,
                                          const MappingTable &Table) {
  HipTarget Target;
  const std::vector<HipVersion> &Known = Table.knownHipVersions();
  if (!Requested.empty()) {
    std::optional<HipVersion> V = parseVersion(Requested);
    if (!V)
      return llvm::createStringError(
          std::errc::invalid_argument,
          "--hip-version must be MAJOR.MINOR (such as 6.2), not '%s'",
          Requested.str().c_str());
    if (!Known.empty() && !llvm::is_contained(Known, *V))
      return llvm::createStringError(
          std::errc::invalid_argument,
          "--hip-version %s is not a HIP release the tables know; they know "
          "%s (the newest is %s)",
          V->str().c_str(), joinVersions(Known).c_str(),
          Known.back().str().c_str());
    Target.Version = *V;
    Target.Origin = "--hip-version";
    return Target;
  }
  if (!ExplicitPath.empty()) {
    std::optional<HipVersion> V = readHipVersion(ExplicitPath);
    if (!V)
      return llvm::createStringError(
          std::errc::no_such_file_or_directory,
          "no include/hip/hip_version.h under --hip-path '%s'",
          ExplicitPath.str().c_str());
    Target.Version = *V;
    Target.Origin = (ExplicitPath + "/include/hip/hip_version.h").str();
    clampToKnown(Target, Table);
    return Target;
  }
  for (const std::string &Root : hipRoots(""))
    if (std::optional<HipVersion> V = readHipVersion(Root)) {
      Target.Version = *V;
      Target.Origin = Root + "/include/hip/hip_version.h";
      clampToKnown(Target, Table);
      return Target;
    }
  // No HIP installed: the newest release the tables know.
  if (!Known.empty()) {
    Target.Version = Known.back();
    Target.Origin = "newest in the tables (no HIP installation found)";
    return Target;
  }
  for (const MappingRow &Row : Table.rows())
    if (std::optional<HipVersion> V = parseVersion(Row.HipSince))
      if (Target.Version < *V)
        Target.Version = *V;
  Target.Origin = "newest in the tables (no HIP installation found)";
  return Target;
}

} // namespace hipify
