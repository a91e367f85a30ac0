//===- CompilerDiagnostics.cpp --------------------------------------------===//
#include "Validate/CompilerDiagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"
#include <set>
#include <tuple>

namespace hipify {

bool parseDiagnosticLine(llvm::StringRef Line, CompilerLocation &Where,
                         std::string &Kind, std::string &Message) {
  static const llvm::Regex Clang("^(.+):([0-9]+):([0-9]+): (fatal error|error|"
                                 "warning|note|remark): ?(.*)$");
  static const llvm::Regex Nvcc("^(.+)\\(([0-9]+)\\): (catastrophic error|"
                                "error|warning|note|remark)[^:]*: ?(.*)$");
  llvm::SmallVector<llvm::StringRef, 6> Match;
  Line = Line.rtrim("\r");
  unsigned Column = 0;
  if (Clang.match(Line, &Match)) {
    if (Match[3].getAsInteger(10, Column))
      return false;
    Kind = Match[4].str();
    Message = Match[5].str();
  } else if (Nvcc.match(Line, &Match)) {
    Kind = Match[3].str();
    Message = Match[4].str();
  } else {
    return false;
  }
  Where.File = Match[1].str();
  Where.Column = Column;
  return !Match[2].getAsInteger(10, Where.Line);
}

std::vector<CompilerError> parseCompilerErrors(llvm::StringRef Output) {
  static const llvm::Regex IncludedFrom(
      "^In file included from (.+):([0-9]+):$");
  // An error with no place: the compiler driver's ("clang: error: ...").
  static const llvm::Regex Unplaced(
      "^([A-Za-z0-9_.+-]+: )?(fatal error|error): (.*)$");
  std::vector<CompilerError> Errors;
  std::vector<CompilerLocation> Stack; // Outermost first, as printed.
  bool InError = false; // The notes that follow belong to the last error.
  std::set<std::tuple<std::string, unsigned, unsigned, std::string>> Seen;
  llvm::SmallVector<llvm::StringRef> Lines;
  Output.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    Line = Line.rtrim("\r");
    llvm::SmallVector<llvm::StringRef, 3> Match;
    if (IncludedFrom.match(Line, &Match)) {
      CompilerLocation Includer;
      Includer.File = Match[1].str();
      Match[2].getAsInteger(10, Includer.Line);
      Stack.push_back(std::move(Includer));
      continue;
    }
    CompilerLocation Where;
    std::string Kind, Message;
    bool Placed = parseDiagnosticLine(Line, Where, Kind, Message);
    if (!Placed && Unplaced.match(Line, &Match)) {
      Kind = Match[2].str();
      Message = Match[3].str();
    } else if (!Placed) {
      continue; // Source lines, carets, summaries.
    }
    if (Kind == "note") {
      if (InError && Placed)
        Errors.back().NotePlaces.push_back(std::move(Where));
      Stack.clear();
      continue;
    }
    // Clang's "too many errors emitted" ends the list; it is no error of
    // the code.
    bool IsError = (Kind == "error" || Kind == "fatal error" ||
                    Kind == "catastrophic error") &&
                   !llvm::StringRef(Message).starts_with("too many errors");
    InError = false;
    if (IsError && Seen.insert({Where.File, Where.Line, Where.Column, Message})
                       .second) {
      CompilerError &E = Errors.emplace_back();
      E.Where = std::move(Where);
      E.Message = std::move(Message);
      E.Fatal = Kind != "error";
      E.IncludedFrom.assign(Stack.rbegin(), Stack.rend());
      InError = true;
    }
    Stack.clear();
  }
  return Errors;
}

llvm::StringRef missingHeader(const CompilerError &Error) {
  llvm::StringRef Message = Error.Message;
  if (!Message.consume_front("'") || !Message.consume_back("' file not found"))
    return "";
  return Message;
}

} // namespace hipify
