//===- FacadeHeaders.cpp --------------------------------------------------===//
#include "Translate/FacadeHeaders.h"
#include "Mapping/CudaSourceFacts.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

class MissingToolkitHeaders : public llvm::vfs::FileSystem {
public:
  explicit MissingToolkitHeaders(llvm::StringRef FacadeDir)
      : Lower(llvm::vfs::getRealFileSystem()),
        Made(new llvm::vfs::InMemoryFileSystem) {
    llvm::SmallString<256> Dir(FacadeDir);
    llvm::sys::fs::make_absolute(Dir);
    llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
    Root = std::string(Dir);
  }

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    if (!serves(Path))
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return Made->status(Path);
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    if (!serves(Path))
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return Made->openFileForRead(Path);
  }

  llvm::vfs::directory_iterator dir_begin(const llvm::Twine &,
                                          std::error_code &EC) override {
    EC = std::make_error_code(std::errc::no_such_file_or_directory);
    return {};
  }

  std::error_code setCurrentWorkingDirectory(const llvm::Twine &Path) override {
    return Made->setCurrentWorkingDirectory(Path);
  }
  llvm::ErrorOr<std::string> getCurrentWorkingDirectory() const override {
    return Made->getCurrentWorkingDirectory();
  }

private:
  /// Whether Path is a toolkit header under the facade that the disk
  /// lacks; the first time, it is made.
  bool serves(const llvm::Twine &Path) {
    llvm::SmallString<256> Absolute;
    Path.toVector(Absolute);
    if (!llvm::sys::path::is_absolute(Absolute))
      return false; // Header search names a directory of the facade.
    llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
    llvm::StringRef Name = Absolute;
    if (!Name.consume_front(Root) || !llvm::sys::path::is_separator(Name[0]))
      return false;
    Name = Name.drop_front();
    std::string Include = llvm::sys::path::convert_to_slash(Name);
    if (Include.empty() || !cudaSourceFacts().isToolkitHeader(Include))
      return false;
    if (Made->exists(Absolute))
      return true;
    if (Lower->exists(Absolute))
      return false;
    Made->addFile(Absolute, /*ModificationTime=*/0,
                  llvm::MemoryBuffer::getMemBufferCopy(
                      "// A header of the CUDA toolkit that the CUDA facade "
                      "does not cover (docs/facade.md).\n"
                      "#include \"hipify_facade/unlisted.h\"\n",
                      Absolute));
    return true;
  }

  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Lower;
  llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Made;
  std::string Root;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
missingToolkitHeaders(llvm::StringRef FacadeDir) {
  return llvm::makeIntrusiveRefCnt<MissingToolkitHeaders>(FacadeDir);
}

} // namespace hipify
