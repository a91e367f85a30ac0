//===- atomics.h - atomicAdd and the other read-modify-write functions ----===//
//
// Blocks run on several worker threads at once, so device atomics are real
// host atomics (the GCC/Clang __atomic builtins, which also accept the
// C++17 that prepare mode parses). Operations the hardware lacks for a type
// (float add, min/max of floats, atomicInc's wrap) are compare-and-swap
// loops. Every function has _block and _system variants with the same
// effect: on the host, all scopes are the whole machine.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_ATOMICS_H
#define HIPIFY_CPU_ATOMICS_H

#include "hipify_cpu/mode.h"

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// Replaces *Address with Update(old) atomically; returns the old value.
template <typename T, typename F> inline T atomic_update(T *Address, F Update) {
  T Old;
  __atomic_load(Address, &Old, __ATOMIC_RELAXED);
  T Desired = Update(Old);
  while (!__atomic_compare_exchange(Address, &Old, &Desired, false,
                                    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    Desired = Update(Old);
  return Old;
}

template <typename T> inline T atomic_cas(T *Address, T Compare, T Value) {
  __atomic_compare_exchange(Address, &Compare, &Value, false, __ATOMIC_SEQ_CST,
                            __ATOMIC_SEQ_CST);
  return Compare; // The old value, whether or not it was replaced.
}

template <typename T> inline T atomic_exchange(T *Address, T Value) {
  T Old;
  __atomic_exchange(Address, &Value, &Old, __ATOMIC_SEQ_CST);
  return Old;
}

/// The smaller (larger) of two floats as a GPU's atomic min (max) picks it:
/// a NaN operand loses to a number.
template <typename T> inline T float_min(T A, T B) {
  return A != A ? B : (B != B ? A : (B < A ? B : A));
}
template <typename T> inline T float_max(T A, T B) {
  return A != A ? B : (B != B ? A : (A < B ? B : A));
}

} // namespace hipify_cpu

// One function and its _block and _system variants.
#define HIPIFY_CPU_ATOMIC(NAME, T, BODY)                                       \
  inline T NAME(T *Address, T Value) BODY                                      \
  inline T NAME##_block(T *Address, T Value) BODY                              \
  inline T NAME##_system(T *Address, T Value) BODY

#define HIPIFY_CPU_ATOMIC_FETCH(NAME, T, BUILTIN)                              \
  HIPIFY_CPU_ATOMIC(NAME, T,                                                   \
                    { return BUILTIN(Address, Value, __ATOMIC_SEQ_CST); })
#define HIPIFY_CPU_ATOMIC_LOOP(NAME, T, NEW_VALUE)                             \
  HIPIFY_CPU_ATOMIC(NAME, T, {                                                 \
    return ::hipify_cpu::atomic_update(Address,                                \
                                       [&](T Old) { return NEW_VALUE; });      \
  })

#define HIPIFY_CPU_ATOMIC_INTEGER(T)                                           \
  HIPIFY_CPU_ATOMIC_FETCH(atomicAdd, T, __atomic_fetch_add)                    \
  HIPIFY_CPU_ATOMIC_FETCH(atomicAnd, T, __atomic_fetch_and)                    \
  HIPIFY_CPU_ATOMIC_FETCH(atomicOr, T, __atomic_fetch_or)                      \
  HIPIFY_CPU_ATOMIC_FETCH(atomicXor, T, __atomic_fetch_xor)                    \
  HIPIFY_CPU_ATOMIC_LOOP(atomicMin, T, Value < Old ? Value : Old)              \
  HIPIFY_CPU_ATOMIC_LOOP(atomicMax, T, Old < Value ? Value : Old)              \
  HIPIFY_CPU_ATOMIC(atomicExch, T,                                             \
                    { return ::hipify_cpu::atomic_exchange(Address, Value); })

HIPIFY_CPU_ATOMIC_INTEGER(int)
HIPIFY_CPU_ATOMIC_INTEGER(unsigned int)
HIPIFY_CPU_ATOMIC_INTEGER(unsigned long long)
HIPIFY_CPU_ATOMIC_LOOP(atomicMin, long long, Value < Old ? Value : Old)
HIPIFY_CPU_ATOMIC_LOOP(atomicMax, long long, Old < Value ? Value : Old)
HIPIFY_CPU_ATOMIC_FETCH(atomicSub, int, __atomic_fetch_sub)
HIPIFY_CPU_ATOMIC_FETCH(atomicSub, unsigned int, __atomic_fetch_sub)

HIPIFY_CPU_ATOMIC_LOOP(atomicAdd, float, Old + Value)
HIPIFY_CPU_ATOMIC_LOOP(atomicAdd, double, Old + Value)
HIPIFY_CPU_ATOMIC(atomicExch, float,
                  { return ::hipify_cpu::atomic_exchange(Address, Value); })

/// atomicInc counts up to Value and wraps to 0; atomicDec counts down and
/// wraps from 0 (or from anything above Value) to Value.
HIPIFY_CPU_ATOMIC_LOOP(atomicInc, unsigned int, Old >= Value ? 0u : Old + 1u)
HIPIFY_CPU_ATOMIC_LOOP(atomicDec, unsigned int,
                       (Old == 0u || Old > Value) ? Value : Old - 1u)

#define HIPIFY_CPU_ATOMIC_CAS(T)                                               \
  inline T atomicCAS(T *Address, T Compare, T Value) {                         \
    return ::hipify_cpu::atomic_cas(Address, Compare, Value);                  \
  }                                                                            \
  inline T atomicCAS_block(T *Address, T Compare, T Value) {                   \
    return ::hipify_cpu::atomic_cas(Address, Compare, Value);                  \
  }                                                                            \
  inline T atomicCAS_system(T *Address, T Compare, T Value) {                  \
    return ::hipify_cpu::atomic_cas(Address, Compare, Value);                  \
  }
HIPIFY_CPU_ATOMIC_CAS(int)
HIPIFY_CPU_ATOMIC_CAS(unsigned int)
HIPIFY_CPU_ATOMIC_CAS(unsigned long long)
HIPIFY_CPU_ATOMIC_CAS(unsigned short)

#ifdef HIPIFY_CPU_DIALECT_HIP
// HIP also has floating-point min/max and CAS, and the unsafe/safe adds of
// its coarse- and fine-grained memory.
HIPIFY_CPU_ATOMIC_LOOP(atomicMin, float, ::hipify_cpu::float_min(Old, Value))
HIPIFY_CPU_ATOMIC_LOOP(atomicMax, float, ::hipify_cpu::float_max(Old, Value))
HIPIFY_CPU_ATOMIC_LOOP(atomicMin, double, ::hipify_cpu::float_min(Old, Value))
HIPIFY_CPU_ATOMIC_LOOP(atomicMax, double, ::hipify_cpu::float_max(Old, Value))
HIPIFY_CPU_ATOMIC_FETCH(atomicAdd, long long, __atomic_fetch_add)
HIPIFY_CPU_ATOMIC_FETCH(atomicSub, unsigned long long, __atomic_fetch_sub)
HIPIFY_CPU_ATOMIC_CAS(float)
HIPIFY_CPU_ATOMIC_CAS(double)
HIPIFY_CPU_ATOMIC(atomicExch, double,
                  { return ::hipify_cpu::atomic_exchange(Address, Value); })
HIPIFY_CPU_ATOMIC_LOOP(unsafeAtomicAdd, float, Old + Value)
HIPIFY_CPU_ATOMIC_LOOP(unsafeAtomicAdd, double, Old + Value)
HIPIFY_CPU_ATOMIC_LOOP(safeAtomicAdd, float, Old + Value)
HIPIFY_CPU_ATOMIC_LOOP(safeAtomicAdd, double, Old + Value)
#endif

#undef HIPIFY_CPU_ATOMIC_CAS
#undef HIPIFY_CPU_ATOMIC_INTEGER
#undef HIPIFY_CPU_ATOMIC_LOOP
#undef HIPIFY_CPU_ATOMIC_FETCH
#undef HIPIFY_CPU_ATOMIC

HIPIFY_CPU_END_DECLS

#endif
