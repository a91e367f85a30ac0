//===- exec.h - the kernel execution model of the CPU runner --------------===//
//
// Contract between the execution core (src/Exec*.cpp, src/Fiber*.cpp,
// src/Launch*.cpp, src/Trace*.cpp) and everything above it: the dialect
// headers (cuda_runtime.h, hip/hip_runtime.h), cooperative groups, and the
// code hipify's preparation step emits.
//
// A launch runs its blocks on worker threads; the threads of one block run
// on one worker, as fibers when the kernel synchronises (barriers, warp
// collectives), as a plain loop when the preparation step proved it does
// not, and region by region (for_each_thread) when it split the kernel at
// its barriers (a phased kernel, called once per block). Warp collectives take a lane mask; kActiveLanes stands for the HIP
// mask-less forms ("the lanes that are here").
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_EXEC_H
#define HIPIFY_CPU_EXEC_H

#include "hipify_cpu/deferred.h"
#include "hipify_cpu/dim3.h"
#include "hipify_cpu/mode.h"
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <tuple>
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// The built-in variables of the calling GPU thread.
struct ThreadState {
  uint3 threadIdx;
  uint3 blockIdx;
  dim3 blockDim;
  dim3 gridDim;
};

/// The current GPU thread (valid inside a kernel; outside, all zero).
#if HIPIFY_CPU_PREPARE_MODE
ThreadState &this_thread();
#else
namespace detail {
// Every built-in variable read goes through this pointer, so it is inline:
// `__thread` (not thread_local) promises no dynamic initialisation, which
// makes a read one TLS load instead of a call to a TLS wrapper. The
// execution core repoints it at each GPU thread (each fiber) it runs.
extern __thread ThreadState *CurrentThreadState;
} // namespace detail
inline ThreadState &this_thread() { return *detail::CurrentThreadState; }
#endif

/// Lanes per warp for this program: HIPIFY_CPU_WARP_SIZE when set, else the
/// default the dialect header registered (32 for CUDA, 64 for HIP). Inside
/// a launch, the launch's (fixed when it started).
int warp_size();
void set_default_warp_size(int Lanes);

/// Position of the calling thread in its warp and block.
unsigned lane_id();
unsigned warp_id();
unsigned linear_thread_id();

// --- Block barriers -------------------------------------------------------
void sync_block();
int sync_block_count(int Predicate);
int sync_block_and(int Predicate);
int sync_block_or(int Predicate);

// --- Warp collectives -----------------------------------------------------
/// The HIP mask-less forms: the lanes of the warp that reach the collective.
inline constexpr uint64_t kActiveLanes = ~uint64_t(0);

void sync_warp(uint64_t Mask);
uint64_t active_mask();
uint64_t ballot(uint64_t Mask, bool Predicate);
bool vote_any(uint64_t Mask, bool Predicate);
bool vote_all(uint64_t Mask, bool Predicate);
uint64_t match_any(uint64_t Mask, uint64_t Value);
uint64_t match_all(uint64_t Mask, uint64_t Value, int *AllEqual);

enum class ShuffleKind : uint8_t { Index, Up, Down, Xor };
/// Exchanges an 8-byte payload among the lanes of a warp segment of Width
/// lanes (a power of two <= warp_size()); Operand is the source lane, the
/// delta or the xor mask. Out-of-segment sources return the caller's value.
uint64_t shuffle_bits(uint64_t Mask, uint64_t Bits, ShuffleKind Kind,
                      int Operand, int Width);

template <typename T>
T shuffle(uint64_t Mask, T Value, ShuffleKind Kind, int Operand, int Width) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable_v<T>,
                "shuffled values are at most 8 bytes");
  uint64_t Bits = 0;
  std::memcpy(&Bits, &Value, sizeof(T));
  Bits = shuffle_bits(Mask, Bits, Kind, Operand, Width);
  T Result;
  std::memcpy(&Result, &Bits, sizeof(T));
  return Result;
}

enum class ReduceOp : uint8_t { Add, Min, Max, And, Or, Xor };
/// __reduce_*_sync: Signed selects signed min/max.
uint64_t reduce(uint64_t Mask, uint64_t Value, ReduceOp Op, bool Signed);

// --- Collectives of phased kernels ----------------------------------------
/// A phased kernel (see for_each_thread) splits a statement that holds one
/// collective (a shuffle, vote, ballot, match, warp reduction, __syncwarp,
/// __activemask, __syncthreads_count/and/or, a tile's member) in two. The
/// region before the statement calls the collective's phased form (the
/// same function with phased_record(Thread) as its first argument) for
/// every thread that reaches the statement: the call records what the
/// thread asks for in the worker's PhasedSlots and returns a value nobody
/// reads. phased_resolve() then completes each warp's collective (or the
/// block's) as a GPU would, from what was recorded. The statement itself
/// calls the phased form with phased_replay(Thread): it returns the
/// thread's result at once. All of it is inline, so that a region's loop
/// over the threads compiles to plain stores and loads of the slots.
///
/// The kinds of collective, one list for both schedulers: the fibers'
/// (SchedulerCollective.h) and the phased kernels'.
enum class CollectiveKind : uint8_t {
  None, ///< Not recorded.
  SyncWarp,
  ActiveMask,
  Ballot,
  Any,
  All,
  MatchAny,
  MatchAll,
  Reduce,  ///< Detail: the ReduceOp, plus 0x80 when signed.
  Shuffle, ///< Detail: the ShuffleKind.
  Lockstep, ///< Fibers only: a warp-synchronous region's step.
  BlockCount, ///< Phased kernels only: __syncthreads_count/and/or.
  BlockAnd,
  BlockOr,
};

/// What each thread of a block asked of the collective being recorded, and
/// what it gets; one per worker. A request packs the kind (low byte, 0: not
/// recorded), the detail (next byte), the width made a lane count (next
/// byte: widths outside 1..warp size mean the warp size) and the operand
/// (high half). No field is of a character type or of int's size, so that
/// compilers know that storing a thread's request leaves the built-in
/// variables and the warp size alone, and vectorise the region's loop.
struct PhasedSlots {
  static constexpr unsigned kThreads = 1024;
  uint64_t Value[kThreads];
  uint64_t Mask[kThreads];
  uint64_t Request[kThreads];
  uint64_t Result[kThreads];
  int64_t AllEqual[kThreads];
};

/// A collective recorded with phased_record_all: every thread of the block
/// made this request with this mask (Request 0: none was so recorded).
struct PhasedBlockRequest {
  uint64_t Request;
  uint64_t Mask;
};

inline uint64_t phased_request(CollectiveKind Kind, uint16_t Detail, int Operand,
                               int Width, int WarpSize) {
  uint64_t Lanes = Width <= 0 || Width > WarpSize ? WarpSize : Width;
  return uint64_t(Kind) | uint64_t(Detail & 0xff) << 8 | Lanes << 16 |
         uint64_t(uint32_t(Operand)) << 32;
}
inline CollectiveKind phased_kind(uint64_t Request) {
  return CollectiveKind(Request & 0xff);
}
inline uint8_t phased_detail(uint64_t Request) { return uint8_t(Request >> 8); }
inline int phased_width(uint64_t Request) { return int((Request >> 16) & 0xff); }
inline int phased_operand(uint64_t Request) { return int(uint32_t(Request >> 32)); }

/// The first argument of a collective's phased form: which thread calls
/// it, and whether it records or replays.
struct PhasedCall {
  unsigned Thread;
  bool Replay;
  /// Recorded by every thread of the block, with one mask and the same
  /// operands (the preparation step proved it): the request is recorded
  /// once for the block, only the value per thread.
  bool Block = false;
};
inline PhasedCall phased_record(unsigned Thread) { return {Thread, false}; }
inline PhasedCall phased_record_all(unsigned Thread) {
  return {Thread, false, true};
}
inline PhasedCall phased_replay(unsigned Thread) { return {Thread, true}; }

/// What the threads that did not record the collective do next, as the
/// preparation step proved: end the kernel without synchronising (they
/// take no part, as threads that returned) or wait at a block barrier (a
/// group that names one of them never completes: a deadlock, as on fibers).
enum class PhasedAbsent : uint8_t { Exit, Barrier };
/// Exited: per linear thread, whether it returned from the kernel (null:
/// none did); those take no part either.
void phased_resolve(PhasedAbsent Absent, const bool *Exited);

#if !HIPIFY_CPU_PREPARE_MODE
namespace detail {
/// The slots of the worker running a per-block launch: an object of its
/// own (not behind a pointer), so that compilers know a region's stores to
/// it touch nothing else the region reads.
extern __thread PhasedSlots WorkerSlots;
/// What phased_record_all recorded, an object of its own for the same
/// reason.
extern __thread PhasedBlockRequest WorkerBlockRequest;
/// The warp size of the launch a worker runs (0 outside launches): a type
/// no other state of a kernel has, so that compilers know no store of the
/// kernel changes it, and read it once per loop.
extern __thread long long LaunchWarpSize;
/// Pure: it only reads settings (it may stop a program whose
/// HIPIFY_CPU_WARP_SIZE is wrong, the first time a warp size is used), so
/// that a loop of a kernel reads LaunchWarpSize once.
[[gnu::pure]] int warp_size_outside_launches();

/// Records (Value is what the thread gives) or replays one collective.
inline uint64_t phased_collective(PhasedCall Call, CollectiveKind Kind,
                                  uint64_t Mask, uint64_t Value,
                                  uint16_t Detail = 0, int Operand = 0,
                                  int Width = 0) {
  PhasedSlots &Slots = WorkerSlots;
  unsigned T = Call.Thread;
  if (Call.Replay)
    return Slots.Result[T];
  Slots.Value[T] = Value;
  if (Call.Block) {
    // Thread 0 says it for all; a store to one place made by every
    // iteration would keep the region's loop from being vectorised.
    if (T == 0)
      WorkerBlockRequest = {
          phased_request(Kind, Detail, Operand, Width, int(LaunchWarpSize)),
          Mask};
    return 0;
  }
  Slots.Mask[T] = Mask;
  Slots.Request[T] = phased_request(Kind, Detail, Operand, Width,
                                    int(LaunchWarpSize));
  return 0;
}
} // namespace detail

inline int warp_size() {
  long long Lanes = detail::LaunchWarpSize;
  return Lanes ? int(Lanes) : detail::warp_size_outside_launches();
}
inline unsigned linear_thread_id() {
  const ThreadState &T = this_thread();
  return T.threadIdx.x +
         T.blockDim.x * (T.threadIdx.y + T.blockDim.y * T.threadIdx.z);
}
inline unsigned lane_id() { return linear_thread_id() % unsigned(warp_size()); }
inline unsigned warp_id() { return linear_thread_id() / unsigned(warp_size()); }

inline void sync_warp(PhasedCall Call, uint64_t Mask) {
  detail::phased_collective(Call, CollectiveKind::SyncWarp, Mask, 0);
}
inline uint64_t active_mask(PhasedCall Call) {
  return detail::phased_collective(Call, CollectiveKind::ActiveMask, kActiveLanes, 0);
}
/// A vote records its predicate as 0 or 1.
inline uint64_t ballot(PhasedCall Call, uint64_t Mask, bool Predicate) {
  return detail::phased_collective(Call, CollectiveKind::Ballot, Mask, Predicate);
}
inline bool vote_any(PhasedCall Call, uint64_t Mask, bool Predicate) {
  return detail::phased_collective(Call, CollectiveKind::Any, Mask, Predicate) != 0;
}
inline bool vote_all(PhasedCall Call, uint64_t Mask, bool Predicate) {
  return detail::phased_collective(Call, CollectiveKind::All, Mask, Predicate) != 0;
}
inline uint64_t match_any(PhasedCall Call, uint64_t Mask, uint64_t Value) {
  return detail::phased_collective(Call, CollectiveKind::MatchAny, Mask, Value);
}
inline uint64_t match_all(PhasedCall Call, uint64_t Mask, uint64_t Value,
                          int *AllEqual) {
  uint64_t Result =
      detail::phased_collective(Call, CollectiveKind::MatchAll, Mask, Value);
  if (Call.Replay && AllEqual)
    *AllEqual = int(detail::WorkerSlots.AllEqual[Call.Thread]);
  return Result;
}
inline uint64_t shuffle_bits(PhasedCall Call, uint64_t Mask, uint64_t Bits,
                             ShuffleKind Kind, int Operand, int Width) {
  return detail::phased_collective(Call, CollectiveKind::Shuffle, Mask, Bits,
                                   uint16_t(Kind), Operand, Width);
}
template <typename T>
T shuffle(PhasedCall Call, uint64_t Mask, T Value, ShuffleKind Kind,
          int Operand, int Width) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable_v<T>,
                "shuffled values are at most 8 bytes");
  uint64_t Bits = 0;
  std::memcpy(&Bits, &Value, sizeof(T));
  Bits = shuffle_bits(Call, Mask, Bits, Kind, Operand, Width);
  T Result;
  std::memcpy(&Result, &Bits, sizeof(T));
  return Result;
}
inline uint64_t reduce(PhasedCall Call, uint64_t Mask, uint64_t Value,
                       ReduceOp Op, bool Signed) {
  return detail::phased_collective(Call, CollectiveKind::Reduce, Mask, Value,
                                   uint16_t(uint16_t(Op) | (Signed ? 0x80 : 0)));
}
inline int sync_block_count(PhasedCall Call, int Predicate) {
  return int(detail::phased_collective(Call, CollectiveKind::BlockCount, 0,
                                       Predicate != 0));
}
inline int sync_block_and(PhasedCall Call, int Predicate) {
  return int(detail::phased_collective(Call, CollectiveKind::BlockAnd, 0,
                                       Predicate != 0));
}
inline int sync_block_or(PhasedCall Call, int Predicate) {
  return int(detail::phased_collective(Call, CollectiveKind::BlockOr, 0,
                                       Predicate != 0));
}
#else
// Prepare mode parses kernels, it does not run them.
void sync_warp(PhasedCall Call, uint64_t Mask);
uint64_t active_mask(PhasedCall Call);
uint64_t ballot(PhasedCall Call, uint64_t Mask, bool Predicate);
bool vote_any(PhasedCall Call, uint64_t Mask, bool Predicate);
bool vote_all(PhasedCall Call, uint64_t Mask, bool Predicate);
uint64_t match_any(PhasedCall Call, uint64_t Mask, uint64_t Value);
uint64_t match_all(PhasedCall Call, uint64_t Mask, uint64_t Value,
                   int *AllEqual);
template <typename T>
T shuffle(PhasedCall Call, uint64_t Mask, T Value, ShuffleKind Kind,
          int Operand, int Width);
uint64_t reduce(PhasedCall Call, uint64_t Mask, uint64_t Value, ReduceOp Op,
                bool Signed);
int sync_block_count(PhasedCall Call, int Predicate);
int sync_block_and(PhasedCall Call, int Predicate);
int sync_block_or(PhasedCall Call, int Predicate);
#endif

/// One step of warp-synchronous code: the lanes of the warp that are
/// executing such code wait for each other here, so that lane-by-lane
/// execution reproduces a lock-step warp. The preparation step inserts it
/// after each statement of functions that work on volatile shared memory
/// (and of kernels that share __shared__ memory without a barrier).
void lockstep();

/// The right side of a lock-step assignment, once every lane has read it:
/// `s[i] += lockstep_value(s[i - 1])` reads what the lane below held before
/// this statement, as a warp's lanes all load before any of them stores.
/// (The right side of an assignment is evaluated before its left.)
template <typename T> inline T lockstep_value(T Value) {
  lockstep();
  return Value;
}

/// __threadfence and friends.
void thread_fence();

/// __trap(): ends the program with status 125, naming the kernel, the
/// block and the thread that trapped (on the GPU the launch fails).
[[noreturn]] void trap();

/// The block's dynamic shared memory (`extern __shared__ T name[]`):
/// the launch's shared-memory size, 16-byte aligned.
void *dynamic_shared();

// --- Launches -------------------------------------------------------------
/// What the preparation step knows about a launch site.
struct LaunchSite {
  const char *Kernel;  ///< The kernel's name as written ("saxpy<float>").
  const char *Params;  ///< Its parameter names, comma-separated ("n,a,x,y").
  bool NeedsFibers;    ///< Whether it may reach a barrier or warp collective.
  /// A phased kernel (see for_each_thread): the launch calls it once per
  /// block, not once per thread.
  bool PerBlock = false;
};

#if !HIPIFY_CPU_PREPARE_MODE
namespace detail {
// Set while a worker runs a block of a per-block launch.
extern __thread bool InPerBlockLaunch;

/// The state of the threads of one region (for_each_thread): a copy of the
/// block's, made current while the region runs, in the region's frame.
struct RegionThreadState {
  ThreadState State;
  ThreadState *Block;
  RegionThreadState() : State(*CurrentThreadState), Block(CurrentThreadState) {
    CurrentThreadState = &State;
  }
  ~RegionThreadState() { CurrentThreadState = Block; }
  RegionThreadState(const RegionThreadState &) = delete;
  RegionThreadState &operator=(const RegionThreadState &) = delete;
};
} // namespace detail
#endif

/// Runs one region of a phased kernel (a kernel the preparation step split
/// at its __syncthreads() statements): Region(LinearThreadId) for every
/// thread of the block in linear order, with this_thread() naming that
/// thread. A region boundary is the barrier. Called by a thread of a launch
/// that runs threads one by one (a launch the preparation step could not
/// tie to the kernel), it runs the calling thread's part and waits at the
/// block barrier instead.
template <typename F> void for_each_thread(F &&Region);

/// for_each_thread for a region under a branch that depends on the thread:
/// Region(T) returns at once for a thread T whose Active[T] is not Taken
/// (it checks that itself), so runs of 8 such threads are skipped without
/// calling it. Active holds one flag per linear thread, written by the
/// threads that evaluated the branch's condition.
template <typename F>
void for_each_thread_where(const bool *Active, bool Taken, F &&Region);

namespace detail {
/// T's name as the compiler spells it ("__hip_bfloat16", "ns::S<int>"), read
/// from the function's own signature: clang writes "... [T = NAME]", GCC
/// "... [with T = NAME; ...]".
template <typename T> constexpr std::string_view type_name() {
  std::string_view Signature = __PRETTY_FUNCTION__;
  size_t Begin = Signature.find("T = ");
  if (Begin == std::string_view::npos)
    return {};
  Signature.remove_prefix(Begin + 4);
  return Signature.substr(0, Signature.find_first_of(";]"));
}

/// A dialect type that a program may define itself instead of taking it
/// from the runner's headers, which alias these names to the runner's own
/// types (element_kind specialises those). hipify's port, for HIP older than
/// 6.2, replaces #include <cuda_bf16.h> with a definition of HIP 6.2's
/// bfloat16 API (mappings/facts/port-definitions.yaml): its __hip_bfloat16
/// and __hip_bfloat162 are its own structures. They are known by their exact
/// name, which only the implementation may declare (a user's `bf16` or
/// `ns::__hip_bfloat16` is not one), and their size.
struct DialectTypeKind {
  std::string_view Name;
  size_t Size;
  const char *Kind;
};
inline constexpr DialectTypeKind DialectTypeKinds[] = {
    {"__hip_bfloat16", 2, "bf16"},
    {"__hip_bfloat162", 4, "bf16"},
};

constexpr const DialectTypeKind *find_dialect_type(std::string_view Name) {
  for (const DialectTypeKind &K : DialectTypeKinds)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

/// The element kind of a class T that is one of DialectTypeKinds, or null.
/// The size is looked at only for such a name: T may be incomplete.
template <typename T> constexpr const char *dialect_type_kind() {
  if constexpr (!std::is_class_v<T>) {
    return nullptr;
  } else {
    constexpr const DialectTypeKind *K = find_dialect_type(type_name<T>());
    if constexpr (K == nullptr)
      return nullptr;
    else
      return sizeof(T) == K->Size && std::is_trivially_copyable_v<T>
                 ? K->Kind
                 : nullptr;
  }
}
} // namespace detail

/// The scalar element type of a buffer, for launch traces: "f16", "bf16",
/// "f32", "f64", "i8".."i64", "u8".."u64", or "bytes". The dialect headers
/// specialise it for __half, vector types and the like; the dialect types
/// a program defines itself are known by name (detail::DialectTypeKinds).
template <typename T, typename = void> struct element_kind {
  static constexpr const char *name() {
    if constexpr (detail::dialect_type_kind<T>() != nullptr)
      return detail::dialect_type_kind<T>();
    else if constexpr (std::is_same_v<T, float>)
      return "f32";
    else if constexpr (std::is_same_v<T, double>)
      return "f64";
    else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
      return sizeof(T) == 1 ? "i8" : sizeof(T) == 2 ? "i16"
                                   : sizeof(T) == 4 ? "i32" : "i64";
    else if constexpr (std::is_integral_v<T>)
      return sizeof(T) == 1 ? "u8" : sizeof(T) == 2 ? "u16"
                                   : sizeof(T) == 4 ? "u32" : "u64";
    else
      return "bytes";
  }
};

/// One kernel argument as the launch trace sees it.
struct TracedArgument {
  const void *Pointer; ///< The pointer's value, or null for non-pointers.
  const char *ElementKind;
};

/// Runs Body(ThreadIndex) for every thread of every block and records the
/// launch; defined by the execution core. Returns false (and sets the last
/// error) when the configuration is invalid.
bool run_launch(const LaunchSite &Site, dim3 Grid, dim3 Block,
                size_t SharedBytes, const void *Stream,
                void (*Body)(void *Closure), void *Closure,
                const TracedArgument *Arguments, size_t ArgumentCount);

/// run_launch, with a faster body for kernels prepared as barrier-free:
/// PlainBlock(Closure, State) runs every thread of the block that State
/// names, setting State.threadIdx before each, so that the compiler can
/// inline the kernel into the loop over threads. Body still runs the threads
/// of kernels that synchronise, one fiber each. For a per-block site
/// (Site.PerBlock), PlainBlock (or Body, when PlainBlock is null) runs once
/// per block, with State.threadIdx all zero.
bool run_launch_looped(const LaunchSite &Site, dim3 Grid, dim3 Block,
                       size_t SharedBytes, const void *Stream,
                       void (*Body)(void *Closure),
                       void (*PlainBlock)(void *Closure, ThreadState &State),
                       void *Closure, const TracedArgument *Arguments,
                       size_t ArgumentCount);

template <typename T> TracedArgument trace_argument(const T &) {
  if constexpr (std::is_pointer_v<T>)
    return {nullptr, "bytes"};
  else
    return {nullptr, nullptr};
}
template <typename T> TracedArgument trace_argument(T *const &Pointer) {
  using Element = std::remove_cv_t<T>;
  if constexpr (std::is_void_v<Element>)
    return {Pointer, "bytes"};
  else
    return {Pointer, element_kind<Element>::name()};
}

/// A launch with its arguments evaluated: the kernel (a callable) and a
/// copy of each argument. run() runs it; every GPU thread calls the kernel
/// with its own copy of the arguments.
template <typename Kernel, typename... Values> struct BoundLaunch {
  LaunchSite Site;
  dim3 Grid, Block;
  size_t SharedBytes;
  Kernel Fn;
  std::tuple<Values...> Arguments;

  /// False (with the last error set) when the configuration is invalid.
  bool run() const {
    struct Closure {
      const Kernel &Fn;
      const std::tuple<Values...> &Args;
    } State{Fn, Arguments};
    TracedArgument Traced[sizeof...(Values) + 1] = {};
    std::apply(
        [&](const auto &...Value) {
          size_t I = 0;
          ((Traced[I++] = trace_argument(Value)), ...);
        },
        Arguments);
    using BlockFunction = void (*)(void *Closure, ThreadState &State);
    BlockFunction ThreadLoop = [](void *Raw, ThreadState &Thread) {
      auto *C = static_cast<Closure *>(Raw);
      const dim3 Size = Thread.blockDim;
      for (unsigned Z = 0; Z < Size.z; ++Z)
        for (unsigned Y = 0; Y < Size.y; ++Y)
          for (unsigned X = 0; X < Size.x; ++X) {
            Thread.threadIdx = uint3{X, Y, Z};
            auto Copy = C->Args;
            std::apply(C->Fn, Copy);
          }
    };
    // A phased kernel loops over the threads itself (for_each_thread).
    BlockFunction OncePerBlock = [](void *Raw, ThreadState &) {
      auto *C = static_cast<Closure *>(Raw);
      auto Copy = C->Args;
      std::apply(C->Fn, Copy);
    };
    return run_launch_looped(
        Site, Grid, Block, SharedBytes, nullptr,
        [](void *Raw) {
          auto *C = static_cast<Closure *>(Raw);
          auto Copy = C->Args; // Each GPU thread gets its own parameters.
          std::apply(C->Fn, Copy);
        },
        Site.PerBlock ? OncePerBlock : ThreadLoop, &State, Traced,
        sizeof...(Values));
  }
};

/// `kernel<<<Grid, Block, Shared, Stream>>>(args...)` becomes
/// `::hipify_cpu::launch({"kernel", "a,b", true}, Grid, Block, Shared,
///  Stream)([&](auto &&...hipify_cpu_args) { kernel(hipify_cpu_args...); },
///  args...)`: the arguments are evaluated once, and every GPU thread calls
/// the kernel with its own copy. On a capturing stream the launch is
/// recorded (deferred.h) and runs when the graph does.
class Launcher {
public:
  Launcher(const LaunchSite &Site, dim3 Grid, dim3 Block, size_t SharedBytes,
           const void *Stream)
      : Site(Site), Grid(Grid), Block(Block), SharedBytes(SharedBytes),
        Stream(Stream) {}

  template <typename Kernel, typename... Args>
  void operator()(Kernel &&Body, Args &&...Arguments) const {
    BoundLaunch<std::decay_t<Kernel>, std::decay_t<Args>...> Bound{
        Site, Grid, Block, SharedBytes, std::forward<Kernel>(Body),
        {std::forward<Args>(Arguments)...}};
    if (Stream && stream_capturing(Stream)) {
      capture_operation(Stream, defer([Bound = std::move(Bound)] {
                          return Bound.run() ? Error::Success
                                             : Error::InvalidConfiguration;
                        }));
      return;
    }
    Bound.run();
  }

private:
  LaunchSite Site;
  dim3 Grid, Block;
  size_t SharedBytes;
  const void *Stream;
};

inline Launcher launch(const LaunchSite &Site, dim3 Grid, dim3 Block,
                       size_t SharedBytes = 0, const void *Stream = nullptr) {
  return Launcher(Site, Grid, Block, SharedBytes, Stream);
}

#if !HIPIFY_CPU_PREPARE_MODE
template <typename F> void for_each_thread(F &&Region) {
  if (!detail::InPerBlockLaunch) {
    Region(linear_thread_id());
    sync_block();
    return;
  }
  // The region's threads get a state of this frame: the kernel's pointers
  // (its parameters) cannot point into it, so the compiler knows that no
  // load or store of the region touches it, keeps the thread's index in a
  // register, and vectorises the loop when the region allows it.
  detail::RegionThreadState Thread;
  const dim3 Size = Thread.State.blockDim;
  // A launch's warp size is known while it runs: warpSize in a region is a
  // load, not a call (which would keep the loop from being vectorised).
  if (detail::LaunchWarpSize <= 0)
    __builtin_unreachable();
  if (Size.y == 1 && Size.z == 1) {
    for (unsigned X = 0; X < Size.x; ++X) {
      Thread.State.threadIdx.x = X;
      Region(X);
    }
    return;
  }
  unsigned Linear = 0;
  for (unsigned Z = 0; Z < Size.z; ++Z)
    for (unsigned Y = 0; Y < Size.y; ++Y)
      for (unsigned X = 0; X < Size.x; ++X) {
        Thread.State.threadIdx = uint3{X, Y, Z};
        Region(Linear++);
      }
}

template <typename F>
void for_each_thread_where(const bool *Active, bool Taken, F &&Region) {
  if (!detail::InPerBlockLaunch || this_thread().blockDim.y != 1 ||
      this_thread().blockDim.z != 1) {
    for_each_thread(Region);
    return;
  }
  detail::RegionThreadState Thread;
  const dim3 Size = Thread.State.blockDim;
  if (detail::LaunchWarpSize <= 0)
    __builtin_unreachable();
  // Eight flags at a time: bools are 0 or 1, so a run of threads that all
  // skip the region reads as all 0 (or all 1 for an else branch).
  const uint64_t Skipped = Taken ? 0 : 0x0101010101010101ull;
  unsigned X = 0;
  for (; X + 8 <= Size.x; X += 8) {
    uint64_t Flags;
    std::memcpy(&Flags, Active + X, sizeof Flags);
    if (Flags == Skipped)
      continue;
    for (unsigned Lane = X; Lane < X + 8; ++Lane) {
      Thread.State.threadIdx.x = Lane;
      Region(Lane);
    }
  }
  for (; X < Size.x; ++X) {
    Thread.State.threadIdx.x = X;
    Region(X);
  }
}
#endif

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

// The built-in variables. warpSize is a run-time value (32 for CUDA, 64 or
// 32 for HIP), as on the GPU. It is a variable, not a macro, so that members
// of that name (cudaDeviceProp::warpSize) stay what they are.
#define threadIdx (::hipify_cpu::this_thread().threadIdx)
#define blockIdx (::hipify_cpu::this_thread().blockIdx)
#define blockDim (::hipify_cpu::this_thread().blockDim)
#define gridDim (::hipify_cpu::this_thread().gridDim)

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {
struct WarpSizeVariable {
  operator int() const { return warp_size(); }
};
} // namespace hipify_cpu
inline constexpr ::hipify_cpu::WarpSizeVariable warpSize{};
HIPIFY_CPU_END_DECLS

#endif
