//===- HipNameIndex.cpp ---------------------------------------------------===//
#include "Mapping/HipNameIndex.h"
#include "Mapping/HipLibraries.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

/// Adds every identifier of Text (comments and strings included: an index
/// that errs towards "declared" never reports a name that exists).
static void collectIdentifiers(llvm::StringRef Text, llvm::StringSet<> &Out) {
  size_t I = 0;
  while (I < Text.size()) {
    char C = Text[I];
    if (llvm::isAlpha(C) || C == '_') {
      size_t Start = I;
      while (I < Text.size() && (llvm::isAlnum(Text[I]) || Text[I] == '_'))
        ++I;
      Out.insert(Text.substr(Start, I - Start));
      continue;
    }
    ++I;
  }
}

HipNameIndex::HipNameIndex(std::string Dir) : IncludeDir(std::move(Dir)) {
  for (const HipLibrary &Library : hipLibraries()) {
    llvm::SmallString<256> Root(IncludeDir);
    llvm::sys::path::append(Root, Library.IncludeDir);
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End;
         It != End && !EC; It.increment(EC)) {
      if (It->type() != llvm::sys::fs::file_type::regular_file)
        continue;
      if (auto Buffer = llvm::MemoryBuffer::getFile(It->path()))
        collectIdentifiers((*Buffer)->getBuffer(), Names);
    }
  }
}

std::vector<std::string>
HipNameIndex::check(const std::vector<MappingRow> &Rows) const {
  std::vector<std::string> Warnings;
  for (const MappingRow &Row : Rows) {
    if (!Row.isTranslatable() || !Row.Verified || Row.Hip.empty())
      continue;
    if (Row.Kind == ApiKind::Header) {
      llvm::SmallString<256> Header(IncludeDir);
      llvm::sys::path::append(Header, Row.Hip);
      if (!llvm::sys::fs::exists(Header))
        Warnings.push_back(Row.Origin.str() + ": warning: HIP header '" +
                           Row.Hip + "' (for '" + Row.Cuda +
                           "') is not installed under " + IncludeDir +
                           "; add 'verified: false' if it targets another "
                           "HIP installation");
      continue;
    }
    // A qualified name (rocprim::plus) is declared by its last part.
    llvm::StringRef Name = llvm::StringRef(Row.Hip).rsplit("::").second;
    if (Name.empty())
      Name = Row.Hip;
    if (!Names.contains(Name))
      Warnings.push_back(Row.Origin.str() + ": warning: '" + Row.Hip +
                         "' (for '" + Row.Cuda +
                         "') is not declared in the installed HIP headers "
                         "under " +
                         IncludeDir +
                         "; the translation would not compile (add "
                         "'verified: false' if it targets another HIP)");
  }
  return Warnings;
}

} // namespace hipify
