//===- KernelInliner.h - one kernel's helper calls, inlined ----*- C++ -*-===//
//
// CollectiveInlining (CollectiveInlining.h says what is inlined and when)
// works one kernel instance with one KernelInliner, in two files:
//
//   KernelInliner.cpp    which calls are inlined (the program's helpers that
//                        synchronise, called as a whole statement in a
//                        block), and the kernel's edits that put their text
//                        in place;
//   HelperExpansion.cpp  the text of one call: the helper's body checked,
//                        its locals renamed, its template parameters
//                        spelt out, its arguments evaluated once.
//
// The pass itself, and what the CPU runner does with the inlined source,
// stay in CollectiveInlining.cpp. Internal to lib/CpuRunner.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_KERNELINLINER_H
#define HIPIFY_CPURUNNER_KERNELINLINER_H

#include "Translate/TranslationContext.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hipify {

class SyncAnalysis;

/// Ends the `#line` directive before an inlined text, so that the lines of
/// that text count as the kernel's line (restoreSourceLines reads it).
extern const char *const kInlinedMark;

/// A replacement of [Begin, End) of one file (an insertion when empty).
struct Piece {
  unsigned Begin, End;
  std::string Text;
  bool operator==(const Piece &O) const {
    return Begin == O.Begin && End == O.End && Text == O.Text;
  }
};

/// Text of a file with pieces applied; a piece inside another that is
/// applied is dropped (it was needed only to render the outer one's parts).
class Renderer {
public:
  explicit Renderer(llvm::StringRef Buffer) : Buffer(Buffer) {}
  void add(unsigned Begin, unsigned End, std::string Text) {
    Pieces.push_back({Begin, End, std::move(Text)});
  }
  std::string render(unsigned Begin, unsigned End) const {
    std::vector<const Piece *> Sorted;
    for (const Piece &P : Pieces)
      if (P.Begin >= Begin && P.End <= End)
        Sorted.push_back(&P);
    std::stable_sort(Sorted.begin(), Sorted.end(),
                     [](const Piece *A, const Piece *B) {
                       if (A->Begin != B->Begin)
                         return A->Begin < B->Begin;
                       bool AInsert = A->Begin == A->End,
                            BInsert = B->Begin == B->End;
                       if (AInsert != BInsert)
                         return AInsert;
                       return A->End > B->End;
                     });
    std::string Out;
    unsigned Pos = Begin;
    for (const Piece *P : Sorted) {
      if (P->Begin < Pos)
        continue;
      Out += Buffer.slice(Pos, P->Begin);
      Out += P->Text;
      Pos = P->End;
    }
    Out += Buffer.slice(Pos, End);
    return Out;
  }
  const std::vector<Piece> &pieces() const { return Pieces; }
  /// Whether [Begin, End) lies inside some piece.
  bool covered(unsigned Begin, unsigned End) const {
    for (const Piece &P : Pieces)
      if (P.Begin <= Begin && End <= P.End && P.Begin < P.End)
        return true;
    return false;
  }

private:
  llvm::StringRef Buffer;
  std::vector<Piece> Pieces;
};

/// Text inserted into the kernel at a point of source line Line (after a
/// newline): between `#line` directives, so that it counts as Line and the
/// kernel's lines after it keep their numbers.
std::string inlinedText(const std::string &Text, unsigned Line);

/// What the inlined text of one call is: statements to put before the
/// calling statement, and the expression that replaces the call.
struct Expansion {
  std::string Prelude;
  std::string Result;
};

/// Inlines the calls of one kernel instance.
class KernelInliner {
public:
  KernelInliner(const clang::FunctionDecl *Kernel, clang::ASTContext &AST,
                TranslationContext &Context, SyncAnalysis &Sync,
                const std::vector<clang::SourceRange> &Skipped)
      : Kernel(Kernel), AST(AST), SM(AST.getSourceManager()),
        Context(Context), Sync(Sync), Skipped(Skipped) {
    Policy.SuppressTagKeyword = true;
    Policy.SuppressUnwrittenScope = true;
  }

  /// False with Refusal set when some call cannot be inlined; true with no
  /// Edits when the kernel calls no helper that synchronises.
  bool run();

  std::vector<Piece> Edits; ///< In the kernel's file.
  std::vector<std::string> Inlined; ///< Names of the inlined helpers.
  std::string Refusal;
  clang::SourceLocation RefusalLoc;

private:
  bool refuse(clang::SourceLocation Loc, std::string Why) {
    if (Refusal.empty()) {
      Refusal = std::move(Why);
      RefusalLoc = Loc;
    }
    return false;
  }
  /// The helper of the program that Call calls, when it is one that
  /// synchronises (else null).
  const clang::FunctionDecl *helperOf(const clang::Expr *Call) const;
  /// The statement holding Call in a shape the inliner takes, or null.
  const clang::Stmt *statementOf(const clang::CallExpr *Call);
  std::optional<Expansion> inlineCall(const clang::CallExpr *Call,
                                      const clang::FunctionDecl *Callee,
                                      const Renderer &Caller);
  /// Inlines the helper calls in Body (a function's body) into R; Stack
  /// holds the functions being inlined.
  bool inlineCallsIn(const clang::Stmt *Body, Renderer &R,
                     clang::FileID File);
  std::optional<std::pair<unsigned, unsigned>>
  offsets(clang::SourceRange TokenRange, clang::FileID File) const;
  std::optional<unsigned> tokenOffset(clang::SourceLocation Loc,
                                      clang::FileID File,
                                      unsigned &Length) const;
  std::string printType(clang::QualType T, const std::string &Name = "") const {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    T.print(OS, Policy, Name);
    return Out;
  }

  const clang::FunctionDecl *Kernel;
  clang::ASTContext &AST;
  const clang::SourceManager &SM;
  TranslationContext &Context;
  SyncAnalysis &Sync;
  const std::vector<clang::SourceRange> &Skipped; ///< By #if.
  /// The names of the kernel's parameters and locals.
  std::set<std::string> KernelNames;
  clang::PrintingPolicy Policy{AST.getLangOpts()};
  unsigned Next = 0;
  std::vector<const clang::FunctionDecl *> Stack;
  llvm::DenseMap<const clang::VarDecl *, std::string> SharedNames;
  std::string Hoisted;
};

} // namespace hipify

#endif
