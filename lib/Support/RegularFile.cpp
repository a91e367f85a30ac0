//===- RegularFile.cpp ----------------------------------------------------===//
#include "Support/RegularFile.h"
#include "llvm/Support/FileSystem.h"

namespace hipify {

bool isSpecialFile(llvm::StringRef Path) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status))
    return false;
  return !llvm::sys::fs::is_regular_file(Status) &&
         !llvm::sys::fs::is_directory(Status);
}

llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFile(llvm::StringRef Path, bool IsText) {
  if (isSpecialFile(Path))
    return std::make_error_code(std::errc::invalid_argument);
  return llvm::MemoryBuffer::getFile(Path, IsText);
}

} // namespace hipify
