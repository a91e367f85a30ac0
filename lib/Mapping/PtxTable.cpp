//===- PtxTable.cpp - parse and validate mappings/ptx.yaml ----------------===//
#include "Mapping/PtxTable.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

namespace hipify {

static bool isPlaceholderChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// Calls Visit(name, offset-after-name) for every $name in Text.
template <typename Fn> static void forEachPlaceholder(llvm::StringRef Text,
                                                       Fn Visit) {
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] != '$')
      continue;
    size_t End = I + 1;
    while (End < Text.size() && isPlaceholderChar(Text[End]))
      ++End;
    if (End > I + 1)
      Visit(Text.slice(I + 1, End), End);
    I = End - 1;
  }
}

bool ptxTemplateWrites(llvm::StringRef Hip, llvm::StringRef Placeholder) {
  bool Writes = false;
  forEachPlaceholder(Hip, [&](llvm::StringRef Name, size_t After) {
    if (Name != Placeholder)
      return;
    llvm::StringRef Rest = Hip.drop_front(After).ltrim();
    // `*(T *)$p = v` stores through $p, an input.
    llvm::StringRef Before =
        Hip.take_front(After - Name.size() - 1).rtrim();
    bool Dereferenced = Before.ends_with(")") || Before.ends_with("*");
    Writes |= Rest.starts_with("=") && !Rest.starts_with("==") && !Dereferenced;
  });
  return Writes;
}

unsigned ptxTemplateUses(llvm::StringRef Hip, llvm::StringRef Placeholder) {
  unsigned Uses = 0;
  forEachPlaceholder(Hip, [&](llvm::StringRef Name, size_t) {
    Uses += Name == Placeholder;
  });
  return Uses;
}

std::optional<long long> parsePtxInteger(llvm::StringRef Text) {
  Text = Text.trim();
  bool Negative = Text.consume_front("-");
  if (Text.ends_with("U") || Text.ends_with("u"))
    Text = Text.drop_back();
  if (Text.empty() || !llvm::isDigit(Text[0]))
    return std::nullopt;
  unsigned Radix = 10;
  if (Text.consume_front_insensitive("0x"))
    Radix = 16;
  else if (Text.consume_front_insensitive("0b"))
    Radix = 2;
  else if (Text.size() > 1 && Text[0] == '0')
    Radix = 8;
  unsigned long long Value;
  if (Text.getAsInteger(Radix, Value))
    return std::nullopt;
  return Negative ? -static_cast<long long>(Value)
                  : static_cast<long long>(Value);
}

llvm::Expected<bool> evaluatePtxCondition(
    llvm::StringRef Condition,
    const std::function<std::optional<long long>(llvm::StringRef)> &Value) {
  auto Malformed = [&] {
    return llvm::createStringError(
        std::errc::invalid_argument,
        "condition '%s' is not `$x OP n`, `$x + $y OP n` or `$x & n == 0`",
        Condition.str().c_str());
  };
  // Split at the comparison; the left side is one term or two joined by
  // '+' or '&'.
  static const char *const Comparisons[] = {"<=", ">=", "==", "!=", "<", ">"};
  size_t At = llvm::StringRef::npos;
  llvm::StringRef Op;
  for (const char *C : Comparisons) {
    size_t Pos = Condition.find(C);
    if (Pos != llvm::StringRef::npos && (At == llvm::StringRef::npos ||
                                         Pos < At)) {
      At = Pos;
      Op = C;
    }
  }
  if (At == llvm::StringRef::npos)
    return Malformed();
  llvm::StringRef Left = Condition.take_front(At).trim();
  std::optional<long long> Right =
      parsePtxInteger(Condition.drop_front(At + Op.size()));
  if (!Right)
    return Malformed();
  bool Holds = true;
  auto Term = [&](llvm::StringRef T) -> std::optional<long long> {
    T = T.trim();
    if (T.consume_front("$")) {
      if (T.empty() || !llvm::all_of(T, isPlaceholderChar))
        return std::nullopt;
      std::optional<long long> V = Value(T);
      if (!V)
        Holds = false;
      return V.value_or(0);
    }
    return parsePtxInteger(T);
  };
  std::optional<long long> L;
  size_t Join = Left.find_first_of("+&");
  if (Join == llvm::StringRef::npos) {
    L = Term(Left);
  } else {
    std::optional<long long> A = Term(Left.take_front(Join));
    std::optional<long long> B = Term(Left.drop_front(Join + 1));
    if (A && B)
      L = Left[Join] == '+' ? *A + *B : (*A & *B);
  }
  if (!L)
    return Malformed();
  if (!Holds)
    return false;
  if (Op == "<")
    return *L < *Right;
  if (Op == "<=")
    return *L <= *Right;
  if (Op == "==")
    return *L == *Right;
  if (Op == "!=")
    return *L != *Right;
  if (Op == ">=")
    return *L >= *Right;
  return *L > *Right;
}

/// "mov.{u32,b32} $d" -> "mov.u32 $d", "mov.b32 $d". Variants are spelled
/// in the opcode; a {..} among the operands is a vector operand.
static std::vector<std::string> expandVariants(llvm::StringRef Spelling) {
  size_t OpcodeEnd = Spelling.find(' ');
  size_t Open = Spelling.find('{'), Close = Spelling.find('}');
  if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos ||
      Close < Open || Open > OpcodeEnd)
    return {Spelling.str()};
  llvm::SmallVector<llvm::StringRef, 4> Choices;
  Spelling.slice(Open + 1, Close).split(Choices, ',');
  std::vector<std::string> Out;
  for (llvm::StringRef Choice : Choices)
    for (std::string &Rest : expandVariants(Spelling.drop_front(Close + 1)))
      Out.push_back((Spelling.take_front(Open) + Choice.trim() + Rest).str());
  return Out;
}

/// Splits "op a, [b], c" into the opcode and operands.
static void splitInstruction(llvm::StringRef Text, std::string &Opcode,
                             std::vector<std::string> &Operands) {
  Text = Text.trim();
  size_t Space = Text.find_first_of(" \t");
  Opcode = Text.take_front(Space).str();
  Operands.clear();
  if (Space == llvm::StringRef::npos)
    return;
  // Commas inside a vector operand {a, b} do not split.
  int Depth = 0;
  std::string Current;
  for (char C : Text.drop_front(Space)) {
    Depth += (C == '{' || C == '[') - (C == '}' || C == ']');
    if (C == ',' && Depth == 0) {
      Operands.push_back(llvm::StringRef(Current).trim().str());
      Current.clear();
    } else {
      Current.push_back(C);
    }
  }
  Operands.push_back(llvm::StringRef(Current).trim().str());
}

static const llvm::StringSet<> &knownTypes() {
  static const llvm::StringSet<> Types = {"u32", "s32", "b32",  "u64",
                                          "s64", "b64", "u16",  "f32",
                                          "f64", "pred", "addr"};
  return Types;
}

namespace {
class PtxFileParser {
public:
  PtxFileParser(llvm::StringRef FileName, llvm::StringRef Contents)
      : FileName(FileName) {
    SM.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(Contents, FileName, false),
        llvm::SMLoc());
  }

  llvm::Expected<std::vector<PtxRow>> parse() {
    llvm::yaml::Stream Stream(SM.getMemoryBuffer(1)->getMemBufferRef(), SM);
    auto Doc = Stream.begin();
    auto *Root = Doc == Stream.end()
                     ? nullptr
                     : llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(
                           Doc->getRoot());
    if (!Root)
      return fail(nullptr, "expected a mapping with 'family' and 'rows'");
    std::vector<PtxRow> Rows;
    for (llvm::yaml::KeyValueNode &KV : *Root) {
      std::string Key = scalar(KV.getKey());
      if (Key == "family")
        continue;
      auto *List =
          llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(KV.getValue());
      if (Key != "rows" || !List)
        return fail(KV.getKey(), "expected 'family' and 'rows', a list");
      for (llvm::yaml::Node &Item : *List)
        if (llvm::Error E = parseRow(Item, Rows))
          return std::move(E);
    }
    if (Stream.failed())
      return fail(Root, "malformed YAML");
    return std::move(Rows);
  }

private:
  llvm::Error fail(llvm::yaml::Node *At, const llvm::Twine &Why) {
    std::string Where = FileName.str();
    if (At) {
      auto [Line, Col] = SM.getLineAndColumn(At->getSourceRange().Start);
      Where += ":" + std::to_string(Line) + ":" + std::to_string(Col);
    }
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: error: %s", Where.c_str(),
                                   Why.str().c_str());
  }

  std::string scalar(llvm::yaml::Node *N) {
    auto *S = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(N);
    llvm::SmallString<64> Storage;
    return S ? S->getValue(Storage).str() : std::string();
  }

  llvm::Error parseRow(llvm::yaml::Node &Item, std::vector<PtxRow> &Rows) {
    auto *Map = llvm::dyn_cast<llvm::yaml::MappingNode>(&Item);
    if (!Map)
      return fail(&Item, "a row is a mapping");
    PtxRow Row;
    auto [Line, Col] = SM.getLineAndColumn(Item.getSourceRange().Start);
    Row.Origin = FileName.str() + ":" + std::to_string(Line);
    for (llvm::yaml::KeyValueNode &KV : *Map) {
      std::string Key = scalar(KV.getKey());
      llvm::yaml::Node *Value = KV.getValue();
      if (Key == "ptx" || Key == "hip" || Key == "hip_since" ||
          Key == "note") {
        if (!llvm::isa_and_nonnull<llvm::yaml::ScalarNode>(Value))
          return fail(Value, "'" + Key + "' is a string");
        std::string Text = scalar(Value);
        (Key == "ptx"         ? Row.Spelling
         : Key == "hip"       ? Row.Hip
         : Key == "hip_since" ? Row.HipSince
                              : Row.Note) = Text;
      } else if (Key == "types") {
        auto *Types = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(Value);
        if (!Types)
          return fail(Value, "'types' maps placeholders to PTX types");
        for (llvm::yaml::KeyValueNode &T : *Types) {
          std::string Type = scalar(T.getValue());
          if (!knownTypes().contains(Type))
            return fail(T.getValue(), "unknown PTX type '" + Type + "'");
          Row.Types[scalar(T.getKey())] = Type;
        }
      } else if (Key == "require" || Key == "domain") {
        auto *List = llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(Value);
        if (!List)
          return fail(Value, "'" + Key + "' is a list of conditions");
        for (llvm::yaml::Node &C : *List)
          (Key == "require" ? Row.Require : Row.Domain).push_back(scalar(&C));
      } else {
        return fail(KV.getKey(), "unknown field '" + Key + "'");
      }
    }
    if (Row.Spelling.empty() || Row.Hip.empty())
      return fail(&Item, "a row needs 'ptx' and 'hip'");
    if (!Row.HipSince.empty() && !parseVersion(Row.HipSince))
      return fail(&Item, "'hip_since' must be a version X.Y");
    // Every placeholder of the instruction has a type, and the template and
    // conditions name only those (and $carry, the template's carry flag).
    llvm::StringSet<> Named;
    forEachPlaceholder(Row.Spelling, [&](llvm::StringRef Name, size_t) {
      Named.insert(Name);
    });
    for (const auto &Entry : Named)
      if (!Row.Types.count(Entry.getKey().str()))
        return fail(&Item, "placeholder $" + Entry.getKey() + " has no type");
    for (const auto &[Name, Type] : Row.Types)
      if (!Named.contains(Name))
        return fail(&Item, "'types' names $" + Name +
                               ", which the instruction does not have");
    std::string Unknown;
    forEachPlaceholder(Row.Hip, [&](llvm::StringRef Name, size_t) {
      if (!Named.contains(Name) && Name != "carry")
        Unknown = Name.str();
    });
    if (!Unknown.empty())
      return fail(&Item, "'hip' names $" + Unknown +
                             ", which the instruction does not have");
    std::vector<std::string> Conditions = Row.Require;
    Conditions.insert(Conditions.end(), Row.Domain.begin(), Row.Domain.end());
    for (const std::string &Condition : Conditions) {
      auto Parsed = evaluatePtxCondition(
          Condition, [&](llvm::StringRef Name) -> std::optional<long long> {
            if (!Named.contains(Name))
              Unknown = Name.str();
            return 0;
          });
      if (!Parsed)
        return fail(&Item, llvm::toString(Parsed.takeError()));
      if (!Unknown.empty())
        return fail(&Item, "'require' or 'domain' names $" + Unknown +
                               ", which the instruction does not have");
    }
    for (std::string &Form : expandVariants(Row.Spelling)) {
      PtxRow One = Row;
      One.Spelling = Form;
      splitInstruction(Form, One.Opcode, One.Operands);
      Rows.push_back(std::move(One));
    }
    return llvm::Error::success();
  }

  llvm::StringRef FileName;
  llvm::SourceMgr SM;
};
} // namespace

llvm::Expected<PtxTable> PtxTable::parse(llvm::StringRef FileName,
                                         llvm::StringRef Contents) {
  auto Rows = PtxFileParser(FileName, Contents).parse();
  if (!Rows)
    return Rows.takeError();
  PtxTable Table;
  Table.Rows = std::move(*Rows);
  for (size_t I = 0; I < Table.Rows.size(); ++I)
    Table.ByOpcode[Table.Rows[I].Opcode].push_back(I);
  return std::move(Table);
}

std::vector<const PtxRow *> PtxTable::formsOf(llvm::StringRef Opcode) const {
  std::vector<const PtxRow *> Forms;
  auto It = ByOpcode.find(Opcode);
  if (It != ByOpcode.end())
    for (size_t I : It->second)
      Forms.push_back(&Rows[I]);
  return Forms;
}

void PtxTable::prepend(PtxTable Other) {
  Other.Rows.insert(Other.Rows.end(), std::make_move_iterator(Rows.begin()),
                    std::make_move_iterator(Rows.end()));
  Rows = std::move(Other.Rows);
  ByOpcode.clear();
  for (size_t I = 0; I < Rows.size(); ++I)
    ByOpcode[Rows[I].Opcode].push_back(I);
}

void PtxTable::retarget(const HipVersion &Target) {
  for (PtxRow &Row : Rows) {
    std::optional<HipVersion> Since = parseVersion(Row.HipSince);
    Row.Unavailable = Since && Target < *Since
                          ? "needs HIP " + Row.HipSince + " (the target is " +
                                Target.str() + ")"
                          : "";
  }
}

} // namespace hipify
