//===- ValidateCommand.cpp - `hipify validate` ----------------------------===//
//
// One program, or every CUDA program under a directory (with its port from
// a second directory, as `hipify port --in-root/--out-root` wrote it), each
// validated by lib/Validate/ProgramValidation; this file only finds the
// programs, runs them in parallel and renders the results.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "Support/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/WithColor.h"
#include <mutex>

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

/// The CUDA programs under Dir, sorted, with their ports under PortDir (the
/// same relative path, with the .cu name kept or renamed to .hip).
static std::vector<std::pair<std::string, std::string>>
findPrograms(llvm::StringRef Dir, llvm::StringRef PortDir) {
  std::vector<std::pair<std::string, std::string>> Programs;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
       It != End && !EC; It.increment(EC)) {
    if (llvm::sys::path::extension(It->path()) != ".cu")
      continue;
    std::string Port;
    if (!PortDir.empty()) {
      llvm::StringRef Relative = llvm::StringRef(It->path()).drop_front(
          Dir.size());
      llvm::SmallString<256> Kept(PortDir), Renamed(PortDir);
      llvm::sys::path::append(Kept, Relative);
      llvm::sys::path::append(Renamed, hipFileName(Relative.str()));
      Port = llvm::sys::fs::exists(Renamed) ? std::string(Renamed)
                                            : std::string(Kept);
    }
    Programs.push_back({It->path(), Port});
  }
  llvm::sort(Programs);
  return Programs;
}

int runValidate(const ValidateRequest &Request, const MappingTable &Table) {
  bool DirectoryMode = llvm::sys::fs::is_directory(Request.CudaSource);
  if (!DirectoryMode && !llvm::sys::fs::exists(Request.CudaSource))
    return fail("'" + Request.CudaSource + "' does not exist");
  if (DirectoryMode && !Request.HipSource.empty() &&
      !llvm::sys::fs::is_directory(Request.HipSource))
    return fail("with a directory of CUDA programs, the second argument must "
                "be the directory of their ports");
  if (Request.Program.Runner == RunnerKind::Amd &&
      Request.Program.ReferenceFile.empty())
    return fail("the amd runner compares the port with a recorded reference: "
                "pass --reference=REF.json (record one with --record where "
                "the CUDA original runs)");
  if (DirectoryMode && (!Request.Program.RecordFile.empty() ||
                        !Request.Program.ReferenceFile.empty()))
    return fail("--record and --reference take one program, not a directory");

  std::vector<std::pair<std::string, std::string>> Programs;
  if (DirectoryMode) {
    Programs = findPrograms(Request.CudaSource, Request.HipSource);
    if (Programs.empty())
      return fail("no .cu files under '" + Request.CudaSource + "'");
  } else {
    Programs.push_back({Request.CudaSource, Request.HipSource});
  }

  llvm::SmallString<128> WorkRoot;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueDirectory("hipify-validate", WorkRoot))
    return fail("cannot create a work directory: " + EC.message());

  std::vector<ProgramValidationResult> Results(Programs.size());
  std::mutex OutputLock;
  auto ValidateOne = [&](size_t I) {
    ProgramValidationRequest One = Request.Program;
    One.CudaSource = Programs[I].first;
    One.HipSource = Programs[I].second;
    llvm::SmallString<256> Work(WorkRoot);
    llvm::sys::path::append(Work, std::to_string(I));
    llvm::sys::fs::create_directories(Work);
    One.WorkDir = std::string(Work);
    Results[I] = validateProgram(One, Table);
    if (DirectoryMode && !Request.Quiet) {
      std::lock_guard<std::mutex> Guard(OutputLock);
      llvm::errs() << "[" << I + 1 << "/" << Programs.size() << "] "
                   << (Results[I].succeeded() ? "PASS " : "FAIL ")
                   << Programs[I].first << "\n";
    }
  };
  if (Programs.size() == 1 || Request.Jobs <= 1) {
    for (size_t I = 0; I < Programs.size(); ++I)
      ValidateOne(I);
  } else {
    llvm::DefaultThreadPool Pool(
        llvm::hardware_concurrency(Request.Jobs));
    for (size_t I = 0; I < Programs.size(); ++I)
      Pool.async([&, I] { ValidateOne(I); });
    Pool.wait();
  }

  llvm::raw_ostream &OS = llvm::outs();
  unsigned Passed = 0;
  for (size_t I = 0; I < Results.size(); ++I) {
    if (DirectoryMode)
      OS << "== " << Programs[I].first << "\n";
    Results[I].print(OS);
    Passed += Results[I].succeeded();
  }
  if (DirectoryMode)
    OS << "validated " << Results.size() << " programs: " << Passed
       << " passed, " << Results.size() - Passed << " failed\n";

  if (!Request.ReportFile.empty()) {
    llvm::json::Value Report = nullptr;
    if (DirectoryMode) {
      llvm::json::Array All;
      for (const ProgramValidationResult &R : Results)
        All.push_back(R.toJson());
      Report = llvm::json::Object{{"programs", std::move(All)},
                                  {"passed", Passed},
                                  {"failed", Results.size() - Passed}};
    } else {
      Report = Results.front().toJson();
    }
    std::string Json;
    llvm::raw_string_ostream(Json) << llvm::formatv("{0:2}", Report);
    if (llvm::Error E = writeFileAtomically(Request.ReportFile, Json + "\n"))
      return fail(llvm::toString(std::move(E)));
  }
  if (!Request.KeepWork)
    llvm::sys::fs::remove_directories(WorkRoot);
  else
    llvm::errs() << "hipify: work files kept in " << WorkRoot << "\n";
  return Passed == Results.size() ? ExitOk : ExitFindings;
}

} // namespace hipify
