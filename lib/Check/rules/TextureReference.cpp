//===- TextureReference.cpp - hipify-texture-reference --------------------===//
//
// texture<> and surface<> references, removed in CUDA 12 and deprecated in
// HIP, where the CUDA headers still declare them. (With newer headers such a
// reference is only a parse error; TranslationContext finds it by its tokens.)
//
//===----------------------------------------------------------------------===//
#include "Check/CheckRule.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class TextureReferenceCheck : public CheckRule {
public:
  using CheckRule::CheckRule;

  void registerMatchers(MatchFinder &Finder) override {
    Finder.addMatcher(typeLoc(loc(qualType(hasDeclaration(namedDecl(
                                  hasAnyName("texture", "surface"))))))
                          .bind("texture"),
                      this);
  }

  void run(const MatchFinder::MatchResult &Result) override {
    TypeLoc TL = *Result.Nodes.getNodeAs<TypeLoc>("texture");
    const auto *Record = TL.getType()->getAsRecordDecl();
    if (!Record || !Context.isDeclaredByCuda(Record))
      return;
    report(TL.getBeginLoc(),
           "texture and surface references were removed in CUDA 12 and are "
           "deprecated in HIP; use texture objects (cudaTextureObject_t / "
           "hipTextureObject_t)");
  }
};

} // namespace

std::unique_ptr<CheckRule>
makeTextureReferenceCheck(TranslationContext &Context, const RuleInfo &Rule) {
  return std::make_unique<TextureReferenceCheck>(Context, Rule);
}

} // namespace hipify
