//===- HeaderMacroTestRewriter.cpp ----------------------------------------===//
#include "Translate/HeaderMacroTestRewriter.h"
#include "Mapping/CudaHeaderMacros.h"
#include "clang/Basic/IdentifierTable.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace hipify {

/// `defined(A) || defined(B)`, or its negation `!defined(A) && !defined(B)`.
static std::string anyDefined(llvm::ArrayRef<std::string> Macros,
                              bool Negated) {
  std::vector<std::string> Terms;
  for (const std::string &M : Macros)
    Terms.push_back((Negated ? "!defined(" : "defined(") + M + ")");
  return llvm::join(Terms, Negated ? " && " : " || ");
}

bool HeaderMacroTestRewriter::rewrite(const Token &MacroNameTok,
                                      TestForm Form, SourceRange Whole) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  if (!II)
    return false;
  llvm::StringRef Name = II->getName();
  std::optional<HipPresenceTest> Test =
      hipPresenceTest(cudaHeaderMacros(), Context.table(), Name);
  if (!Test)
    return false;
  const SourceManager &SM = Context.sourceManager();
  SourceLocation NameLoc = MacroNameTok.getLocation();
  // A test written in a macro's body (#define HAS_BLAS defined(...)) is
  // edited where it is written; one formed by expansion is not ours.
  if (!NameLoc.isFileID() || !Context.isTranslatedLocation(NameLoc))
    return false;
  bool Single = Test->Macros.size() == 1;
  std::string Text;
  SourceRange Edited = SourceRange(NameLoc, NameLoc);
  if (Single) {
    Text = Test->Macros.front();
  } else {
    if (Whole.isInvalid() || !Whole.getBegin().isFileID() ||
        SM.getFileID(Whole.getBegin()) != SM.getFileID(NameLoc))
      return false;
    Edited = SourceRange(Whole.getBegin(),
                         Form == TestForm::Defined ? Whole.getEnd() : NameLoc);
    switch (Form) {
    case TestForm::Ifdef:
      Text = "if " + anyDefined(Test->Macros, false);
      break;
    case TestForm::Ifndef:
      Text = "if " + anyDefined(Test->Macros, true);
      break;
    case TestForm::Elifdef:
      Text = "elif " + anyDefined(Test->Macros, false);
      break;
    case TestForm::Elifndef:
      Text = "elif " + anyDefined(Test->Macros, true);
      break;
    case TestForm::Defined:
      Text = "(" + anyDefined(Test->Macros, false) + ")";
      break;
    }
  }
  FileRange Where =
      Context.fileRange(CharSourceRange::getTokenRange(Edited));
  std::string Tested = "'" + llvm::join(Test->Macros, "' or '") + "'";
  size_t Owner = Context.report(
      rules::Include, Severity::Note, FindingCategory::Header,
      "'" + Name.str() + "' tells that CUDA's " + Test->CudaHeader +
          " is included; the port tests " + Tested + " of " +
          llvm::join(Test->HipHeaders, " or ") +
          ", which it includes instead",
      Where);
  Context.edits().replace(Owner, Where, Text);
  return true;
}

} // namespace hipify
