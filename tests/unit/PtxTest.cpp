//===- PtxTest.cpp - the PTX table and the template parser ----------------===//
#include "Mapping/PtxTable.h"
#include "Translate/PtxTemplate.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string errorOf(llvm::StringRef Yaml) {
  auto Table = PtxTable::parse("p.yaml", Yaml);
  return Table ? "" : llvm::toString(Table.takeError());
}

TEST(PtxTable, ExpandsVariantsInOrder) {
  auto Table = PtxTable::parse("p.yaml", R"(family: ptx
rows:
  - ptx: "mov.{u32,b32} $d, %laneid"
    types: {d: u32}
    hip: "$d = __lane_id() & 31"
)");
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  ASSERT_EQ(Table->rows().size(), 2u);
  EXPECT_EQ(Table->rows()[1].Spelling, "mov.b32 $d, %laneid");
  std::vector<const PtxRow *> Forms = Table->formsOf("mov.b32");
  ASSERT_EQ(Forms.size(), 1u);
  EXPECT_EQ(Forms[0]->Operands, (std::vector<std::string>{"$d", "%laneid"}));
  EXPECT_EQ(Forms[0]->Origin, "p.yaml:3");
  // Braces among the operands are a vector, not variants.
  Table = PtxTable::parse("p.yaml", R"(family: ptx
rows:
  - ptx: "mov.b64 {$lo, $hi}, $a"
    types: {lo: b32, hi: b32, a: b64}
    hip: "$hi = $a >> 32; $lo = $a"
)");
  ASSERT_TRUE(static_cast<bool>(Table)) << llvm::toString(Table.takeError());
  ASSERT_EQ(Table->rows().size(), 1u);
  EXPECT_EQ(Table->rows()[0].Operands,
            (std::vector<std::string>{"{$lo, $hi}", "$a"}));
}

TEST(PtxTable, RejectsRowsThatCannotBeBound) {
  EXPECT_EQ(errorOf("family: ptx\nrows:\n  - {ptx: \"popc.b32 $d, $a\", "
                    "types: {d: u32}, hip: \"$d = __popc($a)\"}\n"),
            "p.yaml:3:6: error: placeholder $a has no type");
  EXPECT_EQ(errorOf("family: ptx\nrows:\n  - {ptx: \"popc.b32 $d, $a\", "
                    "types: {d: u32, a: u33}, hip: \"$d = 0\"}\n"),
            "p.yaml:3:49: error: unknown PTX type 'u33'");
  EXPECT_EQ(errorOf("family: ptx\nrows:\n  - {ptx: \"popc.b32 $d, $a\", "
                    "types: {d: u32, a: u32}, hip: \"$d = $x\"}\n"),
            "p.yaml:3:6: error: 'hip' names $x, which the instruction does "
            "not have");
  EXPECT_NE(errorOf("family: ptx\nrows:\n  - {ptx: \"popc.b32 $d, $a\", "
                    "types: {d: u32, a: u32}, hip: \"$d = 0\", "
                    "require: [\"$a ~ 3\"]}\n"),
            "");
  EXPECT_EQ(errorOf("family: ptx\nrows:\n  - {ptx: membar.gl, hip: x, "
                    "colour: red}\n"),
            "p.yaml:3:30: error: unknown field 'colour'");
}

TEST(PtxTable, EvaluatesConditionsOnImmediates) {
  auto Values = [](llvm::StringRef Name) -> std::optional<long long> {
    if (Name == "b")
      return 8;
    if (Name == "c")
      return 0x8888;
    return std::nullopt;
  };
  EXPECT_TRUE(*evaluatePtxCondition("$b + $b <= 16", Values));
  EXPECT_FALSE(*evaluatePtxCondition("$c & 0x8888 == 0", Values));
  EXPECT_TRUE(*evaluatePtxCondition("$c & 0x7777 == 0", Values));
  // Not an immediate: the condition does not hold.
  EXPECT_FALSE(*evaluatePtxCondition("$a < 32", Values));
  EXPECT_EQ(parsePtxInteger("0x1F"), 31);
  EXPECT_EQ(parsePtxInteger("-1"), -1);
  EXPECT_EQ(parsePtxInteger("017"), 15);
  EXPECT_EQ(parsePtxInteger("0b101U"), 5);
  EXPECT_EQ(parsePtxInteger("%r1"), std::nullopt);
}

TEST(PtxTable, PutsAUsersRowsFirst) {
  auto Table = PtxTable::parse("a.yaml", R"yaml(family: ptx
rows:
  - {ptx: "popc.b32 $d, $a", types: {d: u32, a: b32}, hip: "$d = __popc($a)"}
)yaml");
  ASSERT_TRUE(bool(Table)) << llvm::toString(Table.takeError());
  auto User = PtxTable::parse("b.yaml", R"yaml(family: ptx
rows:
  - {ptx: "popc.b32 $d, $a", types: {d: u32, a: b32}, domain: ["$a != 0"], hip: "$d = mine($a)"}
)yaml");
  ASSERT_TRUE(bool(User)) << llvm::toString(User.takeError());
  Table->prepend(std::move(*User));
  auto Forms = Table->formsOf("popc.b32");
  ASSERT_EQ(Forms.size(), 2u);
  EXPECT_EQ(Forms[0]->Hip, "$d = mine($a)");
  EXPECT_EQ(Forms[0]->Domain, (std::vector<std::string>{"$a != 0"}));
  EXPECT_EQ(Forms[1]->Hip, "$d = __popc($a)");
}

TEST(PtxTable, TellsWritesFromReads) {
  EXPECT_TRUE(ptxTemplateWrites("$carry = $a < $b; $d = $a - $b", "d"));
  EXPECT_TRUE(ptxTemplateWrites("$carry = $a < $b; $d = $a - $b", "carry"));
  EXPECT_FALSE(ptxTemplateWrites("$d = $a == $b", "a"));
  // A store through an address writes memory, not the address.
  EXPECT_FALSE(ptxTemplateWrites("*(float *)$p = $a", "p"));
  EXPECT_TRUE(ptxTemplateWrites("{ unsigned x; $d = 1; }", "d"));
  EXPECT_EQ(ptxTemplateUses("$d = $a + $a + $ab", "a"), 2u);
}

int noNames(llvm::StringRef) { return -1; }

TEST(PtxTemplate, SplitsInstructionsScopesAndRegisters) {
  llvm::StringRef Text = "{\n\t.reg .pred p, q;\n\tsetp.ne.u32 p, %1, 0; // c\n"
                         "\tvote.sync.ballot.b32 %0, p, 0xffffffff;\n}";
  PtxTemplate T = parsePtxTemplate(Text, noNames);
  ASSERT_FALSE(T.Unsupported);
  ASSERT_EQ(T.Registers.size(), 2u);
  EXPECT_EQ(T.Registers[1].Name, "q");
  EXPECT_EQ(T.Registers[1].Type, "pred");
  ASSERT_EQ(T.Instructions.size(), 2u);
  EXPECT_EQ(T.Instructions[0].Opcode, "setp.ne.u32");
  EXPECT_EQ(T.Instructions[0].Operands,
            (std::vector<std::string>{"p", "%1", "0"}));
  EXPECT_EQ(T.Instructions[1].Offset, Text.find("vote"));
}

TEST(PtxTemplate, ResolvesOperandReferences) {
  PtxTemplate T = parsePtxTemplate(
      "mov.u32 %[out], %%laneid;", [](llvm::StringRef Name) {
        return Name == "out" ? 3 : -1;
      });
  ASSERT_EQ(T.Instructions.size(), 1u);
  EXPECT_EQ(T.Instructions[0].Text, "mov.u32 %3, %laneid");
  EXPECT_EQ(T.Instructions[0].Operands[1], "%laneid");
  // Vector operands stay one operand.
  T = parsePtxTemplate("mov.b64 %0, {%1, %2};", noNames);
  EXPECT_EQ(T.Instructions[0].Operands,
            (std::vector<std::string>{"%0", "{%1, %2}"}));
}

TEST(PtxTemplate, ReadsGuards) {
  llvm::StringRef Text = "@p add.u32 %0, %0, 1;\n@!q mov.u32 %0, 0;";
  PtxTemplate T = parsePtxTemplate(Text, noNames);
  ASSERT_FALSE(T.Unsupported);
  ASSERT_EQ(T.Instructions.size(), 2u);
  EXPECT_EQ(T.Instructions[0].Guard, "p");
  EXPECT_FALSE(T.Instructions[0].GuardNegated);
  EXPECT_EQ(T.Instructions[0].Text, "add.u32 %0, %0, 1");
  EXPECT_EQ(T.Instructions[0].Offset, 0u);
  EXPECT_EQ(T.Instructions[1].Guard, "q");
  EXPECT_TRUE(T.Instructions[1].GuardNegated);
  EXPECT_EQ(T.Instructions[1].Opcode, "mov.u32");
}

TEST(PtxTemplate, NamesWhatItCannotTranslate) {
  llvm::StringRef Text = "add.u32 %0, %1, 1;\n@p bra L%=;";
  PtxTemplate T = parsePtxTemplate(Text, noNames);
  ASSERT_TRUE(T.Unsupported);
  EXPECT_EQ(T.Unsupported->first, Text.find("%="));
  T = parsePtxTemplate("add.u32 %0, %1, 1;\n@p", noNames);
  ASSERT_TRUE(T.Unsupported);
  EXPECT_EQ(T.Unsupported->second, "has a guard (@p) without an instruction");
  T = parsePtxTemplate("LOOP: add.u32 %0, %1, 1;", noNames);
  ASSERT_TRUE(T.Unsupported);
  EXPECT_EQ(T.Unsupported->second, "has a label: branches are not translated");
}

} // namespace
