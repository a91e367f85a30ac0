//===- PtxTable.h - inline PTX idioms and their HIP code --------*- C++ -*-===//
//
// mappings/ptx.yaml holds one row per PTX instruction form: the instruction
// with $placeholders for its operands, their PTX types, and the C++
// statements it becomes. The table is data like the CUDA -> HIP tables and is
// embedded with them; lib/Translate's InlinePtxRewriter matches asm
// statements against it. docs/ptx.md describes the format.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_PTXTABLE_H
#define HIPIFY_MAPPING_PTXTABLE_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// One instruction form (a row with {a,b} variants is one form per variant).
struct PtxRow {
  std::string Spelling;              ///< "bfe.u32 $d, $a, $b, $c"
  std::string Opcode;                ///< "bfe.u32"
  std::vector<std::string> Operands; ///< "$d", "%laneid", "[$p]", "0"
  std::map<std::string, std::string> Types; ///< placeholder -> "u32"
  std::string Hip;                   ///< "$d = __bitextract_u32($a, $b, $c)"
  std::vector<std::string> Require;  ///< "$c < 32"
  /// Where PTX defines the result ("$b < 32" for fns): the tests' inputs;
  /// the translation does not look at it.
  std::vector<std::string> Domain;
  std::string HipSince;
  std::string Note;
  std::string Origin;                ///< "mappings/ptx.yaml:63"
  /// Empty while the target HIP has what the row uses; else why not.
  std::string Unavailable;
};

/// The placeholders a HIP template writes (`$d = ...`) and reads.
bool ptxTemplateWrites(llvm::StringRef Hip, llvm::StringRef Placeholder);
/// How many times the template names the placeholder.
unsigned ptxTemplateUses(llvm::StringRef Hip, llvm::StringRef Placeholder);

/// A PTX integer literal (decimal, 0x hex, 0b binary, octal, optional '-'
/// and 'U' suffix) as its value.
std::optional<long long> parsePtxInteger(llvm::StringRef Text);

/// Evaluates one `require` condition. Value gives an immediate placeholder's
/// value, or nothing when it is not an immediate (then the condition does not
/// hold). Returns an error for a malformed condition.
llvm::Expected<bool> evaluatePtxCondition(
    llvm::StringRef Condition,
    const std::function<std::optional<long long>(llvm::StringRef)> &Value);

class PtxTable {
public:
  /// Parses mappings/ptx.yaml; errors read "file:line:col: error: ...".
  static llvm::Expected<PtxTable> parse(llvm::StringRef FileName,
                                        llvm::StringRef Contents);

  /// The forms of one opcode, in table order (the first match wins).
  std::vector<const PtxRow *> formsOf(llvm::StringRef Opcode) const;
  const std::vector<PtxRow> &rows() const { return Rows; }
  /// Marks rows newer than the target HIP unavailable.
  void retarget(const HipVersion &Target);
  /// Puts Other's rows before these (a user's rows are tried first).
  void prepend(PtxTable Other);

private:
  std::vector<PtxRow> Rows;
  llvm::StringMap<std::vector<size_t>> ByOpcode;
};

} // namespace hipify

#endif
