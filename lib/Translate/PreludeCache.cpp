//===- PreludeCache.cpp ---------------------------------------------------===//
#include "Translate/PreludeCache.h"
#include "Translate/ParseSupport.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

namespace hipify {

std::string PreludeCache::defaultDirectory() {
  llvm::SmallString<256> Dir;
  if (std::optional<std::string> Xdg =
          llvm::sys::Process::GetEnv("XDG_CACHE_HOME");
      Xdg && !Xdg->empty())
    Dir = *Xdg;
  else if (!llvm::sys::path::cache_directory(Dir))
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/false, Dir);
  llvm::sys::path::append(Dir, "hipify");
  return std::string(Dir);
}

std::string PreludeCache::chooseDirectory(llvm::StringRef Flag) {
  if (!Flag.empty())
    return Flag.str();
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("HIPIFY_CACHE_DIR"))
    return *Env == "off" ? "" : *Env;
  return defaultDirectory();
}

/// Where the digest of a precompiled prelude's contents is kept.
static std::string digestPath(llvm::StringRef Pch) {
  return (Pch + ".xxh3").str();
}

static std::optional<std::string> contentDigest(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  std::string Hex;
  llvm::raw_string_ostream(Hex) << llvm::format_hex_no_prefix(
      llvm::xxh3_64bits((*Buffer)->getBuffer()), 16);
  return Hex;
}

/// Returns true on failure, like llvm::sys::fs.
static bool writeDigest(llvm::StringRef Path, llvm::StringRef Digest) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    return true;
  OS << Digest;
  OS.close();
  bool Failed = OS.has_error();
  OS.clear_error();
  return Failed;
}

/// Whether the prelude's contents are those its digest recorded.
static bool hasIntactContents(llvm::StringRef Pch) {
  auto Recorded = llvm::MemoryBuffer::getFile(digestPath(Pch));
  std::optional<std::string> Actual = contentDigest(Pch);
  return Recorded && Actual && (*Recorded)->getBuffer().trim() == *Actual;
}

/// Instantiates the prelude's pending templates once, in the PCH, instead of
/// in every unit that loads it: without it each unit redid them at its end
/// (about a third of an empty unit's parse).
static constexpr llvm::StringLiteral PchOnlyFlag = "-fpch-instantiate-templates";

/// The command without its main file: what the prelude depends on.
static std::vector<std::string>
commandWithoutFile(const std::vector<std::string> &Command,
                   const std::string &MainFile) {
  // The database may name the file relative to its directory: compare the
  // files, not the strings.
  std::vector<std::string> Rest;
  for (size_t I = 1; I < Command.size(); ++I)
    if (Command[I] != MainFile &&
        !(llvm::StringRef(Command[I]).ends_with(
              llvm::sys::path::filename(MainFile)) &&
          llvm::sys::fs::equivalent(Command[I], MainFile)))
      Rest.push_back(Command[I]);
  return Rest;
}

std::optional<std::string>
PreludeCache::precompiledPrelude(const std::vector<std::string> &Command,
                                 const std::string &MainFile,
                                 std::string &Why) {
  std::vector<std::string> Flags = commandWithoutFile(Command, MainFile);
  std::string Key = LLVM_VERSION_STRING;
  Key += '\0';
  Key += PchOnlyFlag;
  for (const std::string &Flag : Flags)
    Key += '\0' + Flag;
  std::string Name;
  llvm::raw_string_ostream(Name)
      << "prelude-"
      << llvm::format_hex_no_prefix(llvm::xxh3_64bits(llvm::StringRef(Key)), 16)
      << ".pch";
  llvm::SmallString<256> Pch(Directory);
  llvm::sys::path::append(Pch, Name);
  if (llvm::sys::fs::exists(Pch)) {
    if (hasIntactContents(Pch))
      return std::string(Pch);
    // Damaged on disk (a crash while copying, a bad sector, a user's
    // edit): clang would trust it and could crash reading it.
    discard(std::string(Pch));
    ReplacedDamaged = true;
  }

  if (std::error_code EC = llvm::sys::fs::create_directories(Directory)) {
    Why = "cannot create cache directory '" + Directory + "': " + EC.message();
    return std::nullopt;
  }
  // The prelude is what clang includes implicitly: an empty CUDA file.
  llvm::SmallString<256> Empty(Directory);
  llvm::sys::path::append(Empty, "prelude.cu");
  if (!llvm::sys::fs::exists(Empty)) {
    int FD;
    if (llvm::sys::fs::openFileForWrite(Empty, FD)) {
      Why = "cannot write '" + std::string(Empty) + "'";
      return std::nullopt;
    }
    llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  }
  llvm::SmallString<256> Temp;
  int TempFD;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(
          std::string(Pch) + ".tmp-%%%%%%", TempFD, Temp)) {
    Why = "cannot create a file in '" + Directory + "': " + EC.message();
    return std::nullopt;
  }
  llvm::sys::Process::SafelyCloseFileDescriptor(TempFD);

  // -c: a compile job whose output is the PCH, with no link step.
  std::vector<std::string> Build = {Command.front(), "-c"};
  for (const std::string &Flag : Flags)
    if (Flag != "-fsyntax-only")
      Build.push_back(Flag);
  Build.push_back(PchOnlyFlag.str());
  Build.push_back("-o");
  Build.push_back(std::string(Temp));
  Build.push_back(std::string(Empty));
  llvm::IntrusiveRefCntPtr<clang::FileManager> Files(
      new clang::FileManager(clang::FileSystemOptions(), parseFileSystem()));
  clang::TextDiagnosticBuffer Diagnostics;
  clang::tooling::ToolInvocation Invocation(
      Build, std::make_unique<clang::GeneratePCHAction>(), Files.get());
  Invocation.setDiagnosticConsumer(&Diagnostics);
  bool Built = Invocation.run() && Diagnostics.getNumErrors() == 0;
  if (!Built) {
    Why = "building the precompiled prelude failed";
    if (Diagnostics.getNumErrors())
      Why += ": " + Diagnostics.err_begin()->second;
    llvm::sys::fs::remove(Temp);
    return std::nullopt;
  }
  // The digest is stored before the file it describes appears, so that a
  // reader never sees a prelude without one. Another process may have
  // renamed its copy into place meanwhile; both are built from the same
  // inputs, so either is fine (a mismatch only means one more rebuild).
  std::optional<std::string> Digest = contentDigest(Temp);
  if (!Digest || writeDigest(digestPath(Pch), *Digest)) {
    llvm::sys::fs::remove(Temp);
    Why = "cannot store the precompiled prelude's digest";
    return std::nullopt;
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Pch)) {
    llvm::sys::fs::remove(Temp);
    Why = "cannot store the precompiled prelude: " + EC.message();
    return std::nullopt;
  }
  return std::string(Pch);
}

void PreludeCache::discard(const std::string &Path) {
  llvm::sys::fs::remove(Path);
  llvm::sys::fs::remove(digestPath(Path));
}

std::vector<std::string>
PreludeCache::withPrelude(std::vector<std::string> Command,
                          const std::string &Pch) {
  Command.insert(Command.begin() + 1, {"-include-pch", Pch});
  return Command;
}

} // namespace hipify
