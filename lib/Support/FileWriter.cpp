//===- FileWriter.cpp -----------------------------------------------------===//
#include "Support/FileWriter.h"
#include "Support/RegularFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <unistd.h>

namespace hipify {

static llvm::Error ioError(std::error_code EC, const llvm::Twine &What) {
  return llvm::createStringError(EC, "%s: %s", What.str().c_str(),
                                 EC.message().c_str());
}

/// Writes Contents into an existing file that is not a regular file (a
/// device such as /dev/null, a FIFO, a terminal): renaming over it would
/// replace the node itself.
static llvm::Error writeInto(llvm::StringRef Path, llvm::StringRef Contents) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Append);
  if (EC)
    return ioError(EC, "cannot open '" + Path + "' for writing");
  OS << Contents;
  OS.close();
  if (OS.has_error()) {
    EC = OS.error();
    OS.clear_error();
    return ioError(EC, "cannot write '" + Path + "'");
  }
  return llvm::Error::success();
}

static llvm::Error
writeAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                std::optional<llvm::sys::fs::perms> Permissions);

llvm::Error writeFileAtomically(llvm::StringRef Path,
                                llvm::StringRef Contents) {
  return writeAtomically(Path, Contents, std::nullopt);
}

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                                llvm::sys::fs::perms Permissions) {
  return writeAtomically(Path, Contents, Permissions);
}

static llvm::Error
writeAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                std::optional<llvm::sys::fs::perms> Permissions) {
  // A link is followed: the file it names is replaced, the link stays.
  llvm::SmallString<256> Target(Path);
  if (llvm::sys::fs::is_symlink_file(Path)) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(Path, Real)) {
      Target = Real;
    } else {
      // A dangling link: the file it names is created.
      char Buffer[4096];
      ssize_t N = ::readlink(Path.str().c_str(), Buffer, sizeof(Buffer) - 1);
      if (N <= 0)
        return llvm::createStringError(std::errc::io_error,
                                       "cannot resolve the link '%s'",
                                       Path.str().c_str());
      llvm::StringRef Link(Buffer, N);
      Target = llvm::sys::path::is_absolute(Link)
                   ? llvm::SmallString<256>(Link)
                   : llvm::SmallString<256>(llvm::sys::path::parent_path(Path));
      if (!llvm::sys::path::is_absolute(Link))
        llvm::sys::path::append(Target, Link);
    }
  }
  llvm::sys::fs::file_status Status;
  bool Exists = !llvm::sys::fs::status(Target, Status);
  if (Exists && !llvm::sys::fs::is_regular_file(Status)) {
    if (llvm::sys::fs::is_directory(Status))
      return llvm::createStringError(std::errc::is_a_directory,
                                     "cannot write '%s': it is a directory",
                                     Path.str().c_str());
    return writeInto(Target, Contents);
  }
  // The temporary's name is short and fixed in length, so that any name
  // the file system accepts for the target works, and it is recognisable
  // (temporaryFilePattern) so that a run killed before its rename leaves
  // nothing a later run does not clean up.
  llvm::SmallString<256> Model = llvm::sys::path::parent_path(Target);
  llvm::sys::path::append(Model, TemporaryFilePrefix + std::string("%%%%%%%%"));
  if (llvm::sys::path::parent_path(Target).empty())
    Model = TemporaryFilePrefix + std::string("%%%%%%%%");
  llvm::SmallString<256> Temp;
  int FD = -1;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, Temp))
    return ioError(EC, "cannot create a temporary file next to '" + Path + "'");
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      llvm::sys::fs::remove(Temp);
      return ioError(EC, "cannot write '" + Path + "'");
    }
  }
  if (Permissions)
    llvm::sys::fs::setPermissions(Temp, *Permissions);
  else if (Exists)
    llvm::sys::fs::setPermissions(Temp, Status.permissions());
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Target)) {
    llvm::sys::fs::remove(Temp);
    return ioError(EC, "cannot replace '" + Path + "'");
  }
  return llvm::Error::success();
}

bool isTemporaryFileName(llvm::StringRef Name) {
  return Name.starts_with(TemporaryFilePrefix) &&
         Name.size() == llvm::StringRef(TemporaryFilePrefix).size() + 8;
}

llvm::Error backupFile(llvm::StringRef Path, llvm::StringRef Suffix,
                       bool &Created) {
  std::string Backup = (Path + Suffix).str();
  Created = false;
  if (llvm::sys::fs::exists(Backup))
    return llvm::Error::success();
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buffer)
    return ioError(Buffer.getError(), "cannot read '" + Path + "'");
  if (llvm::Error E = writeFileAtomically(Backup, (*Buffer)->getBuffer()))
    return E;
  Created = true;
  return llvm::Error::success();
}

llvm::Expected<std::string> readSourceFile(llvm::StringRef Path) {
  llvm::sys::fs::file_status Status;
  if (std::error_code EC = llvm::sys::fs::status(Path, Status))
    return ioError(EC, "cannot open '" + Path + "'");
  if (llvm::sys::fs::is_directory(Status))
    return llvm::createStringError(std::errc::is_a_directory,
                                   "'%s' is a directory; give a source file",
                                   Path.str().c_str());
  if (!llvm::sys::fs::is_regular_file(Status))
    return llvm::createStringError(
        std::errc::invalid_argument,
        "'%s' is not a regular file (a FIFO, device or socket); give a "
        "source file",
        Path.str().c_str());
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buffer)
    return ioError(Buffer.getError(), "cannot read '" + Path + "'");
  llvm::StringRef Text = (*Buffer)->getBuffer();
  if (Text.contains('\0'))
    return llvm::createStringError(
        std::errc::invalid_argument,
        "'%s' looks like a binary file (it contains NUL bytes); hipify "
        "translates CUDA source files",
        Path.str().c_str());
  return Text.str();
}

} // namespace hipify
