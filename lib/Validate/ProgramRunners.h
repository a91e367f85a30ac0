//===- ProgramRunners.h - run a program for validation --------------------===//
//
// How validation runs one program: on the CPU runner (prepare, build, run
// with a launch trace), or as an executable built for a GPU. Each returns
// how far it got and what the program printed.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_PROGRAMRUNNERS_H
#define HIPIFY_VALIDATE_PROGRAMRUNNERS_H

#include "CpuRunner/CpuProgram.h"
#include "Validate/ProgramValidation.h"

namespace hipify {

/// Prepares, builds (in Request.WorkDir, files named after Tag) and runs
/// Source on the CPU runner with WarpSize lanes and a launch trace.
RunOutcome runOnCpuRunner(llvm::StringRef Source, SourceDialect Dialect,
                          unsigned WarpSize, llvm::StringRef Tag,
                          const ProgramValidationRequest &Request,
                          const MappingTable &Table);

/// Runs a GPU executable with the request's arguments and time limit.
RunOutcome runExecutable(llvm::StringRef Executable,
                         const ProgramValidationRequest &Request);

/// Whether this machine has an AMD GPU HIP can use; Why says what was found.
bool amdGpuPresent(std::string &Why);

} // namespace hipify

#endif
