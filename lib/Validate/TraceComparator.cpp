//===- TraceComparator.cpp ------------------------------------------------===//
#include "Validate/TraceComparator.h"
#include "Validate/LaunchTrace.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cmath>
#include <cstdio>
#include <cstring>

namespace hipify {

namespace {

using Kind = TraceDivergence::Kind;

bool isWordChar(char C) { return llvm::isAlnum(C) || C == '_'; }

std::string normalisedKernelName(llvm::StringRef Name) {
  std::string Out;
  bool PendingSpace = false;
  for (char C : Name.trim()) {
    if (llvm::isSpace(C)) {
      PendingSpace = true;
      continue;
    }
    // Only a space between two words ("unsigned int") carries meaning.
    if (PendingSpace && !Out.empty() && isWordChar(Out.back()) &&
        isWordChar(C))
      Out += ' ';
    PendingSpace = false;
    Out += C;
  }
  return Out;
}

/// A 16-bit IEEE half, widened exactly.
double halfToDouble(uint16_t Bits) {
  double Sign = (Bits & 0x8000) ? -1.0 : 1.0;
  unsigned Exponent = (Bits >> 10) & 0x1f, Mantissa = Bits & 0x3ff;
  if (Exponent == 0x1f)
    return Mantissa ? NAN : Sign * INFINITY;
  if (Exponent == 0)
    return Sign * std::ldexp(Mantissa, -24);
  return Sign * std::ldexp(1024 + Mantissa, int(Exponent) - 25);
}

/// bfloat16 is the upper half of a float.
double bfloat16ToDouble(uint16_t Bits) {
  uint32_t Wide = uint32_t(Bits) << 16;
  float F;
  std::memcpy(&F, &Wide, sizeof F);
  return F;
}

/// ULP distance of two 16-bit floats: map them onto integers ordered like
/// the floats they encode (as ulpDistance does for float and double).
uint64_t ulpDistance16(uint16_t A, uint16_t B) {
  auto Ordered = [](uint16_t I) -> int32_t {
    return (I & 0x8000) ? 0x8000 - int32_t(I & 0x7fff) : 0x8000 + int32_t(I);
  };
  return std::abs(Ordered(A) - Ordered(B));
}

/// The value of a floating-point element, with how to print and measure it.
struct FloatElement {
  double Value;
  int Digits; ///< Significant digits that identify the value.
};

FloatElement readFloat(const ElementType &T, const char *P) {
  if (T.Size == 2) {
    uint16_t Bits;
    std::memcpy(&Bits, P, 2);
    return T.Name == "bf16" ? FloatElement{bfloat16ToDouble(Bits), 4}
                            : FloatElement{halfToDouble(Bits), 5};
  }
  if (T.Size == 4) {
    float F;
    std::memcpy(&F, P, 4);
    return {F, 9};
  }
  double D;
  std::memcpy(&D, P, 8);
  return {D, 17};
}

uint64_t floatUlps(const ElementType &T, const char *E, const char *A) {
  if (T.Size == 2) {
    uint16_t X, Y;
    std::memcpy(&X, E, 2);
    std::memcpy(&Y, A, 2);
    return ulpDistance16(X, Y);
  }
  if (T.Size == 4) {
    float X, Y;
    std::memcpy(&X, E, 4);
    std::memcpy(&Y, A, 4);
    return ulpDistance(X, Y);
  }
  double X, Y;
  std::memcpy(&X, E, 8);
  std::memcpy(&Y, A, 8);
  return ulpDistance(X, Y);
}

const Tolerance &toleranceFor(const ElementType &T,
                              const TolerancePolicy &Policy) {
  if (T.Name == "f16")
    return Policy.Half;
  if (T.Name == "bf16")
    return Policy.BFloat16;
  return T.Size == 4 ? Policy.Float : Policy.Double;
}

std::string formatElement(const ElementType &T, const char *P) {
  char Text[64];
  switch (T.Kind) {
  case ElementKind::Float: {
    FloatElement F = readFloat(T, P);
    std::snprintf(Text, sizeof Text, "%.*g", F.Digits, F.Value);
    return Text;
  }
  case ElementKind::Signed: {
    int64_t V = 0;
    std::memcpy(&V, P, T.Size);
    // Sign-extend from the element's width (little-endian hosts).
    unsigned Shift = 64 - 8 * T.Size;
    V = int64_t(uint64_t(V) << Shift) >> Shift;
    return std::to_string(V);
  }
  case ElementKind::Unsigned: {
    uint64_t V = 0;
    std::memcpy(&V, P, T.Size);
    return std::to_string(V);
  }
  case ElementKind::Bytes:
    std::snprintf(Text, sizeof Text, "0x%02x", unsigned(uint8_t(*P)));
    return Text;
  }
  return "";
}

/// Whether an element of the port agrees with the original's. Fills Ulps
/// for floating-point elements that differ.
bool elementsAgree(const ElementType &T, const char *E, const char *A,
                   const TolerancePolicy &Policy,
                   std::optional<uint64_t> &Ulps) {
  if (std::memcmp(E, A, T.Size) == 0)
    return true;
  if (T.Kind != ElementKind::Float)
    return false;
  double EV = readFloat(T, E).Value, AV = readFloat(T, A).Value;
  if (std::isnan(EV) || std::isnan(AV))
    return std::isnan(EV) && std::isnan(AV); // Any NaN is NaN.
  if (EV == AV)
    return true; // +0 and -0.
  Ulps = floatUlps(T, E, A);
  return withinTolerance(EV, AV, *Ulps, toleranceFor(T, Policy));
}

std::string configurationText(const TracedLaunch &L) {
  return llvm::formatv("grid [{0},{1},{2}] block [{3},{4},{5}] shared {6}",
                       L.Grid[0], L.Grid[1], L.Grid[2], L.Block[0],
                       L.Block[1], L.Block[2], L.Shared)
      .str();
}

class TraceWalker {
public:
  TraceWalker(const TolerancePolicy &Policy) : Policy(Policy) {}

  llvm::Error compare(const std::vector<TracedLaunch> &Reference,
                      const std::vector<TracedLaunch> &Port) {
    size_t Common = std::min(Reference.size(), Port.size());
    for (size_t I = 0; I < Common && !Result.First; ++I) {
      ++Result.LaunchesCompared;
      if (llvm::Error E = compareLaunch(I, Reference[I], Port[I]))
        return E;
    }
    if (Result.First)
      return llvm::Error::success();
    if (Reference.size() > Common)
      diverge(Kind::MissingLaunch, Common, Reference[Common].Kernel,
              "the port made no such launch");
    else if (Port.size() > Common)
      diverge(Kind::ExtraLaunch, Common, Port[Common].Kernel,
              "the original made no such launch");
    return llvm::Error::success();
  }

  TraceComparison Result;

private:
  TraceDivergence &diverge(Kind What, unsigned Launch, llvm::StringRef Kernel,
                           llvm::StringRef Why, std::string Expected = "",
                           std::string Actual = "") {
    TraceDivergence D;
    D.What = What;
    D.Launch = Launch;
    D.Kernel = Kernel.str();
    D.Why = Why.str();
    D.Expected = std::move(Expected);
    D.Actual = std::move(Actual);
    Result.First = std::move(D);
    return *Result.First;
  }

  TraceDivergence &divergeIn(const TracedBuffer &B, Kind What,
                             llvm::StringRef Why, std::string Expected = "",
                             std::string Actual = "") {
    TraceDivergence &D = diverge(What, LaunchIndex, Kernel, Why,
                                 std::move(Expected), std::move(Actual));
    D.Arg = B.Arg;
    D.Param = B.Param;
    return D;
  }

  llvm::Error compareLaunch(unsigned Index, const TracedLaunch &R,
                            const TracedLaunch &P) {
    LaunchIndex = Index;
    Kernel = R.Kernel;
    if (!sameKernelName(R.Kernel, P.Kernel)) {
      diverge(Kind::KernelName, Index, R.Kernel, "another kernel ran",
              R.Kernel, P.Kernel);
      return llvm::Error::success();
    }
    if (R.Grid != P.Grid || R.Block != P.Block || R.Shared != P.Shared) {
      // The cause comes first; the buffers say what it broke.
      if (R.Recorded && P.Recorded)
        if (llvm::Error E = compareBuffers(R, P))
          return E;
      std::string Consequence;
      if (Result.First) {
        TraceDivergence Effect = *Result.First;
        Effect.Kernel.clear();
        Consequence = describe(Effect);
        // Drop describe()'s "kernel '' launch N: " prefix.
        size_t Colon = Consequence.find(": ");
        Consequence = Consequence.substr(Colon + 2);
      }
      diverge(Kind::Configuration, Index, R.Kernel,
              "the launch configuration differs", configurationText(R),
              configurationText(P))
          .Consequence = std::move(Consequence);
      return llvm::Error::success();
    }
    if (R.Status != P.Status) {
      diverge(Kind::Status, Index, R.Kernel, "the launch status differs",
              R.Status, P.Status);
      return llvm::Error::success();
    }
    if (!R.Recorded || !P.Recorded) {
      ++Result.LaunchesWithoutBuffers;
      return llvm::Error::success();
    }
    return compareBuffers(R, P);
  }

  llvm::Error compareBuffers(const TracedLaunch &R, const TracedLaunch &P) {
    for (const TracedBuffer &RB : R.Buffers) {
      ++Result.BuffersCompared;
      auto PB = llvm::find_if(P.Buffers, [&](const TracedBuffer &B) {
        return B.Arg == RB.Arg;
      });
      if (PB == P.Buffers.end()) {
        divergeIn(RB, Kind::MissingBuffer, "the port traced no such buffer");
        return llvm::Error::success();
      }
      if (llvm::Error E = compareBuffer(RB, *PB))
        return E;
      if (Result.First)
        return llvm::Error::success();
    }
    for (const TracedBuffer &PB : P.Buffers)
      if (llvm::none_of(R.Buffers,
                        [&](const TracedBuffer &B) { return B.Arg == PB.Arg; })) {
        divergeIn(PB, Kind::ExtraBuffer, "the original traced no such buffer");
        return llvm::Error::success();
      }
    return llvm::Error::success();
  }

  llvm::Error compareBuffer(const TracedBuffer &R, const TracedBuffer &P) {
    if (R.Type.Name != P.Type.Name) {
      divergeIn(R, Kind::ElementType, "the element type differs", R.Type.Name,
                P.Type.Name);
      return llvm::Error::success();
    }
    if (R.Bytes != P.Bytes) {
      divergeIn(R, Kind::BufferSize, "the size differs",
                std::to_string(R.Bytes) + " bytes",
                std::to_string(P.Bytes) + " bytes");
      return llvm::Error::success();
    }
    // Past the trace limit only hashes are left: equal or not, no element.
    if (!R.File || !P.File) {
      if (R.Hash != P.Hash)
        divergeIn(R, Kind::ContentsHash, "contents differ (hash)", R.Hash,
                  P.Hash);
      return llvm::Error::success();
    }
    auto RData = contents(*R.File, R.Bytes);
    if (!RData)
      return RData.takeError();
    auto PData = contents(*P.File, P.Bytes);
    if (!PData)
      return PData.takeError();
    compareElements(R, (*RData)->getBufferStart(), (*PData)->getBufferStart());
    return llvm::Error::success();
  }

  static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
  contents(const std::string &Path, uint64_t Bytes) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(), "cannot read '%s': %s",
                                     Path.c_str(),
                                     Buffer.getError().message().c_str());
    if ((*Buffer)->getBufferSize() != Bytes)
      return llvm::createStringError(
          std::errc::invalid_argument,
          "'%s' holds %llu bytes; the trace says %llu", Path.c_str(),
          (unsigned long long)(*Buffer)->getBufferSize(),
          (unsigned long long)Bytes);
    return std::move(*Buffer);
  }

  void compareElements(const TracedBuffer &B, const char *R, const char *P) {
    const ElementType &T = B.Type;
    uint64_t Count = B.Bytes / T.Size;
    if (std::memcmp(R, P, B.Bytes) == 0) {
      Result.ElementsCompared += Count;
      return;
    }
    for (uint64_t I = 0; I < Count; ++I) {
      ++Result.ElementsCompared;
      const char *E = R + I * T.Size, *A = P + I * T.Size;
      std::optional<uint64_t> Ulps;
      if (elementsAgree(T, E, A, Policy, Ulps))
        continue;
      TraceDivergence &D =
          divergeIn(B, Kind::Element, "the element differs",
                    formatElement(T, E), formatElement(T, A));
      D.Element = I;
      D.Ulps = Ulps;
      return;
    }
    // A buffer that starts inside an element array may end mid-element.
    uint64_t Whole = Count * T.Size;
    if (std::memcmp(R + Whole, P + Whole, B.Bytes - Whole) != 0)
      divergeIn(B, Kind::Element,
                "the bytes after the last whole element differ");
  }

  const TolerancePolicy &Policy;
  unsigned LaunchIndex = 0;
  std::string Kernel;
};

llvm::StringRef kindName(Kind K) {
  switch (K) {
  case Kind::MissingLaunch: return "missing-launch";
  case Kind::ExtraLaunch: return "extra-launch";
  case Kind::KernelName: return "kernel-name";
  case Kind::Configuration: return "configuration";
  case Kind::Status: return "status";
  case Kind::MissingBuffer: return "missing-buffer";
  case Kind::ExtraBuffer: return "extra-buffer";
  case Kind::ElementType: return "element-type";
  case Kind::BufferSize: return "buffer-size";
  case Kind::Element: return "element";
  case Kind::ContentsHash: return "contents-hash";
  }
  return "unknown";
}

} // namespace

bool sameKernelName(llvm::StringRef A, llvm::StringRef B) {
  return normalisedKernelName(A) == normalisedKernelName(B);
}

llvm::Expected<TraceComparison> compareTraces(llvm::StringRef ReferenceDir,
                                              llvm::StringRef PortDir,
                                              const TolerancePolicy &Policy) {
  auto Reference = readLaunchTrace(ReferenceDir);
  if (!Reference)
    return Reference.takeError();
  auto Port = readLaunchTrace(PortDir);
  if (!Port)
    return Port.takeError();
  TraceWalker Walker(Policy);
  if (llvm::Error E = Walker.compare(*Reference, *Port))
    return E;
  return Walker.Result;
}

std::string describe(const TraceDivergence &D) {
  std::string Out = "kernel '" + D.Kernel + "' launch " +
                    std::to_string(D.Launch);
  if (D.Arg) {
    Out += ": buffer ";
    if (!D.Param.empty())
      Out += "'" + D.Param + "' ";
    Out += "(arg " + std::to_string(*D.Arg) + ")";
  }
  if (D.Element)
    Out += " element " + std::to_string(*D.Element);
  Out += ": ";
  if (D.What != Kind::Element || D.Expected.empty())
    Out += D.Why;
  if (!D.Expected.empty() || !D.Actual.empty()) {
    if (D.What != Kind::Element)
      Out += ": ";
    Out += "expected " + D.Expected + " got " + D.Actual;
  }
  if (D.Ulps)
    Out += " (" + std::to_string(*D.Ulps) + " ULP)";
  if (!D.Consequence.empty())
    Out += "; then " + D.Consequence;
  return Out;
}

llvm::json::Object toJson(const TraceComparison &C) {
  llvm::json::Object O{{"matches", C.matches()},
                       {"launchesCompared", int64_t(C.LaunchesCompared)},
                       {"buffersCompared", int64_t(C.BuffersCompared)},
                       {"elementsCompared", int64_t(C.ElementsCompared)}};
  if (C.LaunchesWithoutBuffers)
    O["launchesWithoutBuffers"] = int64_t(C.LaunchesWithoutBuffers);
  if (!C.First)
    return O;
  const TraceDivergence &D = *C.First;
  llvm::json::Object Div{{"kind", kindName(D.What)},
                         {"launch", int64_t(D.Launch)},
                         {"kernel", D.Kernel},
                         {"why", D.Why},
                         {"message", describe(D)}};
  if (!D.Consequence.empty())
    Div["consequence"] = D.Consequence;
  if (D.Arg) {
    Div["arg"] = int64_t(*D.Arg);
    Div["param"] = D.Param;
  }
  if (D.Element)
    Div["element"] = int64_t(*D.Element);
  if (!D.Expected.empty() || !D.Actual.empty()) {
    Div["expected"] = D.Expected;
    Div["actual"] = D.Actual;
  }
  if (D.Ulps)
    Div["ulps"] = int64_t(std::min<uint64_t>(*D.Ulps, INT64_MAX));
  O["divergence"] = std::move(Div);
  return O;
}

} // namespace hipify
