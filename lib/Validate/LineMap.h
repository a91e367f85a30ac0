//===- LineMap.h - lines of a port, traced back to the CUDA original ------===//
//
// When the port fails to build, the compiler names lines of the port, which
// the user never wrote. The port is the original with the translation's
// edits applied, so every port line comes from a known original line: a line
// outside any edit from itself, a line inside an edit's replacement text from
// the matching line of the replaced text (the last one when the replacement
// has more lines). Compiler output can then name both.
//
// Positions map the same way, to the column: a position outside every edit
// to its own place in the original, a position inside an edit's replacement
// text to the start of the text it replaced (the CUDA construct the edit
// translated).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_LINEMAP_H
#define HIPIFY_VALIDATE_LINEMAP_H

#include "Core/Finding.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

class LineMap {
public:
  /// The port is Original with Edits (offsets into Original) applied, as
  /// clang::tooling::applyAllReplacements does.
  LineMap(llvm::StringRef Original, const clang::tooling::Replacements &Edits);

  /// The map of a translation: TranslationResult's OriginalText, MainFile
  /// and Findings (the port is then TranslationResult::translatedText()).
  /// Fails when the edits overlap, as translatedText() would.
  static llvm::Expected<LineMap> fromFindings(llvm::StringRef Original,
                                              llvm::StringRef MainFile,
                                              llvm::ArrayRef<Finding> Findings);

  /// The 1-based original line that PortLine (1-based) comes from; 0 when
  /// the port has no such line.
  unsigned originalLine(unsigned PortLine) const;

  unsigned portLineCount() const { return OriginalOfPortLine.size(); }

  /// A line and column (1-based, in bytes, as compilers count them).
  struct Position {
    unsigned Line = 0;
    unsigned Column = 0;
  };
  /// The original position that the port's PortLine:PortColumn comes from;
  /// Line 0 when the port has no such line. A column past the end of its
  /// line counts as the line's end.
  Position originalPosition(unsigned PortLine, unsigned PortColumn) const;

private:
  std::vector<unsigned> OriginalOfPortLine; ///< Index: port line - 1.
  /// The port as stretches: each copied from the original, or an edit's
  /// replacement, with the original range it stands for.
  struct Stretch {
    size_t PortBegin, OriginalBegin, OriginalEnd;
    bool Copied;
  };
  std::vector<Stretch> Stretches;      ///< In port order.
  std::vector<size_t> PortLineStarts;  ///< Offsets; index: port line - 1.
  std::vector<size_t> OriginalLineStarts;
  size_t PortSize = 0;
};

/// Appends " (from CudaPath:LINE)" to every diagnostic that names a line of
/// the port, in clang's form ("PORT:LINE:COL: error: ...") and in nvcc's
/// ("PORT(LINE): error: ..."), so that both positions stay readable and
/// tools that jump to the first one still work. PORT matches PortPath as
/// printed, or when one ends with the other at a path separator (compilers
/// print the path they were given).
std::string rewriteCompilerOutput(llvm::StringRef Output,
                                  llvm::StringRef PortPath,
                                  llvm::StringRef CudaPath, const LineMap &Map);

} // namespace hipify

#endif
