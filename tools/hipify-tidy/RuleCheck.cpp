//===- RuleCheck.cpp ------------------------------------------------------===//
#include "RuleCheck.h"
#include "ClangTidyDiagnosticConsumer.h"
#include "Translate/CompileCommand.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/FileManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify::tidy {

namespace {
/// The options every hipify-* check reads, under "hipify.".
constexpr llvm::StringLiteral OptionPrefix = "hipify";

llvm::StringRef launchSyntaxName(LaunchSyntax Launch) {
  return Launch == LaunchSyntax::GGL ? "ggl" : "chevron";
}
} // namespace

RuleCheck::RuleCheck(llvm::StringRef Name, clang::tidy::ClangTidyContext *Context,
                     std::shared_ptr<TranslationRegistry> Registry)
    : ClangTidyCheck(Name, Context), Registry(std::move(Registry)) {
  OptionsView Shared(OptionPrefix, Context->getOptions().CheckOptions,
                     Context);
  Settings.CudaPath = Shared.get("CudaPath", defaultCudaPath()).str();
  llvm::StringRef Launch = Shared.get("LaunchSyntax", "chevron");
  if (Launch == "ggl")
    Settings.Launch = LaunchSyntax::GGL;
  else if (Launch != "chevron")
    configurationDiag("invalid value '%0' for hipify.LaunchSyntax; expected "
                      "'chevron' or 'ggl'")
        << Launch;
  Settings.HipVersion = Shared.get("HipVersion", "").str();
  Settings.HipPath = Shared.get("HipPath", "").str();
  // Not get<bool>: its mangled name differs between GCC, which builds the
  // plugin, and clang, which built clang-tidy.
  Settings.UseRocNames =
      llvm::StringSwitch<bool>(Shared.get("UseRocNames", "false").lower())
          .Cases({"true", "1", "on"}, true)
          .Default(false);
  llvm::SmallVector<llvm::StringRef> Files;
  Shared.get("MappingFiles", "").split(Files, ';', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef File : Files)
    Settings.MappingFiles.push_back(File.trim().str());
}

void RuleCheck::storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) {
  OptionsView Shared(OptionPrefix, Opts, nullptr);
  Shared.store(Opts, "CudaPath", Settings.CudaPath);
  Shared.store(Opts, "LaunchSyntax", launchSyntaxName(Settings.Launch));
  Shared.store(Opts, "HipVersion", Settings.HipVersion);
  Shared.store(Opts, "HipPath", Settings.HipPath);
  Shared.store(Opts, "UseRocNames", Settings.UseRocNames ? "true" : "false");
  Shared.store(Opts, "MappingFiles", llvm::join(Settings.MappingFiles, ";"));
}

void RuleCheck::registerPPCallbacks(const SourceManager &,
                                    Preprocessor *PP, Preprocessor *) {
  llvm::Expected<TranslationRegistry::Membership> Joined =
      Registry->join(*PP, Settings);
  if (!Joined) {
    configurationDiag("hipify: %0", DiagnosticIDs::Error)
        << llvm::toString(Joined.takeError());
    return;
  }
  Translation = std::move(Joined->Translation);
  if (Joined->Created)
    Translation->attach(*PP);
}

void RuleCheck::registerMatchers(MatchFinder *Finder) {
  // Not to match anything in particular: the match hands over the
  // ASTContext, and only checks with a matcher get onEndOfTranslationUnit.
  Finder->addMatcher(translationUnitDecl().bind("tu"), this);
}

void RuleCheck::check(const MatchFinder::MatchResult &Result) {
  if (Translation)
    Translation->setASTContext(*Result.Context);
}

void RuleCheck::onEndOfTranslationUnit() {
  if (!Translation)
    return;
  for (const Finding &F : Translation->findings())
    if (F.RuleId == getID())
      emit(F);
  // The SourceManager dies with the translation unit.
  FileIDs.clear();
}

SourceLocation RuleCheck::locationOf(llvm::StringRef File, unsigned Offset) {
  if (File.empty())
    return SourceLocation();
  SourceManager &SM = Translation->sourceManager();
  auto [It, Inserted] = FileIDs.try_emplace(File);
  if (Inserted)
    if (OptionalFileEntryRef Entry =
            SM.getFileManager().getOptionalFileRef(File))
      It->second = SM.translateFile(*Entry);
  if (It->second.isInvalid())
    return SourceLocation();
  return SM.getLocForStartOfFile(It->second).getLocWithOffset(Offset);
}

void RuleCheck::emit(const Finding &F) {
  // clang-tidy has no note-level diagnostics of its own that carry fixes:
  // hipify's notes (renames) are warnings of their check, and users choose
  // which checks to see.
  DiagnosticIDs::Level Level = F.Level == Severity::Error
                                   ? DiagnosticIDs::Error
                                   : DiagnosticIDs::Warning;
  SourceLocation Where = locationOf(F.Span.File, F.Span.Offset);
  DiagnosticBuilder Diag =
      Where.isValid() ? diag(Where, "%0", Level) : diag("%0", Level);
  Diag << F.Message;
  for (const tooling::Replacement &Edit : F.Edits) {
    SourceLocation Begin = locationOf(Edit.getFilePath(), Edit.getOffset());
    if (Begin.isInvalid())
      continue;
    if (Edit.getLength() == 0)
      Diag << FixItHint::CreateInsertion(Begin, Edit.getReplacementText());
    else
      Diag << FixItHint::CreateReplacement(
          CharSourceRange::getCharRange(
              Begin, Begin.getLocWithOffset(Edit.getLength())),
          Edit.getReplacementText());
  }
}

} // namespace hipify::tidy
