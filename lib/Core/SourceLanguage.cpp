//===- SourceLanguage.cpp -------------------------------------------------===//
#include "Core/SourceLanguage.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace hipify {

bool hasCudaExtension(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext == ".cu" || Ext == ".cuh";
}

bool hasSourceExtension(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(llvm::sys::path::extension(Path))
      .Cases({".cu", ".cpp", ".cc", ".cxx", ".c++", ".c"}, true)
      .Default(false);
}

bool hasHeaderExtension(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(llvm::sys::path::extension(Path))
      .Cases({".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl"}, true)
      .Default(false);
}

bool mentionsCuda(llvm::StringRef Text) {
  for (const char *Needle :
       {"cuda", "CUDA", "__global__", "__device__", "__shared__", "<<<",
        "__constant__", "cublas", "curand", "cufft", "cusparse", "thrust/",
        "cub/"})
    if (Text.contains(Needle))
      return true;
  return false;
}

bool isCudaFile(llvm::StringRef Path, llvm::StringRef Text) {
  return (hasSourceExtension(Path) || hasHeaderExtension(Path)) &&
         (hasCudaExtension(Path) || mentionsCuda(Text));
}

} // namespace hipify
