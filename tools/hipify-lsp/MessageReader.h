//===- MessageReader.h - LSP base-protocol framing that survives bad input -===//
//
// Reads the messages of the LSP base protocol: header lines ending in
// "\r\n", an empty line, then Content-Length bytes of JSON. It replaces
// llvm::lsp::JSONTransportInputOverFile, which reports a bad frame as a bare
// failure and keeps no place in the stream: after a wrong Content-Length the
// server answered nothing and waited for bytes that were never coming.
// Here every bad frame is named, and reading goes on at the next
// "Content-Length:" header; only what cannot be recovered ends the input.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LSP_MESSAGEREADER_H
#define HIPIFY_LSP_MESSAGEREADER_H

#include <cstdint>
#include <cstdio>
#include <string>

namespace hipify {
namespace lsp {

class MessageReader {
public:
  /// Larger bodies are refused without being allocated. Far above any real
  /// message (a 20 MB document fits); such a length is garbage, and skipping
  /// that many bytes would swallow the rest of the session anyway.
  static constexpr uint64_t MaxMessageBytes = uint64_t(64) << 20;
  /// No real header line is longer; a longer line is not a header.
  static constexpr size_t MaxHeaderLine = 1024;

  enum class Result {
    Message, ///< Json holds the body of the next message.
    Skipped, ///< A malformed frame (Problem says what); the next read starts
             ///< at the next Content-Length header.
    End,     ///< The input ended between two messages.
    Fatal,   ///< The input cannot go on (Problem says why): a length over
             ///< the limit, an end inside a message, a read error.
  };

  explicit MessageReader(std::FILE *In) : In(In) {}

  Result read(std::string &Json, std::string &Problem);

private:
  enum class LineEnd { Newline, TooLong, EndOfInput };

  LineEnd readLine(std::string &Line);
  Result readHeaders(uint64_t &Length, std::string &Problem);
  bool skipToContentLength(std::string &Line, LineEnd &End);
  /// Reports a malformed frame; the next read resynchronises, first in
  /// Rest (what is left of the line it ended in, which ended as End).
  Result skip(std::string &Problem, std::string Why, std::string Rest = "",
              LineEnd End = LineEnd::Newline);
  Result fatal(std::string &Problem, std::string Why);

  std::FILE *In;
  bool Unsynced = false;
  std::string UnsyncedRest;
  LineEnd UnsyncedEnd = LineEnd::Newline;
};

} // namespace lsp
} // namespace hipify

#endif
