//===- LineMap.cpp --------------------------------------------------------===//
#include "Validate/LineMap.h"
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
  unsigned Line = 1;
  size_t Pos = 0;
  auto CopyOriginal = [&](size_t End) {
    for (; Pos < End; ++Pos)
      if (Original[Pos] == '\n')
        OriginalOfPortLine.push_back(++Line);
  };
  for (const clang::tooling::Replacement &Edit : Edits) {
    size_t Offset = std::min<size_t>(Edit.getOffset(), Original.size());
    CopyOriginal(Offset);
    unsigned First = Line;
    unsigned Last =
        First + Original.substr(Offset, Edit.getLength()).count('\n');
    unsigned Inside = 0;
    for (char C : Edit.getReplacementText())
      if (C == '\n')
        OriginalOfPortLine.push_back(std::min(First + ++Inside, Last));
    Pos = std::min<size_t>(Offset + Edit.getLength(), Original.size());
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

/// The path and line a diagnostic names, from clang ("FILE:LINE:COL: error:")
/// or nvcc ("FILE(LINE): error:", "FILE(LINE): warning #177-D:").
bool parseDiagnostic(llvm::StringRef Line, std::string &Path,
                     unsigned &Number) {
  static const llvm::Regex Clang(
      "^(.+):([0-9]+):[0-9]+: (fatal error|error|warning|note|remark):");
  static const llvm::Regex Nvcc(
      "^(.+)\\(([0-9]+)\\): (catastrophic error|error|warning|note|remark)");
  llvm::SmallVector<llvm::StringRef, 4> Match;
  if (!Clang.match(Line, &Match) && !Nvcc.match(Line, &Match))
    return false;
  Path = Match[1].str();
  return !Match[2].getAsInteger(10, Number);
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
    std::string Path;
    unsigned Number = 0;
    if (parseDiagnostic(Text, Path, Number) && samePath(Path, PortPath))
      if (unsigned Original = Map.originalLine(Number))
        Out += " (from " + CudaPath.str() + ":" + std::to_string(Original) +
               ")";
    Out += Line.substr(Text.size()); // A '\r' the line had.
    if (HadNewline)
      Out += '\n';
  }
  return Out;
}

} // namespace hipify
