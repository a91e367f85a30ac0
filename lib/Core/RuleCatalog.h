//===- RuleCatalog.h - what each rule ID means ------------------*- C++ -*-===//
//
// The records of Core/Rules.def as data, for the front ends that describe
// rules (SARIF's rule list, the clang-tidy plugin's checks) and for the code
// that reports a rule at its default severity.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CORE_RULECATALOG_H
#define HIPIFY_CORE_RULECATALOG_H

#include "Core/Finding.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace hipify {

/// Which part of hipify finds a rule; see Core/Rules.def.
enum class RuleCategory {
  Translation,
  Portability,
  CpuRunner,
  Build,
  Validation,
  WarpWidth
};

struct RuleInfo {
  llvm::StringRef Id;
  llvm::StringRef Summary;     ///< One line, for SARIF shortDescription.
  llvm::StringRef Description; ///< A paragraph; docs/rules/<id>.md has more.
  Severity DefaultSeverity;
  RuleCategory Category;

  /// Whether the engine of one translation unit reports the rule, as port,
  /// check, the LSP server and the clang-tidy plugin run it; false for the
  /// CPU runner's notes, for build scripts, which only whole-project ports
  /// see, and for validation, which runs programs.
  bool reportedPerTranslationUnit() const {
    return Category == RuleCategory::Translation ||
           Category == RuleCategory::Portability ||
           Category == RuleCategory::WarpWidth;
  }
};

/// Every rule the engine reports, in the order of Core/Rules.def.
llvm::ArrayRef<RuleInfo> ruleCatalog();

/// The entry of a rule; Id is one of rules::.
const RuleInfo &ruleInfo(llvm::StringRef Id);
/// The entry of the rule Id, or null when no rule has that ID.
const RuleInfo *findRule(llvm::StringRef Id);

} // namespace hipify

#endif
