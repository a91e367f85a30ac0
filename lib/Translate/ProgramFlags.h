//===- ProgramFlags.h - a program's compile flags, for each build ---------===//
//
// The flags after `validate ... --` are the program's: its include
// directories, macros, language standard, OpenMP. The translation needs the
// preprocessor's share of them to parse the program as its build does, and
// the builds of the port (and of the CPU runner's lowered sources) need its
// include directories moved from the program's directory to the tree that
// holds the translated (lowered) headers.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PROGRAMFLAGS_H
#define HIPIFY_TRANSLATE_PROGRAMFLAGS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// The flags of Flags that the preprocessor and the parse read: -I, -D, -U,
/// -include, -isystem, -iquote, -idirafter (joined or with their value as
/// the next argument) and -std=.
std::vector<std::string>
preprocessorFlags(const std::vector<std::string> &Flags);

/// Whether Flags search Dir for angled includes (-I, -isystem, -idirafter;
/// paths compared made absolute against the working directory).
bool searchesDirectory(const std::vector<std::string> &Flags,
                       llvm::StringRef Dir);

/// Flags with each include directory under From (made absolute against the
/// working directory) moved to the same place under To.
std::vector<std::string> movedIncludeDirs(const std::vector<std::string> &Flags,
                                          llvm::StringRef From,
                                          llvm::StringRef To);

/// The languages of a program's units: C units (.c) are compiled as C,
/// the rest as C++ (or CUDA, HIP).
enum class UnitLanguage { C, Cxx };
UnitLanguage unitLanguage(llvm::StringRef Path);

/// Flags as a unit of language L gets them: a -std= of the other language
/// (the program's -std=c++17 given for its C++ units, a -std=gnu99 for its
/// C units) is left out.
std::vector<std::string> flagsForLanguage(const std::vector<std::string> &Flags,
                                          UnitLanguage L);
/// Whether Flags name a language standard for L.
bool namesStandardFor(const std::vector<std::string> &Flags, UnitLanguage L);

/// The C dialect tried when a C unit does not compile in the compiler's
/// default (C17 with GNU extensions): old C, with implicit int and implicit
/// function declarations.
inline constexpr llvm::StringLiteral OldCStandard = "gnu89";

} // namespace hipify

#endif
