//===- CompilerDiagnostics.h - a compiler's errors, read back as data -----===//
//
// Validation and `port --verify` run a compiler over the port and must say
// where each error came from. Clang prints an error as a line
// "FILE:LINE:COL: error: MESSAGE", after the stack of includes that reached
// FILE ("In file included from A:LINE:", outermost first) and before its
// notes ("note: in instantiation of ... requested here"); nvcc as
// "FILE(LINE): error: MESSAGE". This file reads that text back into
// structures, so that callers map positions instead of editing text.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_COMPILERDIAGNOSTICS_H
#define HIPIFY_VALIDATE_COMPILERDIAGNOSTICS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// A place a diagnostic names, as the compiler printed it (File as given to
/// the compiler or found in an include directory; Line 0: none).
struct CompilerLocation {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0; ///< 0 where the compiler gave none (nvcc).
};

struct CompilerError {
  CompilerLocation Where; ///< File empty for an error without a place.
  std::string Message;
  bool Fatal = false; ///< "fatal error": the compiler stopped there.
  /// The includes that reached Where's file, innermost first: the file
  /// that includes it, then the one that includes that, and so on.
  std::vector<CompilerLocation> IncludedFrom;
  /// The places its notes name, in order (the call that instantiated a
  /// template, the macro it expands from, a candidate's declaration).
  std::vector<CompilerLocation> NotePlaces;
};

/// Reads one diagnostic line, clang's "FILE:LINE:COL: KIND: ..." or nvcc's
/// "FILE(LINE): KIND ...": its place and kind ("error", "fatal error",
/// "warning", "note", "remark", "catastrophic error"); false for any other
/// line.
bool parseDiagnosticLine(llvm::StringRef Line, CompilerLocation &Where,
                         std::string &Kind, std::string &Message);

/// Every error in Output, in order, with the include stack before it and
/// the notes after it; an error the compiler printed twice (once for the
/// host, once for a device) is kept once.
std::vector<CompilerError> parseCompilerErrors(llvm::StringRef Output);

/// The header of a "'NAME' file not found" error, or "".
llvm::StringRef missingHeader(const CompilerError &Error);

} // namespace hipify

#endif
