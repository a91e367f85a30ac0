//===- SolveBufferWriter.cpp ----------------------------------------------===//
#include "Translate/SolveBufferWriter.h"
#include "Mapping/SolveBufferFacts.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void SolveBufferWriter::registerMatchers(MatchFinder &Finder) {
  std::vector<llvm::StringRef> Names; // the facts live as long as the binary
  for (const SolveBuffer &S : solveBuffers()) {
    Names.push_back(S.Solve);
    Names.push_back(S.Analysis);
  }
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(Names))),
               optionally(hasAncestor(functionDecl().bind("function"))))
          .bind("call"),
      this);
}

/// The argument as written, without its spaces: two calls name the same
/// descriptor when they spell it the same.
static std::optional<std::string> argumentText(const TranslationContext &Context,
                                               const Expr &Arg,
                                               FileRange *Where = nullptr) {
  std::optional<FileRange> Range = Context.placeRange(Arg.getSourceRange());
  if (!Range)
    return std::nullopt;
  if (Where)
    *Where = *Range;
  const SourceManager &SM = Context.sourceManager();
  SourceLocation Begin = SM.getFileLoc(Arg.getBeginLoc());
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Begin));
  if (Range->end() > Buffer.size())
    return std::nullopt;
  return Buffer.substr(Range->Offset, Range->Length).str();
}

static std::string withoutSpaces(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text)
    if (!llvm::isSpace(C))
      Out += C;
  return Out;
}

void SolveBufferWriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Context.isDeclaredByCuda(Callee))
    return;
  const Decl *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  const TranslationContext &Ctx = Context;
  for (const SolveBuffer &S : solveBuffers()) {
    if (Callee->getName() == S.Analysis && Call->getNumArgs() >= S.Buffer &&
        Call->getNumArgs() >= S.Descriptor) {
      std::optional<std::string> Descriptor =
          argumentText(Ctx, *Call->getArg(S.Descriptor - 1));
      std::optional<std::string> Buffer =
          argumentText(Ctx, *Call->getArg(S.Buffer - 1));
      if (Descriptor && Buffer)
        Analyses.push_back(
            {&S, Function, withoutSpaces(*Descriptor), *Buffer,
             Context.sourceManager().getPresumedLineNumber(
                 Context.sourceManager().getFileLoc(Call->getBeginLoc()))});
      return;
    }
    // Only a solve written with CUDA's arguments: the descriptor last.
    if (Callee->getName() == S.Solve && Call->getNumArgs() == S.Descriptor) {
      SourceLocation At =
          Context.sourceManager().getFileLoc(Call->getBeginLoc());
      if (!Context.isTranslatedLocation(At))
        return;
      FileRange Last;
      std::optional<std::string> Descriptor =
          argumentText(Ctx, *Call->getArg(S.Descriptor - 1), &Last);
      if (!Descriptor)
        return;
      Solves.push_back({&S, Function, withoutSpaces(*Descriptor),
                        FileRange{Last.File, Last.end(), 0}});
      return;
    }
  }
}

void SolveBufferWriter::finishTranslationUnit() {
  const std::optional<HipVersion> &Target = Context.table().targetVersion();
  for (const Solve &S : Solves) {
    if (Target && !S.Facts->neededFor(*Target))
      continue;
    auto Matches = [&](const Analysis &A) {
      return A.Facts == S.Facts && A.Descriptor == S.Descriptor;
    };
    // The same function's analysis, else the file's when all agree.
    const Analysis *Found = nullptr;
    for (const Analysis &A : Analyses)
      if (Matches(A) && A.Function == S.Function && S.Function) {
        Found = &A;
        break;
      }
    if (!Found) {
      llvm::SmallSet<std::string, 2> Buffers;
      for (const Analysis &A : Analyses)
        if (Matches(A)) {
          Buffers.insert(A.Buffer);
          Found = &A;
        }
      if (Buffers.size() > 1)
        Found = nullptr;
    }
    const MappingRow *Row = Context.table().lookup(S.Facts->Solve);
    std::string Hip = Row && Row->isTranslatable() ? Row->Hip : S.Facts->Solve;
    if (!Found) {
      Context.report(rules::SolveBuffer, Severity::Warning,
                     FindingCategory::Function,
                     "'" + Hip + "' takes the buffer its analysis was given "
                         "as one more argument, after the descriptor; no '" +
                         S.Facts->Analysis + "' call with the descriptor '" +
                         S.Descriptor +
                         "' says which: add it by hand",
                     S.End);
      continue;
    }
    size_t Owner = Context.report(
        rules::SolveBuffer, Severity::Note, FindingCategory::Function,
        "'" + Hip + "' takes the buffer its analysis was given: passing '" +
            Found->Buffer + "', the buffer of the '" + S.Facts->Analysis +
            "' call at line " + std::to_string(Found->Line) +
            " with the same descriptor",
        S.End);
    Context.edits().replace(Owner, S.End, ", " + Found->Buffer);
  }
  Analyses.clear();
  Solves.clear();
}

} // namespace hipify
