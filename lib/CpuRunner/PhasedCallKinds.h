//===- PhasedCallKinds.h - what a call is to the phased split ---*- C++ -*-===//
//
// The phased lowering splits a kernel at its barriers and at the collectives
// of the runner's headers, and at nothing else. This tells a call of one from
// a call that never synchronises and from one it cannot split at (a function
// of the program that synchronises, a call through a pointer). The runner's
// headers mark their functions with annotations (HIPIFY_CPU_BARRIER,
// HIPIFY_CPU_COLLECTIVE... in hipify_cpu/mode.h); a function of the same name
// that the program defines is none of them.
//
// Internal to lib/CpuRunner.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_PHASEDCALLKINDS_H
#define HIPIFY_CPURUNNER_PHASEDCALLKINDS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify::phased {

/// The annotations of hipify_cpu/mode.h.
inline const char *const kCollectiveAnnotation = "hipify_cpu_collective";
inline const char *const kBarrierAnnotation = "hipify_cpu_barrier";
inline const char *const kUniformAnnotation = "hipify_cpu_uniform";
inline const char *const kAlikeAnnotation = "hipify_cpu_alike";
inline const char *const kLaneValueAnnotation = "hipify_cpu_lane_value";

/// Where a declaration comes from: the runner's headers (or a system
/// header, or the compiler), or the program.
struct Origin {
  const clang::SourceManager &SM;
  llvm::StringRef RuntimeInclude;
  bool isLibrary(const clang::Decl *D) const;
};

enum class CallKind {
  Plain,           ///< Never synchronises.
  Barrier,         ///< A block barrier without a result.
  Collective,      ///< One warp collective of the runner's headers.
  BlockCollective, ///< __syncthreads_count/and/or.
  Other,           ///< Synchronises some other way (a function of the
                   ///< program that does, a call through a pointer...).
};

/// Whether F, or the template it is an instance of, carries the annotation
/// Name.
bool hasAnnotation(const clang::FunctionDecl *F, llvm::StringRef Name);

/// The functions a call may call (empty when it cannot tell).
std::vector<const clang::FunctionDecl *> calleesOf(const clang::Expr *E);

/// What the call E is, every function it may call agreeing (Other if not).
CallKind kindOfCall(const clang::Expr *E, const Origin &From);

/// The called function's name quoted, for messages.
std::string calleeName(const clang::Expr *E);

} // namespace hipify::phased

#endif
