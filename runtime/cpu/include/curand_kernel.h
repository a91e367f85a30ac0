//===- curand_kernel.h - cuRAND's device generators on the CPU runner -----===//
//
// XORWOW, Philox4x32-10 and MRG32k3a states seeded as cuRAND seeds them
// (rand_engines.h), with cuRAND's distributions.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CURAND_KERNEL_H
#define HIPIFY_CPU_CURAND_KERNEL_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_curand_kernel_h
#include "hipify_cpu/header_macros.h"

#include "curand.h"
#include "hipify_cpu/rand_engines.h"
#include "hipify_cpu/rand_skipahead.h"

typedef ::hipify_cpu::rand::Xorwow curandStateXORWOW_t;
typedef ::hipify_cpu::rand::Xorwow curandStateXORWOW;
typedef ::hipify_cpu::rand::Xorwow curandState_t;
typedef ::hipify_cpu::rand::Xorwow curandState;
typedef ::hipify_cpu::rand::Philox curandStatePhilox4_32_10_t;
typedef ::hipify_cpu::rand::Philox curandStatePhilox4_32_10;
typedef ::hipify_cpu::rand::Mrg32k3a curandStateMRG32k3a_t;
typedef ::hipify_cpu::rand::Mrg32k3a curandStateMRG32k3a;

#define HIPIFY_CPU_RAND(SUFFIX) curand##SUFFIX
#define HIPIFY_CPU_RAND_XORWOW curandStateXORWOW_t
#define HIPIFY_CPU_RAND_PHILOX curandStatePhilox4_32_10_t
#define HIPIFY_CPU_RAND_MRG curandStateMRG32k3a_t
#define HIPIFY_CPU_RAND_SEED(STATE, SEED, SUB, OFFSET, ENGINE)                 \
  ::hipify_cpu::rand::ENGINE##_init(STATE, SEED, SUB, OFFSET,                  \
                                    ::hipify_cpu::rand::Flavor::Cuda)
#include "hipify_cpu/rand_device_api.h"
#undef HIPIFY_CPU_RAND
#undef HIPIFY_CPU_RAND_XORWOW
#undef HIPIFY_CPU_RAND_PHILOX
#undef HIPIFY_CPU_RAND_MRG
#undef HIPIFY_CPU_RAND_SEED

#endif
