//===- ValidationFindings.h - a validation result as Findings -------------===//
//
// `hipify validate --format=sarif` reports what went wrong as the engine's
// Findings, so that code scanning shows dynamic results (a port that does
// not build, does not run, or computes something else) next to the static
// ones of `hipify check`. Each points into the CUDA original, which is the
// file the user owns: the build error's line mapped back from the port, the
// kernel whose launch differs, or the program's first line. Notes say what
// was compared otherwise, for buffers that depend on the order of blocks.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_VALIDATIONFINDINGS_H
#define HIPIFY_VALIDATE_VALIDATIONFINDINGS_H

#include "Core/Finding.h"
#include "Validate/ProgramValidation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace hipify {

/// The rules hipify-validate-build, -run and -divergence that Result
/// breaks (none when it succeeded), then a hipify-validate-schedule-dependent
/// note for each kernel parameter whose buffers were compared as multisets
/// or not compared. TextOf gives the text of each of the original's units,
/// to place findings on their lines.
std::vector<Finding> validationFindings(
    const ProgramValidationResult &Result,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> TextOf);

} // namespace hipify

#endif
