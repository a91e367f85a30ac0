//===- LspConversion.h - Findings as LSP diagnostics and edits ------------===//
//
// Findings carry byte offsets into the main file; LSP positions count
// lines from 0 and characters in UTF-16 code units (the protocol's default
// position encoding, the only one this server announces). DocumentText maps
// between the two with the document's own text, so non-ASCII text before a
// finding on its line does not shift it. Findings' Line/Column (1-based, in
// bytes, and following #line directives) are not used for positions.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LSP_LSPCONVERSION_H
#define HIPIFY_LSP_LSPCONVERSION_H

#include "Core/Finding.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {
namespace lsp {

class DocumentText {
public:
  explicit DocumentText(std::string Text);

  const std::string &text() const { return Text; }

  /// The LSP position of a byte offset (clamped to the end of the text).
  llvm::lsp::Position position(unsigned Offset) const;
  /// The byte offset of an LSP position. A character past the end of its
  /// line means the end of the line, a line past the end the end of the text.
  unsigned offset(const llvm::lsp::Position &Where) const;
  llvm::lsp::Range range(unsigned Offset, unsigned Length) const;

private:
  std::string Text;
  std::vector<unsigned> LineStarts;
};

/// The byte range a Finding is about in Text. A Finding without a length
/// (a parse error) covers the identifier or #include file name at its
/// offset, if any, so that editors underline something.
std::pair<unsigned, unsigned> findingRange(const Finding &F,
                                           const DocumentText &Text);

/// The LSP diagnostic of a Finding in the main file: severity (notes are
/// hints), code = rule ID, source "hipify", codeDescription = the rule's
/// page <RulesBaseUri><rule-id>.md. Findings without a location are at the
/// top of the file.
llvm::json::Object toDiagnostic(const Finding &F, const DocumentText &Text,
                                llvm::StringRef RulesBaseUri);

/// The edits of F that apply to MainFile, as LSP text edits.
std::vector<llvm::lsp::TextEdit> toTextEdits(const Finding &F,
                                             llvm::StringRef MainFile,
                                             const DocumentText &Text);

} // namespace lsp
} // namespace hipify

#endif
