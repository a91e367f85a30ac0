//===- RunComparisons.h - whether an original and its port agree ----------===//
//
// The comparisons validateProgram makes after the runs (RunComparisons.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_RUNCOMPARISONS_H
#define HIPIFY_VALIDATE_RUNCOMPARISONS_H

#include "Mapping/MappingTable.h"
#include "Validate/ProgramRunners.h"
#include "Validate/ProgramValidation.h"

namespace hipify {

/// Compares what the original and the port printed.
void compareStdout(ProgramValidationResult &Result,
                   const ProgramValidationRequest &Request);

/// Compares what the original and the port printed and, launch by launch,
/// what their kernels wrote, when both ran.
void compareRuns(ProgramValidationResult &Result,
                 const ProgramValidationRequest &Request,
                 const MappingTable &Table);

/// Where launches diverged on the CPU runner, runs the original again with
/// its blocks in reverse order and compares once more.
void compareAcrossSchedules(ProgramValidationResult &Result,
                            const CpuProgramBuild &OriginalBuild,
                            const ProgramValidationRequest &Request,
                            const MappingTable &Table);

/// Where the port seeded generators the rocRAND way and diverged, runs it
/// again drawing cuRAND's numbers and compares once more.
void compareWithCudaRandomNumbers(ProgramValidationResult &Result,
                                  const CpuProgramBuild &PortBuild,
                                  unsigned WarpSize,
                                  const ProgramValidationRequest &Request,
                                  const MappingTable &Table);

} // namespace hipify

#endif
