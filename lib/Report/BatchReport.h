//===- BatchReport.h - what a batch port did, for people and for tools ----===//
#ifndef HIPIFY_REPORT_BATCHREPORT_H
#define HIPIFY_REPORT_BATCHREPORT_H

#include "Batch/BatchPort.h"
#include "Validate/PortVerifier.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// The --report JSON: per-file status, counts per API family, every
/// unsupported API with its location, and the effort estimate. With
/// ParsedWithCudaFacade (the batch parsed against the CUDA facade,
/// docs/facade.md), the summary, every file whose text comes from a parse
/// and every finding say "parsedWith": "cuda-facade", as check's JSON does.
/// With Verified (port --verify), each unit compiled says how in "build"
/// ({"builds": false, "errors": N, ...}), a unit that does not build gets
/// the reason "translated, does not build (N errors)", and the summary
/// counts the units that do not build.
void renderBatchReportJson(llvm::raw_ostream &OS, const BatchResult &Result,
                           llvm::StringRef InRoot, llvm::StringRef OutRoot,
                           bool ParsedWithCudaFacade = false,
                           const PortVerifyResult *Verified = nullptr);

/// A few lines for the terminal: status counts, effort, problems; with
/// Verified, the units that do not build.
void renderBatchSummary(llvm::raw_ostream &OS, const BatchResult &Result,
                        const PortVerifyResult *Verified = nullptr);

} // namespace hipify

#endif
