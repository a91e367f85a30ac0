//===- EditSet.cpp --------------------------------------------------------===//
#include "Translate/EditSet.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <tuple>

namespace hipify {

std::vector<TemplatePart> parseTemplate(llvm::StringRef Text,
                                        unsigned &MaxPiece) {
  std::vector<TemplatePart> Parts;
  std::string Literal;
  for (size_t I = 0; I < Text.size();) {
    if (Text[I] == '$' && I + 1 < Text.size() && llvm::isDigit(Text[I + 1])) {
      size_t J = I + 1;
      unsigned N = 0;
      while (J < Text.size() && llvm::isDigit(Text[J]))
        N = N * 10 + (Text[J++] - '0');
      if (!Literal.empty())
        Parts.push_back({std::move(Literal), -1});
      Literal.clear();
      Parts.push_back({"", static_cast<int>(N) - 1});
      MaxPiece = std::max(MaxPiece, N);
      I = J;
      continue;
    }
    Literal += Text[I++];
  }
  if (!Literal.empty())
    Parts.push_back({std::move(Literal), -1});
  return Parts;
}

void EditSet::replace(size_t Owner, FileRange Range, std::string Text) {
  Replacements.push_back({std::move(Range), std::move(Text), Owner});
}

void EditSet::rewrite(size_t Owner, FileRange Whole,
                      std::vector<FileRange> Pieces,
                      std::vector<TemplatePart> Parts) {
  Rewrites.push_back(
      {std::move(Whole), std::move(Pieces), std::move(Parts), Owner});
}

namespace {

auto key(const FileRange &R) {
  return std::make_tuple(llvm::StringRef(R.File), R.Offset, R.Length);
}

} // namespace

void EditSet::resolve(
    std::vector<Finding> &Findings,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> FileText,
    llvm::function_ref<SourceSpan(const FileRange &)> Locate) {
  auto ByPosition = [](const Replacement &A, const Replacement &B) {
    return std::make_tuple(key(A.Range), llvm::StringRef(A.Text)) <
           std::make_tuple(key(B.Range), llvm::StringRef(B.Text));
  };
  auto SameEdit = [](const Replacement &A, const Replacement &B) {
    return key(A.Range) == key(B.Range) && A.Text == B.Text;
  };
  // A macro body or a template pattern is visited once per use: identical
  // edits are one edit, owned by the first Finding that asked for it.
  std::stable_sort(Replacements.begin(), Replacements.end(), ByPosition);
  Replacements.erase(
      std::unique(Replacements.begin(), Replacements.end(), SameEdit),
      Replacements.end());

  auto Conflict = [&](const FileRange &Where, const std::string &Message) {
    Finding F;
    F.RuleId = rules::EditConflict.str();
    F.Level = Severity::Warning;
    F.Message = Message;
    F.Span = Locate(Where);
    Findings.push_back(std::move(F));
  };

  // Innermost rewrites first, so that an outer rewrite sees the result of an
  // inner one as an ordinary replacement inside its pieces.
  std::stable_sort(Rewrites.begin(), Rewrites.end(),
                   [](const Rewrite &A, const Rewrite &B) {
                     return A.Whole.Length < B.Whole.Length;
                   });
  std::vector<std::tuple<std::string, unsigned, unsigned>> DoneRewrites;
  for (const Rewrite &RW : Rewrites) {
    auto Key = std::make_tuple(RW.Whole.File, RW.Whole.Offset,
                               RW.Whole.Length);
    if (std::find(DoneRewrites.begin(), DoneRewrites.end(), Key) !=
        DoneRewrites.end())
      continue; // Same construct seen again (template instantiation, macro).
    llvm::StringRef Text = FileText(RW.Whole.File);
    std::vector<std::vector<size_t>> Inside(RW.Pieces.size());
    std::vector<size_t> Consumed;
    bool Clash = false;
    for (size_t I = 0; I < Replacements.size(); ++I) {
      const Replacement &R = Replacements[I];
      bool Touches = R.Range.overlaps(RW.Whole) ||
                     (R.Range.Length == 0 && RW.Whole.contains(R.Range));
      if (!Touches)
        continue;
      bool Placed = false;
      for (size_t P = 0; P < RW.Pieces.size() && !Placed; ++P)
        if (RW.Pieces[P].contains(R.Range)) {
          Inside[P].push_back(I);
          Placed = true;
        }
      if (!Placed) {
        Clash = true;
        break;
      }
      Consumed.push_back(I);
    }
    if (Clash) {
      Conflict(RW.Whole, "edits inside this construct overlap its rewrite; "
                         "the construct is left as written");
      continue;
    }
    std::string NewText;
    for (const TemplatePart &Part : RW.Parts) {
      if (Part.Piece < 0) {
        NewText += Part.Literal;
        continue;
      }
      // The piece's text with the edits made inside it (sorted, disjoint).
      const FileRange &Piece = RW.Pieces[Part.Piece];
      unsigned Pos = Piece.Offset;
      for (size_t I : Inside[Part.Piece]) {
        const Replacement &R = Replacements[I];
        NewText += Text.substr(Pos, R.Range.Offset - Pos);
        NewText += R.Text;
        Pos = R.Range.end();
      }
      NewText += Text.substr(Pos, Piece.end() - Pos);
    }
    // Remove the consumed replacements (highest index first) and add the
    // rewrite itself as one replacement.
    std::sort(Consumed.rbegin(), Consumed.rend());
    for (size_t I : Consumed)
      Replacements.erase(Replacements.begin() + I);
    Replacement Combined{RW.Whole, std::move(NewText), RW.Owner};
    Replacements.insert(std::upper_bound(Replacements.begin(),
                                         Replacements.end(), Combined,
                                         ByPosition),
                        std::move(Combined));
    DoneRewrites.push_back(Key);
  }

  // Whole lines inserted at one line start (an #include the file needs,
  // definitions before the declaration that uses them) are not ambiguous:
  // they become one edit, in the order they were asked for (their
  // Findings' order), owned by the first.
  auto InsertsLines = [&](const Replacement &R) {
    if (R.Range.Length != 0 || !llvm::StringRef(R.Text).ends_with("\n"))
      return false;
    llvm::StringRef Text = FileText(R.Range.File);
    return R.Range.Offset == 0 ||
           (R.Range.Offset <= Text.size() && Text[R.Range.Offset - 1] == '\n');
  };
  for (size_t I = 0; I < Replacements.size(); ++I) {
    size_t End = I + 1;
    while (End < Replacements.size() &&
           key(Replacements[End].Range) == key(Replacements[I].Range) &&
           InsertsLines(Replacements[I]) && InsertsLines(Replacements[End]))
      ++End;
    if (End == I + 1)
      continue;
    std::stable_sort(Replacements.begin() + I, Replacements.begin() + End,
                     [](const Replacement &A, const Replacement &B) {
                       return A.Owner < B.Owner;
                     });
    for (size_t J = I + 1; J < End; ++J)
      Replacements[I].Text += Replacements[J].Text;
    Replacements.erase(Replacements.begin() + I + 1,
                       Replacements.begin() + End);
  }
  // Lines inserted where a replacement begins (the runtime include above a
  // declaration whose first name is renamed) go before the replaced text:
  // one edit, owned by the replacement.
  for (size_t I = 0; I + 1 < Replacements.size(); ++I) {
    Replacement &Next = Replacements[I + 1];
    if (InsertsLines(Replacements[I]) &&
        Next.Range.File == Replacements[I].Range.File &&
        Next.Range.Offset == Replacements[I].Range.Offset &&
        Next.Range.Length != 0) {
      Next.Text = Replacements[I].Text + Next.Text;
      Replacements.erase(Replacements.begin() + I);
    }
  }
  // What remains must not overlap; two other insertions at one place are
  // ambiguous.
  const Replacement *Previous = nullptr;
  for (const Replacement &R : Replacements) {
    if (Previous && Previous->Range.File == R.Range.File &&
        (Previous->Range.overlaps(R.Range) ||
         (Previous->Range.Offset == R.Range.Offset &&
          (Previous->Range.Length == 0 || R.Range.Length == 0)))) {
      Conflict(R.Range, "conflicting edits: '" + Previous->Text + "' and '" +
                            R.Text + "' for the same text; kept the first");
      continue;
    }
    Findings[R.Owner].Edits.emplace_back(R.Range.File, R.Range.Offset,
                                         R.Range.Length, R.Text);
    Previous = &R;
  }
  Replacements.clear();
  Rewrites.clear();
}

bool EditSet::touches(const FileRange &Point) const {
  auto Near = [&](const FileRange &R) {
    return R.File == Point.File && R.Offset <= Point.Offset &&
           Point.Offset <= R.end() &&
           (R.Offset == Point.Offset || Point.Offset < R.end());
  };
  return llvm::any_of(Replacements,
                      [&](const Replacement &R) { return Near(R.Range); }) ||
         llvm::any_of(Rewrites, [&](const Rewrite &R) { return Near(R.Whole); });
}

} // namespace hipify
