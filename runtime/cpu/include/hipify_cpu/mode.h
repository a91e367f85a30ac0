//===- mode.h - how the CPU runner's headers are being read ---------------===//
//
// The CPU runner's headers are read in two modes:
//  - prepare mode (HIPIFY_CPU_PREPARE, clang -x cuda -nocudainc): hipify
//    parses the user's CUDA or HIP source against these headers to find
//    launches, shared memory and barriers. The qualifiers are clang's CUDA
//    attributes, so `<<<>>>` parses and kernels are known as kernels;
//    everything the headers declare is __host__ __device__.
//  - run mode (plain C++20, any host compiler): the prepared source is
//    compiled into a host program. Qualifiers vanish, `__shared__` storage is
//    per worker thread (one block runs on a worker thread at a time, all of
//    its threads as fibers), built-in variables read the current fiber.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_MODE_H
#define HIPIFY_CPU_MODE_H

#if defined(HIPIFY_CPU_PREPARE) && defined(__CUDA__)
#define HIPIFY_CPU_PREPARE_MODE 1
#else
#define HIPIFY_CPU_PREPARE_MODE 0
#endif

// Wrap declarations in these so that prepare mode sees them as
// __host__ __device__ (kernels and host code may both call them).
#if HIPIFY_CPU_PREPARE_MODE
#define HIPIFY_CPU_BEGIN_DECLS _Pragma("clang force_cuda_host_device begin")
#define HIPIFY_CPU_END_DECLS _Pragma("clang force_cuda_host_device end")
#else
#define HIPIFY_CPU_BEGIN_DECLS
#define HIPIFY_CPU_END_DECLS
#endif


// What a function of these headers does, for the preparation step (which
// splits phased kernels at barriers and collectives; lib/CpuRunner/
// PhasedKernels.cpp): HIPIFY_CPU_BARRIER marks a block barrier without a
// result; HIPIFY_CPU_COLLECTIVE a function that makes exactly one warp
// collective (or block barrier with a result) call of exec.h and returns
// what that call computes, so that it can be recorded and replayed
// (phased_record, phased_replay); HIPIFY_CPU_UNIFORM a function that gives
// every thread of a block the same result (a loop or branch around
// barriers may read it). HIPIFY_CPU_ALIKE marks a collective whose request
// (mask, kind, operands) is made of its arguments alone, but for those of
// parameters marked HIPIFY_CPU_LANE_VALUE (what the thread shuffles, its
// predicate): when every other argument is uniform and every thread of the
// block reaches it, every thread makes the same request, and the
// preparation step records it once for the block (phased_record_all).
#if HIPIFY_CPU_PREPARE_MODE
#define HIPIFY_CPU_BARRIER __attribute__((annotate("hipify_cpu_barrier")))
#define HIPIFY_CPU_COLLECTIVE __attribute__((annotate("hipify_cpu_collective")))
#define HIPIFY_CPU_UNIFORM __attribute__((annotate("hipify_cpu_uniform")))
#define HIPIFY_CPU_ALIKE __attribute__((annotate("hipify_cpu_alike")))
#define HIPIFY_CPU_LANE_VALUE __attribute__((annotate("hipify_cpu_lane_value")))
#else
#define HIPIFY_CPU_BARRIER
#define HIPIFY_CPU_COLLECTIVE
#define HIPIFY_CPU_UNIFORM
#define HIPIFY_CPU_ALIKE
#define HIPIFY_CPU_LANE_VALUE
#endif

#endif
