//===- RowSchema.cpp - parse mappings/facts/row-fields.yaml ---------------===//
#include "Mapping/RowSchema.h"
#include "llvm/ADT/StringSet.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace llvm::yaml {
template <> struct ScalarEnumerationTraits<hipify::FieldType> {
  static void enumeration(IO &Io, hipify::FieldType &Type) {
    using hipify::FieldType;
    Io.enumCase(Type, "text", FieldType::Text);
    Io.enumCase(Type, "spelling", FieldType::Spelling);
    Io.enumCase(Type, "version", FieldType::Version);
    Io.enumCase(Type, "flag", FieldType::Flag);
    Io.enumCase(Type, "count", FieldType::Count);
    Io.enumCase(Type, "choice", FieldType::Choice);
    Io.enumCase(Type, "expression", FieldType::Expression);
    Io.enumCase(Type, "arguments", FieldType::Arguments);
  }
};
template <> struct MappingTraits<hipify::RowField> {
  static void mapping(IO &Io, hipify::RowField &Field) {
    Io.mapRequired("name", Field.Name);
    Io.mapRequired("type", Field.Type);
    Io.mapOptional("kinds", Field.Kinds);
    Io.mapOptional("values", Field.Values);
    Io.mapOptional("required", Field.Required);
    Io.mapRequired("doc", Field.Doc);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::RowField)

namespace hipify {

bool RowField::allowsKind(ApiKind Kind) const {
  return Kinds.empty() || llvm::is_contained(Kinds, apiKindName(Kind));
}

std::string RowField::kindsText() const {
  std::string Text;
  for (size_t I = 0; I < Kinds.size(); ++I)
    Text += (I == 0 ? "" : I + 1 == Kinds.size() ? " or " : ", ") + Kinds[I];
  return Text + " rows";
}

const RowField *RowSchema::find(llvm::StringRef Name) const {
  for (const RowField &Field : Fields)
    if (Field.Name == Name)
      return &Field;
  return nullptr;
}

llvm::Expected<RowSchema> parseRowSchema(llvm::StringRef FileName,
                                         llvm::StringRef Contents) {
  std::vector<RowField> Fields;
  if (llvm::Error E = readYamlList(FileName, Contents, "row-fields file",
                                   "fields", Fields))
    return std::move(E);
  auto Fail = [&](const std::string &Message) {
    return llvm::createStringError(std::errc::invalid_argument, "%s: error: %s",
                                   FileName.str().c_str(), Message.c_str());
  };
  llvm::StringSet<> Seen;
  for (const RowField &Field : Fields) {
    if (!Seen.insert(Field.Name).second)
      return Fail("field '" + Field.Name + "' is listed twice");
    if ((Field.Type == FieldType::Choice) == Field.Values.empty())
      return Fail("field '" + Field.Name +
                  "': 'values' go with type choice, and only with it");
    for (const std::string &Kind : Field.Kinds)
      if (!parseApiKind(Kind))
        return Fail("field '" + Field.Name + "' names an unknown kind '" +
                    Kind + "'");
  }
  return RowSchema(std::move(Fields));
}

std::string malformedExpression(llvm::StringRef Text) {
  if (Text.trim().empty())
    return "it is empty";
  std::string Open;
  char Quote = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\n' || C == '\r')
      return "it spans lines";
    if (Quote) {
      if (C == '\\')
        ++I;
      else if (C == Quote)
        Quote = 0;
      continue;
    }
    if (C == '"' || C == '\'') {
      Quote = C;
    } else if (C == ';' || C == '#') {
      return std::string("it contains '") + C + "'";
    } else if (C == '/' && I + 1 < Text.size() &&
               (Text[I + 1] == '/' || Text[I + 1] == '*')) {
      return "it contains a comment";
    } else if (C == '(' || C == '[' || C == '{') {
      Open += C == '(' ? ')' : C == '[' ? ']' : '}';
    } else if (C == ')' || C == ']' || C == '}') {
      if (Open.empty() || Open.back() != C)
        return std::string("its '") + C + "' closes nothing";
      Open.pop_back();
    } else if (C == ',' && Open.empty()) {
      return "it holds more than one argument (use one list entry each)";
    }
  }
  if (Quote)
    return "a quote is not closed";
  if (!Open.empty())
    return "a bracket is not closed";
  return "";
}

static std::string listOfWords(const std::vector<std::string> &Words) {
  std::string Text;
  for (size_t I = 0; I < Words.size(); ++I)
    Text += (I == 0 ? "" : I + 1 == Words.size() ? " or " : ", ") + Words[I];
  return Text;
}

std::string invalidFieldValue(const RowField &Field, llvm::StringRef Text) {
  const std::string Quoted = "'" + Field.Name + "'";
  switch (Field.Type) {
  case FieldType::Text:
  case FieldType::Spelling: // checked once the row's kind is known
  case FieldType::Arguments:
    return "";
  case FieldType::Version:
    return parseVersion(Text) ? ""
                              : Quoted + " must be a version X.Y, not '" +
                                    Text.str() + "'";
  case FieldType::Flag:
    return Text == "true" || Text == "false"
               ? ""
               : Quoted + " must be true or false";
  case FieldType::Count: {
    unsigned Value = 0;
    return !Text.getAsInteger(10, Value) && Value > 0
               ? ""
               : Quoted + " must be a positive whole number, not '" +
                     Text.str() + "'";
  }
  case FieldType::Choice:
    return llvm::is_contained(Field.Values, Text)
               ? ""
               : "unknown " + Field.Name + " '" + Text.str() + "' (expected " +
                     listOfWords(Field.Values) + ")";
  case FieldType::Expression: {
    std::string Why = malformedExpression(Text);
    return Why.empty() ? "" : Quoted + " must be one expression: " + Why;
  }
  }
  return "";
}

} // namespace hipify
