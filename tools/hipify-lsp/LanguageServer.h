//===- LanguageServer.h - hipify over the Language Server Protocol --------===//
//
// Diagnostics (every Finding of an open CUDA document, portability rules
// included) and code actions (the fix of one Finding, or every fix of the
// file) for editors. One thread: each change of a document is translated
// before the next message is read, in a process of its own with a time
// limit (BufferTranslator.h), so that neither a crash nor a parse that does
// not end stops the server answering.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LSP_LANGUAGESERVER_H
#define HIPIFY_LSP_LANGUAGESERVER_H

#include "BufferTranslator.h"
#include "Engine/EngineSetup.h"
#include "LspConversion.h"
#include "MessageReader.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/LSP/Transport.h"
#include <memory>
#include <optional>

namespace hipify {
namespace lsp {

/// What the client can set, in initializationOptions or in
/// workspace/didChangeConfiguration (docs/editor.md lists the keys).
struct ServerSettings {
  std::string CudaPath;            ///< "cudaPath"; empty: $CUDA_PATH or default.
  std::string CompilationDatabase; ///< "compilationDatabase": a directory.
  std::vector<std::string> ExtraArgs; ///< "extraArgs": more clang arguments.
  bool ShowNotes = true; ///< "showNotes": publish notes (renames) as hints.
  std::string RulesBaseUri; ///< "rulesBaseUri": <uri><rule-id>.md documents a rule.
  /// "parseTimeout": seconds one translation of a document may take; the
  /// server's --parse-timeout by default.
  unsigned ParseTimeoutSeconds = 60;
};

/// Reads the keys present in Json over Settings. Keys of the wrong type are
/// reported and leave their setting as it was; unknown keys are ignored.
llvm::Error updateSettings(const llvm::json::Object &Json,
                           ServerSettings &Settings);

class LanguageServer {
public:
  /// Setup: the tables, the target and the default parse, from the server's
  /// options; the client's settings change only how documents are parsed.
  LanguageServer(const EngineSetup &Setup, ServerSettings Defaults,
                 llvm::lsp::JSONTransport &Transport);
  ~LanguageServer();

  /// Larger documents are kept but not translated: clang would take minutes
  /// on them, and the server answers nothing meanwhile. Real CUDA sources
  /// are far smaller.
  static constexpr size_t MaxTranslatedBytes = size_t(8) << 20;

  /// Serves messages from In until `exit` or the end of the input. Returns
  /// the process exit code: 0 after shutdown then exit, 1 otherwise
  /// (including an input that breaks off or cannot be framed).
  int run(MessageReader &In);

  struct InitializeRequest;
  struct ConfigurationChange;

private:
  struct Document;

  /// Parses one message's JSON and dispatches it. Returns false on `exit`.
  bool handle(llvm::StringRef Json);
  /// Checks one message and hands it to the MessageHandler. Returns false
  /// on `exit`.
  bool dispatch(llvm::json::Value Message);
  void replyError(llvm::json::Value Id, llvm::lsp::ErrorCode Code,
                  const llvm::Twine &Message);
  void showMessage(llvm::lsp::MessageType Type, const llvm::Twine &Message);

  void onInitialize(const InitializeRequest &Request,
                    llvm::lsp::Callback<llvm::json::Value> Reply);
  void onShutdown(const llvm::lsp::NoParams &,
                  llvm::lsp::Callback<llvm::json::Value> Reply);
  void onDidOpen(const llvm::lsp::DidOpenTextDocumentParams &Params);
  void onDidChange(const llvm::lsp::DidChangeTextDocumentParams &Params);
  void onDidClose(const llvm::lsp::DidCloseTextDocumentParams &Params);
  void onDidChangeConfiguration(const ConfigurationChange &Change);
  void onCodeAction(const llvm::lsp::CodeActionParams &Params,
                    llvm::lsp::Callback<llvm::json::Value> Reply);

  /// Applies Json over the current settings and rebuilds what depends on
  /// them.
  void configure(const llvm::json::Object &Json);
  void analyze(Document &Doc);
  void publishDiagnostics(const Document &Doc);

  const EngineSetup &Setup;
  ServerSettings Settings;
  llvm::lsp::JSONTransport &Transport;
  llvm::lsp::MessageHandler Handler;
  std::unique_ptr<BufferTranslator> Translator;
  std::unique_ptr<clang::tooling::CompilationDatabase> Database;
  TranslateOptions Options;
  llvm::StringMap<std::unique_ptr<Document>> Documents; ///< By file path.
  bool Initialized = false;
  bool ShutdownRequested = false;
};

} // namespace lsp
} // namespace hipify

#endif
