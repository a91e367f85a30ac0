//===- HipifyTidyModule.cpp - the hipify-* checks for clang-tidy ----------===//
//
// Loaded into the stock clang-tidy-22:
//   clang-tidy-22 --load=build/lib/libHipifyTidy.so --checks='-*,hipify-*'
//       --fix kernel.cu -- -x cuda --cuda-host-only ...
// See docs/editor.md.
//
//===----------------------------------------------------------------------===//
#include "ClangTidyModule.h"
#include "Core/RuleCatalog.h"
#include "RuleCheck.h"

using namespace clang::tidy;

namespace hipify::tidy {

class HipifyModule : public ClangTidyModule {
public:
  /// One check per rule that a translation unit's engine reports (not the
  /// CPU runner's, nor build scripts': the plugin never runs those passes),
  /// all sharing one registry of translations. clang-tidy drops the module
  /// once the factories are registered, so they own the registry.
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    auto Registry = std::make_shared<TranslationRegistry>();
    for (const RuleInfo &Rule : ruleCatalog())
      if (Rule.reportedPerTranslationUnit())
        Factories.registerCheckFactory(
            Rule.Id,
            [Registry](llvm::StringRef Name, ClangTidyContext *Context) {
              return std::make_unique<RuleCheck>(Name, Context, Registry);
            });
  }
};

} // namespace hipify::tidy

static ClangTidyModuleRegistry::Add<hipify::tidy::HipifyModule>
    X("hipify-module", "CUDA to HIP translation: the findings of hipify port "
                       "with their fixes.");
