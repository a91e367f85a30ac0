//===- RowSchemaTest.cpp - the one definition of a row's fields -----------===//
#include "Core/RuleCatalog.h"
#include "Mapping/EmbeddedFacts.h"
#include "Mapping/MappingTable.h"
#include "Mapping/RowSchema.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string mismatchOf(llvm::StringRef Yaml) {
  auto Schema = parseRowSchema("f.yaml", Yaml);
  if (!Schema)
    return llvm::toString(Schema.takeError());
  return schemaBindingMismatch(*Schema);
}

TEST(RowSchema, EmbeddedSchemaAgreesWithTheBindings) {
  auto Schema = parseEmbeddedFacts("mappings/facts/row-fields.yaml",
                                   parseRowSchema);
  EXPECT_EQ(schemaBindingMismatch(Schema), "");
  EXPECT_EQ(Schema.fields().size(), rowFieldBindings().size());
  for (const RowField &Field : Schema.fields())
    EXPECT_FALSE(Field.Doc.empty()) << Field.Name;
}

std::string typeName(FieldType Type) {
  switch (Type) {
  case FieldType::Text:
    return "text";
  case FieldType::Spelling:
    return "spelling";
  case FieldType::Version:
    return "version";
  case FieldType::Flag:
    return "flag";
  case FieldType::Count:
    return "count";
  case FieldType::Choice:
    return "choice";
  case FieldType::Expression:
    return "expression";
  case FieldType::Arguments:
    return "arguments";
  }
  return "text";
}

TEST(RowSchema, AFieldWithoutAMemberIsABuildDefect) {
  std::string Yaml = "fields:\n";
  for (const FieldBinding &Binding : rowFieldBindings()) {
    const RowField *Field = rowSchema().find(Binding.Name);
    ASSERT_NE(Field, nullptr);
    Yaml += "  - {name: " + Field->Name + ", type: " + typeName(Field->Type) +
            (Field->Values.empty()
                 ? std::string()
                 : ", values: [" + llvm::join(Field->Values, ", ") + "]") +
            ", doc: d}\n";
  }
  EXPECT_EQ(mismatchOf(Yaml), "");
  std::string Extra = Yaml + "  - {name: colour, type: text, doc: d}\n";
  EXPECT_EQ(mismatchOf(Extra).find("field 'colour' has no MappingRow member"),
            0u)
      << mismatchOf(Extra);
  std::string Missing = "fields:\n  - {name: cuda, type: text, doc: d}\n";
  EXPECT_NE(mismatchOf(Missing).find("binds 'hip', which "
                                     "mappings/facts/row-fields.yaml does "
                                     "not define"),
            std::string::npos)
      << mismatchOf(Missing);
}

TEST(RowSchema, TypesAndChoicesMustFitTheMember) {
  EXPECT_EQ(mismatchOf("fields:\n  - {name: verified, type: text, doc: d}\n"),
            "field 'verified': its MappingRow member cannot hold its type or "
            "values");
  EXPECT_EQ(mismatchOf("fields:\n  - {name: kind, type: choice, values: "
                       "[function, variable], doc: d}\n"),
            "field 'kind': its MappingRow member cannot hold its type or "
            "values");
}

TEST(RowSchema, RejectsMalformedSchemas) {
  EXPECT_EQ(mismatchOf("fields:\n  - {name: a, type: text, doc: d}\n"
                       "  - {name: a, type: text, doc: d}\n"),
            "f.yaml: error: field 'a' is listed twice");
  EXPECT_EQ(mismatchOf("fields:\n  - {name: a, type: choice, doc: d}\n"),
            "f.yaml: error: field 'a': 'values' go with type choice, and "
            "only with it");
  EXPECT_EQ(mismatchOf("fields:\n  - {name: a, type: text, kinds: [variable], "
                       "doc: d}\n"),
            "f.yaml: error: field 'a' names an unknown kind 'variable'");
  EXPECT_NE(mismatchOf("fields:\n  - {name: a, type: colour, doc: d}\n")
                .find("f.yaml:2:"),
            std::string::npos);
}

TEST(RowSchema, OlderRuleValuesAreRules) {
  const RowField *Field = rowSchema().find("older_rule");
  ASSERT_NE(Field, nullptr);
  for (const std::string &Value : Field->Values)
    EXPECT_EQ(ruleInfo(Value).Id, Value);
}

TEST(RowSchema, ValueChecksFollowTheType) {
  const RowSchema &Schema = rowSchema();
  EXPECT_EQ(invalidFieldValue(*Schema.find("hip_since"), "6.2"), "");
  EXPECT_EQ(invalidFieldValue(*Schema.find("hip_since"), "soon"),
            "'hip_since' must be a version X.Y, not 'soon'");
  EXPECT_EQ(invalidFieldValue(*Schema.find("verified"), "yes"),
            "'verified' must be true or false");
  EXPECT_EQ(invalidFieldValue(*Schema.find("legacy_arity"), "0"),
            "'legacy_arity' must be a positive whole number, not '0'");
  EXPECT_EQ(invalidFieldValue(*Schema.find("older_fallback"), "switch"),
            "unknown older_fallback 'switch' (expected enum-name, macro-value "
            "or definition)");
  EXPECT_EQ(invalidFieldValue(*Schema.find("older_value"), "1; x"),
            "'older_value' must be one expression: it contains ';'");
}

/// A value for Binding's field that differs from a default row's.
void changeField(MappingRow &Row, const FieldBinding &Binding) {
  const RowField &Field = *rowSchema().find(Binding.Name);
  switch (Field.Type) {
  case FieldType::Arguments:
    setRowField(Row, Binding, std::vector<std::string>{"$1"});
    return;
  case FieldType::Flag:
    setRowField(Row, Binding,
                rowFieldText(Row, Binding) == "true" ? "false" : "true");
    return;
  case FieldType::Count:
    setRowField(Row, Binding, "7");
    return;
  case FieldType::Choice:
    setRowField(Row, Binding, Field.Values.back());
    return;
  default:
    setRowField(Row, Binding, "9.9");
    return;
  }
}

// Incremental batch runs reuse a unit's output while the digest is the same:
// a change to any field must change it.
TEST(RowSchema, TheDigestCoversEveryField) {
  auto digestOf = [](const MappingRow &Row) {
    MappingTable Table;
    llvm::cantFail(Table.addUserRows({Row}));
    return Table.digest();
  };
  MappingRow Base;
  Base.Cuda = "cudaHipifyDigest";
  Base.Hip = "hipHipifyDigest";
  std::string BaseDigest = digestOf(Base);
  for (const FieldBinding &Binding : rowFieldBindings()) {
    MappingRow Changed = Base;
    changeField(Changed, Binding);
    ASSERT_NE(rowFieldText(Changed, Binding), rowFieldText(Base, Binding))
        << Binding.Name.str();
    EXPECT_NE(digestOf(Changed), BaseDigest) << Binding.Name.str();
  }
}

} // namespace
