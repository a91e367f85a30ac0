//===- MessageReader.cpp --------------------------------------------------===//
#include "MessageReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cerrno>
#include <cstring>

namespace hipify {
namespace lsp {

namespace {

constexpr llvm::StringLiteral ContentLength = "Content-Length:";

/// Text from the input, quoted and cut short for a log line.
std::string quoted(llvm::StringRef Text) {
  std::string Out = "'";
  for (char C : Text.take_front(60))
    Out += llvm::isPrint(C) ? C : '?';
  return Out + (Text.size() > 60 ? "...'" : "'");
}

/// A header name is an HTTP token; anything else on a header line means
/// the stream is not where a header should be.
bool isHeaderName(llvm::StringRef Name) {
  return !Name.empty() && llvm::all_of(Name, [](char C) {
    return llvm::isAlnum(C) || C == '-' || C == '_';
  });
}

} // namespace

MessageReader::Result MessageReader::read(std::string &Json,
                                          std::string &Problem) {
  uint64_t Length = 0;
  Result Headers = readHeaders(Length, Problem);
  if (Headers != Result::Message)
    return Headers;
  Json.resize(Length);
  size_t Read = Length ? std::fread(Json.data(), 1, Length, In) : 0;
  if (Read < Length)
    return fatal(Problem, "the input ended after " + std::to_string(Read) +
                              " of the " + std::to_string(Length) +
                              " bytes of a message");
  return Result::Message;
}

MessageReader::Result MessageReader::readHeaders(uint64_t &Length,
                                                 std::string &Problem) {
  bool HasLength = false;
  bool InHeaders = false; // Whether a header of this message was read.
  std::string Line;
  while (true) {
    LineEnd End;
    Line.clear();
    if (Unsynced) {
      Unsynced = false;
      Line = std::move(UnsyncedRest);
      End = UnsyncedEnd;
      if (!skipToContentLength(Line, End))
        return fatal(Problem, "the input ended before another "
                              "Content-Length header");
      InHeaders = true;
    } else {
      End = readLine(Line);
    }
    if (End == LineEnd::EndOfInput) {
      if (!InHeaders && Line.empty() && !std::ferror(In))
        return Result::End;
      return fatal(Problem, "the input ended inside the headers of a message");
    }
    if (End == LineEnd::TooLong)
      return skip(Problem, "a header line longer than " +
                               std::to_string(MaxHeaderLine) + " bytes",
                  std::move(Line), End);
    if (Line.empty()) {
      // Empty lines before the headers are harmless (a client that ends
      // its bodies with a newline); after them they end the headers.
      if (!InHeaders)
        continue;
      break;
    }
    InHeaders = true;
    bool HasColon = llvm::StringRef(Line).contains(':');
    auto [Name, Value] = llvm::StringRef(Line).split(':');
    // Likely the rest of a body that a too small Content-Length cut, run
    // into the next message's header.
    if (!HasColon || !isHeaderName(Name) ||
        Value.contains(ContentLength)) {
      std::string Why = "not a header: " + quoted(Line);
      return skip(Problem, std::move(Why), std::move(Line));
    }
    if (!Name.equals_insensitive("Content-Length"))
      continue; // Content-Type, the only other header, says nothing new.
    Value = Value.trim(" \t");
    if (Value.starts_with("-"))
      return skip(Problem, "negative Content-Length " + quoted(Value));
    if (Value.empty() || !llvm::all_of(Value, llvm::isDigit))
      return skip(Problem, "Content-Length is not a number: " + quoted(Value));
    Length = 0;
    for (char C : Value)
      // Stops before the value can overflow.
      if ((Length = Length * 10 + (C - '0')) > MaxMessageBytes)
        return fatal(Problem, "Content-Length " + quoted(Value) +
                                  " is over the limit of " +
                                  std::to_string(MaxMessageBytes >> 20) +
                                  " MiB");
    HasLength = true;
  }
  if (!HasLength)
    return skip(Problem, "a message without a Content-Length header");
  return Result::Message;
}

MessageReader::LineEnd MessageReader::readLine(std::string &Line) {
  while (Line.size() < MaxHeaderLine) {
    int C = std::getc(In);
    if (C == EOF)
      return LineEnd::EndOfInput;
    if (C == '\n') {
      // The protocol says "\r\n"; a bare "\n" is accepted too.
      if (!Line.empty() && Line.back() == '\r')
        Line.pop_back();
      return LineEnd::Newline;
    }
    Line.push_back(static_cast<char>(C));
  }
  return LineEnd::TooLong;
}

/// Finds the next "Content-Length:" in Line (the rest of a bad line, which
/// ended as End) or after it in the input, and leaves in Line the header
/// line it begins. False when the input ends first. The search is for the
/// spelling every client uses, in a body too: a body is skipped only when
/// its frame is broken, and its length is then unknown.
bool MessageReader::skipToContentLength(std::string &Line, LineEnd &End) {
  // No prefix of "Content-Length:" recurs inside it, so after a mismatch
  // the match can only restart at the mismatching character.
  size_t Matched = 0;
  auto Step = [&](char C) {
    Matched = C == ContentLength[Matched] ? Matched + 1
                                          : (C == ContentLength[0] ? 1 : 0);
    return Matched == ContentLength.size();
  };
  for (size_t I = 0; I < Line.size(); ++I)
    if (Step(Line[I])) {
      Line = ContentLength.str() + Line.substr(I + 1);
      if (End == LineEnd::TooLong)
        End = readLine(Line); // The rest of this line.
      return true;
    }
  if (End == LineEnd::EndOfInput)
    return false;
  if (End == LineEnd::Newline)
    Matched = 0; // The header does not span lines.
  for (int C; (C = std::getc(In)) != EOF;)
    if (Step(static_cast<char>(C))) {
      Line = ContentLength.str();
      End = readLine(Line);
      return true;
    }
  return false;
}

MessageReader::Result MessageReader::skip(std::string &Problem,
                                          std::string Why, std::string Rest,
                                          LineEnd End) {
  Unsynced = true;
  UnsyncedRest = std::move(Rest);
  UnsyncedEnd = End;
  Problem = std::move(Why);
  return Result::Skipped;
}

MessageReader::Result MessageReader::fatal(std::string &Problem,
                                           std::string Why) {
  Problem = std::ferror(In) ? std::string("cannot read the input: ") +
                                  std::strerror(errno)
                            : std::move(Why);
  return Result::Fatal;
}

} // namespace lsp
} // namespace hipify
