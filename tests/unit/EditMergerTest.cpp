//===- EditMergerTest.cpp - merging header edits from many units ----------===//
#include "Translate/EditMerger.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

Finding rename(const char *File, unsigned Offset, unsigned Length,
               const char *Text) {
  Finding F;
  F.RuleId = rules::ApiRename.str();
  F.Span.File = File;
  F.Span.Offset = Offset;
  F.Span.Line = 1;
  F.Message = std::string("-> ") + Text;
  F.Edits.emplace_back(File, Offset, Length, Text);
  return F;
}

TEST(EditMerger, SharedHeaderEditsAreMergedOnce) {
  std::vector<UnitFindings> Units = {
      {"a.cu", {rename("h.cuh", 10, 4, "hipX"), rename("a.cu", 0, 4, "hipA")}},
      {"b.cu", {rename("h.cuh", 10, 4, "hipX"), rename("h.cuh", 30, 2, "hY")}}};
  MergedTranslation M = mergeTranslations(std::move(Units));
  ASSERT_EQ(M.Edits["h.cuh"].size(), 2u);
  EXPECT_EQ(M.Edits["h.cuh"][0].getOffset(), 10u);
  EXPECT_EQ(M.Edits["h.cuh"][1].getReplacementText(), "hY");
  EXPECT_EQ(M.Edits["a.cu"].size(), 1u);
  // The header's rename is reported once, not once per unit.
  EXPECT_EQ(M.Findings.size(), 3u);
}

TEST(EditMerger, ConflictKeepsFirstUnitAndReportsBoth) {
  std::vector<UnitFindings> Units = {
      {"a.cu", {rename("h.cuh", 10, 4, "hipX")}},
      {"b.cu", {rename("h.cuh", 12, 4, "hipZ"), rename("h.cuh", 40, 1, "q")}}};
  MergedTranslation M = mergeTranslations(std::move(Units));
  ASSERT_EQ(M.Edits["h.cuh"].size(), 2u);
  EXPECT_EQ(M.Edits["h.cuh"][0].getReplacementText(), "hipX");
  EXPECT_EQ(M.Edits["h.cuh"][1].getReplacementText(), "q");
  auto Conflict = std::find_if(M.Findings.begin(), M.Findings.end(),
                               [](const Finding &F) {
                                 return F.RuleId == rules::EditConflict;
                               });
  ASSERT_NE(Conflict, M.Findings.end());
  EXPECT_EQ(Conflict->Message,
            "translation units disagree on this text: 'hipX' (from a.cu) and "
            "'hipZ' (from b.cu); kept the first");
}

TEST(EditMerger, InsertionsAtOnePlaceConflictUnlessIdentical) {
  std::vector<UnitFindings> Units = {
      {"a.cu", {rename("h.cuh", 5, 0, "x")}},
      {"b.cu", {rename("h.cuh", 5, 0, "x"), rename("h.cuh", 5, 0, "y")}}};
  MergedTranslation M = mergeTranslations(std::move(Units));
  ASSERT_EQ(M.Edits["h.cuh"].size(), 1u);
  EXPECT_EQ(M.Edits["h.cuh"][0].getReplacementText(), "x");
}

} // namespace
