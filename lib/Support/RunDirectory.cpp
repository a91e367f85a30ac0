//===- RunDirectory.cpp ---------------------------------------------------===//
#include "Support/RunDirectory.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <deque>
#include <string>
#include <utility>

namespace hipify {

static llvm::Error cannot(const llvm::Twine &What, const llvm::Twine &Path,
                          std::error_code EC) {
  return llvm::createStringError(EC, "cannot " + What + " '" + Path +
                                         "' for the program's run: " +
                                         EC.message());
}

llvm::Error makeRunDirectory(llvm::StringRef RunDir, llvm::StringRef InputDir,
                             unsigned MaxEntries) {
  llvm::SmallString<256> Run(RunDir), Input(InputDir);
  for (llvm::SmallString<256> *Path : {&Run, &Input}) {
    llvm::sys::fs::make_absolute(*Path);
    llvm::sys::path::remove_dots(*Path, /*remove_dot_dot=*/true);
  }
  llvm::sys::fs::remove_directories(Run);
  if (std::error_code EC = llvm::sys::fs::create_directories(Run))
    return cannot("create", Run, EC);
  llvm::SmallString<256> RealRun;
  llvm::sys::fs::real_path(Run, RealRun);

  // Breadth first: the entries nearest the top are mirrored before the
  // bound is reached.
  std::deque<std::pair<std::string, std::string>> Pending = {
      {std::string(Input), std::string(Run)}};
  unsigned Entries = 0;
  while (!Pending.empty()) {
    auto [From, To] = Pending.front();
    Pending.pop_front();
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(From, EC), End;
         It != End && !EC; It.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(It->path());
      llvm::SmallString<256> Target(To);
      llvm::sys::path::append(Target, Name);
      llvm::SmallString<256> Real;
      if (!llvm::sys::fs::real_path(It->path(), Real) &&
          (Real == RealRun || llvm::StringRef(RealRun).starts_with(
                                  (Real + "/").str())))
        continue; // The run directory, or one it lies in.
      ++Entries;
      bool Mirrored = It->type() == llvm::sys::fs::file_type::directory_file &&
                      !Name.starts_with(".") && Entries < MaxEntries;
      if (Mirrored) {
        if (std::error_code MadeEC = llvm::sys::fs::create_directory(Target))
          return cannot("create", Target, MadeEC);
        Pending.push_back({It->path(), std::string(Target)});
        continue;
      }
      if (std::error_code LinkEC =
              llvm::sys::fs::create_link(It->path(), Target))
        return cannot("link", Target, LinkEC);
    }
    if (EC)
      return cannot("read", From, EC);
  }
  return llvm::Error::success();
}

} // namespace hipify
