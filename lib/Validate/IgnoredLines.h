//===- IgnoredLines.h - output lines that are not results -----------------===//
//
// Real programs print how long they ran and how fast: "kernel time 5.3 ms",
// "bandwidth 812.4 GB/s". Those lines differ between any two runs and more so
// between a GPU and the CPU runner, so comparing them says nothing about the
// port. Validation skips them, and says which it skipped and why. A line
// that also gives a verdict (PASS, FAIL, correct, mismatch) is never skipped:
// a verdict is the program's own check of its results.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_IGNOREDLINES_H
#define HIPIFY_VALIDATE_IGNOREDLINES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/YAMLTraits.h"
#include <memory>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace hipify {

/// A kind of line to skip: a name for reports and an ECMAScript regular
/// expression, matched case-insensitively anywhere in a line that holds a
/// number.
struct IgnoredLinePattern {
  std::string Name;
  std::string Regex;
};

/// Timings, durations, throughput and time stamps in the forms benchmark
/// programs print them (mappings/facts/ignored-output-lines.yaml;
/// docs/validate.md lists them).
std::vector<IgnoredLinePattern> defaultIgnoredLines();

/// Decides, line by line, whether a line is skipped and by which pattern.
class LineIgnorer {
public:
  /// Fails on a pattern that is not a regular expression, naming it.
  static llvm::Expected<LineIgnorer>
  create(llvm::ArrayRef<IgnoredLinePattern> Patterns);

  /// The name of the first pattern that skips Line, or none.
  std::optional<llvm::StringRef> ignoredBy(llvm::StringRef Line) const;

  /// A line that gives a verdict and a timing ("PASS\tAverage kernel time:
  /// 5.3 ms"): the pattern the timing matches. Its words are compared, its
  /// numbers are not.
  std::optional<llvm::StringRef> timedVerdict(llvm::StringRef Line) const;

  /// Whether Line heads a table of timings: columns (set apart by two
  /// spaces, a tab or '|') without numbers, one of which a pattern matches
  /// ("Kernel   Avg(ms)   BW(GB/s)"); the pattern's name. Its rows hold
  /// numbers without units, which the patterns cannot tell apart.
  std::optional<llvm::StringRef> timingTableHeader(llvm::StringRef Line) const;

  /// Line by line, what skips each line of one output: a pattern, or the
  /// timing table whose rows it belongs to ("NAME (table row)"): the lines
  /// after its header with as many cells as it has columns (rules of
  /// dashes between them), up to the first other line.
  std::vector<std::optional<std::string>>
  ignoredLines(llvm::ArrayRef<llvm::StringRef> Lines) const;

private:
  /// The first pattern Line matches, if Line gives a verdict or not as
  /// WithVerdict says.
  std::optional<llvm::StringRef> firstMatch(llvm::StringRef Line,
                                            bool WithVerdict = false) const;

  struct Compiled {
    std::string Name;
    std::regex Regex;
  };
  std::vector<Compiled> Patterns;
};

} // namespace hipify

namespace llvm::yaml {
template <> struct MappingTraits<hipify::IgnoredLinePattern> {
  static void mapping(IO &Io, hipify::IgnoredLinePattern &P) {
    Io.mapRequired("name", P.Name);
    Io.mapRequired("regex", P.Regex);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::IgnoredLinePattern)

#endif
