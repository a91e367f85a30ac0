//===- IncludeSearchRecorder.cpp ------------------------------------------===//
#include "Translate/IncludeSearchRecorder.h"
#include "Support/NormalPath.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

/// Past this many absent paths for one directive the search is not
/// recorded further (a directive searched through hundreds of directories
/// is not worth a re-run's hundreds of checks).
static constexpr unsigned MaxMissesPerDirective = 64;

void IncludeSearchRecorder::record(clang::SourceLocation Where,
                                   llvm::StringRef FileName, bool IsAngled) {
  clang::SourceManager &SM = PP.getSourceManager();
  clang::SourceLocation Loc = SM.getExpansionLoc(Where);
  // The CUDA and system headers are not the user's: what they include is
  // the installation's business, and a prelude of its own.
  if (Loc.isInvalid() || SM.isInSystemHeader(Loc) ||
      llvm::sys::path::is_absolute(FileName) || FileName.empty())
    return;
  std::vector<std::string> Candidates;
  if (!IsAngled)
    if (clang::OptionalFileEntryRef Includer =
            SM.getFileEntryRefForID(SM.getFileID(Loc))) {
      llvm::SmallString<256> Path(Includer->getDir().getName());
      llvm::sys::path::append(Path, FileName);
      Candidates.push_back(std::string(Path));
    }
  const clang::HeaderSearch &Search = PP.getHeaderSearchInfo();
  for (auto It = IsAngled ? Search.angled_dir_begin()
                          : Search.quoted_dir_begin();
       It != Search.search_dir_end(); ++It)
    if (clang::OptionalDirectoryEntryRef Dir = (*It).getDirRef()) {
      llvm::SmallString<256> Path(Dir->getName());
      llvm::sys::path::append(Path, FileName);
      Candidates.push_back(std::string(Path));
    }
  unsigned Recorded = 0;
  for (const std::string &Candidate : Candidates) {
    if (llvm::sys::fs::exists(Candidate))
      return; // Found here: the ones before it are the misses.
    if (Recorded++ == MaxMissesPerDirective)
      return;
    Misses.insert(normalPath(Candidate));
  }
}

} // namespace hipify
