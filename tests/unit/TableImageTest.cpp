//===- TableImageTest.cpp - the built-in table image is the YAML's rows ---===//
#include "Mapping/MappingTable.h"
#include "Mapping/RowSchema.h"
#include "Mapping/TableImage.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// Every field of a row, the bound ones and those the loader sets.
std::string describe(const MappingRow &Row) {
  std::string Text;
  for (const FieldBinding &Binding : rowFieldBindings())
    Text += Binding.Name.str() + "=" + rowFieldText(Row, Binding) + "\n";
  return Text + "family=" + Row.Family + "\norigin=" + Row.Origin.str() + "\n";
}

TEST(TableImageTest, BuiltInImageHoldsTheYamlRows) {
  ASSERT_FALSE(embeddedTableImage().empty());
  auto Decoded = decodeTableImage(embeddedTableImage());
  ASSERT_TRUE(bool(Decoded)) << llvm::toString(Decoded.takeError());
  auto Parsed = parseEmbeddedRowFiles();
  ASSERT_TRUE(bool(Parsed)) << llvm::toString(Parsed.takeError());
  ASSERT_EQ(Decoded->size(), Parsed->size());
  size_t Rows = 0;
  for (size_t F = 0; F < Parsed->size(); ++F) {
    const TableImageFile &A = (*Parsed)[F], &B = (*Decoded)[F];
    EXPECT_EQ(A.Name, B.Name);
    ASSERT_EQ(A.Rows.size(), B.Rows.size()) << A.Name;
    for (size_t R = 0; R < A.Rows.size(); ++R, ++Rows)
      EXPECT_EQ(describe(A.Rows[R]), describe(B.Rows[R]));
  }
  EXPECT_GT(Rows, 1000u);
}

TEST(TableImageTest, RoundTripsEveryFieldType) {
  MappingRow Row;
  Row.Cuda = "cudaThing";
  Row.Hip = "hipThing";
  Row.Kind = ApiKind::Macro;
  Row.Status = ApiStatus::Deprecated;
  Row.Args = std::vector<std::string>{"$1", "", "0"};
  Row.LegacyArity = 7;
  Row.Verified = false;
  Row.Family = "runtime";
  Row.Origin = {"mappings/x.yaml", 12, 5};
  std::string Image = encodeTableImage({TableImageFile{"mappings/x.yaml", {Row}}});
  auto Decoded = decodeTableImage(Image);
  ASSERT_TRUE(bool(Decoded)) << llvm::toString(Decoded.takeError());
  ASSERT_EQ(Decoded->size(), 1u);
  ASSERT_EQ((*Decoded)[0].Rows.size(), 1u);
  EXPECT_EQ(describe(Row), describe((*Decoded)[0].Rows[0]));
}

TEST(TableImageTest, DamagedImageIsAnErrorNotACrash) {
  MappingRow Row;
  Row.Cuda = "cudaThing";
  std::string Image = encodeTableImage({TableImageFile{"mappings/x.yaml", {Row}}});
  for (size_t Cut : {size_t(0), size_t(3), Image.size() / 2, Image.size() - 1}) {
    auto Decoded = decodeTableImage(llvm::StringRef(Image).take_front(Cut));
    EXPECT_FALSE(bool(Decoded)) << "cut at " << Cut;
    llvm::consumeError(Decoded.takeError());
  }
  auto Longer = decodeTableImage(Image + "x");
  EXPECT_FALSE(bool(Longer));
  llvm::consumeError(Longer.takeError());
}

} // namespace
