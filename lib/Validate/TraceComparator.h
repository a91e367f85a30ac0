//===- TraceComparator.h - do two launch traces agree? --------------------===//
//
// The CUDA original and its port, both run on the CPU runner with a launch
// trace, must launch the same kernels in the same order with the same
// configuration, and leave the same contents in every buffer they touch:
// integers and bytes exactly, floating-point elements within the tolerance
// of their type (TolerancePolicy). Finding the first launch, buffer and
// element where they part says far more than a differing printout.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_TRACECOMPARATOR_H
#define HIPIFY_VALIDATE_TRACECOMPARATOR_H

#include "Validate/OutputComparator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <cstdint>
#include <optional>
#include <string>

namespace hipify {

struct TraceDivergence {
  enum class Kind {
    MissingLaunch,   ///< The port made fewer launches.
    ExtraLaunch,     ///< The port made more launches.
    KernelName,      ///< Launch N runs another kernel.
    Configuration,   ///< Grid, block or dynamic shared memory differ.
    Status,          ///< One ran, the other was rejected.
    MissingBuffer,   ///< The port's launch does not have this buffer.
    ExtraBuffer,     ///< The port's launch has a buffer the original lacks.
    ElementType,     ///< The buffer holds another element type.
    BufferSize,      ///< The buffer has another size.
    Element,         ///< An element differs beyond tolerance.
    ContentsHash,    ///< Only hashes were traced, and they differ.
  };
  Kind What = Kind::Element;
  unsigned Launch = 0; ///< 0-based position in the traces.
  std::string Kernel;  ///< The original's, unless the launch is extra.
  /// The buffer involved, for the buffer kinds.
  std::optional<unsigned> Arg;
  std::string Param;
  std::optional<uint64_t> Element; ///< Index, for Kind::Element.
  std::string Expected, Actual;    ///< Values as text, for people.
  std::optional<uint64_t> Ulps;    ///< For floating-point elements.
  std::string Why;                 ///< "contents differ (hash)"...
  /// For a launch configuration that differs: what it did to the buffers
  /// (the first buffer divergence of that launch, described), if anything.
  std::string Consequence;
};

struct TraceComparison {
  std::optional<TraceDivergence> First; ///< None when the traces agree.
  /// What was compared up to the first divergence (or in all).
  uint64_t LaunchesCompared = 0;
  uint64_t BuffersCompared = 0;
  uint64_t ElementsCompared = 0;
  /// Launches compared by kernel and configuration only: past its budget,
  /// a side's trace records the buffers of some launches only.
  uint64_t LaunchesWithoutBuffers = 0;
  bool matches() const { return !First; }
};

/// Compares the trace in PortDir against the one in ReferenceDir. Fails
/// only when a trace cannot be read (the error names the file).
llvm::Expected<TraceComparison> compareTraces(llvm::StringRef ReferenceDir,
                                              llvm::StringRef PortDir,
                                              const TolerancePolicy &Policy);

/// Whether two kernel names from traces name the same kernel: white space
/// is insignificant except between two words ("k< float >" is "k<float>",
/// "k<unsigned int>" is not "k<unsignedint>").
bool sameKernelName(llvm::StringRef A, llvm::StringRef B);

/// One line for people, e.g.
///   kernel 'saxpy' launch 0: buffer 'y' (arg 3) element 1000: expected 2.5
///   got 2.75 (1048576 ULP)
std::string describe(const TraceDivergence &D);

/// {"matches", "launchesCompared", "buffersCompared", "elementsCompared",
///  "divergence": {"kind", "launch", "kernel", "arg", "param", "element",
///                 "expected", "actual", "ulps", "why", "message"}}
/// with the divergence's optional members left out when unset.
llvm::json::Object toJson(const TraceComparison &C);

} // namespace hipify

#endif
