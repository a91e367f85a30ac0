//===- MacroFallbackDefiner.h - CUDA's value for a macro HIP lacks --------===//
//
// math_constants.h has a HIP counterpart only from HIP 5.3 (its double
// constants from 5.7). Code that uses CUDART_INF_F would not compile for an
// older target. A row can say that, below its hip_since, the port keeps the
// CUDA name and defines it with CUDA's value (`older_fallback: macro-value`,
// `older_value`, docs/mapping-format.md): this pass writes, once per file,
// `#ifndef NAME / #define NAME VALUE / #endif` for each such macro the file
// uses (an #ifdef test is a use: CUDA's header defined the name before it),
// each after the definitions its value names. They go on the line after one
// of the file's CUDA #includes (where math_constants.h was) that comes
// before the first use and that no other edit touches, else at the start of
// the line of the first use (a directive may begin any line).
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
  /// Runs after the other passes' (it is listed after them): the place it
  /// picks must not be one they edit.
  void finishTranslationUnit() override;

private:
  /// What one file needs.
  struct FileDefinitions {
    clang::FileID File;
    unsigned FirstUse = 0; ///< The start of the first use's logical line.
    std::vector<const MappingRow *> Rows; ///< In definition order.
    llvm::StringSet<> Names;
  };
  /// Adds Row, after the fallback macros its value names, to Needed.
  void require(const MappingRow &Row, FileDefinitions &Needed);
  /// Where Needed's definitions go: an untouched line start before the
  /// first use.
  unsigned placeFor(const FileDefinitions &Needed, llvm::StringRef Name,
                    llvm::StringRef Buffer);

  TranslationContext &Context;
  /// Per file, the offsets of the file names of its CUDA #includes.
  llvm::StringMap<std::vector<unsigned>> Includes;
  /// What each file (by name) needs.
  std::map<std::string, FileDefinitions> Needs;
};

} // namespace hipify

#endif
