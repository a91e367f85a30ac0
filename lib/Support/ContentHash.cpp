//===- ContentHash.cpp ----------------------------------------------------===//
#include "Support/ContentHash.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

namespace hipify {

std::string contentHash(llvm::StringRef Text) {
  std::string Hex;
  llvm::raw_string_ostream(Hex)
      << llvm::format_hex_no_prefix(llvm::xxh3_64bits(Text), 16);
  return Hex;
}

std::string fileContentHash(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  return Buffer ? contentHash((*Buffer)->getBuffer())
                : MissingFileHash.str();
}

} // namespace hipify
