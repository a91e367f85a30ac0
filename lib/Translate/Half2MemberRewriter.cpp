//===- Half2MemberRewriter.cpp --------------------------------------------===//
#include "Translate/Half2MemberRewriter.h"
#include "Mapping/Half2Members.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void Half2MemberRewriter::registerMatchers(MatchFinder &Finder) {
  auto Member = member(fieldDecl(hasAnyName("x", "y")));
  Finder.addMatcher(
      memberExpr(Member, unless(isInTemplateInstantiation())).bind("member"),
      this);
  Finder.addMatcher(
      memberExpr(Member, isInTemplateInstantiation()).bind("instantiated"),
      this);
}

/// The named record that declares Field, through anonymous structs and
/// unions.
static const RecordDecl *owningRecord(const FieldDecl &Field) {
  const RecordDecl *Record = Field.getParent();
  while (Record && !Record->getIdentifier() &&
         isa<RecordDecl>(Record->getDeclContext()))
    Record = cast<RecordDecl>(Record->getDeclContext());
  return Record && Record->getIdentifier() ? Record : nullptr;
}

/// The parent of E, looking through parentheses.
static DynTypedNode parentOf(const Expr &E, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(E);
  for (;;) {
    DynTypedNodeList Parents = AST.getParents(Node);
    if (Parents.empty())
      return DynTypedNode();
    if (!Parents[0].get<ParenExpr>())
      return Parents[0];
    Node = Parents[0];
  }
}

/// Whether the member's value is only read where Member stands: copied,
/// converted, bound to a const reference, or used by a const member function.
/// Anything else (assignment, increment, `&`, a non-const reference) may
/// write it.
static bool isRead(const MemberExpr &Member, ASTContext &AST) {
  DynTypedNode Parent = parentOf(Member, AST);
  if (const auto *Cast = Parent.get<ImplicitCastExpr>())
    return Cast->getCastKind() == CK_LValueToRValue ||
           (Cast->getCastKind() == CK_NoOp &&
            Cast->getType().isConstQualified());
  if (const auto *Construct = Parent.get<CXXConstructExpr>())
    return Construct->getConstructor() &&
           Construct->getConstructor()->isCopyOrMoveConstructor() &&
           Construct->getConstructor()->getParamDecl(0)->getType()
               .getNonReferenceType().isConstQualified();
  if (const auto *Outer = Parent.get<MemberExpr>()) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Outer->getMemberDecl());
    return Method && Method->isConst();
  }
  return false;
}

void Half2MemberRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Member = Result.Nodes.getNodeAs<MemberExpr>("member");
  // Instantiations come after their pattern: a member whose object is not
  // dependent was rewritten there.
  bool Instantiated = !Member;
  if (Instantiated)
    Member = Result.Nodes.getNodeAs<MemberExpr>("instantiated");
  const auto *Field = cast<FieldDecl>(Member->getMemberDecl());
  const RecordDecl *Record = owningRecord(*Field);
  if (!Record || Member->isImplicitAccess() || !Context.isDeclaredByCuda(Record))
    return;
  const Half2Member *Fact =
      findHalf2Member(Record->getName(), Field->getName());
  if (!Fact || !Fact->rawBitsOn(Context.table().targetVersion()))
    return;
  const SourceManager &SM = Context.sourceManager();
  SourceLocation At = SM.getExpansionLoc(Member->getMemberLoc());
  if (!Context.isTranslatedLocation(At) ||
      !Seen.insert(SM.getFilename(At).str() + "@" +
                   std::to_string(SM.getFileOffset(At)))
           .second)
    return;
  std::string Target = Context.table().targetVersion()
                           ? "HIP " + Context.table().targetVersion()->str()
                           : std::string("HIP");
  std::string Written = std::string(Member->isArrow() ? "->" : ".") +
                        Fact->Member;
  std::string Why = "CUDA declares __half2's '" + Fact->Member +
                    "' a __half, " + Target +
                    " an unsigned short holding its bits";
  const Expr *Base = Member->getBase();
  std::string Object = Member->isArrow() ? "*p" : "h2";
  std::string Other = Fact->Member == "x" ? "y" : "x";
  if (!isRead(*Member, *Result.Context)) {
    Context.report(
        rules::Half2Member, Severity::Warning, FindingCategory::Type,
        "'" + Written + "' is written here, and " + Why +
            ": assign the whole __half2 instead, e.g. " + Object + " = " +
            (Fact->Member == "x" ? "__halves2half2(v, __high2half(" + Object +
                                       "))"
                                 : "__halves2half2(__low2half(" + Object +
                                       "), v)") +
            " (hipify does not rewrite writes: '" + Other +
            "' would be read and the object named twice)",
        At);
    return;
  }
  // A member whose object is dependent in the template that wrote it may be
  // a __half2 in one instantiation and not in another: it is left as it is.
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Instantiated ? std::nullopt
                   : Context.placeConstruct(Member->getSourceRange(),
                                            {Base->getSourceRange()},
                                            Member->getMemberLoc());
  if (!Placed) {
    Context.report(rules::Half2Member, Severity::Warning,
                   FindingCategory::Type,
                   "'" + Written + "' is read here, and " + Why +
                       "; hipify cannot rewrite it " +
                       (Instantiated ? "(a template that may not always "
                                       "name a __half2)"
                                     : "(it straddles a macro)") +
                       ": write " + Fact->Read + "(" + Object + ")",
                   At);
    return;
  }
  const Expr *Bare = Base->IgnoreImpCasts();
  bool Postfix = isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, CallExpr,
                     ParenExpr, CXXThisExpr>(Bare);
  std::string Template =
      Fact->Read + "(" +
      (Member->isArrow() ? (Postfix ? "*$1" : "*($1)") : std::string("$1")) +
      ")";
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
  size_t Owner = Context.report(
      rules::Half2Member, Severity::Note, FindingCategory::Type,
      "'" + Written + "' -> '" + Fact->Read + "': " + Why +
          "; read as it is, it converts the bits, not the half",
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
