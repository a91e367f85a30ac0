//===- NormalPath.cpp -----------------------------------------------------===//
#include "Support/NormalPath.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string normalPath(llvm::StringRef Path) {
  llvm::SmallString<256> Out(Path);
  llvm::sys::fs::make_absolute(Out);
  llvm::sys::path::remove_dots(Out, /*remove_dot_dot=*/true);
  return std::string(Out);
}

} // namespace hipify
