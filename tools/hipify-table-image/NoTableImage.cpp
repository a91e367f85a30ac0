//===- NoTableImage.cpp - the image of the build step that makes it -------===//
#include "Mapping/TableImage.h"

namespace hipify {
llvm::StringRef embeddedTableImage() { return ""; }
} // namespace hipify
