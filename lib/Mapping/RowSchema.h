//===- RowSchema.h - the fields of a mapping row ----------------*- C++ -*-===//
//
// mappings/facts/row-fields.yaml defines the fields a mapping row may have:
// their names, the type of their values and the kinds of row they belong on.
// The loader validates every row against it, the digest of incremental runs
// hashes every field it lists, and the Python scripts and the docs read the
// same file, so a field is defined once.
//
// The C++ side of a field is its binding: the MappingRow member that holds
// it (RowFields.cpp). A schema field without a binding, or a binding the
// schema does not list, is a build defect (tests/unit/RowSchemaTest.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_ROWSCHEMA_H
#define HIPIFY_MAPPING_ROWSCHEMA_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace hipify {

enum class FieldType {
  Text,       ///< any text
  Spelling,   ///< lands in the user's source: a C++ name, number or header
  Version,    ///< X.Y
  Flag,       ///< true or false
  Count,      ///< a positive whole number
  Choice,     ///< one of RowField::Values
  Expression, ///< one well-formed expression
  Arguments,  ///< a list of argument templates
};

struct RowField {
  std::string Name;
  FieldType Type = FieldType::Text;
  std::vector<std::string> Kinds;  ///< Row kinds it may be on; empty: any.
  std::vector<std::string> Values; ///< The words a Choice accepts.
  bool Required = false;
  std::string Doc;

  bool allowsKind(ApiKind Kind) const;
  /// "function rows", "macro rows", "function or macro rows".
  std::string kindsText() const;
};

class RowSchema {
public:
  explicit RowSchema(std::vector<RowField> Fields) : Fields(std::move(Fields)) {}
  const std::vector<RowField> &fields() const { return Fields; }
  const RowField *find(llvm::StringRef Name) const;

private:
  std::vector<RowField> Fields;
};

/// Parses a row-fields file (the format in its header).
llvm::Expected<RowSchema> parseRowSchema(llvm::StringRef FileName,
                                         llvm::StringRef Contents);

/// The schema embedded from mappings/facts/row-fields.yaml, checked against
/// the bindings (a mismatch aborts: the binary was built inconsistent).
const RowSchema &rowSchema();

/// Where a field's value lives in a MappingRow.
using FieldMember =
    std::variant<std::string MappingRow::*, bool MappingRow::*,
                 unsigned MappingRow::*,
                 std::optional<std::vector<std::string>> MappingRow::*,
                 ApiKind MappingRow::*, ApiStatus MappingRow::*>;

struct FieldBinding {
  llvm::StringLiteral Name;
  FieldMember Member;
};

/// Every field's binding, in no particular order.
llvm::ArrayRef<FieldBinding> rowFieldBindings();
const FieldBinding *findFieldBinding(llvm::StringRef Name);

/// Why Schema and the bindings disagree ("" when they agree): a field with
/// no binding, a binding with no field, a type the member cannot hold, or a
/// choice value the member's enum does not know.
std::string schemaBindingMismatch(const RowSchema &Schema);

/// Why Text is not a valid value of Field (a scalar field), "" when it is.
std::string invalidFieldValue(const RowField &Field, llvm::StringRef Text);

/// Stores Text, already valid for its field, in Row.
void setRowField(MappingRow &Row, const FieldBinding &Binding,
                 llvm::StringRef Text);
void setRowField(MappingRow &Row, const FieldBinding &Binding,
                 std::vector<std::string> List);

/// The value of a field in Row as text (lists joined by '\x1f' inside
/// brackets; "-" for an absent list), for digests and spelling checks.
std::string rowFieldText(const MappingRow &Row, const FieldBinding &Binding);

/// Why Text is not one well-formed argument expression ("" if it is).
std::string malformedExpression(llvm::StringRef Text);

} // namespace hipify

#endif
