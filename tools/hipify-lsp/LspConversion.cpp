//===- LspConversion.cpp --------------------------------------------------===//
#include "LspConversion.h"
#include "clang/Basic/CharInfo.h"
#include <algorithm>

namespace hipify {
namespace lsp {

/// UTF-16 code units of a UTF-8 lead byte's code point; 0 for continuation
/// bytes. Invalid UTF-8 counts one unit per byte, like a replacement char.
static int utf16Units(unsigned char Byte) {
  if ((Byte & 0xC0) == 0x80)
    return 0;
  return Byte >= 0xF0 ? 2 : 1;
}

DocumentText::DocumentText(std::string Text) : Text(std::move(Text)) {
  LineStarts.push_back(0);
  for (unsigned I = 0, E = this->Text.size(); I != E; ++I)
    if (this->Text[I] == '\n')
      LineStarts.push_back(I + 1);
}

llvm::lsp::Position DocumentText::position(unsigned Offset) const {
  Offset = std::min<unsigned>(Offset, Text.size());
  auto Next = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  unsigned Line = (Next - LineStarts.begin()) - 1;
  int Character = 0;
  for (unsigned I = LineStarts[Line]; I != Offset; ++I)
    Character += utf16Units(Text[I]);
  llvm::lsp::Position P;
  P.line = Line;
  P.character = Character;
  return P;
}

unsigned DocumentText::offset(const llvm::lsp::Position &Where) const {
  if (Where.line < 0)
    return 0;
  if (static_cast<size_t>(Where.line) >= LineStarts.size())
    return Text.size();
  unsigned I = LineStarts[Where.line];
  for (int Units = 0; I != Text.size() && Text[I] != '\n'; ++I) {
    int Width = utf16Units(Text[I]);
    if (Width && Units >= Where.character)
      break;
    Units += Width;
  }
  return I;
}

llvm::lsp::Range DocumentText::range(unsigned Offset, unsigned Length) const {
  return llvm::lsp::Range(position(Offset), position(Offset + Length));
}

std::pair<unsigned, unsigned> findingRange(const Finding &F,
                                           const DocumentText &Text) {
  if (F.Span.Line == 0)
    return {0, 0};
  unsigned Length = F.Span.Length;
  const std::string &S = Text.text();
  if (Length == 0 && F.Span.Offset < S.size() &&
      (S[F.Span.Offset] == '"' || S[F.Span.Offset] == '<')) {
    // An #include's file name (errors in included files point there).
    char Close = S[F.Span.Offset] == '"' ? '"' : '>';
    size_t End = S.find_first_of(std::string{Close, '\n'}, F.Span.Offset + 1);
    if (End != std::string::npos && S[End] == Close)
      Length = End + 1 - F.Span.Offset;
  }
  if (Length == 0)
    while (F.Span.Offset + Length < S.size() &&
           clang::isAsciiIdentifierContinue(S[F.Span.Offset + Length]))
      ++Length;
  return {F.Span.Offset, Length};
}

static llvm::lsp::DiagnosticSeverity severityOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return llvm::lsp::DiagnosticSeverity::Error;
  case Severity::Warning:
    return llvm::lsp::DiagnosticSeverity::Warning;
  case Severity::Note:
    return llvm::lsp::DiagnosticSeverity::Hint;
  }
  return llvm::lsp::DiagnosticSeverity::Undetermined;
}

llvm::json::Object toDiagnostic(const Finding &F, const DocumentText &Text,
                                llvm::StringRef RulesBaseUri) {
  // llvm::lsp::Diagnostic has no `code` or `codeDescription`; they are
  // added to its JSON.
  llvm::lsp::Diagnostic D;
  auto [Offset, Length] = findingRange(F, Text);
  D.range = Text.range(Offset, Length);
  D.severity = severityOf(F.Level);
  D.source = "hipify";
  D.message = F.Message;
  llvm::json::Value Json = llvm::lsp::toJSON(D);
  llvm::json::Object Result = std::move(*Json.getAsObject());
  Result["code"] = F.RuleId;
  if (!RulesBaseUri.empty())
    Result["codeDescription"] =
        llvm::json::Object{{"href", (RulesBaseUri + F.RuleId + ".md").str()}};
  return Result;
}

std::vector<llvm::lsp::TextEdit> toTextEdits(const Finding &F,
                                             llvm::StringRef MainFile,
                                             const DocumentText &Text) {
  std::vector<llvm::lsp::TextEdit> Edits;
  for (const clang::tooling::Replacement &R : F.Edits) {
    if (R.getFilePath() != MainFile)
      continue;
    llvm::lsp::TextEdit E;
    E.range = Text.range(R.getOffset(), R.getLength());
    E.newText = R.getReplacementText().str();
    Edits.push_back(std::move(E));
  }
  return Edits;
}

} // namespace lsp
} // namespace hipify
