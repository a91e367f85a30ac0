//===- TextureReference.cpp - hipify-texture-reference --------------------===//
//
// texture<> and surface<> references, removed in CUDA 12 and deprecated in
// HIP: where the CUDA headers still declare them, on the AST; with newer
// headers, where such a reference is only a parse error, by its tokens.
//
//===----------------------------------------------------------------------===//
#include "Check/CheckRule.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

constexpr llvm::StringLiteral Message =
    "texture and surface references were removed in CUDA 12 and are "
    "deprecated in HIP; use texture objects (cudaTextureObject_t / "
    "hipTextureObject_t)";

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
    report(TL.getBeginLoc(), Message.str());
  }

  void finishTranslationUnit() override {
    for (SourceLocation Loc : Context.errorLocations())
      checkTokens(Loc);
  }

private:
  /// `texture <` or `surface <` where clang reported an error.
  void checkTokens(SourceLocation ErrorLoc) {
    const SourceManager &SM = Context.sourceManager();
    const LangOptions &LO = Context.langOptions();
    Token Tok;
    if (Lexer::getRawToken(ErrorLoc, Tok, SM, LO, /*IgnoreWhiteSpace=*/false) ||
        Tok.isNot(tok::raw_identifier) ||
        (Tok.getRawIdentifier() != "texture" &&
         Tok.getRawIdentifier() != "surface"))
      return;
    std::optional<Token> Next =
        Lexer::findNextToken(Tok.getLocation(), SM, LO);
    if (Next && Next->is(tok::less))
      report(Tok.getLocation(), Message.str());
  }
};

} // namespace

std::unique_ptr<CheckRule>
makeTextureReferenceCheck(TranslationContext &Context, const RuleInfo &Rule) {
  return std::make_unique<TextureReferenceCheck>(Context, Rule);
}

} // namespace hipify
