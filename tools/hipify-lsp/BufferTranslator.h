//===- BufferTranslator.h - translate an editor's unsaved text ------------===//
//
// The editor's side of hipify::Translator: the parse itself (the unsaved
// text in place of the file, through a VFS overlay; the compile command's
// directory; the precompiled prelude) is Translator::translate's. What is
// added here is what an editor needs: findings outside the document placed
// in it, and neither a crash nor a parse that does not end costing more
// than one diagnostic: each translation runs in a child process
// (Support/IsolatedRun.h) with a time limit.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LSP_BUFFERTRANSLATOR_H
#define HIPIFY_LSP_BUFFERTRANSLATOR_H

#include "Core/Finding.h"
#include "Engine/StandardPasses.h"
#include "Translate/Translator.h"
#include <string>
#include <vector>

namespace hipify {
namespace lsp {

struct BufferTranslation {
  /// The name clang gave the main file: Findings in it have this Span.File
  /// and their edits this file path.
  std::string MainFile;
  /// Every Finding, in source order. Parse errors in included files are
  /// placed in the main file (see BufferTranslator::translate).
  std::vector<Finding> Findings;
};

class BufferTranslator {
public:
  BufferTranslator(const MappingTable &Table, TranslateOptions Options,
                   ParseSettings Settings)
      : Translator(Table, Options, std::move(Settings),
                   standardPasses(Options)) {}

  /// Translates Text as the contents of File (an absolute path, which need
  /// not exist), in a process of its own that may take TimeoutSeconds.
  /// Never fails: a command line clang rejects is a hipify-parse-error
  /// Finding at the top of the document, a crash a hipify-internal-error
  /// Finding there, a translation stopped at the time limit a
  /// hipify-parse-error Finding that says so.
  ///
  /// A parse error in an included file is prefixed with
  /// "in included file FILE:LINE:COL: " and shown at the #include of Text
  /// whose file name FILE ends with; when there is none (a header included
  /// by another header, or by -include), at the top of the document.
  BufferTranslation
  translate(llvm::StringRef File, llvm::StringRef Text,
            const clang::tooling::CompilationDatabase *Database,
            unsigned TimeoutSeconds) const;

private:
  /// The translation itself, in this process.
  BufferTranslation
  translateHere(llvm::StringRef File, llvm::StringRef Text,
                const clang::tooling::CompilationDatabase *Database) const;

  hipify::Translator Translator;
};

} // namespace lsp
} // namespace hipify

#endif
