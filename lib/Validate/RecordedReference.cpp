//===- RecordedReference.cpp - the original's results, kept for later -----===//
#include "Validate/RecordedReference.h"
#include "Support/BoundedJson.h"
#include "Support/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace hipify {

static llvm::Error copyDirectory(llvm::StringRef From, llvm::StringRef To) {
  if (std::error_code EC = llvm::sys::fs::create_directories(To))
    return llvm::createStringError(EC, "cannot create '%s'", To.str().c_str());
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(From, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::SmallString<256> Target(To);
    llvm::sys::path::append(Target, llvm::sys::path::filename(It->path()));
    if (std::error_code CopyEC = llvm::sys::fs::copy_file(It->path(), Target))
      return llvm::createStringError(CopyEC, "cannot copy '%s' to '%s'",
                                     It->path().c_str(), Target.c_str());
  }
  return llvm::Error::success();
}

llvm::Error writeReference(const ProgramValidationRequest &Request,
                           const RunOutcome &Original) {
  std::string TraceName;
  if (!Original.TraceDir.empty()) {
    TraceName = llvm::sys::path::filename(Request.RecordFile).str() + ".trace";
    llvm::SmallString<256> TraceCopy(Request.RecordFile);
    TraceCopy += ".trace";
    llvm::sys::fs::remove_directories(TraceCopy);
    if (llvm::Error E = copyDirectory(Original.TraceDir, TraceCopy))
      return E;
  }
  llvm::json::Object Reference{
      {"format", "hipify-validate-reference"},
      {"version", 1},
      {"source", Request.CudaSource},
      {"runner", runnerName(Request.Runner)},
      {"warpSize", Original.WarpSize},
      {"exitCode", Original.ExitCode},
      {"stdout", Original.Stdout},
      {"executable", Original.Executable},
      {"seconds", Original.Seconds}};
  if (!TraceName.empty())
    Reference["trace"] = TraceName;
  std::string Json;
  llvm::raw_string_ostream(Json)
      << llvm::formatv("{0:2}", llvm::json::Value(std::move(Reference)));
  return writeFileAtomically(Request.RecordFile, Json + "\n");
}

llvm::Expected<RunOutcome> readReference(llvm::StringRef Path) {
  llvm::Expected<std::string> Text = readSourceFile(Path);
  if (!Text)
    return Text.takeError();
  llvm::Expected<llvm::json::Value> Parsed = parseBoundedJson(*Text);
  if (!Parsed)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: not a reference file: %s",
                                   Path.str().c_str(),
                                   llvm::toString(Parsed.takeError()).c_str());
  const llvm::json::Object *Object = Parsed->getAsObject();
  if (!Object || Object->getString("format") != "hipify-validate-reference")
    return llvm::createStringError(
        std::errc::invalid_argument,
        "%s: not a reference file (record one with hipify validate "
        "--record=FILE)",
        Path.str().c_str());
  RunOutcome Outcome;
  Outcome.Stage = "run";
  Outcome.Ok = true;
  Outcome.ExitCode = Object->getInteger("exitCode").value_or(-1);
  Outcome.WarpSize = Object->getInteger("warpSize").value_or(0);
  if (std::optional<llvm::StringRef> Out = Object->getString("stdout"))
    Outcome.Stdout = Out->str();
  if (std::optional<llvm::StringRef> Executable = Object->getString("executable"))
    Outcome.Executable = Executable->str();
  Outcome.Seconds = Object->getNumber("seconds").value_or(0);
  if (std::optional<llvm::StringRef> Trace = Object->getString("trace")) {
    llvm::SmallString<256> Dir(Path);
    llvm::sys::path::remove_filename(Dir);
    llvm::sys::path::append(Dir, *Trace);
    Outcome.TraceDir = std::string(Dir);
  }
  return Outcome;
}

} // namespace hipify
