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
  explicit TraceWriter(const char *Dir) : Directory(Dir), Limit(traceLimitBytes()) {
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
                       ", \"kernel\": " + jsonString(L.Kernel) +
                       ", \"grid\": " + triple(L.Grid) +
                       ", \"block\": " + triple(L.Block) +
                       ", \"shared\": " + std::to_string(L.SharedBytes) +
                       ", \"status\": " + jsonString(L.Status) +
                       ", \"buffers\": [";
    if (std::strcmp(L.Status, "ok") == 0)
      Line += buffers(L);
    Line += "]}\n";
    std::fputs(Line.c_str(), Lines);
    std::fflush(Lines);
  }

private:
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
      char Hash[20];
      std::snprintf(Hash, sizeof Hash, "%016llx",
                    static_cast<unsigned long long>(fnv1a(A.Pointer, Bytes)));
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
             ", \"fnv1a\": \"" + Hash + "\"}";
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
  uint64_t Written = 0;
  std::FILE *Lines = nullptr;
};
} // namespace

uint64_t fnv1a(const void *Data, size_t Bytes) {
  const unsigned char *P = static_cast<const unsigned char *>(Data);
  uint64_t Hash = 0xcbf29ce484222325ull;
  for (size_t I = 0; I < Bytes; ++I) {
    Hash ^= P[I];
    Hash *= 0x100000001b3ull;
  }
  return Hash;
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
