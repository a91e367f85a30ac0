//===- rand_host_api.h - curand.h's and hiprand.h's host API, once --------===//
//
// The including dialect header defines, then includes this:
//   HIPIFY_CPU_RANDH(NAME)      its name (curand##NAME)
//   HIPIFY_CPU_RANDH_STATUS, _GENERATOR, _TYPE, _ORDERING, _STREAM  types
//   HIPIFY_CPU_RANDH_D          its hipify_cpu::rand::HostDialect
//
//===----------------------------------------------------------------------===//

#define HIPIFY_CPU_RANDH_STR2(X) #X
#define HIPIFY_CPU_RANDH_STR(X) HIPIFY_CPU_RANDH_STR2(X)
#define HIPIFY_CPU_RANDH_G(G) reinterpret_cast<::hipify_cpu::rand::Generator *>(G)

inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(CreateGenerator)(
    HIPIFY_CPU_RANDH_GENERATOR *generator, HIPIFY_CPU_RANDH_TYPE rng_type) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::create_generator(
      HIPIFY_CPU_RANDH_D,
      reinterpret_cast<::hipify_cpu::rand::Generator **>(generator), rng_type,
      false));
}
inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(CreateGeneratorHost)(
    HIPIFY_CPU_RANDH_GENERATOR *generator, HIPIFY_CPU_RANDH_TYPE rng_type) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::create_generator(
      HIPIFY_CPU_RANDH_D,
      reinterpret_cast<::hipify_cpu::rand::Generator **>(generator), rng_type,
      true));
}
inline HIPIFY_CPU_RANDH_STATUS
HIPIFY_CPU_RANDH(DestroyGenerator)(HIPIFY_CPU_RANDH_GENERATOR generator) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::destroy_generator(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator)));
}
inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(SetPseudoRandomGeneratorSeed)(
    HIPIFY_CPU_RANDH_GENERATOR generator, unsigned long long seed) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::set_seed(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator), seed));
}
inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(SetGeneratorOffset)(
    HIPIFY_CPU_RANDH_GENERATOR generator, unsigned long long offset) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::set_offset(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator), offset));
}
inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(SetGeneratorOrdering)(
    HIPIFY_CPU_RANDH_GENERATOR generator, HIPIFY_CPU_RANDH_ORDERING) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::accept_setting(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator)));
}
inline HIPIFY_CPU_RANDH_STATUS
HIPIFY_CPU_RANDH(SetQuasiRandomGeneratorDimensions)(
    HIPIFY_CPU_RANDH_GENERATOR generator, unsigned int) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::accept_setting(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator)));
}
inline HIPIFY_CPU_RANDH_STATUS
HIPIFY_CPU_RANDH(GenerateSeeds)(HIPIFY_CPU_RANDH_GENERATOR generator) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::accept_setting(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator)));
}
inline HIPIFY_CPU_RANDH_STATUS
HIPIFY_CPU_RANDH(SetStream)(HIPIFY_CPU_RANDH_GENERATOR generator,
                            HIPIFY_CPU_RANDH_STREAM stream) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::set_stream(
      HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_G(generator), stream));
}

#define HIPIFY_CPU_RANDH_GENERATE(NAME, T, KIND, DOUBLE)                       \
  inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(NAME)(                       \
      HIPIFY_CPU_RANDH_GENERATOR generator, T *outputPtr, size_t num) {        \
    return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::generate(               \
        HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_STR(HIPIFY_CPU_RANDH(NAME)),      \
        HIPIFY_CPU_RANDH_G(generator), ::hipify_cpu::rand::Distribution::KIND, \
        DOUBLE, outputPtr, num, 0, 0));                                        \
  }
#define HIPIFY_CPU_RANDH_GENERATE2(NAME, T, KIND, DOUBLE)                      \
  inline HIPIFY_CPU_RANDH_STATUS HIPIFY_CPU_RANDH(NAME)(                       \
      HIPIFY_CPU_RANDH_GENERATOR generator, T *outputPtr, size_t n, T mean,    \
      T stddev) {                                                              \
    return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::generate(               \
        HIPIFY_CPU_RANDH_D, HIPIFY_CPU_RANDH_STR(HIPIFY_CPU_RANDH(NAME)),      \
        HIPIFY_CPU_RANDH_G(generator), ::hipify_cpu::rand::Distribution::KIND, \
        DOUBLE, outputPtr, n, mean, stddev));                                  \
  }
HIPIFY_CPU_RANDH_GENERATE(Generate, unsigned int, Bits, false)
HIPIFY_CPU_RANDH_GENERATE(GenerateUniform, float, Uniform, false)
HIPIFY_CPU_RANDH_GENERATE(GenerateUniformDouble, double, Uniform, true)
HIPIFY_CPU_RANDH_GENERATE2(GenerateNormal, float, Normal, false)
HIPIFY_CPU_RANDH_GENERATE2(GenerateNormalDouble, double, Normal, true)
HIPIFY_CPU_RANDH_GENERATE2(GenerateLogNormal, float, LogNormal, false)
HIPIFY_CPU_RANDH_GENERATE2(GenerateLogNormalDouble, double, LogNormal, true)
#undef HIPIFY_CPU_RANDH_GENERATE
#undef HIPIFY_CPU_RANDH_GENERATE2
inline HIPIFY_CPU_RANDH_STATUS
HIPIFY_CPU_RANDH(GeneratePoisson)(HIPIFY_CPU_RANDH_GENERATOR generator,
                                  unsigned int *outputPtr, size_t n,
                                  double lambda) {
  return HIPIFY_CPU_RANDH_STATUS(::hipify_cpu::rand::generate(
      HIPIFY_CPU_RANDH_D,
      HIPIFY_CPU_RANDH_STR(HIPIFY_CPU_RANDH(GeneratePoisson)),
      HIPIFY_CPU_RANDH_G(generator), ::hipify_cpu::rand::Distribution::Poisson,
      false, outputPtr, n, lambda, 0));
}
#undef HIPIFY_CPU_RANDH_G
