//===- CollectiveInlining.cpp ---------------------------------------------===//
//
// The analysis runs on the kernel's instances (a plain kernel is its own),
// where every call is resolved and every template argument known; the text
// it writes is the definition's, whose source locations the instances share.
// A helper's body is rendered from its file with "pieces" (renamed names,
// substituted template parameters, inlined calls) replacing token ranges.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/CollectiveInlining.h"
#include "CpuRunner/SyncAnalysis.h"
#include "Core/RuleIds.h"
#include "Support/FileWriter.h"
#include "Support/NormalPath.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <set>
#include <optional>

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

const char *const kPrefix = "hipify_cpu_inl";
const char *const kInlinedNote = " are inlined, so that it may run phased";
const char *const kSharedPrefix = "hipify_cpu_shared";
/// Helpers inlined into helpers, at most this deep.
constexpr unsigned kMaxDepth = 8;

/// A replacement of [Begin, End) of one file (an insertion when empty).
struct Piece {
  unsigned Begin, End;
  std::string Text;
  bool operator==(const Piece &O) const {
    return Begin == O.Begin && End == O.End && Text == O.Text;
  }
};

/// Text of a file with pieces applied; a piece inside another that is
/// applied is dropped (it was needed only to render the outer one's parts).
class Renderer {
public:
  explicit Renderer(llvm::StringRef Buffer) : Buffer(Buffer) {}
  void add(unsigned Begin, unsigned End, std::string Text) {
    Pieces.push_back({Begin, End, std::move(Text)});
  }
  std::string render(unsigned Begin, unsigned End) const {
    std::vector<const Piece *> Sorted;
    for (const Piece &P : Pieces)
      if (P.Begin >= Begin && P.End <= End)
        Sorted.push_back(&P);
    std::stable_sort(Sorted.begin(), Sorted.end(),
                     [](const Piece *A, const Piece *B) {
                       if (A->Begin != B->Begin)
                         return A->Begin < B->Begin;
                       bool AInsert = A->Begin == A->End,
                            BInsert = B->Begin == B->End;
                       if (AInsert != BInsert)
                         return AInsert;
                       return A->End > B->End;
                     });
    std::string Out;
    unsigned Pos = Begin;
    for (const Piece *P : Sorted) {
      if (P->Begin < Pos)
        continue;
      Out += Buffer.slice(Pos, P->Begin);
      Out += P->Text;
      Pos = P->End;
    }
    Out += Buffer.slice(Pos, End);
    return Out;
  }
  const std::vector<Piece> &pieces() const { return Pieces; }
  /// Whether [Begin, End) lies inside some piece.
  bool covered(unsigned Begin, unsigned End) const {
    for (const Piece &P : Pieces)
      if (P.Begin <= Begin && End <= P.End && P.Begin < P.End)
        return true;
    return false;
  }

private:
  llvm::StringRef Buffer;
  std::vector<Piece> Pieces;
};

const char *const kInlinedMark = " // hipify-cpu-inlined";

/// Text inserted into the kernel at a point of source line Line (after a
/// newline): between `#line` directives, so that it counts as Line and the
/// kernel's lines after it keep their numbers.
std::string inlinedText(const std::string &Text, unsigned Line) {
  std::string Number = std::to_string(Line);
  return "\n#line " + Number + kInlinedMark + Text + "#line " + Number + "\n";
}

/// What the inlined text of one call is: statements to put before the
/// calling statement, and the expression that replaces the call.
struct Expansion {
  std::string Prelude;
  std::string Result;
};

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

/// Inlines the calls of one kernel instance.
class KernelInliner {
public:
  KernelInliner(const FunctionDecl *Kernel, ASTContext &AST,
                TranslationContext &Context, SyncAnalysis &Sync,
                const std::vector<SourceRange> &Skipped)
      : Kernel(Kernel), AST(AST), SM(AST.getSourceManager()),
        Context(Context), Sync(Sync), Skipped(Skipped) {
    Policy.SuppressTagKeyword = true;
    Policy.SuppressUnwrittenScope = true;
  }

  /// False with Refusal set when some call cannot be inlined; true with no
  /// Edits when the kernel calls no helper that synchronises.
  bool run();

  std::vector<Piece> Edits; ///< In the kernel's file.
  std::vector<std::string> Inlined; ///< Names of the inlined helpers.
  std::string Refusal;
  SourceLocation RefusalLoc;

private:
  bool refuse(SourceLocation Loc, std::string Why) {
    if (Refusal.empty()) {
      Refusal = std::move(Why);
      RefusalLoc = Loc;
    }
    return false;
  }
  /// The helper of the program that Call calls, when it is one that
  /// synchronises (else null).
  const FunctionDecl *helperOf(const Expr *Call) const;
  /// The statement holding Call in a shape the inliner takes, or null.
  const Stmt *statementOf(const CallExpr *Call);
  std::optional<Expansion> inlineCall(const CallExpr *Call,
                                      const FunctionDecl *Callee,
                                      const Renderer &Caller);
  /// Inlines the helper calls in Body (a function's body) into R; Stack
  /// holds the functions being inlined.
  bool inlineCallsIn(const Stmt *Body, Renderer &R, FileID File);
  std::optional<std::pair<unsigned, unsigned>>
  offsets(SourceRange TokenRange, FileID File) const;
  std::optional<unsigned> tokenOffset(SourceLocation Loc, FileID File,
                                      unsigned &Length) const;
  std::string printType(QualType T, const std::string &Name = "") const {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    T.print(OS, Policy, Name);
    return Out;
  }

  const FunctionDecl *Kernel;
  ASTContext &AST;
  const SourceManager &SM;
  TranslationContext &Context;
  SyncAnalysis &Sync;
  const std::vector<SourceRange> &Skipped; ///< By #if.
  /// The names of the kernel's parameters and locals.
  std::set<std::string> KernelNames;
  PrintingPolicy Policy{AST.getLangOpts()};
  unsigned Next = 0;
  std::vector<const FunctionDecl *> Stack;
  llvm::DenseMap<const VarDecl *, std::string> SharedNames;
  std::string Hoisted;
};

const FunctionDecl *KernelInliner::helperOf(const Expr *E) const {
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || isa<CUDAKernelCallExpr>(Call))
    return nullptr;
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F)
    return nullptr;
  const FunctionDecl *Definition = nullptr;
  if (!F->hasBody(Definition))
    return nullptr;
  // The runtime's functions (and system headers') are not the program's.
  SourceLocation Loc = SM.getExpansionLoc(Definition->getLocation());
  if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
    return nullptr;
  llvm::StringRef Runtime = Context.options().CpuRuntimeInclude;
  if (!Runtime.empty() && SM.getFilename(Loc).starts_with(Runtime))
    return nullptr;
  return Definition;
}

const Stmt *KernelInliner::statementOf(const CallExpr *Call) {
  std::string Name = "'" + Call->getDirectCallee()->getNameAsString() + "'";
  auto NotAStatement = [&] {
    refuse(Call->getBeginLoc(),
           "the call of " + Name +
               " is not a whole statement, the whole right side of an "
               "assignment or a local's whole initialiser, in a block");
    return nullptr;
  };
  auto ParentOf = [&](DynTypedNode N) -> std::optional<DynTypedNode> {
    DynTypedNodeList Parents = AST.getParents(N);
    if (Parents.size() != 1)
      return std::nullopt;
    return Parents[0];
  };
  auto InBlock = [&](DynTypedNode N) {
    std::optional<DynTypedNode> P = ParentOf(N);
    return P && P->get<CompoundStmt>();
  };
  // Up through the implicit nodes and parentheses around the call.
  DynTypedNode Node = DynTypedNode::create(*Call);
  for (;;) {
    std::optional<DynTypedNode> P = ParentOf(Node);
    if (!P)
      return NotAStatement();
    const auto *E = P->get<Expr>();
    if (E && (isa<ImplicitCastExpr, ParenExpr, ExprWithCleanups,
                  MaterializeTemporaryExpr, CXXBindTemporaryExpr>(E) ||
              (isa<CXXConstructExpr>(E) &&
               cast<CXXConstructExpr>(E)->getNumArgs() == 1 &&
               !isa<CXXTemporaryObjectExpr>(E)))) {
      Node = *P;
      continue;
    }
    break;
  }
  const Expr *Whole = Node.get<Expr>();
  if (InBlock(Node))
    return Whole;
  std::optional<DynTypedNode> P = ParentOf(Node);
  if (!P)
    return NotAStatement();
  if (const auto *B = P->get<BinaryOperator>()) {
    if (B->isAssignmentOp() && B->getRHS() == Whole && InBlock(*P))
      return B;
    return NotAStatement();
  }
  if (const auto *Op = P->get<CXXOperatorCallExpr>()) {
    if (Op->isAssignmentOp() && Op->getNumArgs() == 2 &&
        Op->getArg(1) == Whole && InBlock(*P))
      return Op;
    return NotAStatement();
  }
  if (const auto *V = P->get<VarDecl>()) {
    std::optional<DynTypedNode> D = ParentOf(*P);
    const auto *Declaration = D ? D->get<DeclStmt>() : nullptr;
    if (Declaration && Declaration->isSingleDecl() && V->getInit() == Whole &&
        V->getInitStyle() == VarDecl::CInit && InBlock(*D))
      return Declaration;
    return NotAStatement();
  }
  return NotAStatement();
}

std::optional<unsigned> KernelInliner::tokenOffset(SourceLocation Loc,
                                                   FileID File,
                                                   unsigned &Length) const {
  if (Loc.isMacroID()) {
    if (!SM.isMacroArgExpansion(Loc))
      return std::nullopt;
    Loc = SM.getSpellingLoc(Loc);
    if (Loc.isMacroID())
      return std::nullopt;
  }
  auto [FID, Offset] = SM.getDecomposedLoc(Loc);
  if (FID != File)
    return std::nullopt;
  Length = Lexer::MeasureTokenLength(Loc, SM, AST.getLangOpts());
  return Offset;
}

std::optional<std::pair<unsigned, unsigned>>
KernelInliner::offsets(SourceRange TokenRange, FileID File) const {
  // A macro at either end counts when its whole expansion is in the range
  // (`__shared__ int n;`).
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(TokenRange), SM, AST.getLangOpts());
  if (Range.isInvalid())
    return std::nullopt;
  auto [BeginFile, Begin] = SM.getDecomposedLoc(Range.getBegin());
  auto [EndFile, End] = SM.getDecomposedLoc(Range.getEnd());
  if (BeginFile != File || EndFile != File || End < Begin)
    return std::nullopt;
  return std::make_pair(Begin, End);
}

bool KernelInliner::inlineCallsIn(const Stmt *Body, Renderer &R, FileID File) {
  for (const Expr *E : Sync.synchronisingCalls(Body)) {
    if (!E) // Inline PTX: the phased lowering decides.
      continue;
    const FunctionDecl *Callee = helperOf(E);
    if (!Callee)
      continue;
    const auto *Call = cast<CallExpr>(E);
    const Stmt *S = statementOf(Call);
    if (!S)
      return false;
    std::optional<std::pair<unsigned, unsigned>> Statement =
        offsets(S->getSourceRange(), File);
    std::optional<std::pair<unsigned, unsigned>> Range =
        offsets(Call->getSourceRange(), File);
    if (!Statement || !Range)
      return refuse(Call->getBeginLoc(),
                    "the call of '" + Callee->getNameAsString() +
                        "' is written in a macro");
    std::optional<Expansion> Inlined = inlineCall(Call, Callee, R);
    if (!Inlined)
      return false;
    // In the kernel, its line goes on after the inlined text: its line
    // numbers stay the source's.
    std::string Before = "\n" + Inlined->Prelude + "\n";
    if (Stack.empty())
      Before = inlinedText(Before, SM.getLineNumber(File, Statement->first));
    // One edit where the call is the statement: the engine's edits do not
    // take an insertion where a replacement starts.
    if (Statement->first == Range->first) {
      R.add(Range->first, Range->second, Before + Inlined->Result);
      continue;
    }
    R.add(Statement->first, Statement->first, Before);
    R.add(Range->first, Range->second, Inlined->Result);
  }
  return true;
}

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

bool KernelInliner::run() {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Kernel->getBody());
  if (!Body || Body->getLBracLoc().isMacroID())
    return true;
  for (const ParmVarDecl *P : Kernel->parameters())
    KernelNames.insert(P->getName().str());
  struct Names : RecursiveASTVisitor<Names> {
    std::set<std::string> &Out;
    explicit Names(std::set<std::string> &Out) : Out(Out) {}
    bool VisitVarDecl(VarDecl *V) {
      Out.insert(V->getName().str());
      return true;
    }
  } Locals(KernelNames);
  Locals.TraverseStmt(const_cast<CompoundStmt *>(Body));
  FileID File = SM.getFileID(Body->getLBracLoc());
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return true;
  // The kernel's text is not rendered here: the pieces for its calls are
  // its edits.
  Renderer R(Buffer);
  if (!inlineCallsIn(Body, R, File))
    return false;
  Edits = R.pieces();
  if (!Hoisted.empty()) {
    unsigned Open = SM.getFileOffset(Body->getLBracLoc()) + 1;
    Edits.insert(Edits.begin(),
                 {Open, Open,
                  inlinedText("\n" + Hoisted,
                              SM.getLineNumber(File, Open - 1))});
  }
  return true;
}

} // namespace

CollectiveInlining::CollectiveInlining(TranslationContext &Context)
    : Context(Context) {}
CollectiveInlining::~CollectiveInlining() = default;

std::vector<PassFactory> collectiveInliningPasses() {
  return {makePass<CollectiveInlining>("collective-inlining")};
}

namespace {
class SkippedRanges : public PPCallbacks {
public:
  explicit SkippedRanges(std::vector<SourceRange> &Ranges) : Ranges(Ranges) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    Ranges.push_back(Range);
  }

private:
  std::vector<SourceRange> &Ranges;
};
} // namespace

std::unique_ptr<PPCallbacks>
CollectiveInlining::preprocessorCallbacks(Preprocessor &, const PassEvents &) {
  return std::make_unique<SkippedRanges>(Skipped);
}

void CollectiveInlining::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(isDefinition(), hasAttr(attr::CUDAGlobal)).bind("kernel"),
      this);
}

void CollectiveInlining::run(const MatchFinder::MatchResult &Result) {
  const auto *Kernel = Result.Nodes.getNodeAs<FunctionDecl>("kernel");
  // `= delete` is a definition without a body.
  if (!Kernel || !isa_and_nonnull<CompoundStmt>(Kernel->getBody()) ||
      Kernel->isTemplateInstantiation() ||
      isa<CXXMethodDecl>(Kernel) ||
      !Context.isTranslatedLocation(Kernel->getLocation()))
    return;
  if (!Sync)
    Sync = std::make_unique<SyncAnalysis>(*Result.SourceManager);
  ASTContext &AST = *Result.Context;
  const SourceManager &SM = AST.getSourceManager();
  std::vector<const FunctionDecl *> Instances;
  if (const FunctionTemplateDecl *Template =
          Kernel->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *Instance : Template->specializations())
      if (Instance->isTemplateInstantiation() && Instance->getBody())
        Instances.push_back(Instance);
  } else {
    Instances.push_back(Kernel);
  }
  std::string Name = Kernel->getNameAsString();
  auto Note = [&](std::string Message, SourceLocation Loc) {
    return Context.report(rules::CpuLowering, Severity::Note,
                          FindingCategory::Other, std::move(Message),
                          SM.getFileLoc(Loc));
  };
  std::optional<std::vector<Piece>> Edits;
  std::vector<std::string> Helpers;
  for (const FunctionDecl *Instance : Instances) {
    KernelInliner Inliner(Instance, AST, Context, *Sync, Skipped);
    if (!Inliner.run()) {
      Note("kernel '" + Name + "' keeps its calls of helpers that "
           "synchronise: " + Inliner.Refusal,
           Inliner.RefusalLoc.isValid() ? Inliner.RefusalLoc
                                        : Kernel->getLocation());
      return;
    }
    if (Edits && *Edits != Inliner.Edits) {
      Note("kernel '" + Name + "' keeps its calls of helpers that "
           "synchronise: its instances inline them differently",
           Kernel->getLocation());
      return;
    }
    Edits = std::move(Inliner.Edits);
    for (const std::string &H : Inliner.Inlined)
      if (!llvm::is_contained(Helpers, H))
        Helpers.push_back(H);
  }
  if (!Edits || Edits->empty())
    return;
  std::string List;
  for (const std::string &H : Helpers)
    List += (List.empty() ? "'" : ", '") + H + "'";
  size_t Owner = Note("kernel '" + Name + "': the helpers that synchronise (" +
                          List + ")" + kInlinedNote,
                      Kernel->getLocation());
  FileID File = SM.getFileID(
      cast<CompoundStmt>(Kernel->getBody())->getLBracLoc());
  for (const Piece &P : *Edits) {
    FileRange Range = Context.fileRange(CharSourceRange::getCharRange(
        SM.getComposedLoc(File, P.Begin), SM.getComposedLoc(File, P.End)));
    Context.edits().replace(Owner, Range, P.Text);
  }
}

llvm::Expected<InlinedSource>
inlineSynchronisingHelpers(const Translator &Inlining, llvm::StringRef Source,
                           llvm::StringRef Text) {
  InlinedSource Out;
  llvm::Expected<TranslationResult> Result =
      Inlining.translate(Source, nullptr, Text);
  if (!Result)
    return Result.takeError();
  if (Result->HadParseErrors)
    return Out;
  std::set<std::string> Edited;
  for (const Finding &F : Result->Findings)
    for (const clang::tooling::Replacement &R : F.Edits)
      Edited.insert(R.getFilePath().str());
  if (!Edited.empty()) {
    llvm::Expected<std::string> Main = Result->translatedText();
    if (!Main)
      return Main.takeError();
    Out.Main = std::move(*Main);
    for (const std::string &File : Edited) {
      if (normalPath(File) == normalPath(Result->MainFile))
        continue;
      llvm::Expected<std::string> Original = readSourceFile(File);
      if (!Original)
        return Original.takeError();
      llvm::Expected<std::string> Header =
          Result->translatedTextOf(File, *Original);
      if (!Header)
        return Header.takeError();
      Out.Headers.emplace_back(normalPath(File), std::move(*Header));
    }
    Out.Changed = true;
  }
  for (Finding &F : Result->Findings)
    F.Edits.clear();
  Out.Notes = std::move(Result->Findings);
  Out.Notes.erase(llvm::remove_if(Out.Notes,
                                  [](const Finding &F) {
                                    return F.RuleId != rules::CpuLowering;
                                  }),
                  Out.Notes.end());
  return Out;
}

namespace {
/// The source line of each line of an inlined text (index 0: line 1).
std::vector<unsigned> sourceLines(llvm::StringRef Text) {
  std::vector<unsigned> Lines;
  unsigned Next = 1;
  bool Inlined = false;
  llvm::SmallVector<llvm::StringRef> Split;
  Text.split(Split, '\n');
  for (llvm::StringRef Line : Split) {
    llvm::StringRef Number = Line;
    unsigned Value = 0;
    if (Number.consume_front("#line ")) {
      Inlined = Number.consume_back(kInlinedMark);
      if (!Number.getAsInteger(10, Value)) {
        Lines.push_back(Value);
        Next = Value;
        continue;
      }
    }
    Lines.push_back(Inlined ? Next : Next++);
  }
  return Lines;
}
} // namespace

void restoreSourceLines(std::vector<Finding> &Findings,
                        const InlinedSource &Inlined,
                        llvm::StringRef MainFile) {
  std::map<std::string, std::vector<unsigned>> Maps;
  if (Inlined.Changed)
    Maps[normalPath(MainFile)] = sourceLines(Inlined.Main);
  for (const auto &[File, Text] : Inlined.Headers)
    Maps[File] = sourceLines(Text);
  for (Finding &F : Findings) {
    auto Map = Maps.find(normalPath(F.Span.File));
    if (Map == Maps.end())
      continue;
    for (unsigned *Line : {&F.Span.Line, &F.Span.EndLine})
      if (*Line && *Line <= Map->second.size())
        *Line = Map->second[*Line - 1];
  }
}

void dropInliningSuccesses(std::vector<Finding> &Notes) {
  Notes.erase(llvm::remove_if(Notes,
                              [](const Finding &F) {
                                return llvm::StringRef(F.Message).ends_with(
                                    kInlinedNote);
                              }),
              Notes.end());
}

unsigned phasedKernelCount(const std::vector<Finding> &Findings) {
  // PhasedKernels' note for a phased kernel.
  return unsigned(llvm::count_if(Findings, [](const Finding &F) {
    return F.RuleId == rules::CpuLowering &&
           llvm::StringRef(F.Message).contains("' runs phased: ");
  }));
}

Finding inliningNote(const std::vector<Finding> &Notes, std::string Message) {
  Finding Note;
  if (!Notes.empty())
    Note.Span = Notes.front().Span;
  Note.RuleId = rules::CpuLowering;
  Note.Level = Severity::Note;
  Note.Message = std::move(Message);
  return Note;
}

bool kernelCallsSynchronisingHelper(const std::vector<Finding> &Findings) {
  // PhasedKernels' refusal for a call of a function that synchronises.
  for (const Finding &F : Findings)
    if (F.RuleId == rules::CpuLowering &&
        llvm::StringRef(F.Message).contains(
            ", which synchronises (only the runtime's collectives are split"))
      return true;
  return false;
}

} // namespace hipify
