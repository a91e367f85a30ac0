//===- rand_engines.h - cuRAND's and rocRAND's generators, per thread -----===//
//
// The device generators of curand_kernel.h, hiprand_kernel.h and
// rocrand_kernel.h, from their published algorithms: XORWOW (Marsaglia's
// xorshift with a Weyl sequence; subsequences 2^67 apart), Philox4x32-10
// (Salmon et al.; a 128-bit counter, subsequences in its upper half) and
// MRG32k3a (L'Ecuyer; subsequences 2^76 apart).
//
// cuRAND and rocRAND agree on Philox's stream but not on how a seed
// becomes an XORWOW or MRG32k3a state, and their uniform floats differ by
// half a step (cuRAND centres x / 2^32 in its interval, rocRAND adds a
// whole step). A state remembers whose flavour made it, and draws as that
// library does: the original and its port draw the same numbers where CUDA
// and ROCm do, and different ones where they do not, as on GPUs. An
// XORWOW or MRG32k3a state seeded the ROCm way is noted in the launch
// trace (random.txt); validation then runs the port again with
// HIPIFY_CPU_RANDOM_AS=cuda, which seeds every state the CUDA way, to tell
// a translation error from the libraries' difference (docs/validate.md).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_RAND_ENGINES_H
#define HIPIFY_CPU_RAND_ENGINES_H

#include "hipify_cpu/mode.h"
#include "hipify_cpu/qualifiers.h"
#include "hipify_cpu/vector_types.h"
#include <cmath>
#include <cstdint>
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu::rand {

enum class Flavor : int { Cuda = 0, Rocm = 1 };

/// The flavour a ROCm-side seeding takes: Rocm, unless HIPIFY_CPU_RANDOM_AS
/// says cuda (validation's second run).
Flavor rocm_flavor();
/// Records in the launch trace that a state was seeded the ROCm way by
/// What ("hiprand_init (XORWOW)"), once per What.
void note_rocm_seeding(const char *What);

// --- XORWOW -------------------------------------------------------------

struct Xorwow {
  unsigned int d, v[5];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
  int flavor;
};
/// Advances S by N numbers (N * 2^67 with Subsequences), with jump
/// matrices computed once from the generator's recurrence.
void xorwow_skip(Xorwow &S, unsigned long long N, bool Subsequences);

inline unsigned int xorwow_next(Xorwow &S) {
  unsigned int T = S.v[0] ^ (S.v[0] >> 2);
  S.v[0] = S.v[1];
  S.v[1] = S.v[2];
  S.v[2] = S.v[3];
  S.v[3] = S.v[4];
  S.v[4] = (S.v[4] ^ (S.v[4] << 4)) ^ (T ^ (T << 1));
  S.d += 362437;
  return S.v[4] + S.d;
}

inline void xorwow_init(Xorwow &S, unsigned long long Seed,
                        unsigned long long Subsequence,
                        unsigned long long Offset, Flavor F) {
  // The libraries' published seed scrambling: two constants each.
  const bool Cuda = F == Flavor::Cuda;
  unsigned int S0 = unsigned(Seed) ^ (Cuda ? 0xaad26b49u : 0x2c7f967fu);
  unsigned int S1 = unsigned(Seed >> 32) ^ (Cuda ? 0xf7dcefddu : 0xa03697cbu);
  unsigned int T0 = (Cuda ? 1099087573u : 1228688033u) * S0;
  unsigned int T1 = (Cuda ? 2591861531u : 2073658381u) * S1;
  S.d = 6615241u + T1 + T0;
  S.v[0] = 123456789u + T0;
  S.v[1] = 362436069u ^ T0;
  S.v[2] = 521288629u + T1;
  S.v[3] = 88675123u ^ T1;
  S.v[4] = 5783321u + T0;
  xorwow_skip(S, Subsequence, true);
  xorwow_skip(S, Offset, false);
  S.boxmuller_flag = S.boxmuller_flag_double = 0;
  S.boxmuller_extra = 0;
  S.boxmuller_extra_double = 0;
  S.flavor = int(F);
}

// --- Philox4x32-10 ----------------------------------------------------------

struct Philox {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
  int flavor;
};

inline uint4 philox_round(uint4 C, uint2 K) {
  unsigned long long P0 = 0xD2511F53ull * C.x, P1 = 0xCD9E8D57ull * C.z;
  unsigned int Hi0 = unsigned(P0 >> 32), Lo0 = unsigned(P0);
  unsigned int Hi1 = unsigned(P1 >> 32), Lo1 = unsigned(P1);
  return uint4{Hi1 ^ C.y ^ K.x, Lo1, Hi0 ^ C.w ^ K.y, Lo0};
}
inline uint4 philox_block(uint4 C, uint2 K) {
  for (int R = 0; R < 10; ++R) {
    if (R) {
      K.x += 0x9E3779B9u;
      K.y += 0xBB67AE85u;
    }
    C = philox_round(C, K);
  }
  return C;
}
/// The 128-bit counter plus N (Hi: plus N * 2^64).
inline void philox_add(uint4 &C, unsigned long long N, bool Hi) {
  unsigned long long Low = (unsigned long long)C.y << 32 | C.x;
  unsigned long long High = (unsigned long long)C.w << 32 | C.z;
  if (Hi) {
    High += N;
  } else {
    unsigned long long Sum = Low + N;
    High += Sum < Low;
    Low = Sum;
  }
  C = uint4{unsigned(Low), unsigned(Low >> 32), unsigned(High),
            unsigned(High >> 32)};
}
inline void philox_skip(Philox &S, unsigned long long N) {
  S.STATE += unsigned(N & 3);
  N /= 4;
  if (S.STATE > 3) {
    N += 1;
    S.STATE -= 4;
  }
  philox_add(S.ctr, N, false);
  S.output = philox_block(S.ctr, S.key);
}
inline void philox_init(Philox &S, unsigned long long Seed,
                        unsigned long long Subsequence,
                        unsigned long long Offset, Flavor F) {
  S.key = uint2{unsigned(Seed), unsigned(Seed >> 32)};
  S.ctr = uint4{0, 0, 0, 0};
  S.STATE = 0;
  philox_add(S.ctr, Subsequence, true);
  S.output = philox_block(S.ctr, S.key);
  philox_skip(S, Offset);
  S.boxmuller_flag = S.boxmuller_flag_double = 0;
  S.boxmuller_extra = 0;
  S.boxmuller_extra_double = 0;
  S.flavor = int(F);
}
inline unsigned int philox_next(Philox &S) {
  unsigned int Words[4] = {S.output.x, S.output.y, S.output.z, S.output.w};
  unsigned int R = Words[S.STATE++];
  if (S.STATE == 4) {
    S.STATE = 0;
    philox_add(S.ctr, 1, false);
    S.output = philox_block(S.ctr, S.key);
  }
  return R;
}

// --- MRG32k3a -----------------------------------------------------------

struct Mrg32k3a {
  unsigned int s1[3], s2[3];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
  int flavor;
};
inline constexpr unsigned long long kMrgM1 = 4294967087ull;
inline constexpr unsigned long long kMrgM2 = 4294944443ull;
/// Advances S by N * 2^Log2Unit numbers: Log2Unit 0 skips numbers, 76
/// subsequences, 127 sequences.
void mrg32k3a_skip(Mrg32k3a &S, unsigned long long N, int Log2Unit);

inline void mrg32k3a_init(Mrg32k3a &S, unsigned long long Seed,
                          unsigned long long Subsequence,
                          unsigned long long Offset, Flavor F) {
  if (F == Flavor::Cuda) {
    // cuRAND: 12345 in every word, scaled by the seed's halves.
    for (int I = 0; I < 3; ++I)
      S.s1[I] = S.s2[I] = 12345u;
    if (Seed) {
      unsigned long long X1 = unsigned(Seed) ^ 0x55555555u;
      unsigned long long X2 = unsigned((Seed >> 32) ^ 0xAAAAAAAAull);
      S.s1[0] = unsigned(X1 * S.s1[0] % kMrgM1);
      S.s1[1] = unsigned(X2 * S.s1[1] % kMrgM1);
      S.s1[2] = unsigned(X1 * S.s1[2] % kMrgM1);
      S.s2[0] = unsigned(X2 * S.s2[0] % kMrgM2);
      S.s2[1] = unsigned(X1 * S.s2[1] % kMrgM2);
      S.s2[2] = unsigned(X2 * S.s2[2] % kMrgM2);
    }
  } else {
    // rocRAND: the seed's halves times the seed (12345 for seed 0).
    if (!Seed)
      Seed = 12345;
    unsigned long long X = unsigned(Seed) ^ 0x55555555u;
    unsigned long long Y = unsigned((Seed >> 32) ^ 0xAAAAAAAAull);
    auto Mul = [](unsigned long long A, unsigned long long B,
                  unsigned long long M) {
      return unsigned((unsigned __int128)A * B % M);
    };
    S.s1[0] = Mul(X, Seed, kMrgM1);
    S.s1[1] = Mul(Y, Seed, kMrgM1);
    S.s1[2] = Mul(X, Seed, kMrgM1);
    S.s2[0] = Mul(Y, Seed, kMrgM2);
    S.s2[1] = Mul(X, Seed, kMrgM2);
    S.s2[2] = Mul(Y, Seed, kMrgM2);
  }
  mrg32k3a_skip(S, Subsequence, 76);
  mrg32k3a_skip(S, Offset, 0);
  S.boxmuller_flag = S.boxmuller_flag_double = 0;
  S.boxmuller_extra = 0;
  S.boxmuller_extra_double = 0;
  S.flavor = int(F);
}
/// The next value in [1, m1] (L'Ecuyer's combination).
inline unsigned int mrg32k3a_next(Mrg32k3a &S) {
  long long P1 = (1403580ll * S.s1[1] - 810728ll * S.s1[0]) % (long long)kMrgM1;
  if (P1 < 0)
    P1 += kMrgM1;
  S.s1[0] = S.s1[1];
  S.s1[1] = S.s1[2];
  S.s1[2] = unsigned(P1);
  long long P2 = (527612ll * S.s2[2] - 1370589ll * S.s2[0]) % (long long)kMrgM2;
  if (P2 < 0)
    P2 += kMrgM2;
  S.s2[0] = S.s2[1];
  S.s2[1] = S.s2[2];
  S.s2[2] = unsigned(P2);
  return unsigned(P1 > P2 ? P1 - P2 : P1 - P2 + kMrgM1);
}

// --- Distributions --------------------------------------------------------
//
// As each library defines them: uniform floats in (0, 1] from 32 bits
// (cuRAND x 2^-32 + 2^-33, rocRAND 2^-32 + x 2^-32); uniform doubles from 53
// bits of two draws (cuRAND's Philox from one); normals by Box-Muller, the
// second of each pair kept for the next call; MRG32k3a's values in (0, m1]
// scaled by 1/(m1 + 1).

inline constexpr float k2Pow32Inv = 2.3283064e-10f;
inline constexpr float k2Pow32Inv2Pi = 2.3283064e-10f * 6.2831855f;
inline constexpr float k2Pi = 6.2831855f;
inline constexpr double k2Pow32InvDouble = 2.3283064365386963e-10;
inline constexpr double k2Pow53InvDouble = 1.1102230246251565e-16;
inline constexpr double kMrgNorm = 2.3283065498378288e-10;
inline constexpr double kPi = 3.141592653589793;

inline bool is_cuda(int F) { return F == int(Flavor::Cuda); }

/// 32 random bits, as curand() and rocrand() return them.
inline unsigned int bits(Xorwow &S) { return xorwow_next(S); }
inline unsigned int bits(Philox &S) { return philox_next(S); }
inline unsigned int bits(Mrg32k3a &S) {
  unsigned int V = mrg32k3a_next(S);
  return is_cuda(S.flavor) ? unsigned(double(V) * 1.000000048662)
                           : unsigned(double(V - 1) * 1.000000048661607);
}

template <typename State> float uniform(State &S) {
  unsigned int X = bits(S);
  return is_cuda(S.flavor) ? X * k2Pow32Inv + k2Pow32Inv / 2.0f
                           : k2Pow32Inv + X * k2Pow32Inv;
}
inline float uniform(Mrg32k3a &S) {
  return float(double(mrg32k3a_next(S)) * kMrgNorm);
}

template <typename State> double uniform_double(State &S) {
  if (is_cuda(S.flavor) && std::is_same_v<State, Philox>)
    return bits(S) * k2Pow32InvDouble + k2Pow32InvDouble;
  unsigned int X = bits(S), Y = bits(S);
  if (is_cuda(S.flavor)) {
    unsigned long long Z =
        (unsigned long long)X ^ ((unsigned long long)Y << (53 - 32));
    return double(Z) * k2Pow53InvDouble + k2Pow53InvDouble / 2.0;
  }
  unsigned long long Z =
      (unsigned long long)X | ((unsigned long long)(Y >> 11) << 32);
  return k2Pow53InvDouble + double(Z) * k2Pow53InvDouble;
}
inline double uniform_double(Mrg32k3a &S) {
  return double(mrg32k3a_next(S)) * kMrgNorm;
}

/// Two normal floats.
template <typename State> float2 normal_pair(State &S) {
  float U, V;
  if constexpr (std::is_same_v<State, Mrg32k3a>) {
    U = uniform(S);
    V = uniform(S) * k2Pi;
  } else {
    unsigned int X = bits(S), Y = bits(S);
    bool Cuda = is_cuda(S.flavor);
    U = Cuda ? X * k2Pow32Inv + k2Pow32Inv / 2 : k2Pow32Inv + X * k2Pow32Inv;
    V = Cuda ? Y * k2Pow32Inv2Pi + k2Pow32Inv2Pi / 2
             : k2Pow32Inv2Pi + Y * k2Pow32Inv2Pi;
  }
  float Scale = std::sqrt(-2.0f * std::log(U));
  return float2{std::sin(V) * Scale, std::cos(V) * Scale};
}
/// Two normal doubles: 53-bit uniforms from four draws, the angle as a
/// fraction of pi.
template <typename State> double2 normal_pair_double(State &S) {
  double U, V;
  if constexpr (std::is_same_v<State, Mrg32k3a>) {
    U = uniform_double(S);
    V = uniform_double(S) * 2.0;
  } else {
    unsigned int X0 = bits(S), X1 = bits(S), Y0 = bits(S), Y1 = bits(S);
    unsigned long long ZX = (unsigned long long)X0 ^ ((unsigned long long)X1 << 21);
    unsigned long long ZY = (unsigned long long)Y0 ^ ((unsigned long long)Y1 << 21);
    bool Cuda = is_cuda(S.flavor);
    U = Cuda ? ZX * k2Pow53InvDouble + k2Pow53InvDouble / 2.0
             : k2Pow53InvDouble + ZX * k2Pow53InvDouble;
    V = Cuda ? ZY * (k2Pow53InvDouble * 2.0) + k2Pow53InvDouble
             : k2Pow53InvDouble * 2.0 + ZY * (k2Pow53InvDouble * 2.0);
  }
  double Scale = std::sqrt(-2.0 * std::log(U));
  return double2{std::sin(V * kPi) * Scale, std::cos(V * kPi) * Scale};
}

template <typename State> float normal(State &S) {
  if (S.boxmuller_flag) {
    S.boxmuller_flag = 0;
    return S.boxmuller_extra;
  }
  float2 R = normal_pair(S);
  S.boxmuller_extra = R.y;
  S.boxmuller_flag = 1;
  return R.x;
}
template <typename State> double normal_double(State &S) {
  if (S.boxmuller_flag_double) {
    S.boxmuller_flag_double = 0;
    return S.boxmuller_extra_double;
  }
  double2 R = normal_pair_double(S);
  S.boxmuller_extra_double = R.y;
  S.boxmuller_flag_double = 1;
  return R.x;
}
/// Poisson by Knuth's product of uniforms below 64, a rounded normal above
/// (the same for both libraries here; theirs differ, and from this).
template <typename State> unsigned int poisson(State &S, double Lambda) {
  if (Lambda >= 64) {
    double X = Lambda + std::sqrt(Lambda) * normal_double(S) + 0.5;
    return X < 0 ? 0u : unsigned(X);
  }
  double Limit = std::exp(-Lambda), Product = uniform_double(S);
  unsigned int K = 0;
  while (Product > Limit) {
    ++K;
    Product *= uniform_double(S);
  }
  return K;
}

/// A ROCm-side seeding (hiprand_init, rocrand_init): rocRAND's flavour,
/// noted in the trace as What where it is not cuRAND's (What null: the
/// same as cuRAND's).
template <typename State, typename Init>
inline void seed_rocm(State &S, unsigned long long Seed, unsigned long long Sub,
                      unsigned long long Offset, Init I, const char *What) {
  Flavor F = rocm_flavor();
  if (F == Flavor::Rocm && What)
    note_rocm_seeding(What);
  I(S, Seed, Sub, Offset, F);
}

} // namespace hipify_cpu::rand
HIPIFY_CPU_END_DECLS

#endif
