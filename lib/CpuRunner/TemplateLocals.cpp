//===- TemplateLocals.cpp -------------------------------------------------===//
#include "CpuRunner/TemplateLocals.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace hipify {

namespace {
/// Finds the local declared at a location (instances keep the pattern's).
class LocalAt : public RecursiveASTVisitor<LocalAt> {
public:
  explicit LocalAt(SourceLocation Where) : Where(Where) {}
  const VarDecl *Found = nullptr;
  bool VisitVarDecl(VarDecl *V) {
    if (V->getLocation() == Where && !isa<ParmVarDecl>(V))
      Found = V;
    return !Found;
  }

private:
  SourceLocation Where;
};
} // namespace

std::vector<const VarDecl *> instancesOfLocal(const FunctionDecl *Pattern,
                                              const VarDecl *Local) {
  std::vector<const VarDecl *> Instances;
  const FunctionTemplateDecl *Template =
      Pattern->getDescribedFunctionTemplate();
  if (!Template)
    return Instances;
  for (const FunctionDecl *Instance : Template->specializations()) {
    if (!Instance->hasBody() || !Instance->isTemplateInstantiation())
      continue;
    LocalAt Finder(Local->getLocation());
    Finder.TraverseStmt(Instance->getBody());
    if (Finder.Found)
      Instances.push_back(Finder.Found);
  }
  return Instances;
}

} // namespace hipify
