//===- RandHost.cpp - the host API's generators ---------------------------===//
#include "hipify_cpu/rand.h"
#include "hipify_cpu/rand_engines.h"
#include <cmath>
#include <mutex>
#include <set>
#include <variant>

namespace hipify_cpu::rand {

namespace {
/// MT19937 (Matsumoto and Nishimura, 1998), seeded by its init_genrand.
struct Mt19937 {
  unsigned int State[624];
  int Index = 624;
  int flavor = 0;
  int boxmuller_flag = 0, boxmuller_flag_double = 0;
  float boxmuller_extra = 0;
  double boxmuller_extra_double = 0;
  void seed(unsigned int S) {
    State[0] = S;
    for (int I = 1; I < 624; ++I)
      State[I] = 1812433253u * (State[I - 1] ^ (State[I - 1] >> 30)) + I;
    Index = 624;
  }
  unsigned int next() {
    if (Index >= 624) {
      for (int I = 0; I < 624; ++I) {
        unsigned int Y = (State[I] & 0x80000000u) |
                         (State[(I + 1) % 624] & 0x7fffffffu);
        State[I] = State[(I + 397) % 624] ^ (Y >> 1) ^
                   ((Y & 1) ? 0x9908b0dfu : 0u);
      }
      Index = 0;
    }
    unsigned int Y = State[Index++];
    Y ^= Y >> 11;
    Y ^= (Y << 7) & 0x9d2c5680u;
    Y ^= (Y << 15) & 0xefc60000u;
    return Y ^ (Y >> 18);
  }
};
unsigned int bits(Mt19937 &S) { return S.next(); }
} // namespace

template <> float uniform(Mt19937 &S) {
  return bits(S) * k2Pow32Inv + k2Pow32Inv / 2.0f;
}
template <> double uniform_double(Mt19937 &S) {
  unsigned int X = bits(S), Y = bits(S);
  unsigned long long Z = (unsigned long long)X ^ ((unsigned long long)Y << 21);
  return double(Z) * k2Pow53InvDouble + k2Pow53InvDouble / 2.0;
}

struct Generator {
  GeneratorType Type;
  bool OnHost;
  unsigned long long Seed = 0, Offset = 0;
  const void *Stream = nullptr;
};

namespace {
std::mutex &registryLock() {
  static std::mutex M;
  return M;
}
std::set<const Generator *> &registry() {
  static std::set<const Generator *> Live;
  return Live;
}
bool live(const Generator *G) {
  std::lock_guard<std::mutex> Guard(registryLock());
  return G && registry().count(G);
}
int status(const HostDialect &D, Status S) { return D.Statuses[int(S)]; }

template <typename State>
void fill(State &S, Distribution Kind, bool Double, void *Out, size_t N,
          double A, double B) {
  auto *Bits = static_cast<unsigned int *>(Out);
  auto *F = static_cast<float *>(Out);
  auto *Dbl = static_cast<double *>(Out);
  for (size_t I = 0; I < N; ++I) {
    switch (Kind) {
    case Distribution::Bits:
      Bits[I] = bits(S);
      break;
    case Distribution::Uniform:
      if (Double)
        Dbl[I] = uniform_double(S);
      else
        F[I] = uniform(S);
      break;
    case Distribution::Normal:
    case Distribution::LogNormal: {
      double V = Double ? normal_double(S) : double(normal(S));
      V = A + B * V;
      if (Kind == Distribution::LogNormal)
        V = std::exp(V);
      if (Double)
        Dbl[I] = V;
      else
        F[I] = float(V);
      break;
    }
    case Distribution::Poisson:
      Bits[I] = poisson(S, A);
      break;
    }
  }
}
} // namespace

int create_generator(const HostDialect &D, Generator **Out, int Type,
                     bool OnHost) {
  if (!Out)
    return status(D, Status::NotInitialized);
  int Which = -1;
  for (int I = 0; I < int(GeneratorType::Count); ++I)
    if (D.Types[I] == Type && Type != -1)
      Which = I;
  if (Which < 0 || Which >= int(GeneratorType::QuasiDefault))
    return status(D, Status::TypeError);
  Generator *G = new Generator{GeneratorType(Which), OnHost};
  // cuRAND's and rocRAND's default seed.
  G->Seed = Which == int(GeneratorType::Mrg32k3a) ? 12345 : 0;
  std::lock_guard<std::mutex> Guard(registryLock());
  registry().insert(G);
  *Out = G;
  return status(D, Status::Success);
}

int destroy_generator(const HostDialect &D, Generator *G) {
  {
    std::lock_guard<std::mutex> Guard(registryLock());
    if (!G || !registry().erase(G))
      return status(D, Status::NotInitialized);
  }
  delete G;
  return status(D, Status::Success);
}

int set_seed(const HostDialect &D, Generator *G, unsigned long long Seed) {
  if (!live(G))
    return status(D, Status::NotInitialized);
  G->Seed = Seed;
  return status(D, Status::Success);
}

int set_offset(const HostDialect &D, Generator *G, unsigned long long Offset) {
  if (!live(G))
    return status(D, Status::NotInitialized);
  G->Offset = Offset;
  return status(D, Status::Success);
}

int accept_setting(const HostDialect &D, Generator *G) {
  return status(D, live(G) ? Status::Success : Status::NotInitialized);
}

int set_stream(const HostDialect &D, Generator *G, const void *Stream) {
  if (!live(G))
    return status(D, Status::NotInitialized);
  G->Stream = Stream;
  return status(D, Status::Success);
}

int generate(const HostDialect &D, const char *Api, Generator *G,
             Distribution Kind, bool Double, void *Out, size_t N, double A,
             double B) {
  if (!live(G))
    return status(D, Status::NotInitialized);
  if ((Kind == Distribution::Normal || Kind == Distribution::LogNormal) &&
      D.NormalsInPairs && N % 2)
    return status(D, Status::LengthNotMultiple);
  if ((Kind == Distribution::Normal || Kind == Distribution::LogNormal) &&
      B <= 0)
    return status(D, Status::OutOfRange);
  if (Kind == Distribution::Poisson && A <= 0)
    return status(D, Status::OutOfRange);
  size_t Element = Double ? sizeof(double) : sizeof(float);
  if (G->OnHost) {
    if (pointer_side(Out) == PointerSide::Device)
      library_misuse(Api,
                     "the output (%p) is device memory, but the generator was "
                     "made for the host",
                     Out);
  } else {
    require_device_range(Api, "outputPtr", Out, N * Element);
  }
  // Every call draws the generator's stream from its start: the seed and
  // offset say where, as a GPU generator restarts from them.
  Generator Copy = *G;
  G->Offset += N;
  const char *Kind_ = Kind == Distribution::Bits || Kind == Distribution::Poisson
                          ? "u32"
                      : Double ? "f64"
                               : "f32";
  std::vector<LibraryOutput> Outputs;
  if (!G->OnHost)
    Outputs.push_back({Out, Kind_, "outputPtr"});
  library_call(G->Stream, Api, std::move(Outputs), [=] {
    switch (Copy.Type) {
    case GeneratorType::PseudoDefault:
    case GeneratorType::Xorwow: {
      Xorwow S;
      xorwow_init(S, Copy.Seed, 0, Copy.Offset, Flavor::Cuda);
      fill(S, Kind, Double, Out, N, A, B);
      break;
    }
    case GeneratorType::Mrg32k3a: {
      Mrg32k3a S;
      mrg32k3a_init(S, Copy.Seed, 0, Copy.Offset, Flavor::Cuda);
      fill(S, Kind, Double, Out, N, A, B);
      break;
    }
    case GeneratorType::Philox: {
      Philox S;
      philox_init(S, Copy.Seed, 0, Copy.Offset, Flavor::Cuda);
      fill(S, Kind, Double, Out, N, A, B);
      break;
    }
    default: {
      Mt19937 S;
      S.seed(unsigned(Copy.Seed ^ (Copy.Seed >> 32)));
      for (unsigned long long I = 0; I < Copy.Offset; ++I)
        S.next();
      fill(S, Kind, Double, Out, N, A, B);
      break;
    }
    }
  });
  return status(D, Status::Success);
}

} // namespace hipify_cpu::rand
