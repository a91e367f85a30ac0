//===- PtxRowMatcher.cpp --------------------------------------------------===//
//
// A row's form ("bfe.u32 $d, $a, $b, $c") matches an instruction
// ("bfe.u32 %0, %1, 8, 4") operand by operand: a $placeholder binds an asm
// operand whose constraint holds the row's type, an integer or a register
// the template declares; anything else must be written as the form writes
// it. Then the row's `require` conditions are evaluated on the immediates.
//
//===----------------------------------------------------------------------===//
#include "Translate/PtxRowMatcher.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

/// The register class of a PTX type: types of one class share registers.
static llvm::StringRef typeClass(llvm::StringRef Type) {
  if (Type == "u32" || Type == "s32" || Type == "b32")
    return "int32";
  if (Type == "u64" || Type == "s64" || Type == "b64" || Type == "addr")
    return "int64";
  if (Type == "u16" || Type == "s16" || Type == "b16")
    return "int16";
  return Type; // f32, f64, pred
}

/// Whether an asm constraint may bind an operand of the row's type.
static bool constraintFits(char Constraint, llvm::StringRef Type) {
  llvm::StringRef Class = typeClass(Type);
  if (Constraint == 'n' || Constraint == 'i')
    return Class.starts_with("int") && Type != "addr";
  if (Class == "int32")
    return Constraint == 'r' || (Type == "b32" && Constraint == 'f');
  if (Class == "int64")
    return Constraint == 'l' || (Type == "b64" && Constraint == 'd');
  if (Class == "int16")
    return Constraint == 'h';
  if (Type == "f32")
    return Constraint == 'f';
  if (Type == "f64")
    return Constraint == 'd';
  return false; // pred: only registers declared in the template.
}

static bool registerFits(llvm::StringRef RegisterType, llvm::StringRef Type) {
  if (typeClass(RegisterType) == typeClass(Type))
    return true;
  return (Type == "b32" && RegisterType == "f32") ||
         (Type == "b64" && RegisterType == "f64");
}

PtxRowMatcher::PtxRowMatcher(const PtxTable &Table,
                             const std::vector<AsmOperand> &Operands,
                             const std::vector<PtxRegister> &Registers)
    : Table(Table), Operands(Operands), Registers(Registers) {}

std::optional<PtxBinding> PtxRowMatcher::bindOperand(llvm::StringRef Actual,
                                                     llvm::StringRef Type,
                                                     std::string &Why) const {
  PtxBinding B;
  if (Actual.starts_with("%") && Actual.size() > 1 &&
      llvm::all_of(Actual.drop_front(), llvm::isDigit)) {
    unsigned Index = 0;
    Actual.drop_front().getAsInteger(10, Index);
    if (Index >= Operands.size()) {
      Why = "'" + Actual.str() + "' names no operand of the statement";
      return std::nullopt;
    }
    const AsmOperand &Op = Operands[Index];
    if (!constraintFits(Op.Constraint, Type)) {
      Why = "operand " + Actual.str() + " has constraint '" +
            std::string(1, Op.Constraint) + "', which does not hold a ." +
            Type.str();
      return std::nullopt;
    }
    B.Operand = Index;
    B.Value = Op.Value;
    return B;
  }
  if (std::optional<long long> V = parsePtxInteger(Actual)) {
    if (!typeClass(Type).starts_with("int") || Type == "addr") {
      Why = "the immediate '" + Actual.str() + "' stands where a ." +
            Type.str() + " is needed";
      return std::nullopt;
    }
    B.Value = V;
    llvm::StringRef Digits = Actual;
    B.Text = Digits.starts_with("-") ? "(" + Actual.str() + ")" : Actual.str();
    if (Digits.ends_with("U") || Digits.ends_with("u"))
      ; // C++ reads the suffix the same way.
    return B;
  }
  for (const PtxRegister &R : Registers)
    if (R.Name == Actual) {
      if (!registerFits(R.Type, Type)) {
        Why = "register '" + R.Name + "' is a ." + R.Type + ", not a ." +
              Type.str();
        return std::nullopt;
      }
      B.Text = ptxLocalName(R.Name);
      return B;
    }
  Why = "operand '" + Actual.str() +
        "' is not an asm operand, an integer "
        "or a register of the statement";
  return std::nullopt;
}

std::optional<PtxBindings> PtxRowMatcher::bindRow(const PtxRow &Row,
                                                  const PtxInstruction &I,
                                                  std::string &Why) const {
  if (Row.Operands.size() != I.Operands.size()) {
    Why = "the table's forms of '" + I.Opcode + "' take " +
          std::to_string(Row.Operands.size()) + " operands";
    return std::nullopt;
  }
  // A vector operand {a, b} of the form matches one of as many elements,
  // element by element.
  std::vector<std::pair<std::string, std::string>> Pairs;
  for (size_t K = 0; K < Row.Operands.size(); ++K) {
    llvm::StringRef Pattern = Row.Operands[K], Actual = I.Operands[K];
    if (!Pattern.starts_with("{")) {
      Pairs.push_back({Pattern.str(), Actual.str()});
      continue;
    }
    llvm::SmallVector<llvm::StringRef, 4> Want, Have;
    Pattern.drop_front().drop_back().split(Want, ',');
    if (Actual.starts_with("{") && Actual.ends_with("}"))
      Actual.drop_front().drop_back().split(Have, ',');
    if (Want.size() != Have.size()) {
      Why = "operand '" + Actual.str() + "' is not a vector of " +
            std::to_string(Want.size());
      return std::nullopt;
    }
    for (size_t E = 0; E < Want.size(); ++E)
      Pairs.push_back({Want[E].trim().str(), Have[E].trim().str()});
  }
  PtxBindings Bound;
  for (const auto &[PatternText, ActualText] : Pairs) {
    llvm::StringRef Pattern = PatternText;
    llvm::StringRef Actual = ActualText;
    // An address: [$p] matches [X].
    if (Pattern.starts_with("[") && Pattern.ends_with("]")) {
      if (!Actual.starts_with("[") || !Actual.ends_with("]")) {
        Why = "operand '" + Actual.str() + "' is not an address [x]";
        return std::nullopt;
      }
      Pattern = Pattern.drop_front().drop_back().trim();
      Actual = Actual.drop_front().drop_back().trim();
    }
    if (!Pattern.starts_with("$")) {
      std::optional<long long> P = parsePtxInteger(Pattern);
      std::optional<long long> A = parsePtxInteger(Actual);
      if (P ? !(A && *A == *P) : Pattern != Actual) {
        Why = "operand '" + Actual.str() + "' is not '" + Pattern.str() +
              "', which the table's form '" + Row.Spelling + "' needs";
        return std::nullopt;
      }
      continue;
    }
    std::string Name = Pattern.drop_front().str();
    std::optional<PtxBinding> B = bindOperand(Actual, Row.Types.at(Name), Why);
    if (!B)
      return std::nullopt;
    // A destination must be something the instruction may write.
    if (ptxTemplateWrites(Row.Hip, Name) && B->Operand >= 0 &&
        !Operands[B->Operand].IsOutput) {
      Why = "it writes " + Actual.str() + ", an input operand";
      return std::nullopt;
    }
    if (ptxTemplateWrites(Row.Hip, Name) && B->Operand < 0 &&
        B->Text.rfind("hipify_", 0) != 0) {
      Why = "it writes the immediate '" + Actual.str() + "'";
      return std::nullopt;
    }
    Bound[Name] = *B;
  }
  for (const std::string &Condition : Row.Require) {
    llvm::Expected<bool> Holds = evaluatePtxCondition(
        Condition, [&](llvm::StringRef Name) -> std::optional<long long> {
          auto It = Bound.find(Name.str());
          return It == Bound.end() ? std::nullopt : It->second.Value;
        });
    if (!Holds) {
      Why = llvm::toString(Holds.takeError());
      return std::nullopt;
    }
    if (!*Holds) {
      Why = "the table's form '" + Row.Spelling + "' needs " + Condition +
            (Row.Require.size() > 1
                 ? " (and " + llvm::join(Row.Require, ", ") + ")"
                 : "") +
            ", with immediates";
      return std::nullopt;
    }
  }
  return Bound;
}

std::optional<PtxStep> PtxRowMatcher::matchInstruction(const PtxInstruction &I,
                                                       std::string &Why) const {
  std::vector<const PtxRow *> Forms = Table.formsOf(I.Opcode);
  if (Forms.empty()) {
    Why = "mappings/ptx.yaml has no row for '" + I.Opcode + "'";
    return std::nullopt;
  }
  std::string FirstWhy;
  bool SawArity = false;
  for (const PtxRow *Row : Forms) {
    std::string RowWhy;
    std::optional<PtxBindings> Bound = bindRow(*Row, I, RowWhy);
    if (Bound && !Row->Unavailable.empty())
      RowWhy = "the table's form '" + Row->Spelling + "' " + Row->Unavailable;
    else if (Bound)
      return PtxStep{&I, Row, std::move(*Bound)};
    // The most telling reason: that of the first form with the right
    // number of operands.
    bool Arity = Row->Operands.size() == I.Operands.size();
    if (FirstWhy.empty() || (Arity && !SawArity))
      FirstWhy = RowWhy;
    SawArity |= Arity;
  }
  Why = FirstWhy;
  return std::nullopt;
}

} // namespace hipify
