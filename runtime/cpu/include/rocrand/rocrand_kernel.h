//===- rocrand/rocrand_kernel.h - rocRAND's device generators -------------===//
#ifndef HIPIFY_CPU_ROCRAND_KERNEL_H
#define HIPIFY_CPU_ROCRAND_KERNEL_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_rocrand_rocrand_kernel_h
#include "hipify_cpu/header_macros.h"

#include "hipify_cpu/rand_engines.h"
#include "hipify_cpu/rand_skipahead.h"
#include "rocrand/rocrand.h"

typedef ::hipify_cpu::rand::Xorwow rocrand_state_xorwow;
typedef ::hipify_cpu::rand::Philox rocrand_state_philox4x32_10;
typedef ::hipify_cpu::rand::Mrg32k3a rocrand_state_mrg32k3a;

#define HIPIFY_CPU_ROCM_SEEDING_NOTE_xorwow "rocrand_init (XORWOW)"
#define HIPIFY_CPU_ROCM_SEEDING_NOTE_mrg32k3a "rocrand_init (MRG32k3a)"
#define HIPIFY_CPU_ROCM_SEEDING_NOTE_philox nullptr
#define HIPIFY_CPU_RAND(SUFFIX) rocrand##SUFFIX
#define HIPIFY_CPU_RAND_XORWOW rocrand_state_xorwow
#define HIPIFY_CPU_RAND_PHILOX rocrand_state_philox4x32_10
#define HIPIFY_CPU_RAND_MRG rocrand_state_mrg32k3a
#define HIPIFY_CPU_RAND_SEED(STATE, SEED, SUB, OFFSET, ENGINE)                 \
  ::hipify_cpu::rand::seed_rocm(STATE, SEED, SUB, OFFSET,                      \
                                ::hipify_cpu::rand::ENGINE##_init,             \
                                HIPIFY_CPU_ROCM_SEEDING_NOTE_##ENGINE)
#include "hipify_cpu/rand_device_api.h"
#undef HIPIFY_CPU_RAND
#undef HIPIFY_CPU_RAND_XORWOW
#undef HIPIFY_CPU_RAND_PHILOX
#undef HIPIFY_CPU_RAND_MRG
#undef HIPIFY_CPU_RAND_SEED
#undef HIPIFY_CPU_ROCM_SEEDING_NOTE_xorwow
#undef HIPIFY_CPU_ROCM_SEEDING_NOTE_mrg32k3a
#undef HIPIFY_CPU_ROCM_SEEDING_NOTE_philox

// rocRAND's names for the pair forms.
HIPIFY_CPU_BEGIN_DECLS
template <typename State>
__host__ __device__ inline double2 rocrand_normal_double2(State *state) {
  return ::hipify_cpu::rand::normal_pair_double(*state);
}
template <typename State>
__host__ __device__ inline double2 rocrand_log_normal_double2(State *state,
                                                              double mean,
                                                              double stddev) {
  double2 N = ::hipify_cpu::rand::normal_pair_double(*state);
  return double2{std::exp(mean + stddev * N.x), std::exp(mean + stddev * N.y)};
}
HIPIFY_CPU_END_DECLS

#endif
