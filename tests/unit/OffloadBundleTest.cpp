//===- OffloadBundleTest.cpp - reading clang offload bundles --------------===//
#include "Validate/OffloadBundle.h"
#include "llvm/Support/Endian.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string bundle(const std::vector<std::string> &Triples) {
  std::string B = "__CLANG_OFFLOAD_BUNDLE__";
  auto Put64 = [&](uint64_t V) {
    char Bytes[8];
    llvm::support::endian::write64le(Bytes, V);
    B.append(Bytes, 8);
  };
  Put64(Triples.size());
  for (const std::string &T : Triples) {
    Put64(0);
    Put64(0);
    Put64(T.size());
    B += T;
  }
  return B;
}

TEST(OffloadBundle, ListsEntriesAndTheirGpus) {
  auto Entries = parseOffloadBundle(
      bundle({"host-x86_64-unknown-linux", "hipv4-amdgcn-amd-amdhsa--gfx90a",
              "hipv4-amdgcn-amd-amdhsa--gfx1030"}));
  ASSERT_TRUE(static_cast<bool>(Entries)) << llvm::toString(Entries.takeError());
  ASSERT_EQ(Entries->size(), 3u);
  EXPECT_EQ((*Entries)[0].gpu(), "");
  EXPECT_EQ((*Entries)[1].gpu(), "gfx90a");
  EXPECT_EQ((*Entries)[2].gpu(), "gfx1030");
}

TEST(OffloadBundle, RejectsMalformedBundles) {
  auto NoMagic = parseOffloadBundle("not a bundle");
  ASSERT_FALSE(static_cast<bool>(NoMagic));
  EXPECT_EQ(llvm::toString(NoMagic.takeError()),
            "malformed offload bundle: no __CLANG_OFFLOAD_BUNDLE__ header");
  std::string Truncated = bundle({"hipv4-amdgcn-amd-amdhsa--gfx90a"});
  Truncated.resize(Truncated.size() - 10);
  auto Cut = parseOffloadBundle(Truncated);
  ASSERT_FALSE(static_cast<bool>(Cut));
  EXPECT_EQ(llvm::toString(Cut.takeError()),
            "malformed offload bundle: truncated entry");
}

} // namespace
