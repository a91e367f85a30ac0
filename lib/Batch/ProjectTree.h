//===- ProjectTree.h - the files of a project to port ----------------------===//
//
// Walks the input root, decides what each file is (CUDA source, CUDA header,
// build script, other, or something to skip and why), and maps each to its
// place under the output root without ever leaving it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_PROJECTTREE_H
#define HIPIFY_BATCH_PROJECTTREE_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

enum class ProjectFileKind {
  CudaSource,  ///< A translation unit: .cu, or C++ that uses CUDA.
  CudaHeader,  ///< .cuh, or a C/C++ header that uses CUDA.
  BuildScript, ///< CMakeLists.txt, *.cmake, Makefile, *.mk.
  Other,       ///< Anything else: copied with --copy-all.
  Skipped,     ///< A symbolic link, or a file that is not a regular file.
  Unreadable,  ///< Permissions or I/O errors: a failure, reported as one.
};

struct ProjectFile {
  std::string Relative; ///< '/'-separated, relative to the input root.
  std::string Absolute;
  ProjectFileKind Kind = ProjectFileKind::Other;
  /// Why: for Skipped and Unreadable files, and for sources that are not
  /// translated (binary, too large), which --copy-all copies unchanged.
  std::string SkipReason;
};

struct ScanOptions {
  uint64_t MaxFileSize = 16 << 20; ///< Larger files are skipped.
};

/// Every file under InRoot (or, when Only is not empty, the files and
/// directories it names, which must lie under InRoot), sorted by path.
llvm::Expected<std::vector<ProjectFile>>
scanProject(llvm::StringRef InRoot, const std::vector<std::string> &Only,
            const ScanOptions &Options);

enum class RenameMode { Keep, Hip };

/// The output name of a project file: .cu becomes .hip and .cuh becomes
/// .hip.h with RenameMode::Hip; other names are kept.
std::string renamedPath(llvm::StringRef Relative, RenameMode Mode);

/// OutRoot/Relative, refusing anything that would land outside OutRoot
/// ("..", absolute paths, or a symbolic link inside OutRoot that points out).
llvm::Expected<std::string> outputPathFor(llvm::StringRef OutRoot,
                                          llvm::StringRef Relative);

} // namespace hipify

#endif
