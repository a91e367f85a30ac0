//===- Finding.cpp --------------------------------------------------------===//
#include "Core/Finding.h"
#include <algorithm>
#include <tuple>

namespace hipify {

llvm::StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "note";
}

llvm::StringRef categoryName(FindingCategory C) {
  switch (C) {
  case FindingCategory::Function:
    return "function";
  case FindingCategory::Type:
    return "type";
  case FindingCategory::Enum:
    return "enum";
  case FindingCategory::Macro:
    return "macro";
  case FindingCategory::Header:
    return "header";
  case FindingCategory::Launch:
    return "launch";
  case FindingCategory::Other:
    return "other";
  }
  return "other";
}

void sortBySourceOrder(std::vector<Finding> &Findings) {
  std::stable_sort(Findings.begin(), Findings.end(),
                   [](const Finding &A, const Finding &B) {
                     return std::tie(A.Span.File, A.Span.Line, A.Span.Column) <
                            std::tie(B.Span.File, B.Span.Line, B.Span.Column);
                   });
}

} // namespace hipify
