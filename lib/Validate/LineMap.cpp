//===- LineMap.cpp --------------------------------------------------------===//
#include "Validate/LineMap.h"
#include "Validate/CompilerDiagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <algorithm>

namespace hipify {

LineMap::LineMap(llvm::StringRef Original,
                 const clang::tooling::Replacements &Edits) {
  // Walk the port as it is built: unchanged stretches of the original, then
  // each edit's replacement text. A port line maps to where it starts.
  OriginalOfPortLine.push_back(1);
  PortLineStarts.push_back(0);
  OriginalLineStarts.push_back(0);
  for (size_t I = 0; I < Original.size(); ++I)
    if (Original[I] == '\n')
      OriginalLineStarts.push_back(I + 1);
  unsigned Line = 1;
  size_t Pos = 0;
  auto CopyOriginal = [&](size_t End) {
    if (End > Pos)
      Stretches.push_back({PortSize, Pos, End, true});
    for (; Pos < End; ++Pos, ++PortSize)
      if (Original[Pos] == '\n') {
        OriginalOfPortLine.push_back(++Line);
        PortLineStarts.push_back(PortSize + 1);
      }
  };
  for (const clang::tooling::Replacement &Edit : Edits) {
    size_t Offset = std::min<size_t>(Edit.getOffset(), Original.size());
    CopyOriginal(Offset);
    unsigned First = Line;
    size_t End = std::min<size_t>(Offset + Edit.getLength(), Original.size());
    unsigned Last = First + Original.slice(Offset, End).count('\n');
    unsigned Inside = 0;
    Stretches.push_back({PortSize, Offset, End, false});
    for (char C : Edit.getReplacementText()) {
      ++PortSize;
      if (C == '\n') {
        OriginalOfPortLine.push_back(std::min(First + ++Inside, Last));
        PortLineStarts.push_back(PortSize);
      }
    }
    Pos = End;
    Line = Last;
  }
  CopyOriginal(Original.size());
}

llvm::Expected<LineMap> LineMap::fromFindings(llvm::StringRef Original,
                                              llvm::StringRef MainFile,
                                              llvm::ArrayRef<Finding> Findings) {
  // The same selection as TranslationResult::translatedText().
  clang::tooling::Replacements Edits;
  for (const Finding &F : Findings)
    for (const clang::tooling::Replacement &R : F.Edits)
      if (R.getFilePath() == MainFile)
        if (llvm::Error E = Edits.add(R))
          return E;
  return LineMap(Original, Edits);
}

unsigned LineMap::originalLine(unsigned PortLine) const {
  if (PortLine == 0 || PortLine > OriginalOfPortLine.size())
    return 0;
  return OriginalOfPortLine[PortLine - 1];
}

LineMap::Position LineMap::originalPosition(unsigned PortLine,
                                           unsigned PortColumn) const {
  if (PortLine == 0 || PortLine > PortLineStarts.size())
    return {};
  size_t LineEnd = PortLine < PortLineStarts.size()
                       ? PortLineStarts[PortLine] - 1
                       : PortSize;
  size_t Offset = std::min(PortLineStarts[PortLine - 1] +
                               (PortColumn ? PortColumn - 1 : 0),
                           LineEnd);
  // The last stretch that begins at or before Offset; an empty replacement
  // (an insertion) begins where the stretch after it does, and loses to it.
  auto It = std::upper_bound(
      Stretches.begin(), Stretches.end(), Offset,
      [](size_t O, const Stretch &S) { return O < S.PortBegin; });
  size_t Original = 0;
  if (It != Stretches.begin()) {
    const Stretch &S = *std::prev(It);
    Original = S.Copied ? std::min(S.OriginalBegin + (Offset - S.PortBegin),
                                   S.OriginalEnd)
                        : S.OriginalBegin;
  }
  auto LineIt = std::upper_bound(OriginalLineStarts.begin(),
                                 OriginalLineStarts.end(), Original);
  unsigned Line = LineIt - OriginalLineStarts.begin();
  return {Line, unsigned(Original - OriginalLineStarts[Line - 1] + 1)};
}

namespace {

bool samePath(llvm::StringRef Printed, llvm::StringRef Path) {
  llvm::SmallString<256> A(Printed), B(Path);
  llvm::sys::path::remove_dots(A, /*remove_dot_dot=*/true);
  llvm::sys::path::remove_dots(B, /*remove_dot_dot=*/true);
  if (A == B)
    return true;
  auto EndsWithPath = [](llvm::StringRef Long, llvm::StringRef Short) {
    return Long.size() > Short.size() && Long.ends_with(Short) &&
           llvm::sys::path::is_separator(Long[Long.size() - Short.size() - 1]);
  };
  return EndsWithPath(A, B) || EndsWithPath(B, A);
}

} // namespace

std::string rewriteCompilerOutput(llvm::StringRef Output,
                                  llvm::StringRef PortPath,
                                  llvm::StringRef CudaPath,
                                  const LineMap &Map) {
  std::string Out;
  while (!Output.empty()) {
    auto [Line, Rest] = Output.split('\n');
    bool HadNewline = Line.size() < Output.size();
    Output = Rest;
    llvm::StringRef Text = Line.rtrim('\r');
    Out += Text;
    CompilerLocation Where;
    std::string Kind, Message;
    if (parseDiagnosticLine(Text, Where, Kind, Message) &&
        samePath(Where.File, PortPath))
      if (unsigned Original = Map.originalLine(Where.Line))
        Out += " (from " + CudaPath.str() + ":" + std::to_string(Original) +
               ")";
    Out += Line.substr(Text.size()); // A '\r' the line had.
    if (HadNewline)
      Out += '\n';
  }
  return Out;
}

} // namespace hipify
