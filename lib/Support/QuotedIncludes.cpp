//===- QuotedIncludes.cpp -------------------------------------------------===//
#include "Support/QuotedIncludes.h"
#include "Support/NormalPath.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::vector<std::string> quotedIncludes(llvm::StringRef File,
                                        llvm::StringRef Text) {
  std::vector<std::string> Included;
  llvm::StringRef Dir = llvm::sys::path::parent_path(File);
  for (llvm::StringRef Line : llvm::split(Text, '\n')) {
    // `#  include "name"`, with blanks anywhere between.
    Line = Line.ltrim();
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("include"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("\""))
      continue;
    size_t End = Line.find('"');
    if (End == llvm::StringRef::npos || End == 0)
      continue;
    llvm::SmallString<256> Target(Dir);
    llvm::sys::path::append(Target, Line.take_front(End));
    Included.push_back(normalPath(Target));
  }
  return Included;
}

} // namespace hipify
