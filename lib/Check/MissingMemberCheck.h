//===- MissingMemberCheck.h - members of a struct the target HIP lacks ----===//
//
// A struct the tables map (cudaDeviceProp -> hipDeviceProp_t) keeps the
// names of its members, but HIP declares fewer of them, and some only from
// a later release (hipDeviceProp_t has no asyncEngineCount, uuid or
// unifiedAddressing in HIP 5.2). A use of such a member would not build:
// it is reported where it is written, as hipify-newer-than-target where a
// later release declares it, hipify-unsupported-api where none does. Which
// members each release declares: mappings/facts/struct-field-order.yaml.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_MISSINGMEMBERCHECK_H
#define HIPIFY_CHECK_MISSINGMEMBERCHECK_H

#include "Translate/MatcherPass.h"

namespace hipify {

class MissingMemberCheck : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
