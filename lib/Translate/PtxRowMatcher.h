//===- PtxRowMatcher.h - the ptx.yaml row of one PTX instruction -*- C++
//-*-===//
//
// Finds, for one instruction of an inline PTX template, the row of
// mappings/ptx.yaml that translates it, and binds each of the row's
// $placeholders to what the instruction writes there: an asm operand (%N),
// an integer, or a register the template declares. When no row fits, it says
// why, in words a finding can carry.
//
// It is apart from InlinePtxRewriter, which rewrites the asm statement,
// because matching reads only the table, the parsed template and the
// operands' constraints: it decides whether and with which row, never how
// the C++ is written.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PTXROWMATCHER_H
#define HIPIFY_TRANSLATE_PTXROWMATCHER_H

#include "Mapping/PtxTable.h"
#include "Translate/EditSet.h"
#include "Translate/PtxTemplate.h"
#include "clang/AST/Expr.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// One C++ operand of the asm statement: %N.
struct AsmOperand {
  const clang::Expr *E = nullptr;
  bool IsOutput = false;
  bool IsReadWrite = false;       ///< "+r"
  char Constraint = 0;            ///< 'r', 'l', 'h', 'f', 'd', 'n', ...
  bool Simple = false;            ///< Naming it twice evaluates nothing twice.
  std::optional<long long> Value; ///< An integer constant expression.
  bool FromMacroArgument = false;
  std::optional<FileRange> Place;
};

/// What a $placeholder of a row stands for in one instruction.
struct PtxBinding {
  int Operand = -1; ///< Index of the asm operand, or -1.
  std::string Text; ///< Otherwise: a literal or a local's name.
  std::optional<long long> Value;
};

using PtxBindings = std::map<std::string, PtxBinding>;

/// One instruction, the row that translates it and its bindings.
struct PtxStep {
  const PtxInstruction *Instruction;
  const PtxRow *Row;
  PtxBindings Bound;
};

class PtxRowMatcher {
public:
  /// Operands: the asm statement's, outputs first; Registers: those its
  /// template declares. Both must outlive the matcher.
  PtxRowMatcher(const PtxTable &Table, const std::vector<AsmOperand> &Operands,
                const std::vector<PtxRegister> &Registers);

  /// The row for one instruction, or nothing and Why.
  std::optional<PtxStep> matchInstruction(const PtxInstruction &I,
                                          std::string &Why) const;

private:
  std::optional<PtxBindings> bindRow(const PtxRow &Row, const PtxInstruction &I,
                                     std::string &Why) const;
  std::optional<PtxBinding> bindOperand(llvm::StringRef Actual,
                                        llvm::StringRef Type,
                                        std::string &Why) const;

  const PtxTable &Table;
  const std::vector<AsmOperand> &Operands;
  const std::vector<PtxRegister> &Registers;
};

} // namespace hipify

#endif
