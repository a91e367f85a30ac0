//===- YamlDocument.h - read one YAML document into a struct ----*- C++ -*-===//
//
// llvm::yaml::Input prints its syntax and schema errors on stderr unless it
// is given a handler. Every file hipify reads this way (facts, build-script
// rules, tolerance files) wants the same thing instead: the first error,
// named by file, line and column, as an llvm::Error.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_YAMLDOCUMENT_H
#define HIPIFY_SUPPORT_YAMLDOCUMENT_H

#include "llvm/Support/Error.h"
#include "llvm/Support/YAMLTraits.h"
#include <string>
#include <vector>

namespace hipify {

/// Keeps the first diagnostic of a YAML parse as "line:col: error: message".
/// A diagnostic handler for llvm::yaml::Input; Context is a std::string *.
void keepFirstYamlError(const llvm::SMDiagnostic &Diagnostic, void *Context);

/// The error for a failed parse of FileName: "FileName:line:col: error: ..."
/// or, when the parser named no position, "FileName: error: not a <What>".
llvm::Error yamlDocumentError(llvm::StringRef FileName, llvm::StringRef What,
                              const std::string &FirstError);

/// Reads Contents, the text of FileName, into Value through Value's
/// llvm::yaml::MappingTraits. What names the kind of file for an error with
/// no position ("facts file", "tolerance file").
template <typename T>
llvm::Error readYamlDocument(llvm::StringRef FileName, llvm::StringRef Contents,
                             llvm::StringRef What, T &Value) {
  std::string FirstError;
  llvm::yaml::Input In(Contents, nullptr, keepFirstYamlError, &FirstError);
  In >> Value;
  if (In.error() || !FirstError.empty())
    return yamlDocumentError(FileName, What, FirstError);
  return llvm::Error::success();
}

/// A document that is one key holding a list: `Key: [item, ...]`.
template <typename T> struct YamlKeyedList {
  const char *Key;
  std::vector<T> Items;
};

/// Reads such a document into Items (T needs MappingTraits, and the
/// including file LLVM_YAML_IS_SEQUENCE_VECTOR(T)).
template <typename T>
llvm::Error readYamlList(llvm::StringRef FileName, llvm::StringRef Contents,
                         llvm::StringRef What, const char *Key,
                         std::vector<T> &Items) {
  YamlKeyedList<T> Document{Key, {}};
  if (llvm::Error E = readYamlDocument(FileName, Contents, What, Document))
    return E;
  Items = std::move(Document.Items);
  return llvm::Error::success();
}

} // namespace hipify

namespace llvm::yaml {
template <typename T> struct MappingTraits<hipify::YamlKeyedList<T>> {
  static void mapping(IO &Io, hipify::YamlKeyedList<T> &Document) {
    Io.mapRequired(Document.Key, Document.Items);
  }
};
} // namespace llvm::yaml

#endif
