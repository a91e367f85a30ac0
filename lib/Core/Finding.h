//===- Finding.h - what the engine reports ---------------------------------===//
//
// Every front end (port, check, reports, editor integrations) renders
// Findings; nothing else leaves the engine. A Finding says which rule fired,
// how serious it is, where, and which edits fix it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CORE_FINDING_H
#define HIPIFY_CORE_FINDING_H

#include "Core/RuleIds.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

enum class Severity { Note, Warning, Error };

llvm::StringRef severityName(Severity S);

/// What a Finding is about, for statistics ("--stats") and reports.
enum class FindingCategory { Function, Type, Enum, Macro, Header, Launch, Other };

llvm::StringRef categoryName(FindingCategory C);

/// A position in a file, independent of any SourceManager so that Findings
/// outlive the translation unit that produced them.
struct SourceSpan {
  std::string File;
  unsigned Offset = 0;
  unsigned Length = 0;
  unsigned Line = 0;   ///< 1-based; 0 when the finding has no location.
  unsigned Column = 0; ///< 1-based.
  unsigned EndLine = 0;
  unsigned EndColumn = 0;
};

struct Finding {
  std::string RuleId; ///< One of rules:: (Core/Rules.def).
  Severity Level = Severity::Note;
  FindingCategory Category = FindingCategory::Other;
  /// The API family of the mapping row involved ("runtime", "blas"...), if
  /// any: reports count per family.
  std::string Family;
  std::string Message;
  SourceSpan Span;
  /// Edits that carry out the fix. The edits of all Findings of one
  /// translation never overlap, so they can be applied together.
  std::vector<clang::tooling::Replacement> Edits;
};

/// Sorts by file, line and column, keeping the order of equal positions.
void sortBySourceOrder(std::vector<Finding> &Findings);

} // namespace hipify

#endif
