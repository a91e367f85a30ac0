//===- nv_atomics.h - CUDA's scoped atomic builtins (__nv_atomic_*) -------===//
//
// nvcc (12.8 and later) has GCC-style atomic builtins with a scope:
// __nv_atomic_fetch_add(ptr, value, order[, scope]) and the rest, with the
// orders __NV_ATOMIC_RELAXED ... __NV_ATOMIC_SEQ_CST and the scopes
// __NV_THREAD_SCOPE_THREAD ... __NV_THREAD_SCOPE_SYSTEM. They are compiler
// builtins, declared by no header, so the runner declares them for CUDA
// programs. The orders have the values of the GCC/Clang __ATOMIC_* orders,
// so each is passed on as it is; on the host every scope is the whole
// machine, so the scope is accepted and has no effect.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_NV_ATOMICS_H
#define HIPIFY_CPU_NV_ATOMICS_H

#include "hipify_cpu/atomics.h"
#include "hipify_cpu/mode.h"

enum {
  __NV_ATOMIC_RELAXED = __ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME = __ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE = __ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE = __ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL = __ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST = __ATOMIC_SEQ_CST
};

enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

namespace hipify_cpu {
/// T, where it must not take part in deduction: the builtins convert the
/// value to the pointee's type (`__nv_atomic_fetch_add(unsigned_ptr, 1, o)`).
template <typename T> struct same_type { using type = T; };
template <typename T> using value_of = typename same_type<T>::type;
} // namespace hipify_cpu

HIPIFY_CPU_BEGIN_DECLS

// Read-modify-write: the fetch_ form returns the old value, the plain form
// nothing.
#define HIPIFY_CPU_NV_FETCH(OP, BUILTIN)                                       \
  template <typename T>                                                        \
  inline T __nv_atomic_fetch_##OP(T *Address, ::hipify_cpu::value_of<T> Value, \
                                  int Order, int = __NV_THREAD_SCOPE_SYSTEM) { \
    return BUILTIN(Address, Value, Order);                                     \
  }                                                                            \
  template <typename T>                                                        \
  inline void __nv_atomic_##OP(T *Address, ::hipify_cpu::value_of<T> Value,    \
                               int Order, int = __NV_THREAD_SCOPE_SYSTEM) {    \
    BUILTIN(Address, Value, Order);                                            \
  }
HIPIFY_CPU_NV_FETCH(add, __atomic_fetch_add)
HIPIFY_CPU_NV_FETCH(sub, __atomic_fetch_sub)
HIPIFY_CPU_NV_FETCH(and, __atomic_fetch_and)
HIPIFY_CPU_NV_FETCH(or, __atomic_fetch_or)
HIPIFY_CPU_NV_FETCH(xor, __atomic_fetch_xor)
#undef HIPIFY_CPU_NV_FETCH

// min and max: a compare-and-swap loop, for integers and floating point alike.
#define HIPIFY_CPU_NV_EXTREMUM(OP, KEEP_OLD)                                   \
  template <typename T>                                                        \
  inline T __nv_atomic_fetch_##OP(T *Address, ::hipify_cpu::value_of<T> Value, \
                                  int, int = __NV_THREAD_SCOPE_SYSTEM) {       \
    return ::hipify_cpu::atomic_update(                                        \
        Address, [Value](T Old) { return KEEP_OLD ? Old : Value; });           \
  }                                                                            \
  template <typename T>                                                        \
  inline void __nv_atomic_##OP(T *Address, ::hipify_cpu::value_of<T> Value,    \
                               int Order,                                      \
                               int Scope = __NV_THREAD_SCOPE_SYSTEM) {         \
    __nv_atomic_fetch_##OP(Address, Value, Order, Scope);                      \
  }
HIPIFY_CPU_NV_EXTREMUM(min, !(Value < Old))
HIPIFY_CPU_NV_EXTREMUM(max, !(Old < Value))
#undef HIPIFY_CPU_NV_EXTREMUM

template <typename T>
inline T __nv_atomic_load_n(T *Address, int Order,
                            int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_load_n(Address, Order);
}
template <typename T>
inline void __nv_atomic_load(T *Address, T *Result, int Order,
                             int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_load(Address, Result, Order);
}
template <typename T>
inline void __nv_atomic_store_n(T *Address, ::hipify_cpu::value_of<T> Value,
                                int Order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_store_n(Address, Value, Order);
}
template <typename T>
inline void __nv_atomic_store(T *Address, T *Value, int Order,
                              int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_store(Address, Value, Order);
}
template <typename T>
inline T __nv_atomic_exchange_n(T *Address, ::hipify_cpu::value_of<T> Value,
                                int Order, int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_exchange_n(Address, Value, Order);
}
template <typename T>
inline void __nv_atomic_exchange(T *Address, T *Value, T *Old, int Order,
                                 int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_exchange(Address, Value, Old, Order);
}
template <typename T>
inline bool __nv_atomic_compare_exchange_n(T *Address, T *Expected,
                                           ::hipify_cpu::value_of<T> Desired,
                                           bool Weak, int Success, int Failure,
                                           int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_compare_exchange_n(Address, Expected, Desired, Weak, Success,
                                     Failure);
}
template <typename T>
inline bool __nv_atomic_compare_exchange(T *Address, T *Expected, T *Desired,
                                         bool Weak, int Success, int Failure,
                                         int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_compare_exchange(Address, Expected, Desired, Weak, Success,
                                   Failure);
}
inline void __nv_atomic_thread_fence(int Order,
                                     int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_thread_fence(Order);
}

HIPIFY_CPU_END_DECLS

#endif
