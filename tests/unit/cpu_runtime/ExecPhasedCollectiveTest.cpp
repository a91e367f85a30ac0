//===- ExecPhasedCollectiveTest.cpp - phased collectives against fibers ---===//
//
// A phased kernel records each thread's collective, completes them all with
// phased_resolve and replays each thread's result; the same requests made
// by fibers must give the same results. The requests here are drawn at
// random but valid (every group can complete): per warp, one mask for all
// lanes, or the warp cut into groups of lanes with masks of their own, with
// lanes that take no part (they end the kernel); per lane, its own shuffle
// delta, source or width; partial warps; 32 and 64 lanes.
//
//===----------------------------------------------------------------------===//
#include "ExecTestSupport.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <random>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {

enum class Op {
  ShflIndex,
  ShflUp,
  ShflDown,
  ShflXor,
  Ballot,
  Any,
  All,
  ActiveMask,
  MatchAny,
  MatchAll,
  ReduceAddSigned,
  ReduceMinSigned,
  ReduceMaxUnsigned,
  ReduceXor,
  SyncWarp,
  Count
};

/// One thread's request: whether it takes part, and its operands.
struct Request {
  bool Takes;
  uint64_t Mask;
  uint64_t Value;
  int Operand;
  int Width;
};

struct Case {
  Op Kind;
  std::vector<Request> Requests; ///< One per thread of the block.
};

uint64_t lowLanes(unsigned Count) {
  return Count >= 64 ? ~uint64_t(0) : (uint64_t(1) << Count) - 1;
}

/// Random valid requests for a block of Threads threads at Lanes lanes.
Case makeCase(Op Kind, unsigned Threads, unsigned Lanes, std::mt19937 &Random) {
  Case C{Kind, std::vector<Request>(Threads)};
  for (unsigned First = 0; First < Threads; First += Lanes) {
    unsigned Present = std::min(Lanes, Threads - First);
    // Groups: the whole warp, or contiguous pieces of it.
    unsigned Pieces = 1 + Random() % 3;
    std::vector<unsigned> Cuts{0};
    for (unsigned P = 1; P < Pieces; ++P)
      Cuts.push_back(1 + Random() % (Present - 1));
    Cuts.push_back(Present);
    std::sort(Cuts.begin(), Cuts.end());
    bool ActiveLanes = Random() % 4 == 0; // HIP's mask-less forms.
    for (unsigned P = 0; P + 1 < Cuts.size(); ++P) {
      uint64_t Group = lowLanes(Cuts[P + 1]) & ~lowLanes(Cuts[P]);
      // Some lanes of the group end the kernel instead: the others' mask
      // still names them, and they take no part.
      uint64_t Mask = ActiveLanes ? kActiveLanes
                      : Pieces == 1 && Random() % 2 ? ~uint64_t(0)
                                                     : Group;
      for (unsigned Lane = Cuts[P]; Lane < Cuts[P + 1]; ++Lane) {
        Request &R = C.Requests[First + Lane];
        R.Takes = Random() % 8 != 0;
        R.Mask = Mask;
        R.Value = Random() % 4 == 0 ? Random() % 3 : uint64_t(Random()) << 7 ^ Random();
        // Widths outside 1..warp size mean the warp size; 3 and 48 are no
        // powers of two (CUDA leaves them undefined; the runner does not).
        int Widths[] = {0, 1, 2, 4, 8, 16, 32, 64, 100, 3, 48};
        R.Width = Widths[Random() % 11];
        R.Operand = Random() % 5 == 0 ? int(Random()) : int(Random() % 70) - 3;
      }
    }
    // ActiveMask, SyncWarp and the mask-less forms: one group per warp.
    if (ActiveLanes && Pieces > 1)
      for (unsigned Lane = 0; Lane < Present; ++Lane)
        C.Requests[First + Lane].Mask = kActiveLanes;
  }
  return C;
}

/// What a thread gets from its request, made through Call's form.
template <typename... Phase>
uint64_t perform(const Case &C, const Request &R, int *AllEqual,
                 Phase... Call) {
  switch (C.Kind) {
  case Op::ShflIndex:
    return shuffle_bits(Call..., R.Mask, R.Value, ShuffleKind::Index, R.Operand, R.Width);
  case Op::ShflUp:
    return shuffle_bits(Call..., R.Mask, R.Value, ShuffleKind::Up, R.Operand, R.Width);
  case Op::ShflDown:
    return shuffle_bits(Call..., R.Mask, R.Value, ShuffleKind::Down, R.Operand, R.Width);
  case Op::ShflXor:
    return shuffle_bits(Call..., R.Mask, R.Value, ShuffleKind::Xor, R.Operand, R.Width);
  case Op::Ballot:
    return ballot(Call..., R.Mask, R.Value % 3 != 0);
  case Op::Any:
    return vote_any(Call..., R.Mask, R.Value % 7 == 0);
  case Op::All:
    return vote_all(Call..., R.Mask, R.Value % 7 != 0);
  case Op::ActiveMask:
    return active_mask(Call...);
  case Op::MatchAny:
    return match_any(Call..., R.Mask, R.Value % 3);
  case Op::MatchAll:
    return match_all(Call..., R.Mask, R.Value % 2, AllEqual);
  case Op::ReduceAddSigned:
    return reduce(Call..., R.Mask, R.Value, ReduceOp::Add, true);
  case Op::ReduceMinSigned:
    return reduce(Call..., R.Mask, R.Value, ReduceOp::Min, true);
  case Op::ReduceMaxUnsigned:
    return reduce(Call..., R.Mask, R.Value, ReduceOp::Max, false);
  case Op::ReduceXor:
    return reduce(Call..., R.Mask, R.Value, ReduceOp::Xor, false);
  case Op::SyncWarp:
    sync_warp(Call..., R.Mask);
    return 1;
  case Op::Count:
    break;
  }
  return 0;
}

struct Outcome {
  uint64_t Result = ~uint64_t(0);
  int AllEqual = -1;
  bool operator==(const Outcome &O) const {
    return Result == O.Result && AllEqual == O.AllEqual;
  }
};

void fiberKernel(const Case *C, Outcome *Out) {
  unsigned T = linear_thread_id();
  const Request &R = C->Requests[T];
  if (!R.Takes)
    return; // Ends the kernel: takes no part.
  Out[T].Result = perform(*C, R, &Out[T].AllEqual);
}

void phasedKernel(const Case *C, Outcome *Out) {
  for_each_thread([&](unsigned T) {
    if (C->Requests[T].Takes)
      (void)perform(*C, C->Requests[T], nullptr, phased_record(T));
  });
  phased_resolve(PhasedAbsent::Exit, nullptr);
  for_each_thread([&](unsigned T) {
    if (C->Requests[T].Takes)
      Out[T].Result =
          perform(*C, C->Requests[T], &Out[T].AllEqual, phased_replay(T));
  });
}

/// Requests that the quick paths complete, mixed with some they do not:
/// per warp, every lane with one request (one mask naming the whole warp,
/// the active lanes, or only some lanes; one operand and width), no lane
/// (a branch the warp skips), or all lanes but one (or but those outside
/// the mask). Threads need not fill
/// the last warp.
Case makeUniformCase(Op Kind, unsigned Threads, unsigned Lanes,
                     std::mt19937 &Random) {
  Case C{Kind, std::vector<Request>(Threads)};
  for (unsigned First = 0; First < Threads; First += Lanes) {
    unsigned Present = std::min(Lanes, Threads - First);
    unsigned Shape = Random() % 6;
    uint64_t Masks[] = {~uint64_t(0), lowLanes(Lanes), kActiveLanes,
                        lowLanes(Present), lowLanes(Lanes / 2)};
    uint64_t Mask = Masks[Random() % 5];
    int Widths[] = {0, 2, 8, 16, int(Lanes), 64};
    int Width = Widths[Random() % 6];
    int Operand = int(Random() % (Lanes + 2));
    for (unsigned Lane = 0; Lane < Present; ++Lane) {
      Request &R = C.Requests[First + Lane];
      // Lanes outside a mask of half the warp take no part (they would
      // wait for lanes already done: a deadlock).
      R.Takes = Shape == 0 ? false : Shape == 1 ? Lane != Present / 2 : true;
      if (Mask == lowLanes(Lanes / 2) && Lane >= Lanes / 2)
        R.Takes = false;
      R.Mask = Mask;
      R.Value =
          Random() % 4 == 0 ? Random() % 3 : uint64_t(Random()) << 9 ^ Random();
      R.Width = Width;
      R.Operand = Operand;
    }
  }
  return C;
}

/// Requests that every thread of the block makes alike (one mask, operand
/// and width), as phased_record_all records them.
Case makeAlikeCase(Op Kind, unsigned Threads, unsigned Lanes,
                   std::mt19937 &Random) {
  Case C{Kind, std::vector<Request>(Threads)};
  uint64_t Masks[] = {~uint64_t(0), lowLanes(Lanes), kActiveLanes};
  uint64_t Mask = Masks[Random() % 3];
  int Widths[] = {0, 1, 4, 16, int(Lanes), 100, 3};
  int Width = Widths[Random() % 7];
  int Operand = Random() % 5 == 0 ? int(Random()) : int(Random() % 70) - 3;
  for (Request &R : C.Requests)
    R = {true, Mask,
         Random() % 4 == 0 ? Random() % 3 : uint64_t(Random()) << 9 ^ Random(),
         Operand, Width};
  return C;
}

using MakeCase = Case (*)(Op, unsigned, unsigned, std::mt19937 &);

/// The phased kernel, recording with phased_record_all (every thread
/// takes part, alike).
void phasedAlikeKernel(const Case *C, Outcome *Out) {
  for_each_thread([&](unsigned T) {
    (void)perform(*C, C->Requests[T], nullptr, phased_record_all(T));
  });
  phased_resolve(PhasedAbsent::Exit, nullptr);
  for_each_thread([&](unsigned T) {
    Out[T].Result =
        perform(*C, C->Requests[T], &Out[T].AllEqual, phased_replay(T));
  });
}

void compare(unsigned Lanes, unsigned Threads, unsigned Seed,
             MakeCase Make = makeCase, bool Alike = false) {
  WarpSizeScope Scope{int(Lanes)};
  std::mt19937 Random(Seed);
  for (unsigned K = 0; K < unsigned(Op::Count); ++K) {
    for (unsigned Trial = 0; Trial < 6; ++Trial) {
      Case C = Make(Op(K), Threads, Lanes, Random);
      std::vector<Outcome> Fibers(Threads), Phased(Threads);
      launch({"fibers", "c,out", true}, dim3(1), dim3(Threads))(
          [](auto &&...A) { fiberKernel(A...); }, &C, Fibers.data());
      if (Alike)
        launch({"phased", "c,out", false, true}, dim3(1), dim3(Threads))(
            [](auto &&...A) { phasedAlikeKernel(A...); }, &C, Phased.data());
      else
        launch({"phased", "c,out", false, true}, dim3(1), dim3(Threads))(
            [](auto &&...A) { phasedKernel(A...); }, &C, Phased.data());
      for (unsigned T = 0; T < Threads; ++T)
        ASSERT_TRUE(Fibers[T] == Phased[T])
            << "op " << K << ", trial " << Trial << ", thread " << T
            << ": fibers " << Fibers[T].Result << "/" << Fibers[T].AllEqual
            << ", phased " << Phased[T].Result << "/" << Phased[T].AllEqual;
    }
  }
}

/// __syncthreads_count/and/or: threads that returned count as arrived.
void blockFibers(const int *Predicates, int *Out) {
  unsigned T = linear_thread_id();
  if (Predicates[T] < 0)
    return;
  Out[3 * T] = sync_block_count(Predicates[T]);
  Out[3 * T + 1] = sync_block_and(Predicates[T]);
  Out[3 * T + 2] = sync_block_or(Predicates[T]);
}

void blockPhased(const int *Predicates, int *Out) {
  auto Step = [&](auto Collective, unsigned Slot) {
    for_each_thread([&](unsigned T) {
      if (Predicates[T] >= 0)
        (void)Collective(phased_record(T), Predicates[T]);
    });
    phased_resolve(PhasedAbsent::Exit, nullptr);
    for_each_thread([&](unsigned T) {
      if (Predicates[T] >= 0)
        Out[3 * T + Slot] = Collective(phased_replay(T), Predicates[T]);
    });
  };
  Step([](PhasedCall C, int P) { return sync_block_count(C, P); }, 0);
  Step([](PhasedCall C, int P) { return sync_block_and(C, P); }, 1);
  Step([](PhasedCall C, int P) { return sync_block_or(C, P); }, 2);
}
} // namespace

TEST(ExecPhasedCollectiveTest, WarpCollectivesMatchFibersAt32Lanes) {
  compare(32, 256, 1);
  compare(32, 80, 2); // A partial warp.
  compare(32, 7, 3);  // Less than a warp.
}

TEST(ExecPhasedCollectiveTest, WarpCollectivesMatchFibersAt64Lanes) {
  compare(64, 256, 4);
  compare(64, 100, 5);
  compare(64, 33, 6);
}

// The quick paths (a warp whose lanes all made one request) against
// fibers, in blocks whose other warps take the general path or skip.
TEST(ExecPhasedCollectiveTest, UniformWarpsMatchFibers) {
  for (unsigned Seed = 10; Seed < 14; ++Seed) {
    compare(32, 256, Seed, makeUniformCase);
    compare(32, 80, Seed, makeUniformCase);
    compare(32, 7, Seed, makeUniformCase);
    compare(64, 256, Seed, makeUniformCase);
    compare(64, 100, Seed, makeUniformCase);
  }
}

// Requests recorded once for the block: the quick paths for every warp, or
// the general path (reductions, matches, widths that are no powers of two).
TEST(ExecPhasedCollectiveTest, AlikeRequestsMatchFibers) {
  for (unsigned Seed = 20; Seed < 24; ++Seed) {
    compare(32, 256, Seed, makeAlikeCase, true);
    compare(32, 80, Seed, makeAlikeCase, true);
    compare(32, 7, Seed, makeAlikeCase, true);
    compare(64, 256, Seed, makeAlikeCase, true);
    compare(64, 100, Seed, makeAlikeCase, true);
  }
}

TEST(ExecPhasedCollectiveTest, BarriersWithResultsMatchFibers) {
  std::mt19937 Random(7);
  for (unsigned Threads : {256u, 96u, 5u}) {
    std::vector<int> Predicates(Threads);
    for (int &P : Predicates)
      P = int(Random() % 5) - 1; // -1: the thread returns.
    std::vector<int> Fibers(3 * Threads, -7), Phased(3 * Threads, -7);
    launch({"fibers", "p,out", true}, dim3(1), dim3(Threads))(
        [](auto &&...A) { blockFibers(A...); }, Predicates.data(),
        Fibers.data());
    launch({"phased", "p,out", false, true}, dim3(1), dim3(Threads))(
        [](auto &&...A) { blockPhased(A...); }, Predicates.data(),
        Phased.data());
    EXPECT_EQ(Fibers, Phased) << Threads << " threads";
  }
}
