//===- RowFields.cpp - where each row field lives in a MappingRow ---------===//
//
// The one list in C++ of the fields mappings/facts/row-fields.yaml defines.
// Reading, digesting and checking rows go through it, so a new field is a
// line here, not a case in each of them.
//
//===----------------------------------------------------------------------===//
#include "Mapping/EmbeddedFacts.h"
#include "Mapping/RowSchema.h"
#include "llvm/ADT/STLExtras.h"

namespace hipify {

static const FieldBinding Bindings[] = {
    {"cuda", &MappingRow::Cuda},
    {"hip", &MappingRow::Hip},
    {"kind", &MappingRow::Kind},
    {"status", &MappingRow::Status},
    {"note", &MappingRow::Note},
    {"args", &MappingRow::Args},
    {"roc", &MappingRow::Roc},
    {"roc_note", &MappingRow::RocNote},
    {"older_hip", &MappingRow::OlderHip},
    {"older_args", &MappingRow::OlderArgs},
    {"older_rule", &MappingRow::OlderRule},
    {"older_note", &MappingRow::OlderNote},
    {"older_fallback", &MappingRow::OlderFallback},
    {"older_value", &MappingRow::OlderValue},
    {"legacy_hip", &MappingRow::LegacyHip},
    {"legacy_arity", &MappingRow::LegacyArity},
    {"hip_since", &MappingRow::HipSince},
    {"hip_removed", &MappingRow::HipRemoved},
    {"newer_hip", &MappingRow::NewerHip},
    {"cuda_since", &MappingRow::CudaSince},
    {"cuda_removed", &MappingRow::CudaRemoved},
    {"verified", &MappingRow::Verified},
    {"defined_only", &MappingRow::DefinedOnly},
};

llvm::ArrayRef<FieldBinding> rowFieldBindings() { return Bindings; }

const FieldBinding *findFieldBinding(llvm::StringRef Name) {
  for (const FieldBinding &Binding : Bindings)
    if (Binding.Name == Name)
      return &Binding;
  return nullptr;
}

/// Whether a field of Type can be held by the member Binding names.
static bool holds(const FieldBinding &Binding, const RowField &Field) {
  using StringMember = std::string MappingRow::*;
  using ListMember = std::optional<std::vector<std::string>> MappingRow::*;
  switch (Field.Type) {
  case FieldType::Text:
  case FieldType::Spelling:
  case FieldType::Version:
  case FieldType::Expression:
    return std::holds_alternative<StringMember>(Binding.Member);
  case FieldType::Flag:
    return std::holds_alternative<bool MappingRow::*>(Binding.Member);
  case FieldType::Count:
    return std::holds_alternative<unsigned MappingRow::*>(Binding.Member);
  case FieldType::Arguments:
    return std::holds_alternative<ListMember>(Binding.Member);
  case FieldType::Choice:
    if (std::holds_alternative<ApiKind MappingRow::*>(Binding.Member))
      return llvm::all_of(Field.Values, [](const std::string &V) {
        return parseApiKind(V).has_value();
      });
    if (std::holds_alternative<ApiStatus MappingRow::*>(Binding.Member))
      return llvm::all_of(Field.Values, [](const std::string &V) {
        return parseApiStatus(V).has_value();
      });
    return std::holds_alternative<StringMember>(Binding.Member);
  }
  return false;
}

std::string schemaBindingMismatch(const RowSchema &Schema) {
  for (const RowField &Field : Schema.fields()) {
    const FieldBinding *Binding = findFieldBinding(Field.Name);
    if (!Binding)
      return "field '" + Field.Name +
             "' has no MappingRow member (add it to lib/Mapping/RowFields.cpp)";
    if (!holds(*Binding, Field))
      return "field '" + Field.Name +
             "': its MappingRow member cannot hold its type or values";
  }
  for (const FieldBinding &Binding : Bindings)
    if (!Schema.find(Binding.Name))
      return "lib/Mapping/RowFields.cpp binds '" + Binding.Name.str() +
             "', which mappings/facts/row-fields.yaml does not define";
  return "";
}

const RowSchema &rowSchema() {
  static const RowSchema Schema = [] {
    RowSchema Parsed =
        parseEmbeddedFacts("mappings/facts/row-fields.yaml", parseRowSchema);
    if (std::string Why = schemaBindingMismatch(Parsed); !Why.empty())
      llvm::report_fatal_error(llvm::Twine(Why));
    return Parsed;
  }();
  return Schema;
}

void setRowField(MappingRow &Row, const FieldBinding &Binding,
                 llvm::StringRef Text) {
  std::visit(
      [&](auto Member) {
        using T = std::remove_reference_t<decltype(Row.*Member)>;
        if constexpr (std::is_same_v<T, std::string>)
          Row.*Member = Text.str();
        else if constexpr (std::is_same_v<T, bool>)
          Row.*Member = Text == "true";
        else if constexpr (std::is_same_v<T, unsigned>)
          Text.getAsInteger(10, Row.*Member);
        else if constexpr (std::is_same_v<T, ApiKind>)
          Row.*Member = parseApiKind(Text).value_or(ApiKind::Function);
        else if constexpr (std::is_same_v<T, ApiStatus>)
          Row.*Member = parseApiStatus(Text).value_or(ApiStatus::Supported);
      },
      Binding.Member);
}

void setRowField(MappingRow &Row, const FieldBinding &Binding,
                 std::vector<std::string> List) {
  using ListMember = std::optional<std::vector<std::string>> MappingRow::*;
  if (auto *Member = std::get_if<ListMember>(&Binding.Member))
    Row.*(*Member) = std::move(List);
}

std::string rowFieldText(const MappingRow &Row, const FieldBinding &Binding) {
  return std::visit(
      [&](auto Member) -> std::string {
        const auto &Value = Row.*Member;
        using T = std::remove_cv_t<std::remove_reference_t<decltype(Value)>>;
        if constexpr (std::is_same_v<T, std::string>)
          return Value;
        else if constexpr (std::is_same_v<T, bool>)
          return Value ? "true" : "false";
        else if constexpr (std::is_same_v<T, unsigned>)
          return std::to_string(Value);
        else if constexpr (std::is_same_v<T, ApiKind>)
          return apiKindName(Value).str();
        else if constexpr (std::is_same_v<T, ApiStatus>)
          return apiStatusName(Value).str();
        else {
          if (!Value)
            return "-";
          std::string Joined = "[";
          for (const std::string &Item : *Value)
            Joined += Item + '\x1f';
          return Joined + "]";
        }
      },
      Binding.Member);
}

} // namespace hipify
