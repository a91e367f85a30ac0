//===- ProgramDiscovery.h - which files make up each program --------------===//
//
// `hipify validate DIR` validates programs, not files. A program is the
// translation units that link into one executable: real programs split their
// kernels, host wrappers and main() over several .cu and .cpp files. The
// directory layout says which files belong together (docs/validate.md,
// "Programs"):
//
//  - a translation unit is a source file (.cu, .cpp, .c, ...) that no other
//    file of its directory includes by name (`#include "kernels.cu"` makes
//    kernels.cu part of the file that includes it);
//  - a directory whose units define main() exactly once is one program: all
//    of its units, and those of subdirectories that define no main() of
//    their own;
//  - a directory whose units define main() several times holds as many
//    programs, each of one unit (a directory of examples);
//  - a directory without main() is part of the program above it; where
//    there is none, its units are reported as not validated, with why.
//
// Only programs with CUDA in them count: a unit named .cu, or one whose text
// mentions CUDA (SourceLanguage). When the directory searched holds one
// program, that directory is the program's (a project's include/ beside its
// src/ holds its headers).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_PROGRAMDISCOVERY_H
#define HIPIFY_VALIDATE_PROGRAMDISCOVERY_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

struct ProgramSources {
  /// The program's directory: headers and units are relative to it.
  std::string Directory;
  /// Absolute paths; the unit that defines main() first, then the others
  /// sorted.
  std::vector<std::string> Units;
  /// With a port directory: each unit's port, parallel to Units (the same
  /// relative path, the name kept or renamed to .hip).
  std::vector<std::string> Ports;
};

struct ProgramSearch {
  std::vector<ProgramSources> Programs; ///< Sorted by their first unit.
  /// Units that belong to no program, each with the reason ("a.cu: ...").
  std::vector<std::string> Unvalidated;
};

/// The programs under Dir (recursively, links not followed); with PortDir,
/// each unit's port under it.
ProgramSearch findPrograms(llvm::StringRef Dir, llvm::StringRef PortDir = "");

/// Whether a C or C++ text defines main(): a line that starts, after an
/// optional return type, with `main(`, outside comments.
bool definesMain(llvm::StringRef Text);

} // namespace hipify

#endif
