//===- SchedulerCollective.cpp - results of warp collectives --------------===//
#include "SchedulerCollective.h"
#include <algorithm>

namespace hipify_cpu::exec {

namespace {
inline uint64_t bit(int Lane) { return uint64_t(1) << Lane; }

/// Calls F(Lane) for each set bit of Lanes, lowest first.
template <typename Fn> void forEachLane(uint64_t Lanes, Fn F) {
  while (Lanes) {
    int Lane = __builtin_ctzll(Lanes);
    Lanes &= Lanes - 1;
    F(Lane);
  }
}

uint64_t combine(ReduceOp Op, bool Signed, uint64_t A, uint64_t B) {
  switch (Op) {
  case ReduceOp::Add:
    return A + B;
  case ReduceOp::Min:
    return Signed ? uint64_t(std::min(int64_t(A), int64_t(B))) : std::min(A, B);
  case ReduceOp::Max:
    return Signed ? uint64_t(std::max(int64_t(A), int64_t(B))) : std::max(A, B);
  case ReduceOp::And:
    return A & B;
  case ReduceOp::Or:
    return A | B;
  case ReduceOp::Xor:
    return A ^ B;
  }
  return A;
}

/// Whether every lane of Group asks for the same kind of collective with the
/// same mask (different masks for one exchange are undefined in CUDA).
bool agree(const LaneRequest *Lanes, uint64_t Group) {
  const CollectiveRequest &First = Lanes[__builtin_ctzll(Group)].Request;
  bool Same = true;
  forEachLane(Group, [&](int Lane) {
    const CollectiveRequest &R = Lanes[Lane].Request;
    Same = Same && R.Kind == First.Kind && R.Mask == First.Mask;
  });
  return Same;
}

/// Computes the results of a group whose lanes have all arrived.
void complete(LaneRequest *Lanes, uint64_t Group, int WarpSize) {
  const CollectiveRequest &First = Lanes[__builtin_ctzll(Group)].Request;
  auto setAll = [&](uint64_t Value, int AllEqual) {
    forEachLane(Group, [&](int Lane) { Lanes[Lane].Result = {Value, AllEqual}; });
  };
  uint64_t Votes = 0;
  forEachLane(Group, [&](int Lane) {
    if (Lanes[Lane].Request.Value)
      Votes |= bit(Lane);
  });
  switch (First.Kind) {
  case CollectiveKind::None: // Only phased kernels record these, never
  case CollectiveKind::BlockCount: // a fiber: nothing to compute.
  case CollectiveKind::BlockAnd:
  case CollectiveKind::BlockOr:
  case CollectiveKind::SyncWarp:
  case CollectiveKind::Lockstep:
    setAll(0, 0);
    return;
  case CollectiveKind::ActiveMask:
    setAll(Group, 0);
    return;
  case CollectiveKind::Ballot:
    setAll(Votes, 0);
    return;
  case CollectiveKind::Any:
    setAll(Votes != 0, 0);
    return;
  case CollectiveKind::All:
    setAll(Votes == Group, 0);
    return;
  case CollectiveKind::MatchAny:
    forEachLane(Group, [&](int Lane) {
      uint64_t Same = 0;
      forEachLane(Group, [&](int Other) {
        if (Lanes[Other].Request.Value == Lanes[Lane].Request.Value)
          Same |= bit(Other);
      });
      Lanes[Lane].Result = {Same, 0};
    });
    return;
  case CollectiveKind::MatchAll: {
    bool Equal = true;
    forEachLane(Group, [&](int Lane) {
      Equal = Equal && Lanes[Lane].Request.Value == First.Value;
    });
    setAll(Equal ? Group : 0, Equal);
    return;
  }
  case CollectiveKind::Reduce: {
    // The lanes of one __reduce_*_sync agree on the operation; the first
    // lane's operation is the group's.
    uint64_t Total = First.Value;
    forEachLane(Group & (Group - 1), [&](int Lane) {
      Total = combine(First.Op, First.Signed, Total, Lanes[Lane].Request.Value);
    });
    setAll(Total, 0);
    return;
  }
  case CollectiveKind::Shuffle: {
    // Read every source before writing any result: they share the slots.
    uint64_t Values[64];
    forEachLane(Group, [&](int Lane) {
      const CollectiveRequest &R = Lanes[Lane].Request;
      int Source = shuffleSource(Lane, R.Shuffle, R.Operand, R.Width, WarpSize);
      // A source that does not take part (exited, missing, or not named)
      // yields an undefined value in CUDA; the caller's own is reproducible.
      bool Takes = Source >= 0 && (Group & bit(Source));
      Values[Lane] = Takes ? Lanes[Source].Request.Value : R.Value;
    });
    forEachLane(Group, [&](int Lane) { Lanes[Lane].Result = {Values[Lane], 0}; });
    return;
  }
  }
}
} // namespace

const char *collectiveName(CollectiveKind Kind) {
  switch (Kind) {
  case CollectiveKind::SyncWarp:
    return "__syncwarp";
  case CollectiveKind::ActiveMask:
    return "__activemask";
  case CollectiveKind::Ballot:
    return "__ballot";
  case CollectiveKind::Any:
    return "__any";
  case CollectiveKind::All:
    return "__all";
  case CollectiveKind::MatchAny:
    return "__match_any";
  case CollectiveKind::MatchAll:
    return "__match_all";
  case CollectiveKind::Reduce:
    return "__reduce";
  case CollectiveKind::Shuffle:
    return "__shfl";
  case CollectiveKind::Lockstep:
    return "a lock-step (warp-synchronous) statement";
  case CollectiveKind::None:
    return "no collective";
  case CollectiveKind::BlockCount:
    return "__syncthreads_count";
  case CollectiveKind::BlockAnd:
    return "__syncthreads_and";
  case CollectiveKind::BlockOr:
    return "__syncthreads_or";
  }
  return "?";
}

int shuffleSource(int Lane, ShuffleKind Kind, int Operand, int Width,
                  int WarpSize) {
  if (Width <= 0 || Width > WarpSize)
    Width = WarpSize;
  int64_t Start = Lane / Width * Width;
  int64_t End = Start + Width;
  int64_t Source = -1;
  switch (Kind) {
  case ShuffleKind::Index:
    // Out-of-range indices wrap within the caller's segment.
    Source = Start + ((Operand % Width) + Width) % Width;
    break;
  case ShuffleKind::Up:
    // The delta is unsigned in CUDA: a negative one is a huge one.
    Source = Lane - int64_t(unsigned(Operand));
    if (Source < Start)
      Source = -1;
    break;
  case ShuffleKind::Down:
    Source = Lane + int64_t(unsigned(Operand));
    if (Source >= End)
      Source = -1;
    break;
  case ShuffleKind::Xor:
    // The programming guide: a segment may read earlier segments, but a
    // lane in a later one gives the caller its own value.
    Source = int64_t(unsigned(Lane) ^ unsigned(Operand));
    if (Source >= End)
      Source = -1;
    break;
  }
  // A width that is no power of two makes a last segment that runs past
  // the warp: a source there is no lane.
  if (Source >= WarpSize)
    Source = -1;
  return int(Source);
}

uint64_t resolveWarp(LaneRequest *Lanes, uint64_t Waiting, uint64_t Live,
                     int WarpSize) {
  uint64_t Resolved = 0;
  uint64_t Active = 0;
  forEachLane(Waiting, [&](int Lane) {
    if (Lanes[Lane].Request.Mask == kActiveLanes)
      Active |= bit(Lane);
  });
  uint64_t Explicit = Waiting & ~Active;
  uint64_t Pending = Explicit;
  while (Pending) {
    int Lane = __builtin_ctzll(Pending);
    Pending &= Pending - 1;
    uint64_t Group = (Lanes[Lane].Request.Mask & Live) | bit(Lane);
    // A named lane that is elsewhere (at a block barrier, or at another
    // collective) has not arrived yet.
    if ((Group & ~(Explicit & ~Resolved)) || !agree(Lanes, Group))
      continue;
    complete(Lanes, Group, WarpSize);
    Resolved |= Group;
    Pending &= ~Group;
  }
  if (Active) {
    bool SameKind = true;
    CollectiveKind Kind = Lanes[__builtin_ctzll(Active)].Request.Kind;
    forEachLane(Active, [&](int Lane) {
      SameKind = SameKind && Lanes[Lane].Request.Kind == Kind;
    });
    if (SameKind) {
      complete(Lanes, Active, WarpSize);
      Resolved |= Active;
    }
  }
  return Resolved;
}

} // namespace hipify_cpu::exec
