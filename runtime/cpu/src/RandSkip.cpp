//===- RandSkip.cpp - skipping ahead in XORWOW and MRG32k3a ---------------===//
//
// XORWOW's xorshift part is linear over GF(2) on its 160 bits of state:
// skipping N numbers multiplies the state by the N-th power of its step
// matrix. The powers 2^i (for offsets) and 2^(67+i) (for subsequences) are
// computed once, by squaring, from the recurrence itself; the Weyl counter
// d advances by 362437 a number. MRG32k3a's two components are linear
// modulo m1 and m2: their 3x3 step matrices are raised to the power
// needed, by squaring, at each skip.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/rand_engines.h"
#include "ExecSettings.h"
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace hipify_cpu::rand {

namespace {
/// A 160x160 matrix over GF(2): row R is 5 words, bit B of word W is
/// column 32W + B.
struct BitMatrix {
  std::array<std::array<uint32_t, 5>, 160> Rows{};
  std::array<uint32_t, 5> apply(const std::array<uint32_t, 5> &V) const {
    std::array<uint32_t, 5> Out{};
    for (int R = 0; R < 160; ++R) {
      uint32_t Parity = 0;
      for (int W = 0; W < 5; ++W)
        Parity ^= Rows[R][W] & V[W];
      if (__builtin_parity(Parity))
        Out[R / 32] |= 1u << (R % 32);
    }
    return Out;
  }
  BitMatrix times(const BitMatrix &B) const {
    // (this * B): row R of the product is the sum of B's rows selected by
    // this row's bits.
    BitMatrix P;
    for (int R = 0; R < 160; ++R)
      for (int C = 0; C < 160; ++C)
        if (Rows[R][C / 32] >> (C % 32) & 1)
          for (int W = 0; W < 5; ++W)
            P.Rows[R][W] ^= B.Rows[C][W];
    return P;
  }
};

/// The xorshift step of XORWOW as a function of the five words.
std::array<uint32_t, 5> xorshiftStep(std::array<uint32_t, 5> V) {
  uint32_t T = V[0] ^ (V[0] >> 2);
  std::array<uint32_t, 5> Out = {V[1], V[2], V[3], V[4],
                                 (V[4] ^ (V[4] << 4)) ^ (T ^ (T << 1))};
  return Out;
}

/// The step matrix, column by column: the image of each unit vector.
BitMatrix stepMatrix() {
  BitMatrix M;
  for (int C = 0; C < 160; ++C) {
    std::array<uint32_t, 5> Unit{};
    Unit[C / 32] = 1u << (C % 32);
    std::array<uint32_t, 5> Image = xorshiftStep(Unit);
    for (int R = 0; R < 160; ++R)
      if (Image[R / 32] >> (R % 32) & 1)
        M.Rows[R][C / 32] |= 1u << (C % 32);
  }
  return M;
}

/// Powers[i] = step^(2^i), i < 64 + 67.
const std::vector<BitMatrix> &xorwowPowers() {
  static std::vector<BitMatrix> Powers;
  static std::once_flag Once;
  std::call_once(Once, [] {
    Powers.push_back(stepMatrix());
    for (int I = 1; I < 64 + 67; ++I)
      Powers.push_back(Powers.back().times(Powers.back()));
  });
  return Powers;
}

using Matrix3 = std::array<std::array<unsigned long long, 3>, 3>;
Matrix3 multiply(const Matrix3 &A, const Matrix3 &B, unsigned long long M) {
  Matrix3 P{};
  for (int I = 0; I < 3; ++I)
    for (int J = 0; J < 3; ++J) {
      unsigned __int128 Sum = 0;
      for (int K = 0; K < 3; ++K)
        Sum += (unsigned __int128)A[I][K] * B[K][J];
      P[I][J] = (unsigned long long)(Sum % M);
    }
  return P;
}
Matrix3 power(Matrix3 A, unsigned long long M, unsigned long long N,
              int ExtraSquarings) {
  for (int I = 0; I < ExtraSquarings; ++I)
    A = multiply(A, A, M);
  Matrix3 R{};
  for (int I = 0; I < 3; ++I)
    R[I][I] = 1;
  for (; N; N >>= 1) {
    if (N & 1)
      R = multiply(R, A, M);
    A = multiply(A, A, M);
  }
  return R;
}
void applyMrg(const Matrix3 &T, unsigned int *S, unsigned long long M) {
  unsigned long long Out[3];
  for (int I = 0; I < 3; ++I) {
    unsigned __int128 Sum = 0;
    for (int K = 0; K < 3; ++K)
      Sum += (unsigned __int128)T[I][K] * S[K];
    Out[I] = (unsigned long long)(Sum % M);
  }
  for (int I = 0; I < 3; ++I)
    S[I] = unsigned(Out[I]);
}
} // namespace

void xorwow_skip(Xorwow &S, unsigned long long N, bool Subsequences) {
  if (!N)
    return;
  const std::vector<BitMatrix> &Powers = xorwowPowers();
  std::array<uint32_t, 5> V = {S.v[0], S.v[1], S.v[2], S.v[3], S.v[4]};
  for (int Bit = 0; Bit < 64; ++Bit)
    if (N >> Bit & 1)
      V = Powers[Bit + (Subsequences ? 67 : 0)].apply(V);
  std::memcpy(S.v, V.data(), sizeof S.v);
  // N * 2^67 steps move the 32-bit Weyl counter by a multiple of 2^32.
  if (!Subsequences)
    S.d += unsigned(N) * 362437u;
}

void mrg32k3a_skip(Mrg32k3a &S, unsigned long long N, int Log2Unit) {
  if (!N)
    return;
  const Matrix3 A1 = {{{0, 1, 0}, {0, 0, 1}, {kMrgM1 - 810728, 1403580, 0}}};
  const Matrix3 A2 = {{{0, 1, 0}, {0, 0, 1}, {kMrgM2 - 1370589, 0, 527612}}};
  applyMrg(power(A1, kMrgM1, N, Log2Unit), S.s1, kMrgM1);
  applyMrg(power(A2, kMrgM2, N, Log2Unit), S.s2, kMrgM2);
}

Flavor rocm_flavor() {
  static const Flavor F = [] {
    const char *As = std::getenv("HIPIFY_CPU_RANDOM_AS");
    return As && std::strcmp(As, "cuda") == 0 ? Flavor::Cuda : Flavor::Rocm;
  }();
  return F;
}

void note_rocm_seeding(const char *What) {
  static std::mutex Lock;
  static std::set<std::string> Noted;
  std::lock_guard<std::mutex> Guard(Lock);
  const char *Dir = exec::traceDirectory();
  if (!Dir || !Noted.insert(What).second)
    return;
  std::string Path = std::string(Dir) + "/random.txt";
  if (std::FILE *F = std::fopen(Path.c_str(), "a")) {
    std::fprintf(F, "%s\n", What);
    std::fclose(F);
  }
}

} // namespace hipify_cpu::rand
