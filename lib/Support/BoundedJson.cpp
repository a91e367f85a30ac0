//===- BoundedJson.cpp ----------------------------------------------------===//
#include "Support/BoundedJson.h"

namespace hipify {

unsigned jsonNestingDepth(llvm::StringRef Text, unsigned Limit) {
  unsigned Depth = 0, Deepest = 0;
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (InString) {
      if (C == '\\')
        ++I; // The escaped character cannot end the string.
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      Deepest = std::max(Deepest, ++Depth);
      if (Deepest > Limit)
        return Deepest;
    } else if ((C == ']' || C == '}') && Depth > 0) {
      --Depth;
    }
  }
  return Deepest;
}

llvm::Expected<llvm::json::Value> parseBoundedJson(llvm::StringRef Text,
                                                   unsigned MaxDepth) {
  if (jsonNestingDepth(Text, MaxDepth) > MaxDepth)
    return llvm::createStringError(
        std::errc::invalid_argument,
        "JSON nested more than %u levels deep; not a file hipify wrote",
        MaxDepth);
  return llvm::json::parse(Text);
}

} // namespace hipify
