//===- Half2MemberRewriter.cpp --------------------------------------------===//
#include "Translate/Half2MemberRewriter.h"
#include "Mapping/Half2Members.h"
#include "Mapping/PortDefinitions.h"
#include "Translate/FallbackDefiner.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/Support/FormatVariadic.h"

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
  Finder.addMatcher(
      cxxDependentScopeMemberExpr(
          anyOf(hasMemberName("x"), hasMemberName("y")),
          hasAncestor(decl(hasDeclContext(translationUnitDecl())).bind("top")))
          .bind("dependent"),
      this);
}

std::string Half2MemberRewriter::placeKey(SourceLocation At) const {
  const SourceManager &SM = Context.sourceManager();
  // Offsets of equal width: the keys sort in source order, so that a
  // definition goes before the first template of the file that uses it.
  return (SM.getFilename(At) + "@" +
          llvm::formatv("{0:d10}", SM.getFileOffset(At)))
      .str();
}

/// The target, as messages name it.
static std::string targetName(const TranslationContext &Context) {
  return Context.table().targetVersion()
             ? "HIP " + Context.table().targetVersion()->str()
             : std::string("HIP");
}

/// Why a member of Fact needs an edit on the target.
static std::string why(const Half2Member &Fact,
                       const TranslationContext &Context) {
  return "CUDA declares __half2's '" + Fact.Member + "' a __half, " +
         targetName(Context) + " an unsigned short holding its bits";
}

/// The member as written: ".x", "->y".
static std::string written(const Half2Member &Fact, bool Arrow) {
  return std::string(Arrow ? "->" : ".") + Fact.Member;
}

/// Whether Base, as written, needs no parentheses before `*`.
static bool isPostfix(const Expr &Base) {
  return isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, CallExpr, ParenExpr,
             CXXThisExpr, DependentScopeDeclRefExpr,
             CXXDependentScopeMemberExpr, CXXUnresolvedConstructExpr,
             UnresolvedLookupExpr>(Base.IgnoreImpCasts());
}

/// Function(object), where the object is piece $1, Base as written.
static std::vector<TemplatePart> callOnObject(llvm::StringRef Function,
                                              const Expr &Base, bool Arrow) {
  std::string Template =
      Function.str() + "(" +
      (Arrow ? (isPostfix(Base) ? "*$1" : "*($1)") : std::string("$1")) + ")";
  unsigned MaxPiece = 0;
  return parseTemplate(Template, MaxPiece);
}

void Half2MemberRewriter::reportWrite(const Half2Member &Fact, bool Arrow,
                                      SourceLocation At) {
  std::string Object = Arrow ? "*p" : "h2";
  std::string Other = Fact.Member == "x" ? "y" : "x";
  Context.report(
      rules::Half2Member, Severity::Warning, FindingCategory::Type,
      "'" + written(Fact, Arrow) + "' is written here, and " +
          why(Fact, Context) + ": assign the whole __half2 instead, e.g. " +
          Object + " = " +
          (Fact.Member == "x"
               ? "__halves2half2(v, __high2half(" + Object + "))"
               : "__halves2half2(__low2half(" + Object + "), v)") +
          " (hipify does not rewrite writes: '" + Other +
          "' would be read and the object named twice)",
      At);
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

/// The access that names the object: HIP declares __half2's x and y in an
/// anonymous struct in an anonymous union, so `p->x` is the access of x in
/// implicit accesses of both; the outermost names p, and holds the arrow.
static const MemberExpr &objectAccess(const MemberExpr &Member) {
  const MemberExpr *Access = &Member;
  while (const auto *Inner =
             dyn_cast<MemberExpr>(Access->getBase()->IgnoreImpCasts())) {
    const auto *Field = dyn_cast<FieldDecl>(Inner->getMemberDecl());
    if (!Field || !Field->isAnonymousStructOrUnion())
      break;
    Access = Inner;
  }
  return *Access;
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
static bool isRead(const MemberExpr &Member, ASTContext &AST,
                   const TranslationContext &Context) {
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
  // An argument bound to a const reference or copied into a parameter (an
  // overloaded operator's object is no parameter: `h.x = v` writes it).
  if (const auto *Call = Parent.get<CallExpr>()) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    unsigned First = isa<CXXOperatorCallExpr>(Call) &&
                             isa_and_nonnull<CXXMethodDecl>(Callee)
                         ? 1
                         : 0;
    for (unsigned I = First; Callee && I < Call->getNumArgs(); ++I) {
      if (Call->getArg(I)->IgnoreParens() != &Member)
        continue;
      if (I - First >= Callee->getNumParams())
        return false;
      QualType Param = Callee->getParamDecl(I - First)->getType();
      if (!Param->isReferenceType() ||
          Param.getNonReferenceType().isConstQualified())
        return true;
      // The CUDA facade declares a CUDA function it knows only by name
      // permissively, taking forwarding references (docs/facade.md); CUDA's
      // own takes the half by value.
      const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
      if (!Pattern || !Context.isDeclaredByCuda(Callee) ||
          Pattern->getNumParams() == 0)
        return false;
      QualType Declared = Pattern
                              ->getParamDecl(std::min<unsigned>(
                                  I - First, Pattern->getNumParams() - 1))
                              ->getType();
      if (const auto *Pack = Declared->getAs<PackExpansionType>())
        Declared = Pack->getPattern();
      const auto *Forwarding = Declared->getAs<RValueReferenceType>();
      return Forwarding && Forwarding->getPointeeType()
                               ->getAs<TemplateTypeParmType>();
    }
    return false;
  }
  if (const auto *Outer = Parent.get<MemberExpr>()) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Outer->getMemberDecl());
    return Method && Method->isConst();
  }
  return false;
}

void Half2MemberRewriter::run(const MatchFinder::MatchResult &Result) {
  const SourceManager &SM = Context.sourceManager();
  if (const auto *Pattern =
          Result.Nodes.getNodeAs<CXXDependentScopeMemberExpr>("dependent")) {
    SourceLocation At = SM.getExpansionLoc(Pattern->getMemberLoc());
    if (!Pattern->isImplicitAccess() && Context.isTranslatedLocation(At))
      Dependent.try_emplace(placeKey(At), DependentMember{
                                              Pattern,
                                              Result.Nodes.getNodeAs<Decl>("top")});
    return;
  }
  const auto *Member = Result.Nodes.getNodeAs<MemberExpr>("member");
  bool InInstantiation = !Member;
  if (InInstantiation)
    Member = Result.Nodes.getNodeAs<MemberExpr>("instantiated");
  const auto *Field = cast<FieldDecl>(Member->getMemberDecl());
  const RecordDecl *Record = owningRecord(*Field);
  if (!Record || Member->isImplicitAccess() || !Context.isDeclaredByCuda(Record))
    return;
  const Half2Member *Fact =
      findHalf2Member(Record->getName(), Field->getName());
  if (!Fact || !Fact->rawBitsOn(Context.table().targetVersion()))
    return;
  SourceLocation At = SM.getExpansionLoc(Member->getMemberLoc());
  if (!Context.isTranslatedLocation(At))
    return;
  bool Read = isRead(*Member, *Result.Context, Context);
  const MemberExpr &Access = objectAccess(*Member);
  bool Arrow = Access.isArrow();
  if (InInstantiation) {
    // Handled once every instantiation and the pattern are seen: the
    // pattern's member may not be dependent (then it is handled as any
    // other), and another instantiation may write it.
    auto Inserted = Instantiated.try_emplace(
        placeKey(At), InstantiatedMember{Fact, At, Arrow, !Read});
    Inserted.first->second.Written |= !Read;
    return;
  }
  if (!Seen.insert(placeKey(At)).second)
    return;
  if (!Read) {
    reportWrite(*Fact, Arrow, At);
    return;
  }
  const Expr *Base = Access.getBase();
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(Member->getSourceRange(),
                             {Base->getSourceRange()}, Member->getMemberLoc());
  if (!Placed) {
    Context.report(rules::Half2Member, Severity::Warning,
                   FindingCategory::Type,
                   "'" + written(*Fact, Arrow) +
                       "' is read here, and " + why(*Fact, Context) +
                       "; hipify cannot rewrite it (it straddles a macro): "
                       "write " + Fact->Read + "(" +
                       (Arrow ? "*p" : "h2") + ")",
                   At);
    return;
  }
  size_t Owner = Context.report(
      rules::Half2Member, Severity::Note, FindingCategory::Type,
      "'" + written(*Fact, Arrow) + "' -> '" + Fact->Read +
          "': " + why(*Fact, Context) +
          "; read as it is, it converts the bits, not the half",
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          callOnObject(Fact->Read, *Base, Arrow));
}

bool Half2MemberRewriter::rewriteDependentRead(const DependentMember &Pattern,
                                               const Half2Member &Fact) {
  const CXXDependentScopeMemberExpr &Member = *Pattern.Member;
  const PortDefinition *Definition =
      findDefinitionFor("template", Fact.AnyRead);
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(Member.getSourceRange(),
                             {Member.getBase()->getSourceRange()},
                             Member.getMemberLoc());
  if (!Placed || !Definition || !Pattern.Top)
    return false;
  size_t Owner = Context.report(
      rules::Half2Member, Severity::Note, FindingCategory::Type,
      "'" + written(Fact, Member.isArrow()) + "' -> '" + Fact.AnyRead +
          "': an instantiation of the template makes the object a __half2, "
          "and " + why(Fact, Context) + "; '" + Fact.AnyRead +
          "' (defined by hipify) is " + Fact.Read +
          " for a __half2 and the member itself for any other type",
      Placed->Whole);
  Context.edits().rewrite(
      Owner, Placed->Whole, std::move(Placed->Parts),
      callOnObject(Fact.AnyRead, *Member.getBase(), Member.isArrow()));
  // Once per file: the text is guarded, so a file that includes two files
  // with it gets it once.
  FileRange Where = definitionPlaceBefore(Context, *Pattern.Top);
  if (Defined.insert(Where.File + '\0' + Fact.AnyRead).second) {
    size_t DefinitionOwner = Context.report(
        rules::Half2Member, Severity::Note, FindingCategory::Type,
        "defined '" + Fact.AnyRead + "' below: a template reads __half2's '" +
            Fact.Member + "' through an object of any type",
        Where);
    Context.edits().replace(DefinitionOwner, Where,
                            Definition->guardedText());
  }
  return true;
}

void Half2MemberRewriter::onEndOfTranslationUnit() {
  for (auto &[Key, Use] : Instantiated) {
    if (!Seen.insert(Key).second)
      continue;
    if (Use.Written) {
      reportWrite(*Use.Fact, Use.Arrow, Use.At);
      continue;
    }
    auto Pattern = Dependent.find(Key);
    if (Pattern != Dependent.end() &&
        rewriteDependentRead(Pattern->second, *Use.Fact))
      continue;
    Context.report(rules::Half2Member, Severity::Warning,
                   FindingCategory::Type,
                   "'" + written(*Use.Fact, Use.Arrow) + "' is read here, and " +
                       why(*Use.Fact, Context) +
                       "; hipify cannot rewrite it (a template's read it "
                       "cannot edit, in a macro): where the object is a "
                       "__half2, read " + Use.Fact->Read + "(" +
                       (Use.Arrow ? "*p" : "h2") + ")",
                   Use.At);
  }
  Instantiated.clear();
  Dependent.clear();
}

} // namespace hipify
