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

/// Prepares and builds a program of Units (its directory Root) with Flags
/// for the CPU runner, in Request.WorkDir, files named after Tag.
CpuProgramBuild buildOnCpuRunner(const std::vector<std::string> &Units,
                                 llvm::StringRef Root, SourceDialect Dialect,
                                 const std::vector<std::string> &Flags,
                                 llvm::StringRef Tag,
                                 const ProgramValidationRequest &Request,
                                 const MappingTable &Table);

/// Runs a program built by buildOnCpuRunner with WarpSize lanes and a launch
/// trace (in Request.WorkDir, named after Tag), its blocks in the order
/// Schedule names (HIPIFY_CPU_SCHEDULE); when it was not built, the outcome
/// says why.
/// Environment: more variables for the program (HIPIFY_CPU_RANDOM_AS).
RunOutcome runOnCpuRunner(
    const CpuProgramBuild &Built, unsigned WarpSize, llvm::StringRef Tag,
    const ProgramValidationRequest &Request,
    llvm::StringRef Schedule = "forward",
    const std::vector<std::pair<std::string, std::string>> &Environment = {});

/// Runs a GPU executable with the request's arguments and time limit.
RunOutcome runExecutable(llvm::StringRef Executable,
                         const ProgramValidationRequest &Request);

/// Whether this machine has an AMD GPU HIP can use; Why says what was found.
bool amdGpuPresent(std::string &Why);

} // namespace hipify

#endif
