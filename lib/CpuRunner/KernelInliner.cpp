//===- KernelInliner.cpp --------------------------------------------------===//
//
// The analysis runs on the kernel's instances (a plain kernel is its own),
// where every call is resolved and every template argument known; the text
// it writes is the definition's, whose source locations the instances share.
// This file finds the calls to inline and places their text; the text of
// one call is HelperExpansion.cpp's.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/KernelInliner.h"
#include "CpuRunner/SyncAnalysis.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

const char *const kInlinedMark = " // hipify-cpu-inlined";

/// Text inserted into the kernel at a point of source line Line (after a
/// newline): between `#line` directives, so that it counts as Line and the
/// kernel's lines after it keep their numbers.
std::string inlinedText(const std::string &Text, unsigned Line) {
  std::string Number = std::to_string(Line);
  return "\n#line " + Number + kInlinedMark + Text + "#line " + Number + "\n";
}

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

} // namespace hipify
