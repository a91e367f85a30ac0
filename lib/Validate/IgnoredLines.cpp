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
LineIgnorer::firstMatch(llvm::StringRef Line, bool WithVerdict) const {
  std::string Text = Line.str();
  if (std::regex_search(Text, verdict()) != WithVerdict)
    return std::nullopt;
  for (const Compiled &P : Patterns)
    if (std::regex_search(Text, P.Regex))
      return llvm::StringRef(P.Name);
  return std::nullopt;
}

std::optional<llvm::StringRef>
LineIgnorer::ignoredBy(llvm::StringRef Line) const {
  // A line without a number holds nothing that changes from run to run.
  if (Patterns.empty() || llvm::none_of(Line, llvm::isDigit))
    return std::nullopt;
  return firstMatch(Line);
}

std::optional<llvm::StringRef>
LineIgnorer::timedVerdict(llvm::StringRef Line) const {
  if (Patterns.empty() || llvm::none_of(Line, llvm::isDigit))
    return std::nullopt;
  return firstMatch(Line, /*WithVerdict=*/true);
}

std::optional<llvm::StringRef>
LineIgnorer::timingTableHeader(llvm::StringRef Line) const {
  llvm::StringRef Trimmed = Line.trim();
  if (Patterns.empty() || Trimmed.empty() ||
      llvm::any_of(Line, llvm::isDigit))
    return std::nullopt;
  if (!Trimmed.contains("  ") && !Trimmed.contains('\t') &&
      !Trimmed.contains('|'))
    return std::nullopt;
  return firstMatch(Line);
}

/// The columns of a table's header: set apart by '|', else by two or more
/// blanks or a tab.
static size_t headerColumns(llvm::StringRef Header) {
  llvm::SmallVector<llvm::StringRef> Cells;
  if (Header.contains('|')) {
    Header.split(Cells, '|', -1, /*KeepEmpty=*/false);
  } else {
    std::string Spaced = Header.str();
    for (char &C : Spaced)
      if (C == '\t')
        C = ' ';
    llvm::SmallVector<llvm::StringRef> Parts;
    llvm::StringRef(Spaced).split(Parts, "  ", -1, /*KeepEmpty=*/false);
    return llvm::count_if(Parts, [](llvm::StringRef P) {
      return !P.trim().empty();
    });
  }
  return llvm::count_if(Cells,
                        [](llvm::StringRef C) { return !C.trim().empty(); });
}

/// The cells of a row: set apart by '|', else by blanks.
static size_t rowCells(llvm::StringRef Row) {
  llvm::SmallVector<llvm::StringRef> Cells;
  if (Row.contains('|'))
    Row.split(Cells, '|', -1, /*KeepEmpty=*/false);
  else
    llvm::SplitString(Row, Cells);
  return llvm::count_if(Cells,
                        [](llvm::StringRef C) { return !C.trim().empty(); });
}

std::vector<std::optional<std::string>>
LineIgnorer::ignoredLines(llvm::ArrayRef<llvm::StringRef> Lines) const {
  std::vector<std::optional<std::string>> Result;
  // In a table: the header's pattern and its number of columns.
  std::optional<std::pair<llvm::StringRef, size_t>> Table;
  for (llvm::StringRef Line : Lines) {
    bool HasDigit = llvm::any_of(Line, llvm::isDigit);
    bool Rule = !HasDigit && llvm::none_of(Line, llvm::isAlpha) &&
                !Line.trim().empty();
    // A row has the header's number of cells; a rule of dashes goes on;
    // anything else ends the table.
    if (Table && !Rule &&
        (!HasDigit || rowCells(Line) != Table->second ||
         std::regex_search(Line.str(), verdict())))
      Table.reset();
    if (std::optional<llvm::StringRef> Header = timingTableHeader(Line)) {
      Table = {{*Header, headerColumns(Line)}};
      Result.push_back(std::nullopt);
      continue;
    }
    if (std::optional<llvm::StringRef> Pattern = ignoredBy(Line)) {
      Result.push_back(Pattern->str());
      continue;
    }
    if (Table && HasDigit) {
      Result.push_back(Table->first.str() + " (table row)");
      continue;
    }
    Result.push_back(std::nullopt);
  }
  return Result;
}

} // namespace hipify
