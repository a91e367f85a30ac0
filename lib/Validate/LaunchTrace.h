//===- LaunchTrace.h - read a launch trace of the CPU runner ---------------===//
//
// With HIPIFY_CPU_TRACE=DIR the CPU runner records every kernel launch in
// DIR/launches.jsonl, with the contents of the buffers it wrote to in .bin
// files beside it (docs/cpu-runner.md, "The launch trace"). Validation runs
// the CUDA original and the port that way and compares the two traces
// (TraceComparator.h); this file only reads one.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_LAUNCHTRACE_H
#define HIPIFY_VALIDATE_LAUNCHTRACE_H

#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// How the elements of a traced buffer are compared.
enum class ElementKind { Float, Signed, Unsigned, Bytes };

struct ElementType {
  std::string Name; ///< As in the trace: "f32", "i64", "bytes"...
  ElementKind Kind = ElementKind::Bytes;
  unsigned Size = 1; ///< Bytes per element.
};

/// The element type a trace names. Names this reader does not know (a newer
/// runtime's) compare as bytes: exact, and never wrongly lenient.
ElementType elementTypeNamed(llvm::StringRef Name);

struct TracedBuffer {
  unsigned Arg = 0;  ///< Index of the kernel argument.
  std::string Param; ///< Its parameter name; may be empty.
  ElementType Type;
  uint64_t Bytes = 0;
  /// Absolute path of the contents; none when the trace ran out of room.
  std::optional<std::string> File;
  std::string Hash; ///< Hash of the contents, as the trace spells it.
};

struct TracedLaunch {
  unsigned Index = 0;
  /// The host thread that made the launch, numbered from 0 in the order of
  /// their first launches. Launches of different host threads may run in
  /// any order; those of one thread run in its program order.
  unsigned HostThread = 0;
  std::string Kernel;
  std::array<uint64_t, 3> Grid{}, Block{};
  uint64_t Shared = 0;
  std::string Status; ///< "ok", "invalid-configuration"...
  /// False when the runtime's trace budget left this launch's buffers out.
  bool Recorded = true;
  std::vector<TracedBuffer> Buffers;
};

/// Reads Dir/launches.jsonl; none in an existing Dir is a program that
/// launched no kernel. Fails, naming the file and line, when Dir is missing
/// or the file malformed, or when a buffer file it names does not exist.
llvm::Expected<std::vector<TracedLaunch>> readLaunchTrace(llvm::StringRef Dir);

} // namespace hipify

#endif
