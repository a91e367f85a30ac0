//===- RunDirectory.h - a working directory for a program we run ----------===//
//
// Validation and the corpus benchmarks run programs that read their inputs
// by relative paths (`input/control.txt`) and write results the same way
// (`output.ppm`). Run in the user's directory, or in a corpus checkout, their
// writes would land there. A run directory holds, at the same relative
// paths, a symbolic link to every file of the directory the program's inputs
// are in: the program finds what it reads, and what it writes (new files,
// files in its own new directories) stays in the run directory.
//
// Directories are made anew, not linked, so that a file written into
// `input/` stays too, up to a bound on the entries mirrored (a run from the
// top of a large tree); past it, and for hidden directories (`.git`), a
// directory is one link. A program that opens an existing input for writing
// writes through its link: the file is the user's.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_RUNDIRECTORY_H
#define HIPIFY_SUPPORT_RUNDIRECTORY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// Makes RunDir (removed first if it exists) a run directory for a program
/// whose inputs are in InputDir. RunDir itself, should it lie in InputDir,
/// is left out. Directories past MaxEntries entries are linked whole.
llvm::Error makeRunDirectory(llvm::StringRef RunDir, llvm::StringRef InputDir,
                             unsigned MaxEntries = 4096);

} // namespace hipify

#endif
