//===- PortVerifier.cpp ---------------------------------------------------===//
#include "Validate/PortVerifier.h"
#include "Mapping/HipLibraries.h"
#include "Mapping/HipTarget.h"
#include "Mapping/MappingTable.h"
#include "Support/NormalPath.h"
#include "Support/Process.h"
#include "Validate/AmdBuild.h"
#include "Validate/CompilerDiagnostics.h"
#include "Validate/LineMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include <atomic>
#include <map>
#include <set>
#include <thread>

namespace hipify {

llvm::Expected<HipCompiler> findHipCompiler(llvm::StringRef Requested,
                                            llvm::StringRef HipPath) {
  llvm::StringRef Name = Requested.empty() ? "hipcc" : Requested;
  HipCompiler Compiler;
  if (llvm::sys::path::has_parent_path(Name)) {
    if (!llvm::sys::fs::can_execute(Name))
      return llvm::createStringError(
          std::errc::no_such_file_or_directory,
          "no HIP compiler at '%s' (--hipcc)", Name.str().c_str());
    Compiler.Path = Name.str();
  } else if (llvm::ErrorOr<std::string> Found =
                 llvm::sys::findProgramByName(Name)) {
    Compiler.Path = *Found;
  } else {
    return llvm::createStringError(
        std::errc::no_such_file_or_directory,
        Requested.empty()
            ? "no HIP compiler found (hipcc is not on PATH; install HIP, or "
              "name the compiler with --hipcc=PATH)"
            : "no HIP compiler '%s' on PATH (--hipcc)",
        Name.str().c_str());
  }
  if (std::optional<std::string> Include = findHipIncludeDirectory(HipPath))
    Compiler.InstalledHip =
        readHipVersion(llvm::sys::path::parent_path(*Include));
  return Compiler;
}

namespace {

/// Where compiler places lie in the CUDA sources.
class PlaceMapper {
public:
  explicit PlaceMapper(const std::vector<PortedFile> &Files) {
    for (const PortedFile &F : Files) {
      clang::tooling::Replacements Edits;
      for (const clang::tooling::Replacement &R : F.Edits)
        if (llvm::Error E = Edits.add(clang::tooling::Replacement(
                "f", R.getOffset(), R.getLength(), R.getReplacementText())))
          llvm::consumeError(std::move(E)); // Kept apart from the others.
      Maps.try_emplace(normalPath(F.PortPath), &F,
                       LineMap(F.OriginalText, Edits));
    }
  }

  /// The CUDA place of a compiler place in a ported file.
  std::optional<SourceSpan> cudaPlace(const CompilerLocation &Where) const {
    if (Where.File.empty())
      return std::nullopt;
    auto It = Maps.find(normalPath(Where.File));
    if (It == Maps.end())
      return std::nullopt;
    SourceSpan Span;
    Span.File = It->second.first->CudaPath;
    LineMap::Position P =
        It->second.second.originalPosition(Where.Line, Where.Column);
    Span.Line = P.Line;
    Span.Column = P.Line ? P.Column : 0;
    return Span;
  }

  /// The CUDA file a port file comes from ("" for none).
  std::string cudaPathOf(llvm::StringRef PortPath) const {
    auto It = Maps.find(normalPath(PortPath));
    return It == Maps.end() ? "" : It->second.first->CudaPath;
  }

private:
  std::map<std::string, std::pair<const PortedFile *, LineMap>> Maps;
};

/// HIP API names the target has and the installed HIP lacks, with the
/// release that brought them.
class NewerNames {
public:
  NewerNames(const PortVerifyRequest &Request) {
    const std::optional<HipVersion> &Installed = Request.Compiler.InstalledHip;
    if (!Request.Table || !Request.Target || !Installed ||
        !(*Installed < *Request.Target))
      return;
    for (const MappingRow &Row : Request.Table->rows()) {
      std::optional<HipVersion> Since =
          parseVersion(Request.Table->hipSince(Row));
      if (!Row.Hip.empty() && Since && *Installed < *Since &&
          !(*Request.Target < *Since))
        Names[Row.Hip] = Since->str();
    }
  }

  /// The first name Message quotes that is newer than the installed HIP,
  /// with its release; empty when none.
  std::pair<std::string, std::string> in(llvm::StringRef Message) const {
    static const llvm::Regex Quoted("'([A-Za-z_][A-Za-z0-9_:]*)'");
    llvm::SmallVector<llvm::StringRef, 2> Match;
    while (Quoted.match(Message, &Match)) {
      auto It = Names.find(Match[1]);
      if (It != Names.end())
        return {It->first().str(), It->second};
      Message = Message.substr(Message.find(Match[0]) + Match[0].size());
    }
    return {};
  }

private:
  llvm::StringMap<std::string> Names;
};

/// The library a missing header belongs to, for the message ("" when it
/// is not known).
std::string libraryOfHeader(llvm::StringRef Header, const MappingTable *Table) {
  llvm::StringRef Top = Header.split('/').first;
  for (const HipLibrary &L : hipLibraries())
    if (Header.contains('/') && Top == L.IncludeDir)
      return L.Name;
  if (Table)
    for (const MappingRow &Row : Table->rows())
      if (Row.Hip == Header && !Row.Family.empty())
        return "the HIP counterpart of the " + Row.Family + " family";
  return "";
}

class Verifier {
public:
  Verifier(const PortVerifyRequest &Request)
      : Request(Request), Places(Request.Files), Newer(Request) {
    if (Request.Earlier)
      for (const Finding &F : *Request.Earlier)
        if (F.Level != Severity::Note && F.Span.Line)
          Explained.insert({F.Span.File, F.Span.Line});
    for (const std::string &F : Request.ProjectFiles)
      ProjectFiles.push_back(normalPath(F));
  }

  PortVerifyResult run() {
    PortVerifyResult Result;
    Result.Units.resize(Request.Units.size());
    std::vector<std::string> Outputs(Request.Units.size());
    std::atomic<size_t> Next{0};
    auto Work = [&] {
      for (size_t I = Next++; I < Request.Units.size(); I = Next++)
        compile(Request.Units[I], Result.Units[I], Outputs[I]);
    };
    std::vector<std::thread> Threads;
    for (unsigned T = 1; T < std::max(1u, Request.Jobs); ++T)
      Threads.emplace_back(Work);
    Work();
    for (std::thread &T : Threads)
      T.join();
    // Findings in the units' order, each place and message once: a header
    // shared by several units fails the same way in each.
    for (size_t I = 0; I < Request.Units.size(); ++I) {
      std::vector<CompilerError> Errors = parseCompilerErrors(Outputs[I]);
      UnitVerification &Unit = Result.Units[I];
      if (Errors.empty() && !Unit.Compiled && Unit.Failure.empty()) {
        // It failed without an error in a form we read: say what it said.
        CompilerError &E = Errors.emplace_back();
        llvm::StringRef Said = llvm::StringRef(Outputs[I]).trim();
        E.Message = Request.Compiler.Path + " failed" +
                    (Said.empty() ? std::string()
                                  : ": " + Said.split('\n').first.str());
      }
      for (const CompilerError &E : Errors)
        report(Request.Units[I], E, Unit, Result.Findings);
    }
    for (auto &[Place, Group] : OutsideThePort)
      if (Group.second.size() > 1)
        Result.Findings[Group.first].Message +=
            "; and " + std::to_string(Group.second.size() - 1) +
            " more errors in headers outside the port, reached from here";
    if (Request.Target && Request.Compiler.InstalledHip &&
        !(*Request.Target == *Request.Compiler.InstalledHip))
      Result.Notices.push_back(
          "--verify compiles the port with the installed HIP " +
          Request.Compiler.InstalledHip->str() + " (" +
          Request.Compiler.Path + "), not with HIP " + Request.Target->str() +
          ", the target" +
          (*Request.Compiler.InstalledHip < *Request.Target
               ? std::string(": errors naming HIP APIs newer than " +
                             Request.Compiler.InstalledHip->str() +
                             " are marked as expected")
               : std::string()));
    return Result;
  }

private:
  void compile(const PortVerifyRequest::Unit &Unit, UnitVerification &Out,
               std::string &Output) {
    Out.PortPath = Unit.PortPath;
    Out.Name = Unit.Name;
    ProcessRequest Run;
    // A C unit is built as C, with the HIP headers' C interface; every other
    // unit as HIP.
    bool IsC = llvm::sys::path::extension(Unit.PortPath) == ".c";
    Run.Args = {Request.Compiler.Path, "-fsyntax-only", "-x", IsC ? "c" : "hip"};
    for (const std::string &Arch : Request.Arches)
      Run.Args.push_back("--offload-arch=" + Arch);
    llvm::append_range(Run.Args, IsC ? Unit.Flags
                                     : amdProgramFlags(Unit.Flags, false));
    Run.Args.insert(Run.Args.end(), {"-w", "-ferror-limit=100", Unit.PortPath});
    Run.MergeStderr = true;
    Run.TimeoutSeconds = Request.TimeoutSeconds;
    ProcessResult Done = runProcess(Run);
    Output = Done.Stdout;
    Out.Compiled = Done.succeeded();
    if (!Done.Started || Done.TimedOut || Done.Crashed)
      Out.Failure = Done.describe();
  }

  /// The first place of E in a ported file: its own, a note's (the call
  /// that instantiated a template in a HIP header), an include's.
  std::optional<SourceSpan> cudaPlace(const CompilerError &E) const {
    if (auto Span = Places.cudaPlace(E.Where))
      return Span;
    for (const CompilerLocation &L : E.NotePlaces)
      if (auto Span = Places.cudaPlace(L))
        return Span;
    for (const CompilerLocation &L : E.IncludedFrom)
      if (auto Span = Places.cudaPlace(L))
        return Span;
    return std::nullopt;
  }

  /// Whether a header the compiler could not find is absent from this
  /// machine as HIP and as CUDA, and is no file of the project.
  bool isUnavailableLibrary(llvm::StringRef Header) const {
    if (Header.empty() || llvm::sys::path::is_absolute(Header))
      return false;
    llvm::SmallString<256> Cuda(Request.CudaIncludeDir);
    llvm::sys::path::append(Cuda, Header);
    if (!Request.CudaIncludeDir.empty() && llvm::sys::fs::exists(Cuda))
      return false;
    std::string Tail = "/" + Header.str();
    return llvm::none_of(ProjectFiles, [&](llvm::StringRef F) {
      return F.ends_with(Tail);
    });
  }

  void report(const PortVerifyRequest::Unit &Unit, const CompilerError &E,
              UnitVerification &Out, std::vector<Finding> &Findings) {
    ++Out.Errors;
    Finding F;
    F.RuleId = rules::PortBuildError;
    F.Level = Severity::Error;
    std::optional<SourceSpan> Place = cudaPlace(E);
    if (Place) {
      F.Span = *Place;
    } else {
      F.Span.File = Places.cudaPathOf(Unit.PortPath);
      if (F.Span.File.empty())
        F.Span.File = Unit.PortPath;
    }
    // An error in a file that is not the port's (a HIP header) names that
    // file: the place above is only where the user's code reached it.
    std::string Where;
    bool OutsideThePort = !E.Where.File.empty() && !Places.cudaPlace(E.Where);
    if (OutsideThePort)
      Where = " (in " + E.Where.File + ":" + std::to_string(E.Where.Line) +
              ")";
    llvm::StringRef Header = missingHeader(E);
    if (isUnavailableLibrary(Header)) {
      std::string Library = libraryOfHeader(Header, Request.Table);
      ++Out.Unavailable;
      F.RuleId = rules::LibraryUnavailable;
      F.Level = Severity::Warning;
      F.Message = "'" + Header.str() + "' is not installed here" +
                  (Library.empty() ? "" : " (" + Library + ")") +
                  ": the port could not be compiled past this include; "
                  "install it, or name its include directory after `--`, "
                  "to verify this unit";
    } else {
      F.Message = "the port does not build: " + E.Message + Where;
      auto [Name, Since] = Newer.in(E.Message);
      if (!Name.empty()) {
        ++Out.Expected;
        F.Level = Severity::Warning;
        F.Message += "; expected: '" + Name + "' is new in HIP " + Since +
                     ", which the target has and the installed HIP " +
                     Request.Compiler.InstalledHip->str() + " lacks";
      }
    }
    if (Place && Explained.count({F.Span.File, F.Span.Line}))
      return;
    // Errors in headers outside the port (HIP's own) cascade: the first one
    // reached from a place of the user's stands for the others.
    if (OutsideThePort && F.RuleId == rules::PortBuildError &&
        F.Level == Severity::Error) {
      auto [It, New] = this->OutsideThePort.try_emplace(
          std::make_tuple(F.Span.File, F.Span.Line, F.Span.Column),
          Findings.size(), std::set<std::string>());
      It->second.second.insert(E.Message);
      if (New)
        Findings.push_back(std::move(F));
      return;
    }
    if (Seen.insert({F.Span.File, F.Span.Line, F.Span.Column, F.Message})
            .second)
      Findings.push_back(std::move(F));
  }

  const PortVerifyRequest &Request;
  PlaceMapper Places;
  NewerNames Newer;
  std::set<std::pair<std::string, unsigned>> Explained;
  std::vector<std::string> ProjectFiles;
  /// Each place and message reported.
  std::set<std::tuple<std::string, unsigned, unsigned, std::string>> Seen;
  /// Errors in headers outside the port, by the user's place that reached
  /// them: the index of the finding that reports them, and their messages.
  std::map<std::tuple<std::string, unsigned, unsigned>,
           std::pair<size_t, std::set<std::string>>>
      OutsideThePort;
};

} // namespace

PortVerifyResult verifyPort(const PortVerifyRequest &Request) {
  return Verifier(Request).run();
}

} // namespace hipify
