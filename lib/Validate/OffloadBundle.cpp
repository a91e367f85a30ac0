//===- OffloadBundle.cpp --------------------------------------------------===//
#include "Validate/OffloadBundle.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Endian.h"

namespace hipify {

static constexpr llvm::StringLiteral Magic = "__CLANG_OFFLOAD_BUNDLE__";

std::string BundleEntry::gpu() const {
  llvm::StringRef T = Target;
  if (!T.starts_with("hip"))
    return "";
  return T.rsplit('-').second.str(); // "...amdhsa--gfx90a" -> "gfx90a"
}

llvm::Expected<std::vector<BundleEntry>>
parseOffloadBundle(llvm::StringRef Buffer) {
  auto Malformed = [](const char *Why) {
    return llvm::createStringError(std::errc::invalid_argument,
                                   "malformed offload bundle: %s", Why);
  };
  if (!Buffer.starts_with(Magic))
    return Malformed("no __CLANG_OFFLOAD_BUNDLE__ header");
  size_t Pos = Magic.size();
  auto Read64 = [&](uint64_t &Out) {
    if (Pos + 8 > Buffer.size())
      return false;
    Out = llvm::support::endian::read64le(Buffer.data() + Pos);
    Pos += 8;
    return true;
  };
  uint64_t Count = 0;
  if (!Read64(Count) || Count > 4096)
    return Malformed("bad entry count");
  std::vector<BundleEntry> Entries;
  for (uint64_t I = 0; I < Count; ++I) {
    uint64_t Offset, Size, TripleSize;
    if (!Read64(Offset) || !Read64(Size) || !Read64(TripleSize) ||
        Pos + TripleSize > Buffer.size())
      return Malformed("truncated entry");
    if (Offset + Size > Buffer.size())
      return Malformed("entry beyond the end of the bundle");
    Entries.push_back({Buffer.substr(Pos, TripleSize).str(), Size});
    Pos += TripleSize;
  }
  return std::move(Entries);
}

llvm::Expected<std::optional<std::vector<BundleEntry>>>
readHipFatBinary(llvm::StringRef ObjectPath) {
  auto Object = llvm::object::ObjectFile::createObjectFile(ObjectPath);
  if (!Object)
    return Object.takeError();
  for (const llvm::object::SectionRef &Section :
       Object->getBinary()->sections()) {
    llvm::Expected<llvm::StringRef> Name = Section.getName();
    if (!Name) {
      llvm::consumeError(Name.takeError());
      continue;
    }
    if (*Name != ".hip_fatbin")
      continue;
    llvm::Expected<llvm::StringRef> Contents = Section.getContents();
    if (!Contents)
      return Contents.takeError();
    llvm::Expected<std::vector<BundleEntry>> Entries =
        parseOffloadBundle(*Contents);
    if (!Entries)
      return Entries.takeError();
    return std::optional<std::vector<BundleEntry>>(std::move(*Entries));
  }
  return std::nullopt;
}

} // namespace hipify
