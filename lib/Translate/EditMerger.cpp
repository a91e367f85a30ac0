//===- EditMerger.cpp -----------------------------------------------------===//
#include "Translate/EditMerger.h"
#include "Support/NormalPath.h"
#include <set>
#include <tuple>

namespace hipify {

namespace {
struct AcceptedEdit {
  clang::tooling::Replacement Edit;
  std::string Unit;
};
} // namespace

static bool overlap(const clang::tooling::Replacement &A,
                    const clang::tooling::Replacement &B) {
  unsigned AEnd = A.getOffset() + A.getLength();
  unsigned BEnd = B.getOffset() + B.getLength();
  if (A.getOffset() == B.getOffset())
    return true; // Same start: overlapping, or two insertions in one place.
  return A.getOffset() < BEnd && B.getOffset() < AEnd;
}

MergedTranslation mergeTranslations(std::vector<UnitFindings> Units) {
  MergedTranslation Result;
  // Per file, the accepted edits by offset: they never overlap, so a new
  // edit can only clash with its neighbours (no quadratic scans).
  std::map<std::string, std::map<unsigned, AcceptedEdit>> Accepted;
  std::set<std::tuple<std::string, unsigned, std::string, std::string>> Seen;
  for (UnitFindings &Unit : Units) {
    for (Finding &F : Unit.Findings) {
      for (const clang::tooling::Replacement &R : F.Edits) {
        std::map<unsigned, AcceptedEdit> &InFile =
            Accepted[R.getFilePath().str()];
        const AcceptedEdit *Clash = nullptr;
        bool Duplicate = false;
        auto Next = InFile.lower_bound(R.getOffset());
        for (auto It : {Next, Next == InFile.begin() ? InFile.end()
                                                     : std::prev(Next)}) {
          if (It == InFile.end())
            continue;
          if (It->second.Edit == R)
            Duplicate = true;
          else if (overlap(It->second.Edit, R))
            Clash = &It->second;
        }
        if (Duplicate)
          continue;
        if (Clash) {
          Finding Conflict;
          Conflict.RuleId = rules::EditConflict.str();
          Conflict.Level = Severity::Warning;
          Conflict.Span = F.Span;
          Conflict.Message =
              "translation units disagree on this text: '" +
              Clash->Edit.getReplacementText().str() + "' (from " +
              Clash->Unit + ") and '" + R.getReplacementText().str() +
              "' (from " + Unit.Unit + "); kept the first";
          Result.Findings.push_back(std::move(Conflict));
          continue;
        }
        InFile.emplace(R.getOffset(), AcceptedEdit{R, Unit.Unit});
      }
      // A header's Findings arrive once per unit that includes it.
      auto Key = std::make_tuple(F.Span.File, F.Span.Offset, F.RuleId,
                                 F.Message);
      if (Seen.insert(Key).second)
        Result.Findings.push_back(std::move(F));
    }
  }
  for (auto &[File, Edits] : Accepted) {
    std::vector<clang::tooling::Replacement> &Sorted = Result.Edits[File];
    for (auto &[Offset, A] : Edits)
      Sorted.push_back(A.Edit);
  }
  sortBySourceOrder(Result.Findings);
  return Result;
}

llvm::Expected<std::string> applyMergedEdits(const MergedTranslation &Merged,
                                             llvm::StringRef File,
                                             llvm::StringRef Text) {
  std::string Wanted = normalPath(File);
  clang::tooling::Replacements All;
  for (const auto &[Named, Edits] : Merged.Edits)
    if (normalPath(Named) == Wanted)
      for (const clang::tooling::Replacement &R : Edits)
        if (llvm::Error E = All.add(R))
          return std::move(E);
  return clang::tooling::applyAllReplacements(Text, All);
}

} // namespace hipify
