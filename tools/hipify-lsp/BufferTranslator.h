//===- BufferTranslator.h - translate an editor's unsaved text ------------===//
//
// hipify::Translator parses files from disk; an editor's document is text
// that may differ from the file on disk, or have no file at all yet. This
// translator parses the text in place of the file, through a virtual file
// system overlay, so nothing is written next to the user's sources.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LSP_BUFFERTRANSLATOR_H
#define HIPIFY_LSP_BUFFERTRANSLATOR_H

#include "Core/Finding.h"
#include "Mapping/MappingTable.h"
#include "Translate/CompileCommand.h"
#include "Translate/TranslateOptions.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <string>
#include <vector>

namespace hipify {
namespace lsp {

struct BufferTranslation {
  /// The name clang gave the main file: Findings in it have this Span.File
  /// and their edits this file path.
  std::string MainFile;
  /// Every Finding, in source order. Errors in included files are reported
  /// at the #include line of the main file that leads to them.
  std::vector<Finding> Findings;
};

class BufferTranslator {
public:
  BufferTranslator(const MappingTable &Table, TranslateOptions Options,
                   ParseSettings Settings)
      : Table(Table), Options(std::move(Options)),
        Settings(std::move(Settings)) {}

  /// Translates Text as the contents of File (an absolute path, which need
  /// not exist). Never fails: a command line clang rejects, or a crash of the
  /// parser, is a hipify-parse-error Finding.
  BufferTranslation
  translate(llvm::StringRef File, llvm::StringRef Text,
            const clang::tooling::CompilationDatabase *Database) const;

  /// For tests only: a document containing Marker crashes the parse, to
  /// show that the server survives it.
  void setCrashMarkerForTesting(std::string Marker) {
    CrashMarker = std::move(Marker);
  }

private:
  BufferTranslation
  translateUnprotected(llvm::StringRef File, llvm::StringRef Text,
                       const clang::tooling::CompilationDatabase *Database)
      const;

  const MappingTable &Table;
  TranslateOptions Options;
  ParseSettings Settings;
  std::string CrashMarker;
};

} // namespace lsp
} // namespace hipify

#endif
