//===- PtxTemplate.h - the instructions of an inline PTX template -*- C++ -*-===//
//
// Splits the template of a GCC-style asm statement into PTX instructions and
// register declarations, the way ptxas reads it: `;` ends an instruction,
// `{ }` open and close scopes, `.reg .type a, b;` declares registers. The
// asm operand references are resolved first (`%%` is a literal `%`,
// `%[name]` becomes `%N`), so an instruction's text is PTX with `%N` for the
// C++ operands. Offsets point into the template string, so a finding can
// name the exact instruction.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PTXTEMPLATE_H
#define HIPIFY_TRANSLATE_PTXTEMPLATE_H

#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

struct PtxInstruction {
  std::string Text;                  ///< "bfe.u32 %0, %1, 8, 4"
  std::string Opcode;                ///< "bfe.u32"
  std::vector<std::string> Operands; ///< "%0", "%1", "8", "4"
  unsigned Offset = 0;               ///< Into the template string.
  /// `@p` or `@!p` before the instruction: the predicate register it runs
  /// under, and whether it runs when that is false.
  std::string Guard;
  bool GuardNegated = false;
};

struct PtxRegister {
  std::string Type; ///< "u32", "pred"
  std::string Name;
};

struct PtxTemplate {
  std::vector<PtxInstruction> Instructions;
  std::vector<PtxRegister> Registers;
  /// Something the translation cannot express (a label, %=): what, and
  /// where in the template string.
  std::optional<std::pair<unsigned, std::string>> Unsupported;
};

/// The C++ type of the register an asm constraint names ("r" unsigned, "l"
/// unsigned long long, "h" unsigned short, "f" float, "d" double), or "".
llvm::StringRef ptxRegisterType(char Constraint);
/// A PTX register name as a C++ local: hipify_ and the name, with what C++
/// does not allow in names ($, %) as '_'.
std::string ptxLocalName(llvm::StringRef PtxName);

/// Parses Template, the asm statement's string. NamedOperand maps the name
/// in `%[name]` to its operand number, or -1.
PtxTemplate
parsePtxTemplate(llvm::StringRef Template,
                 const std::function<int(llvm::StringRef)> &NamedOperand);

} // namespace hipify

#endif
