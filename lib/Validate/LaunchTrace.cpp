//===- LaunchTrace.cpp ----------------------------------------------------===//
#include "Validate/LaunchTrace.h"
#include "Support/BoundedJson.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

ElementType elementTypeNamed(llvm::StringRef Name) {
  using K = ElementKind;
  auto [Kind, Size] = llvm::StringSwitch<std::pair<K, unsigned>>(Name)
                          .Case("f16", {K::Float, 2})
                          .Case("bf16", {K::Float, 2})
                          .Case("f32", {K::Float, 4})
                          .Case("f64", {K::Float, 8})
                          .Case("i8", {K::Signed, 1})
                          .Case("i16", {K::Signed, 2})
                          .Case("i32", {K::Signed, 4})
                          .Case("i64", {K::Signed, 8})
                          .Case("u8", {K::Unsigned, 1})
                          .Case("u16", {K::Unsigned, 2})
                          .Case("u32", {K::Unsigned, 4})
                          .Case("u64", {K::Unsigned, 8})
                          .Default({K::Bytes, 1});
  return {Name.str(), Kind, Size};
}

namespace {

/// Reads one line of launches.jsonl; Where prefixes every complaint.
class LaunchParser {
public:
  LaunchParser(llvm::StringRef Dir, std::string Where)
      : Dir(Dir), Where(std::move(Where)) {}

  llvm::Expected<TracedLaunch> parse(llvm::StringRef Line) {
    llvm::Expected<llvm::json::Value> Value = parseBoundedJson(Line);
    if (!Value)
      return fail(llvm::toString(Value.takeError()));
    const llvm::json::Object *O = Value->getAsObject();
    if (!O)
      return fail("a launch is not a JSON object");
    TracedLaunch L;
    std::optional<int64_t> Index = O->getInteger("index");
    std::optional<llvm::StringRef> Kernel = O->getString("kernel");
    if (!Index || !Kernel)
      return fail("a launch needs 'index' and 'kernel'");
    L.Index = *Index;
    L.Kernel = Kernel->str();
    if (!readDim(*O, "grid", L.Grid) || !readDim(*O, "block", L.Block))
      return fail("'grid' and 'block' must be arrays of three integers");
    // Traces of older runners name no thread: every launch is the first's.
    std::optional<int64_t> Thread = O->getInteger("thread");
    if (Thread && *Thread < 0)
      return fail("'thread' must be a number of 0 or more");
    L.HostThread = Thread.value_or(0);
    L.Shared = O->getInteger("shared").value_or(0);
    L.Status = O->getString("status").value_or("ok").str();
    L.Recorded = O->getBoolean("recorded").value_or(true);
    if (const llvm::json::Array *Buffers = O->getArray("buffers"))
      for (const llvm::json::Value &B : *Buffers) {
        llvm::Expected<TracedBuffer> Buffer = parseBuffer(B);
        if (!Buffer)
          return Buffer.takeError();
        L.Buffers.push_back(std::move(*Buffer));
      }
    return L;
  }

private:
  llvm::Error fail(const llvm::Twine &Why) const {
    return llvm::createStringError(std::errc::invalid_argument, "%s: %s",
                                   Where.c_str(), Why.str().c_str());
  }

  static bool readDim(const llvm::json::Object &O, llvm::StringRef Key,
                      std::array<uint64_t, 3> &Out) {
    const llvm::json::Array *A = O.getArray(Key);
    if (!A || A->size() != 3)
      return false;
    for (size_t I = 0; I < 3; ++I) {
      std::optional<int64_t> V = (*A)[I].getAsInteger();
      if (!V || *V < 0)
        return false;
      Out[I] = *V;
    }
    return true;
  }

  llvm::Expected<TracedBuffer> parseBuffer(const llvm::json::Value &V) const {
    const llvm::json::Object *O = V.getAsObject();
    if (!O)
      return fail("a buffer is not a JSON object");
    std::optional<int64_t> Arg = O->getInteger("arg");
    std::optional<int64_t> Bytes = O->getInteger("bytes");
    std::optional<llvm::StringRef> Type = O->getString("type");
    std::optional<llvm::StringRef> Hash = O->getString("hash");
    if (!Hash && O->getString("fnv1a"))
      return fail("a trace of an older CPU runner (its buffers have 'fnv1a' "
                  "hashes, not 'hash'): record it again");
    if (!Arg || !Bytes || !Type || !Hash || *Arg < 0 || *Bytes < 0)
      return fail("a buffer needs 'arg', 'type', 'bytes' and 'hash'");
    TracedBuffer B;
    B.Arg = *Arg;
    B.Param = O->getString("param").value_or("").str();
    B.Type = elementTypeNamed(*Type);
    B.Bytes = *Bytes;
    B.Hash = Hash->lower();
    // "file": null once the trace limit was reached; only the hash is left.
    if (std::optional<llvm::StringRef> File = O->getString("file")) {
      llvm::SmallString<256> Path(Dir);
      llvm::sys::path::append(Path, *File);
      if (!llvm::sys::fs::exists(Path))
        return fail("buffer file '" + Path + "' does not exist");
      B.File = Path.str().str();
    }
    return B;
  }

  std::string Dir, Where;
};

} // namespace

llvm::Expected<std::vector<TracedLaunch>> readLaunchTrace(llvm::StringRef Dir) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, "launches.jsonl");
  // The runtime writes the file at the first launch's end: a trace
  // directory without it is a program that launched nothing.
  if (llvm::sys::fs::is_directory(Dir) && !llvm::sys::fs::exists(Path))
    return std::vector<TracedLaunch>();
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read launch trace '%s': %s",
                                   Path.c_str(),
                                   Buffer.getError().message().c_str());
  std::vector<TracedLaunch> Launches;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (Lines[I].trim().empty())
      continue;
    LaunchParser Parser(Dir, (Path + ":" + llvm::Twine(I + 1)).str());
    llvm::Expected<TracedLaunch> Launch = Parser.parse(Lines[I]);
    if (!Launch)
      return Launch.takeError();
    Launches.push_back(std::move(*Launch));
  }
  return Launches;
}

} // namespace hipify
