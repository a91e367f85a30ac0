//===- RunnerSource.cpp ---------------------------------------------------===//
#include "CpuRunner/RunnerSource.h"
#include "CpuRunner/ShadowedBuiltins.h"
#include "CpuRunner/SpacedChevrons.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string runnerSourceText(llvm::StringRef Source) {
  return joinSpacedChevrons(renameShadowedBuiltins(Source));
}

std::map<std::string, std::string>
runnerProgramFiles(const std::vector<std::string> &Roots,
                    llvm::StringRef MainFile) {
  // Files a program includes: headers, and sources included as text.
  static constexpr llvm::StringLiteral Extensions[] = {
      ".h", ".hh", ".hpp", ".hxx", ".cuh", ".inc", ".inl", ".cu", ".cpp"};
  constexpr uint64_t LargestFile = 4 << 20;
  constexpr unsigned MostFiles = 10000; // A program's tree, not a disk's.
  llvm::SmallString<256> Main(MainFile);
  llvm::sys::fs::make_absolute(Main);
  llvm::sys::path::remove_dots(Main, /*remove_dot_dot=*/true);
  std::map<std::string, std::string> Renamed;
  unsigned Seen = 0;
  for (const std::string &Root : Roots) {
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End;
         It != End && !EC && Seen < MostFiles; It.increment(EC), ++Seen) {
      llvm::StringRef Path = It->path();
      if (It->type() != llvm::sys::fs::file_type::regular_file ||
          Path == Main.str() ||
          llvm::none_of(Extensions, [&](llvm::StringLiteral E) {
            return Path.ends_with(E);
          }))
        continue;
      llvm::ErrorOr<llvm::sys::fs::basic_file_status> Status = It->status();
      if (!Status || Status->getSize() > LargestFile)
        continue;
      llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
          llvm::MemoryBuffer::getFile(Path);
      if (!Text)
        continue;
      llvm::StringRef Original = (*Text)->getBuffer();
      std::string New = runnerSourceText(Original);
      if (New != Original)
        Renamed.emplace(Path.str(), std::move(New));
    }
  }
  return Renamed;
}

} // namespace hipify
