//===- PtxTemplate.cpp ----------------------------------------------------===//
#include "Translate/PtxTemplate.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

namespace {
/// PTX text with a template offset for every character.
struct MappedText {
  std::string Text;
  std::vector<unsigned> Origin;
  void add(char C, unsigned From) {
    Text.push_back(C);
    Origin.push_back(From);
  }
  void add(llvm::StringRef S, unsigned From) {
    for (char C : S)
      add(C, From);
  }
};
} // namespace

/// Resolves %%, %N and %[name]; leaves the rest, comments removed.
static MappedText resolveOperands(
    llvm::StringRef Template,
    const std::function<int(llvm::StringRef)> &NamedOperand,
    std::optional<std::pair<unsigned, std::string>> &Unsupported) {
  MappedText Out;
  for (unsigned I = 0; I < Template.size(); ++I) {
    char C = Template[I];
    if (C == '/' && I + 1 < Template.size() && Template[I + 1] == '/') {
      while (I < Template.size() && Template[I] != '\n')
        ++I;
      Out.add('\n', I);
      continue;
    }
    if (C == '/' && I + 1 < Template.size() && Template[I + 1] == '*') {
      size_t End = Template.find("*/", I + 2);
      I = End == llvm::StringRef::npos ? Template.size() : End + 1;
      Out.add(' ', I);
      continue;
    }
    if (C != '%' || I + 1 >= Template.size()) {
      Out.add(C, I);
      continue;
    }
    char Next = Template[I + 1];
    if (Next == '%') {
      Out.add('%', I);
      ++I;
    } else if (llvm::isDigit(Next)) {
      unsigned End = I + 1;
      while (End < Template.size() && llvm::isDigit(Template[End]))
        ++End;
      Out.add(Template.slice(I, End), I);
      I = End - 1;
    } else if (Next == '[') {
      size_t Close = Template.find(']', I);
      int Index = Close == llvm::StringRef::npos
                      ? -1
                      : NamedOperand(Template.slice(I + 2, Close));
      if (Index < 0) {
        if (!Unsupported)
          Unsupported = {I, "names an operand the statement does not have"};
        return Out;
      }
      Out.add("%" + std::to_string(Index), I);
      I = Close;
    } else if (Next == '=') {
      if (!Unsupported)
        Unsupported = {I, "uses %=, the statement's unique number, which "
                          "only labels and branches need"};
      return Out;
    } else {
      if (!Unsupported)
        Unsupported = {I, std::string("uses the operand modifier '%") +
                              Next + "'"};
      return Out;
    }
  }
  return Out;
}

/// ".reg .u32 a, b" -> registers; false if it is not that form.
static bool parseRegisters(llvm::StringRef Statement,
                           std::vector<PtxRegister> &Registers) {
  if (!Statement.consume_front(".reg"))
    return false;
  Statement = Statement.ltrim();
  if (!Statement.consume_front("."))
    return false;
  size_t Space = Statement.find_first_of(" \t\n");
  llvm::StringRef Type = Statement.take_front(Space);
  llvm::SmallVector<llvm::StringRef, 4> Names;
  Statement.drop_front(Space).split(Names, ',');
  for (llvm::StringRef Name : Names) {
    Name = Name.trim();
    if (Name.empty() || Name.contains('<'))
      return false; // r<4>: parameterized names are not handled.
    Registers.push_back({Type.str(), Name.str()});
  }
  return !Names.empty();
}

static void splitOperands(PtxInstruction &I) {
  llvm::StringRef Text = I.Text;
  size_t Space = Text.find_first_of(" \t\n");
  I.Opcode = Text.take_front(Space).str();
  if (Space == llvm::StringRef::npos)
    return;
  int Depth = 0;
  std::string Current;
  for (char C : Text.drop_front(Space)) {
    Depth += (C == '[' || C == '{') - (C == ']' || C == '}');
    if (C == ',' && Depth == 0) {
      I.Operands.push_back(llvm::StringRef(Current).trim().str());
      Current.clear();
      continue;
    }
    if (C != '\n' && C != '\t')
      Current.push_back(C);
  }
  if (!llvm::StringRef(Current).trim().empty())
    I.Operands.push_back(llvm::StringRef(Current).trim().str());
}

llvm::StringRef ptxRegisterType(char Constraint) {
  switch (Constraint) {
  case 'r':
    return "unsigned";
  case 'l':
    return "unsigned long long";
  case 'h':
    return "unsigned short";
  case 'f':
    return "float";
  case 'd':
    return "double";
  }
  return "";
}

std::string ptxLocalName(llvm::StringRef PtxName) {
  std::string Name = "hipify_";
  for (char C : PtxName)
    Name.push_back(llvm::isAlnum(C) ? C : '_');
  return Name;
}

PtxTemplate
parsePtxTemplate(llvm::StringRef Template,
                 const std::function<int(llvm::StringRef)> &NamedOperand) {
  PtxTemplate Result;
  MappedText Ptx = resolveOperands(Template, NamedOperand, Result.Unsupported);
  if (Result.Unsupported)
    return Result;
  llvm::StringRef Text = Ptx.Text;
  size_t Start = 0;
  auto Flush = [&](size_t End) {
    llvm::StringRef Piece = Text.slice(Start, End);
    size_t Lead = Piece.find_first_not_of(" \t\n\r");
    size_t PieceStart = Start;
    Start = End + 1;
    if (Lead == llvm::StringRef::npos || Result.Unsupported)
      return;
    unsigned Offset = Ptx.Origin[PieceStart + Lead];
    llvm::StringRef Statement = Piece.trim();
    if (Statement.starts_with(".reg")) {
      if (!parseRegisters(Statement, Result.Registers))
        Result.Unsupported = {Offset, "declares registers in a form that is "
                                      "not translated"};
      return;
    }
    // A guard: `@p instruction` or `@!p instruction`.
    std::string Guard;
    bool GuardNegated = false;
    if (Statement.consume_front("@")) {
      GuardNegated = Statement.consume_front("!");
      size_t End = Statement.find_first_of(" \t\n");
      Guard = Statement.take_front(End).str();
      Statement = Statement.drop_front(Guard.size()).ltrim();
      if (Guard.empty() || Statement.empty()) {
        Result.Unsupported = {Offset, "has a guard (@p) without an "
                                      "instruction"};
        return;
      }
    }
    // A label is a name and one ':' (ld.global.L1::no_allocate is none).
    size_t Colon = Statement.find(':');
    if (Colon != llvm::StringRef::npos && Colon > 0 &&
        !Statement.drop_front(Colon + 1).starts_with(":") &&
        llvm::all_of(Statement.take_front(Colon), [](char C) {
          return llvm::isAlnum(C) || C == '_' || C == '$';
        })) {
      Result.Unsupported = {Offset, "has a label: branches are not "
                                    "translated"};
      return;
    }
    PtxInstruction I;
    I.Text = Statement.str();
    I.Offset = Offset;
    I.Guard = Guard;
    I.GuardNegated = GuardNegated;
    splitOperands(I);
    Result.Instructions.push_back(std::move(I));
  };
  // A '{' or '}' where a statement starts is a scope; inside an
  // instruction it is a vector operand.
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    bool AtStatementStart =
        Text.slice(Start, I).find_first_not_of(" \t\n\r") ==
        llvm::StringRef::npos;
    if (C == ';' || ((C == '{' || C == '}') && AtStatementStart))
      Flush(I);
  }
  Flush(Text.size());
  return Result;
}

} // namespace hipify
