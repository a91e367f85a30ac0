//===- RuleCatalog.cpp ----------------------------------------------------===//
#include "Core/RuleCatalog.h"
#include "llvm/Support/ErrorHandling.h"

namespace hipify {

static const RuleInfo Catalog[] = {
#define HIPIFY_RULE(Enumerator, Id, DefaultSeverity, Category, Summary,        \
                    Description)                                               \
  {rules::Enumerator, Summary, Description, Severity::DefaultSeverity,         \
   RuleCategory::Category},
#include "Core/Rules.def"
};

llvm::ArrayRef<RuleInfo> ruleCatalog() { return Catalog; }

const RuleInfo *findRule(llvm::StringRef Id) {
  for (const RuleInfo &Rule : Catalog)
    if (Rule.Id == Id)
      return &Rule;
  return nullptr;
}

const RuleInfo &ruleInfo(llvm::StringRef Id) {
  if (const RuleInfo *Rule = findRule(Id))
    return *Rule;
  llvm_unreachable("rule ID not in Core/Rules.def");
}

} // namespace hipify
