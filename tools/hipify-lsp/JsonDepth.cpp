//===- JsonDepth.cpp ------------------------------------------------------===//
#include "JsonDepth.h"

namespace hipify {

bool isJsonNestedDeeperThan(llvm::StringRef Text, unsigned MaxDepth) {
  unsigned Depth = 0;
  bool InString = false;
  for (size_t I = 0, E = Text.size(); I < E; ++I) {
    char C = Text[I];
    if (InString) {
      if (C == '\\')
        ++I; // An escaped character, `\"` included, does not end the string.
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxDepth)
        return true;
    } else if ((C == ']' || C == '}') && Depth > 0) {
      // A closer with nothing open is a parse error anyway.
      --Depth;
    }
  }
  return false;
}

} // namespace hipify
