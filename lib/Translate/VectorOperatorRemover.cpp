//===- VectorOperatorRemover.cpp ------------------------------------------===//
#include "Translate/VectorOperatorRemover.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/OperatorKinds.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void VectorOperatorRemover::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl().bind("operator"), this);
}

/// The CUDA vector type T of a parameter of type T (or const T &), else
/// null.
static const RecordDecl *cudaVectorType(QualType Type,
                                        const TranslationContext &Context) {
  Type = Type.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  const RecordDecl *Record = Type->getAsRecordDecl();
  if (!Record || !Record->getIdentifier() ||
      !cudaSourceFacts().isVectorTypeName(Record->getName()) ||
      !Context.isDeclaredByCuda(Record))
    return nullptr;
  return Record;
}

void VectorOperatorRemover::run(const MatchFinder::MatchResult &Result) {
  const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("operator");
  if (!F->isOverloadedOperator() || isa<CXXMethodDecl>(F) ||
      F->getNumParams() != 2 || F->isTemplateInstantiation() ||
      F->getDescribedFunctionTemplate())
    return;
  llvm::StringRef Spelling = getOperatorSpelling(F->getOverloadedOperator());
  if (!cudaSourceFacts().isHipVectorMemberOperator(Spelling))
    return;
  // (T &, T) or (T &, const T &): the shape of HIP's member.
  QualType Target = F->getParamDecl(0)->getType();
  if (!Target->isLValueReferenceType() ||
      Target.getNonReferenceType().isConstQualified())
    return;
  const RecordDecl *Vector = cudaVectorType(Target, Context);
  if (!Vector || cudaVectorType(F->getParamDecl(1)->getType(), Context) !=
                     Vector)
    return;
  QualType Operand = F->getParamDecl(1)->getType();
  if (Operand->isReferenceType() &&
      !Operand.getNonReferenceType().isConstQualified())
    return;

  // The whole declaration, written in a translated file, and the line
  // break after it: nothing of it comes from a macro.
  const SourceManager &SM = Context.sourceManager();
  SourceLocation Begin = F->getOuterLocStart(), End = F->getEndLoc();
  if (Begin.isMacroID())
    Begin = SM.getExpansionRange(Begin).getBegin();
  if (End.isMacroID() || !Context.isTranslatedLocation(Begin) ||
      SM.getFileID(Begin) != SM.getFileID(End))
    return;
  // A prototype ends at its ';'.
  SourceLocation After = Lexer::getLocForEndOfToken(End, 0, SM,
                                                    Context.langOptions());
  if (!F->doesThisDeclarationHaveABody()) {
    std::optional<Token> Next =
        Lexer::findNextToken(End, SM, Context.langOptions());
    if (!Next || !Next->is(tok::semi))
      return;
    After = Next->getEndLoc();
  }
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Begin));
  unsigned Stop = SM.getFileOffset(After);
  if (Stop < Buffer.size() && Buffer[Stop] == '\n')
    After = After.getLocWithOffset(1);
  FileRange Where =
      Context.fileRange(CharSourceRange::getCharRange(Begin, After));
  std::string Vec = Vector->getName().str();
  size_t Owner = Context.report(
      rules::VectorOperator, Severity::Note, FindingCategory::Function,
      "'operator" + Spelling.str() + "(" + Vec + " &, " + Vec +
          ")' removed: HIP's " + Vec + " has it as a member, which does the "
          "same element by element, and a call would be ambiguous between "
          "the two",
      Where);
  Context.edits().replace(Owner, Where, "");
}

} // namespace hipify
