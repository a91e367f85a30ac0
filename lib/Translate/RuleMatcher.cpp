//===- RuleMatcher.cpp ----------------------------------------------------===//
#include "Translate/RuleMatcher.h"
#include "clang/AST/Attr.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void RuleMatcher::report(SourceLocation Where, std::string Message) {
  const SourceManager &SM = Context.sourceManager();
  if (Where.isInvalid() || !Context.isTranslatedLocation(SM.getFileLoc(Where)))
    return;
  Context.report(Rule.Id, Rule.DefaultSeverity, FindingCategory::Other,
                 std::move(Message), Where);
}

namespace {
AST_MATCHER(FunctionDecl, isDeviceFunction) {
  return Node.hasAttr<CUDADeviceAttr>() || Node.hasAttr<CUDAGlobalAttr>();
}
} // namespace

clang::ast_matchers::internal::BindableMatcher<Decl> deviceFunction() {
  return functionDecl(isDeviceFunction());
}

StatementMatcher inDeviceCode() { return hasAncestor(deviceFunction()); }

} // namespace hipify
