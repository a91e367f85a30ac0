//===- BufferTranslator.cpp -----------------------------------------------===//
#include "BufferTranslator.h"
#include "llvm/ADT/StringExtras.h"
#include "Core/FindingJson.h"
#include "Engine/CrashAdvice.h"
#include "Support/CrashContainment.h"
#include "Support/IsolatedRun.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Path.h"
#include <cstdlib>

namespace hipify {
namespace lsp {

namespace {

Finding parseErrorAtTop(llvm::StringRef File, std::string Message) {
  Finding F;
  F.RuleId = rules::ParseError.str();
  F.Level = Severity::Error;
  F.Message = std::move(Message);
  F.Span.File = File.str();
  return F;
}

/// An #include (#include_next, #import) of the document: the file name as
/// written, and where its opening quote or angle bracket is.
struct IncludeLine {
  llvm::StringRef Name;
  unsigned Offset;
  unsigned Line;   ///< 1-based.
  unsigned Column; ///< 1-based, in bytes.
};

/// The document's #include lines, found in its text. Translator's Findings
/// do not carry the chain of includes that led to a header, so this is what
/// an error in a header is matched against. A textual scan: it does not see
/// through line continuations or comments, and lists includes under a false
/// #if too.
std::vector<IncludeLine> includeLines(llvm::StringRef Text) {
  std::vector<IncludeLine> Includes;
  unsigned LineStart = 0;
  for (unsigned Line = 1; LineStart <= Text.size(); ++Line) {
    size_t End = Text.find('\n', LineStart);
    if (End == llvm::StringRef::npos)
      End = Text.size();
    llvm::StringRef Rest = Text.slice(LineStart, End).ltrim(" \t");
    if (Rest.consume_front("#")) {
      Rest = Rest.ltrim(" \t");
      if (Rest.consume_front("include_next") || Rest.consume_front("include") ||
          Rest.consume_front("import")) {
        Rest = Rest.ltrim(" \t");
        char Close = Rest.starts_with("\"") ? '"'
                     : Rest.starts_with("<") ? '>'
                                             : 0;
        size_t NameEnd = Close ? Rest.find(Close, 1) : llvm::StringRef::npos;
        if (NameEnd != llvm::StringRef::npos) {
          unsigned Offset = Rest.data() - Text.data();
          Includes.push_back({Rest.slice(1, NameEnd), Offset, Line,
                              Offset - LineStart + 1});
        }
      }
    }
    LineStart = End + 1;
  }
  return Includes;
}

/// Whether Path (as clang names an included file) is the file that an
/// #include of Name finds: Name's path components end Path's.
bool namesFile(llvm::StringRef Path, llvm::StringRef Name) {
  llvm::SmallString<256> P(Path), N(Name);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  llvm::sys::path::remove_dots(N, /*remove_dot_dot=*/true);
  llvm::StringRef PS = P, NS = N;
  if (NS.empty() || !PS.ends_with(NS))
    return false;
  return PS.size() == NS.size() || PS[PS.size() - NS.size() - 1] == '/';
}

/// Places the parse errors that are not in the document (clang's errors in
/// included files, the summary of errors in system headers, errors with no
/// location) in it, since the document is all the editor shows.
void placeInDocument(BufferTranslation &Result, llvm::StringRef Text) {
  std::optional<std::vector<IncludeLine>> Includes;
  for (Finding &F : Result.Findings) {
    if (F.RuleId != rules::ParseError || F.Span.File == Result.MainFile)
      continue;
    if (F.Span.File.empty()) {
      F.Span = SourceSpan();
      F.Span.File = Result.MainFile;
      continue;
    }
    if (!Includes)
      Includes = includeLines(Text);
    F.Message = "in included file " + F.Span.File + ":" +
                std::to_string(F.Span.Line) + ":" +
                std::to_string(F.Span.Column) + ": " + F.Message;
    std::string Header = std::move(F.Span.File);
    F.Span = SourceSpan();
    F.Span.File = Result.MainFile;
    for (const IncludeLine &I : *Includes)
      if (namesFile(Header, I.Name)) {
        F.Span.Offset = I.Offset;
        F.Span.Line = I.Line;
        F.Span.Column = I.Column;
        break;
      }
  }
  sortBySourceOrder(Result.Findings);
}

Finding atTop(llvm::StringRef File, llvm::StringRef RuleId,
              std::string Message) {
  Finding F = parseErrorAtTop(File, std::move(Message));
  F.RuleId = RuleId.str();
  return F;
}

std::string toJson(const BufferTranslation &Result) {
  std::string Text;
  llvm::raw_string_ostream(Text) << llvm::json::Value(llvm::json::Object{
      {"mainFile", Result.MainFile},
      {"findings", findingsToJson(Result.Findings)}});
  return Text;
}

std::optional<BufferTranslation> fromJson(llvm::StringRef Text) {
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *O = Parsed->getAsObject();
  if (!O)
    return std::nullopt;
  llvm::Expected<std::vector<Finding>> Findings =
      findingsFromJson(O->getArray("findings"));
  if (!Findings) {
    llvm::consumeError(Findings.takeError());
    return std::nullopt;
  }
  BufferTranslation Result;
  Result.MainFile = O->getString("mainFile").value_or("").str();
  Result.Findings = std::move(*Findings);
  return Result;
}

} // namespace

BufferTranslation BufferTranslator::translateHere(
    llvm::StringRef File, llvm::StringRef Text,
    const clang::tooling::CompilationDatabase *Database) const {
  BufferTranslation Result;
  llvm::Expected<TranslationResult> Translated =
      Translator.translate(File, Database, Text);
  if (!Translated) {
    Result.MainFile = File.str();
    llvm::handleAllErrors(
        Translated.takeError(),
        [&](const InternalCrashError &Crash) {
          Result.Findings.push_back(atTop(
              File, rules::InternalError,
              describeInternalCrash("analysing this file", Crash.Crash) +
                  "; no HIP diagnostics or fixes are available for this "
                  "version of it"));
        },
        [&](const llvm::ErrorInfoBase &Other) {
          // Clang rejected the command line itself.
          Result.Findings.push_back(parseErrorAtTop(File, Other.message()));
        });
    return Result;
  }
  // With --log=info: whether the precompiled prelude was used, or why not.
  llvm::lsp::Logger::info("{0}: {1}", File, Translated->PreludeStatus);
  Result.MainFile = std::move(Translated->MainFile);
  Result.Findings = std::move(Translated->Findings);
  placeInDocument(Result, Text);
  return Result;
}

BufferTranslation BufferTranslator::translate(
    llvm::StringRef File, llvm::StringRef Text,
    const clang::tooling::CompilationDatabase *Database,
    unsigned TimeoutSeconds) const {
  // An editor session must outlive any one file: the translation runs in a
  // child process, so that a crash (whatever it did to memory) or a parse
  // that takes exponential time costs this version of this file, not the
  // server; the server answers the next request as ever.
  IsolatedResult Run = runIsolated(
      [&] { return toJson(translateHere(File, Text, Database)); },
      TimeoutSeconds);
  BufferTranslation Result;
  Result.MainFile = File.str();
  switch (Run.Status) {
  case IsolatedResult::Completed:
    if (std::optional<BufferTranslation> Answer = fromJson(Run.Answer))
      return std::move(*Answer);
    Result.Findings.push_back(
        atTop(File, rules::InternalError,
              "hipify's translation of this file gave an unreadable answer; "
              "no HIP diagnostics or fixes are available for this version "
              "of it. This is a bug in hipify: please report it with the "
              "file"));
    return Result;
  case IsolatedResult::Crashed:
    Result.Findings.push_back(
        atTop(File, rules::InternalError,
              "hipify crashed (" + Run.Why +
                  ") analysing this file; no HIP diagnostics or fixes are "
                  "available for this version of it. This is a bug in "
                  "hipify: please report it with the file"));
    return Result;
  case IsolatedResult::TimedOut:
    Result.Findings.push_back(parseErrorAtTop(
        File, "hipify stopped analysing this file after " +
                  std::to_string(TimeoutSeconds) +
                  " s (the parseTimeout setting): clang's parse of some "
                  "malformed code takes exponential time; check the file "
                  "for unbalanced '<' or brackets, or raise parseTimeout"));
    return Result;
  case IsolatedResult::NotStarted:
    llvm::lsp::Logger::error("{0}: translating in the server's process: {1}",
                             File, Run.Why);
    return translateHere(File, Text, Database);
  }
  return Result;
}

} // namespace lsp
} // namespace hipify
