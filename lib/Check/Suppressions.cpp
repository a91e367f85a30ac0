//===- Suppressions.cpp ---------------------------------------------------===//
#include "Check/Suppressions.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

/// The text of 1-based line Line of Text, or "" if there is none.
static llvm::StringRef lineOf(llvm::StringRef Text, unsigned Line) {
  size_t Start = 0;
  for (unsigned L = 1; L < Line; ++L) {
    Start = Text.find('\n', Start);
    if (Start == llvm::StringRef::npos)
      return "";
    ++Start;
  }
  return Text.substr(Start).split('\n').first;
}

static bool suppresses(llvm::StringRef Line, llvm::StringRef Rule) {
  size_t Comment = Line.find("//");
  while (Comment != llvm::StringRef::npos) {
    llvm::StringRef Rest = Line.substr(Comment + 2).ltrim();
    if (Rest.consume_front("hipify-ignore(")) {
      llvm::StringRef Named = Rest.split(')').first.trim();
      if (Named == Rule || Named == "*")
        return true;
    }
    Comment = Line.find("//", Comment + 2);
  }
  return false;
}

bool isSuppressed(const Finding &F, llvm::StringRef FileText) {
  if (F.Span.Line == 0 || FileText.empty())
    return false;
  if (suppresses(lineOf(FileText, F.Span.Line), F.RuleId))
    return true;
  // A comment on a line of its own covers the next line; one after code
  // covers only its own line.
  llvm::StringRef Above =
      F.Span.Line > 1 ? lineOf(FileText, F.Span.Line - 1) : "";
  return Above.ltrim().starts_with("//") && suppresses(Above, F.RuleId);
}

unsigned removeSuppressed(
    std::vector<Finding> &Findings,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> FileText) {
  size_t Before = Findings.size();
  llvm::erase_if(Findings, [&](const Finding &F) {
    return isSuppressed(F, FileText(F.Span.File));
  });
  return Before - Findings.size();
}

} // namespace hipify
