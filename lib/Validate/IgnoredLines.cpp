//===- IgnoredLines.cpp ---------------------------------------------------===//
#include "Validate/IgnoredLines.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

std::vector<IgnoredLinePattern> defaultIgnoredLines() {
  return {
      // "Average kernel execution time: 5.3", "elapsed 0.2", "took 12".
      {"time", R"(\b(time|timing|elapsed|took|duration|latency|runtime)\b)"},
      // "5.3 ms", "12us", "0.25 seconds", "(ms)", "[sec]"; not "error(s)".
      {"duration",
       R"([0-9]\s*(s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|microseconds?|µs|ns|nsec|nanoseconds?)\b|[(\[](sec|secs|seconds|ms|msec|milliseconds|us|usec|microseconds|µs|ns|nsec|nanoseconds)[)\]])"},
      // "812.4 GB/s", "3.1 GFLOPS", "GFlop/s", "bandwidth", "Mpixels/sec".
      {"throughput",
       R"(([kmgtp]i?b/s|flop/?s|flops\b|[kmgt]ops\b|/s(ec)?\b|bandwidth|throughput))"},
  };
}

static const std::regex &verdict() {
  static const std::regex Verdict(
      R"(\b(pass|passed|fail|failed|failure|success|successful|correct|incorrect|mismatch|mismatches|wrong)\b)",
      std::regex::ECMAScript | std::regex::icase | std::regex::optimize);
  return Verdict;
}

llvm::Expected<LineIgnorer>
LineIgnorer::create(llvm::ArrayRef<IgnoredLinePattern> Patterns) {
  LineIgnorer Ignorer;
  for (const IgnoredLinePattern &P : Patterns) {
    try {
      Ignorer.Patterns.push_back(
          {P.Name, std::regex(P.Regex, std::regex::ECMAScript |
                                           std::regex::icase |
                                           std::regex::optimize)});
    } catch (const std::regex_error &E) {
      return llvm::createStringError(
          std::errc::invalid_argument,
          "ignored-line pattern '%s' is not a regular expression: %s",
          P.Name.c_str(), E.what());
    }
  }
  return Ignorer;
}

std::optional<llvm::StringRef>
LineIgnorer::ignoredBy(llvm::StringRef Line) const {
  // A line without a number holds nothing that changes from run to run.
  if (Patterns.empty() || llvm::none_of(Line, llvm::isDigit))
    return std::nullopt;
  std::string Text = Line.str();
  if (std::regex_search(Text, verdict()))
    return std::nullopt;
  for (const Compiled &P : Patterns)
    if (std::regex_search(Text, P.Regex))
      return llvm::StringRef(P.Name);
  return std::nullopt;
}

} // namespace hipify
