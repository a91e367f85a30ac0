//===- saxpy.cpp - a barrier-free kernel, run as a plain loop -------------===//
#include "bench_support.h"
#include "hipify_cpu/exec.h"
#include <vector>

namespace {
void saxpy(int N, float A, const float *X, float *Y) {
  int I = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (I < N)
    Y[I] = A * X[I] + Y[I];
}
} // namespace

int main() {
  constexpr int N = 1 << 24;
  std::vector<float> X(N, 1.0f), Y(N, 0.0f), Z(N, 0.0f);
  double Runner = bestSeconds(5, [&] {
    hipify_cpu::launch({"saxpy", "n,a,x,y", false}, dim3(N / 256), dim3(256))(
        [&](auto &&...A) { saxpy(A...); }, N, 2.0f, X.data(), Y.data());
  });
  double Plain = bestSeconds(5, [&] {
    const float *XP = X.data();
    float *ZP = Z.data();
    for (int I = 0; I < N; ++I)
      ZP[I] = 2.0f * XP[I] + ZP[I];
    keep(ZP[N / 2]);
  });
  // Both ran 6 times over zeros: 6 * 2 = 12 everywhere.
  bool Correct = Y[0] == 12.0f && Y[N - 1] == 12.0f && Z[N / 3] == 12.0f;
  report("saxpy", N, Runner, Plain, 0, Correct);
}
