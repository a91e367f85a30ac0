//===- IncludeSearchRecorder.h - where an #include looked, and missed ------===//
//
// An incremental re-run reuses a unit's translation while the files it read
// are unchanged. That is not enough: a header created in an -I directory
// searched before the one an #include found its file in, a header placed
// next to the source, or a file that makes __has_include true changes what
// the unit reads without changing any file it read. This records, for each
// #include and __has_include of the user's files, the paths the search tried
// and found absent before the file it found (all of them when it found
// none), as clang searches: the includer's directory for "quoted" names,
// then the quoted and angled search directories in order. A re-run that
// finds one of them present translates the unit again.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_INCLUDESEARCHRECORDER_H
#define HIPIFY_TRANSLATE_INCLUDESEARCHRECORDER_H

#include "clang/Lex/PPCallbacks.h"
#include <set>
#include <string>

namespace clang {
class Preprocessor;
} // namespace clang

namespace hipify {

class IncludeSearchRecorder : public clang::PPCallbacks {
public:
  /// Absent paths go to Misses (absolute, without "." and "..").
  IncludeSearchRecorder(clang::Preprocessor &PP, std::set<std::string> &Misses)
      : PP(PP), Misses(Misses) {}

  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange, clang::OptionalFileEntryRef,
                          llvm::StringRef, llvm::StringRef,
                          const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    record(HashLoc, FileName, IsAngled);
  }
  void HasInclude(clang::SourceLocation Loc, llvm::StringRef FileName,
                  bool IsAngled, clang::OptionalFileEntryRef,
                  clang::SrcMgr::CharacteristicKind) override {
    record(Loc, FileName, IsAngled);
  }

private:
  void record(clang::SourceLocation Where, llvm::StringRef FileName,
              bool IsAngled);

  clang::Preprocessor &PP;
  std::set<std::string> &Misses;
};

} // namespace hipify

#endif
