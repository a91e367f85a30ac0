//===- ScratchDirectory.cpp -----------------------------------------------===//
#include "Support/ScratchDirectory.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace hipify {

static bool processRuns(pid_t Pid) {
  return kill(Pid, 0) == 0 || errno != ESRCH;
}

unsigned removeStaleScratchDirectories(llvm::StringRef Parent,
                                       llvm::StringRef Prefix) {
  unsigned Removed = 0;
  std::error_code EC;
  std::string Start = (Prefix + "-").str();
  for (llvm::sys::fs::directory_iterator It(Parent, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (!Name.consume_front(Start))
      continue;
    unsigned long long Pid = 0;
    // "<pid>-XXXXXX"; anything else is not ours.
    if (llvm::consumeUnsignedInteger(Name, 10, Pid) || !Name.starts_with("-") ||
        Pid == 0 || pid_t(Pid) == getpid() || processRuns(pid_t(Pid)))
      continue;
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(It->path(), Status, /*Follow=*/false) ||
        Status.type() != llvm::sys::fs::file_type::directory_file ||
        Status.getUser() != getuid())
      continue;
    if (!llvm::sys::fs::remove_directories(It->path()))
      ++Removed;
  }
  return Removed;
}

llvm::Expected<std::unique_ptr<ScratchDirectory>>
ScratchDirectory::create(llvm::StringRef Prefix) {
  llvm::SmallString<128> Parent;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Parent);
  removeStaleScratchDirectories(Parent, Prefix);
  llvm::SmallString<128> Model(Parent), Path;
  // createUniqueDirectory appends "-XXXXXX".
  llvm::sys::path::append(Model, Prefix + "-" + llvm::Twine(getpid()));
  if (std::error_code EC = llvm::sys::fs::createUniqueDirectory(Model, Path))
    return llvm::createStringError(EC, "cannot create a work directory in "
                                       "'%s': %s",
                                   Parent.c_str(), EC.message().c_str());
  return std::unique_ptr<ScratchDirectory>(new ScratchDirectory(Path));
}

ScratchDirectory::~ScratchDirectory() {
  if (!Kept)
    llvm::sys::fs::remove_directories(Path);
}

} // namespace hipify
