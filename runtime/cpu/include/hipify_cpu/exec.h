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

#include "hipify_cpu/dim3.h"
#include "hipify_cpu/mode.h"
#include <cstddef>
#include <cstdint>
#include <cstring>
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
/// default the dialect header registered (32 for CUDA, 64 for HIP).
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

enum class ShuffleKind { Index, Up, Down, Xor };
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

enum class ReduceOp { Add, Min, Max, And, Or, Xor };
/// __reduce_*_sync: Signed selects signed min/max.
uint64_t reduce(uint64_t Mask, uint64_t Value, ReduceOp Op, bool Signed);

/// One step of warp-synchronous code: the lanes of the warp that are
/// executing such code wait for each other here, so that lane-by-lane
/// execution reproduces a lock-step warp. The preparation step inserts it
/// after each statement of functions that work on volatile shared memory.
void lockstep();

/// __threadfence and friends.
void thread_fence();

/// __trap(): ends the program with status 125, naming the kernel, the
/// block and the thread that trapped (on the GPU the launch fails).
[[noreturn]] void trap();

// --- Collectives of phased kernels ----------------------------------------
/// A phased kernel (see for_each_thread) splits a statement that holds one
/// collective (a shuffle, vote, ballot, match, warp reduction, __syncwarp,
/// __activemask, __syncthreads_count/and/or, a tile's member) in two. The
/// region before the statement calls the collective after phased_record(),
/// for every thread that reaches the statement: the call records what the
/// thread asks for and returns a value nobody reads. phased_resolve() then
/// completes each warp's collective (or the block's) as a GPU would, from
/// what was recorded. The region that runs the statement calls the same
/// collective again after phased_replay(): the call returns the calling
/// thread's result at once. Only the next collective call after
/// phased_record() or phased_replay() is affected.
void phased_record();
void phased_replay();
/// What the threads that did not record the collective do next, as the
/// preparation step proved: end the kernel without synchronising (they
/// take no part, as threads that returned) or wait at a block barrier (a
/// group that names one of them never completes: a deadlock, as on fibers).
enum class PhasedAbsent : uint8_t { Exit, Barrier };
/// Exited: per linear thread, whether it returned from the kernel (null:
/// none did); those take no part either.
void phased_resolve(PhasedAbsent Absent, const bool *Exited);

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

/// The scalar element type of a buffer, for launch traces: "f16", "bf16",
/// "f32", "f64", "i8".."i64", "u8".."u64", or "bytes". The dialect headers
/// specialise it for __half, vector types and the like.
template <typename T, typename = void> struct element_kind {
  static constexpr const char *name() {
    if constexpr (std::is_same_v<T, float>)
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

/// `kernel<<<Grid, Block, Shared, Stream>>>(args...)` becomes
/// `::hipify_cpu::launch({"kernel", "a,b", true}, Grid, Block, Shared,
///  Stream)([&](auto &&...hipify_cpu_args) { kernel(hipify_cpu_args...); },
///  args...)`: the arguments are evaluated once, and every GPU thread calls
/// the kernel with its own copy.
class Launcher {
public:
  Launcher(const LaunchSite &Site, dim3 Grid, dim3 Block, size_t SharedBytes,
           const void *Stream)
      : Site(Site), Grid(Grid), Block(Block), SharedBytes(SharedBytes),
        Stream(Stream) {}

  template <typename Kernel, typename... Args>
  void operator()(Kernel &&Body, Args &&...Arguments) const {
    struct Closure {
      Kernel &Fn;
      std::tuple<std::decay_t<Args>...> Values;
    } State{Body, {std::forward<Args>(Arguments)...}};
    TracedArgument Traced[sizeof...(Args) + 1] = {};
    std::apply(
        [&](const auto &...Value) {
          size_t I = 0;
          ((Traced[I++] = trace_argument(Value)), ...);
        },
        State.Values);
    using BlockFunction = void (*)(void *Closure, ThreadState &State);
    BlockFunction ThreadLoop = [](void *Raw, ThreadState &Thread) {
      auto *C = static_cast<Closure *>(Raw);
      const dim3 Size = Thread.blockDim;
      for (unsigned Z = 0; Z < Size.z; ++Z)
        for (unsigned Y = 0; Y < Size.y; ++Y)
          for (unsigned X = 0; X < Size.x; ++X) {
            Thread.threadIdx = uint3{X, Y, Z};
            auto Copy = C->Values;
            std::apply(C->Fn, Copy);
          }
    };
    // A phased kernel loops over the threads itself (for_each_thread).
    BlockFunction OncePerBlock = [](void *Raw, ThreadState &) {
      auto *C = static_cast<Closure *>(Raw);
      auto Copy = C->Values;
      std::apply(C->Fn, Copy);
    };
    run_launch_looped(
        Site, Grid, Block, SharedBytes, Stream,
        [](void *Raw) {
          auto *C = static_cast<Closure *>(Raw);
          auto Copy = C->Values; // Each GPU thread gets its own parameters.
          std::apply(C->Fn, Copy);
        },
        Site.PerBlock ? OncePerBlock : ThreadLoop,
        &State, Traced, sizeof...(Args));
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
  ThreadState &Thread = this_thread();
  const dim3 Size = Thread.blockDim;
  unsigned Linear = 0;
  for (unsigned Z = 0; Z < Size.z; ++Z)
    for (unsigned Y = 0; Y < Size.y; ++Y)
      for (unsigned X = 0; X < Size.x; ++X) {
        Thread.threadIdx = uint3{X, Y, Z};
        Region(Linear++);
      }
  Thread.threadIdx = uint3{0, 0, 0};
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
