//===- FacadeUndeclared.h - CUDA names the CUDA facade does not declare ---===//
//
// The CUDA facade (docs/facade.md) declares every name of the mapping
// tables. A CUDA API name with no row (a newer CUDA's, a library the tables
// do not cover) is not declared there, so clang reports it as an unknown
// type or an undeclared identifier, where a parse against CUDA's headers
// declares it and hipify reports it as CUDA API with no entry in the tables
// (hipify-unsupported-api).
//
// The Translator collects such names from the errors of a facade parse
// (clang knows whether a type or an expression was expected; a call is told
// by the `(` after the name) and parses again with one more facade header
// that declares each permissively, with the facade's own macros
// (hipify_facade/prelude.h). That header lies in the facade's directory, so
// the names count as declared by the "CUDA installation" and are reported
// as with the SDK.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_FACADEUNDECLARED_H
#define HIPIFY_TRANSLATE_FACADEUNDECLARED_H

#include "Mapping/MappingTable.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>

namespace hipify {

class FacadeUndeclaredNames {
public:
  /// The header that declares the names, relative to the facade's include
  /// directory (included with -include after the facade's own).
  static constexpr llvm::StringLiteral Header = "hipify_facade/undeclared.h";

  /// Notes the name an error of the parse is about when it is a CUDA API
  /// name (mappings/facts/cuda-source.yaml) written in the user's code that
  /// clang found undeclared and Table has no row for (a name with a row is
  /// one the facade leaves undeclared on purpose: CUDA removed it). Returns
  /// whether the error was one of those.
  bool note(const clang::Diagnostic &Info, const MappingTable &Table);

  /// Adds Other's names; returns whether any was new.
  bool merge(const FacadeUndeclaredNames &Other);
  bool empty() const { return Names.empty(); }
  size_t size() const { return Names.size(); }

  /// The text of Header: one permissive declaration per name.
  std::string header() const;

private:
  enum class Kind { Type, Function, Value };
  std::map<std::string, Kind> Names;
};

} // namespace hipify

#endif
