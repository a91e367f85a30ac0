//===- Translator.cpp -----------------------------------------------------===//
#include "Translate/Translator.h"
#include "Support/ContentHash.h"
#include "Support/CrashContainment.h"
#include "Support/NormalPath.h"
#include "Support/RegularFile.h"
#include "Translate/FacadeHeaders.h"
#include "Translate/FacadeUndeclared.h"
#include "Translate/IncludeSearchRecorder.h"
#include "Translate/ParseSupport.h"
#include "Translate/PreludeCache.h"
#include "Translate/TranslationEngine.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Stack.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace hipify {

namespace {

/// Turns clang's errors into hipify-parse-error Findings instead of printing
/// them. Errors inside system headers (HIP's NVIDIA headers against a newer
/// CUDA, say) are not the user's code: they are summed up in one warning.
class ParseErrorCollector : public DiagnosticConsumer {
public:
  /// With Undeclared (a parse against the CUDA facade), the CUDA names
  /// clang found undeclared are noted there too.
  ParseErrorCollector(std::vector<Finding> &Out, TranslationEngine &Engine,
                      FacadeUndeclaredNames *Undeclared,
                      const MappingTable &Table)
      : Out(Out), Engine(Engine), Undeclared(Undeclared), Table(Table) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    if (isPrecompiledHeaderProblem(Info)) {
      PrecompiledHeaderError = true;
      return;
    }
    if (Undeclared)
      Undeclared->note(Info, Table);
    Finding F;
    F.RuleId = rules::ParseError.str();
    F.Level = Severity::Error;
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    F.Message = Message.str().str();
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
      Engine.noteErrorLocation(Info.getLocation());
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

  bool sawPrecompiledHeaderError() const { return PrecompiledHeaderError; }

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
  /// Errors about the precompiled prelude (stale, corrupt, built with other
  /// options) are the cache's business, not the user's.
  static bool isPrecompiledHeaderProblem(const Diagnostic &Info) {
    unsigned Category = DiagnosticIDs::getCategoryNumberForDiag(Info.getID());
    if (DiagnosticIDs::getCategoryNameFromID(Category) ==
        "AST Deserialization Issue")
      return true;
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    llvm::StringRef Text = Message;
    return Text.contains("precompiled header") || Text.contains("PCH") ||
           Text.contains("AST file");
  }

  std::vector<Finding> &Out;
  TranslationEngine &Engine;
  FacadeUndeclaredNames *Undeclared;
  const MappingTable &Table;
  bool PrecompiledHeaderError = false;
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
  TranslationAction(TranslationEngine &Engine, TranslationResult &Result)
      : Engine(Engine), Result(Result) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(Engine.beginSourceFile(
        CI.getSourceManager(), CI.getLangOpts(), CI.getPreprocessor()));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeSearchRecorder>(CI.getPreprocessor(), Misses));
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    return std::make_unique<TranslationConsumer>(Engine);
  }

  void EndSourceFileAction() override {
    SourceManager &SM = getCompilerInstance().getSourceManager();
    Result.OriginalText = SM.getBufferData(SM.getMainFileID()).str();
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Result.MainFile = Main->getName().str();
    std::vector<Finding> Findings = Engine.finish();
    Result.Findings.insert(Result.Findings.end(),
                           std::make_move_iterator(Findings.begin()),
                           std::make_move_iterator(Findings.end()));
    // What the unit read, by content: a file that changes while a tree port
    // runs must not get edits computed from other bytes (BatchPort.cpp).
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
      if (Engine.context().isUserFile(It->first.getName()))
        if (std::optional<llvm::MemoryBufferRef> Buffer =
                It->second->getBufferIfLoaded())
          Result.ReadHashes[It->first.getName().str()] =
              contentHash(Buffer->getBuffer());
    Result.IncludeMisses.assign(Misses.begin(), Misses.end());
  }

private:
  TranslationEngine &Engine;
  TranslationResult &Result;
  std::set<std::string> Misses;
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

llvm::Expected<std::string>
TranslationResult::translatedTextOf(llvm::StringRef File,
                                    llvm::StringRef Text) const {
  std::string Wanted = normalPath(File);
  clang::tooling::Replacements All;
  for (const Finding &F : Findings)
    for (const clang::tooling::Replacement &R : F.Edits)
      if (normalPath(R.getFilePath()) == Wanted)
        if (llvm::Error E = All.add(R))
          return std::move(E);
  return clang::tooling::applyAllReplacements(Text, All);
}

/// Enough for clang's default nesting limits, with room to spare.
static constexpr unsigned ParseStackSize = 128u << 20;

llvm::Expected<TranslationResult>
Translator::parse(llvm::StringRef File, std::vector<std::string> Command,
                  llvm::StringRef Directory,
                  std::optional<llvm::StringRef> Contents,
                  bool &PrecompiledPreludeRejected,
                  const FacadeUndeclaredNames &Declare,
                  FacadeUndeclaredNames *Undeclared) const {
  TranslationResult Result;
  TranslationEngine Engine(Table, Options, Passes);
  std::vector<Finding> ParseErrors;
  ParseErrorCollector Collector(ParseErrors, Engine, Undeclared, Table);

  // Unsaved text replaces the file on disk; everything else is read from
  // disk, relative to the compile command's directory.
  llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> FS =
      parseFileSystem();
  if (Contents) {
    llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Buffers(
        new llvm::vfs::InMemoryFileSystem);
    llvm::SmallString<256> Absolute(File);
    llvm::sys::path::make_absolute(Directory, Absolute);
    Buffers->addFile(Absolute, 0,
                     llvm::MemoryBuffer::getMemBufferCopy(*Contents, Absolute));
    FS->pushOverlay(Buffers);
  }
  if (!Settings.ReplacedFiles.empty()) {
    llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Replaced(
        new llvm::vfs::InMemoryFileSystem);
    for (const auto &[Path, Text] : Settings.ReplacedFiles)
      Replaced->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
    FS->pushOverlay(Replaced);
  }
  if (!Settings.CudaFacadeInclude.empty())
    FS->pushOverlay(missingToolkitHeaders(Settings.CudaFacadeInclude));
  if (!Declare.empty()) {
    // The facade's declarations of the CUDA names an earlier parse found
    // undeclared, as a header of the facade (FacadeUndeclared.h).
    llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Declarations(
        new llvm::vfs::InMemoryFileSystem);
    llvm::SmallString<256> Path(Settings.CudaFacadeInclude);
    llvm::sys::path::append(Path, FacadeUndeclaredNames::Header);
    Declarations->addFile(Path, 0,
                          llvm::MemoryBuffer::getMemBufferCopy(
                              Declare.header(), Path));
    FS->pushOverlay(Declarations);
    Command.push_back("-include");
    Command.push_back(FacadeUndeclaredNames::Header.str());
  }
  FileSystemOptions FSOptions;
  FSOptions.WorkingDir = Directory.str();
  llvm::IntrusiveRefCntPtr<FileManager> Files(new FileManager(FSOptions, FS));
  tooling::ToolInvocation Invocation(
      Command, std::make_unique<TranslationAction>(Engine, Result),
      Files.get());
  Invocation.setDiagnosticConsumer(&Collector);
  // Clang's parser recurses once per nesting level; adversarial input
  // (a thousand nested parentheses, deep template instantiations) would
  // overflow a default 8 MiB stack before clang's own limits
  // (-fbracket-depth=2048, template depth 1024) stop it with an error; what
  // has no limit (tens of thousands of `!`) is stopped by the guard. Clang
  // learns where the stack begins so that its deep recursions can tell when
  // to move onto a fresh stack themselves.
  // A crash of a pass or of clang abandons the parse: it costs this file,
  // and the caller learns what was running (Support/CrashContainment.h).
  ContainedRun Parse = runContained(ParseStackSize, [&] {
    clang::noteBottomOfStack(/*ForceSet=*/true);
    CrashStage Stage("parsing");
    // Failure shows as parse errors, collected above.
    (void)Invocation.run();
  });
  if (Parse.Outcome == ContainedOutcome::Crashed)
    return llvm::make_error<InternalCrashError>(File.str(),
                                                std::move(Parse.Crash));
  if (Parse.Outcome == ContainedOutcome::StackExhausted)
    return llvm::createStringError(
        std::errc::invalid_argument,
        "cannot parse '%s': it nests deeper than the parser can follow (tens "
        "of thousands of nested operators, casts or else-if branches); "
        "split the expression or statement",
        File.str().c_str());
  Collector.finish();
  PrecompiledPreludeRejected = Collector.sawPrecompiledHeaderError();

  if (Result.MainFile.empty()) {
    // The action never ran: clang rejected the command line itself.
    std::string Why = ParseErrors.empty() ? "clang could not start"
                                          : ParseErrors.front().Message;
    return llvm::createStringError(std::errc::invalid_argument,
                                   "cannot parse '%s': %s", File.str().c_str(),
                                   Why.c_str());
  }
  Result.TranslatedFiles = Engine.context().translatedFilesSnapshot();
  Result.UserFiles = Engine.context().userFiles();
  Result.HadParseErrors = llvm::any_of(ParseErrors, [](const Finding &F) {
    return F.Level == Severity::Error;
  });
  Result.Findings.insert(Result.Findings.end(), ParseErrors.begin(),
                         ParseErrors.end());
  // Report in source order, whatever order the passes found things in.
  sortBySourceOrder(Result.Findings);
  return std::move(Result);
}

llvm::Expected<TranslationResult>
Translator::translate(llvm::StringRef Input,
                      const clang::tooling::CompilationDatabase *Database,
                      std::optional<llvm::StringRef> Contents) const {
  // A compile command runs in its own directory (CMake's build directory):
  // a path relative to ours would name nothing there.
  llvm::SmallString<256> AbsoluteInput(Input);
  if (Database)
    llvm::sys::fs::make_absolute(AbsoluteInput);
  llvm::StringRef File = AbsoluteInput;
  // clang would open a FIFO planted in the CUDA installation and wait for
  // it forever.
  for (const char *Header : {"cuda.h", "cuda_runtime.h"}) {
    llvm::SmallString<256> Path(Settings.CudaPath);
    llvm::sys::path::append(Path, "include", Header);
    if (!Settings.CudaPath.empty() && isSpecialFile(Path))
      return llvm::createStringError(
          std::errc::invalid_argument,
          "'%s' in the CUDA installation (--cuda-path) is not a regular "
          "file; point --cuda-path at a CUDA installation",
          Path.c_str());
  }
  std::vector<std::string> Command = parseCommandFor(File, Database, Settings);
  std::string Directory = compileDirectoryFor(File, Database);
  bool Rejected = false;
  // Against the CUDA facade, CUDA names it does not declare are parse
  // errors; they are declared permissively and the unit parsed again
  // (FacadeUndeclared.h), at most twice: a name may hide others behind the
  // errors it causes.
  bool Facade = !Settings.CudaFacadeInclude.empty();
  auto ParseUnit = [&](const std::vector<std::string> &Command)
      -> llvm::Expected<TranslationResult> {
    FacadeUndeclaredNames Declared;
    for (unsigned Round = 0;; ++Round) {
      FacadeUndeclaredNames Found;
      llvm::Expected<TranslationResult> Result =
          parse(File, Command, Directory, Contents, Rejected, Declared,
                Facade ? &Found : nullptr);
      if (!Result || Rejected || !Result->HadParseErrors || Round == 2 ||
          !Declared.merge(Found))
        return Result;
    }
  };
  std::string Status = "CUDA headers parsed (prelude cache disabled)";
  if (!Settings.PreludeCacheDir.empty()) {
    PreludeCache Cache(Settings.PreludeCacheDir,
                       Settings.PreludeCacheMaxBytes);
    std::vector<std::string> OwnIncludeDirs;
    if (!Settings.CpuRuntimeInclude.empty())
      OwnIncludeDirs.push_back(Settings.CpuRuntimeInclude);
    std::string Why;
    if (std::optional<std::string> Pch = Cache.precompiledPrelude(
            Command, File.str(), Directory, OwnIncludeDirs, Why)) {
      llvm::Expected<TranslationResult> Result =
          ParseUnit(PreludeCache::withPrelude(Command, *Pch));
      if (Result && !Rejected) {
        Result->PreludeStatus =
            "CUDA headers loaded from " + *Pch +
            (Cache.replacedDamagedPrelude()
                 ? " (rebuilt: the cached copy was damaged and is discarded)"
                 : "");
        return Result;
      }
      // A crash is not the prelude's: parsing again would crash again.
      if (!Result && Result.errorIsA<InternalCrashError>())
        return Result;
      // Stale (headers changed) or corrupt: parse the headers instead, and
      // let the next run rebuild it.
      if (!Result)
        llvm::consumeError(Result.takeError());
      PreludeCache::discard(*Pch);
      Status = "CUDA headers parsed: the precompiled prelude " + *Pch +
               " was stale or corrupt and is discarded";
    } else {
      Status = "CUDA headers parsed: " + Why;
    }
  }
  llvm::Expected<TranslationResult> Result = ParseUnit(Command);
  if (Result)
    Result->PreludeStatus = Status;
  return Result;
}

} // namespace hipify
