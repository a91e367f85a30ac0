//===- SchedulerCollective.h - warp collectives as data -------------------===//
//
// A GPU thread that reaches a warp collective records what it asks for (a
// CollectiveRequest) and suspends; once every lane of its group has arrived,
// the scheduler computes all lanes' results at once (resolveWarp). Keeping
// the arithmetic here, apart from fiber switching, lets it be read against
// the CUDA programming guide on its own.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_SCHEDULER_COLLECTIVE_H
#define HIPIFY_CPU_SCHEDULER_COLLECTIVE_H

#include "hipify_cpu/exec.h"
#include <cstdint>

namespace hipify_cpu::exec {

/// The kinds are exec.h's, shared with the phased kernels.
using ::hipify_cpu::CollectiveKind;

const char *collectiveName(CollectiveKind Kind);

struct CollectiveRequest {
  CollectiveKind Kind = CollectiveKind::SyncWarp;
  uint64_t Mask = kActiveLanes;
  uint64_t Value = 0; ///< Predicate, payload or value to match/reduce.
  ShuffleKind Shuffle = ShuffleKind::Index;
  int Operand = 0;
  int Width = 0;
  ReduceOp Op = ReduceOp::Add;
  bool Signed = false;
};

struct CollectiveResult {
  uint64_t Value = 0;
  int AllEqual = 0; ///< match_all's predicate.
};

/// One lane's side of a pending collective.
struct LaneRequest {
  CollectiveRequest Request;
  CollectiveResult Result;
};

/// Completes the collectives that can complete among the Waiting lanes of
/// one warp (bit i = lane i, at Lanes[i]), writing their results, and
/// returns the lanes it completed. Live holds the warp's lanes that have not
/// exited (a partial last warp has no bits for missing lanes).
///
/// A lane with an explicit mask completes with the live lanes its mask names
/// (and itself), once all of them wait at the same collective with the same
/// mask. kActiveLanes lanes complete together: all lanes of the warp waiting
/// at a kActiveLanes collective, when they all wait at the same kind.
uint64_t resolveWarp(LaneRequest *Lanes, uint64_t Waiting,
                     uint64_t Live, int WarpSize);

/// The source lane of a shuffle for Lane, or -1 when the caller keeps its
/// own value (the source is in a later segment, or below the segment start
/// for Up, or beyond it for Down, or past the warp).
int shuffleSource(int Lane, ShuffleKind Kind, int Operand, int Width,
                  int WarpSize);

} // namespace hipify_cpu::exec

#endif
