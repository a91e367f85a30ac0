//===- EditSetTest.cpp - nesting, deduplication and conflicts of edits ----===//
#include "Translate/EditSet.h"
#include "clang/Tooling/Core/Replacement.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

const char *const Code = "f(cudaA, g(cudaB));";

std::string apply(std::vector<Finding> &Findings) {
  clang::tooling::Replacements All;
  for (const Finding &F : Findings)
    for (const auto &R : F.Edits) {
      llvm::Error E = All.add(R);
      EXPECT_FALSE(static_cast<bool>(E)) << llvm::toString(std::move(E));
    }
  auto Result = clang::tooling::applyAllReplacements(Code, All);
  return Result ? *Result : "<error>";
}

void resolve(EditSet &Edits, std::vector<Finding> &Findings) {
  Edits.resolve(
      Findings, [](llvm::StringRef) -> llvm::StringRef { return Code; },
      [](const FileRange &R) {
        SourceSpan S;
        S.File = R.File;
        S.Offset = R.Offset;
        return S;
      });
}

FileRange at(unsigned Offset, unsigned Length) {
  return FileRange{"f.cu", Offset, Length};
}

TEST(EditSet, RewriteKeepsEditsInsidePieces) {
  std::vector<Finding> Findings(3);
  EditSet Edits;
  Edits.replace(0, at(2, 5), "hipA");  // cudaA
  Edits.replace(1, at(11, 5), "hipB"); // cudaB
  unsigned Max = 0;
  // Swap the two arguments of f.
  Edits.rewrite(2, at(2, 15), {at(2, 5), at(9, 8)},
                parseTemplate("$2, $1", Max));
  resolve(Edits, Findings);
  EXPECT_EQ(Max, 2u);
  EXPECT_EQ(apply(Findings), "f(g(hipB), hipA);");
  EXPECT_TRUE(Findings[0].Edits.empty());
  EXPECT_EQ(Findings[2].Edits.size(), 1u);
}

TEST(EditSet, IdenticalEditsAreOneEdit) {
  std::vector<Finding> Findings(2);
  EditSet Edits;
  Edits.replace(0, at(2, 5), "hipA");
  Edits.replace(1, at(2, 5), "hipA");
  resolve(Edits, Findings);
  EXPECT_EQ(Findings.size(), 2u);
  EXPECT_EQ(apply(Findings), "f(hipA, g(cudaB));");
}

TEST(EditSet, ConflictingEditsKeepFirstAndReport) {
  std::vector<Finding> Findings(2);
  EditSet Edits;
  Edits.replace(0, at(2, 5), "hipA");
  Edits.replace(1, at(2, 5), "hipZ");
  resolve(Edits, Findings);
  ASSERT_EQ(Findings.size(), 3u);
  EXPECT_EQ(Findings[2].RuleId, rules::EditConflict);
  EXPECT_EQ(apply(Findings), "f(hipA, g(cudaB));");
}

// Whole lines inserted at one line start (the #include a file needs and the
// definitions its first declaration needs) are one edit, in the order of
// their Findings; other insertions at one place still conflict.
TEST(EditSet, LinesInsertedAtOneLineStartAreOneEditInFindingOrder) {
  std::vector<Finding> Findings(3);
  EditSet Edits;
  Edits.replace(1, at(0, 0), "#ifndef D\n#define D\n#endif\n");
  Edits.replace(0, at(0, 0), "#include <hip/hip_runtime.h>\n");
  Edits.replace(2, at(2, 0), "x\n"); // not at a line start
  Edits.replace(0, at(2, 0), "y\n");
  resolve(Edits, Findings);
  ASSERT_EQ(Findings.size(), 4u);
  EXPECT_EQ(Findings[3].RuleId, rules::EditConflict);
  EXPECT_EQ(apply(Findings),
            "#include <hip/hip_runtime.h>\n#ifndef D\n#define D\n#endif\n"
            "f(x\ncudaA, g(cudaB));");
  EXPECT_TRUE(Findings[1].Edits.empty());
}

TEST(EditSet, EditAcrossPieceBoundaryBlocksRewrite) {
  std::vector<Finding> Findings(2);
  EditSet Edits;
  Edits.replace(0, at(6, 4), "XX"); // "A, g" spans a glue comma
  unsigned Max = 0;
  Edits.rewrite(1, at(2, 15), {at(2, 5), at(9, 8)},
                parseTemplate("$2, $1", Max));
  resolve(Edits, Findings);
  ASSERT_EQ(Findings.size(), 3u);
  EXPECT_EQ(Findings[2].RuleId, rules::EditConflict);
  EXPECT_EQ(apply(Findings), "f(cudaXX(cudaB));");
}

TEST(EditSet, OverlappingEditsInsideAPieceBlockRewrite) {
  // Two different edits of cudaA inside the rewritten argument: neither may
  // be made, and the text between them must not be taken as negative (the
  // whole file used to be copied into the piece).
  std::vector<Finding> Findings(3);
  EditSet Edits;
  Edits.replace(0, at(2, 5), "hipA");
  Edits.replace(1, at(2, 5), "other");
  unsigned Max = 0;
  Edits.rewrite(2, at(2, 5), {at(2, 5)}, parseTemplate("(T)($1)", Max));
  resolve(Edits, Findings);
  ASSERT_GE(Findings.size(), 4u);
  EXPECT_EQ(Findings[3].RuleId, "hipify-edit-conflict");
  EXPECT_EQ(Findings[3].Message,
            "edits inside this construct overlap each other; the construct "
            "is left as written");
  // The two edits themselves conflict too: the first is kept.
  std::string Out = apply(Findings);
  EXPECT_EQ(Out.size(), std::string(Code).size() - 1); // cudaA -> hipA
}

TEST(EditSet, ParseTemplate) {
  unsigned Max = 0;
  auto Parts = parseTemplate("dim3($1), $12", Max);
  ASSERT_EQ(Parts.size(), 4u);
  EXPECT_EQ(Parts[0].Literal, "dim3(");
  EXPECT_EQ(Parts[1].Piece, 0);
  EXPECT_EQ(Parts[2].Literal, "), ");
  EXPECT_EQ(Parts[3].Piece, 11);
  EXPECT_EQ(Max, 12u);
}

TEST(EditSet, TouchesSaysWhereAnInsertionWouldConflict) {
  EditSet Edits;
  Edits.replace(0, at(4, 6), "x");  // [4, 10)
  Edits.replace(0, at(12, 0), "y"); // an insertion at 12
  unsigned Max = 0;
  Edits.rewrite(0, at(20, 5), {at(21, 2)}, parseTemplate("($1)", Max));
  for (unsigned Offset : {4u, 7u, 12u, 20u, 24u})
    EXPECT_TRUE(Edits.touches(at(Offset, 0))) << Offset;
  for (unsigned Offset : {0u, 10u, 11u, 13u, 25u})
    EXPECT_FALSE(Edits.touches(at(Offset, 0))) << Offset;
}

} // namespace
