//===- LanguageServer.cpp -------------------------------------------------===//
#include "Mapping/HipTargetNotice.h"
#include "LanguageServer.h"
#include "Support/BoundedJson.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace llvm;
using llvm::lsp::ErrorCode;
using llvm::lsp::LSPError;

namespace hipify {
namespace lsp {

//===- Settings and parameters ---------------------------------------------===//

Error updateSettings(const json::Object &Json, ServerSettings &Settings) {
  std::string Problems;
  auto Wrong = [&](StringRef Key, StringRef Expected) {
    Problems += (Problems.empty() ? "" : "; ") + Key.str() + " must be " +
                Expected.str();
  };
  auto ReadString = [&](StringRef Key, std::string &Out) {
    if (const json::Value *V = Json.get(Key)) {
      if (std::optional<StringRef> S = V->getAsString())
        Out = S->str();
      else
        Wrong(Key, "a string");
    }
  };
  ReadString("cudaPath", Settings.CudaPath);
  ReadString("compilationDatabase", Settings.CompilationDatabase);
  ReadString("rulesBaseUri", Settings.RulesBaseUri);
  if (const json::Value *V = Json.get("showNotes")) {
    if (std::optional<bool> B = V->getAsBoolean())
      Settings.ShowNotes = *B;
    else
      Wrong("showNotes", "true or false");
  }
  if (const json::Value *V = Json.get("parseTimeout")) {
    std::optional<int64_t> Seconds = V->getAsInteger();
    if (Seconds && *Seconds >= 1 && *Seconds <= 86400)
      Settings.ParseTimeoutSeconds = unsigned(*Seconds);
    else
      Wrong("parseTimeout", "a number of seconds from 1 to 86400");
  }
  if (const json::Value *V = Json.get("extraArgs")) {
    std::vector<std::string> Args;
    const json::Array *A = V->getAsArray();
    bool AllStrings = A != nullptr;
    if (A)
      for (const json::Value &Arg : *A) {
        std::optional<StringRef> S = Arg.getAsString();
        AllStrings &= S.has_value();
        if (S)
          Args.push_back(S->str());
      }
    if (AllStrings)
      Settings.ExtraArgs = std::move(Args);
    else
      Wrong("extraArgs", "an array of strings");
  }
  if (Problems.empty())
    return Error::success();
  return createStringError(std::make_error_code(std::errc::invalid_argument),
                           "invalid hipify settings: " + Problems);
}

struct LanguageServer::InitializeRequest {
  std::optional<json::Object> Options; ///< initializationOptions.
};

bool fromJSON(const json::Value &Value,
              LanguageServer::InitializeRequest &Request, json::Path Path) {
  const json::Object *Object = Value.getAsObject();
  if (!Object) {
    Path.report("expected an object");
    return false;
  }
  if (const json::Value *Options = Object->get("initializationOptions")) {
    if (const json::Object *O = Options->getAsObject())
      Request.Options = *O;
    else if (Options->kind() != json::Value::Null) {
      Path.field("initializationOptions").report("expected an object");
      return false;
    }
  }
  return true;
}

struct LanguageServer::ConfigurationChange {
  json::Object Settings;
};

bool fromJSON(const json::Value &Value,
              LanguageServer::ConfigurationChange &Change, json::Path Path) {
  const json::Object *Object = Value.getAsObject();
  const json::Object *Settings =
      Object ? Object->getObject("settings") : nullptr;
  if (!Settings) {
    Path.field("settings").report("expected an object");
    return false;
  }
  // Clients send either this server's settings or a tree of settings of
  // which {"hipify": {...}} is ours.
  if (const json::Object *Ours = Settings->getObject("hipify"))
    Settings = Ours;
  Change.Settings = *Settings;
  return true;
}

//===- Documents -----------------------------------------------------------===//

struct LanguageServer::Document {
  llvm::lsp::URIForFile Uri;
  int64_t Version = 0;
  std::string Text;
  /// Whether hipify translates this document (a CUDA source or header).
  bool IsCuda = false;
  /// The text of the last translation, for positions, and its result.
  std::optional<DocumentText> Analyzed;
  BufferTranslation Translation;

  /// Findings of the main file, which is all the editor shows.
  bool inDocument(const Finding &F) const {
    return F.Span.File == Translation.MainFile;
  }
};

static bool isCudaDocument(const llvm::lsp::TextDocumentItem &Item) {
  StringRef Ext = sys::path::extension(Item.uri.file());
  return Ext == ".cu" || Ext == ".cuh" || Item.languageId == "cuda" ||
         Item.languageId == "cuda-cpp";
}

//===- The server ----------------------------------------------------------===//

LanguageServer::LanguageServer(const EngineSetup &Setup,
                               ServerSettings Defaults,
                               llvm::lsp::JSONTransport &Transport)
    : Setup(Setup), Settings(std::move(Defaults)), Transport(Transport),
      Handler(Transport) {
  Handler.method("initialize", this, &LanguageServer::onInitialize);
  Handler.method("shutdown", this, &LanguageServer::onShutdown);
  Handler.method("textDocument/codeAction", this,
                 &LanguageServer::onCodeAction);
  Handler.notification("textDocument/didOpen", this,
                       &LanguageServer::onDidOpen);
  Handler.notification("textDocument/didChange", this,
                       &LanguageServer::onDidChange);
  Handler.notification("textDocument/didClose", this,
                       &LanguageServer::onDidClose);
  Handler.notification("workspace/didChangeConfiguration", this,
                       &LanguageServer::onDidChangeConfiguration);
}

LanguageServer::~LanguageServer() = default;

int LanguageServer::run(MessageReader &In) {
  // JSONTransport::run ends the session on a message that is not a JSON-RPC
  // object and answers nothing to invalid JSON; an editor should not lose
  // its server to one bad message, so this loop replaces it.
  std::string Json, Problem;
  while (true) {
    switch (In.read(Json, Problem)) {
    case MessageReader::Result::Message:
      if (!handle(Json))
        return ShutdownRequested ? 0 : 1;
      break;
    case MessageReader::Result::Skipped:
      // Nothing is answered: a skipped frame is never parsed, so there is
      // no id to answer.
      llvm::lsp::Logger::error(
          "bad message framing: {0}; skipping to the next Content-Length "
          "header",
          Problem);
      break;
    case MessageReader::Result::Fatal:
      llvm::lsp::Logger::error("bad message framing: {0}; exiting", Problem);
      return 1;
    case MessageReader::Result::End:
      // The client went away without `exit`.
      return 1;
    }
  }
}

bool LanguageServer::handle(StringRef Json) {
  // Checked before parsing: the parser would overflow the stack.
  if (jsonNestingDepth(Json, MaxJsonDepth) > MaxJsonDepth) {
    replyError(nullptr, ErrorCode::ParseError,
               "JSON nested too deeply (over " + Twine(MaxJsonDepth) +
                   " levels)");
    return true;
  }
  Expected<json::Value> Message = json::parse(Json);
  if (!Message) {
    replyError(nullptr, ErrorCode::ParseError,
               "invalid JSON: " + toString(Message.takeError()));
    return true;
  }
  return dispatch(std::move(*Message));
}

/// JSON-RPC ids are strings or numbers (LSP: integer or string). An error
/// about a message with any other id says id null: the client could not
/// match it to a request anyway.
static bool isValidId(const json::Value &Id) {
  return Id.kind() == json::Value::String || Id.kind() == json::Value::Number;
}

bool LanguageServer::dispatch(json::Value Message) {
  json::Object *Object = Message.getAsObject();
  const json::Value *RawId = Object ? Object->get("id") : nullptr;
  // Errors echo the id only when it is one the client can match.
  std::optional<json::Value> Id;
  if (RawId && isValidId(*RawId))
    Id = *RawId;
  if (!Object || Object->getString("jsonrpc") != StringRef("2.0")) {
    replyError(Id ? std::move(*Id) : nullptr, ErrorCode::InvalidRequest,
               "not a JSON-RPC 2.0 message");
    return true;
  }
  std::optional<StringRef> Method = Object->getString("method");
  if (!Method) {
    // A response (its id may be null: the answer to a message the client
    // could not read). This server sends no requests, so there is nothing
    // to match it with, and a response is never answered.
    bool IsResponse = !Object->get("method") && RawId &&
                      (Id || RawId->kind() == json::Value::Null) &&
                      (Object->get("result") || Object->get("error"));
    if (IsResponse)
      llvm::lsp::Logger::info("ignored a response to no request");
    else
      replyError(Id ? std::move(*Id) : nullptr, ErrorCode::InvalidRequest,
                 "a message needs a string 'method', or an 'id' and a "
                 "'result' or 'error'");
    return true;
  }
  if (RawId && !Id) {
    replyError(nullptr, ErrorCode::InvalidRequest,
               "invalid request: 'id' must be a string or a number");
    return true;
  }
  json::Value Params = nullptr;
  if (json::Value *P = Object->get("params"))
    Params = std::move(*P);

  if (!Id) {
    if (*Method == "exit")
      return false;
    // Before initialize, notifications are dropped (the protocol says so);
    // after shutdown too, since no more work is wanted.
    if (Initialized && !ShutdownRequested)
      Handler.onNotify(*Method, std::move(Params));
    return true;
  }
  if (!Initialized && *Method != "initialize")
    replyError(std::move(*Id), ErrorCode::ServerNotInitialized,
               "the server is not initialized: send 'initialize' first");
  else if (Initialized && *Method == "initialize")
    replyError(std::move(*Id), ErrorCode::InvalidRequest,
               "the server is already initialized");
  else if (ShutdownRequested)
    replyError(std::move(*Id), ErrorCode::InvalidRequest,
               "the server is shutting down: only 'exit' is accepted");
  else
    Handler.onCall(*Method, std::move(Params), std::move(*Id));
  return true;
}

void LanguageServer::replyError(json::Value Id, ErrorCode Code,
                                const Twine &Message) {
  Transport.reply(std::move(Id), make_error<LSPError>(Message.str(), Code));
}

void LanguageServer::showMessage(llvm::lsp::MessageType Type,
                                 const Twine &Message) {
  Transport.notify("window/showMessage",
                   json::Object{{"type", static_cast<int>(Type)},
                                {"message", Message.str()}});
}

void LanguageServer::onInitialize(const InitializeRequest &Request,
                                  llvm::lsp::Callback<json::Value> Reply) {
  Initialized = true;
  configure(Request.Options ? *Request.Options : json::Object());
  json::Object Capabilities{
      {"textDocumentSync",
       json::Object{{"openClose", true},
                    {"change", static_cast<int>(
                                   llvm::lsp::TextDocumentSyncKind::Full)}}},
      {"codeActionProvider",
       json::Object{{"codeActionKinds",
                     json::Array{"quickfix", "source.portToHip"}}}}};
  Reply(json::Object{
      {"capabilities", std::move(Capabilities)},
      {"serverInfo",
       json::Object{{"name", "hipify-lsp"}, {"version", HIPIFY_VERSION}}}});
}

void LanguageServer::onShutdown(const llvm::lsp::NoParams &,
                                llvm::lsp::Callback<json::Value> Reply) {
  ShutdownRequested = true;
  Reply(nullptr);
}

/// Why Dir, a directory a setting names, cannot be used; "" if it can, or
/// if it does not exist (the caller reports that as before). Files, the
/// files of Dir that clang opens, must be regular files where they exist:
/// opening a FIFO blocks until someone writes to it and a device such as
/// /dev/zero never ends, and either would hang the server.
static std::string whyUnusable(StringRef Dir, ArrayRef<StringRef> Files) {
  sys::fs::file_status Status;
  if (Dir.empty() || sys::fs::status(Dir, Status))
    return "";
  if (!sys::fs::is_directory(Status))
    return "not a directory";
  for (StringRef File : Files) {
    SmallString<256> Path(Dir);
    sys::path::append(Path, File);
    if (!sys::fs::status(Path, Status) && !sys::fs::is_regular_file(Status))
      return "'" + Path.str().str() + "' is not a regular file";
  }
  return "";
}

void LanguageServer::configure(const json::Object &Json) {
  std::string OldDatabase = Settings.CompilationDatabase;
  if (Error E = updateSettings(Json, Settings))
    showMessage(llvm::lsp::MessageType::Warning, toString(std::move(E)));

  if (Settings.CompilationDatabase != OldDatabase || !Translator) {
    Database.reset();
    std::string Unusable = whyUnusable(
        Settings.CompilationDatabase,
        {"compile_commands.json", "compile_flags.txt"});
    if (!Unusable.empty()) {
      showMessage(llvm::lsp::MessageType::Error,
                  "hipify: cannot use the compilation database in '" +
                      Settings.CompilationDatabase + "': " + Unusable +
                      "; parsing without it");
    } else if (!Settings.CompilationDatabase.empty()) {
      std::string Why;
      std::unique_ptr<clang::tooling::CompilationDatabase> Loaded =
          clang::tooling::CompilationDatabase::loadFromDirectory(
              Settings.CompilationDatabase, Why);
      if (Loaded)
        // Headers and new files get the command of a similar file.
        Database =
            clang::tooling::inferMissingCompileCommands(std::move(Loaded));
      else {
        // One line per kind of database tried; a message is one line.
        SmallVector<StringRef> Reasons;
        StringRef(Why).trim().split(Reasons, '\n');
        showMessage(llvm::lsp::MessageType::Error,
                    "hipify: cannot load a compilation database from '" +
                        Settings.CompilationDatabase +
                        "': " + join(Reasons, "; ") + "; parsing without it");
      }
    }
  }

  std::string Cuda =
      Settings.CudaPath.empty() ? defaultCudaPath() : Settings.CudaPath;
  std::string Unusable =
      whyUnusable(Cuda, {"include/cuda.h", "include/cuda_runtime.h"});
  if (!Unusable.empty()) {
    showMessage(llvm::lsp::MessageType::Error,
                "hipify: cannot use the CUDA installation '" + Cuda +
                    "': " + Unusable + "; translating without it");
    Cuda.clear(); // No --cuda-path: clang looks for CUDA itself.
  }
  EngineSetup Workspace = Setup.withParse(Cuda, Settings.ExtraArgs);
  if (Unusable.empty() && !isCudaInstallation(Cuda))
    showMessage(Workspace.usesCudaFacade() ? llvm::lsp::MessageType::Info
                                           : llvm::lsp::MessageType::Warning,
                Workspace.usesCudaFacade()
                    ? "hipify: " + Workspace.FacadeNotice
                    : "hipify: no CUDA headers under '" + Cuda +
                          "' (include/cuda_runtime.h is missing); set "
                          "cudaPath. Translating without them.");
  if (std::string Notice = newerHipNotice(Workspace.Target); !Notice.empty())
    showMessage(llvm::lsp::MessageType::Info, "hipify: " + Notice);
  Translator = std::make_unique<BufferTranslator>(
      *Workspace.Table, Workspace.Translate, Workspace.Parse);

  for (auto &Entry : Documents) {
    Document &Doc = *Entry.second;
    if (Doc.IsCuda) {
      analyze(Doc);
      publishDiagnostics(Doc);
    }
  }
}

void LanguageServer::onDidChangeConfiguration(
    const ConfigurationChange &Change) {
  configure(Change.Settings);
}

void LanguageServer::analyze(Document &Doc) {
  if (Doc.Text.size() > MaxTranslatedBytes) {
    Doc.Analyzed.reset(); // No diagnostics and no actions.
    Doc.Translation = BufferTranslation();
    showMessage(llvm::lsp::MessageType::Warning,
                "hipify: not translating " + Doc.Uri.file() + ": " +
                    Twine(Doc.Text.size()) + " bytes is over the limit of " +
                    Twine(MaxTranslatedBytes >> 20) + " MiB");
    return;
  }
  Doc.Translation = Translator->translate(Doc.Uri.file(), Doc.Text,
                                          Database.get(),
                                          Settings.ParseTimeoutSeconds);
  Doc.Analyzed.emplace(Doc.Text);
}

void LanguageServer::publishDiagnostics(const Document &Doc) {
  json::Array Diagnostics;
  if (Doc.Analyzed)
    for (const Finding &F : Doc.Translation.Findings)
      if (Doc.inDocument(F) && (Settings.ShowNotes || F.Level != Severity::Note))
        Diagnostics.push_back(
            toDiagnostic(F, *Doc.Analyzed, Settings.RulesBaseUri));
  Transport.notify("textDocument/publishDiagnostics",
                   json::Object{{"uri", Doc.Uri.uri().str()},
                                {"version", Doc.Version},
                                {"diagnostics", std::move(Diagnostics)}});
}

void LanguageServer::onDidOpen(
    const llvm::lsp::DidOpenTextDocumentParams &Params) {
  auto Doc = std::make_unique<Document>();
  Doc->Uri = Params.textDocument.uri;
  Doc->Version = Params.textDocument.version;
  Doc->Text = Params.textDocument.text;
  Doc->IsCuda = isCudaDocument(Params.textDocument);
  Document &Opened = *Doc;
  Documents[Doc->Uri.file()] = std::move(Doc);
  if (!Opened.IsCuda)
    return;
  analyze(Opened);
  publishDiagnostics(Opened);
}

void LanguageServer::onDidChange(
    const llvm::lsp::DidChangeTextDocumentParams &Params) {
  auto It = Documents.find(Params.textDocument.uri.file());
  if (It == Documents.end()) {
    llvm::lsp::Logger::error("didChange of a document that is not open: {0}",
                             Params.textDocument.uri.uri());
    return;
  }
  Document &Doc = *It->second;
  if (failed(llvm::lsp::TextDocumentContentChangeEvent::applyTo(
          Params.contentChanges, Doc.Text))) {
    llvm::lsp::Logger::error("cannot apply a change to {0}",
                             Doc.Uri.uri());
    return;
  }
  Doc.Version = Params.textDocument.version;
  if (!Doc.IsCuda)
    return;
  analyze(Doc);
  publishDiagnostics(Doc);
}

void LanguageServer::onDidClose(
    const llvm::lsp::DidCloseTextDocumentParams &Params) {
  auto It = Documents.find(Params.textDocument.uri.file());
  if (It == Documents.end()) {
    llvm::lsp::Logger::error("didClose of a document that is not open: {0}",
                             Params.textDocument.uri.uri());
    return;
  }
  // Closed documents keep no diagnostics in the editor.
  if (It->second->IsCuda)
    Transport.notify("textDocument/publishDiagnostics",
                     json::Object{{"uri", It->second->Uri.uri().str()},
                                  {"diagnostics", json::Array()}});
  Documents.erase(It);
}

/// Whether the client asked for actions of Kind (context.only).
static bool isWanted(ArrayRef<std::string> Only, StringRef Kind) {
  if (Only.empty())
    return true;
  return any_of(Only, [&](const std::string &Prefix) {
    return Kind == Prefix || Kind.starts_with(Prefix + ".");
  });
}

static json::Object codeAction(StringRef Title, StringRef Kind,
                               StringRef Uri,
                               std::vector<llvm::lsp::TextEdit> Edits,
                               std::optional<json::Object> Diagnostic) {
  llvm::lsp::WorkspaceEdit Edit;
  Edit.changes[Uri.str()] = std::move(Edits);
  // json::Value keeps a StringRef as a reference; the strings are copied.
  json::Object Action{{"title", Title.str()},
                      {"kind", Kind.str()},
                      {"edit", llvm::lsp::toJSON(Edit)}};
  if (Diagnostic) {
    Action["diagnostics"] = json::Array{std::move(*Diagnostic)};
    Action["isPreferred"] = true;
  }
  return Action;
}

void LanguageServer::onCodeAction(const llvm::lsp::CodeActionParams &Params,
                                  llvm::lsp::Callback<json::Value> Reply) {
  auto It = Documents.find(Params.textDocument.uri.file());
  if (It == Documents.end())
    return Reply(make_error<LSPError>(
        "document is not open: " + Params.textDocument.uri.uri().str(),
        ErrorCode::InvalidParams));
  const Document &Doc = *It->second;
  json::Array Actions;
  if (!Doc.Analyzed)
    return Reply(std::move(Actions));
  const DocumentText &Text = *Doc.Analyzed;
  unsigned Begin = Text.offset(Params.range.start);
  unsigned End = std::max(Begin, Text.offset(Params.range.end));
  const std::vector<std::string> &Only = Params.context.only;

  std::vector<llvm::lsp::TextEdit> WholeFile;
  for (const Finding &F : Doc.Translation.Findings) {
    if (!Doc.inDocument(F))
      continue;
    std::vector<llvm::lsp::TextEdit> Edits =
        toTextEdits(F, Doc.Translation.MainFile, Text);
    WholeFile.insert(WholeFile.end(), Edits.begin(), Edits.end());
    bool Touches = any_of(F.Edits, [&](const clang::tooling::Replacement &R) {
      return R.getFilePath() == Doc.Translation.MainFile &&
             R.getOffset() <= End && Begin <= R.getOffset() + R.getLength();
    });
    if (Touches && isWanted(Only, "quickfix"))
      Actions.push_back(codeAction("Port to HIP: " + F.Message, "quickfix",
                                   Doc.Uri.uri(), std::move(Edits),
                                   toDiagnostic(F, Text,
                                                Settings.RulesBaseUri)));
  }
  if (!WholeFile.empty() && isWanted(Only, "source.portToHip")) {
    std::string Title = "Port whole file to HIP (" +
                        std::to_string(WholeFile.size()) + " edits)";
    Actions.push_back(codeAction(Title, "source.portToHip", Doc.Uri.uri(),
                                 std::move(WholeFile), std::nullopt));
  }
  Reply(std::move(Actions));
}

} // namespace lsp
} // namespace hipify
