//===- TraceKernelNames.h - do two traced kernel names agree? --*- C++ -*-===//
//
// A launch trace names each launch's kernel as written at the launch,
// template arguments included ("k<float>", "reduce<256, __nv_bfloat16>").
// The original's name and the port's may differ in white space and in the
// names the port renamed ("k<__nv_bfloat16>" is the port's
// "k<__hip_bfloat16>") and still name the same kernel.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_TRACEKERNELNAMES_H
#define HIPIFY_VALIDATE_TRACEKERNELNAMES_H

#include "Mapping/MappingTable.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// Whether two kernel names from traces name the same kernel: white space
/// is insignificant except between two words ("k< float >" is "k<float>",
/// "k<unsigned int>" is not "k<unsignedint>").
bool sameKernelName(llvm::StringRef A, llvm::StringRef B);

/// Whether the original's kernel Original and the port's kernel Port are
/// the same kernel: sameKernelName, or the same once each identifier of
/// Original that Table renames is spelt as the port spells it, with its
/// row's HIP name. Kernel names are written as at their launch, template
/// arguments included: the original's "k<__nv_bfloat16>" is the port's
/// "k<__hip_bfloat16>".
bool sameKernelName(llvm::StringRef Original, llvm::StringRef Port,
                    const MappingTable *Table);

/// Original's identifiers spelt as the port spells them: each one that has
/// a row in Table with a HIP name (a type, a namespace, an enumerator...)
/// is replaced by that name; the rest of the text is kept as it is.
std::string portSpelling(llvm::StringRef Original, const MappingTable &Table);

/// Name without the white space sameKernelName ignores: a key that is the
/// same for every spelling of one kernel's name.
std::string normalisedKernelName(llvm::StringRef Name);

} // namespace hipify

#endif
