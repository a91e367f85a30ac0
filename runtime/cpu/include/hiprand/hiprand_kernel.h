//===- hiprand/hiprand_kernel.h - hipRAND's device generators -------------===//
//
// hipRAND on AMD GPUs is rocRAND: states seeded the way rocRAND seeds them
// (rand_engines.h), which for XORWOW and MRG32k3a is not cuRAND's way; the
// seeding is noted in the launch trace.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIPRAND_KERNEL_H
#define HIPIFY_CPU_HIPRAND_KERNEL_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hiprand_hiprand_kernel_h
#include "hipify_cpu/header_macros.h"

#include "hiprand/hiprand.h"
#include "hipify_cpu/rand_engines.h"
#include "hipify_cpu/rand_skipahead.h"

typedef ::hipify_cpu::rand::Xorwow hiprandStateXORWOW_t;
typedef ::hipify_cpu::rand::Xorwow hiprandState_t;
typedef ::hipify_cpu::rand::Xorwow hiprandState;
typedef ::hipify_cpu::rand::Philox hiprandStatePhilox4_32_10_t;
typedef ::hipify_cpu::rand::Mrg32k3a hiprandStateMRG32k3a_t;


#define HIPIFY_CPU_ROCM_SEEDING_NOTE_xorwow "hiprand_init (XORWOW)"
#define HIPIFY_CPU_ROCM_SEEDING_NOTE_mrg32k3a "hiprand_init (MRG32k3a)"
#define HIPIFY_CPU_ROCM_SEEDING_NOTE_philox nullptr
#define HIPIFY_CPU_RAND(SUFFIX) hiprand##SUFFIX
#define HIPIFY_CPU_RAND_XORWOW hiprandStateXORWOW_t
#define HIPIFY_CPU_RAND_PHILOX hiprandStatePhilox4_32_10_t
#define HIPIFY_CPU_RAND_MRG hiprandStateMRG32k3a_t
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

#endif
