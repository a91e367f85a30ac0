//===- HelperExpansion.cpp - one call of a helper, as text ----------------===//
//
// KernelInliner::inlineCall: the text that replaces one call of a helper
// that synchronises. The helper's body is scanned on its instance (every
// template argument known) for what cannot be copied (a goto, a lambda, an
// early return, ...) and for what must be renamed; then it is rendered from
// its file with "pieces" (renamed names, substituted template parameters,
// inlined calls) replacing token ranges. It is apart from KernelInliner.cpp
// because it is the one place that reads and rewrites a helper's body.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/KernelInliner.h"
#include "CpuRunner/SyncAnalysis.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

namespace {

const char *const kPrefix = "hipify_cpu_inl";
const char *const kSharedPrefix = "hipify_cpu_shared";
/// Helpers inlined into helpers, at most this deep.
constexpr unsigned kMaxDepth = 8;

/// The parts of a helper's body the inliner rewrites, found on its instance.
class BodyScan : public RecursiveASTVisitor<BodyScan> {
public:
  explicit BodyScan(const FunctionDecl *Callee) : Callee(Callee) {}
  bool shouldVisitImplicitCode() const { return false; }

  const FunctionDecl *Callee;
  std::vector<const DeclRefExpr *> LocalUses;
  std::vector<const VarDecl *> Locals;
  std::vector<const VarDecl *> Shared;
  std::vector<const DeclStmt *> SharedStatements;
  std::vector<const ReturnStmt *> Returns;
  std::vector<SubstTemplateTypeParmTypeLoc> TypeUses;
  std::vector<const SubstNonTypeTemplateParmExpr *> ValueUses;
  const Stmt *Forbidden = nullptr;
  std::string Why;

  bool forbid(const Stmt *S, const char *What) {
    if (!Forbidden) {
      Forbidden = S;
      Why = What;
    }
    return false;
  }
  bool isOwnLocal(const ValueDecl *D) const {
    const auto *V = dyn_cast<VarDecl>(D);
    return V && V->isLocalVarDeclOrParm() &&
           V->getParentFunctionOrMethod() == Callee;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (isOwnLocal(E->getDecl()))
      LocalUses.push_back(E);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (isa<ParmVarDecl>(V))
      return true;
    if (V->hasAttr<CUDASharedAttr>()) {
      if (V->hasExternalStorage())
        return forbid(nullptr, "it declares extern __shared__ memory");
      Shared.push_back(V);
      return true;
    }
    if (V->isStaticLocal())
      return forbid(nullptr, "it has a static local variable");
    if (V->isLocalVarDecl())
      Locals.push_back(V);
    return true;
  }
  bool VisitTagDecl(TagDecl *) {
    return forbid(nullptr, "it declares a type");
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *) {
    return forbid(nullptr, "it declares a type");
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *) {
    return forbid(nullptr, "it has a using directive");
  }
  bool VisitReturnStmt(ReturnStmt *R) {
    Returns.push_back(R);
    return true;
  }
  bool VisitGotoStmt(GotoStmt *S) { return forbid(S, "it has a goto"); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    return forbid(S, "it has a goto");
  }
  bool VisitLabelStmt(LabelStmt *S) { return forbid(S, "it has a label"); }
  bool VisitLambdaExpr(LambdaExpr *S) { return forbid(S, "it has a lambda"); }
  bool VisitCXXThisExpr(CXXThisExpr *S) { return forbid(S, "it uses 'this'"); }
  bool VisitPredefinedExpr(PredefinedExpr *S) {
    return forbid(S, "it names its own function (__func__)");
  }
  bool VisitDeclStmt(DeclStmt *S) {
    for (const Decl *D : S->decls())
      if (D->hasAttr<CUDASharedAttr>()) {
        if (!S->isSingleDecl())
          return forbid(S, "it declares __shared__ memory with other "
                           "variables in one statement");
        SharedStatements.push_back(S);
      }
    return true;
  }
  bool VisitSubstTemplateTypeParmTypeLoc(SubstTemplateTypeParmTypeLoc TL) {
    TypeUses.push_back(TL);
    return true;
  }
  bool VisitSubstNonTypeTemplateParmExpr(SubstNonTypeTemplateParmExpr *E) {
    ValueUses.push_back(E);
    return true;
  }
};

} // namespace

std::optional<Expansion> KernelInliner::inlineCall(const CallExpr *Call,
                                                   const FunctionDecl *Callee,
                                                   const Renderer &Caller) {
  std::string Name = "'" + Callee->getNameAsString() + "'";
  auto Refuse = [&](SourceLocation Loc, std::string Why) {
    refuse(Loc.isValid() ? Loc : Call->getBeginLoc(),
           "it calls " + Name + ", which synchronises and cannot be inlined: " +
               Why);
    return std::nullopt;
  };
  if (llvm::is_contained(Stack, Callee))
    return Refuse({}, "it is recursive");
  if (Stack.size() >= kMaxDepth)
    return Refuse({}, "helpers nest too deep");
  if (SyncAnalysis::readsVolatileMemory(Callee))
    return Refuse({}, "it works on volatile memory (the kernel would keep "
                      "fibers)");
  if (isa<CXXMethodDecl>(Callee))
    return Refuse({}, "it is a member function");
  if (Callee->isVariadic())
    return Refuse({}, "it is variadic");
  if (Callee->getEnclosingNamespaceContext() !=
      Kernel->getEnclosingNamespaceContext())
    return Refuse({}, "it is in another namespace than the kernel");
  if (!SM.isBeforeInTranslationUnit(Callee->getEndLoc(), Kernel->getBeginLoc()))
    return Refuse({}, "it is defined after the kernel");
  if (Call->getNumArgs() != Callee->getNumParams())
    return Refuse({}, "the call has not one argument per parameter");
  for (const Expr *Arg : Call->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      return Refuse({}, "the call uses a default argument");
    if (Sync.statementMaySynchronise(Arg))
      return Refuse(Arg->getBeginLoc(), "an argument synchronises");
  }
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Callee->getBody());
  if (!Body)
    return Refuse({}, "it has no body");
  QualType Returned = Callee->getReturnType();
  if (Returned->isReferenceType() || Returned->getContainedDeducedType())
    return Refuse({}, "it returns a reference or a deduced type");

  BodyScan Scan(Callee);
  for (ParmVarDecl *P : Callee->parameters())
    Scan.TraverseDecl(P);
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Scan.Forbidden || !Scan.Why.empty())
    return Refuse(Scan.Forbidden ? Scan.Forbidden->getBeginLoc()
                                 : SourceLocation(),
                  Scan.Why);
  const Stmt *Last = Body->body_empty() ? nullptr : Body->body_back();
  const auto *FinalReturn = dyn_cast_or_null<ReturnStmt>(Last);
  bool Void = Returned->isVoidType();
  for (const ReturnStmt *Return : Scan.Returns)
    if (Return != FinalReturn)
      return Refuse(Return->getBeginLoc(),
                    "it returns before its last statement");
  if (!Void && (!FinalReturn || !FinalReturn->getRetValue()))
    return Refuse({}, "its last statement is not its return");

  SourceLocation Open = Body->getLBracLoc();
  if (Open.isMacroID() || Body->getRBracLoc().isMacroID())
    return Refuse({}, "its body is written in a macro");
  FileID File = SM.getFileID(Open);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return Refuse({}, "its text cannot be read");
  Renderer R(Buffer);
  std::string Prefix = kPrefix + std::to_string(++Next) + "_";

  // Locals and parameters take fresh names; __shared__ variables the
  // kernel's, one per helper instance.
  auto NewName = [&](const VarDecl *V) -> std::string {
    auto Shared = SharedNames.find(V);
    if (Shared != SharedNames.end())
      return Shared->second;
    return Prefix + V->getName().str();
  };
  for (const VarDecl *V : Scan.Shared)
    if (!SharedNames.count(V)) {
      std::string Fresh = kSharedPrefix + std::to_string(SharedNames.size() + 1) +
                          "_" + V->getName().str();
      SharedNames[V] = Fresh;
      if (V->getType()->isDependentType())
        return Refuse(V->getLocation(), "a __shared__ variable's type is not known");
      Hoisted += "static __shared__ " + printType(V->getType(), Fresh) + ";\n";
    }
  std::set<std::string> LocalNames;
  auto RenameAt = [&](SourceLocation Loc, const VarDecl *V) {
    unsigned Length = 0;
    std::optional<unsigned> Offset = tokenOffset(Loc, File, Length);
    if (!Offset)
      return false;
    R.add(*Offset, *Offset + Length, NewName(V));
    return true;
  };
  for (const VarDecl *V : Scan.Locals) {
    if (V->getName().empty() || !RenameAt(V->getLocation(), V))
      return Refuse(V->getLocation(), "a local is declared in a macro");
    LocalNames.insert(V->getName().str());
  }
  for (const DeclRefExpr *Use : Scan.LocalUses)
    if (!RenameAt(Use->getLocation(), cast<VarDecl>(Use->getDecl())))
      return Refuse(Use->getLocation(), "a local is used in a macro");
  for (const DeclStmt *S : Scan.SharedStatements) {
    std::optional<std::pair<unsigned, unsigned>> Range =
        offsets(S->getSourceRange(), File);
    if (!Range)
      return Refuse(S->getBeginLoc(), "a __shared__ variable is declared in a macro");
    R.add(Range->first, Range->second, ""); // Its semicolon included.
    for (const Decl *D : S->decls())
      LocalNames.insert(cast<VarDecl>(D)->getName().str());
  }
  for (const ParmVarDecl *P : Callee->parameters())
    LocalNames.insert(P->getName().str());

  // Template parameters become aliases of what they stand for.
  std::string Aliases;
  std::set<std::string> TemplateNames;
  const FunctionTemplateDecl *Template = Callee->getPrimaryTemplate();
  const TemplateParameterList *Parameters =
      Template ? Template->getTemplateParameters() : nullptr;
  auto OwnParameter = [&](const NamedDecl *D) {
    return Parameters && llvm::is_contained(Parameters->asArray(), D);
  };
  if (Parameters)
    for (const NamedDecl *D : *Parameters)
      TemplateNames.insert(D->getName().str());
  std::set<std::string> Aliased;
  for (SubstTemplateTypeParmTypeLoc TL : Scan.TypeUses) {
    const TemplateTypeParmDecl *D = TL.getTypePtr()->getReplacedParameter();
    if (!OwnParameter(D))
      continue;
    unsigned Length = 0;
    std::optional<unsigned> Offset = tokenOffset(TL.getNameLoc(), File, Length);
    if (!Offset || Buffer.substr(*Offset, Length) != D->getName())
      continue; // Not written as the parameter's name.
    std::string Alias = Prefix + D->getName().str();
    R.add(*Offset, *Offset + Length, Alias);
    if (Aliased.insert(Alias).second)
      Aliases += "using " + Alias + " = " +
                 printType(TL.getTypePtr()->getReplacementType()) + ";\n";
  }
  for (const SubstNonTypeTemplateParmExpr *E : Scan.ValueUses) {
    if (!OwnParameter(E->getParameter()))
      continue;
    unsigned Length = 0;
    std::optional<unsigned> Offset =
        tokenOffset(E->getExprLoc(), File, Length);
    if (!Offset || Buffer.substr(*Offset, Length) != E->getParameter()->getName())
      continue;
    Expr::EvalResult Value;
    if (!E->getReplacement()->EvaluateAsInt(Value, AST))
      return Refuse(E->getExprLoc(), "a template parameter is not an integer");
    R.add(*Offset, *Offset + Length,
          "((" + printType(E->getType()) + ")" +
              toString(Value.Val.getInt(), 10) + ")");
  }

  // The helpers it calls, inlined in turn.
  Stack.push_back(Callee);
  bool Nested = inlineCallsIn(Body, R, File);
  Stack.pop_back();
  if (!Nested)
    return std::nullopt;

  unsigned BodyBegin = SM.getFileOffset(Open) + 1;
  unsigned BodyEnd = SM.getFileOffset(Body->getRBracLoc());
  std::optional<std::pair<unsigned, unsigned>> ReturnRange;
  if (FinalReturn) {
    ReturnRange = offsets(FinalReturn->getSourceRange(), File);
    if (!ReturnRange)
      return Refuse(FinalReturn->getBeginLoc(), "its return is written in a macro");
    BodyEnd = ReturnRange->first;
  }

  // Every written name of a local or template parameter must have been
  // replaced: one left would name the kernel's variable of that name.
  {
    Lexer Raw(SM.getLocForStartOfFile(File), AST.getLangOpts(), Buffer.begin(),
              Buffer.begin() + BodyBegin, Buffer.end());
    Token Tok, Previous;
    Previous.startToken();
    unsigned End = ReturnRange ? ReturnRange->second : BodyEnd;
    while (!Raw.LexFromRawLexer(Tok)) {
      unsigned Offset = SM.getFileOffset(Tok.getLocation());
      if (Offset >= End)
        break;
      bool Left = llvm::any_of(Skipped, [&](SourceRange Range) {
        return SM.getFileID(Range.getBegin()) == File &&
               SM.getFileOffset(Range.getBegin()) <= Offset &&
               Offset < SM.getFileOffset(Range.getEnd());
      });
      if (Tok.is(tok::raw_identifier) && !Left) {
        std::string Word = Tok.getRawIdentifier().str();
        bool Member = Previous.isOneOf(tok::period, tok::arrow, tok::coloncolon);
        bool Renamed = R.covered(Offset, Offset + Tok.getLength());
        if (!Member && !Renamed &&
            (LocalNames.count(Word) || TemplateNames.count(Word)))
          return Refuse(Tok.getLocation(),
                        "'" + Word + "' is used where it cannot be renamed");
        // A name the helper takes from outside must not find the kernel's
        // local of that name instead.
        if (!Member && !Renamed && KernelNames.count(Word))
          return Refuse(Tok.getLocation(),
                        "it names '" + Word + "', which the kernel declares "
                        "as a local");
      }
      Previous = Tok;
    }
  }

  Expansion Out;
  Out.Prelude = Aliases;
  for (unsigned I = 0; I < Callee->getNumParams(); ++I) {
    const ParmVarDecl *P = Callee->getParamDecl(I);
    std::optional<std::pair<unsigned, unsigned>> Arg =
        offsets(Call->getArg(I)->getSourceRange(),
                SM.getFileID(SM.getExpansionLoc(Call->getBeginLoc())));
    if (!Arg)
      return Refuse(Call->getArg(I)->getBeginLoc(),
                    "an argument is written in a macro");
    std::string Param = P->getName().empty()
                            ? Prefix + "unnamed" + std::to_string(I)
                            : Prefix + P->getName().str();
    Out.Prelude += printType(P->getType(), Param) + " = " +
                   Caller.render(Arg->first, Arg->second) + ";\n";
  }
  Out.Prelude += R.render(BodyBegin, BodyEnd);
  if (Void) {
    Out.Result = "(void)0";
  } else {
    const Expr *Value = FinalReturn->getRetValue();
    std::optional<std::pair<unsigned, unsigned>> ValueRange =
        offsets(Value->getSourceRange(), File);
    if (!ValueRange)
      return Refuse(Value->getBeginLoc(), "its return is written in a macro");
    Out.Result = Prefix + "result";
    Out.Prelude += "\n" + printType(Returned, Out.Result) + " = " +
                   R.render(ValueRange->first, ValueRange->second) + ";";
  }
  // What follows the return holds no statement, but may close an #if
  // around it.
  if (ReturnRange) {
    unsigned Rest = ReturnRange->second;
    while (Rest < Buffer.size() && isspace(static_cast<unsigned char>(Buffer[Rest])))
      ++Rest;
    if (Rest < Buffer.size() && Buffer[Rest] == ';')
      ++Rest;
    unsigned Close = SM.getFileOffset(Body->getRBracLoc());
    if (Rest < Close)
      Out.Prelude += "\n" + R.render(Rest, Close);
  }
  Inlined.push_back(Callee->getNameAsString());
  return Out;
}

} // namespace hipify
