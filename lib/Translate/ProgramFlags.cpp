//===- ProgramFlags.cpp ---------------------------------------------------===//
#include "Translate/ProgramFlags.h"
#include "Support/NormalPath.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

/// Flags that take a value, joined (-Idir) or as the next argument.
constexpr llvm::StringLiteral ValueFlags[] = {
    "-include", "-isystem", "-iquote", "-idirafter", "-I", "-D", "-U"};
/// Of those, the ones whose value is a directory.
bool namesDirectory(llvm::StringRef Flag) {
  return Flag == "-I" || Flag == "-isystem" || Flag == "-iquote" ||
         Flag == "-idirafter";
}

/// The value flag Arg starts with ("" when none); Joined says whether its
/// value is in Arg too.
llvm::StringRef valueFlag(llvm::StringRef Arg, bool &Joined) {
  for (llvm::StringRef Flag : ValueFlags)
    if (Arg.starts_with(Flag)) {
      Joined = Arg.size() > Flag.size();
      return Flag;
    }
  return "";
}

} // namespace

std::vector<std::string>
preprocessorFlags(const std::vector<std::string> &Flags) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef Arg = Flags[I];
    bool Joined = false;
    if (!valueFlag(Arg, Joined).empty()) {
      Out.push_back(Flags[I]);
      if (!Joined && I + 1 < Flags.size())
        Out.push_back(Flags[++I]);
    } else if (Arg.starts_with("-std=")) {
      Out.push_back(Flags[I]);
    }
  }
  return Out;
}

bool searchesDirectory(const std::vector<std::string> &Flags,
                       llvm::StringRef Dir) {
  std::string Wanted = normalPath(Dir);
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef Arg = Flags[I];
    bool Joined = false;
    llvm::StringRef Flag = valueFlag(Arg, Joined);
    if (!namesDirectory(Flag))
      continue;
    llvm::StringRef Value =
        Joined ? Arg.drop_front(Flag.size())
               : llvm::StringRef(I + 1 < Flags.size() ? Flags[++I] : "");
    if (Flag != "-iquote" && !Value.empty() && normalPath(Value) == Wanted)
      return true;
  }
  return false;
}

std::vector<std::string> movedIncludeDirs(const std::vector<std::string> &Flags,
                                          llvm::StringRef From,
                                          llvm::StringRef To) {
  auto Move = [&](llvm::StringRef Dir) {
    std::string Absolute = normalPath(Dir);
    llvm::StringRef Rest = Absolute;
    if (!Rest.consume_front(From) || (!Rest.empty() && !Rest.starts_with("/")))
      return Dir.str();
    return (To + Rest).str();
  };
  std::vector<std::string> Out;
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef Arg = Flags[I];
    bool Joined = false;
    llvm::StringRef Flag = valueFlag(Arg, Joined);
    if (!namesDirectory(Flag)) {
      Out.push_back(Flags[I]);
      continue;
    }
    if (Joined) {
      Out.push_back((Flag + Move(Arg.drop_front(Flag.size()))).str());
    } else {
      Out.push_back(Flags[I]);
      if (I + 1 < Flags.size())
        Out.push_back(Move(Flags[++I]));
    }
  }
  return Out;
}

UnitLanguage unitLanguage(llvm::StringRef Path) {
  return llvm::sys::path::extension(Path) == ".c" ? UnitLanguage::C
                                                  : UnitLanguage::Cxx;
}

/// The language a -std= value names: C++ ones name c++ or gnu++ (and
/// cuda, hip), C ones the rest (c99, gnu89, iso9899:1999).
static UnitLanguage standardLanguage(llvm::StringRef Value) {
  return Value.contains("++") || Value.starts_with("cuda") ||
                 Value.starts_with("hip")
             ? UnitLanguage::Cxx
             : UnitLanguage::C;
}

std::vector<std::string> flagsForLanguage(const std::vector<std::string> &Flags,
                                          UnitLanguage L) {
  std::vector<std::string> Kept;
  for (const std::string &Flag : Flags) {
    llvm::StringRef F(Flag);
    if ((F.consume_front("-std=") || F.consume_front("--std=")) &&
        standardLanguage(F) != L)
      continue;
    Kept.push_back(Flag);
  }
  return Kept;
}

bool namesStandardFor(const std::vector<std::string> &Flags, UnitLanguage L) {
  return llvm::any_of(Flags, [&](const std::string &Flag) {
    llvm::StringRef F(Flag);
    return (F.consume_front("-std=") || F.consume_front("--std=")) &&
           standardLanguage(F) == L;
  });
}

} // namespace hipify
