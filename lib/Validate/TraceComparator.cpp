//===- TraceComparator.cpp ------------------------------------------------===//
#include "Validate/TraceComparator.h"
#include "Validate/LaunchTrace.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>

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

/// The first element at which two buffers of T differ beyond tolerance,
/// compared in place; Count when the whole elements agree.
uint64_t firstElementDifference(const ElementType &T, const char *E,
                                const char *A, uint64_t Count,
                                const TolerancePolicy &Policy,
                                std::optional<uint64_t> &Ulps) {
  if (std::memcmp(E, A, Count * T.Size) == 0)
    return Count;
  for (uint64_t I = 0; I < Count; ++I)
    if (!elementsAgree(T, E + I * T.Size, A + I * T.Size, Policy, Ulps))
      return I;
  return Count;
}

/// Whether element X of T orders before Y: numerically, every NaN after
/// the numbers and equal to the others, -0 equal to +0 (elementsAgree's
/// equalities), so that agreeing elements sort alike.
bool sortsBefore(const ElementType &T, const char *X, const char *Y) {
  switch (T.Kind) {
  case ElementKind::Float: {
    double A = readFloat(T, X).Value, B = readFloat(T, Y).Value;
    if (std::isnan(B))
      return !std::isnan(A);
    return !std::isnan(A) && A < B;
  }
  case ElementKind::Signed: {
    int64_t A = 0, B = 0;
    std::memcpy(&A, X, T.Size);
    std::memcpy(&B, Y, T.Size);
    unsigned Shift = 64 - 8 * T.Size; // Sign-extend, as formatElement.
    return int64_t(uint64_t(A) << Shift) >> Shift <
           int64_t(uint64_t(B) << Shift) >> Shift;
  }
  case ElementKind::Unsigned:
  case ElementKind::Bytes: {
    uint64_t A = 0, B = 0;
    std::memcpy(&A, X, T.Size);
    std::memcpy(&B, Y, T.Size);
    return A < B;
  }
  }
  return false;
}

/// The Count elements of T at Data, sorted (sortsBefore), as one block.
std::vector<char> sortedElements(const ElementType &T, const char *Data,
                                 uint64_t Count) {
  std::vector<uint64_t> Order(Count);
  for (uint64_t I = 0; I < Count; ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(), [&](uint64_t X, uint64_t Y) {
    return sortsBefore(T, Data + X * T.Size, Data + Y * T.Size);
  });
  std::vector<char> Sorted(Count * T.Size);
  for (uint64_t I = 0; I < Count; ++I)
    std::memcpy(Sorted.data() + I * T.Size, Data + Order[I] * T.Size, T.Size);
  return Sorted;
}

std::string configurationText(const TracedLaunch &L) {
  return llvm::formatv("grid [{0},{1},{2}] block [{3},{4},{5}] shared {6}",
                       L.Grid[0], L.Grid[1], L.Grid[2], L.Block[0],
                       L.Block[1], L.Block[2], L.Shared)
      .str();
}

/// How a buffer of a launch is compared with the port's.
enum class Comparison { InPlace, Multiset, Ignored };

class TraceWalker {
public:
  TraceWalker(const TolerancePolicy &Policy, const MappingTable *Table)
      : Policy(Policy), Table(Table) {}

  /// Other: the original's trace under another block order, or null.
  llvm::Error compare(const std::vector<TracedLaunch> &Reference,
                      const std::vector<TracedLaunch> &Port,
                      const std::vector<TracedLaunch> *Other) {
    Result.AcrossSchedules = Other != nullptr;
    size_t Common = std::min(Reference.size(), Port.size());
    for (size_t I = 0; I < Common && !Result.First; ++I) {
      TraceComparison Before = Result;
      auto DependentBefore = Dependent;
      ++Result.LaunchesCompared;
      if (llvm::Error E = compareLaunch(I, Reference[I], Port[I],
                                        otherRun(I, Reference, Other)))
        return E;
      if (!Result.First)
        continue;
      // Host threads may have made their launches in another order.
      std::vector<size_t> Match;
      llvm::Expected<size_t> End = reorderedGroup(I, Reference, Port, Match);
      if (!End)
        return End.takeError();
      if (*End == I)
        break;
      Result = std::move(Before);
      Dependent = std::move(DependentBefore);
      std::set<std::string> GroupKernels;
      for (size_t K = I; K < *End; ++K) {
        const TracedLaunch &Matched = Reference[Match[K - I]];
        ++Result.LaunchesCompared;
        if (llvm::Error E = compareLaunch(K, Matched, Port[K], nullptr))
          return E;
        ReorderedLaunches &Entry = reordered(K, Matched.Kernel);
        ++Entry.Launches;
        if (GroupKernels.insert(normalisedKernelName(Matched.Kernel)).second)
          ++Entry.Groups;
      }
      I = *End - 1;
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
  /// Launch I of the original's other run, while that run made the same
  /// launches as the first (kernel, configuration, status); null from the
  /// first launch where it did not, which ScheduleNote names.
  const TracedLaunch *otherRun(size_t I,
                               const std::vector<TracedLaunch> &Reference,
                               const std::vector<TracedLaunch> *Other) {
    if (!Other || !Result.ScheduleNote.empty())
      return nullptr;
    const TracedLaunch &R = Reference[I];
    std::string Why;
    if (I >= Other->size())
      Why = "made no such launch";
    else if (!sameKernelName(R.Kernel, (*Other)[I].Kernel))
      Why = "ran kernel '" + (*Other)[I].Kernel + "'";
    else if (R.Grid != (*Other)[I].Grid || R.Block != (*Other)[I].Block ||
             R.Shared != (*Other)[I].Shared || R.Status != (*Other)[I].Status)
      Why = "launched it with " + configurationText((*Other)[I]);
    if (Why.empty())
      return &(*Other)[I];
    Result.ScheduleNote = "at launch " + std::to_string(I) + " (kernel '" +
                          R.Kernel +
                          "') the original's run under another block order " +
                          Why + "; later launches are compared as in one run";
    return nullptr;
  }

  /// Where the port's launch A differs from the original's: the end of the
  /// first group of launches A..End whose host threads are all different in
  /// each trace, and in which each of the port's launches agrees with a
  /// distinct one of the original's (Match[K - A] is the one of port launch
  /// K); A when there is none.
  llvm::Expected<size_t> reorderedGroup(size_t A,
                                        const std::vector<TracedLaunch> &R,
                                        const std::vector<TracedLaunch> &P,
                                        std::vector<size_t> &Match) {
    constexpr size_t None = SIZE_MAX;
    size_t Limit = std::min(R.size(), P.size());
    std::set<unsigned> RThreads, PThreads;
    std::vector<bool> Used;
    std::set<std::pair<size_t, size_t>> Disagree;
    for (size_t B = A; B < Limit; ++B) {
      // One thread's launches run in its program order.
      if (!RThreads.insert(R[B].HostThread).second ||
          !PThreads.insert(P[B].HostThread).second)
        return A;
      Match.push_back(None);
      Used.push_back(false);
      for (size_t K = A; K <= B; ++K)
        for (size_t J = A; J <= B && Match[K - A] == None; ++J) {
          if (Used[J - A] || Disagree.count({K, J}))
            continue;
          llvm::Expected<bool> Agree = launchesAgree(R[J], P[K]);
          if (!Agree)
            return Agree.takeError();
          if (!*Agree) {
            Disagree.insert({K, J});
            continue;
          }
          Match[K - A] = J;
          Used[J - A] = true;
        }
      if (B > A && !llvm::is_contained(Match, None))
        return B + 1;
    }
    return A;
  }

  /// Whether the port's launch P agrees with the original's R in every
  /// respect compareLaunch checks.
  llvm::Expected<bool> launchesAgree(const TracedLaunch &R,
                                     const TracedLaunch &P) const {
    if (!sameKernelName(R.Kernel, P.Kernel, Table) || R.Grid != P.Grid ||
        R.Block != P.Block || R.Shared != P.Shared || R.Status != P.Status ||
        R.Buffers.size() != P.Buffers.size())
      return false;
    for (const TracedBuffer &RB : R.Buffers) {
      auto PB = llvm::find_if(
          P.Buffers, [&](const TracedBuffer &B) { return B.Arg == RB.Arg; });
      if (PB == P.Buffers.end() || PB->Type.Name != RB.Type.Name ||
          PB->Bytes != RB.Bytes)
        return false;
      if (!RB.File || !PB->File) { // Only hashes, as compareBuffer.
        if (PB->Hash != RB.Hash)
          return false;
        continue;
      }
      auto RData = contents(*RB.File, RB.Bytes);
      if (!RData)
        return RData.takeError();
      auto PData = contents(*PB->File, PB->Bytes);
      if (!PData)
        return PData.takeError();
      if (!agreeInPlace(RB.Type, (*RData)->getBufferStart(),
                        (*PData)->getBufferStart(), RB.Bytes))
        return false;
    }
    return true;
  }

  /// The entry of KernelName's launches matched out of order, made at the
  /// port's launch Index when there is none yet.
  ReorderedLaunches &reordered(size_t Index, llvm::StringRef KernelName) {
    auto Same =
        llvm::find_if(Result.Reordered, [&](const ReorderedLaunches &R) {
          return sameKernelName(R.Kernel, KernelName);
        });
    if (Same != Result.Reordered.end())
      return *Same;
    Result.Reordered.push_back({KernelName.str(), unsigned(Index), 0, 0});
    return Result.Reordered.back();
  }

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
                            const TracedLaunch &P, const TracedLaunch *O) {
    LaunchIndex = Index;
    Kernel = R.Kernel;
    if (!sameKernelName(R.Kernel, P.Kernel, Table)) {
      diverge(Kind::KernelName, Index, R.Kernel, "another kernel ran",
              R.Kernel, P.Kernel);
      return llvm::Error::success();
    }
    if (R.Grid != P.Grid || R.Block != P.Block || R.Shared != P.Shared) {
      // The cause comes first; the buffers say what it broke.
      if (R.Recorded && P.Recorded)
        if (llvm::Error E = compareBuffers(R, P, O))
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
    return compareBuffers(R, P, O);
  }

  llvm::Error compareBuffers(const TracedLaunch &R, const TracedLaunch &P,
                             const TracedLaunch *O) {
    for (const TracedBuffer &RB : R.Buffers) {
      ++Result.BuffersCompared;
      auto PB = llvm::find_if(P.Buffers, [&](const TracedBuffer &B) {
        return B.Arg == RB.Arg;
      });
      if (PB == P.Buffers.end()) {
        divergeIn(RB, Kind::MissingBuffer, "the port traced no such buffer");
        return llvm::Error::success();
      }
      const TracedBuffer *OB = nullptr;
      if (O)
        for (const TracedBuffer &B : O->Buffers)
          if (B.Arg == RB.Arg)
            OB = &B;
      if (llvm::Error E = compareBuffer(RB, *PB, OB))
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

  /// R and P agree on type and size; O is the other run's buffer, if any.
  llvm::Error compareBuffer(const TracedBuffer &R, const TracedBuffer &P,
                            const TracedBuffer *O) {
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
    if (O && (O->Type.Name != R.Type.Name || O->Bytes != R.Bytes))
      O = nullptr; // Nothing to learn from it.
    // Past the trace limit only hashes are left: equal or not, no element.
    if (!R.File || !P.File) {
      if (R.Hash == P.Hash)
        return llvm::Error::success();
      if (O && O->Hash != R.Hash) {
        treat(R, Comparison::Ignored);
        return llvm::Error::success();
      }
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
    const char *RBytes = (*RData)->getBufferStart();
    const char *PBytes = (*PData)->getBufferStart();
    // A port that agrees in place needs nothing more; one that does not is
    // judged by how the original's buffer fared under the other order.
    Comparison How = Comparison::InPlace;
    if (O && !agreeInPlace(R.Type, RBytes, PBytes, R.Bytes)) {
      llvm::Expected<Comparison> Decided = decide(R, RBytes, *O);
      if (!Decided)
        return Decided.takeError();
      How = *Decided;
    }
    switch (How) {
    case Comparison::InPlace:
      compareElements(R, RBytes, PBytes);
      return llvm::Error::success();
    case Comparison::Multiset:
      compareSorted(R, RBytes, PBytes);
      break;
    case Comparison::Ignored:
      break;
    }
    if (!Result.First)
      treat(R, How);
    return llvm::Error::success();
  }

  /// Whether every element of two buffers of T agrees in place (within
  /// tolerance), and the bytes after the last whole element are equal.
  bool agreeInPlace(const ElementType &T, const char *E, const char *A,
                    uint64_t Bytes) const {
    uint64_t Count = Bytes / T.Size, Whole = Count * T.Size;
    std::optional<uint64_t> Ulps;
    return firstElementDifference(T, E, A, Count, Policy, Ulps) == Count &&
           std::memcmp(E + Whole, A + Whole, Bytes - Whole) == 0;
  }

  /// How R, which the port's buffer does not match in place, is compared,
  /// given O, the same buffer after the same launch of the original's other
  /// run.
  llvm::Expected<Comparison> decide(const TracedBuffer &R, const char *RBytes,
                                    const TracedBuffer &O) {
    auto Known = Dependent.find(parameterKey(R));
    bool KnownDependent = Known != Dependent.end();
    MultisetWhy = "its order varies between runs of the original";
    if (KnownDependent)
      MultisetWhy = "as at launch " + std::to_string(Known->second) +
                    ", where it varied between runs of the original";
    // Over the trace limit there: only its hash tells whether it varied.
    if (!O.File)
      return O.Hash != R.Hash ? Comparison::Ignored
             : KnownDependent ? Comparison::Multiset
                              : Comparison::InPlace;
    auto OData = contents(*O.File, O.Bytes);
    if (!OData)
      return OData.takeError();
    const char *OBytes = (*OData)->getBufferStart();
    // The same in both runs (within tolerance): no sign of the schedule,
    // unless the parameter showed it at an earlier launch.
    if (agreeInPlace(R.Type, RBytes, OBytes, R.Bytes))
      return KnownDependent ? Comparison::Multiset : Comparison::InPlace;
    MultisetWhy = "its order varies between runs of the original";
    std::optional<uint64_t> Ulps;
    if (!firstSortedDifference(R.Type, RBytes, OBytes, R.Bytes, Policy, Ulps))
      return Comparison::Multiset;
    return Comparison::Ignored;
  }

  std::pair<std::string, unsigned> parameterKey(const TracedBuffer &B) const {
    return {normalisedKernelName(Kernel), B.Arg};
  }

  /// Records that B, at this launch, was compared as How (not in place),
  /// and that its parameter depends on the schedule from now on.
  void treat(const TracedBuffer &B, Comparison How) {
    Dependent.insert({parameterKey(B), LaunchIndex});
    using Treatment = ScheduleDependentBuffer::Treatment;
    Treatment T =
        How == Comparison::Multiset ? Treatment::Multiset : Treatment::Ignored;
    auto Same = llvm::find_if(Result.ScheduleDependent,
                              [&](const ScheduleDependentBuffer &S) {
                                return S.How == T && S.Arg == B.Arg &&
                                       sameKernelName(S.Kernel, Kernel);
                              });
    if (Same == Result.ScheduleDependent.end()) {
      ScheduleDependentBuffer Entry;
      Entry.How = T;
      Entry.Kernel = Kernel;
      Entry.Arg = B.Arg;
      Entry.Param = B.Param;
      Entry.FirstLaunch = LaunchIndex;
      Result.ScheduleDependent.push_back(std::move(Entry));
      Same = std::prev(Result.ScheduleDependent.end());
    }
    ++Same->Launches;
    Same->Elements += B.Bytes / B.Type.Size;
    if (T == Treatment::Ignored)
      --Result.BuffersCompared;
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
    std::optional<uint64_t> Ulps;
    uint64_t I = firstElementDifference(T, R, P, Count, Policy, Ulps);
    Result.ElementsCompared += I < Count ? I + 1 : Count;
    if (I < Count) {
      TraceDivergence &D = divergeIn(B, Kind::Element, "the element differs",
                                     formatElement(T, R + I * T.Size),
                                     formatElement(T, P + I * T.Size));
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

  void compareSorted(const TracedBuffer &B, const char *R, const char *P) {
    const ElementType &T = B.Type;
    uint64_t Count = B.Bytes / T.Size;
    std::optional<uint64_t> Ulps;
    std::optional<uint64_t> Rank =
        firstSortedDifference(T, R, P, B.Bytes, Policy, Ulps);
    Result.ElementsCompared += Rank ? std::min(*Rank + 1, Count) : Count;
    if (!Rank)
      return;
    if (*Rank == Count) {
      divergeIn(B, Kind::Element,
                "the bytes after the last whole element differ");
      return;
    }
    std::vector<char> RSorted = sortedElements(T, R, Count),
                      PSorted = sortedElements(T, P, Count);
    TraceDivergence &D =
        divergeIn(B, Kind::SortedElement, MultisetWhy,
                  formatElement(T, RSorted.data() + *Rank * T.Size),
                  formatElement(T, PSorted.data() + *Rank * T.Size));
    D.Element = *Rank;
    D.Ulps = Ulps;
  }

  const TolerancePolicy &Policy;
  /// Spells the original's kernel names as the port does, or null.
  const MappingTable *Table;
  unsigned LaunchIndex = 0;
  std::string Kernel;
  /// The kernel parameters found schedule-dependent so far.
  /// The kernel parameters found schedule-dependent so far, and the launch
  /// where each was first.
  std::map<std::pair<std::string, unsigned>, unsigned> Dependent;
  /// Why the buffer being compared as a multiset is.
  std::string MultisetWhy;
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
  case Kind::SortedElement:
    return "sorted-element";
  }
  return "unknown";
}

} // namespace

bool sameKernelName(llvm::StringRef A, llvm::StringRef B) {
  return normalisedKernelName(A) == normalisedKernelName(B);
}

std::string portSpelling(llvm::StringRef Original, const MappingTable &Table) {
  std::string Out;
  for (size_t I = 0; I < Original.size();) {
    if (!isWordChar(Original[I])) {
      Out += Original[I++];
      continue;
    }
    size_t End = I;
    while (End < Original.size() && isWordChar(Original[End]))
      ++End;
    llvm::StringRef Word = Original.slice(I, End);
    const MappingRow *Row = Table.lookup(Word);
    Out += Row && Row->isTranslatable() && !Row->Hip.empty() &&
                   Row->Kind != ApiKind::Header
               ? llvm::StringRef(Row->Hip)
               : Word;
    I = End;
  }
  return Out;
}

bool sameKernelName(llvm::StringRef Original, llvm::StringRef Port,
                    const MappingTable *Table) {
  return sameKernelName(Original, Port) ||
         (Table && sameKernelName(portSpelling(Original, *Table), Port));
}

std::optional<uint64_t> firstSortedDifference(const ElementType &Type,
                                              const char *Expected,
                                              const char *Actual,
                                              uint64_t Bytes,
                                              const TolerancePolicy &Policy,
                                              std::optional<uint64_t> &Ulps) {
  if (std::memcmp(Expected, Actual, Bytes) == 0)
    return std::nullopt;
  uint64_t Count = Bytes / Type.Size, Whole = Count * Type.Size;
  std::vector<char> E = sortedElements(Type, Expected, Count),
                    A = sortedElements(Type, Actual, Count);
  uint64_t Rank =
      firstElementDifference(Type, E.data(), A.data(), Count, Policy, Ulps);
  if (Rank < Count)
    return Rank;
  if (std::memcmp(Expected + Whole, Actual + Whole, Bytes - Whole) != 0)
    return Count;
  return std::nullopt;
}

size_t
TraceComparison::countTreated(ScheduleDependentBuffer::Treatment How) const {
  return llvm::count_if(
      ScheduleDependent,
      [&](const ScheduleDependentBuffer &B) { return B.How == How; });
}

llvm::Expected<TraceComparison>
compareTraces(llvm::StringRef ReferenceDir, llvm::StringRef PortDir,
              const TolerancePolicy &Policy, llvm::StringRef OtherScheduleDir,
              const MappingTable *Table) {
  auto Reference = readLaunchTrace(ReferenceDir);
  if (!Reference)
    return Reference.takeError();
  auto Port = readLaunchTrace(PortDir);
  if (!Port)
    return Port.takeError();
  std::optional<std::vector<TracedLaunch>> Other;
  if (!OtherScheduleDir.empty()) {
    auto Read = readLaunchTrace(OtherScheduleDir);
    if (!Read)
      return Read.takeError();
    Other = std::move(*Read);
  }
  TraceWalker Walker(Policy, Table);
  if (llvm::Error E =
          Walker.compare(*Reference, *Port, Other ? &*Other : nullptr))
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
  // A schedule-dependent buffer's element is one of the sorted contents.
  bool Sorted = D.What == Kind::SortedElement;
  if (Sorted)
    Out += ", compared as a multiset (" + D.Why + "),";
  if (D.Element)
    Out += (Sorted ? " sorted element " : " element ") +
           std::to_string(*D.Element);
  Out += ": ";
  bool ElementValues =
      (D.What == Kind::Element || Sorted) && !D.Expected.empty();
  if (!ElementValues)
    Out += D.Why;
  if (!D.Expected.empty() || !D.Actual.empty()) {
    if (!ElementValues)
      Out += ": ";
    Out += "expected " + D.Expected + " got " + D.Actual;
  }
  if (D.Ulps)
    Out += " (" + std::to_string(*D.Ulps) + " ULP)";
  if (!D.Consequence.empty())
    Out += "; then " + D.Consequence;
  return Out;
}

static llvm::StringRef treatmentName(ScheduleDependentBuffer::Treatment How) {
  return How == ScheduleDependentBuffer::Treatment::Multiset ? "multiset"
                                                             : "ignored";
}

static llvm::StringRef why(const ScheduleDependentBuffer &B) {
  return B.How == ScheduleDependentBuffer::Treatment::Multiset
             ? "its order varies between runs of the original"
             : "its elements vary between runs of the original";
}

std::string describe(const ScheduleDependentBuffer &B) {
  std::string Out = "kernel '" + B.Kernel + "' buffer ";
  if (!B.Param.empty())
    Out += "'" + B.Param + "' ";
  Out += "(arg " + std::to_string(B.Arg) + "): ";
  Out += B.Launches == 1
             ? "launch " + std::to_string(B.FirstLaunch)
             : std::to_string(B.Launches) + " launches from launch " +
                   std::to_string(B.FirstLaunch);
  Out += ", " + std::to_string(B.Elements) +
         (B.Elements == 1 ? " element: " : " elements: ") + why(B).str();
  return Out;
}

std::string describe(const ReorderedLaunches &R) {
  return "kernel '" + R.Kernel + "': " + std::to_string(R.Launches) +
         (R.Launches == 1 ? " launch" : " launches") + " from launch " +
         std::to_string(R.FirstLaunch) + ", in " + std::to_string(R.Groups) +
         (R.Groups == 1 ? " group" : " groups") +
         " of as many host threads, in another order than the original's, "
         "each matched to one of its group";
}

llvm::json::Object toJson(const TraceComparison &C) {
  llvm::json::Object O{{"matches", C.matches()},
                       {"launchesCompared", int64_t(C.LaunchesCompared)},
                       {"buffersCompared", int64_t(C.BuffersCompared)},
                       {"elementsCompared", int64_t(C.ElementsCompared)}};
  if (C.LaunchesWithoutBuffers)
    O["launchesWithoutBuffers"] = int64_t(C.LaunchesWithoutBuffers);
  if (C.AcrossSchedules) {
    O["acrossSchedules"] = true;
    llvm::json::Array Buffers;
    for (const ScheduleDependentBuffer &B : C.ScheduleDependent)
      Buffers.push_back(
          llvm::json::Object{{"kernel", B.Kernel},
                             {"arg", int64_t(B.Arg)},
                             {"param", B.Param},
                             {"treatment", treatmentName(B.How)},
                             {"firstLaunch", int64_t(B.FirstLaunch)},
                             {"launches", int64_t(B.Launches)},
                             {"elements", int64_t(B.Elements)},
                             {"why", why(B)}});
    O["scheduleDependent"] = std::move(Buffers);
    if (!C.ScheduleNote.empty())
      O["scheduleNote"] = C.ScheduleNote;
  }
  if (!C.Reordered.empty()) {
    llvm::json::Array Groups;
    for (const ReorderedLaunches &R : C.Reordered)
      Groups.push_back(
          llvm::json::Object{{"kernel", R.Kernel},
                             {"firstLaunch", int64_t(R.FirstLaunch)},
                             {"launches", int64_t(R.Launches)},
                             {"groups", int64_t(R.Groups)}});
    O["reorderedLaunches"] = std::move(Groups);
  }
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
