//===- NormalPath.h - one spelling for a path ------------------------------===//
//
// Clang, compile databases and users name the same file in several ways
// ("kernels.h", "./src/../src/kernels.h", an absolute path); comparing or
// keying on files needs one.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_NORMALPATH_H
#define HIPIFY_SUPPORT_NORMALPATH_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// Path made absolute (against the working directory), without "." and "..".
std::string normalPath(llvm::StringRef Path);

} // namespace hipify

#endif
