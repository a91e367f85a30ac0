//===- CollectiveInlining.cpp ---------------------------------------------===//
//
// The pass: each kernel of the translated files is worked by KernelInliner
// (KernelInliner.h), once per instance, and its edits are taken when every
// instance inlines to the same text. Then what the CPU runner does with the
// inlined source: the pass run over a source, the findings of its
// preparation pointed at the source's lines again, and the notes that say
// what was inlined.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/CollectiveInlining.h"
#include "CpuRunner/KernelInliner.h"
#include "CpuRunner/SyncAnalysis.h"
#include "Core/RuleIds.h"
#include "Support/FileWriter.h"
#include "Support/NormalPath.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/PPCallbacks.h"
#include <map>
#include <set>
#include <optional>

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

/// Ends the note that says which helpers of a kernel are inlined.
const char *const kInlinedNote = " are inlined, so that it may run phased";

} // namespace

CollectiveInlining::CollectiveInlining(TranslationContext &Context)
    : Context(Context) {}
CollectiveInlining::~CollectiveInlining() = default;

std::vector<PassFactory> collectiveInliningPasses() {
  return {makePass<CollectiveInlining>("collective-inlining")};
}

namespace {
class SkippedRanges : public PPCallbacks {
public:
  explicit SkippedRanges(std::vector<SourceRange> &Ranges) : Ranges(Ranges) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    Ranges.push_back(Range);
  }

private:
  std::vector<SourceRange> &Ranges;
};
} // namespace

std::unique_ptr<PPCallbacks>
CollectiveInlining::preprocessorCallbacks(Preprocessor &, const PassEvents &) {
  return std::make_unique<SkippedRanges>(Skipped);
}

void CollectiveInlining::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(isDefinition(), hasAttr(attr::CUDAGlobal)).bind("kernel"),
      this);
}

void CollectiveInlining::run(const MatchFinder::MatchResult &Result) {
  const auto *Kernel = Result.Nodes.getNodeAs<FunctionDecl>("kernel");
  // `= delete` is a definition without a body.
  if (!Kernel || !isa_and_nonnull<CompoundStmt>(Kernel->getBody()) ||
      Kernel->isTemplateInstantiation() ||
      isa<CXXMethodDecl>(Kernel) ||
      !Context.isTranslatedLocation(Kernel->getLocation()))
    return;
  if (!Sync)
    Sync = std::make_unique<SyncAnalysis>(*Result.SourceManager);
  ASTContext &AST = *Result.Context;
  const SourceManager &SM = AST.getSourceManager();
  std::vector<const FunctionDecl *> Instances;
  if (const FunctionTemplateDecl *Template =
          Kernel->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *Instance : Template->specializations())
      if (Instance->isTemplateInstantiation() && Instance->getBody())
        Instances.push_back(Instance);
  } else {
    Instances.push_back(Kernel);
  }
  std::string Name = Kernel->getNameAsString();
  auto Note = [&](std::string Message, SourceLocation Loc) {
    return Context.report(rules::CpuLowering, Severity::Note,
                          FindingCategory::Other, std::move(Message),
                          SM.getFileLoc(Loc));
  };
  std::optional<std::vector<Piece>> Edits;
  std::vector<std::string> Helpers;
  for (const FunctionDecl *Instance : Instances) {
    KernelInliner Inliner(Instance, AST, Context, *Sync, Skipped);
    if (!Inliner.run()) {
      Note("kernel '" + Name + "' keeps its calls of helpers that "
           "synchronise: " + Inliner.Refusal,
           Inliner.RefusalLoc.isValid() ? Inliner.RefusalLoc
                                        : Kernel->getLocation());
      return;
    }
    if (Edits && *Edits != Inliner.Edits) {
      Note("kernel '" + Name + "' keeps its calls of helpers that "
           "synchronise: its instances inline them differently",
           Kernel->getLocation());
      return;
    }
    Edits = std::move(Inliner.Edits);
    for (const std::string &H : Inliner.Inlined)
      if (!llvm::is_contained(Helpers, H))
        Helpers.push_back(H);
  }
  if (!Edits || Edits->empty())
    return;
  std::string List;
  for (const std::string &H : Helpers)
    List += (List.empty() ? "'" : ", '") + H + "'";
  size_t Owner = Note("kernel '" + Name + "': the helpers that synchronise (" +
                          List + ")" + kInlinedNote,
                      Kernel->getLocation());
  FileID File = SM.getFileID(
      cast<CompoundStmt>(Kernel->getBody())->getLBracLoc());
  for (const Piece &P : *Edits) {
    FileRange Range = Context.fileRange(CharSourceRange::getCharRange(
        SM.getComposedLoc(File, P.Begin), SM.getComposedLoc(File, P.End)));
    Context.edits().replace(Owner, Range, P.Text);
  }
}

llvm::Expected<InlinedSource>
inlineSynchronisingHelpers(const Translator &Inlining, llvm::StringRef Source,
                           llvm::StringRef Text) {
  InlinedSource Out;
  llvm::Expected<TranslationResult> Result =
      Inlining.translate(Source, nullptr, Text);
  if (!Result)
    return Result.takeError();
  if (Result->HadParseErrors)
    return Out;
  std::set<std::string> Edited;
  for (const Finding &F : Result->Findings)
    for (const clang::tooling::Replacement &R : F.Edits)
      Edited.insert(R.getFilePath().str());
  if (!Edited.empty()) {
    llvm::Expected<std::string> Main = Result->translatedText();
    if (!Main)
      return Main.takeError();
    Out.Main = std::move(*Main);
    for (const std::string &File : Edited) {
      if (normalPath(File) == normalPath(Result->MainFile))
        continue;
      llvm::Expected<std::string> Original = readSourceFile(File);
      if (!Original)
        return Original.takeError();
      llvm::Expected<std::string> Header =
          Result->translatedTextOf(File, *Original);
      if (!Header)
        return Header.takeError();
      Out.Headers.emplace_back(normalPath(File), std::move(*Header));
    }
    Out.Changed = true;
  }
  for (Finding &F : Result->Findings)
    F.Edits.clear();
  Out.Notes = std::move(Result->Findings);
  Out.Notes.erase(llvm::remove_if(Out.Notes,
                                  [](const Finding &F) {
                                    return F.RuleId != rules::CpuLowering;
                                  }),
                  Out.Notes.end());
  return Out;
}

namespace {
/// The source line of each line of an inlined text (index 0: line 1).
std::vector<unsigned> sourceLines(llvm::StringRef Text) {
  std::vector<unsigned> Lines;
  unsigned Next = 1;
  bool Inlined = false;
  llvm::SmallVector<llvm::StringRef> Split;
  Text.split(Split, '\n');
  for (llvm::StringRef Line : Split) {
    llvm::StringRef Number = Line;
    unsigned Value = 0;
    if (Number.consume_front("#line ")) {
      Inlined = Number.consume_back(kInlinedMark);
      if (!Number.getAsInteger(10, Value)) {
        Lines.push_back(Value);
        Next = Value;
        continue;
      }
    }
    Lines.push_back(Inlined ? Next : Next++);
  }
  return Lines;
}
} // namespace

void restoreSourceLines(std::vector<Finding> &Findings,
                        const InlinedSource &Inlined,
                        llvm::StringRef MainFile) {
  std::map<std::string, std::vector<unsigned>> Maps;
  if (Inlined.Changed)
    Maps[normalPath(MainFile)] = sourceLines(Inlined.Main);
  for (const auto &[File, Text] : Inlined.Headers)
    Maps[File] = sourceLines(Text);
  for (Finding &F : Findings) {
    auto Map = Maps.find(normalPath(F.Span.File));
    if (Map == Maps.end())
      continue;
    for (unsigned *Line : {&F.Span.Line, &F.Span.EndLine})
      if (*Line && *Line <= Map->second.size())
        *Line = Map->second[*Line - 1];
  }
}

void dropInliningSuccesses(std::vector<Finding> &Notes) {
  Notes.erase(llvm::remove_if(Notes,
                              [](const Finding &F) {
                                return llvm::StringRef(F.Message).ends_with(
                                    kInlinedNote);
                              }),
              Notes.end());
}

unsigned phasedKernelCount(const std::vector<Finding> &Findings) {
  // PhasedKernels' note for a phased kernel.
  return unsigned(llvm::count_if(Findings, [](const Finding &F) {
    return F.RuleId == rules::CpuLowering &&
           llvm::StringRef(F.Message).contains("' runs phased: ");
  }));
}

Finding inliningNote(const std::vector<Finding> &Notes, std::string Message) {
  Finding Note;
  if (!Notes.empty())
    Note.Span = Notes.front().Span;
  Note.RuleId = rules::CpuLowering;
  Note.Level = Severity::Note;
  Note.Message = std::move(Message);
  return Note;
}

bool kernelCallsSynchronisingHelper(const std::vector<Finding> &Findings) {
  // PhasedKernels' refusal for a call of a function that synchronises.
  for (const Finding &F : Findings)
    if (F.RuleId == rules::CpuLowering &&
        llvm::StringRef(F.Message).contains(
            ", which synchronises (only the runtime's collectives are split"))
      return true;
  return false;
}

} // namespace hipify
