//===- PhasedKernels.cpp --------------------------------------------------===//
//
// Which kernels run phased: each kernel definition is worked out once
// (PhasedAnalysis.h lists its steps and their files), then rewritten by the
// plan's edits, or left to the fibers with a note that says why.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/PhasedKernels.h"
#include "CpuRunner/PhasedAnalysis.h"
#include "CpuRunner/SyncAnalysis.h"

using namespace clang;

namespace hipify {

namespace phased {

std::unique_ptr<PhasedPlan> PhasedAnalysis::build() {
  Body = dyn_cast_or_null<CompoundStmt>(Kernel->getBody());
  if (!Body)
    return std::move(Plan);
  if (SyncAnalysis::readsVolatileMemory(Kernel)) {
    refuse(nullptr, "it works on volatile memory (warp-synchronous code "
                    "runs in lock step on fibers)");
    return std::move(Plan);
  }
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Scan.Forbidden) {
    refuse(Scan.Forbidden, Scan.Why);
    return std::move(Plan);
  }
  if (ThreadByThread && !Scan.Returns.empty()) {
    refuse(Scan.Returns.front(),
           std::string("it returns early") + kRunThreadByThread);
    return std::move(Plan);
  }
  // The block's single copy of the parameters stands for every thread's,
  // except for those the kernel modifies: each thread gets its own copy.
  ExprMutationAnalyzer BodyMutations(*Body, AST);
  Mutations = &BodyMutations;
  for (const ParmVarDecl *Param : Kernel->parameters())
    if (Mutations->isMutated(Param)) {
      if (ThreadByThread) {
        refuse(nullptr, "it modifies its parameter '" +
                            Param->getNameAsString() + "'" +
                            kRunThreadByThread);
        return std::move(Plan);
      }
      MutatedParameters.push_back(Param);
    }
  Frames.clear();
  if (!split(blockOf(Body, SourceLocation()), Frame::Kernel, nullptr))
    return std::move(Plan);
  if (Barriers.empty() && !Plan->CollectiveCount)
    return std::move(Plan); // Nothing to split: a plain loop or fibers.
  if (!findReplicatedLocals() || !makeEdits())
    return std::move(Plan);
  Plan->BarrierCount = unsigned(Barriers.size());
  Plan->RegionCount = unsigned(Regions.size());
  Plan->Phased = true;
  return std::move(Plan);
}

} // namespace phased

PhasedKernels::PhasedKernels(TranslationContext &Context, SyncAnalysis &Sync)
    : Context(Context), Sync(Sync) {}
PhasedKernels::~PhasedKernels() = default;

namespace {
/// The launches of a translation unit that run a kernel thread by thread:
/// written in a macro body of the program (rewritten once for any kernel),
/// or naming an overload set of several kernels.
class ThreadByThreadLaunches
    : public RecursiveASTVisitor<ThreadByThreadLaunches> {
public:
  ThreadByThreadLaunches(const SourceManager &SM,
                         const TranslationContext &Context,
                         llvm::SmallPtrSet<const FunctionDecl *, 8> &Kernels)
      : SM(SM), Context(Context), Kernels(Kernels) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
    SourceLocation Anchor = Launch->getRParenLoc();
    bool InMacroBody = Anchor.isMacroID() && !SM.isMacroArgExpansion(Anchor) &&
                       Context.isTranslatedLocation(SM.getSpellingLoc(Anchor));
    std::vector<const FunctionDecl *> Callees = phased::calleesOf(Launch);
    if (!InMacroBody && Callees.size() == 1)
      return true; // One candidate: the lowering ties it to the kernel.
    for (const FunctionDecl *F : Callees) {
      if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
        F = Pattern;
      const FunctionDecl *Definition = nullptr;
      if (F->hasBody(Definition))
        Kernels.insert(Definition);
    }
    return true;
  }

private:
  const SourceManager &SM;
  const TranslationContext &Context;
  llvm::SmallPtrSet<const FunctionDecl *, 8> &Kernels;
};
} // namespace

void PhasedKernels::findKernelsRunThreadByThread(ASTContext &AST) {
  if (ThreadByThread)
    return;
  ThreadByThread.emplace();
  ThreadByThreadLaunches Finder(AST.getSourceManager(), Context,
                                *ThreadByThread);
  Finder.TraverseDecl(AST.getTranslationUnitDecl());
}

const PhasedPlan *PhasedKernels::plan(const FunctionDecl *Definition,
                                      ASTContext &AST) {
  auto [It, Inserted] = Plans.try_emplace(Definition);
  if (!Inserted)
    return It->second.get();
  const SourceManager &SM = AST.getSourceManager();
  SourceLocation Where = SM.getExpansionLoc(Definition->getLocation());
  std::unique_ptr<PhasedPlan> Plan;
  if (Context.options().CpuPhasedKernels &&
      Definition->hasAttr<CUDAGlobalAttr>() &&
      !Definition->isTemplateInstantiation() &&
      Context.isTranslatedLocation(Where)) {
    findKernelsRunThreadByThread(AST);
    Plan = phased::PhasedAnalysis(Definition, AST, Context, Sync,
                                  ThreadByThread->count(Definition))
               .build();
  }
  Plans[Definition] = std::move(Plan);
  return Plans[Definition].get();
}

bool PhasedKernels::isPhased(const FunctionDecl *Kernel, ASTContext &AST) {
  if (const FunctionDecl *Pattern = Kernel->getTemplateInstantiationPattern())
    Kernel = Pattern;
  const FunctionDecl *Definition = nullptr;
  if (!Kernel->hasBody(Definition))
    return false;
  const PhasedPlan *Plan = plan(Definition, AST);
  return Plan && Plan->Phased;
}

void PhasedKernels::lower(const FunctionDecl *Kernel, ASTContext &AST) {
  if (!Kernel->doesThisDeclarationHaveABody())
    return;
  const PhasedPlan *Plan = plan(Kernel, AST);
  if (!Plan)
    return;
  if (!Plan->Phased) {
    if (!Plan->Refusal.empty())
      Context.report(rules::CpuLowering, Severity::Note, FindingCategory::Other,
                     "kernel '" + Kernel->getNameAsString() +
                         "' runs its threads as fibers: " + Plan->Refusal,
                     AST.getSourceManager().getFileLoc(Plan->RefusalLoc));
    return;
  }
  std::string What = std::to_string(Plan->RegionCount) + " regions";
  if (Plan->CollectiveCount)
    What += " (" + std::to_string(Plan->CollectiveCount) +
            (Plan->CollectiveCount == 1 ? " collective" : " collectives") +
            " recorded and replayed)";
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "kernel '" + Kernel->getNameAsString() + "' runs phased: its " + What +
          " each run as a loop over the block's threads",
      Kernel->getLocation());
  for (const auto &[Range, Text] : Plan->Edits)
    Context.edits().replace(Owner, Range, Text);
}

} // namespace hipify
