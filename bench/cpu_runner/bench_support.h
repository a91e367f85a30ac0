//===- bench_support.h - timing and reporting for the runner benchmarks ---===//
//
// Each benchmark times a kernel run by the CPU runner against a plain C++
// loop doing the same arithmetic on one thread (the floor), and prints one
// line `name key=value ...` that bench/cpu_runner.py reads.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BENCH_CPU_RUNNER_SUPPORT_H
#define HIPIFY_BENCH_CPU_RUNNER_SUPPORT_H

#include <algorithm>
#include <chrono>
#include <cstdio>

/// The best of Repeats runs of F, in seconds (the first run warms caches
/// and, for the runner, starts its workers and maps its fiber stacks).
template <typename Fn> double bestSeconds(int Repeats, Fn F) {
  F();
  double Best = 1e30;
  for (int I = 0; I < Repeats; ++I) {
    auto Start = std::chrono::steady_clock::now();
    F();
    std::chrono::duration<double> Took = std::chrono::steady_clock::now() - Start;
    Best = std::min(Best, Took.count());
  }
  return Best;
}

/// Keeps the compiler from dropping a computation whose result is unused.
template <typename T> void keep(const T &Value) {
  asm volatile("" : : "r,m"(Value) : "memory");
}

inline void report(const char *Name, double Elements, double RunnerSeconds,
                   double PlainSeconds, double Barriers, bool Correct) {
  std::printf("%s elements=%.0f runner_s=%.6f plain_s=%.6f barriers=%.0f "
              "correct=%d\n",
              Name, Elements, RunnerSeconds, PlainSeconds, Barriers,
              Correct ? 1 : 0);
}

#endif
