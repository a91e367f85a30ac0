//===- RecordedReference.h - the original's results, kept for later -------===//
//
// `hipify validate --record=REF.json` keeps what the CUDA original did (exit
// status, stdout, and its launch trace in REF.json.trace/), so that a port
// can be compared with it where the original cannot run (--reference).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_RECORDEDREFERENCE_H
#define HIPIFY_VALIDATE_RECORDEDREFERENCE_H

#include "Validate/ProgramValidation.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// Writes Request.RecordFile (and its .trace directory) from Original.
llvm::Error writeReference(const ProgramValidationRequest &Request,
                           const RunOutcome &Original);

/// Reads a reference written by writeReference; its trace directory, if
/// any, is resolved next to Path.
llvm::Expected<RunOutcome> readReference(llvm::StringRef Path);

} // namespace hipify

#endif
