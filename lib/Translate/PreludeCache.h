//===- PreludeCache.h - precompiled CUDA headers, shared across runs ------===//
//
// Almost all of a CUDA translation unit's parse time goes to the implicit
// CUDA prelude (clang's CUDA wrapper headers and cuda_runtime.h). The cache
// keeps a precompiled header of that prelude per (clang version, parse
// command); translation units then load it instead of parsing the headers.
//
// Safe for concurrent processes: a PCH is written to a unique temporary file
// and renamed into place. A stale or corrupt PCH is detected when it is
// loaded (clang validates it), deleted, and the parse is redone without it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PRELUDECACHE_H
#define HIPIFY_TRANSLATE_PRELUDECACHE_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

class PreludeCache {
public:
  /// Directory holds the PCH files; it is created when needed.
  explicit PreludeCache(std::string Directory)
      : Directory(std::move(Directory)) {}

  /// $XDG_CACHE_HOME/hipify, else ~/.cache/hipify.
  static std::string defaultDirectory();
  /// The cache directory every front end uses: Flag (--cache-dir) if given,
  /// else $HIPIFY_CACHE_DIR ("off": no cache, returned as ""), else the
  /// default directory.
  static std::string chooseDirectory(llvm::StringRef Flag);

  /// A PCH of the prelude for Command (a parse command of MainFile, as
  /// parseCommandFor returns it), building it first if needed. Empty when
  /// it cannot be built: the caller parses without it. Why says why.
  std::optional<std::string> precompiledPrelude(
      const std::vector<std::string> &Command, const std::string &MainFile,
      std::string &Why);

  /// Deletes a PCH that clang rejected.
  static void discard(const std::string &Path);

  /// Command with the PCH loaded before the main file.
  static std::vector<std::string> withPrelude(std::vector<std::string> Command,
                                              const std::string &Pch);

  /// Whether the last precompiledPrelude() found a cached prelude whose
  /// contents no longer matched their digest, and replaced it.
  bool replacedDamagedPrelude() const { return ReplacedDamaged; }

private:
  std::string Directory;
  bool ReplacedDamaged = false;
};

} // namespace hipify

#endif
