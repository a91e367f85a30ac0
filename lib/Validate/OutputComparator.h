//===- OutputComparator.h - do two program outputs agree? -----------------===//
//
// Validation compares what the CUDA original and the HIP port print, token
// by token: text and integers exactly, floating-point numbers within a
// tolerance — an absolute, a relative or an ULP distance, whichever is the
// most lenient (GPUs may fuse, reorder and approximate).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_OUTPUTCOMPARATOR_H
#define HIPIFY_VALIDATE_OUTPUTCOMPARATOR_H

#include "Validate/IgnoredLines.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace hipify {

struct Tolerance {
  double Absolute = 0;
  double Relative = 0;
  uint64_t Ulps = 0;
};

struct TolerancePolicy {
  Tolerance Float{1e-6, 1e-5, 4};
  Tolerance Double{1e-12, 1e-10, 4};
  /// Buffers of launch traces also hold 16-bit floats. Their ULP is about
  /// 1e-3 (half) and 8e-3 (bfloat16), so their defaults are that coarse.
  Tolerance Half{1e-3, 1e-3, 2};
  Tolerance BFloat16{1e-2, 1e-2, 2};
  /// Numbers in text carry no type: compare them as float (the common case
  /// in CUDA programs) unless told otherwise.
  bool TextNumbersAreDouble = false;
  /// Lines of a program's output that are not results (IgnoredLines.h).
  std::vector<IgnoredLinePattern> IgnoredLines = defaultIgnoredLines();
};

/// Reads a tolerance file:
///   float:  {abs: 1e-6, rel: 1e-5, ulp: 4}
///   double: {abs: 1e-12, rel: 1e-10, ulp: 4}
///   half:   {abs: 1e-3, rel: 1e-3, ulp: 2}
///   bfloat16: {abs: 1e-2, rel: 1e-2, ulp: 2}
///   text_numbers: float        # or double
///   default_ignores: true      # false: drop the built-in ignored lines
///   ignore_lines:              # more lines to skip, by name and regex
///     - {name: checksum-time, regex: 'checksum computed in'}
/// Missing entries keep their defaults.
llvm::Expected<TolerancePolicy> readTolerancePolicy(llvm::StringRef Path);

struct Divergence {
  unsigned Line = 0;  ///< 1-based, in the expected output.
  unsigned Token = 0; ///< 1-based index on that line.
  std::string Expected, Actual;
  std::string Why; ///< "text differs", "integer differs", "float differs
                   ///< by N ULP (abs ..., rel ...)", "output ends early"...
};

/// The first place where Actual does not match Expected, or none.
std::optional<Divergence> compareOutputs(llvm::StringRef Expected,
                                         llvm::StringRef Actual,
                                         const TolerancePolicy &Policy);

/// One side of a program comparison: what it printed and the path it ran
/// as, which programs print (usage lines, argv[0]) and which differs between
/// the original and the port without meaning anything.
struct ProgramOutput {
  llvm::StringRef Stdout;
  llvm::StringRef Executable; ///< May be empty (unknown).
};

struct IgnoredLine {
  unsigned Line = 0; ///< 1-based, in the expected output.
  std::string Pattern;
};

struct OutputComparison {
  std::optional<Divergence> First;
  unsigned LinesCompared = 0; ///< Lines of the expected output compared.
  /// Lines skipped in the expected output, with the pattern that skipped
  /// each; the port's own skipped lines are not listed.
  std::vector<IgnoredLine> Ignored;
};

/// Compares two programs' outputs: each program's path is replaced by one
/// placeholder, lines that Policy.IgnoredLines skip are dropped from both
/// sides, and the rest compared as compareOutputs does. Line numbers in the
/// result are those of the outputs as printed.
llvm::Expected<OutputComparison>
compareProgramOutputs(const ProgramOutput &Expected, const ProgramOutput &Actual,
                      const TolerancePolicy &Policy);

/// Whether two unequal numbers agree within T: the absolute, the relative or
/// the ULP distance, whichever is the most lenient.
bool withinTolerance(double Expected, double Actual, uint64_t Ulps,
                     const Tolerance &T);

/// ULP distance between two floats (or doubles), for reports.
uint64_t ulpDistance(float A, float B);
uint64_t ulpDistance(double A, double B);

} // namespace hipify

#endif
