//===- rand.h - cuRAND's, hipRAND's and rocRAND's host generators ---------===//
//
// A generator of the host API (curandCreateGenerator, hiprand..., rocrand...)
// draws from one engine seeded (seed, 0, offset), in order, with the
// distributions of rand_engines.h; the original and its port draw the same
// numbers. On GPUs they do not: cuRAND and rocRAND spread a generator's
// stream over their threads in ways they do not document, and differently.
// Validation on the runner therefore checks how the calls were translated
// (types, seeds, offsets, sizes, distributions' parameters, buffers), not
// the libraries' streams (docs/cpu-runner.md, "Libraries"). Mersenne
// Twister generators (MTGP32, MT19937) draw from MT19937; quasi-random
// ones (Sobol) are not on the runner, and creating one answers the
// library's type error.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_RAND_H
#define HIPIFY_CPU_RAND_H

#include "hipify_cpu/library_call.h"
#include "hipify_cpu/mode.h"
#include <cstddef>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu::rand {

enum class Status {
  Success,
  NotInitialized,
  AllocationFailed,
  TypeError,
  OutOfRange,
  LengthNotMultiple,
  LaunchFailure,
  Count
};
/// The generator types the host API names, in the order of
/// HostDialect::Types (a dialect without one gives it -1).
enum class GeneratorType {
  PseudoDefault,
  Xorwow,
  Mrg32k3a,
  Mtgp32,
  Mt19937,
  Philox,
  QuasiDefault,
  Sobol32,
  ScrambledSobol32,
  Sobol64,
  ScrambledSobol64,
  Count
};
struct HostDialect {
  const char *Library;
  int Statuses[int(Status::Count)];
  int Types[int(GeneratorType::Count)];
  /// cuRAND makes normals in pairs and wants an even count.
  bool NormalsInPairs;
};

enum class Distribution { Bits, Uniform, Normal, LogNormal, Poisson };

struct Generator;
int create_generator(const HostDialect &D, Generator **Out, int Type,
                     bool OnHost);
int destroy_generator(const HostDialect &D, Generator *G);
int set_seed(const HostDialect &D, Generator *G, unsigned long long Seed);
int set_offset(const HostDialect &D, Generator *G, unsigned long long Offset);
/// Orderings and quasi-random dimensions change only how a GPU lays the
/// stream out: accepted.
int accept_setting(const HostDialect &D, Generator *G);
int set_stream(const HostDialect &D, Generator *G, const void *Stream);
/// Fills N elements at Out (unsigned int for Bits and Poisson, float or
/// double as Double says otherwise). A, B: the distribution's parameters
/// (mean and deviation, or lambda).
int generate(const HostDialect &D, const char *Api, Generator *G,
             Distribution Kind, bool Double, void *Out, size_t N, double A,
             double B);

} // namespace hipify_cpu::rand
HIPIFY_CPU_END_DECLS

#endif
