//===- DirectoryLock.cpp --------------------------------------------------===//
#include "Support/DirectoryLock.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/file.h>
#include <unistd.h>

namespace hipify {

llvm::Expected<std::unique_ptr<DirectoryLock>>
DirectoryLock::acquire(llvm::StringRef Directory, llvm::StringRef Purpose) {
  std::string Path = Directory.str();
  int FD = ::open(Path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (FD < 0)
    return llvm::createStringError(
        std::error_code(errno, std::generic_category()), "cannot open '%s': %s",
        Path.c_str(), strerror(errno));
  if (::flock(FD, LOCK_EX | LOCK_NB) != 0) {
    int Error = errno;
    ::close(FD);
    if (Error != EWOULDBLOCK)
      return llvm::createStringError(
          std::error_code(Error, std::generic_category()),
          "cannot lock '%s': %s", Path.c_str(), strerror(Error));
    return llvm::createStringError(
        std::errc::resource_unavailable_try_again,
        "%s '%s'; wait for it to finish, or choose another output directory",
        Purpose.str().c_str(), Path.c_str());
  }
  return std::unique_ptr<DirectoryLock>(new DirectoryLock(FD));
}

DirectoryLock::~DirectoryLock() { ::close(FD); }

} // namespace hipify
