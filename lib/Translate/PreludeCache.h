//===- PreludeCache.h - precompiled CUDA headers, shared across runs ------===//
//
// Almost all of a CUDA translation unit's parse time goes to the implicit
// CUDA prelude (clang's CUDA wrapper headers and cuda_runtime.h). The cache
// keeps a precompiled header of that prelude per clang version and the parse
// flags that can change it; translation units then load it instead of
// parsing the headers.
//
// What a prelude depends on: its key is the parse command without the main
// file and without the user's include directories (-I, -iquote). Those can
// change the prelude only by holding a header it includes (a project's own
// assert.h, say): each prelude keeps the names it included (.names beside
// it), and a command with a directory that holds one of them gets a prelude
// of its own, keyed on every flag. So programs that differ only in their -I
// flags share one prelude.
//
// Bounded: the cache holds at most a size (--cache-max-size,
// $HIPIFY_CACHE_MAX_SIZE, default 1 GiB, as ccache bounds its cache); when a
// new prelude takes it over, the least recently used ones go. Use is the
// modification time of the prelude's digest file, touched at each use.
//
// Safe for concurrent processes: a PCH is written to a unique temporary file
// and renamed into place. A prelude used in the last minute is never
// evicted, so one that a worker has just chosen is still there when clang
// opens it (once open, removing it costs the reader nothing). A stale,
// corrupt or vanished PCH is detected when it is loaded (clang validates
// it), and the parse is redone without it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PRELUDECACHE_H
#define HIPIFY_TRANSLATE_PRELUDECACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

class PreludeCache {
public:
  /// Directory holds the PCH files; it is created when needed. MaxBytes: the
  /// size the cache is kept under (0: no limit).
  PreludeCache(std::string Directory, uint64_t MaxBytes)
      : Directory(std::move(Directory)), MaxBytes(MaxBytes) {}

  /// The default of --cache-max-size.
  static constexpr uint64_t DefaultMaxBytes = uint64_t(1) << 30;
  /// Flag (--cache-max-size) if given, else $HIPIFY_CACHE_MAX_SIZE, else
  /// DefaultMaxBytes: a number of bytes with an optional K, M or G suffix
  /// (powers of 1024); 0 means no limit.
  static llvm::Expected<uint64_t> chooseMaxBytes(llvm::StringRef Flag);

  /// $XDG_CACHE_HOME/hipify, else ~/.cache/hipify.
  static std::string defaultDirectory();
  /// The cache directory every front end uses: Flag (--cache-dir) if given,
  /// else $HIPIFY_CACHE_DIR ("off": no cache, returned as ""), else the
  /// default directory.
  static std::string chooseDirectory(llvm::StringRef Flag);

  /// A PCH of the prelude for Command (a parse command of MainFile, as
  /// parseCommandFor returns it), building it first if needed. Empty when
  /// it cannot be built: the caller parses without it. Why says why.
  /// Relative include directories are taken from CompileDirectory;
  /// OwnIncludeDirs are hipify's own (the CPU runner's headers), part of
  /// every key.
  std::optional<std::string> precompiledPrelude(
      const std::vector<std::string> &Command, const std::string &MainFile,
      llvm::StringRef CompileDirectory,
      llvm::ArrayRef<std::string> OwnIncludeDirs, std::string &Why);

  /// Deletes a PCH that clang rejected.
  static void discard(const std::string &Path);

  /// Command with the PCH loaded before the main file.
  static std::vector<std::string> withPrelude(std::vector<std::string> Command,
                                              const std::string &Pch);

  /// Whether the last precompiledPrelude() found a cached prelude whose
  /// contents no longer matched their digest, and replaced it.
  bool replacedDamagedPrelude() const { return ReplacedDamaged; }

  /// Removes the least recently used preludes until the cache is under
  /// MaxBytes, never Keep nor one used in the last minute.
  void evict(llvm::StringRef Keep) const;

private:
  /// The cached prelude named Name, built from Command (the parse command
  /// without the main file) if there is none yet.
  std::optional<std::string> preludeFor(llvm::StringRef Name,
                                        const std::vector<std::string> &Flags,
                                        const std::string &Compiler,
                                        std::string &Why);

  std::string Directory;
  uint64_t MaxBytes;
  bool ReplacedDamaged = false;
};

} // namespace hipify

#endif
