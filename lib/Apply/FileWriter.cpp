//===- FileWriter.cpp -----------------------------------------------------===//
#include "Apply/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

static llvm::Error ioError(std::error_code EC, const llvm::Twine &What) {
  return llvm::createStringError(EC, "%s: %s", What.str().c_str(),
                                 EC.message().c_str());
}

llvm::Error writeFileAtomically(llvm::StringRef Path,
                                llvm::StringRef Contents) {
  llvm::SmallString<256> Temp;
  int FD = -1;
  llvm::SmallString<256> Model(Path);
  Model += ".hipify-tmp-%%%%%%";
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
      return ioError(EC, "cannot write '" + Temp + "'");
    }
  }
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Path, Status) &&
      llvm::sys::fs::is_regular_file(Status))
    llvm::sys::fs::setPermissions(Temp, Status.permissions());
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Path)) {
    llvm::sys::fs::remove(Temp);
    return ioError(EC, "cannot replace '" + Path + "'");
  }
  return llvm::Error::success();
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
