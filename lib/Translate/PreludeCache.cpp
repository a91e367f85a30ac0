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
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include <chrono>
#include <fcntl.h>
#include <set>
#include <sys/stat.h>

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

llvm::Expected<uint64_t> PreludeCache::chooseMaxBytes(llvm::StringRef Flag) {
  std::string Text = Flag.str();
  llvm::StringRef Source = "--cache-max-size";
  if (Text.empty()) {
    std::optional<std::string> Env =
        llvm::sys::Process::GetEnv("HIPIFY_CACHE_MAX_SIZE");
    if (!Env || Env->empty())
      return DefaultMaxBytes;
    Text = *Env;
    Source = "HIPIFY_CACHE_MAX_SIZE";
  }
  llvm::StringRef Rest = llvm::StringRef(Text).trim();
  uint64_t Scale = 1;
  if (!Rest.empty()) {
    switch (llvm::toLower(Rest.back())) {
    case 'k':
      Scale = uint64_t(1) << 10;
      break;
    case 'm':
      Scale = uint64_t(1) << 20;
      break;
    case 'g':
      Scale = uint64_t(1) << 30;
      break;
    default:
      break;
    }
    if (Scale != 1)
      Rest = Rest.drop_back();
  }
  uint64_t Number = 0;
  if (Rest.empty() || Rest.getAsInteger(10, Number) ||
      Number > UINT64_MAX / Scale)
    return llvm::createStringError(
        std::errc::invalid_argument,
        "%s: '%s' is not a size; write a number of bytes with an optional K, "
        "M or G suffix (1G), or 0 for no limit",
        Source.str().c_str(), Text.c_str());
  return Number * Scale;
}

namespace {

/// The names a prelude's #include, #include_next and __has_include
/// directives asked for, as written ("stdio.h", "crt/host_config.h").
class IncludedNames : public clang::PPCallbacks {
public:
  explicit IncludedNames(std::set<std::string> &Names) : Names(Names) {}
  void InclusionDirective(clang::SourceLocation, const clang::Token &,
                          llvm::StringRef FileName, bool,
                          clang::CharSourceRange, clang::OptionalFileEntryRef,
                          llvm::StringRef, llvm::StringRef,
                          const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    Names.insert(FileName.str());
  }
  void HasInclude(clang::SourceLocation, llvm::StringRef FileName, bool,
                  clang::OptionalFileEntryRef,
                  clang::SrcMgr::CharacteristicKind) override {
    Names.insert(FileName.str());
  }

private:
  std::set<std::string> &Names;
};

class RecordingPchAction : public clang::GeneratePCHAction {
public:
  explicit RecordingPchAction(std::set<std::string> &Names) : Names(Names) {}
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludedNames>(Names));
    return GeneratePCHAction::BeginSourceFileAction(CI);
  }

private:
  std::set<std::string> &Names;
};

std::string namesPath(llvm::StringRef Pch) { return (Pch + ".names").str(); }

std::string preludeName(llvm::StringRef Kind,
                        const std::vector<std::string> &Flags) {
  std::string Key = LLVM_VERSION_STRING;
  Key += '\0';
  Key += PchOnlyFlag;
  Key += Kind;
  for (const std::string &Flag : Flags)
    Key += '\0' + Flag;
  std::string Name;
  llvm::raw_string_ostream(Name)
      << "prelude-"
      << llvm::format_hex_no_prefix(llvm::xxh3_64bits(llvm::StringRef(Key)), 16)
      << ".pch";
  return Name;
}

/// Splits the flags of a parse into those a prelude is keyed on (Base) and
/// the user's include directories (-I, -iquote), made absolute.
void splitIncludeDirs(const std::vector<std::string> &Flags,
                      llvm::StringRef CompileDirectory,
                      llvm::ArrayRef<std::string> OwnIncludeDirs,
                      std::vector<std::string> &Base,
                      std::vector<std::string> &UserDirs) {
  auto Absolute = [&](llvm::StringRef Dir) {
    llvm::SmallString<256> Path(Dir);
    if (!CompileDirectory.empty())
      llvm::sys::path::make_absolute(CompileDirectory, Path);
    else
      llvm::sys::fs::make_absolute(Path);
    return std::string(Path);
  };
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef Flag = Flags[I];
    std::optional<std::string> Dir;
    std::vector<std::string> Spelled = {Flags[I]};
    for (llvm::StringRef Option : {"-I", "-iquote", "--include-directory="}) {
      if (!Flag.starts_with(Option))
        continue;
      if (Flag.size() > Option.size())
        Dir = Flag.drop_front(Option.size()).str();
      else if (I + 1 < Flags.size() && !Option.ends_with("=")) {
        Dir = Flags[I + 1];
        Spelled.push_back(Flags[++I]);
      }
      break;
    }
    if (Dir && !llvm::is_contained(OwnIncludeDirs, *Dir))
      UserDirs.push_back(Absolute(*Dir));
    else
      Base.insert(Base.end(), Spelled.begin(), Spelled.end());
  }
}

/// Whether a directory of Dirs holds a file a prelude included by a name of
/// NamesFile: then it could change that prelude. True also when the names
/// cannot be read.
bool shadowsPrelude(llvm::ArrayRef<std::string> Dirs,
                    llvm::StringRef NamesFile) {
  auto Names = llvm::MemoryBuffer::getFile(NamesFile, /*IsText=*/true);
  if (!Names)
    return true;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Names)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (const std::string &Dir : Dirs)
    for (llvm::StringRef Name : Lines) {
      llvm::SmallString<256> Path(Dir);
      llvm::sys::path::append(Path, Name);
      if (llvm::sys::fs::exists(Path))
        return true;
    }
  return false;
}

/// Marks Pch used now: its digest file's modification time is its last use.
void touch(llvm::StringRef Pch) {
  std::string Stamp = digestPath(Pch);
  ::utimensat(AT_FDCWD, Stamp.c_str(), nullptr, 0);
}

/// A prelude used this recently may be about to be opened by a worker.
constexpr auto InUseGrace = std::chrono::seconds(60);

} // namespace

std::optional<std::string>
PreludeCache::precompiledPrelude(const std::vector<std::string> &Command,
                                 const std::string &MainFile,
                                 llvm::StringRef CompileDirectory,
                                 llvm::ArrayRef<std::string> OwnIncludeDirs,
                                 std::string &Why) {
  std::vector<std::string> Flags = commandWithoutFile(Command, MainFile);
  std::vector<std::string> Base, UserDirs;
  splitIncludeDirs(Flags, CompileDirectory, OwnIncludeDirs, Base, UserDirs);
  if (!UserDirs.empty()) {
    // The prelude of the flags without the user's directories serves unless
    // one of them holds a header it includes (or it needs one of them: then
    // it cannot be built without them).
    std::string BaseWhy;
    std::optional<std::string> Shared =
        preludeFor(preludeName("", Base), Base, Command.front(), BaseWhy);
    if (Shared && !shadowsPrelude(UserDirs, namesPath(*Shared)))
      return Shared;
  }
  return preludeFor(preludeName(UserDirs.empty() ? "" : "|all", Flags),
                    Flags, Command.front(), Why);
}

std::optional<std::string>
PreludeCache::preludeFor(llvm::StringRef Name,
                         const std::vector<std::string> &Flags,
                         const std::string &Compiler, std::string &Why) {
  llvm::SmallString<256> Pch(Directory);
  llvm::sys::path::append(Pch, Name);
  if (llvm::sys::fs::exists(Pch)) {
    if (hasIntactContents(Pch) && llvm::sys::fs::exists(namesPath(Pch))) {
      touch(Pch);
      return std::string(Pch);
    }
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
  std::vector<std::string> Build = {Compiler, "-c"};
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
  std::set<std::string> Names;
  clang::tooling::ToolInvocation Invocation(
      Build, std::make_unique<RecordingPchAction>(Names), Files.get());
  Invocation.setDiagnosticConsumer(&Diagnostics);
  bool Built = Invocation.run() && Diagnostics.getNumErrors() == 0;
  if (!Built) {
    Why = "building the precompiled prelude failed";
    if (Diagnostics.getNumErrors())
      Why += ": " + Diagnostics.err_begin()->second;
    llvm::sys::fs::remove(Temp);
    return std::nullopt;
  }
  // The digest and the names are stored before the file they describe
  // appears, so that a reader never sees a prelude without them. Another
  // process may have renamed its copy into place meanwhile; both are built
  // from the same inputs, so either is fine (a mismatch only means one more
  // rebuild).
  std::string NameList;
  for (const std::string &N : Names)
    NameList += N + "\n";
  std::optional<std::string> Digest = contentDigest(Temp);
  if (!Digest || writeDigest(digestPath(Pch), *Digest) ||
      writeDigest(namesPath(Pch), NameList)) {
    llvm::sys::fs::remove(Temp);
    Why = "cannot store the precompiled prelude's digest";
    return std::nullopt;
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Pch)) {
    llvm::sys::fs::remove(Temp);
    Why = "cannot store the precompiled prelude: " + EC.message();
    return std::nullopt;
  }
  evict(Pch);
  return std::string(Pch);
}

void PreludeCache::evict(llvm::StringRef Keep) const {
  struct Entry {
    std::string Path;
    uint64_t Bytes;
    llvm::sys::TimePoint<> LastUse;
  };
  std::vector<Entry> Preludes;
  uint64_t Total = 0;
  auto Now = std::chrono::system_clock::now();
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(It->path(), Status) ||
        Status.type() != llvm::sys::fs::file_type::regular_file)
      continue;
    // What a build killed halfway left behind.
    if (Name.contains(".pch.tmp-")) {
      if (Now - Status.getLastModificationTime() > std::chrono::hours(1))
        llvm::sys::fs::remove(It->path());
      continue;
    }
    if (!Name.starts_with("prelude-") || !Name.ends_with(".pch"))
      continue;
    llvm::sys::fs::file_status Stamp;
    llvm::sys::TimePoint<> LastUse =
        llvm::sys::fs::status(digestPath(It->path()), Stamp)
            ? Status.getLastModificationTime()
            : Stamp.getLastModificationTime();
    Preludes.push_back({It->path(), Status.getSize(), LastUse});
    Total += Status.getSize();
  }
  if (MaxBytes == 0 || Total <= MaxBytes)
    return;
  llvm::sort(Preludes, [](const Entry &A, const Entry &B) {
    return A.LastUse < B.LastUse;
  });
  for (const Entry &E : Preludes) {
    if (Total <= MaxBytes)
      break;
    if (E.Path == Keep || Now - E.LastUse < InUseGrace)
      continue;
    discard(E.Path);
    Total -= E.Bytes;
  }
}

void PreludeCache::discard(const std::string &Path) {
  llvm::sys::fs::remove(Path);
  llvm::sys::fs::remove(digestPath(Path));
  llvm::sys::fs::remove(namesPath(Path));
}

std::vector<std::string>
PreludeCache::withPrelude(std::vector<std::string> Command,
                          const std::string &Pch) {
  Command.insert(Command.begin() + 1, {"-include-pch", Pch});
  return Command;
}

} // namespace hipify
