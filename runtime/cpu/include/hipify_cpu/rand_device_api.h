//===- rand_device_api.h - curand_kernel.h's functions, written once ------===//
//
// cuRAND, hipRAND and rocRAND name their device functions alike but for the
// prefix (curand_uniform, hiprand_uniform, rocrand_uniform). The including
// dialect header defines, then includes this:
//   HIPIFY_CPU_RAND(SUFFIX)   the dialect's name (curand##SUFFIX)
//   HIPIFY_CPU_RAND_SEED(STATE, SEED, SUB, OFFSET, ENGINE)  seeds a state
//     of ENGINE (xorwow, philox, mrg32k3a) the dialect's way
//   HIPIFY_CPU_RAND_XORWOW, _PHILOX, _MRG   its state types
// The states are the runner's (rand_engines.h); each remembers whose
// flavour seeded it.
//
//===----------------------------------------------------------------------===//

#define HIPIFY_CPU_RAND_FOR_STATES(M)                                          \
  M(HIPIFY_CPU_RAND_XORWOW, xorwow)                                            \
  M(HIPIFY_CPU_RAND_PHILOX, philox) M(HIPIFY_CPU_RAND_MRG, mrg32k3a)

#define HIPIFY_CPU_RAND_FUNCTIONS(STATE, ENGINE)                               \
  __host__ __device__ inline void HIPIFY_CPU_RAND(_init)(                      \
      unsigned long long seed, unsigned long long subsequence,                 \
      unsigned long long offset, STATE *state) {                               \
    HIPIFY_CPU_RAND_SEED(*state, seed, subsequence, offset, ENGINE);           \
  }                                                                            \
  __host__ __device__ inline unsigned int HIPIFY_CPU_RAND()(STATE * state) {   \
    return ::hipify_cpu::rand::bits(*state);                                   \
  }                                                                            \
  __host__ __device__ inline float HIPIFY_CPU_RAND(_uniform)(STATE * state) {  \
    return ::hipify_cpu::rand::uniform(*state);                                \
  }                                                                            \
  __host__ __device__ inline double HIPIFY_CPU_RAND(_uniform_double)(          \
      STATE * state) {                                                         \
    return ::hipify_cpu::rand::uniform_double(*state);                         \
  }                                                                            \
  __host__ __device__ inline float HIPIFY_CPU_RAND(_normal)(STATE * state) {   \
    return ::hipify_cpu::rand::normal(*state);                                 \
  }                                                                            \
  __host__ __device__ inline float2 HIPIFY_CPU_RAND(_normal2)(STATE * state) { \
    return ::hipify_cpu::rand::normal_pair(*state);                            \
  }                                                                            \
  __host__ __device__ inline double HIPIFY_CPU_RAND(_normal_double)(           \
      STATE * state) {                                                         \
    return ::hipify_cpu::rand::normal_double(*state);                          \
  }                                                                            \
  __host__ __device__ inline double2 HIPIFY_CPU_RAND(_normal2_double)(         \
      STATE * state) {                                                         \
    return ::hipify_cpu::rand::normal_pair_double(*state);                     \
  }                                                                            \
  __host__ __device__ inline float HIPIFY_CPU_RAND(_log_normal)(               \
      STATE * state, float mean, float stddev) {                               \
    return std::exp(mean + stddev * ::hipify_cpu::rand::normal(*state));       \
  }                                                                            \
  __host__ __device__ inline float2 HIPIFY_CPU_RAND(_log_normal2)(             \
      STATE * state, float mean, float stddev) {                               \
    float2 N = ::hipify_cpu::rand::normal_pair(*state);                        \
    return float2{std::exp(mean + stddev * N.x),                               \
                  std::exp(mean + stddev * N.y)};                              \
  }                                                                            \
  __host__ __device__ inline double HIPIFY_CPU_RAND(_log_normal_double)(       \
      STATE * state, double mean, double stddev) {                             \
    return std::exp(mean + stddev * ::hipify_cpu::rand::normal_double(*state)); \
  }                                                                            \
  __host__ __device__ inline unsigned int HIPIFY_CPU_RAND(_poisson)(           \
      STATE * state, double lambda) {                                          \
    return ::hipify_cpu::rand::poisson(*state, lambda);                        \
  }

HIPIFY_CPU_BEGIN_DECLS
HIPIFY_CPU_RAND_FOR_STATES(HIPIFY_CPU_RAND_FUNCTIONS)

/// Philox's four-at-a-time forms.
__host__ __device__ inline uint4 HIPIFY_CPU_RAND(4)(HIPIFY_CPU_RAND_PHILOX *state) {
  unsigned int A = ::hipify_cpu::rand::bits(*state);
  unsigned int B = ::hipify_cpu::rand::bits(*state);
  unsigned int C = ::hipify_cpu::rand::bits(*state);
  return uint4{A, B, C, ::hipify_cpu::rand::bits(*state)};
}
__host__ __device__ inline float4
HIPIFY_CPU_RAND(_uniform4)(HIPIFY_CPU_RAND_PHILOX *state) {
  float A = ::hipify_cpu::rand::uniform(*state);
  float B = ::hipify_cpu::rand::uniform(*state);
  float C = ::hipify_cpu::rand::uniform(*state);
  return float4{A, B, C, ::hipify_cpu::rand::uniform(*state)};
}
__host__ __device__ inline double2
HIPIFY_CPU_RAND(_uniform2_double)(HIPIFY_CPU_RAND_PHILOX *state) {
  double A = ::hipify_cpu::rand::uniform_double(*state);
  return double2{A, ::hipify_cpu::rand::uniform_double(*state)};
}
__host__ __device__ inline float4
HIPIFY_CPU_RAND(_normal4)(HIPIFY_CPU_RAND_PHILOX *state) {
  float2 A = ::hipify_cpu::rand::normal_pair(*state);
  float2 B = ::hipify_cpu::rand::normal_pair(*state);
  return float4{A.x, A.y, B.x, B.y};
}
HIPIFY_CPU_END_DECLS

#undef HIPIFY_CPU_RAND_FUNCTIONS
#undef HIPIFY_CPU_RAND_FOR_STATES
