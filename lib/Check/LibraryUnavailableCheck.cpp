//===- LibraryUnavailableCheck.cpp ----------------------------------------===//
#include "Check/LibraryUnavailableCheck.h"
#include "Translate/PreprocessorRewriter.h"

namespace hipify {

void LibraryUnavailableCheck::tableHeaderIncluded(
    const TableHeaderInclude &Include) {
  if (Include.Row.isTranslatable() || !Include.Row.isUnavailableLibrary())
    return;
  Context.report(rules::LibraryUnavailable, Severity::Warning,
                 FindingCategory::Header,
                 untranslatableHeaderMessage(Include.Row), Include.FileName);
}

} // namespace hipify
