//===- ProgramDiscovery.cpp -----------------------------------------------===//
#include "Validate/ProgramDiscovery.h"
#include "Mapping/SourceLanguage.h"
#include "Support/NormalPath.h"
#include "Support/QuotedIncludes.h"
#include "Translate/TranslateOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>
#include <regex>

namespace hipify {

namespace {

/// Sources larger than this are data, not code a program is made of.
constexpr uint64_t kLargestSource = 16 * 1024 * 1024;

std::string readSmallFile(llvm::StringRef Path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/true,
                                  /*RequiresNullTerminator=*/false);
  if (!Buffer || (*Buffer)->getBufferSize() > kLargestSource)
    return "";
  return (*Buffer)->getBuffer().str();
}

struct DirectoryUnits {
  std::vector<std::string> Units, Mains;
};

std::string portOf(llvm::StringRef Unit, llvm::StringRef Dir,
                   llvm::StringRef PortDir) {
  llvm::StringRef Relative = Unit;
  Relative.consume_front(Dir);
  Relative = Relative.ltrim('/');
  llvm::SmallString<256> Kept(PortDir), Renamed(PortDir);
  llvm::sys::path::append(Kept, Relative);
  llvm::sys::path::append(Renamed, hipFileName(Relative.str()));
  return llvm::sys::fs::exists(Renamed) ? std::string(Renamed)
                                        : std::string(Kept);
}

/// The names a unit defines for other units: its functions (a line that
/// starts, after a return type, with `name(` and does not end a
/// declaration) and file-scope variables are approximated by functions;
/// `static` ones are its own.
std::vector<std::string> definedNames(llvm::StringRef Text) {
  static const std::regex Definition(
      R"re(^(?:template\s*<[^>]*>\s*)?(?:(?:inline|extern|__host__|__device__|__global__|__forceinline__)\s+)*[A-Za-z_][\w:<>,]*(?:\s*[\*&])*\s+[\*&]*([A-Za-z_]\w*)\s*\([^;]*$)re");
  std::vector<std::string> Names;
  for (llvm::StringRef Line : llvm::split(Text, '\n')) {
    if (Line.empty() || Line.starts_with(" ") || Line.starts_with("\t") ||
        Line.starts_with("static") || Line.starts_with("#") ||
        Line.starts_with("//"))
      continue;
    std::string Owned = Line.str();
    std::smatch Match;
    if (std::regex_search(Owned, Match, Definition) && Match[1] != "main" &&
        Match[1] != "if" && Match[1] != "while" && Match[1] != "for")
      Names.push_back(Match[1].str());
  }
  return Names;
}

/// Whether Text names one of Names as a whole word.
bool namesAny(llvm::StringRef Text, const std::vector<std::string> &Names) {
  for (const std::string &Name : Names)
    for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
         At = Text.find(Name, At + 1)) {
      bool Start = At == 0 || !(llvm::isAlnum(Text[At - 1]) || Text[At - 1] == '_');
      size_t End = At + Name.size();
      bool Finish = End >= Text.size() ||
                    !(llvm::isAlnum(Text[End]) || Text[End] == '_');
      if (Start && Finish)
        return true;
    }
  return false;
}

} // namespace

bool definesMain(llvm::StringRef Text) {
  static const std::regex Main(
      R"re(^\s*(extern\s+"C"\s+)?((static|inline)\s+)?((int|auto|void|signed)\s+)?main\s*\()re");
  bool InComment = false;
  for (llvm::StringRef Line : llvm::split(Text, '\n')) {
    if (InComment) {
      size_t End = Line.find("*/");
      if (End == llvm::StringRef::npos)
        continue;
      Line = Line.drop_front(End + 2);
      InComment = false;
    }
    size_t Open = Line.find("/*");
    if (Open != llvm::StringRef::npos && !Line.substr(Open).contains("*/"))
      InComment = true;
    if (!Line.contains("main"))
      continue;
    std::string Owned = Line.str();
    if (std::regex_search(Owned, Main))
      return true;
  }
  return false;
}

ProgramSearch findPrograms(llvm::StringRef GivenDir, llvm::StringRef PortDir) {
  std::string Dir = normalPath(GivenDir);
  // Every file, by directory; the files any of them includes by name.
  std::map<std::string, std::vector<std::string>> Sources;
  std::map<std::string, std::string> Texts;
  llvm::StringSet<> Included;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC,
                                                      /*follow_symlinks=*/false),
       End;
       It != End && !EC; It.increment(EC)) {
    if (It->type() != llvm::sys::fs::file_type::regular_file)
      continue;
    std::string Path = normalPath(It->path());
    bool Source = hasSourceExtension(Path);
    if (!Source && !hasHeaderExtension(Path))
      continue;
    std::string Text = readSmallFile(Path);
    for (std::string &Target : quotedIncludes(Path, Text))
      Included.insert(Target);
    if (Source) {
      Sources[std::string(llvm::sys::path::parent_path(Path))].push_back(Path);
      Texts[Path] = std::move(Text);
    }
  }

  std::map<std::string, DirectoryUnits> Directories;
  for (auto &[Directory, Files] : Sources) {
    DirectoryUnits &Units = Directories[Directory];
    llvm::sort(Files);
    for (const std::string &File : Files) {
      if (Included.contains(File))
        continue;
      Units.Units.push_back(File);
      if (definesMain(Texts[File]))
        Units.Mains.push_back(File);
    }
  }

  auto IsCuda = [&](const std::string &Unit) {
    return hasCudaExtension(Unit) || mentionsCuda(Texts[Unit]);
  };
  ProgramSearch Search;
  // The program each directory with exactly one main() is, by directory;
  // a directory with several main()s owns none (its subdirectories' units
  // belong to no program).
  std::map<std::string, size_t> ProgramOf;
  std::map<std::string, bool> HasMains;
  // std::map iterates parents before their subdirectories.
  for (auto &[Directory, Units] : Directories) {
    if (Units.Units.empty())
      continue;
    if (Units.Mains.size() == 1) {
      ProgramSources Program;
      Program.Directory = Directory;
      Program.Units.push_back(Units.Mains.front());
      for (const std::string &Unit : Units.Units)
        if (Unit != Units.Mains.front())
          Program.Units.push_back(Unit);
      ProgramOf[Directory] = Search.Programs.size();
      HasMains[Directory] = true;
      Search.Programs.push_back(std::move(Program));
      continue;
    }
    if (Units.Mains.size() > 1) {
      HasMains[Directory] = true;
      // One program per main(); a unit without one joins each program
      // whose main unit names a function or variable it defines (a helper
      // unit shared by examples), and is reported when none does.
      size_t First = Search.Programs.size();
      for (const std::string &Main : Units.Mains)
        Search.Programs.push_back({Directory, {Main}, {}});
      for (const std::string &Unit : Units.Units) {
        if (llvm::is_contained(Units.Mains, Unit))
          continue;
        std::vector<std::string> Defined = definedNames(Texts[Unit]);
        bool Used = false;
        for (size_t I = First; I < Search.Programs.size(); ++I)
          if (namesAny(Texts[Search.Programs[I].Units.front()], Defined)) {
            Search.Programs[I].Units.push_back(Unit);
            Used = true;
          }
        if (!Used && IsCuda(Unit))
          Search.Unvalidated.push_back(
              Unit + ": defines no main(), and no program of its directory "
                     "(one per file with a main()) names what it defines; it "
                     "belongs to none of them");
      }
      continue;
    }
    // No main() here: the units belong to the program of the nearest
    // directory above that has main()s, if it has exactly one.
    std::string Owner;
    for (llvm::StringRef Up = llvm::sys::path::parent_path(Directory);
         Up.size() >= Dir.size() && !Up.empty();
         Up = llvm::sys::path::parent_path(Up))
      if (HasMains.count(Up.str())) {
        Owner = Up.str();
        break;
      }
    auto Program = ProgramOf.find(Owner);
    if (!Owner.empty() && Program != ProgramOf.end()) {
      llvm::append_range(Search.Programs[Program->second].Units, Units.Units);
      continue;
    }
    for (const std::string &Unit : Units.Units)
      if (IsCuda(Unit))
        Search.Unvalidated.push_back(
            Unit + ": defines no main(), and no directory above it holds a "
                   "program's main()");
  }

  // Only programs with CUDA in them; their ports, given a port directory.
  std::vector<ProgramSources> Cuda;
  for (ProgramSources &Program : Search.Programs) {
    if (llvm::none_of(Program.Units, IsCuda))
      continue;
    if (!PortDir.empty())
      for (const std::string &Unit : Program.Units)
        Program.Ports.push_back(portOf(Unit, Dir, PortDir));
    Cuda.push_back(std::move(Program));
  }
  llvm::sort(Cuda, [](const ProgramSources &A, const ProgramSources &B) {
    return A.Units.front() < B.Units.front();
  });
  // The directory given holds one program: it is the program's, with the
  // headers beside its sources (a project's include/ next to its src/).
  if (Cuda.size() == 1)
    Cuda.front().Directory = Dir;
  Search.Programs = std::move(Cuda);
  return Search;
}

} // namespace hipify
