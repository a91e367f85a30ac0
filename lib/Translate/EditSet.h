//===- EditSet.h - collect edits, nest them, and detect conflicts ---------===//
//
// Rewriters record two kinds of edits:
//  - replacements of a range by fixed text (renames, include changes);
//  - template edits that rebuild a range from pieces of itself (argument
//    rewrites, kernel-launch rewrites).
// A template edit's pieces keep every edit made inside them, so a rename
// inside a rewritten argument list survives. resolve() nests the edits, drops
// duplicates (a macro body is seen once per expansion) and turns what remains
// into non-overlapping clang::tooling::Replacements owned by Findings.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_EDITSET_H
#define HIPIFY_TRANSLATE_EDITSET_H

#include "Core/Finding.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace hipify {

/// A character range of one file: [Offset, Offset + Length).
struct FileRange {
  std::string File;
  unsigned Offset = 0;
  unsigned Length = 0;
  unsigned end() const { return Offset + Length; }
  bool contains(const FileRange &Other) const {
    return File == Other.File && Offset <= Other.Offset &&
           Other.end() <= end();
  }
  bool overlaps(const FileRange &Other) const {
    return File == Other.File && Offset < Other.end() && Other.Offset < end();
  }
};

/// One part of a template: literal text, or the (edited) text of a piece.
struct TemplatePart {
  std::string Literal;
  int Piece = -1; ///< Index into the pieces, or -1 for a literal.
};

/// Splits "$1, (int)$2" into parts; "$N" refers to piece N-1.
/// Returns the largest piece index referenced (1-based) in MaxPiece.
std::vector<TemplatePart> parseTemplate(llvm::StringRef Text,
                                        unsigned &MaxPiece);

class EditSet {
public:
  /// Replace Range with Text, on behalf of Findings[Owner].
  void replace(size_t Owner, FileRange Range, std::string Text);
  /// Replace Whole with Parts, where a piece part stands for the text of
  /// Pieces[i] (each inside Whole) after the edits made inside it.
  void rewrite(size_t Owner, FileRange Whole, std::vector<FileRange> Pieces,
               std::vector<TemplatePart> Parts);

  /// Whether an insertion at Point would conflict with an edit already
  /// made: one that covers it, or starts there.
  bool touches(const FileRange &Point) const;

  /// Attaches the final edits to their Findings. Edits that cannot be applied
  /// together are dropped and reported as hipify-edit-conflict Findings.
  /// FileText returns the current contents of a file named in an edit.
  void resolve(std::vector<Finding> &Findings,
               llvm::function_ref<llvm::StringRef(llvm::StringRef)> FileText,
               llvm::function_ref<SourceSpan(const FileRange &)> Locate);

private:
  struct Replacement {
    FileRange Range;
    std::string Text;
    size_t Owner;
  };
  struct Rewrite {
    FileRange Whole;
    std::vector<FileRange> Pieces;
    std::vector<TemplatePart> Parts;
    size_t Owner;
  };
  std::vector<Replacement> Replacements;
  std::vector<Rewrite> Rewrites;
};

} // namespace hipify

#endif
