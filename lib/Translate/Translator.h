//===- Translator.h - translate one CUDA translation unit to HIP ----------===//
#ifndef HIPIFY_TRANSLATE_TRANSLATOR_H
#define HIPIFY_TRANSLATE_TRANSLATOR_H

#include "Core/Finding.h"
#include "Mapping/MappingTable.h"
#include "Translate/CompileCommand.h"
#include "Translate/TranslateOptions.h"
#include "Translate/TranslationPass.h"
#include "llvm/Support/Error.h"
#include <map>

namespace hipify {

class FacadeUndeclaredNames;

struct TranslationResult {
  std::string MainFile;
  std::string OriginalText;
  std::vector<Finding> Findings;
  bool HadParseErrors = false;
  /// How the CUDA headers were parsed: from the precompiled prelude, or why
  /// not (for --verbose).
  std::string PreludeStatus;
  /// The project files this translation unit entered (main file first):
  /// the dependencies of an incremental re-run.
  std::vector<std::string> TranslatedFiles;
  /// Every file of the user's the unit read (headers outside the translated
  /// roots too): what an incremental run must watch.
  std::vector<std::string> UserFiles;
  /// The digest (Support/ContentHash.h) of the bytes the parse read, for
  /// each of UserFiles: a file that changed since holds other bytes than
  /// the edits were computed from.
  std::map<std::string, std::string> ReadHashes;
  /// Paths the #include and __has_include searches of the user's files
  /// tried and found absent (IncludeSearchRecorder.h): a file created at one
  /// changes what the unit reads.
  std::vector<std::string> IncludeMisses;

  /// The main file with every edit of every Finding applied.
  llvm::Expected<std::string> translatedText() const;
  /// Another file the unit translated (one of TranslatedFiles), whose text
  /// is Text, with the edits of every Finding in it applied.
  llvm::Expected<std::string> translatedTextOf(llvm::StringRef File,
                                               llvm::StringRef Text) const;
};

class Translator {
public:
  /// Each translation runs the passes Passes make (lib/Engine's
  /// standardPasses(Options), for every front end).
  Translator(const MappingTable &Table, TranslateOptions Options,
             ParseSettings Settings, std::vector<PassFactory> Passes)
      : Table(Table), Options(std::move(Options)),
        Settings(std::move(Settings)), Passes(std::move(Passes)) {}

  /// Parses File (with Database's command for it when there is one, run in
  /// that command's directory) and returns its translation. With Contents,
  /// that text is parsed in place of the file on disk (an editor's unsaved
  /// buffer; the file need not exist). Fails only when clang cannot start;
  /// parse errors are Findings.
  llvm::Expected<TranslationResult>
  translate(llvm::StringRef File,
            const clang::tooling::CompilationDatabase *Database,
            std::optional<llvm::StringRef> Contents = std::nullopt) const;

private:
  /// One parse of File with Command. Against the CUDA facade, Declare's
  /// names are declared by one more facade header, and the CUDA names the
  /// parse finds undeclared are noted in Undeclared.
  llvm::Expected<TranslationResult>
  parse(llvm::StringRef File, std::vector<std::string> Command,
        llvm::StringRef Directory, std::optional<llvm::StringRef> Contents,
        bool &PrecompiledPreludeRejected, const FacadeUndeclaredNames &Declare,
        FacadeUndeclaredNames *Undeclared) const;

  const MappingTable &Table;
  TranslateOptions Options;
  ParseSettings Settings;
  std::vector<PassFactory> Passes;
};

} // namespace hipify

#endif
