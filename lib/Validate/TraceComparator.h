//===- TraceComparator.h - do two launch traces agree? --------------------===//
//
// The CUDA original and its port, both run on the CPU runner with a launch
// trace, must launch the same kernels in the same order with the same
// configuration, and leave the same contents in every buffer they touch:
// integers and bytes exactly, floating-point elements within the tolerance
// of their type (TolerancePolicy). Finding the first launch, buffer and
// element where they part says far more than a differing printout.
//
// Some results depend on the order in which a GPU happens to run blocks: a
// kernel that appends to an output through an atomic counter (stream
// compaction) leaves its elements in the order the blocks won the counter.
// Given a second trace of the original, run with the blocks in another
// order (HIPIFY_CPU_SCHEDULE=reverse), a buffer whose contents differ
// between the original's two runs is schedule-dependent: it is compared as
// a multiset (both sides sorted, then element by element with the same
// tolerance), or, when even the two runs of the original disagree as
// multisets, not at all, and the comparison says which (docs/validate.md).
//
// Launches made by different host threads (OpenMP, std::thread) run in the
// order the threads reach them. Where the port's launch differs from the
// original's, a group of consecutive launches made by as many host threads
// in each trace is matched launch to launch instead, each of the port's with
// an agreeing one of the original's group.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_TRACECOMPARATOR_H
#define HIPIFY_VALIDATE_TRACECOMPARATOR_H

#include "Mapping/MappingTable.h"
#include "Validate/BufferElements.h"
#include "Validate/LaunchTrace.h"
#include "Validate/OutputComparator.h"
#include "Validate/TraceKernelNames.h"
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
    /// A schedule-dependent buffer, compared as a multiset: an element of
    /// the sorted contents differs (Element is its rank).
    SortedElement,
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
  /// "contents differ (hash)"...; for Kind::SortedElement, why the buffer
  /// was compared as a multiset.
  std::string Why;
  /// For a launch configuration that differs: what it did to the buffers
  /// (the first buffer divergence of that launch, described), if anything.
  std::string Consequence;
};

/// A kernel parameter's buffer that the original's two runs (under two
/// block orders) left different, in the launches where they did, and how
/// it was compared with the port there.
struct ScheduleDependentBuffer {
  enum class Treatment {
    /// Sorted on both sides, then compared element by element: the two
    /// runs of the original hold the same elements in another order (or,
    /// at a later launch of the same kernel, the same contents).
    Multiset,
    /// Not compared: even sorted, the two runs of the original differ (a
    /// floating-point sum taken in another order, memory never written).
    Ignored,
  };
  Treatment How = Treatment::Multiset;
  std::string Kernel; ///< The original's name of the kernel.
  unsigned Arg = 0;
  std::string Param;
  unsigned FirstLaunch = 0; ///< The first launch treated so.
  uint64_t Launches = 0;    ///< How many launches were treated so.
  uint64_t Elements = 0;    ///< Elements compared (Multiset) or not (Ignored).
};

/// Launches of a kernel that the port made in another order than the
/// original, where the order was up to host threads: in a group of
/// consecutive launches made by as many host threads (in each trace), each
/// of the port's agreed with a distinct one of the original's group.
struct ReorderedLaunches {
  std::string Kernel;       ///< The original's name of the kernel.
  unsigned FirstLaunch = 0; ///< The port's first launch matched so.
  uint64_t Launches = 0;    ///< The port's launches matched so.
  uint64_t Groups = 0;      ///< In how many groups.
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
  /// Launches compared with the original's in another order, per kernel,
  /// in the order of their first launch.
  std::vector<ReorderedLaunches> Reordered;
  /// Whether a second trace of the original (another block order) was
  /// given.
  bool AcrossSchedules = false;
  /// With it: the buffers compared as multisets or not compared, one entry
  /// per kernel parameter and treatment, in the order of their first launch.
  std::vector<ScheduleDependentBuffer> ScheduleDependent;
  /// With it, when the original's second run made other launches than the
  /// first from some launch on, which and why; the launches from there on
  /// are compared as without it (a parameter already found
  /// schedule-dependent stays so).
  std::string ScheduleNote;
  bool matches() const { return !First; }
  /// How many buffer entries were compared as multisets, or ignored.
  size_t countTreated(ScheduleDependentBuffer::Treatment How) const;
};

/// Compares the trace in PortDir against the one in ReferenceDir. With
/// OtherScheduleDir, a trace of the same original run under another block
/// order, the buffers that differ between the two runs of the original
/// are compared as multisets or not at all (ScheduleDependentBuffer); so are
/// those of a kernel parameter found so at an earlier launch. With Table,
/// the tables the port was made with, a kernel of the original and one of
/// the port are the same kernel when the port spells the original's name
/// as the tables rename it (sameKernelName). Fails only when a trace cannot
/// be read (the error names the file).
llvm::Expected<TraceComparison>
compareTraces(llvm::StringRef ReferenceDir, llvm::StringRef PortDir,
              const TolerancePolicy &Policy,
              llvm::StringRef OtherScheduleDir = "",
              const MappingTable *Table = nullptr);

// Rendering (TraceComparisonReport.cpp).

/// One line for people, e.g.
///   kernel 'saxpy' launch 0: buffer 'y' (arg 3) element 1000: expected 2.5
///   got 2.75 (1048576 ULP)
std::string describe(const TraceDivergence &D);

/// One line for people, e.g.
///   kernel 'addConstant': 6 launches from launch 1, in 3 groups of as
///   many host threads, in another order than the original's, each
///   matched to one of its group
std::string describe(const ReorderedLaunches &R);

/// One line for people, e.g.
///   kernel 'filter' buffer 'dst' (arg 0): 2 launches from launch 1,
///   2048 elements: its order varies between runs of the original
std::string describe(const ScheduleDependentBuffer &B);

/// {"matches", "launchesCompared", "buffersCompared", "elementsCompared",
///  "divergence": {"kind", "launch", "kernel", "arg", "param", "element",
///                 "expected", "actual", "ulps", "why", "message"}}
/// with the divergence's optional members left out when unset; across
/// schedules also "acrossSchedules": true, "scheduleDependent": [{"kernel",
/// "arg", "param", "treatment" ("multiset" or "ignored"), "firstLaunch",
/// "launches", "elements", "why"}] and "scheduleNote" when there is one;
/// with launches matched in another order, "reorderedLaunches": [{"kernel",
/// "firstLaunch", "launches", "groups"}].
llvm::json::Object toJson(const TraceComparison &C);

} // namespace hipify

#endif
