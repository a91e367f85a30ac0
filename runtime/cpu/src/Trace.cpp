//===- Trace.cpp - the launch trace (HIPIFY_CPU_TRACE) --------------------===//
#include "Trace.h"
#include "ExecSettings.h"
#include "hipify_cpu/memory.h"
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <sys/stat.h>
#include <vector>

namespace hipify_cpu::exec {

namespace {
std::string jsonString(const char *Text) {
  std::string Out = "\"";
  for (const char *C = Text; *C; ++C) {
    unsigned char Byte = static_cast<unsigned char>(*C);
    if (Byte == '"' || Byte == '\\') {
      Out += '\\';
      Out += char(Byte);
    } else if (Byte < 0x20) {
      char Escape[8];
      std::snprintf(Escape, sizeof Escape, "\\u%04x", Byte);
      Out += Escape;
    } else {
      Out += char(Byte);
    }
  }
  return Out + "\"";
}

std::string triple(dim3 D) {
  return "[" + std::to_string(D.x) + ", " + std::to_string(D.y) + ", " +
         std::to_string(D.z) + "]";
}

/// The launch site's parameter names; missing ones are "argN".
std::vector<std::string> parameterNames(const char *Params, size_t Count) {
  std::vector<std::string> Names;
  std::string Current;
  for (const char *C = Params ? Params : ""; ; ++C) {
    if (*C == ',' || *C == '\0') {
      size_t First = Current.find_first_not_of(" \t");
      size_t Last = Current.find_last_not_of(" \t");
      Names.push_back(First == std::string::npos
                          ? ""
                          : Current.substr(First, Last - First + 1));
      Current.clear();
      if (*C == '\0')
        break;
    } else {
      Current += *C;
    }
  }
  Names.resize(std::max(Names.size(), Count));
  for (size_t I = 0; I < Names.size(); ++I)
    if (Names[I].empty())
      Names[I] = "arg" + std::to_string(I);
  return Names;
}

/// The open trace: created at the first launch, lives as long as the program.
class TraceWriter {
public:
  explicit TraceWriter(const char *Dir)
      : Directory(Dir), Limit(traceLimitBytes()), Budget(traceBudgetBytes()) {
    if (mkdir(Dir, 0777) != 0 && errno != EEXIST)
      fail(2, "cannot create the trace directory '%s': %s", Dir,
           std::strerror(errno));
    std::string Path = Directory + "/launches.jsonl";
    Lines = std::fopen(Path.c_str(), "w");
    if (!Lines)
      fail(2, "cannot write '%s': %s", Path.c_str(), std::strerror(errno));
  }

  void record(const TracedLaunch &L) {
    std::string Line = "{\"index\": " + std::to_string(L.Index) +
                       ", \"thread\": " + std::to_string(L.HostThread) +
                       ", \"kernel\": " + jsonString(L.Kernel) +
                       ", \"grid\": " + triple(L.Grid) +
                       ", \"block\": " + triple(L.Block) +
                       ", \"shared\": " + std::to_string(L.SharedBytes) +
                       ", \"status\": " + jsonString(L.Status);
    bool Ran = std::strcmp(L.Status, "ok") == 0;
    if (Ran && !recordsBuffers(L.Index))
      Line += ", \"recorded\": false";
    Line += ", \"buffers\": [";
    if (Ran && recordsBuffers(L.Index))
      Line += buffers(L);
    Line += "]}\n";
    std::fputs(Line.c_str(), Lines);
    std::fflush(Lines);
  }

private:
  /// Whether launch Index's buffers are hashed (and, within the limit,
  /// written). Hashing every buffer at every launch costs the bytes of all
  /// of them: a program that launches thousands of kernels over gigabytes
  /// would spend hours there. Past the budget, launches whose index is a
  /// power of two are still recorded, so the cost grows with the logarithm
  /// of the launch count. The choice depends only on what was hashed, so
  /// an original and a port that launch alike record the same launches.
  bool recordsBuffers(uint64_t Index) const {
    return Hashed < Budget || (Index & (Index - 1)) == 0;
  }

  std::string buffers(const TracedLaunch &L) {
    std::vector<std::string> Names =
        parameterNames(L.Params, L.ArgumentCount);
    std::string Out;
    for (size_t Arg = 0; Arg < L.ArgumentCount; ++Arg) {
      const TracedArgument &A = L.Arguments[Arg];
      const void *Base = nullptr;
      size_t Size = 0;
      if (!A.Pointer || !find_allocation(A.Pointer, &Base, &Size))
        continue;
      size_t Bytes = Size - size_t(static_cast<const char *>(A.Pointer) -
                                   static_cast<const char *>(Base));
      Hashed += Bytes;
      char Hash[20];
      std::snprintf(Hash, sizeof Hash, "%016llx",
                    static_cast<unsigned long long>(contentHash(A.Pointer, Bytes)));
      std::string File = "null";
      if (Written + Bytes <= Limit) {
        std::string Name = "launch-" + std::to_string(L.Index) + "-arg" +
                           std::to_string(Arg) + ".bin";
        writeFile(Name, A.Pointer, Bytes);
        Written += Bytes;
        File = jsonString(Name.c_str());
      }
      if (!Out.empty())
        Out += ", ";
      Out += "{\"arg\": " + std::to_string(Arg) +
             ", \"param\": " + jsonString(Names[Arg].c_str()) +
             ", \"type\": " + jsonString(A.ElementKind ? A.ElementKind : "bytes") +
             ", \"bytes\": " + std::to_string(Bytes) + ", \"file\": " + File +
             ", \"hash\": \"" + Hash + "\"}";
    }
    return Out;
  }

  void writeFile(const std::string &Name, const void *Data, size_t Bytes) {
    std::string Path = Directory + "/" + Name;
    std::FILE *F = std::fopen(Path.c_str(), "wb");
    if (!F || std::fwrite(Data, 1, Bytes, F) != Bytes || std::fclose(F) != 0)
      fail(2, "cannot write '%s': %s", Path.c_str(), std::strerror(errno));
  }

  std::string Directory;
  uint64_t Limit;
  uint64_t Budget;
  uint64_t Written = 0;
  uint64_t Hashed = 0;
  std::FILE *Lines = nullptr;
};
} // namespace

namespace {
constexpr uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;
constexpr uint64_t kWordMultiplier = 0xC2B2AE3D27D4EB4Full;

uint64_t rotateLeft(uint64_t X, int Bits) {
  return (X << Bits) | (X >> (64 - Bits));
}
/// Spreads every bit of X over the whole result.
uint64_t finalMix(uint64_t X) {
  X ^= X >> 33;
  X *= 0xff51afd7ed558ccdull;
  X ^= X >> 33;
  X *= 0xc4ceb9fe1a85ec53ull;
  return X ^ (X >> 33);
}
} // namespace

uint64_t contentHash(const void *Data, size_t Bytes) {
  // Four independent lanes of 8-byte words, so that a launch's buffers
  // (megabytes, every launch) hash at memory speed, not at a byte a step.
  const unsigned char *P = static_cast<const unsigned char *>(Data);
  uint64_t Lanes[4] = {kMultiplier, 2 * kMultiplier, 3 * kMultiplier,
                       4 * kMultiplier};
  const size_t Words = Bytes / 8;
  auto Step = [](uint64_t Lane, const unsigned char *At) {
    uint64_t Word;
    std::memcpy(&Word, At, 8); // Little-endian, as every host of the runner.
    return rotateLeft(Lane ^ (Word * kWordMultiplier), 29) * kMultiplier;
  };
  size_t I = 0;
  for (; I + 4 <= Words; I += 4)
    for (int K = 0; K < 4; ++K)
      Lanes[K] = Step(Lanes[K], P + 8 * (I + K));
  for (; I < Words; ++I)
    Lanes[I % 4] = Step(Lanes[I % 4], P + 8 * I);
  uint64_t Tail = 0;
  std::memcpy(&Tail, P + 8 * Words, Bytes % 8);
  uint64_t Hash = Bytes;
  for (uint64_t Lane : Lanes)
    Hash = rotateLeft(Hash ^ finalMix(Lane), 27) * kMultiplier;
  Hash ^= finalMix(Tail * kWordMultiplier);
  return finalMix(Hash);
}

void traceLaunch(const TracedLaunch &Launch) {
  static std::mutex Lock;
  static TraceWriter *Writer = nullptr;
  static bool Checked = false;
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Checked) {
    Checked = true;
    if (const char *Dir = traceDirectory())
      Writer = new TraceWriter(Dir);
  }
  if (Writer)
    Writer->record(Launch);
}

} // namespace hipify_cpu::exec
