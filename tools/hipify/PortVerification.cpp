//===- PortVerification.cpp -----------------------------------------------===//
#include "PortVerification.h"
#include "Report/TextRenderer.h"
#include "Support/NormalPath.h"
#include "Translate/CompileCommand.h"
#include "Translate/ProgramFlags.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

std::optional<HipCompiler> verifyingCompiler(const VerifyOptions &Options) {
  llvm::Expected<HipCompiler> Found =
      findHipCompiler(Options.Hipcc, Options.HipPath);
  if (Found)
    return *Found;
  llvm::WithColor::warning(llvm::errs(), "hipify")
      << "--verify: " << llvm::toString(Found.takeError())
      << "; the port is not verified\n";
  return std::nullopt;
}

/// What every verification request shares.
static PortVerifyRequest baseRequest(const VerifyOptions &Options,
                                     const HipCompiler &Compiler,
                                     unsigned TimeoutSeconds) {
  PortVerifyRequest Request;
  Request.Compiler = Compiler;
  Request.Arches = Options.Arches;
  if (Request.Arches.empty())
    Request.Arches = {"gfx90a"};
  if (Options.Setup) {
    Request.Table = Options.Setup->Table.get();
    Request.Target = Options.Setup->Target.Version;
    llvm::SmallString<256> Include(Options.Setup->Parse.CudaPath);
    llvm::sys::path::append(Include, "include");
    Request.CudaIncludeDir = std::string(Include);
  }
  Request.TimeoutSeconds = TimeoutSeconds;
  return Request;
}

/// The project's preprocessor flags for Source: `--`'s, then those of its
/// command in the compile database (-p), if any.
static std::vector<std::string>
projectFlags(const VerifyOptions &Options,
             const clang::tooling::CompilationDatabase *Database,
             llvm::StringRef Source) {
  std::vector<std::string> Flags = preprocessorFlags(Options.ParseArgs);
  if (Database)
    for (const clang::tooling::CompileCommand &Command :
         Database->getCompileCommands(normalPath(Source)))
      llvm::append_range(Flags, preprocessorFlags(Command.CommandLine));
  return Flags;
}

static std::unique_ptr<clang::tooling::CompilationDatabase>
database(const VerifyOptions &Options) {
  auto Loaded = loadCompilationDatabase(Options.BuildDir);
  if (Loaded)
    return std::move(*Loaded);
  llvm::consumeError(Loaded.takeError()); // The port has said so already.
  return nullptr;
}

PortVerifyResult verifyFilePort(const VerifyOptions &Options,
                                const HipCompiler &Compiler,
                                const TranslationResult &Translation,
                                llvm::StringRef PortPath) {
  PortVerifyRequest Request =
      baseRequest(Options, Compiler, Options.TimeoutSeconds);
  PortedFile &File = Request.Files.emplace_back();
  File.CudaPath = Translation.MainFile;
  File.PortPath = PortPath.str();
  File.OriginalText = Translation.OriginalText;
  // The edits translatedText() applies.
  for (const Finding &F : Translation.Findings)
    for (const clang::tooling::Replacement &R : F.Edits)
      if (R.getFilePath() == Translation.MainFile)
        File.Edits.push_back(R);
  // The port may lie elsewhere than the source (-o, or a scratch copy): the
  // source's own quoted includes still resolve in the source's directory.
  auto Database = database(Options);
  std::vector<std::string> Flags =
      projectFlags(Options, Database.get(), Translation.MainFile);
  llvm::SmallString<256> SourceDir(normalPath(Translation.MainFile));
  llvm::sys::path::remove_filename(SourceDir);
  Flags.insert(Flags.end(), {"-iquote", std::string(SourceDir)});
  Request.Units.push_back({File.PortPath, Translation.MainFile, Flags});
  for (const std::string &F : Translation.UserFiles)
    Request.ProjectFiles.push_back(F);
  Request.Earlier = &Translation.Findings;
  return verifyPort(Request);
}

PortVerifyResult verifyTreePort(const VerifyOptions &Options,
                                const HipCompiler &Compiler,
                                const BatchOptions &Batch,
                                const BatchResult &Result) {
  PortVerifyRequest Request =
      baseRequest(Options, Compiler, Options.TimeoutSeconds);
  Request.Jobs = Batch.Jobs;
  std::string InRoot = normalPath(Batch.InRoot),
              OutRoot = normalPath(Batch.OutRoot);
  auto Database = database(Options);
  for (const FileOutcome &F : Result.Files) {
    llvm::SmallString<256> Source(InRoot), Port(OutRoot);
    llvm::sys::path::append(Source, F.Relative);
    Request.ProjectFiles.push_back(std::string(Source));
    if (F.Output.empty() || F.Status == FileStatus::Failed ||
        F.Status == FileStatus::Skipped)
      continue;
    llvm::sys::path::append(Port, F.Output);
    auto Text = llvm::MemoryBuffer::getFile(Source, /*IsText=*/false);
    if (!Text)
      continue;
    PortedFile &File = Request.Files.emplace_back();
    File.CudaPath = F.Relative;
    File.PortPath = std::string(Port);
    File.OriginalText = (*Text)->getBuffer().str();
    File.Edits = F.Edits;
    if (F.Unit)
      Request.Units.push_back(
          {File.PortPath, F.Relative,
           movedIncludeDirs(projectFlags(Options, Database.get(), Source),
                            InRoot, OutRoot)});
  }
  Request.Earlier = &Result.Findings;
  return verifyPort(Request);
}

void renderVerification(const PortVerifyResult &Result) {
  for (const std::string &Notice : Result.Notices)
    llvm::errs() << "hipify: " << Notice << '\n';
  for (const Finding &F : Result.Findings)
    renderFinding(llvm::errs(), F);
}

bool portDoesNotBuild(const PortVerifyResult &Result) {
  return llvm::any_of(Result.Units,
                      [](const UnitVerification &U) { return U.breaks(); });
}

} // namespace hipify
