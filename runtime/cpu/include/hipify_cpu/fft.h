//===- fft.h - FFTs on the CPU runner, behind cuFFT and hipFFT ------------===//
//
// One implementation (runtime/cpu/src/Fft.cpp, on FFTW) behind cuFFT's and
// hipFFT's names. A plan records the transform as the program describes it
// (rank, sizes, the advanced layout's embeddings, strides and distances,
// type, batch); each execution plans it with FFTW (FFTW_ESTIMATE: the same
// algorithm every time) over the program's buffers. The conventions are
// cuFFT's and FFTW's alike: forward is exponent sign -1, neither direction
// is scaled, sizes are row-major (the last dimension is contiguous), a real
// transform's complex side holds n/2+1 elements in its last dimension, and
// an in-place real transform in the basic layout pads the real side to
// 2(n/2+1).
//
// Each dialect passes its enum values in a Dialect, so a port that keeps a
// cuFFT value hipFFT does not have (or swaps the direction) is rejected or
// computes the other transform, as the real library would.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_FFT_H
#define HIPIFY_CPU_FFT_H

#include "hipify_cpu/library_call.h"
#include "hipify_cpu/mode.h"
#include <cstddef>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu::fft {

enum class Result {
  Success,
  InvalidPlan,
  AllocFailed,
  InvalidType,
  InvalidValue,
  InternalError,
  ExecFailed,
  SetupFailed,
  InvalidSize,
  NotImplemented,
  Count
};

/// The kinds of transform, in the order of Dialect::Types.
enum class Kind { C2C, R2C, C2R, Z2Z, D2Z, Z2D };

struct Dialect {
  const char *Library; ///< "cuFFT", "hipFFT", for messages.
  int Results[int(Result::Count)];
  int Types[6]; ///< The values of C2C, R2C, C2R, Z2Z, D2Z, Z2D.
  int Forward, Inverse;
};

struct Plan;
int create(const Dialect &D, Plan **Out);
/// Describes the transform (cufftMakePlanMany's arguments; null embeddings:
/// the basic layout). Type is the dialect's value; WorkSize, if not null,
/// receives 0 (the runner needs no work area).
int make_plan(const Dialect &D, Plan *P, int Rank, const long long *N,
              const long long *InEmbed, long long InStride, long long InDist,
              const long long *OutEmbed, long long OutStride,
              long long OutDist, int Type, long long Batch, size_t *WorkSize);
int destroy(const Dialect &D, Plan *P);
int set_stream(const Dialect &D, Plan *P, const void *Stream);
/// GetSize, SetWorkArea, SetAutoAllocation: the runner needs no work area.
int work_size(const Dialect &D, Plan *P, size_t *Bytes);
int accept_setting(const Dialect &D, Plan *P);
/// Runs the transform. Expected: the kind the Exec function names (its
/// arguments' types), which must be the plan's; Direction only for complex
/// to complex (the dialect's forward or inverse value).
int execute(const Dialect &D, const char *Api, Plan *P, Kind Expected,
            const void *In, void *Out, int Direction);
/// cufftXtExec: the plan's own kind.
int execute_any(const Dialect &D, const char *Api, Plan *P, const void *In,
                void *Out, int Direction);

/// The kind a plan of Type is (the dialect's value), or -1.
int kind_of(const Dialect &D, int Type);
/// cuFFT's handles are integers: a plan's number, and back (null when
/// the number names no live plan).
int plan_number(const Plan *P);
Plan *plan_numbered(int Number);

} // namespace hipify_cpu::fft
HIPIFY_CPU_END_DECLS

#endif
