//===- rocrand/rocrand.h - rocRAND's host API on the CPU runner -----------===//
#ifndef HIPIFY_CPU_ROCRAND_H
#define HIPIFY_CPU_ROCRAND_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_rocrand_rocrand_h
#include "hipify_cpu/header_macros.h"

#include "hip/hip_runtime.h"
#include "hipify_cpu/rand.h"

#define ROCRAND_VERSION 201005

typedef enum rocrand_status {
  ROCRAND_STATUS_SUCCESS = 0,
  ROCRAND_STATUS_VERSION_MISMATCH = 100,
  ROCRAND_STATUS_NOT_CREATED = 101,
  ROCRAND_STATUS_ALLOCATION_FAILED = 102,
  ROCRAND_STATUS_TYPE_ERROR = 103,
  ROCRAND_STATUS_OUT_OF_RANGE = 104,
  ROCRAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  ROCRAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  ROCRAND_STATUS_LAUNCH_FAILURE = 107,
  ROCRAND_STATUS_INTERNAL_ERROR = 108
} rocrand_status;
typedef enum rocrand_rng_type {
  ROCRAND_RNG_PSEUDO_DEFAULT = 400,
  ROCRAND_RNG_PSEUDO_XORWOW = 401,
  ROCRAND_RNG_PSEUDO_MRG32K3A = 402,
  ROCRAND_RNG_PSEUDO_MTGP32 = 403,
  ROCRAND_RNG_PSEUDO_PHILOX4_32_10 = 404,
  ROCRAND_RNG_PSEUDO_MT19937 = 408,
  ROCRAND_RNG_QUASI_DEFAULT = 500,
  ROCRAND_RNG_QUASI_SOBOL32 = 501,
  ROCRAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 502,
  ROCRAND_RNG_QUASI_SOBOL64 = 504,
  ROCRAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 505
} rocrand_rng_type;
typedef enum rocrand_ordering {
  ROCRAND_ORDERING_PSEUDO_BEST = 100,
  ROCRAND_ORDERING_PSEUDO_DEFAULT = 101,
  ROCRAND_ORDERING_PSEUDO_SEEDED = 102,
  ROCRAND_ORDERING_PSEUDO_LEGACY = 103,
  ROCRAND_ORDERING_PSEUDO_DYNAMIC = 104,
  ROCRAND_ORDERING_QUASI_DEFAULT = 201
} rocrand_ordering;
struct rocrand_generator_base_type;
typedef struct rocrand_generator_base_type *rocrand_generator;

namespace hipify_cpu::rocrand {
inline constexpr ::hipify_cpu::rand::HostDialect Dialect = {
    "rocRAND",
    {ROCRAND_STATUS_SUCCESS, ROCRAND_STATUS_NOT_CREATED,
     ROCRAND_STATUS_ALLOCATION_FAILED, ROCRAND_STATUS_TYPE_ERROR,
     ROCRAND_STATUS_OUT_OF_RANGE, ROCRAND_STATUS_LENGTH_NOT_MULTIPLE,
     ROCRAND_STATUS_LAUNCH_FAILURE},
    {ROCRAND_RNG_PSEUDO_DEFAULT, ROCRAND_RNG_PSEUDO_XORWOW,
     ROCRAND_RNG_PSEUDO_MRG32K3A, ROCRAND_RNG_PSEUDO_MTGP32,
     ROCRAND_RNG_PSEUDO_MT19937, ROCRAND_RNG_PSEUDO_PHILOX4_32_10,
     ROCRAND_RNG_QUASI_DEFAULT, ROCRAND_RNG_QUASI_SOBOL32,
     ROCRAND_RNG_QUASI_SCRAMBLED_SOBOL32, ROCRAND_RNG_QUASI_SOBOL64,
     ROCRAND_RNG_QUASI_SCRAMBLED_SOBOL64},
    false};
inline ::hipify_cpu::rand::Generator *gen(rocrand_generator G) {
  return reinterpret_cast<::hipify_cpu::rand::Generator *>(G);
}
} // namespace hipify_cpu::rocrand

inline rocrand_status rocrand_create_generator(rocrand_generator *generator,
                                               rocrand_rng_type rng_type) {
  return rocrand_status(::hipify_cpu::rand::create_generator(
      ::hipify_cpu::rocrand::Dialect,
      reinterpret_cast<::hipify_cpu::rand::Generator **>(generator), rng_type,
      false));
}
inline rocrand_status rocrand_destroy_generator(rocrand_generator generator) {
  return rocrand_status(::hipify_cpu::rand::destroy_generator(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator)));
}
inline rocrand_status rocrand_set_seed(rocrand_generator generator,
                                       unsigned long long seed) {
  return rocrand_status(::hipify_cpu::rand::set_seed(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator),
      seed));
}
inline rocrand_status rocrand_set_offset(rocrand_generator generator,
                                         unsigned long long offset) {
  return rocrand_status(::hipify_cpu::rand::set_offset(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator),
      offset));
}
inline rocrand_status rocrand_set_ordering(rocrand_generator generator,
                                           rocrand_ordering) {
  return rocrand_status(::hipify_cpu::rand::accept_setting(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator)));
}
inline rocrand_status
rocrand_set_quasi_random_generator_dimensions(rocrand_generator generator,
                                              unsigned int) {
  return rocrand_status(::hipify_cpu::rand::accept_setting(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator)));
}
inline rocrand_status rocrand_initialize_generator(rocrand_generator generator) {
  return rocrand_status(::hipify_cpu::rand::accept_setting(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator)));
}
inline rocrand_status rocrand_set_stream(rocrand_generator generator,
                                         hipStream_t stream) {
  return rocrand_status(::hipify_cpu::rand::set_stream(
      ::hipify_cpu::rocrand::Dialect, ::hipify_cpu::rocrand::gen(generator),
      stream));
}
#define HIPIFY_CPU_ROCRAND_GENERATE(NAME, T, KIND, DOUBLE)                     \
  inline rocrand_status NAME(rocrand_generator generator, T *output_data,      \
                             size_t n) {                                       \
    return rocrand_status(::hipify_cpu::rand::generate(                        \
        ::hipify_cpu::rocrand::Dialect, #NAME,                                 \
        ::hipify_cpu::rocrand::gen(generator),                                 \
        ::hipify_cpu::rand::Distribution::KIND, DOUBLE, output_data, n, 0,     \
        0));                                                                   \
  }
#define HIPIFY_CPU_ROCRAND_GENERATE2(NAME, T, KIND, DOUBLE)                    \
  inline rocrand_status NAME(rocrand_generator generator, T *output_data,      \
                             size_t n, T mean, T stddev) {                     \
    return rocrand_status(::hipify_cpu::rand::generate(                        \
        ::hipify_cpu::rocrand::Dialect, #NAME,                                 \
        ::hipify_cpu::rocrand::gen(generator),                                 \
        ::hipify_cpu::rand::Distribution::KIND, DOUBLE, output_data, n, mean,  \
        stddev));                                                              \
  }
HIPIFY_CPU_ROCRAND_GENERATE(rocrand_generate, unsigned int, Bits, false)
HIPIFY_CPU_ROCRAND_GENERATE(rocrand_generate_uniform, float, Uniform, false)
HIPIFY_CPU_ROCRAND_GENERATE(rocrand_generate_uniform_double, double, Uniform,
                            true)
HIPIFY_CPU_ROCRAND_GENERATE2(rocrand_generate_normal, float, Normal, false)
HIPIFY_CPU_ROCRAND_GENERATE2(rocrand_generate_normal_double, double, Normal,
                             true)
HIPIFY_CPU_ROCRAND_GENERATE2(rocrand_generate_log_normal, float, LogNormal,
                             false)
HIPIFY_CPU_ROCRAND_GENERATE2(rocrand_generate_log_normal_double, double,
                             LogNormal, true)
#undef HIPIFY_CPU_ROCRAND_GENERATE
#undef HIPIFY_CPU_ROCRAND_GENERATE2
inline rocrand_status rocrand_generate_poisson(rocrand_generator generator,
                                               unsigned int *output_data,
                                               size_t n, double lambda) {
  return rocrand_status(::hipify_cpu::rand::generate(
      ::hipify_cpu::rocrand::Dialect, "rocrand_generate_poisson",
      ::hipify_cpu::rocrand::gen(generator),
      ::hipify_cpu::rand::Distribution::Poisson, false, output_data, n, lambda,
      0));
}
inline rocrand_status rocrand_get_version(int *version) {
  *version = ROCRAND_VERSION;
  return ROCRAND_STATUS_SUCCESS;
}

#endif
