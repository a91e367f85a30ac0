//===- WorkerProtocol.cpp -------------------------------------------------===//
#include "Batch/WorkerProtocol.h"
#include "Support/BoundedJson.h"
#include "Core/FindingJson.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace hipify {

static std::string flag(const char *Name, llvm::StringRef Value) {
  return ("--" + llvm::Twine(Name) + "=" + Value).str();
}

std::string workerResultJson(const WorkerResult &Result) {
  llvm::json::Array Files, Read, Misses;
  for (const std::string &F : Result.TranslatedFiles)
    Files.push_back(F);
  for (const std::string &F : Result.UserFiles)
    Read.push_back(F);
  for (const std::string &F : Result.IncludeMisses)
    Misses.push_back(F);
  llvm::json::Object Hashes;
  for (const auto &[File, Hash] : Result.ReadHashes)
    Hashes[File] = Hash;
  std::string Out;
  llvm::raw_string_ostream(Out) << llvm::json::Value(
      llvm::json::Object{{"status", Result.Status},
                         {"findings", findingsToJson(Result.Findings)},
                         {"translatedFiles", std::move(Files)},
                         {"userFiles", std::move(Read)},
                         {"readHashes", std::move(Hashes)},
                         {"includeMisses", std::move(Misses)}});
  return Out;
}

static std::vector<std::string> strings(const llvm::json::Array *Array) {
  std::vector<std::string> Out;
  if (Array)
    for (const llvm::json::Value &V : *Array)
      if (std::optional<llvm::StringRef> S = V.getAsString())
        Out.push_back(S->str());
  return Out;
}

llvm::Expected<WorkerResult> readWorkerResult(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "the worker left no result");
  llvm::Expected<llvm::json::Value> Doc =
      parseBoundedJson((*Buffer)->getBuffer());
  if (!Doc) {
    llvm::consumeError(Doc.takeError());
    return llvm::createStringError(std::errc::invalid_argument,
                                   "the worker's result is malformed");
  }
  const llvm::json::Object *O = Doc->getAsObject();
  if (!O)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "the worker's result is malformed");
  llvm::Expected<std::vector<Finding>> Findings =
      findingsFromJson(O->getArray("findings"));
  if (!Findings)
    return Findings.takeError();
  WorkerResult Result;
  Result.Status = O->getString("status").value_or("translated").str();
  Result.Findings = std::move(*Findings);
  Result.TranslatedFiles = strings(O->getArray("translatedFiles"));
  Result.UserFiles = strings(O->getArray("userFiles"));
  Result.IncludeMisses = strings(O->getArray("includeMisses"));
  if (const llvm::json::Object *Hashes = O->getObject("readHashes"))
    for (const auto &[File, Hash] : *Hashes)
      if (std::optional<llvm::StringRef> H = Hash.getAsString())
        Result.ReadHashes[File.str()] = H->str();
  return Result;
}

std::vector<std::string>
workerCommand(llvm::StringRef Self,
              const std::vector<std::string> &EngineArguments,
              llvm::StringRef BuildDir, bool RenameIncludes,
              llvm::StringRef CacheDir) {
  std::vector<std::string> Command = {Self.str(), "port"};
  Command.insert(Command.end(), EngineArguments.begin(),
                 EngineArguments.end());
  if (!BuildDir.empty())
    Command.push_back("-p=" + BuildDir.str());
  if (RenameIncludes)
    Command.push_back(std::string("--") + worker_flags::RenameIncludes);
  Command.push_back(CacheDir.empty() ? "--no-cache"
                                     : "--cache-dir=" + CacheDir.str());
  return Command;
}

std::vector<std::string> workerUnitArguments(llvm::StringRef ResultFile,
                                             llvm::StringRef InRoot,
                                             llvm::StringRef Unit) {
  return {flag(worker_flags::Result, ResultFile),
          flag(worker_flags::TranslateRoot, InRoot), Unit.str()};
}

std::vector<std::string>
servingWorkerCommand(const std::vector<std::string> &WorkerCommand,
                     llvm::StringRef InRoot) {
  std::vector<std::string> Command = WorkerCommand;
  Command.push_back(flag(worker_flags::TranslateRoot, InRoot));
  Command.push_back(std::string("--") + worker_flags::Serve);
  return Command;
}

// A request is a JSON array on one line, so that any path (spaces, tabs,
// newlines) survives.
std::string unitRequestLine(llvm::StringRef ResultFile, llvm::StringRef Unit) {
  std::string Line;
  llvm::raw_string_ostream(Line)
      << llvm::json::Value(llvm::json::Array{ResultFile, Unit});
  return Line;
}

std::optional<UnitRequest> parseUnitRequestLine(llvm::StringRef Line) {
  llvm::Expected<llvm::json::Value> Value = llvm::json::parse(Line);
  if (!Value) {
    llvm::consumeError(Value.takeError());
    return std::nullopt;
  }
  const llvm::json::Array *Parts = Value->getAsArray();
  if (!Parts || Parts->size() != 2)
    return std::nullopt;
  std::optional<llvm::StringRef> Result = (*Parts)[0].getAsString();
  std::optional<llvm::StringRef> Unit = (*Parts)[1].getAsString();
  if (!Result || !Unit || Result->empty() || Unit->empty())
    return std::nullopt;
  return UnitRequest{Result->str(), Unit->str()};
}

std::string unitDoneLine(int ExitCode) {
  return "done " + std::to_string(ExitCode);
}

std::optional<int> parseUnitDoneLine(llvm::StringRef Line) {
  int Code;
  if (!Line.consume_front("done ") || Line.getAsInteger(10, Code))
    return std::nullopt;
  return Code;
}

} // namespace hipify
