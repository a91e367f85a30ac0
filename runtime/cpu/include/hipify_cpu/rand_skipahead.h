//===- rand_skipahead.h - skipahead() and friends, in every dialect -------===//
//
// cuRAND, hipRAND and rocRAND all name these without a prefix, on their own
// state types; the runner's states are shared, so they are declared once.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_RAND_SKIPAHEAD_H
#define HIPIFY_CPU_RAND_SKIPAHEAD_H

#include "hipify_cpu/rand_engines.h"

HIPIFY_CPU_BEGIN_DECLS
__host__ __device__ inline void skipahead(unsigned long long n,
                                          ::hipify_cpu::rand::Xorwow *state) {
  ::hipify_cpu::rand::xorwow_skip(*state, n, false);
}
__host__ __device__ inline void
skipahead_sequence(unsigned long long n, ::hipify_cpu::rand::Xorwow *state) {
  ::hipify_cpu::rand::xorwow_skip(*state, n, true);
}
__host__ __device__ inline void skipahead(unsigned long long n,
                                          ::hipify_cpu::rand::Philox *state) {
  ::hipify_cpu::rand::philox_skip(*state, n);
}
__host__ __device__ inline void
skipahead_sequence(unsigned long long n, ::hipify_cpu::rand::Philox *state) {
  ::hipify_cpu::rand::philox_add(state->ctr, n, true);
  state->output = ::hipify_cpu::rand::philox_block(state->ctr, state->key);
}
__host__ __device__ inline void skipahead(unsigned long long n,
                                          ::hipify_cpu::rand::Mrg32k3a *state) {
  ::hipify_cpu::rand::mrg32k3a_skip(*state, n, 0);
}
__host__ __device__ inline void
skipahead_subsequence(unsigned long long n,
                      ::hipify_cpu::rand::Mrg32k3a *state) {
  ::hipify_cpu::rand::mrg32k3a_skip(*state, n, 76);
}
/// MRG32k3a's sequences are 2^127 apart: 2^51 subsequences.
__host__ __device__ inline void
skipahead_sequence(unsigned long long n, ::hipify_cpu::rand::Mrg32k3a *state) {
  ::hipify_cpu::rand::mrg32k3a_skip(*state, n, 127);
}
HIPIFY_CPU_END_DECLS

#endif
