//===- StructFieldOrderRewriter.cpp ---------------------------------------===//
#include "Translate/StructFieldOrderRewriter.h"
#include "Mapping/StructFieldOrder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void StructFieldOrderRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(initListExpr(hasType(hasCanonicalType(recordType())))
                        .bind("list"),
                    this);
}

/// The fact for T: the first of its names (typedefs, then the struct) that
/// the facts file lists, with the struct that declares the members.
static const StructFieldOrder *factFor(QualType T, const RecordDecl *&Record) {
  const StructFieldOrder *Fact = nullptr;
  for (;;) {
    if (const auto *Typedef = T->getAs<TypedefType>()) {
      if (!Fact)
        Fact = findStructFieldOrder(Typedef->getDecl()->getName());
      T = Typedef->desugar();
      continue;
    }
    break;
  }
  Record = T->getAsRecordDecl();
  if (!Record)
    return nullptr;
  if (!Fact && Record->getIdentifier())
    Fact = findStructFieldOrder(Record->getName());
  return Fact;
}

/// Whether E is a zero of its type: 0, 0.0, false, nullptr, NULL, {} or a
/// list of zeros.
static bool isZero(const Expr *E, const ASTContext &AST) {
  E = E->IgnoreParenImpCasts();
  if (isa<ImplicitValueInitExpr, CXXNullPtrLiteralExpr, GNUNullExpr>(E))
    return true;
  if (const auto *List = dyn_cast<InitListExpr>(E))
    return llvm::all_of(List->inits(),
                        [&](const Expr *I) { return isZero(I, AST); });
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return Construct->getNumArgs() == 0;
  if (E->isValueDependent() || E->isTypeDependent())
    return false;
  Expr::EvalResult R;
  if (!E->EvaluateAsRValue(R, AST))
    return false;
  const APValue &V = R.Val;
  return (V.isInt() && V.getInt().isZero()) ||
         (V.isFloat() && V.getFloat().isZero()) ||
         (V.isLValue() && V.isNullPointer());
}

void StructFieldOrderRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Matched = Result.Nodes.getNodeAs<InitListExpr>("list");
  // The list as written, and its semantic form (members in order).
  const InitListExpr *Written =
      Matched->isSemanticForm() && Matched->getSyntacticForm()
          ? Matched->getSyntacticForm()
          : Matched;
  const InitListExpr *Semantic =
      Matched->isSemanticForm() ? Matched : Matched->getSemanticForm();
  if (!Semantic || Semantic->getType()->isDependentType())
    return;
  const RecordDecl *Record = nullptr;
  const StructFieldOrder *Fact = factFor(Semantic->getType(), Record);
  if (!Fact || !Context.isDeclaredByCuda(Record))
    return;
  const HipFieldOrder *Hip = Fact->on(Context.table().targetVersion());
  if (!Hip)
    return;
  const SourceManager &SM = Context.sourceManager();
  SourceLocation LBrace = Written->getLBraceLoc();
  // An element written without its own braces (brace elision) gets an
  // implicit list whose "brace" is its first value or the enclosing list's.
  bool Invalid = false;
  if (LBrace.isValid()) {
    const char *Spelled =
        SM.getCharacterData(SM.getSpellingLoc(LBrace), &Invalid);
    bool OwnBrace = !Invalid && *Spelled == '{';
    for (const DynTypedNode &Parent : Result.Context->getParents(*Matched))
      if (const auto *Outer = Parent.get<InitListExpr>())
        if (Outer->getLBraceLoc() == LBrace ||
            Outer->getRBraceLoc() == Written->getRBraceLoc())
          OwnBrace = false;
    if (!OwnBrace)
      LBrace = SourceLocation();
  }
  // An element of an enclosing list written without its own braces (brace
  // elision): its values are the enclosing list's.
  SourceLocation At =
      SM.getExpansionLoc(LBrace.isValid() ? LBrace : Semantic->getBeginLoc());
  if (At.isInvalid() || !Context.isTranslatedLocation(At) ||
      !Seen.insert(SM.getFilename(At).str() + "@" +
                   std::to_string(SM.getFileOffset(At)))
           .second)
    return;

  std::string Target = Context.table().targetVersion()
                           ? "HIP " + Context.table().targetVersion()->str()
                           : std::string("HIP");
  std::string HipOrder = "{" + llvm::join(Hip->Members, ", ") + "}";
  std::string Why = "CUDA's " + Fact->Cuda + " declares {" +
                    llvm::join(Fact->CudaOrder, ", ") + "}, " + Target + "'s " +
                    Fact->Hip + " " + HipOrder;
  auto Warn = [&](const std::string &What) {
    Context.report(rules::StructFieldOrder, Severity::Warning,
                   FindingCategory::Type,
                   "brace list of '" + Fact->Cuda + "' " + What + "; " + Why +
                       ": write the values in that order",
                   At);
  };
  if (LBrace.isInvalid()) {
    Warn("written without its own braces, inside an enclosing list");
    return;
  }
  if (Written->getNumInits() == 0)
    return;

  // Which member each written value initialises, by CUDA's order.
  std::vector<std::string> Names;
  std::vector<const Expr *> Values;
  unsigned Designated = 0;
  for (const Expr *Init : Written->inits()) {
    if (const auto *D = dyn_cast<DesignatedInitExpr>(Init)) {
      if (D->size() != 1 || !D->getDesignator(0)->isFieldDesignator()) {
        Warn("has a nested or array designator hipify does not reorder");
        return;
      }
      Names.push_back(D->getDesignator(0)->getFieldName()->getName().str());
      Values.push_back(D->getInit());
      ++Designated;
      continue;
    }
    if (Names.size() >= Fact->CudaOrder.size()) {
      Warn("has more values than the struct has members (brace elision)");
      return;
    }
    Names.push_back(Fact->CudaOrder[Names.size()]);
    Values.push_back(Init);
  }
  if (Designated && Designated != Names.size()) {
    Warn("mixes designated and positional values");
    return;
  }
  // Brace elision inside the list: the semantic form then holds values the
  // written list spreads over several elements.
  if (!Designated)
    for (unsigned I = 0; I < Values.size(); ++I) {
      const Expr *Sem = I < Semantic->getNumInits() ? Semantic->getInit(I)
                                                    : nullptr;
      const auto *SemList =
          Sem ? dyn_cast<InitListExpr>(Sem->IgnoreImplicit()) : nullptr;
      if (!Sem || (SemList && SemList->getLBraceLoc().isInvalid())) {
        Warn("initialises a member of struct type without braces (brace "
             "elision)");
        return;
      }
    }

  // Already in HIP's order (a positional list that stops before the first
  // member HIP declares elsewhere): nothing to do.
  // (Designators need only increase; positions must match.)
  bool SameOrder = true;
  size_t Next = 0;
  for (unsigned I = 0; I < Names.size() && SameOrder; ++I) {
    size_t Place = llvm::find(Hip->Members, Names[I]) - Hip->Members.begin();
    SameOrder = Place < Hip->Members.size() &&
                (Designated ? Place >= Next : Place == I);
    Next = Place + 1;
  }
  if (SameOrder)
    return;

  std::vector<std::string> Dropped;
  for (unsigned I = 0; I < Names.size(); ++I) {
    if (llvm::is_contained(Hip->Members, Names[I]) &&
        Names[I] != AnonymousMember)
      continue;
    if (llvm::is_contained(Hip->Lacks, Names[I]) &&
        isZero(Values[I], *Result.Context)) {
      Dropped.push_back(Names[I]);
      continue;
    }
    Warn(Names[I] == AnonymousMember
             ? "gives a value to a member without a name"
             : "gives '" + Names[I] + "' a value, and " + Target + "'s " +
                   Fact->Hip + " has no member '" + Names[I] + "'");
    return;
  }

  // Designated values stay designated; positional ones stay positional,
  // each after a comment naming its member, and a member before the last
  // one given that the list leaves out gets {} (what leaving it out means).
  size_t Last = 0;
  for (size_t M = 0; M < Hip->Members.size(); ++M)
    if (llvm::is_contained(Names, Hip->Members[M]))
      Last = M + 1;
  std::vector<SourceRange> Pieces;
  std::string Template = "{";
  for (size_t M = 0; M < Last; ++M) {
    const std::string &Member = Hip->Members[M];
    auto It = llvm::find(Names, Member);
    if (It == Names.end() && Designated)
      continue;
    if (Template.size() > 1)
      Template += ", ";
    if (Designated)
      Template += "." + Member + " = ";
    else if (Member != AnonymousMember)
      Template += "/*" + Member + "=*/";
    if (It == Names.end()) {
      Template += "{}";
      continue;
    }
    Pieces.push_back(Values[It - Names.begin()]->getSourceRange());
    Template += "$" + std::to_string(Pieces.size());
  }
  Template += "}";
  std::optional<TranslationContext::PlacedConstruct> Placed =
      LBrace.isMacroID() || Written->getRBraceLoc().isMacroID()
          ? std::nullopt
          : Context.placeConstruct(
                SourceRange(LBrace, Written->getRBraceLoc()), Pieces, LBrace);
  if (!Placed) {
    Warn("is written by a macro, which hipify does not rewrite");
    return;
  }
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
  std::string Message = "brace list of '" + Fact->Cuda +
                        "' written in HIP's member order: " + Why;
  if (!Dropped.empty())
    Message += " (the zero given to '" + llvm::join(Dropped, "', '") +
               "', which HIP lacks, is left out)";
  size_t Owner = Context.report(rules::StructFieldOrder, Severity::Note,
                                FindingCategory::Type, Message, Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
