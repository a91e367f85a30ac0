//===- RuleCatalog.h - what each rule ID means ----------------------------===//
#ifndef HIPIFY_CORE_RULECATALOG_H
#define HIPIFY_CORE_RULECATALOG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace hipify {

struct RuleInfo {
  llvm::StringRef Id;
  llvm::StringRef Summary;     ///< One line, for SARIF shortDescription.
  llvm::StringRef Description; ///< A paragraph; docs/rules/<id>.md has more.
  /// Whether the rule is about the user's CUDA source, as port and check see
  /// it (and so a check in editors); false for the CPU runner's own notes.
  bool AboutSources = true;
};

/// Every rule the engine reports, in a stable order.
llvm::ArrayRef<RuleInfo> ruleCatalog();

/// The entry for Id, or nullptr.
const RuleInfo *findRule(llvm::StringRef Id);

} // namespace hipify

#endif
