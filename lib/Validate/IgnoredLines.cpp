//===- IgnoredLines.cpp ---------------------------------------------------===//
#include "Validate/IgnoredLines.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

std::vector<IgnoredLinePattern> defaultIgnoredLines() {
  static const std::vector<IgnoredLinePattern> Defaults = parseEmbeddedFacts(
      "mappings/facts/ignored-output-lines.yaml",
      [](llvm::StringRef FileName, llvm::StringRef Contents)
          -> llvm::Expected<std::vector<IgnoredLinePattern>> {
        std::vector<IgnoredLinePattern> Patterns;
        if (llvm::Error E = readYamlList(FileName, Contents, "facts file",
                                         "ignore_lines", Patterns))
          return std::move(E);
        return Patterns;
      });
  return Defaults;
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
