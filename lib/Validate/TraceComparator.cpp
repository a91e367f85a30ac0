//===- TraceComparator.cpp ------------------------------------------------===//
//
// The walk over two launch traces: launch by launch, then buffer by buffer,
// up to the first divergence; groups of launches made by host threads in
// another order, and buffers that depend on the schedule, are treated as
// TraceComparator.h says. Elements are compared by BufferElements.h, kernel
// names by TraceKernelNames.h; TraceComparisonReport.cpp renders the result.
//
//===----------------------------------------------------------------------===//
#include "Validate/TraceComparator.h"
#include "Validate/LaunchTrace.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <cstring>
#include <map>
#include <set>

namespace hipify {

namespace {

using Kind = TraceDivergence::Kind;

std::string configurationText(const TracedLaunch &L) {
  return llvm::formatv("grid [{0},{1},{2}] block [{3},{4},{5}] shared {6}",
                       L.Grid[0], L.Grid[1], L.Grid[2], L.Block[0],
                       L.Block[1], L.Block[2], L.Shared)
      .str();
}

/// Whether two launches have the same grid, block and dynamic shared memory.
bool sameConfiguration(const TracedLaunch &A, const TracedLaunch &B) {
  return A.Grid == B.Grid && A.Block == B.Block && A.Shared == B.Shared;
}

/// The buffer of L's argument Arg (the first, should the trace name it
/// twice), or null.
const TracedBuffer *bufferFor(const TracedLaunch &L, unsigned Arg) {
  auto Found = llvm::find_if(
      L.Buffers, [&](const TracedBuffer &B) { return B.Arg == Arg; });
  return Found == L.Buffers.end() ? nullptr : &*Found;
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
    else if (!sameConfiguration(R, (*Other)[I]) ||
             R.Status != (*Other)[I].Status)
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
    if (!sameKernelName(R.Kernel, P.Kernel, Table) ||
        !sameConfiguration(R, P) || R.Status != P.Status ||
        R.Buffers.size() != P.Buffers.size())
      return false;
    for (const TracedBuffer &RB : R.Buffers) {
      const TracedBuffer *PB = bufferFor(P, RB.Arg);
      if (!PB || PB->Type.Name != RB.Type.Name || PB->Bytes != RB.Bytes)
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
                        (*PData)->getBufferStart(), RB.Bytes, Policy))
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
    if (!sameConfiguration(R, P)) {
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
      const TracedBuffer *PB = bufferFor(P, RB.Arg);
      if (!PB) {
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
      if (!bufferFor(R, PB.Arg)) {
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
    if (O && !agreeInPlace(R.Type, RBytes, PBytes, R.Bytes, Policy)) {
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
    if (agreeInPlace(R.Type, RBytes, OBytes, R.Bytes, Policy))
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
  /// The kernel parameters found schedule-dependent so far, and the launch
  /// where each was first.
  std::map<std::pair<std::string, unsigned>, unsigned> Dependent;
  /// Why the buffer being compared as a multiset is.
  std::string MultisetWhy;
};

} // namespace

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

} // namespace hipify
