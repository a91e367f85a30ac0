//===- Fft.cpp - cuFFT's and hipFFT's transforms on FFTW ------------------===//
#include "hipify_cpu/fft.h"
#include "hipify_cpu/vector_types.h"
#include <algorithm>
#include <fftw3.h>
#include <map>
#include <mutex>
#include <vector>

namespace hipify_cpu::fft {

struct Plan {
  int Number = 0;
  bool Made = false;
  int Rank = 0;
  std::vector<long long> N, InEmbed, OutEmbed;
  long long InStride = 1, InDist = 0, OutStride = 1, OutDist = 0;
  Kind Type = Kind::C2C;
  long long Batch = 1;
  const void *Stream = nullptr;
};

namespace {
std::mutex &registryLock() {
  static std::mutex M;
  return M;
}
std::map<int, Plan *> &registry() {
  static std::map<int, Plan *> Live;
  return Live;
}
bool live(const Plan *P) {
  std::lock_guard<std::mutex> Guard(registryLock());
  return P && registry().count(P->Number) && registry()[P->Number] == P;
}
int result(const Dialect &D, Result R) { return D.Results[int(R)]; }

bool isReal(Kind K) { return K != Kind::C2C && K != Kind::Z2Z; }
bool isDouble(Kind K) {
  return K == Kind::Z2Z || K == Kind::D2Z || K == Kind::Z2D;
}
/// Whether the input (and the output) of K is complex.
bool complexIn(Kind K) { return K != Kind::R2C && K != Kind::D2Z; }
bool complexOut(Kind K) { return K != Kind::C2R && K != Kind::Z2D; }

/// One side of a transform as FFTW's advanced interface describes it.
struct Layout {
  std::vector<int> Embed;
  int Stride, Dist;
};

/// The logical length of dimension I on a side: a real transform's complex
/// side holds n/2+1 in its last dimension.
long long length(const Plan &P, int I, bool ComplexSide) {
  bool Halved = isReal(P.Type) && ComplexSide && I == P.Rank - 1;
  return Halved ? P.N[I] / 2 + 1 : P.N[I];
}

/// The layout of the input (In) or output side, as cuFFT defines it: the
/// advanced layout when the plan has embeddings, else the basic one
/// (contiguous; a real side of an in-place transform padded to 2(n/2+1)).
Layout layout(const Plan &P, bool In, bool InPlace) {
  bool Complex = In ? complexIn(P.Type) : complexOut(P.Type);
  const std::vector<long long> &Embed = In ? P.InEmbed : P.OutEmbed;
  Layout L;
  if (!Embed.empty()) {
    for (long long E : Embed)
      L.Embed.push_back(int(E));
    L.Stride = int(In ? P.InStride : P.OutStride);
    L.Dist = int(In ? P.InDist : P.OutDist);
    return L;
  }
  long long Dist = 1;
  for (int I = 0; I < P.Rank; ++I) {
    long long Len = length(P, I, Complex);
    if (!Complex && isReal(P.Type) && InPlace && I == P.Rank - 1)
      Len = 2 * (P.N[I] / 2 + 1);
    L.Embed.push_back(int(Len));
    Dist *= Len;
  }
  L.Stride = 1;
  L.Dist = int(Dist);
  return L;
}

/// Bytes one side spans: the last element of the last transform, plus one.
size_t extentBytes(const Plan &P, const Layout &L, bool Complex) {
  size_t Last = 0, Scale = 1;
  for (int I = P.Rank - 1; I >= 0; --I) {
    Last += size_t(length(P, I, Complex) - 1) * Scale;
    Scale *= size_t(L.Embed[I]);
  }
  size_t Elements = size_t(P.Batch - 1) * size_t(L.Dist) +
                    Last * size_t(L.Stride) + 1;
  size_t Scalar = isDouble(P.Type) ? sizeof(double) : sizeof(float);
  return Elements * Scalar * (Complex ? 2 : 1);
}

std::mutex &plannerLock() {
  static std::mutex M; // FFTW's planner is not thread-safe.
  return M;
}

template <typename Real, typename Complex, typename PlanT>
void run(const Plan &P, const Layout &In, const Layout &Out, const void *I,
         void *O, int Sign, PlanT (*ManyDft)(int, const int *, int, Complex *,
                                              const int *, int, int, Complex *,
                                              const int *, int, int, int,
                                              unsigned),
         PlanT (*ManyR2c)(int, const int *, int, Real *, const int *, int, int,
                          Complex *, const int *, int, int, unsigned),
         PlanT (*ManyC2r)(int, const int *, int, Complex *, const int *, int,
                          int, Real *, const int *, int, int, unsigned),
         void (*Execute)(const PlanT), void (*Destroy)(PlanT)) {
  std::vector<int> N(P.N.begin(), P.N.end());
  PlanT Made;
  {
    std::lock_guard<std::mutex> Guard(plannerLock());
    auto *CIn = reinterpret_cast<Complex *>(const_cast<void *>(I));
    auto *COut = reinterpret_cast<Complex *>(O);
    switch (P.Type) {
    case Kind::C2C:
    case Kind::Z2Z:
      Made = ManyDft(P.Rank, N.data(), int(P.Batch), CIn, In.Embed.data(),
                     In.Stride, In.Dist, COut, Out.Embed.data(), Out.Stride,
                     Out.Dist, Sign, FFTW_ESTIMATE);
      break;
    case Kind::R2C:
    case Kind::D2Z:
      Made = ManyR2c(P.Rank, N.data(), int(P.Batch),
                     reinterpret_cast<Real *>(const_cast<void *>(I)),
                     In.Embed.data(), In.Stride, In.Dist, COut,
                     Out.Embed.data(), Out.Stride, Out.Dist, FFTW_ESTIMATE);
      break;
    default:
      Made = ManyC2r(P.Rank, N.data(), int(P.Batch), CIn, In.Embed.data(),
                     In.Stride, In.Dist, reinterpret_cast<Real *>(O),
                     Out.Embed.data(), Out.Stride, Out.Dist, FFTW_ESTIMATE);
      break;
    }
  }
  Execute(Made);
  std::lock_guard<std::mutex> Guard(plannerLock());
  Destroy(Made);
}
} // namespace

int kind_of(const Dialect &D, int Type) {
  for (int I = 0; I < 6; ++I)
    if (D.Types[I] == Type)
      return I;
  return -1;
}

int plan_number(const Plan *P) { return P ? P->Number : 0; }

Plan *plan_numbered(int Number) {
  std::lock_guard<std::mutex> Guard(registryLock());
  auto It = registry().find(Number);
  return It == registry().end() ? nullptr : It->second;
}

int create(const Dialect &D, Plan **Out) {
  if (!Out)
    return result(D, Result::InvalidValue);
  static int Next = 1;
  Plan *P = new Plan;
  std::lock_guard<std::mutex> Guard(registryLock());
  P->Number = Next++;
  registry()[P->Number] = P;
  *Out = P;
  return result(D, Result::Success);
}

int make_plan(const Dialect &D, Plan *P, int Rank, const long long *N,
              const long long *InEmbed, long long InStride, long long InDist,
              const long long *OutEmbed, long long OutStride,
              long long OutDist, int Type, long long Batch,
              size_t *WorkSize) {
  if (!live(P))
    return result(D, Result::InvalidPlan);
  int K = kind_of(D, Type);
  if (K < 0)
    return result(D, Result::InvalidType);
  if (Rank < 1 || Rank > 3 || !N || Batch < 1)
    return result(D, Result::InvalidValue);
  for (int I = 0; I < Rank; ++I)
    if (N[I] < 1 || N[I] > (1LL << 30))
      return result(D, Result::InvalidSize);
  P->Rank = Rank;
  P->N.assign(N, N + Rank);
  // cuFFT: an embedding given for one side only is ignored (both null or
  // both given makes the advanced layout).
  bool Advanced = InEmbed && OutEmbed;
  P->InEmbed = Advanced ? std::vector<long long>(InEmbed, InEmbed + Rank)
                        : std::vector<long long>();
  P->OutEmbed = Advanced ? std::vector<long long>(OutEmbed, OutEmbed + Rank)
                         : std::vector<long long>();
  if (Advanced && (InStride < 1 || OutStride < 1 || InDist < 1 || OutDist < 1))
    return result(D, Result::InvalidValue);
  P->InStride = InStride;
  P->InDist = InDist;
  P->OutStride = OutStride;
  P->OutDist = OutDist;
  P->Type = Kind(K);
  P->Batch = Batch;
  P->Made = true;
  if (WorkSize)
    *WorkSize = 0;
  return result(D, Result::Success);
}

int destroy(const Dialect &D, Plan *P) {
  {
    std::lock_guard<std::mutex> Guard(registryLock());
    if (!P || !registry().count(P->Number) || registry()[P->Number] != P)
      return result(D, Result::InvalidPlan);
    registry().erase(P->Number);
  }
  delete P;
  return result(D, Result::Success);
}

int set_stream(const Dialect &D, Plan *P, const void *Stream) {
  if (!live(P))
    return result(D, Result::InvalidPlan);
  P->Stream = Stream;
  return result(D, Result::Success);
}

int work_size(const Dialect &D, Plan *P, size_t *Bytes) {
  if (!live(P))
    return result(D, Result::InvalidPlan);
  if (Bytes)
    *Bytes = 0;
  return result(D, Result::Success);
}

int accept_setting(const Dialect &D, Plan *P) {
  return result(D, live(P) ? Result::Success : Result::InvalidPlan);
}

int execute(const Dialect &D, const char *Api, Plan *P, Kind Expected,
            const void *In, void *Out, int Direction) {
  if (!live(P) || !P->Made)
    return result(D, Result::InvalidPlan);
  // An Exec function of another kind than the plan's (cufftExecR2C on a
  // C2C plan) is rejected, as cuFFT rejects it.
  if (P->Type != Expected)
    return result(D, Result::InvalidType);
  return execute_any(D, Api, P, In, Out, Direction);
}

int execute_any(const Dialect &D, const char *Api, Plan *P, const void *In,
                void *Out, int Direction) {
  if (!live(P) || !P->Made)
    return result(D, Result::InvalidPlan);
  int Sign = 0;
  if (!isReal(P->Type)) {
    if (Direction == D.Forward)
      Sign = FFTW_FORWARD;
    else if (Direction == D.Inverse)
      Sign = FFTW_BACKWARD;
    else
      return result(D, Result::InvalidValue);
  }
  bool InPlace = In == Out;
  Layout LIn = layout(*P, true, InPlace), LOut = layout(*P, false, InPlace);
  size_t InBytes = extentBytes(*P, LIn, complexIn(P->Type));
  size_t OutBytes = extentBytes(*P, LOut, complexOut(P->Type));
  require_device_range(Api, "idata", In, InBytes);
  require_device_range(Api, "odata", Out, OutBytes);
  Plan Copy = *P;
  const char *Kind = isDouble(P->Type) ? "f64" : "f32";
  library_call(P->Stream, Api, {{Out, Kind, "odata"}}, [=] {
    if (isDouble(Copy.Type))
      run<double, fftw_complex, fftw_plan>(
          Copy, LIn, LOut, In, Out, Sign, fftw_plan_many_dft,
          fftw_plan_many_dft_r2c, fftw_plan_many_dft_c2r, fftw_execute,
          fftw_destroy_plan);
    else
      run<float, fftwf_complex, fftwf_plan>(
          Copy, LIn, LOut, In, Out, Sign, fftwf_plan_many_dft,
          fftwf_plan_many_dft_r2c, fftwf_plan_many_dft_c2r, fftwf_execute,
          fftwf_destroy_plan);
  });
  return result(D, Result::Success);
}

} // namespace hipify_cpu::fft
