//===- BufferTranslator.cpp -----------------------------------------------===//
#include "BufferTranslator.h"
#include "Translate/TranslationEngine.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <cstdlib>

using namespace clang;

namespace hipify {
namespace lsp {

namespace {

/// Where a diagnostic in an included file shows in the main file: at the
/// #include that (directly or not) brought that file in. Invalid when the
/// file was not reached from the main file (a -include on the command line).
SourceLocation includeInMainFile(const SourceManager &SM, SourceLocation Loc) {
  FileID Main = SM.getMainFileID();
  for (FileID F = SM.getFileID(Loc); F.isValid() && F != Main;) {
    Loc = SM.getIncludeLoc(F);
    if (Loc.isInvalid())
      return Loc;
    F = SM.getFileID(Loc);
  }
  return Loc;
}

/// Turns clang's errors into hipify-parse-error Findings, all placed in the
/// main file since that is the document the editor shows.
///
/// This follows the ParseErrorCollector of lib/Translate/Translator.cpp
/// (errors in system headers are summed up in one warning), which the
/// library does not export; it differs in placing errors from included files
/// at their #include line.
class ParseErrorCollector : public DiagnosticConsumer {
public:
  ParseErrorCollector(std::vector<Finding> &Out, TranslationEngine &Engine)
      : Out(Out), Engine(Engine) {}

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
    if (!Info.getLocation().isValid() || !Info.hasSourceManager()) {
      Out.push_back(std::move(F));
      return;
    }
    Engine.noteErrorLocation(Info.getLocation());
    const SourceManager &SM = Info.getSourceManager();
    SourceLocation Loc = SM.getFileLoc(Info.getLocation());
    bool InSystemHeader = SM.isInSystemHeader(Loc);
    if (!SM.isWrittenInMainFile(Loc)) {
      PresumedLoc Where = SM.getPresumedLoc(Loc);
      if (Where.isValid())
        F.Message = "in included file " + std::string(Where.getFilename()) +
                    ":" + std::to_string(Where.getLine()) + ":" +
                    std::to_string(Where.getColumn()) + ": " + F.Message;
      Loc = includeInMainFile(SM, Loc);
    }
    if (Loc.isValid()) {
      PresumedLoc PLoc = SM.getPresumedLoc(Loc, /*UseLineDirectives=*/false);
      if (PLoc.isValid()) {
        F.Span.File = PLoc.getFilename();
        F.Span.Line = PLoc.getLine();
        F.Span.Column = PLoc.getColumn();
        F.Span.Offset = SM.getFileOffset(Loc);
      }
    }
    if (InSystemHeader && Level != DiagnosticsEngine::Fatal) {
      if (SystemHeaderErrors++ == 0)
        FirstSystemHeaderError = std::move(F);
      return;
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
  TranslationEngine &Engine;
  unsigned SystemHeaderErrors = 0;
  Finding FirstSystemHeaderError;
};

class TranslationConsumer : public ASTConsumer {
public:
  explicit TranslationConsumer(TranslationEngine &Engine) : Engine(Engine) {}
  void HandleTranslationUnit(ASTContext &AST) override {
    Engine.matchAST(AST, /*RestrictToTranslatedFiles=*/true);
  }

private:
  TranslationEngine &Engine;
};

class TranslationAction : public ASTFrontendAction {
public:
  TranslationAction(TranslationEngine &Engine, BufferTranslation &Result)
      : Engine(Engine), Result(Result) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(Engine.beginSourceFile(
        CI.getSourceManager(), CI.getLangOpts(), CI.getPreprocessor()));
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    return std::make_unique<TranslationConsumer>(Engine);
  }

  void EndSourceFileAction() override {
    SourceManager &SM = getCompilerInstance().getSourceManager();
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Result.MainFile = Main->getName().str();
    std::vector<Finding> Findings = Engine.finish();
    Result.Findings.insert(Result.Findings.end(),
                           std::make_move_iterator(Findings.begin()),
                           std::make_move_iterator(Findings.end()));
  }

private:
  TranslationEngine &Engine;
  BufferTranslation &Result;
};

Finding parseErrorAtTop(llvm::StringRef File, std::string Message) {
  Finding F;
  F.RuleId = rules::ParseError.str();
  F.Level = Severity::Error;
  F.Message = std::move(Message);
  F.Span.File = File.str();
  return F;
}

} // namespace

BufferTranslation BufferTranslator::translateUnprotected(
    llvm::StringRef File, llvm::StringRef Text,
    const clang::tooling::CompilationDatabase *Database) const {
  if (!CrashMarker.empty() && Text.contains(CrashMarker))
    std::abort();

  BufferTranslation Result;
  TranslationEngine Engine(Table, Options);
  std::vector<Finding> ParseErrors;
  ParseErrorCollector Collector(ParseErrors, Engine);

  // The document's text shadows the file on disk; every other file (headers
  // next to it included) is read from disk.
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  auto Document = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Document->addFile(File, /*ModificationTime=*/0,
                    llvm::MemoryBuffer::getMemBufferCopy(Text, File));
  Overlay->pushOverlay(Document);
  // A compilation database's command is relative to its directory.
  std::string WorkingDirectory;
  if (Database) {
    std::vector<tooling::CompileCommand> Commands =
        Database->getCompileCommands(File);
    if (!Commands.empty())
      WorkingDirectory = Commands.front().Directory;
  }
  if (WorkingDirectory.empty())
    if (llvm::ErrorOr<std::string> Current =
            llvm::vfs::getRealFileSystem()->getCurrentWorkingDirectory())
      WorkingDirectory = *Current;
  if (!WorkingDirectory.empty())
    (void)Overlay->setCurrentWorkingDirectory(WorkingDirectory);

  llvm::IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), Overlay));
  tooling::ToolInvocation Invocation(
      parseCommandFor(File, Database, Settings),
      std::make_unique<TranslationAction>(Engine, Result), Files.get());
  Invocation.setDiagnosticConsumer(&Collector);
  // Failure shows as parse errors, collected above.
  (void)Invocation.run();
  Collector.finish();

  if (Result.MainFile.empty()) {
    // The action never ran: clang rejected the command line itself.
    Result.MainFile = File.str();
    Result.Findings.push_back(parseErrorAtTop(
        File, "cannot parse this file: " +
                  (ParseErrors.empty() ? std::string("clang could not start")
                                       : ParseErrors.front().Message)));
    return Result;
  }
  for (Finding &F : ParseErrors) {
    // Errors without a place in the main file show at its top.
    if (F.Span.File.empty())
      F.Span.File = Result.MainFile;
    Result.Findings.push_back(std::move(F));
  }
  sortBySourceOrder(Result.Findings);
  return Result;
}

BufferTranslation BufferTranslator::translate(
    llvm::StringRef File, llvm::StringRef Text,
    const clang::tooling::CompilationDatabase *Database) const {
  // An editor session must outlive any one file: a crash in clang or in the
  // rewriters costs that file's diagnostics, not the server. What the
  // crashed parse allocated is leaked.
  BufferTranslation Result;
  llvm::CrashRecoveryContext Recovery;
  bool Completed = Recovery.RunSafely([&] {
    BufferTranslation Done = translateUnprotected(File, Text, Database);
    Result = std::move(Done);
  });
  if (!Completed) {
    Result = BufferTranslation();
    Result.MainFile = File.str();
    Result.Findings.push_back(parseErrorAtTop(
        File, "hipify crashed while parsing this file; no HIP diagnostics "
              "or fixes are available for this version of it"));
  }
  return Result;
}

} // namespace lsp
} // namespace hipify
