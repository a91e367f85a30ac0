//===- SourceLanguage.cpp -------------------------------------------------===//
#include "Mapping/SourceLanguage.h"
#include "Mapping/CudaSourceFacts.h"
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
  return cudaSourceFacts().mentionsCuda(Text);
}

bool isCudaFile(llvm::StringRef Path, llvm::StringRef Text) {
  return (hasSourceExtension(Path) || hasHeaderExtension(Path)) &&
         (hasCudaExtension(Path) || mentionsCuda(Text));
}

} // namespace hipify
