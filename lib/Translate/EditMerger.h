//===- EditMerger.h - one set of edits per file, from many TUs ------------===//
//
// A project header is seen by every translation unit that includes it, each
// proposing edits for it (a batch port's workers; the units of a program
// that validate ports, or that the CPU runner lowers). They are merged in a fixed order (translation
// units sorted by path), so the result does not depend on which worker
// finished first: identical edits are one edit; an edit that overlaps an
// accepted one differently is dropped and reported, so every file gets a
// consistent set of non-overlapping edits.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_EDITMERGER_H
#define HIPIFY_TRANSLATE_EDITMERGER_H

#include "Core/Finding.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

struct UnitFindings {
  std::string Unit; ///< The translation unit, for conflict messages.
  std::vector<Finding> Findings;
};

struct MergedTranslation {
  /// Per file (as named in the Findings), its edits sorted by offset.
  std::map<std::string, std::vector<clang::tooling::Replacement>> Edits;
  /// Every Finding once (a header's Findings come from each unit that saw
  /// it), plus hipify-edit-conflict Findings; in source order.
  std::vector<Finding> Findings;
};

/// Units must be sorted by Unit for the result to be deterministic.
MergedTranslation mergeTranslations(std::vector<UnitFindings> Units);

/// File's text, Text, with Merged's edits for it applied (the edits are
/// found by the file's normal path, however the Findings spell it).
llvm::Expected<std::string> applyMergedEdits(const MergedTranslation &Merged,
                                             llvm::StringRef File,
                                             llvm::StringRef Text);

} // namespace hipify

#endif
