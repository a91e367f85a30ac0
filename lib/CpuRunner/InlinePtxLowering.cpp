//===- InlinePtxLowering.cpp ----------------------------------------------===//
#include "CpuRunner/InlinePtxLowering.h"
#include "Core/RuleIds.h"
#include "Mapping/MappingTable.h"
#include "Translate/PtxTemplate.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Stmt.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

AST_MATCHER(FunctionDecl, isDeviceCode) {
  return Node.hasAttr<CUDADeviceAttr>() || Node.hasAttr<CUDAGlobalAttr>();
}

constexpr llvm::StringLiteral Ns = "::hipify_cpu::ptx::";

/// One asm statement lowered into calls of hipify_cpu/ptx.h.
class AsmLowering {
public:
  AsmLowering(TranslationContext &Context, const GCCAsmStmt &Asm,
              const ASTContext &AST)
      : Context(Context), Asm(Asm), AST(AST) {}
  /// The replacement and its pieces, or nothing after reporting why.
  bool run();

  std::vector<TemplatePart> Parts;
  std::vector<FileRange> Pieces;
  FileRange Whole;
  std::string Summary; ///< "bfe.u32; add.cc.u32"

private:
  struct Operand {
    char Constraint = 0;
    bool IsOutput = false, IsReadWrite = false, IsImmediate = false;
    int TiedTo = -1; ///< An input tied to output N ("0").
  };
  void text(llvm::StringRef S) { Parts.push_back({S.str(), -1}); }
  void piece(int Index) { Parts.push_back({"", Index}); }
  /// Writes one PTX operand as ptx.h takes it; false if it cannot.
  bool emitOperand(llvm::StringRef Text);
  bool fail(SourceLocation Where, const std::string &Why);

  TranslationContext &Context;
  const GCCAsmStmt &Asm;
  const ASTContext &AST;
  std::vector<Operand> Operands;
  std::vector<PtxRegister> Registers;
};

bool AsmLowering::fail(SourceLocation Where, const std::string &Why) {
  Context.report(rules::CpuLowering, Severity::Error, FindingCategory::Other,
                 "inline PTX cannot run on the CPU runner: " + Why, Where);
  return false;
}

bool AsmLowering::emitOperand(llvm::StringRef T) {
  T = T.trim();
  if (T.starts_with("{") && T.ends_with("}")) {
    llvm::SmallVector<llvm::StringRef, 4> Elements;
    T.drop_front().drop_back().split(Elements, ',');
    text(std::string(Ns) + "vec(");
    for (size_t I = 0; I < Elements.size(); ++I) {
      if (I)
        text(", ");
      if (!emitOperand(Elements[I]))
        return false;
    }
    text(")");
    return true;
  }
  if (T.starts_with("[") && T.ends_with("]")) {
    llvm::StringRef Inner = T.drop_front().drop_back().trim();
    size_t Sign = Inner.find_last_of("+-");
    std::string Offset = "0";
    if (Sign != llvm::StringRef::npos && Sign > 0) {
      if (!parsePtxInteger(Inner.drop_front(Sign + 1)))
        return false;
      Offset = (Inner[Sign] == '-' ? "-(" : "(") +
               Inner.drop_front(Sign + 1).trim().str() + ")";
      Inner = Inner.take_front(Sign).trim();
    }
    text(std::string(Ns) + "addr(");
    if (!emitOperand(Inner))
      return false;
    text(", " + Offset + ")");
    return true;
  }
  if (T.size() > 1 && T[0] == '%' && llvm::all_of(T.drop_front(), llvm::isDigit)) {
    unsigned Index = 0;
    T.drop_front().getAsInteger(10, Index);
    if (Index >= Operands.size())
      return false;
    const Operand &Op = Operands[Index];
    if (Op.IsImmediate) {
      text("(");
      piece(int(Index));
      text(")");
    } else {
      text("hipify_op" + std::to_string(Op.TiedTo >= 0 ? unsigned(Op.TiedTo) : Index));
    }
    return true;
  }
  if (T.size() > 1 && T[0] == '%') { // a special register
    text(std::string(Ns) + "sreg<\"" + T.drop_front().str() + "\">()");
    return true;
  }
  // Float immediates as their bits: 0f3F800000, 0d3FF0000000000000.
  if (T.size() == 10 && (T.starts_with("0f") || T.starts_with("0F"))) {
    text(std::string(Ns) + "f32_bits(0x" + T.drop_front(2).str() + "u)");
    return true;
  }
  if (T.size() == 18 && (T.starts_with("0d") || T.starts_with("0D"))) {
    text(std::string(Ns) + "f64_bits(0x" + T.drop_front(2).str() + "ull)");
    return true;
  }
  if (parsePtxInteger(T)) {
    text(T.starts_with("-") ? "(" + T.str() + ")" : T.str());
    return true;
  }
  for (const PtxRegister &R : Registers)
    if (R.Name == T) {
      text(ptxLocalName(R.Name));
      return true;
    }
  return false;
}

bool AsmLowering::run() {
  const SourceManager &SM = Context.sourceManager();
  SourceLocation AsmLoc = Asm.getAsmLoc();
  const auto *Template = dyn_cast<StringLiteral>(Asm.getAsmStringExpr());
  if (!Template || Asm.isAsmGoto())
    return fail(AsmLoc, Template ? "asm goto jumps to C++ labels"
                                 : "its template is not a string literal");

  std::vector<SourceRange> Ranges;
  auto Add = [&](const Expr *E, llvm::StringRef Constraint, bool IsOutput) {
    Operand Op;
    Op.IsOutput = IsOutput;
    Op.IsReadWrite = Constraint.starts_with("+");
    llvm::StringRef C = Constraint.ltrim("=+&");
    Op.Constraint = C.empty() ? 0 : C[0];
    if (!IsOutput && !C.empty() && llvm::all_of(C, llvm::isDigit)) {
      unsigned Tied = 0;
      C.getAsInteger(10, Tied);
      Op.TiedTo = int(Tied);
    }
    Op.IsImmediate = !IsOutput && (Op.Constraint == 'n' || Op.Constraint == 'i');
    Operands.push_back(Op);
    Ranges.push_back(E->getSourceRange());
  };
  for (unsigned I = 0; I < Asm.getNumOutputs(); ++I)
    Add(Asm.getOutputExpr(I), Asm.getOutputConstraint(I), true);
  for (unsigned I = 0; I < Asm.getNumInputs(); ++I)
    Add(Asm.getInputExpr(I), Asm.getInputConstraint(I), false);
  for (size_t I = 0; I < Operands.size(); ++I) {
    const Operand &Op = Operands[I];
    bool Known = Op.IsImmediate || !ptxRegisterType(Op.Constraint).empty() ||
                 (Op.TiedTo >= 0 && size_t(Op.TiedTo) < Asm.getNumOutputs());
    if (!Known)
      return fail(AsmLoc, "operand " + std::to_string(I) + " has constraint '" +
                              std::string(1, Op.Constraint) +
                              "', which names no PTX register");
  }

  PtxTemplate Parsed = parsePtxTemplate(
      Template->getString(),
      [&](llvm::StringRef Name) { return Asm.getNamedOperand(Name); });
  if (Parsed.Unsupported)
    return fail(AsmLoc, "its template " + Parsed.Unsupported->second);
  Registers = Parsed.Registers;

  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Asm.getBeginLoc(), Asm.getEndLoc()),
                             Ranges, Asm.getRParenLoc(),
                             /*InDefinition=*/true);
  if (!Placed)
    return fail(AsmLoc, "it is split between a macro and its use");
  Whole = Placed->Whole;
  Pieces = Placed->Parts;
  bool InMacro = AsmLoc.isMacroID();

  // Registers first: the operands' (inputs read now, as the asm reads them
  // before it runs), then those the template declares.
  text(InMacro ? "do {" : "{");
  for (size_t I = 0; I < Operands.size(); ++I) {
    const Operand &Op = Operands[I];
    if (Op.IsImmediate || (Op.IsOutput && !Op.IsReadWrite))
      continue;
    int Register = Op.TiedTo >= 0 ? Op.TiedTo : int(I);
    llvm::StringRef Type = ptxRegisterType(Operands[Register].Constraint);
    text(" " + std::string(Ns) + "reg hipify_op" + std::to_string(Register) +
         " = " + std::string(Ns) + "to_register<" + Type.str() + ">(");
    piece(int(I));
    text(");");
  }
  for (size_t I = 0; I < Operands.size(); ++I)
    if (Operands[I].IsOutput && !Operands[I].IsReadWrite &&
        !llvm::any_of(Operands, [&](const Operand &In) {
          return In.TiedTo == int(I);
        }))
      text(" " + std::string(Ns) + "reg hipify_op" + std::to_string(I) + ";");
  for (const PtxRegister &R : Registers)
    text(" " + std::string(R.Type == "pred" ? "bool" : std::string(Ns) + "reg") +
         " " + ptxLocalName(R.Name) + "{};");

  const PtxTable &Table = Context.table().ptx();
  for (const PtxInstruction &I : Parsed.Instructions) {
    SourceLocation Where = Template->getLocationOfByte(
        I.Offset, SM, Context.langOptions(), AST.getTargetInfo());
    if (Table.formsOf(I.Opcode).empty())
      return fail(Where, "instruction '" + I.Text +
                             "' has no host semantics (mappings/ptx.yaml has "
                              "no row for '" + I.Opcode + "')");
    text(" ");
    if (!I.Guard.empty()) {
      if (!llvm::any_of(Registers, [&](const PtxRegister &R) {
            return R.Name == I.Guard && R.Type == "pred";
          }))
        return fail(AsmLoc, "the guard of '" + I.Text +
                                "' is not a .pred register the statement "
                                "declares");
      text("if (" + std::string(I.GuardNegated ? "!" : "") +
           ptxLocalName(I.Guard) + ") ");
    }
    text(std::string(Ns) + "op<\"" + I.Opcode + "\">(");
    for (size_t K = 0; K < I.Operands.size(); ++K) {
      if (K)
        text(", ");
      if (!emitOperand(I.Operands[K]))
        return fail(AsmLoc, "operand '" + I.Operands[K] + "' of '" + I.Text +
                                "' is not a register, an immediate, an "
                                "address or a vector of registers");
    }
    text(");");
    Summary += (Summary.empty() ? "" : "; ") + I.Opcode;
  }
  // The outputs, written back as the statement ends.
  for (size_t I = 0; I < Operands.size(); ++I) {
    const Operand &Op = Operands[I];
    if (!Op.IsOutput)
      continue;
    text(" " + std::string(Ns) + "from_register<" +
         ptxRegisterType(Op.Constraint).str() + ">(");
    piece(int(I));
    text(", hipify_op" + std::to_string(I) + ");");
  }
  text(InMacro ? " } while (0)" : " }");
  return true;
}

} // namespace

bool inlinePtxMaySynchronise(const GCCAsmStmt &Asm) {
  const auto *Template = dyn_cast<StringLiteral>(Asm.getAsmStringExpr());
  if (!Template)
    return true;
  PtxTemplate Parsed =
      parsePtxTemplate(Template->getString(), [&](llvm::StringRef Name) {
        return Asm.getNamedOperand(Name);
      });
  return llvm::any_of(Parsed.Instructions, [](const PtxInstruction &I) {
    llvm::StringRef Base = llvm::StringRef(I.Opcode).split('.').first;
    return Base == "shfl" || Base == "vote" || Base == "bar" ||
           Base == "barrier" || Base == "match" || Base == "redux";
  });
}

void InlinePtxLowering::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(asmStmt(hasAncestor(functionDecl(isDeviceCode())),
                            unless(isInTemplateInstantiation()))
                        .bind("asm"),
                    this);
}

void InlinePtxLowering::run(const MatchFinder::MatchResult &Result) {
  const auto *Asm = dyn_cast<GCCAsmStmt>(Result.Nodes.getNodeAs<AsmStmt>("asm"));
  if (!Asm)
    return; // MS-style assembly is for the host's CPU.
  const SourceManager &SM = Context.sourceManager();
  SourceLocation FileLoc = SM.getFileLoc(Asm->getAsmLoc());
  // An empty template orders the compiler only; the host compiler takes it.
  if (const auto *T = dyn_cast<StringLiteral>(Asm->getAsmStringExpr()))
    if (T->getString().trim().empty())
      return;
  // Operands in registers PTX does not have ("=a", "m"): the host's own
  // assembly, in a __host__ __device__ function; it stays.
  auto IsPtxConstraint = [](llvm::StringRef C) {
    C = C.ltrim("=+&");
    return !C.empty() && (llvm::StringRef("rlhfdni").contains(C[0]) ||
                          llvm::all_of(C, llvm::isDigit));
  };
  for (unsigned I = 0; I < Asm->getNumOutputs(); ++I)
    if (!IsPtxConstraint(Asm->getOutputConstraint(I)))
      return;
  for (unsigned I = 0; I < Asm->getNumInputs(); ++I)
    if (!IsPtxConstraint(Asm->getInputConstraint(I)))
      return;
  if (!Context.isTranslatedLocation(FileLoc)) {
    llvm::StringRef Runtime = Context.options().CpuRuntimeInclude;
    llvm::StringRef File = SM.getFilename(FileLoc);
    if (FileLoc.isValid() && !SM.isInSystemHeader(FileLoc) &&
        !(Runtime.size() && File.starts_with(Runtime)))
      Context.report(rules::CpuLowering, Severity::Error,
                     FindingCategory::Other,
                     "inline PTX in a header of the program: the CPU runner "
                     "lowers the source it runs, not its headers",
                     FileLoc);
    return;
  }
  // A HIP source with PTX left in it does not build for an AMD GPU either.
  if (Result.Context->Idents.get("HIPIFY_CPU_DIALECT_HIP").hasMacroDefinition()) {
    Context.report(rules::CpuLowering, Severity::Error, FindingCategory::Other,
                   "inline PTX in a HIP source: AMD GPUs do not run PTX, and "
                   "neither does the CPU runner for HIP programs",
                   Asm->getAsmLoc());
    return;
  }
  AsmLowering Lowering(Context, *Asm, *Result.Context);
  if (!Lowering.run())
    return;
  size_t Owner = Context.report(
      rules::CpuLowering, Severity::Note, FindingCategory::Other,
      "inline PTX '" + Lowering.Summary +
          "' runs on the host as the PTX ISA defines it (hipify_cpu/ptx.h)",
      Asm->getAsmLoc());
  Context.edits().rewrite(Owner, Lowering.Whole, std::move(Lowering.Pieces),
                          std::move(Lowering.Parts));
  if (!IncludeAdded) {
    IncludeAdded = true;
    SourceLocation Start = SM.getLocForStartOfFile(SM.getMainFileID());
    // `#line 1` keeps the program's own line numbers in diagnostics.
    Context.edits().replace(
        Owner, Context.fileRange(CharSourceRange::getCharRange(Start, Start)),
        InlinePtxPrelude.str());
  }
}

} // namespace hipify
