//===- SpacedChevrons.cpp -------------------------------------------------===//
#include "CpuRunner/SpacedChevrons.h"
#include <vector>

namespace hipify {

namespace {
bool isBlank(char C) { return C == ' ' || C == '\t'; }

/// Marks the characters of comments and string or character literals.
std::vector<bool> codeMask(llvm::StringRef S) {
  std::vector<bool> Code(S.size(), true);
  for (size_t I = 0; I < S.size();) {
    if (S.substr(I).starts_with("//")) {
      size_t End = S.find('\n', I);
      End = End == llvm::StringRef::npos ? S.size() : End;
      std::fill(Code.begin() + I, Code.begin() + End, false);
      I = End;
    } else if (S.substr(I).starts_with("/*")) {
      size_t End = S.find("*/", I + 2);
      End = End == llvm::StringRef::npos ? S.size() : End + 2;
      std::fill(Code.begin() + I, Code.begin() + End, false);
      I = End;
    } else if (S[I] == '"' || S[I] == '\'') {
      char Quote = S[I];
      size_t J = I + 1;
      while (J < S.size() && S[J] != Quote && S[J] != '\n')
        J += S[J] == '\\' ? 2 : 1;
      J = std::min(J + 1, S.size());
      std::fill(Code.begin() + I, Code.begin() + J, false);
      I = J;
    } else {
      ++I;
    }
  }
  return Code;
}

/// The position after `Open` blanks `Close` at I (`<< <`), or npos.
size_t spacedTriple(llvm::StringRef S, size_t I, char C) {
  if (I + 1 >= S.size() || S[I] != C || S[I + 1] != C)
    return llvm::StringRef::npos;
  size_t J = I + 2;
  if (J >= S.size() || !isBlank(S[J]))
    return llvm::StringRef::npos;
  while (J < S.size() && isBlank(S[J]))
    ++J;
  return J < S.size() && S[J] == C ? J : llvm::StringRef::npos;
}
} // namespace

std::string joinSpacedChevrons(llvm::StringRef Source) {
  if (!Source.contains("<< ") && !Source.contains("<<\t"))
    return Source.str();
  std::vector<bool> Code = codeMask(Source);
  std::vector<bool> Drop(Source.size(), false);
  bool Changed = false;
  for (size_t I = 0; I + 1 < Source.size(); ++I) {
    if (!Code[I] || (I > 0 && Source[I - 1] == '<'))
      continue;
    size_t Third = spacedTriple(Source, I, '<');
    if (Third == llvm::StringRef::npos)
      continue;
    // The configuration's end: `>> >` then `(`, outside brackets.
    int Depth = 0;
    size_t Close = llvm::StringRef::npos;
    for (size_t J = Third + 1; J + 1 < Source.size(); ++J) {
      if (!Code[J])
        continue;
      char C = Source[J];
      if (C == '(' || C == '[' || C == '{')
        ++Depth;
      else if (C == ')' || C == ']' || C == '}')
        --Depth;
      else if (C == ';' || Depth < 0)
        break;
      if (Depth)
        continue;
      if (Source.substr(J).starts_with(">>>")) {
        Close = J; // Closed without blanks.
        break;
      }
      size_t Last = spacedTriple(Source, J, '>');
      if (Last == llvm::StringRef::npos)
        continue;
      size_t After = Last + 1;
      while (After < Source.size() && isBlank(Source[After]))
        ++After;
      if (After < Source.size() && Source[After] == '(') {
        Close = J;
        for (size_t K = J + 2; K < Last; ++K)
          Drop[K] = true;
      }
      break;
    }
    if (Close == llvm::StringRef::npos)
      continue;
    for (size_t K = I + 2; K < Third; ++K)
      Drop[K] = true;
    Changed = true;
    I = Third;
  }
  if (!Changed)
    return Source.str();
  std::string Out;
  Out.reserve(Source.size());
  for (size_t I = 0; I < Source.size(); ++I)
    if (!Drop[I])
      Out += Source[I];
  return Out;
}

} // namespace hipify
