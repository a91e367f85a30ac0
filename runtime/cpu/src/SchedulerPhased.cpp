//===- SchedulerPhased.cpp - completing the collectives of phased kernels -===//
//
// In a phased kernel, every thread that reaches a statement holding a
// collective records what it asks for in the worker's PhasedSlots (exec.h);
// phased_resolve then completes the collective for each warp (or for the
// block), with exactly the results fibers would give: the general case hands
// the warp's requests to resolveWarp, the same code the fiber scheduler
// runs. The common cases (every lane of the warp took part, with one mask)
// are computed directly over the slots, in loops the compiler vectorises.
//
//===----------------------------------------------------------------------===//
#include "ExecSettings.h"
#include "SchedulerBlock.h"
#include <algorithm>
#include <array>
#include <cstdio>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <string>

namespace hipify_cpu {

namespace exec {

namespace {
/// Bit Lane of a warp's mask, for each lane.
constexpr auto kLaneBits = [] {
  std::array<uint64_t, 64> Bits{};
  for (unsigned Lane = 0; Lane < 64; ++Lane)
    Bits[Lane] = uint64_t(1) << Lane;
  return Bits;
}();

/// The ballot of Present lanes whose values are 0 or 1 (what ballot,
/// vote_any and vote_all record).
uint64_t ballotOf(const uint64_t *Value, unsigned Present) {
  uint64_t Votes = 0;
  unsigned Lane = 0;
#ifdef __SSE2__
  // Sixteen lanes at a time: the values narrowed to bytes, in order, then
  // one bit per byte.
  auto Pairs = [&](unsigned First) {
    const auto *V = reinterpret_cast<const __m128i *>(Value + First);
    __m128i Low = _mm_packs_epi32(_mm_loadu_si128(V), _mm_loadu_si128(V + 1));
    __m128i High =
        _mm_packs_epi32(_mm_loadu_si128(V + 2), _mm_loadu_si128(V + 3));
    return _mm_packs_epi32(Low, High); // Eight 16-bit values.
  };
  for (; Lane + 16 <= Present; Lane += 16) {
    __m128i Bytes = _mm_packs_epi16(Pairs(Lane), Pairs(Lane + 8));
    unsigned Bits =
        unsigned(_mm_movemask_epi8(_mm_sub_epi8(_mm_setzero_si128(), Bytes)));
    Votes |= uint64_t(Bits) << Lane;
  }
#endif
  for (; Lane < Present; ++Lane)
    Votes |= kLaneBits[Lane] & (0 - Value[Lane]);
  return Votes;
}

uint64_t lowLanes(unsigned Count) {
  return Count >= 64 ? ~uint64_t(0) : (uint64_t(1) << Count) - 1;
}

bool isBlockKind(CollectiveKind Kind) {
  return Kind == CollectiveKind::BlockCount || Kind == CollectiveKind::BlockAnd ||
         Kind == CollectiveKind::BlockOr;
}

CollectiveKind collectiveKindOf(CollectiveKind Kind) {
  switch (Kind) {
  case CollectiveKind::SyncWarp:
    return CollectiveKind::SyncWarp;
  case CollectiveKind::ActiveMask:
    return CollectiveKind::ActiveMask;
  case CollectiveKind::Ballot:
    return CollectiveKind::Ballot;
  case CollectiveKind::Any:
    return CollectiveKind::Any;
  case CollectiveKind::All:
    return CollectiveKind::All;
  case CollectiveKind::MatchAny:
    return CollectiveKind::MatchAny;
  case CollectiveKind::MatchAll:
    return CollectiveKind::MatchAll;
  case CollectiveKind::Reduce:
    return CollectiveKind::Reduce;
  default:
    return CollectiveKind::Shuffle;
  }
}
} // namespace

void BlockRunner::phasedResolve(PhasedAbsent Absent, const bool *Exited) {
  PhasedSlots &S = detail::WorkerSlots;
  const unsigned Threads = ThreadCount, Lanes = 1u << WarpShift;
  auto Whole = [&](uint64_t Mask) {
    return Mask == kActiveLanes || (Mask & lowLanes(Lanes)) == lowLanes(Lanes);
  };
  if (const uint64_t Request = detail::WorkerBlockRequest.Request) {
    // Every thread made this request (phased_record_all): nothing to
    // prove. The quick paths take every warp or none (they depend on the
    // kind and width only); otherwise the requests are spread to the
    // threads' slots for the general path below.
    detail::WorkerBlockRequest.Request = 0;
    const uint64_t Mask = detail::WorkerBlockRequest.Mask;
    if (Whole(Mask) && !isBlockKind(phased_kind(Request))) {
      unsigned First = 0;
      for (; First < Threads; First += Lanes)
        if (!resolvePhasedWarpQuickly(First, std::min(Lanes, Threads - First),
                                      Request))
          break;
      if (First >= Threads)
        return;
    }
    std::fill(S.Request, S.Request + Threads, Request);
    std::fill(S.Mask, S.Mask + Threads, Mask);
  }
  // Warp by warp: most warps are one request made by every lane (one mask,
  // delta and width), which a reduction the compiler vectorises proves;
  // those are completed directly, the others go through resolveWarp. Each
  // warp's requests are cleared as it is done, while they are in the cache.
  bool Resolved = false;
  for (unsigned First = 0; First < Threads; First += Lanes) {
    const unsigned Present = std::min(Lanes, Threads - First);
    uint64_t *Request = S.Request + First;
    const uint64_t *Mask = S.Mask + First;
    const uint64_t Request0 = Request[0], Mask0 = Mask[0];
    uint64_t Differ = 0;
    for (unsigned Lane = 0; Lane < Present; ++Lane)
      Differ |= (Request[Lane] ^ Request0) | (Mask[Lane] ^ Mask0);
    uint64_t Waiting;
    if (!Differ) {
      if (!Request0)
        continue; // No lane of this warp recorded.
      Waiting = lowLanes(Present);
    } else {
      Waiting = 0;
      for (unsigned Lane = 0; Lane < Present; ++Lane)
        Waiting |= uint64_t(Request[Lane] != 0) << Lane;
      if (!Waiting)
        continue;
    }
    if (isBlockKind(phased_kind(Request[__builtin_ctzll(Waiting)]))) {
      // A block's collective: every thread that recorded votes. Warps
      // already completed recorded warp collectives: a mismatch.
      if (Resolved)
        phasedMismatch("a barrier and a warp collective recorded together");
      resolvePhasedBlock();
      return;
    }
    Resolved = true;
    if (Differ || !Whole(Mask0) ||
        !resolvePhasedWarpQuickly(First, Present, Request0))
      resolvePhasedWarp(First, Present, Waiting, Absent, Exited);
    std::fill(Request, Request + Present, 0);
  }
}

/// __syncthreads_count/and/or: the threads at the barrier vote; returned
/// threads count as arrived and do not vote (as on fibers).
void BlockRunner::resolvePhasedBlock() {
  PhasedSlots &S = detail::WorkerSlots;
  CollectiveKind Kind = CollectiveKind::None;
  unsigned Arrived = 0, True = 0;
  for (unsigned T = 0; T < ThreadCount; ++T) {
    CollectiveKind Recorded = phased_kind(S.Request[T]);
    if (Recorded == CollectiveKind::None)
      continue;
    if ((Kind != CollectiveKind::None && Recorded != Kind) || !isBlockKind(Recorded))
      phasedMismatch("a barrier and a warp collective recorded together");
    Kind = Recorded;
    ++Arrived;
    True += S.Value[T] != 0;
  }
  uint64_t Result = Kind == CollectiveKind::BlockCount ? True
                    : Kind == CollectiveKind::BlockAnd ? True == Arrived
                                                   : True != 0;
  for (unsigned T = 0; T < ThreadCount; ++T)
    if (S.Request[T]) {
      S.Result[T] = Result;
      S.Request[T] = 0;
    }
}

/// One shuffle with the same operands for all Present lanes of a warp, all
/// of which take part, computed as shuffleSource and complete would, in
/// loops without branches. False for widths that are not powers of two.
bool BlockRunner::shuffleQuickly(ShuffleKind Kind, int64_t Operand,
                                 int64_t Width, unsigned Present,
                                 const uint64_t *Value, uint64_t *Result) {
  int64_t Lanes = Launch->WarpSize;
  int64_t W = Width <= 0 || Width > Lanes ? Lanes : Width;
  if (W & (W - 1))
    return false;
  // A source outside the caller's segment (later, for xor), or not a
  // present lane, gives the caller its own value.
  const int64_t Count = Present;
  const int64_t Delta = int64_t(uint32_t(Operand));
  // Segment by segment, as copies the compiler vectorises.
  for (int64_t Start = 0; Start < Count; Start += W) {
    const int64_t End = std::min(Start + W, Count);
    switch (Kind) {
    case ShuffleKind::Index: {
      int64_t Source = Start + ((Operand % W) + W) % W;
      for (int64_t Lane = Start; Lane < End; ++Lane)
        Result[Lane] = Value[Source < Count ? Source : Lane];
      break;
    }
    case ShuffleKind::Up: {
      int64_t Own = std::min(Start + Delta, End);
      for (int64_t Lane = Start; Lane < Own; ++Lane)
        Result[Lane] = Value[Lane];
      for (int64_t Lane = Own; Lane < End; ++Lane)
        Result[Lane] = Value[Lane - Delta];
      break;
    }
    case ShuffleKind::Down: {
      int64_t Taken = std::max(End - Delta, Start);
      for (int64_t Lane = Start; Lane < Taken; ++Lane)
        Result[Lane] = Value[Lane + Delta];
      for (int64_t Lane = Taken; Lane < End; ++Lane)
        Result[Lane] = Value[Lane];
      break;
    }
    case ShuffleKind::Xor:
      for (int64_t Lane = Start; Lane < End; ++Lane) {
        int64_t Source = Lane ^ Delta;
        Result[Lane] = Value[Source < Start + W && Source < Count ? Source : Lane];
      }
      break;
    }
  }
  return true;
}

/// A warp whose present lanes all made the same request, with a mask that
/// names them all (or the active lanes'): one group, computed here. False
/// when the request is not one of the simple kinds.
bool BlockRunner::resolvePhasedWarpQuickly(unsigned First, unsigned Present,
                                           uint64_t Request) {
  PhasedSlots &S = detail::WorkerSlots;
  uint64_t Group = lowLanes(Present);
  uint64_t *Result = S.Result + First;
  const uint64_t *Value = S.Value + First;
  auto SetAll = [&](uint64_t V) {
    for (unsigned Lane = 0; Lane < Present; ++Lane)
      Result[Lane] = V;
  };
  uint64_t Votes = 0;
  const CollectiveKind Kind = phased_kind(Request);
  switch (Kind) {
  case CollectiveKind::SyncWarp:
    return true;
  case CollectiveKind::ActiveMask:
    SetAll(Group);
    return true;
  case CollectiveKind::Ballot:
  case CollectiveKind::Any:
  case CollectiveKind::All:
    Votes = ballotOf(Value, Present);
    SetAll(Kind == CollectiveKind::Ballot ? Votes
           : Kind == CollectiveKind::Any  ? Votes != 0
                                      : Votes == Group);
    return true;
  case CollectiveKind::Shuffle:
    return shuffleQuickly(ShuffleKind(phased_detail(Request)),
                          phased_operand(Request), phased_width(Request),
                          Present, Value, Result);
  default:
    return false;
  }
}

/// Any other warp: its requests go through resolveWarp, as on fibers.
void BlockRunner::resolvePhasedWarp(unsigned First, unsigned Present,
                                    uint64_t Waiting, PhasedAbsent Absent,
                                    const bool *Exited) {
  PhasedSlots &S = detail::WorkerSlots;
  LaneRequest Lanes[64];
  for (uint64_t Left = Waiting; Left; Left &= Left - 1) {
    unsigned Lane = unsigned(__builtin_ctzll(Left)), T = First + Lane;
    uint64_t Request = S.Request[T];
    if (isBlockKind(phased_kind(Request)))
      phasedMismatch("a barrier and a warp collective recorded together");
    CollectiveRequest &R = Lanes[Lane].Request;
    R.Kind = collectiveKindOf(phased_kind(Request));
    R.Mask = S.Mask[T];
    R.Value = S.Value[T];
    R.Shuffle = ShuffleKind(phased_detail(Request) & 3);
    R.Operand = phased_operand(Request);
    R.Width = phased_width(Request);
    R.Op = ReduceOp(phased_detail(Request) & 0x7f);
    R.Signed = (phased_detail(Request) & 0x80) != 0;
  }
  // Lanes that will end the kernel take no part; the others are alive (at
  // a block barrier, or here).
  uint64_t Live = Waiting;
  if (Absent == PhasedAbsent::Barrier) {
    Live = lowLanes(Present);
    if (Exited)
      for (unsigned Lane = 0; Lane < Present; ++Lane)
        if (Exited[First + Lane])
          Live &= ~(uint64_t(1) << Lane);
  }
  uint64_t Done = exec::resolveWarp(Lanes, Waiting, Live, Launch->WarpSize);
  if (Done != Waiting) {
    for (uint64_t Left = Waiting; Left; Left &= Left - 1) {
      unsigned Lane = unsigned(__builtin_ctzll(Left));
      Requests.resize(std::max<size_t>(Requests.size(), First + Lane + 1));
      Requests[First + Lane] = Lanes[Lane];
    }
    reportPhasedDeadlock(First >> WarpShift, Waiting, Done);
  }
  for (uint64_t Left = Waiting; Left; Left &= Left - 1) {
    unsigned Lane = unsigned(__builtin_ctzll(Left));
    S.Result[First + Lane] = Lanes[Lane].Result.Value;
    S.AllEqual[First + Lane] = Lanes[Lane].Result.AllEqual;
  }
}

void BlockRunner::phasedMismatch(const char *What) const {
  fail(125,
       "kernel '%s' (launch %llu), block (%u,%u,%u): %s in a phased region; "
       "this is a bug of the CPU runner's preparation step: run the program "
       "with --cpu-fibers-only",
       Launch->Kernel, static_cast<unsigned long long>(Launch->Index),
       BlockIndex.x, BlockIndex.y, BlockIndex.z, What);
}

void BlockRunner::reportPhasedDeadlock(unsigned Warp, uint64_t Waiting,
                                       uint64_t Done) const {
  // The threads of the warp that could not complete wait for lanes that
  // are at a block barrier, or whose mask disagrees with theirs; runs of
  // threads that wait on the same thing are named together, as on fibers.
  unsigned First = Warp << WarpShift;
  auto Describe = [&](unsigned Thread) {
    const CollectiveRequest &R = Requests[Thread].Request;
    char Text[64];
    std::snprintf(Text, sizeof Text, "waiting at %s (mask 0x%llx)",
                  collectiveName(R.Kind),
                  static_cast<unsigned long long>(R.Mask));
    return std::string(Text);
  };
  std::string Threads;
  uint64_t Left = Waiting & ~Done;
  while (Left) {
    unsigned Lane = unsigned(__builtin_ctzll(Left)), Last = Lane;
    std::string What = Describe(First + Lane);
    while (Last + 1 < 64 && (Left >> (Last + 1) & 1) &&
           Describe(First + Last + 1) == What)
      ++Last;
    for (unsigned L = Lane; L <= Last; ++L)
      Left &= ~(uint64_t(1) << L);
    Threads += (Threads.empty() ? "" : "; ") +
               (Lane == Last ? "thread " + std::to_string(First + Lane)
                             : "threads " + std::to_string(First + Lane) +
                                   "-" + std::to_string(First + Last)) +
               " " + What;
  }
  fail(125,
       "kernel '%s' (launch %llu) deadlocked in block (%u,%u,%u): %s, for "
       "lanes that wait at a barrier (or with another mask) instead",
       Launch->Kernel, static_cast<unsigned long long>(Launch->Index),
       BlockIndex.x, BlockIndex.y, BlockIndex.z, Threads.c_str());
}

} // namespace exec

void phased_resolve(PhasedAbsent Absent, const bool *Exited) {
  exec::BlockRunner *Runner = exec::BlockRunner::current();
  if (!Runner || !Runner->launch().PerBlock)
    exec::fail(125, "a phased region ran outside a per-block launch");
  Runner->phasedResolve(Absent, Exited);
}

} // namespace hipify_cpu
