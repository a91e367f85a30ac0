//===- CompileCommand.h - the clang command line a CUDA file is parsed with ===//
#ifndef HIPIFY_TRANSLATE_COMPILECOMMAND_H
#define HIPIFY_TRANSLATE_COMPILECOMMAND_H

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <map>
#include <string>
#include <vector>

namespace hipify {

/// CUDA_PATH if set, else /usr/local/cuda.
std::string defaultCudaPath();
/// The resource directory of the clang hipify was built against.
std::string defaultResourceDir();

/// The compilation database in BuildDir (-p), or null when BuildDir is
/// empty; an error naming the directory when there is none.
llvm::Expected<std::unique_ptr<clang::tooling::CompilationDatabase>>
loadCompilationDatabase(llvm::StringRef BuildDir);

/// Whether DIR looks like a CUDA installation (has include/cuda_runtime.h).
bool isCudaInstallation(llvm::StringRef Dir);

/// The include directory of the CUDA facade (docs/facade.md): headers named
/// like CUDA's, generated from the tables and HIP's headers, that CUDA is
/// parsed against when there is no CUDA installation. $HIPIFY_CUDA_FACADE,
/// else share/hipify/cuda-facade/include beside the binary's bin/, else the
/// build tree's; empty when none has hipify_facade/prelude.h.
std::string findCudaFacade();
/// The HIP release the facade in Dir was generated from ("5.2"), or "".
std::string cudaFacadeHipVersion(llvm::StringRef Dir);

struct ParseSettings {
  std::string CudaPath;
  std::string ResourceDir;
  std::vector<std::string> ExtraArgs; ///< --extra-arg and `-- ARGS`.
  /// Where precompiled CUDA preludes are kept; empty: parse the headers
  /// every time.
  std::string PreludeCacheDir;
  /// The size the cache is kept under (PreludeCache.h); 0: no limit.
  uint64_t PreludeCacheMaxBytes = 0;
  /// The CPU runner's preparation step: parse against the runner's headers
  /// in this directory (prepare mode, no CUDA installation), with
  /// CpuDialectHeader (cuda_runtime.h or hip/hip_runtime.h) included first.
  std::string CpuRuntimeInclude;
  std::string CpuDialectHeader;
  /// Parse against the CUDA facade in this directory (findCudaFacade())
  /// instead of a CUDA installation: as HIP, so that the kernel language
  /// comes from HIP's headers, with the facade's cuda_runtime.h included
  /// first as nvcc does (through hipify_facade/implicit.h).
  std::string CudaFacadeInclude;
  /// Files whose text the parse reads from here instead of the disk, by
  /// absolute path: the CPU runner's preparation gives the program's headers
  /// with their variables named like built-ins renamed (ShadowedBuiltins.h),
  /// and its inlined headers (CollectiveInlining.h).
  std::map<std::string, std::string> ReplacedFiles;
};

/// The directory the compilation database's command for File runs in (its
/// relative paths are relative to it), or the working directory.
std::string compileDirectoryFor(llvm::StringRef File,
                                const clang::tooling::CompilationDatabase *Database);

/// The command that parses File: the compilation database's command when it
/// has one for File, else a default `clang++ File`; in both cases adjusted to
/// parse CUDA host and device code without compiling.
std::vector<std::string>
parseCommandFor(llvm::StringRef File,
                const clang::tooling::CompilationDatabase *Database,
                const ParseSettings &Settings);

} // namespace hipify

#endif
