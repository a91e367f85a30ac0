//===- InlinePtxRewriter.cpp ----------------------------------------------===//
//
// The translation keeps the asm statement's register semantics: inputs are
// read once, before anything is written (a non-trivial input expression is
// copied into a local first), and in a template of several instructions the
// outputs are locals until the end, so an output never clobbers an input the
// asm would still read. The carry flag of add.cc/addc is a local of the
// statement: a chain translates only when it starts inside the statement.
//
// Which row of mappings/ptx.yaml translates each instruction, and what its
// $placeholders stand for, is PtxRowMatcher's job; this file reads the asm
// statement, decides the shape of the C++ that replaces it and writes it.
//
//===----------------------------------------------------------------------===//
#include "Translate/InlinePtxRewriter.h"
#include "Core/RuleIds.h"
#include "Mapping/MappingTable.h"
#include "Translate/PtxRowMatcher.h"
#include "Translate/PtxTemplate.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

AST_MATCHER(FunctionDecl, isDeviceFunction) {
  return Node.hasAttr<CUDADeviceAttr>() || Node.hasAttr<CUDAGlobalAttr>();
}

/// The C++ type of a PTX register or row type.
std::string cxxType(llvm::StringRef Type) {
  if (Type == "s32")
    return "int";
  if (Type == "u32" || Type == "b32")
    return "unsigned";
  if (Type == "s64")
    return "long long";
  if (Type == "u64" || Type == "b64" || Type == "addr")
    return "unsigned long long";
  if (Type == "u16" || Type == "b16")
    return "unsigned short";
  if (Type == "s16")
    return "short";
  if (Type == "f32")
    return "float";
  if (Type == "f64")
    return "double";
  if (Type == "pred")
    return "bool";
  return "";
}

bool isSimpleExpr(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (isa<DeclRefExpr, IntegerLiteral, FloatingLiteral, CharacterLiteral,
          CXXBoolLiteralExpr>(E))
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return !M->isArrow() && isSimpleExpr(M->getBase());
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return isSimpleExpr(A->getBase()) && isSimpleExpr(A->getIdx());
  return false;
}

/// An lvalue that reads as one operand on the left of `=`.
bool isPlainLvalue(const Expr *E) {
  E = E->IgnoreImpCasts();
  return isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, ParenExpr>(E);
}

/// The output being built: literal text and the operand expressions, which
/// EditSet copies with the edits other passes make inside them.
class Output {
public:
  void text(llvm::StringRef S) {
    if (S.empty())
      return;
    if (!Parts.empty() && Parts.back().Piece < 0)
      Parts.back().Literal += S.str();
    else
      Parts.push_back({S.str(), -1});
  }
  void operand(int Index) { Parts.push_back({"", Index}); }
  std::vector<TemplatePart> Parts;
};

class AsmTranslation {
public:
  AsmTranslation(TranslationContext &Context, const GCCAsmStmt &Asm,
                 ASTContext &AST)
      : Context(Context), Asm(Asm), AST(AST) {}

  /// Translates the statement or reports why not.
  void run();

private:
  void collectOperands();
  /// Writes one row's statement(s) with its bindings substituted.
  void emitStep(const PtxStep &S, Output &Out, bool Direct) const;
  void reportLeft(SourceLocation Where, const std::string &What,
                  const std::string &Why);
  SourceLocation locationOf(unsigned Offset) const;
  /// The text a placed range holds (an operand as written).
  std::string textOf(const FileRange &Range) const;

  TranslationContext &Context;
  const GCCAsmStmt &Asm;
  ASTContext &AST;
  const StringLiteral *Template = nullptr;
  std::vector<AsmOperand> Operands;
  std::vector<PtxRegister> Registers;
  /// In a block: the local standing for an operand (an output until the
  /// end, or an input copied once).
  std::map<int, std::string> OperandLocals;
  /// Written in the body of macro Macro: rewritten in its #define.
  bool InMacro = false;
  std::string Macro;
};

void AsmTranslation::collectOperands() {
  auto Add = [&](const Expr *E, std::string Constraint, bool IsOutput) {
    AsmOperand Op;
    Op.E = E;
    Op.IsOutput = IsOutput;
    Op.IsReadWrite = !Constraint.empty() && Constraint[0] == '+';
    llvm::StringRef C = llvm::StringRef(Constraint).ltrim("=+&");
    Op.Constraint = C.empty() ? 0 : C[0];
    // An operand that comes from a macro argument differs between the
    // macro's uses: nothing is assumed of it.
    const SourceManager &SM = Context.sourceManager();
    Op.FromMacroArgument = InMacro && (SM.isMacroArgExpansion(E->getBeginLoc()) ||
                                       SM.isMacroArgExpansion(E->getEndLoc()));
    Op.Simple = !Op.FromMacroArgument && isSimpleExpr(E);
    if (!IsOutput && !Op.FromMacroArgument && !E->isValueDependent() &&
        E->getType()->isIntegralOrEnumerationType())
      if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(AST))
        Op.Value = V->getExtValue();
    Operands.push_back(Op);
  };
  for (unsigned I = 0; I < Asm.getNumOutputs(); ++I)
    Add(Asm.getOutputExpr(I), Asm.getOutputConstraint(I), true);
  for (unsigned I = 0; I < Asm.getNumInputs(); ++I)
    Add(Asm.getInputExpr(I), Asm.getInputConstraint(I), false);
}

void AsmTranslation::emitStep(const PtxStep &S, Output &Out,
                              bool Direct) const {
  llvm::StringRef Hip = S.Row->Hip;
  for (size_t I = 0; I < Hip.size(); ++I) {
    if (Hip[I] != '$') {
      Out.text(Hip.substr(I, 1));
      continue;
    }
    size_t End = I + 1;
    while (End < Hip.size() && (llvm::isAlnum(Hip[End]) || Hip[End] == '_'))
      ++End;
    std::string Name = Hip.slice(I + 1, End).str();
    I = End - 1;
    if (Name == "carry") {
      Out.text("hipify_carry");
      continue;
    }
    const PtxBinding &B = S.Bound.at(Name);
    if (B.Operand < 0) {
      Out.text(B.Text);
      continue;
    }
    auto Local = OperandLocals.find(B.Operand);
    if (Local != OperandLocals.end()) {
      Out.text(Local->second);
      continue;
    }
    const AsmOperand &Op = Operands[B.Operand];
    bool Bare = Op.FromMacroArgument ? false
                : Op.IsOutput        ? isPlainLvalue(Op.E)
                                     : Op.Simple;
    Out.text(Bare ? "" : "(");
    Out.operand(B.Operand);
    Out.text(Bare ? "" : ")");
  }
  if (!Direct && !Hip.rtrim().ends_with("}") && !Hip.rtrim().ends_with(";"))
    Out.text(";");
}

std::string AsmTranslation::textOf(const FileRange &Range) const {
  const SourceManager &SM = Context.sourceManager();
  if (auto File = SM.getFileManager().getOptionalFileRef(Range.File)) {
    FileID FID = SM.translateFile(*File);
    if (FID.isValid())
      return SM.getBufferData(FID).substr(Range.Offset, Range.Length).str();
  }
  return "";
}

SourceLocation AsmTranslation::locationOf(unsigned Offset) const {
  if (!Template || Offset >= Template->getByteLength())
    return Asm.getAsmLoc();
  return Template->getLocationOfByte(Offset, Context.sourceManager(),
                                     Context.langOptions(),
                                     AST.getTargetInfo());
}

void AsmTranslation::reportLeft(SourceLocation Where, const std::string &What,
                                const std::string &Why) {
  Context.report(rules::InlinePtx, Severity::Error, FindingCategory::Other,
                 "inline PTX " + What + " cannot be translated: " + Why +
                     "; the asm statement is left as written, and AMD GPUs "
                     "do not run PTX",
                 Where);
}

void AsmTranslation::run() {
  const SourceManager &SM = Context.sourceManager();
  SourceLocation AsmLoc = Asm.getAsmLoc();
  // An asm statement written in a macro body is rewritten once, in the
  // #define, for every use: the translation may depend only on what the
  // body says, not on the arguments of one use (see collectOperands).
  InMacro = AsmLoc.isMacroID() || Asm.getRParenLoc().isMacroID();
  if (InMacro)
    Macro = Lexer::getImmediateMacroName(AsmLoc, SM, Context.langOptions())
                .str();
  Template = dyn_cast<StringLiteral>(Asm.getAsmStringExpr());
  if (!Template || Asm.isAsmGoto()) {
    reportLeft(AsmLoc, "statement",
               Template ? "asm goto jumps to C++ labels"
                        : "its template is not a string literal");
    return;
  }
  collectOperands();
  std::vector<SourceRange> OperandRanges;
  for (const AsmOperand &Op : Operands)
    OperandRanges.push_back(Op.E->getSourceRange());
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Asm.getBeginLoc(), Asm.getEndLoc()),
                             OperandRanges, Asm.getRParenLoc(),
                             /*InDefinition=*/true);
  if (!Placed) {
    reportLeft(AsmLoc, "statement",
               InMacro ? "it is split between macro '" + Macro +
                             "' and its use, or the macro is not in a file "
                             "being translated"
                       : "its operands are not written where the statement "
                         "is");
    return;
  }
  for (size_t I = 0; I < Operands.size(); ++I)
    Operands[I].Place = Placed->Parts[I];
  PtxTemplate Parsed = parsePtxTemplate(
      Template->getString(),
      [&](llvm::StringRef Name) { return Asm.getNamedOperand(Name); });
  if (Parsed.Unsupported) {
    reportLeft(locationOf(Parsed.Unsupported->first), "statement",
               "its template " + Parsed.Unsupported->second);
    return;
  }
  Registers = Parsed.Registers;
  for (const PtxRegister &R : Registers)
    if (cxxType(R.Type).empty()) {
      reportLeft(AsmLoc, "statement",
                 "register '" + R.Name + "' has type ." + R.Type +
                     ", which is not translated");
      return;
    }

  PtxRowMatcher Rows(Context.table().ptx(), Operands, Registers);
  std::vector<PtxStep> Steps;
  bool CarrySet = false, UsesCarry = false;
  for (const PtxInstruction &I : Parsed.Instructions) {
    std::string Why;
    std::optional<PtxStep> S = Rows.matchInstruction(I, Why);
    if (S) {
      llvm::StringRef Hip = S->Row->Hip;
      unsigned Uses = ptxTemplateUses(Hip, "carry");
      bool Writes = ptxTemplateWrites(Hip, "carry");
      if (Uses > (Writes ? 1u : 0u) && !CarrySet) {
        S.reset();
        Why = "it reads the carry flag (CC.CF) before an instruction of "
              "this statement sets it; a carry chain translates only as a "
              "whole";
      }
      UsesCarry |= Uses > 0;
      CarrySet |= Writes;
    }
    if (S && !I.Guard.empty() &&
        !llvm::any_of(Registers, [&](const PtxRegister &R) {
          return R.Name == I.Guard && R.Type == "pred";
        })) {
      S.reset();
      Why = "its guard '@" + std::string(I.GuardNegated ? "!" : "") + I.Guard +
            "' is not a .pred register the statement declares";
    }
    if (!S) {
      reportLeft(locationOf(I.Offset), "instruction '" + I.Text + "'", Why);
      return;
    }
    Steps.push_back(std::move(*S));
  }
  bool Guarded = llvm::any_of(Parsed.Instructions, [](const PtxInstruction &I) {
    return !I.Guard.empty();
  });
  // asm volatile("" ::: "memory") orders the compiler, holds no PTX, and
  // hip-clang takes it as it is.
  if (Steps.empty())
    return;

  // Which inputs are named more than once: those are read once, into a
  // local, unless naming them again evaluates nothing.
  std::map<int, unsigned> InputUses;
  for (const PtxStep &S : Steps)
    for (const auto &[Name, B] : S.Bound)
      if (B.Operand >= 0 && !Operands[B.Operand].IsOutput)
        InputUses[B.Operand] += ptxTemplateUses(S.Row->Hip, Name);
  bool Hoists = llvm::any_of(InputUses, [&](const auto &Entry) {
    const AsmOperand &Op = Operands[Entry.first];
    return Entry.second > 1 && !Op.Simple && !Op.Value;
  });
  llvm::StringRef OnlyHip = Steps.front().Row->Hip;
  bool Direct = Steps.size() == 1 && Registers.empty() && !UsesCarry &&
                !Hoists && !Guarded && !OnlyHip.contains(';') &&
                !OnlyHip.contains('{');
  bool OutputLocals = Steps.size() > 1;
  // One row whose template is a block of its own needs no block around it.
  bool OwnBlock = Steps.size() == 1 && Registers.empty() && !UsesCarry &&
                  !Hoists && OnlyHip.starts_with("{");

  Output Out;
  // A #define body is one line: there the block is a do-while(0), which
  // the use's ';' ends, on one line.
  std::string Indent, Inner = " ";
  if (!InMacro) {
    FileID File = SM.getFileID(AsmLoc);
    llvm::StringRef Buffer = SM.getBufferData(File);
    unsigned Offset = SM.getFileOffset(AsmLoc);
    unsigned LineStart = Buffer.rfind('\n', Offset) + 1;
    llvm::StringRef Lead = Buffer.slice(LineStart, Offset);
    Indent = Lead.take_while([](char C) { return C == ' ' || C == '\t'; });
    Inner = "\n" + Indent + "  ";
  }
  std::vector<std::pair<int, std::string>> WriteBack;
  if (Direct || OwnBlock) {
    // A row's own block in a #define is a statement only with the use's ';'.
    if (OwnBlock && InMacro)
      Out.text("do ");
    emitStep(Steps.front(), Out, /*Direct=*/true);
    if (OwnBlock && InMacro)
      Out.text(" while (0)");
  } else {
    Out.text(InMacro ? "do {" : "{");
    if (UsesCarry)
      Out.text(Inner + "unsigned hipify_carry;");
    for (const PtxRegister &R : Registers)
      Out.text(Inner + cxxType(R.Type) + " " + ptxLocalName(R.Name) + ";");
    for (const auto &[Index, Uses] : InputUses) {
      const AsmOperand &Op = Operands[Index];
      if (Op.Simple || Op.Value || Uses < 2)
        continue;
      std::string Name = "hipify_in" + std::to_string(Index);
      Out.text(Inner + "const " + ptxRegisterType(Op.Constraint).str() + " " + Name +
               " = ");
      Out.operand(Index);
      Out.text(";");
      OperandLocals[Index] = Name;
    }
    if (OutputLocals)
      for (size_t Index = 0; Index < Operands.size(); ++Index) {
        const AsmOperand &Op = Operands[Index];
        if (!Op.IsOutput)
          continue;
        std::string Name = "hipify_out" + std::to_string(Index);
        Out.text(Inner + ptxRegisterType(Op.Constraint).str() + " " + Name);
        if (Op.IsReadWrite) {
          Out.text(" = ");
          Out.operand(Index);
        }
        Out.text(";");
        OperandLocals[Index] = Name;
        WriteBack.push_back({int(Index), Name});
      }
    for (const PtxStep &S : Steps) {
      Out.text(Inner);
      const PtxInstruction &I = *S.Instruction;
      if (!I.Guard.empty())
        Out.text("if (" + std::string(I.GuardNegated ? "!" : "") +
                 ptxLocalName(I.Guard) + ") { ");
      emitStep(S, Out, /*Direct=*/false);
      if (!I.Guard.empty())
        Out.text(" }");
    }
    for (const auto &[Index, Name] : WriteBack) {
      Out.text(Inner);
      bool Bare = !Operands[Index].FromMacroArgument &&
                  isPlainLvalue(Operands[Index].E);
      Out.text(Bare ? "" : "(");
      Out.operand(Index);
      Out.text((Bare ? "" : ")") + std::string(" = ") + Name + ";");
    }
    Out.text(InMacro ? " } while (0)" : "\n" + Indent + "}");
  }

  // The statement, and in a block also its ';' (a block needs none, and
  // `if (c) asm(...); else` must stay one statement).
  FileRange Whole = Placed->Whole;
  if (!Direct && !InMacro)
    if (std::optional<Token> Next =
            Lexer::findNextToken(Asm.getEndLoc(), SM, Context.langOptions()))
      if (Next->is(tok::semi) && Next->getLocation().isFileID())
        Whole = Context.fileRange(CharSourceRange::getTokenRange(
            Asm.getBeginLoc(), Next->getLocation()));
  std::vector<FileRange> Pieces;
  for (const AsmOperand &Op : Operands)
    Pieces.push_back(*Op.Place);

  std::string Ptx, Notes;
  llvm::StringSet<> SeenNotes;
  for (const PtxStep &S : Steps) {
    const PtxInstruction &I = *S.Instruction;
    Ptx += (Ptx.empty() ? "" : "; ") +
           (I.Guard.empty() ? ""
                            : "@" + std::string(I.GuardNegated ? "!" : "") +
                                  I.Guard + " ") +
           I.Text;
    if (!S.Row->Note.empty() && SeenNotes.insert(S.Row->Note).second)
      Notes += "; " + S.Row->Note;
  }
  std::string Became;
  if (Direct) {
    for (const TemplatePart &P : Out.Parts)
      Became += P.Piece < 0 ? P.Literal : textOf(*Operands[P.Piece].Place);
    Became = "'" + Became + "'";
  } else {
    Became = "a block of " + std::to_string(Steps.size()) +
             (Steps.size() == 1 ? " statement" : " statements");
  }
  if (InMacro)
    Became += " in the #define of macro '" + Macro + "', for all its uses";
  size_t Owner = Context.report(
      rules::InlinePtxTranslated, Severity::Note, FindingCategory::Other,
      "inline PTX '" + Ptx + "' translated to HIP: " + Became + Notes,
      AsmLoc);
  Context.edits().rewrite(Owner, Whole, std::move(Pieces),
                          std::move(Out.Parts));
}

} // namespace

void InlinePtxRewriter::registerMatchers(MatchFinder &Finder) {
  // Assembly in host code is for the CPU and ports as it is.
  Finder.addMatcher(asmStmt(hasAncestor(functionDecl(isDeviceFunction())),
                            unless(isInTemplateInstantiation()))
                        .bind("asm"),
                    this);
}

void InlinePtxRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Asm = Result.Nodes.getNodeAs<AsmStmt>("asm");
  const SourceManager &SM = Context.sourceManager();
  if (!Context.isTranslatedLocation(SM.getFileLoc(Asm->getAsmLoc())))
    return;
  if (const auto *Gcc = dyn_cast<GCCAsmStmt>(Asm)) {
    AsmTranslation(Context, *Gcc, *Result.Context).run();
    return;
  }
  Context.report(rules::InlinePtx, Severity::Error, FindingCategory::Other,
                 "inline assembly in device code cannot be translated: it is "
                 "not GCC-style PTX; AMD GPUs do not run PTX",
                 Asm->getAsmLoc());
}

} // namespace hipify
