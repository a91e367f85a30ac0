//===- PhasedLocals.cpp - locals that live across regions -----------------===//
//
// A local declared in one region of a phased kernel and used in another
// must keep each thread's value between them. It is declared again in each
// region that uses it when its value can be computed again there; else it
// is replicated: an array of one copy per thread at the kernel's start,
// bound by reference in each region. This step finds those locals, the
// types their copies have, and refuses what cannot be kept so.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/PhasedAnalysis.h"
#include "CpuRunner/TemplateLocals.h"

using namespace clang;

namespace hipify::phased {

namespace {
/// Replicated locals are arrays of one copy per thread on the stack of the
/// worker, or of the fiber when a launch runs the kernel thread by thread:
/// what they may take per thread.
constexpr unsigned kMaxReplicatedBytesPerThread = 512;
constexpr unsigned kMaxReplicatedBytesThreadByThread = 128;
/// What a dependent type counts for in that budget.
constexpr unsigned kDependentTypeBytes = 16;

/// The local variables a statement refers to, in order of first use.
class VariableUses : public RecursiveASTVisitor<VariableUses> {
public:
  std::vector<const VarDecl *> Used;
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (V->hasLocalStorage() &&
          std::find(Used.begin(), Used.end(), V) == Used.end())
        Used.push_back(V);
    return true;
  }
};
} // namespace

/// The type of a replicated local's array elements, and the declarator of
/// its binding (`T &name`, `const T &name`, `T (&name)[N]`).
/// T with the aliases the kernel declares (`using T2 = typename
/// Conv<T>::Type;`), itself or what it points to, spelled as what they
/// stand for: the copies of locals are declared before the alias is.
static QualType withoutKernelAliases(QualType T, ASTContext &AST) {
  Qualifiers Quals = T.getLocalQualifiers();
  const clang::Type *Named = T.getTypePtr();
  if (const auto *Alias = dyn_cast<TypedefType>(Named))
    if (Alias->getDecl()->getParentFunctionOrMethod())
      return withoutKernelAliases(
          AST.getQualifiedType(Alias->getDecl()->getUnderlyingType(), Quals),
          AST);
  if (const auto *Pointer = dyn_cast<PointerType>(Named))
    return AST.getQualifiedType(
        AST.getPointerType(withoutKernelAliases(Pointer->getPointeeType(), AST)),
        Quals);
  return T;
}

/// The extent of a template-sized array as it can be written at the
/// kernel's start: an expression of the template's non-type parameters and
/// literals only (`N`, `N * 2`), not of the kernel's locals.
std::optional<std::string> PhasedAnalysis::templateParameterExtent(
    const DependentSizedArrayType *Array) const {
  const Expr *Size = Array->getSizeExpr();
  if (!Size)
    return std::nullopt;
  struct OnlyParameters : RecursiveASTVisitor<OnlyParameters> {
    bool Other = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Other |= !isa<NonTypeTemplateParmDecl>(E->getDecl());
      return !Other;
    }
  } Check;
  Check.TraverseStmt(const_cast<Expr *>(Size));
  if (Check.Other)
    return std::nullopt;
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  Size->printPretty(OS, nullptr, PrintingPolicy(Context.langOptions()));
  return Text;
}

/// The bytes of V (a local of the kernel's pattern) in its largest
/// instance, when every instance is trivially copyable.
std::optional<uint64_t>
PhasedAnalysis::largestInstanceBytes(const VarDecl *V) const {
  std::optional<uint64_t> Largest;
  for (const VarDecl *Instance : instancesOfLocal(Kernel, V)) {
    QualType T = Instance->getType();
    if (T->isIncompleteType() || T->isDependentType() ||
        !T.isTriviallyCopyableType(AST) || T->isReferenceType())
      return std::nullopt;
    uint64_t Bytes = AST.getTypeSizeInChars(T).getQuantity();
    Largest = std::max(Largest.value_or(0), Bytes);
  }
  return Largest;
}

std::optional<PhasedAnalysis::ReplicatedType>
PhasedAnalysis::replicatedType(const VarDecl *V) const {
  QualType Type = V->getType();
  if (Type->isUndeducedType())
    return std::nullopt;
  if (Type->getContainedDeducedType())
    Type = Type.getCanonicalType();
  // Arrays of constant size, or of a size a template's parameters give
  // (`float cache[N]`): the elements are what is replicated.
  std::string Extents;
  uint64_t Count = 1;
  bool SizedByTemplate = false;
  while (Type->isArrayType()) {
    if (const auto *Array = AST.getAsConstantArrayType(Type)) {
      Extents += "[" + std::to_string(Array->getSize().getZExtValue()) + "]";
      Count *= Array->getSize().getZExtValue();
      Type = Array->getElementType();
    } else if (const auto *Array = AST.getAsDependentSizedArrayType(Type)) {
      std::optional<std::string> Size = templateParameterExtent(Array);
      if (!Size)
        return std::nullopt;
      Extents += "[" + *Size + "]";
      SizedByTemplate = true;
      Type = Array->getElementType();
    } else {
      return std::nullopt;
    }
  }
  Type = withoutKernelAliases(Type, AST);
  // A const local is written once, where it is declared: its copies are
  // not const, its bindings are.
  bool Const = Type.isConstQualified();
  Type.removeLocalConst();
  if (Type.isVolatileQualified() || Type->isReferenceType() ||
      Type->isMemberPointerType() || Type->isFunctionType() ||
      (Const && !Extents.empty()))
    return std::nullopt;
  QualType Named = Type;
  if (Type->isPointerType()) {
    Named = Type->getPointeeType();
    if (Named->isFunctionType() || Named->isArrayType() ||
        Named->isPointerType() || Named->isMemberPointerType())
      return std::nullopt;
  }
  // The arrays are declared at the top of the kernel: the type must not be
  // one the kernel declares.
  if (const auto *Typedef = Named->getAs<TypedefType>())
    if (Typedef->getDecl()->getParentFunctionOrMethod())
      return std::nullopt;
  if (const TagDecl *Tag = Named->getAsTagDecl())
    if (Tag->getParentFunctionOrMethod())
      return std::nullopt;
  uint64_t Bytes;
  if (SizedByTemplate || (Type->isDependentType() &&
                          !isa<TemplateTypeParmType>(Named.getCanonicalType()))) {
    // `auto p = base + i` of a dependent type has no spelling before its
    // initialiser.
    if (Type->getContainedDeducedType())
      return std::nullopt;
    // What the largest instance holds (`typename Conv<T>::Type`, `float
    // cache[N]`); a type no instance gives is unknown.
    std::optional<uint64_t> Largest = largestInstanceBytes(V);
    if (!Largest)
      return std::nullopt;
    Bytes = *Largest;
  } else if (Type->isDependentType()) {
    Bytes = kDependentTypeBytes * Count;
  } else {
    if (Type->isIncompleteType() || !Type.isTriviallyCopyableType(AST))
      return std::nullopt;
    Bytes = AST.getTypeSizeInChars(Type).getQuantity() * Count;
  }
  PrintingPolicy Policy(Context.langOptions());
  std::string Element = Type.getAsString(Policy);
  std::string Name = V->getName().str();
  std::string Binding = Extents.empty()
                            ? (Const ? "const " : "") + Element + " &" + Name
                            : Element + " (&" + Name + ")" + Extents;
  return ReplicatedType{Element, Extents, Binding,
                        unsigned(std::min<uint64_t>(Bytes, ~0u))};
}

/// A local that lives across regions, declared again in each region that
/// uses it instead of being replicated (its value per thread is the same
/// wherever it is computed, and computing it again costs less than a
/// thread's slot in an array, and lets the compiler see what it is): a
/// scalar of arithmetic type, `T x = init;` with a recomputable
/// initialiser, that the kernel never modifies nor takes the address of.
std::optional<std::string>
PhasedAnalysis::recomputedDeclaration(const VarDecl *V) {
  if (isa<ParmVarDecl>(V) || !V->getInit() ||
      V->getInitStyle() != VarDecl::CInit ||
      !V->getType()->isArithmeticType() || V->getType().isVolatileQualified() ||
      Scan.AddressTaken.count(V) || Mutations->isMutated(V) ||
      Scan.VariableNames[V->getName()] != 1 || !isRecomputable(V->getInit()))
    return std::nullopt;
  if (hasParameterName(V))
    return std::nullopt;
  std::optional<ReplicatedType> Type = replicatedType(V);
  // Its text is copied: it must be written in the file.
  if (!Type || !Type->Extents.empty() || !isWrittenInFile(V->getInit()))
    return std::nullopt;
  return Type->Element + " " + V->getName().str() + " = (" +
         textOf(V->getInit()) + ")";
}

bool PhasedAnalysis::hasParameterName(const VarDecl *V) const {
  return llvm::any_of(Kernel->parameters(), [&](const ParmVarDecl *Param) {
    return Param->getName() == V->getName();
  });
}

/// Locals used in a region other than their own are declared again there
/// when their value can be computed again, or replicated; each region binds
/// the ones it uses.
bool PhasedAnalysis::findReplicatedLocals() {
  unsigned Bytes = 0;
  unsigned Budget = ThreadByThread ? kMaxReplicatedBytesThreadByThread
                                   : kMaxReplicatedBytesPerThread;
  for (unsigned R = 0; R < Regions.size(); ++R) {
    VariableUses Uses;
    for (const Stmt *S : Regions[R].Statements)
      Uses.TraverseStmt(const_cast<Stmt *>(S));
    if (Regions[R].Record)
      Uses.TraverseStmt(const_cast<Expr *>(Regions[R].Record));
    if (Regions[R].Condition)
      Uses.TraverseStmt(const_cast<Expr *>(Regions[R].Condition));
    for (const VarDecl *V : Uses.Used) {
      bool Parameter = isa<ParmVarDecl>(V) &&
                       llvm::is_contained(MutatedParameters, V);
      auto Declared = DeclaringRegion.find(V);
      if (!Parameter &&
          (Declared == DeclaringRegion.end() || Declared->second == R))
        continue;
      Regions[R].Bindings.push_back(V);
      if (ReplicatedTypes.count(V))
        continue;
      if (Parameter) {
        std::optional<ReplicatedType> Type = replicatedType(V);
        if (!Type || !Type->Extents.empty())
          return refuse(nullptr, "it modifies its parameter '" +
                                     V->getNameAsString() +
                                     "', which is not a plain value");
        Bytes += Type->Bytes;
        ReplicatedTypes[V] = *Type;
        Replicated.push_back(V);
        continue;
      }
      if (Recomputed.count(V))
        continue;
      if (std::optional<std::string> Again = recomputedDeclaration(V)) {
        Recomputed[V] = *Again;
        continue;
      }
      const DeclStmt *Declaration = Declarations.lookup(V);
      std::optional<ReplicatedType> Type = replicatedType(V);
      std::string Name = "'" + V->getNameAsString() + "'";
      if (!Type)
        return refuse(Declaration, "local " + Name + " lives across regions "
                                   "and is not a plain value (a reference, a "
                                   "const array, a type declared in the kernel, "
                                   "or not trivially copyable)");
      bool ParenthesisedScalar = V->getInitStyle() == VarDecl::CallInit &&
                                 V->getType()->isScalarType() &&
                                 !isa<ParenListExpr>(V->getInit());
      if (V->getInit() &&
          ((V->getInitStyle() != VarDecl::CInit && !ParenthesisedScalar) ||
           V->getType()->isArrayType()))
        return refuse(Declaration, "local " + Name + " lives across regions "
                                   "and is initialised with braces or an "
                                   "array initialiser");
      if (ParenthesisedScalar &&
          !copyable(V->getInit(), "the initialiser of a local that lives "
                                  "across regions"))
        return false;
      if (Scan.VariableNames[V->getName()] != 1)
        return refuse(Declaration, "local " + Name + " lives across regions "
                                   "and another variable has its name");
      if (hasParameterName(V))
        return refuse(Declaration, "local " + Name + " has a parameter's "
                                   "name");
      Bytes += Type->Bytes;
      if (Bytes > Budget)
        return refuse(Declaration,
                      "the locals that live across regions take more than " +
                          std::to_string(Budget) + " bytes per thread");
      ReplicatedTypes[V] = *Type;
      Replicated.push_back(V);
    }
  }
  // A pointer that lives across regions must not hold the address of a
  // local that does not: that one ends with its region.
  bool PointerLives = false;
  for (const VarDecl *V : Replicated)
    PointerLives |= V->getType()->isPointerType() ||
                    V->getType()->isArrayType();
  if (PointerLives)
    for (const VarDecl *V : Scan.AddressTaken)
      if (V->hasLocalStorage() && !ReplicatedTypes.count(V) &&
          DeclaringRegion.count(V))
        return refuse(Declarations.lookup(V),
                      "the address of local '" + V->getNameAsString() +
                          "' is taken while pointers live across regions");
  // In order of declaration, for the arrays at the top of the kernel.
  llvm::sort(Replicated, [&](const VarDecl *A, const VarDecl *B) {
    return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
  });
  return true;
}

} // namespace hipify::phased
