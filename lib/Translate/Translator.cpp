//===- Translator.cpp -----------------------------------------------------===//
#include "Translate/Translator.h"
#include "Translate/KernelLaunchRewriter.h"
#include "Translate/NameRewriter.h"
#include "Translate/PreprocessorRewriter.h"
#include "Translate/TranslationContext.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;

namespace hipify {

namespace {

/// Turns clang's errors into hipify-parse-error Findings instead of printing
/// them. Errors inside system headers (HIP's NVIDIA headers against a newer
/// CUDA, say) are not the user's code: they are summed up in one warning.
class ParseErrorCollector : public DiagnosticConsumer {
public:
  ParseErrorCollector(std::vector<Finding> &Out, TranslationContext &Context)
      : Out(Out), Context(Context) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    Finding F;
    F.RuleId = rules::ParseError.str();
    F.Level = Severity::Error;
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    F.Message = Message.str().str();
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
      Context.noteErrorLocation(Info.getLocation());
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation Loc = SM.getFileLoc(Info.getLocation());
      PresumedLoc PLoc = SM.getPresumedLoc(Loc);
      if (PLoc.isValid()) {
        F.Span.File = PLoc.getFilename();
        F.Span.Line = PLoc.getLine();
        F.Span.Column = PLoc.getColumn();
        F.Span.Offset = SM.getFileOffset(Loc);
      }
      if (SM.isInSystemHeader(Loc) && Level != DiagnosticsEngine::Fatal) {
        if (SystemHeaderErrors++ == 0)
          FirstSystemHeaderError = std::move(F);
        return;
      }
    }
    Out.push_back(std::move(F));
  }

  /// Adds the summary of the errors in system headers, if any.
  void finish() {
    if (SystemHeaderErrors == 0)
      return;
    Finding F = std::move(FirstSystemHeaderError);
    F.Level = Severity::Warning;
    F.Message = std::to_string(SystemHeaderErrors) +
                " error(s) in system headers, which hipify does not "
                "translate; the first: " +
                F.Message;
    Out.push_back(std::move(F));
    SystemHeaderErrors = 0;
  }

private:
  std::vector<Finding> &Out;
  TranslationContext &Context;
  unsigned SystemHeaderErrors = 0;
  Finding FirstSystemHeaderError;
};

/// Runs the matchers over the declarations written in the translated files
/// only: the CUDA headers hold no edits and dominate the AST.
class TranslationConsumer : public ASTConsumer {
public:
  TranslationConsumer(TranslationContext &Context) : Context(Context) {
    Names.registerMatchers(Finder);
    Launches.registerMatchers(Finder);
  }

  void HandleTranslationUnit(ASTContext &AST) override {
    std::vector<Decl *> Scope;
    const SourceManager &SM = AST.getSourceManager();
    for (Decl *D : AST.getTranslationUnitDecl()->decls())
      if (Context.isTranslatedLocation(SM.getExpansionLoc(D->getBeginLoc())))
        Scope.push_back(D);
    AST.setTraversalScope(Scope);
    Finder.matchAST(AST);
  }

private:
  TranslationContext &Context;
  ast_matchers::MatchFinder Finder;
  NameRewriter Names{Context};
  KernelLaunchRewriter Launches{Context};
};

class TranslationAction : public ASTFrontendAction {
public:
  TranslationAction(TranslationContext &Context, TranslationResult &Result)
      : Context(Context), Result(Result) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Context.beginSourceFile(CI.getSourceManager(), CI.getLangOpts());
    auto Callbacks =
        std::make_unique<PreprocessorRewriter>(Context, CI.getPreprocessor());
    Preprocessor = Callbacks.get();
    CI.getPreprocessor().addPPCallbacks(std::move(Callbacks));
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    return std::make_unique<TranslationConsumer>(Context);
  }

  void EndSourceFileAction() override {
    Preprocessor->translateMacroBodies();
    Context.translateUnparsedCode();
    SourceManager &SM = getCompilerInstance().getSourceManager();
    Result.OriginalText = SM.getBufferData(SM.getMainFileID()).str();
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Result.MainFile = Main->getName().str();
    std::vector<Finding> Findings = Context.finish();
    Result.Findings.insert(Result.Findings.end(),
                           std::make_move_iterator(Findings.begin()),
                           std::make_move_iterator(Findings.end()));
  }

private:
  TranslationContext &Context;
  TranslationResult &Result;
  PreprocessorRewriter *Preprocessor = nullptr;
};

} // namespace

llvm::Expected<std::string> TranslationResult::translatedText() const {
  clang::tooling::Replacements All;
  for (const Finding &F : Findings)
    for (const clang::tooling::Replacement &R : F.Edits)
      if (R.getFilePath() == MainFile)
        if (llvm::Error E = All.add(R))
          return std::move(E);
  return clang::tooling::applyAllReplacements(OriginalText, All);
}

llvm::Expected<TranslationResult>
Translator::translate(llvm::StringRef File,
                      const clang::tooling::CompilationDatabase *Database) const {
  TranslationResult Result;
  TranslationContext Context(Table, Options);
  std::vector<Finding> ParseErrors;
  ParseErrorCollector Collector(ParseErrors, Context);

  std::vector<std::string> Command = parseCommandFor(File, Database, Settings);
  llvm::IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions()));
  tooling::ToolInvocation Invocation(
      Command, std::make_unique<TranslationAction>(Context, Result),
      Files.get());
  Invocation.setDiagnosticConsumer(&Collector);
  // Failure shows as parse errors, collected above.
  (void)Invocation.run();
  Collector.finish();

  if (Result.MainFile.empty()) {
    // The action never ran: clang rejected the command line itself.
    std::string Why = ParseErrors.empty() ? "clang could not start"
                                          : ParseErrors.front().Message;
    return llvm::createStringError(std::errc::invalid_argument,
                                   "cannot parse '%s': %s", File.str().c_str(),
                                   Why.c_str());
  }
  Result.HadParseErrors = llvm::any_of(ParseErrors, [](const Finding &F) {
    return F.Level == Severity::Error;
  });
  Result.Findings.insert(Result.Findings.end(), ParseErrors.begin(),
                         ParseErrors.end());
  // Report in source order, whatever order the passes found things in.
  std::stable_sort(Result.Findings.begin(), Result.Findings.end(),
                   [](const Finding &A, const Finding &B) {
                     return std::tie(A.Span.File, A.Span.Line, A.Span.Column) <
                            std::tie(B.Span.File, B.Span.Line, B.Span.Column);
                   });
  return std::move(Result);
}

} // namespace hipify
