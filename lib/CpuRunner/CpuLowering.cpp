//===- CpuLowering.cpp ----------------------------------------------------===//
#include "CpuRunner/CpuLowering.h"
#include "CpuRunner/InlinePtxLowering.h"
#include "CpuRunner/PhasedKernels.h"
#include "CpuRunner/SyncAnalysis.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {
AST_MATCHER(VarDecl, isDeclaredExtern) { return Node.hasExternalStorage(); }
} // namespace

CpuLowering::CpuLowering(TranslationContext &Context) : Context(Context) {}
CpuLowering::~CpuLowering() = default;

std::vector<PassFactory> cpuLoweringPasses() {
  return {makePass<CpuLowering>("cpu-lowering"),
          makePass<InlinePtxLowering>("inline-ptx-lowering")};
}

void CpuLowering::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
  // Kernels named outside launches; an instantiation's are its pattern's.
  Finder.addMatcher(declRefExpr(to(functionDecl(hasAttr(attr::CUDAGlobal))),
                                unless(isInTemplateInstantiation()))
                        .bind("kernel-ref"),
                    this);
  Finder.addMatcher(
      unresolvedLookupExpr(unless(isInTemplateInstantiation())).bind("lookup"),
      this);
  auto DynamicShared = varDecl(hasAttr(attr::CUDAShared), isDeclaredExtern())
                           .bind("shared");
  Finder.addMatcher(declRefExpr(to(DynamicShared)).bind("use"), this);
  Finder.addMatcher(
      decl(DynamicShared, optionally(hasParent(declStmt().bind("stmt")))),
      this);
  Finder.addMatcher(
      functionDecl(isDefinition(),
                   anyOf(hasAttr(attr::CUDADevice), hasAttr(attr::CUDAGlobal)))
          .bind("device-function"),
      this);
  Finder.addMatcher(callExpr(callee(functionDecl(hasName("::clock"),
                                                 hasAttr(attr::CUDADevice))),
                             unless(isInTemplateInstantiation()))
                        .bind("device-clock"),
                    this);
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared),
                            unless(isDeclaredExtern()),
                            hasDeclContext(functionDecl()))
                        .bind("static-shared"),
                    this);
}

void CpuLowering::run(const MatchFinder::MatchResult &Result) {
  if (!Sync) {
    Sync = std::make_unique<SyncAnalysis>(*Result.SourceManager);
    Phased = std::make_unique<PhasedKernels>(Context, *Sync);
  }
  if (const auto *Launch = Result.Nodes.getNodeAs<CUDAKernelCallExpr>("launch"))
    return lowerLaunch(Launch, *Result.Context);
  if (const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("kernel-ref"))
    return lowerKernelAddress(Ref, *Result.Context);
  if (const auto *Lookup = Result.Nodes.getNodeAs<UnresolvedLookupExpr>("lookup"))
    return lowerKernelAddress(Lookup, *Result.Context);
  if (const auto *Clock = Result.Nodes.getNodeAs<CallExpr>("device-clock"))
    return lowerDeviceClock(Clock);
  if (const auto *Static = Result.Nodes.getNodeAs<VarDecl>("static-shared"))
    return countStaticShared(Static, *Result.Context);
  const auto *Shared = Result.Nodes.getNodeAs<VarDecl>("shared");
  if (const auto *Use = Result.Nodes.getNodeAs<DeclRefExpr>("use"))
    return lowerDynamicSharedUse(Use, Shared);
  if (Shared)
    return removeDynamicSharedDeclaration(
        Shared, Result.Nodes.getNodeAs<DeclStmt>("stmt"));
  if (const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("device-function")) {
    if (F->hasAttr<CUDAGlobalAttr>())
      Phased->lower(F, *Result.Context);
    insertLockstepSteps(F);
  }
}

namespace {
/// What a GPU block can hold: 64 KiB of LDS on AMD GPUs (CUDA allows 48 KiB
/// of static shared memory). Beyond it, hipcc and nvcc refuse the kernel.
constexpr uint64_t kStaticSharedLimit = 64 * 1024;
} // namespace

void CpuLowering::countStaticShared(const VarDecl *Var, ASTContext &AST) {
  QualType Type = Var->getType();
  if (Type->isDependentType() || Type->isIncompleteType())
    return;
  const auto *Function = cast<FunctionDecl>(Var->getDeclContext());
  uint64_t &Total = StaticSharedBytes[Function];
  bool WasWithin = Total <= kStaticSharedLimit;
  Total += AST.getTypeSizeInChars(Type).getQuantity();
  if (!WasWithin || Total <= kStaticSharedLimit)
    return;
  // The runner would give every worker thread that much memory per block;
  // on a GPU the program never gets to run.
  Context.report(rules::CpuLowering, Severity::Error, FindingCategory::Other,
                 "'" + Function->getNameAsString() + "' declares " +
                     std::to_string(Total) +
                     " bytes of __shared__ memory (up to '" +
                     Var->getNameAsString() + "'); a GPU block holds at "
                     "most " + std::to_string(kStaticSharedLimit) +
                     ", and hipcc and nvcc refuse the kernel",
                 Context.sourceManager().getFileLoc(Var->getLocation()));
}

/// The kernel a launch calls, as a declaration with parameters: the
/// instance when the call is resolved, else the template as written.
static const FunctionDecl *launchedKernel(const CUDAKernelCallExpr *Launch) {
  if (const FunctionDecl *F = Launch->getDirectCallee())
    return F;
  const Expr *Callee = Launch->getCallee()->IgnoreParenImpCasts();
  if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
    for (const NamedDecl *D : Lookup->decls()) {
      if (const auto *F = dyn_cast<FunctionDecl>(D->getUnderlyingDecl()))
        return F;
      if (const auto *T = dyn_cast<FunctionTemplateDecl>(D->getUnderlyingDecl()))
        return T->getTemplatedDecl();
    }
  return nullptr;
}

/// Whether a launch names one kernel: resolved, or an overload set of one
/// candidate (a dependent launch in a template).
static bool callsOneKernel(const CUDAKernelCallExpr *Launch) {
  if (Launch->getDirectCallee())
    return true;
  const auto *Lookup =
      dyn_cast<OverloadExpr>(Launch->getCallee()->IgnoreParenImpCasts());
  return Lookup && Lookup->getNumDecls() == 1;
}

static std::string cStringLiteral(llvm::StringRef Text) {
  std::string Out = "\"";
  for (char C : Text) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '\n')
      Out += ' ';
    else
      Out += C;
  }
  return Out + "\"";
}

std::string CpuLowering::spelling(const Expr *E) const {
  const SourceManager &SM = Context.sourceManager();
  SourceRange Spelled(SM.getSpellingLoc(E->getBeginLoc()),
                      SM.getSpellingLoc(E->getEndLoc()));
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Spelled), SM,
                              Context.langOptions())
      .str();
}

void CpuLowering::lowerLaunch(const CUDAKernelCallExpr *Launch,
                              ASTContext &AST) {
  const SourceManager &SM = Context.sourceManager();
  SourceLocation Begin = Launch->getBeginLoc();
  if (!isLowered(Begin, "a kernel launch"))
    return;
  const Expr *Callee = Launch->getCallee();
  std::string KernelText = spelling(Callee);

  // Pieces, in order: kernel, launch configuration, arguments.
  std::vector<SourceRange> Pieces{Callee->getSourceRange()};
  const CallExpr *Config = Launch->getConfig();
  unsigned ConfigCount = 0;
  for (const Expr *Arg : Config->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    Pieces.push_back(Arg->getSourceRange());
    ++ConfigCount;
  }
  for (const Expr *Arg : Launch->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Pieces.push_back(Arg->getSourceRange());

  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Begin, Launch->getRParenLoc()),
                             Pieces, Launch->getRParenLoc());
  if (!Placed) {
    Context.report(rules::CpuLowering, Severity::Error, FindingCategory::Launch,
                   "launch of '" + KernelText +
                       "' is split between a macro and its use; the CPU "
                       "runner cannot run it",
                   Begin);
    return;
  }

  // A launch written in a macro body is rewritten once, in the #define, for
  // every kernel the macro may launch: the name comes from the macro
  // parameter, and the kernel is assumed to synchronise.
  // (A macro of the runner's headers, such as hipLaunchKernelGGL, is
  // rewritten where it is used, like plain code.)
  SourceLocation Anchor = Launch->getRParenLoc();
  bool InMacroBody = Anchor.isMacroID() && !SM.isMacroArgExpansion(Anchor) &&
                     Context.isTranslatedLocation(SM.getSpellingLoc(Anchor));
  const FunctionDecl *Kernel = launchedKernel(Launch);
  bool NeedsFibers = true, PerBlock = false;
  std::string Site =
      InMacroBody
          ? (SM.isMacroArgExpansion(Callee->getBeginLoc())
                 ? std::string("#$1")
                 : cStringLiteral(KernelText)) +
                ", \"\", true"
          : cStringLiteral(KernelText) + ", " +
                siteFacts(Kernel, callsOneKernel(Launch), AST, NeedsFibers,
                          PerBlock);

  // Arguments that come from one macro parameter (__VA_ARGS__) are placed
  // at the same range: that text stands for all of them.
  auto PieceList = [&](unsigned First, unsigned Count) {
    std::string Text;
    for (unsigned I = First; I < First + Count; ++I) {
      if (I > First && Placed->Parts[I].Offset == Placed->Parts[I - 1].Offset &&
          Placed->Parts[I].Length == Placed->Parts[I - 1].Length)
        continue;
      Text += ", $" + std::to_string(I + 1);
    }
    return Text;
  };
  std::string Template = "::hipify_cpu::launch({" + Site + "}" +
                         PieceList(1, ConfigCount) +
                         ")([&](auto &&...hipify_cpu_args) { "
                         "$1(hipify_cpu_args...); }" +
                         PieceList(1 + ConfigCount,
                                   Pieces.size() - 1 - ConfigCount) +
                         ")";
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Launch,
      "launch of '" + KernelText + "' runs " +
          (PerBlock      ? "once per block (a phased kernel)"
           : NeedsFibers ? "its threads as fibers (it may synchronise)"
                         : "its threads as a loop (it never synchronises)"),
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

std::string CpuLowering::siteFacts(const FunctionDecl *Kernel, bool OneKernel,
                                   ASTContext &AST, bool &NeedsFibers,
                                   bool &PerBlock) {
  PerBlock = Kernel && OneKernel && Phased->isPhased(Kernel, AST);
  NeedsFibers = !PerBlock && (!Kernel || Sync->maySynchronise(Kernel));
  std::string Params;
  if (Kernel)
    for (const ParmVarDecl *Param : Kernel->parameters())
      Params += (Params.empty() ? "" : ",") + Param->getNameAsString();
  return cStringLiteral(Params) + ", " + (NeedsFibers ? "true" : "false") +
         (PerBlock ? ", true" : "");
}

/// The kernel an unresolved lookup names, if it names one, as a
/// declaration with parameters; OneKernel says whether it names no other.
static const FunctionDecl *lookedUpKernel(const UnresolvedLookupExpr *Lookup,
                                          bool &OneKernel) {
  const FunctionDecl *Found = nullptr;
  for (const NamedDecl *D : Lookup->decls()) {
    const NamedDecl *Underlying = D->getUnderlyingDecl();
    const FunctionDecl *F = dyn_cast<FunctionDecl>(Underlying);
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(Underlying))
      F = T->getTemplatedDecl();
    if (F && F->hasAttr<CUDAGlobalAttr>() && !Found)
      Found = F;
  }
  OneKernel = Lookup->getNumDecls() == 1;
  return Found;
}

void CpuLowering::lowerKernelAddress(const Expr *Ref, ASTContext &AST) {
  const FunctionDecl *Kernel = nullptr;
  bool OneKernel = true;
  if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Ref)) {
    Kernel = lookedUpKernel(Lookup, OneKernel);
    if (!Kernel)
      return;
  } else {
    Kernel = cast<FunctionDecl>(cast<DeclRefExpr>(Ref)->getDecl());
  }
  // The expression that yields the address: the name, or `&name`. A
  // launch's callee is the launch's business; a name in a template
  // argument or another place that is no expression stays a constant.
  const Expr *Address = Ref, *Outer = Ref;
  while (true) {
    DynTypedNodeList Parents = AST.getParents(*Outer);
    if (Parents.empty())
      return;
    const auto *Parent = Parents[0].get<Expr>();
    if (Parent && isa<ParenExpr, ImplicitCastExpr>(Parent)) {
      Outer = Parent;
      continue;
    }
    if (const auto *AddressOf = dyn_cast_or_null<UnaryOperator>(Parent);
        AddressOf && AddressOf->getOpcode() == UO_AddrOf) {
      Address = Outer = AddressOf;
      continue;
    }
    if (!Parent) {
      if (!Parents[0].get<Stmt>() && !Parents[0].get<VarDecl>())
        return;
      break;
    }
    // A launch's callee (CUDAKernelCallExpr is a CallExpr), or a call.
    if (const auto *Call = dyn_cast<CallExpr>(Parent);
        Call && Call->getCallee()->IgnoreParenImpCasts() ==
                    Address->IgnoreParenImpCasts())
      return;
    break;
  }
  const SourceManager &SM = Context.sourceManager();
  if (!Context.isTranslatedLocation(SM.getFileLoc(Address->getBeginLoc())))
    return;
  std::string KernelText = spelling(Ref);
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(Address->getSourceRange(),
                             {Address->getSourceRange()},
                             Address->getEndLoc());
  if (!Placed) {
    Context.report(rules::CpuLowering, Severity::Warning,
                   FindingCategory::Launch,
                   "the address of kernel '" + KernelText +
                       "' is taken where a macro hides it; the CPU runner "
                       "cannot launch the kernel by this address",
                   Address->getBeginLoc());
    return;
  }
  SourceLocation Anchor = Address->getEndLoc();
  bool InMacroBody = Anchor.isMacroID() && !SM.isMacroArgExpansion(Anchor) &&
                     Context.isTranslatedLocation(SM.getSpellingLoc(Anchor));
  bool NeedsFibers = true, PerBlock = false;
  std::string Site =
      InMacroBody ? cStringLiteral(KernelText) + ", \"\", true"
                  : cStringLiteral(KernelText) + ", " +
                        siteFacts(Kernel, OneKernel, AST, NeedsFibers,
                                  PerBlock);
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(
      "::hipify_cpu::kernel_address({" + Site + "}, $1)", MaxPiece);
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Launch,
      "the address of kernel '" + KernelText +
          "' is registered for launches by address (cudaLaunchKernel, "
          "graph kernel nodes)",
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

bool CpuLowering::isLowered(SourceLocation Loc, llvm::StringRef What) {
  const SourceManager &SM = Context.sourceManager();
  SourceLocation FileLoc = SM.getFileLoc(Loc);
  if (Context.isTranslatedLocation(FileLoc))
    return true;
  if (FileLoc.isInvalid() || SM.isInSystemHeader(FileLoc))
    return false;
  llvm::StringRef Header = SM.getFilename(FileLoc);
  llvm::StringRef Runtime = Context.options().CpuRuntimeInclude;
  if (Header.empty() || (!Runtime.empty() && Header.starts_with(Runtime)))
    return false;
  if (HeadersReported.insert(Header).second)
    Context.report(rules::CpuLowering, Severity::Error, FindingCategory::Other,
                   What.str() + " in a header outside the program's "
                                "directory: the CPU runner lowers the "
                                "program's units and the headers of its "
                                "directory; move it into " +
                       std::string(SM.getFilename(SM.getLocForStartOfFile(
                           SM.getMainFileID()))) +
                       " or a header beside it",
                   FileLoc);
  return false;
}

void CpuLowering::lowerDynamicSharedUse(const DeclRefExpr *Use,
                                        const VarDecl *Var) {
  SourceLocation Loc = Use->getLocation();
  if (!isLowered(Loc, "dynamic shared memory (extern __shared__)"))
    return;
  std::optional<FileRange> Where = Context.placeRange(SourceRange(Loc, Loc));
  if (!Where)
    return;
  QualType Element = Var->getType();
  if (const ArrayType *Array = Element->getAsArrayTypeUnsafe())
    Element = Array->getElementType();
  PrintingPolicy Policy(Context.langOptions());
  Policy.SuppressTagKeyword = false;
  std::string Type = Element.getAsString(Policy);
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "extern __shared__ '" + Var->getNameAsString() +
          "' is the block's dynamic shared memory",
      *Where);
  Context.edits().replace(Owner, *Where,
                          "(reinterpret_cast<" + Type +
                              " *>(::hipify_cpu::dynamic_shared()))");
}

void CpuLowering::lowerDeviceClock(const CallExpr *Call) {
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  SourceLocation Loc = Callee->getBeginLoc();
  // Only where the runner lowers code; a header it compiles as it is keeps
  // the C library's clock(), a slower timer but still a timer.
  if (Loc.isMacroID() ||
      !Context.isTranslatedLocation(Context.sourceManager().getFileLoc(Loc)))
    return;
  std::optional<FileRange> Where =
      Context.placeRange(SourceRange(Loc, Callee->getEndLoc()));
  if (!Where)
    return;
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "clock() in device code counts the runner's cycles", *Where);
  Context.edits().replace(Owner, *Where, "::hipify_cpu::device_clock");
}

void CpuLowering::removeDynamicSharedDeclaration(const VarDecl *Var,
                                                 const DeclStmt *Statement) {
  const SourceManager &SM = Context.sourceManager();
  SourceRange Range = Statement && Statement->isSingleDecl()
                          ? Statement->getSourceRange()
                          : Var->getSourceRange();
  if (!Context.isTranslatedLocation(SM.getFileLoc(Range.getBegin())))
    return;
  // From a macro (HIP_DYNAMIC_SHARED): the whole expansion goes.
  CharSourceRange Whole = SM.getExpansionRange(Range);
  FileRange Where = Context.fileRange(Whole);
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "declaration of extern __shared__ '" + Var->getNameAsString() +
          "' removed: its uses read the block's dynamic shared memory",
      Where);
  Context.edits().replace(Owner, Where, "");
}

namespace {
/// The statements of a function that end a lock step: those of its compound
/// statements, at any depth, and the bodies of branches and loops written
/// without braces (which get them). Lambdas are their own functions.
class StatementCollector : public RecursiveASTVisitor<StatementCollector> {
public:
  std::vector<const Stmt *> Statements;
  std::vector<const Stmt *> UnbracedBodies;
  bool VisitCompoundStmt(CompoundStmt *Block) {
    for (const Stmt *S : Block->body())
      if (!isa<NullStmt, CompoundStmt, LabelStmt>(S))
        Statements.push_back(S);
    return true;
  }
  bool VisitIfStmt(IfStmt *If) {
    addBody(If->getThen());
    addBody(If->getElse());
    return true;
  }
  bool VisitForStmt(ForStmt *For) { return addBody(For->getBody()); }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *For) {
    return addBody(For->getBody());
  }
  bool VisitWhileStmt(WhileStmt *While) { return addBody(While->getBody()); }
  bool VisitDoStmt(DoStmt *Do) { return addBody(Do->getBody()); }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

private:
  /// A body that is itself a branch or a loop needs no braces of its own:
  /// its bodies end their steps.
  bool addBody(const Stmt *Body) {
    if (Body && !isa<CompoundStmt, NullStmt, IfStmt, ForStmt, CXXForRangeStmt,
                     WhileStmt, DoStmt, SwitchStmt>(Body))
      UnbracedBodies.push_back(Body);
    return true;
  }
};

/// The assignments of a lock-step function whose right side a lane must
/// read before any lane stores: they store to memory (not to the thread's
/// own variable) and read memory. In a lock-step warp every lane loads
/// before any lane stores; lane by lane, `s[i] += s[i - 1]` would read what
/// the lane below has just stored.
class LockstepAssignmentFinder
    : public RecursiveASTVisitor<LockstepAssignmentFinder> {
public:
  explicit LockstepAssignmentFinder(bool Dependent) : Dependent(Dependent) {}
  std::vector<const Expr *> RightSides;

  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->isAssignmentOp())
      consider(E->getLHS(), E->getRHS());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (E->isAssignmentOp() && E->getNumArgs() == 2)
      consider(E->getArg(0), E->getArg(1));
    return true;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

private:
  bool Dependent;

  void consider(const Expr *Target, const Expr *Value) {
    QualType Type = Value->getType();
    if (SyncAnalysis::isThreadOwnVariable(Target) ||
        !(Type->isDependentType() || Type->isScalarType()) ||
        !readsMemory(Value))
      return;
    RightSides.push_back(Value);
  }

  /// Whether evaluating E loads from memory other than the thread's own
  /// variables. A template's pattern has no loads marked where types depend
  /// on its parameters: there, a subscript, a dereference or a member
  /// through a pointer counts.
  bool readsMemory(const Expr *E) const {
    struct Loads : RecursiveASTVisitor<Loads> {
      bool Dependent, Found = false;
      bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
        if (Cast->getCastKind() == CK_LValueToRValue &&
            !SyncAnalysis::isThreadOwnVariable(Cast->getSubExpr()))
          Found = true;
        return !Found;
      }
      bool VisitExpr(Expr *Node) {
        if (Dependent && Node->isTypeDependent() &&
            (isa<ArraySubscriptExpr, CXXDependentScopeMemberExpr>(Node) ||
             (isa<UnaryOperator>(Node) &&
              cast<UnaryOperator>(Node)->getOpcode() == UO_Deref)))
          Found = true;
        return !Found;
      }
      bool TraverseLambdaExpr(LambdaExpr *) { return true; }
    } Finder{{}, Dependent};
    Finder.TraverseStmt(const_cast<Expr *>(E));
    return Finder.Found;
  }
};
} // namespace

void CpuLowering::insertLockstepSteps(const FunctionDecl *F) {
  const SourceManager &SM = Context.sourceManager();
  if (!F->getBody() || F->isTemplateInstantiation() ||
      !Context.isTranslatedLocation(SM.getFileLoc(F->getLocation())) ||
      !Sync->runsInLockStep(F))
    return;
  const LangOptions &LO = Context.langOptions();
  std::optional<size_t> Owner;
  auto Finding = [&] {
    if (!Owner)
      Owner = Context.report(
          rules::CpuLowering, Severity::Note, FindingCategory::Other,
          "'" + F->getNameAsString() +
              (SyncAnalysis::readsVolatileMemory(F)
                   ? "' works on volatile memory"
                   : "' shares __shared__ memory between its threads "
                     "without a barrier") +
              ": its statements run in lock step across the warp",
          F->getLocation());
    return *Owner;
  };
  // Wraps Begin..End (a character range) in Before and After, keeping the
  // edits made inside it.
  auto Wrap = [&](SourceLocation Begin, SourceLocation End, StringRef Before,
                  StringRef After) {
    FileRange Whole =
        Context.fileRange(CharSourceRange::getCharRange(Begin, End));
    unsigned MaxPiece = 0;
    Context.edits().rewrite(
        Finding(), Whole, {Whole},
        parseTemplate((Before + "$1" + After).str(), MaxPiece));
  };
  // After a statement's semicolon, or after its closing brace.
  auto AfterStatement = [&](const Stmt *S) {
    SourceLocation End = S->getEndLoc();
    if (End.isMacroID() || S->getBeginLoc().isMacroID())
      return SourceLocation();
    SourceLocation Loc =
        Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
    if (Loc.isInvalid())
      Loc = Lexer::getLocForEndOfToken(End, 0, SM, LO);
    if (Loc.isInvalid() || !Context.isTranslatedLocation(Loc))
      return SourceLocation();
    return Loc;
  };
  const std::string Step = " ::hipify_cpu::lockstep();";

  StatementCollector Collector;
  Collector.TraverseStmt(F->getBody());
  llvm::DenseSet<SourceLocation> StepsAfter;
  for (const Stmt *S : Collector.Statements)
    if (SourceLocation Loc = AfterStatement(S); Loc.isValid())
      StepsAfter.insert(Loc);
  // A body without braces gets them, with its step inside; the statement
  // that ends where it ends (`if (c) s[i] = v;`) takes its step after them.
  for (const Stmt *Body : Collector.UnbracedBodies)
    if (SourceLocation Loc = AfterStatement(Body); Loc.isValid())
      Wrap(Body->getBeginLoc(), Loc, "{ ",
           Step + " }" + (StepsAfter.erase(Loc) ? Step : ""));
  for (SourceLocation Loc : StepsAfter)
    Context.edits().replace(
        Finding(), Context.fileRange(CharSourceRange::getCharRange(Loc, Loc)),
        Step);

  LockstepAssignmentFinder Assignments(F->isDependentContext());
  Assignments.TraverseStmt(F->getBody());
  for (const Expr *Value : Assignments.RightSides) {
    SourceLocation Begin = Value->getBeginLoc(), End = Value->getEndLoc();
    if (Begin.isMacroID() || End.isMacroID())
      continue;
    SourceLocation AfterValue = Lexer::getLocForEndOfToken(End, 0, SM, LO);
    if (AfterValue.isValid() && Context.isTranslatedLocation(Begin))
      Wrap(Begin, AfterValue, "::hipify_cpu::lockstep_value(", ")");
  }
}

} // namespace hipify
