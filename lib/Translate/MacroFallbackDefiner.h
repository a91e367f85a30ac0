//===- MacroFallbackDefiner.h - CUDA's value for a macro HIP lacks --------===//
//
// math_constants.h has a HIP counterpart only from HIP 5.3 (its double
// constants from 5.7). Code that uses CUDART_INF_F would not compile for an
// older target. A row can say that, below its hip_since, the port keeps the
// CUDA name and defines it with CUDA's value (`older_fallback: macro-value`,
// `older_value`, docs/mapping-format.md): this pass writes, once per file,
// `#ifndef NAME / #define NAME VALUE / #endif`, after the definitions the
// value itself uses. They go after the file's first #include of a CUDA
// header (where math_constants.h was) when that comes before the use, else
// at the start of the line of the first use (a directive may begin any
// line, inside a function too). An #ifdef test is a use: CUDA's header
// defined the name before it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_MACROFALLBACKDEFINER_H
#define HIPIFY_TRANSLATE_MACROFALLBACKDEFINER_H

#include "Translate/TranslationContext.h"
#include "Translate/TranslationPass.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>

namespace hipify {

class MacroFallbackDefiner : public TranslationPass {
public:
  explicit MacroFallbackDefiner(TranslationContext &Context)
      : Context(Context) {}
  void tableMacroUsed(const TableMacroUse &Use) override;
  void tableHeaderIncluded(const TableHeaderInclude &Include) override;
  void finishTranslationUnit() override;

private:
  /// Adds Row's definition, after those of the fallback macros its value
  /// names, to the text inserted at At.
  void define(const MappingRow &Row, clang::FileID File,
              clang::SourceLocation At);

  TranslationContext &Context;
  /// Per file, the offset of the file name of its first CUDA #include.
  llvm::StringMap<unsigned> FirstInclude;
  llvm::StringSet<> Defined; ///< "file id\0name" already defined.
  /// Where definitions go (the start of a logical line), in order, and the
  /// text and names of what goes there.
  struct Insertion {
    std::string Text;
    std::vector<std::string> Names;
  };
  std::map<clang::SourceLocation, Insertion> Insertions;
};

} // namespace hipify

#endif
