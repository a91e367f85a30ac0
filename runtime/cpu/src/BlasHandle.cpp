//===- BlasHandle.cpp - BLAS handles, scalars, host/device copies ---------===//
#include "BlasSupport.h"
#include "hipify_cpu/memory.h"
#include <cstring>
#include <mutex>
#include <set>

namespace hipify_cpu::blas {

namespace {
std::mutex &registryLock() {
  static std::mutex M;
  return M;
}
std::set<const Handle *> &registry() {
  static std::set<const Handle *> Live;
  return Live;
}
} // namespace

bool live(const Handle *H) {
  std::lock_guard<std::mutex> Guard(registryLock());
  return H && registry().count(H);
}

int create(const Dialect &D, Handle **Out) {
  if (!Out)
    return status(D, Status::InvalidPointer);
  Handle *H = new Handle{&D};
  std::lock_guard<std::mutex> Guard(registryLock());
  registry().insert(H);
  *Out = H;
  return status(D, Status::Success);
}

int destroy(const Dialect &D, Handle *H) {
  {
    std::lock_guard<std::mutex> Guard(registryLock());
    if (!H || !registry().erase(H))
      return status(D, Status::NotInitialized);
  }
  delete H;
  return status(D, Status::Success);
}

int set_stream(const Dialect &D, Handle *H, const void *Stream) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  H->Stream = Stream;
  return status(D, Status::Success);
}

int get_stream(const Dialect &D, Handle *H, const void **Stream) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!Stream)
    return status(D, Status::InvalidPointer);
  *Stream = H->Stream;
  return status(D, Status::Success);
}

int set_pointer_mode(const Dialect &D, Handle *H, int Mode) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Which = decode(D.PointerMode, Mode);
  if (Which < 0)
    return status(D, Status::InvalidEnum);
  H->Mode = Which == 0 ? PointerMode::Host : PointerMode::Device;
  return status(D, Status::Success);
}

int get_pointer_mode(const Dialect &D, Handle *H, int *Mode) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!Mode)
    return status(D, Status::InvalidPointer);
  *Mode = D.PointerMode[H->Mode == PointerMode::Host ? 0 : 1];
  return status(D, Status::Success);
}

int set_mode(const Dialect &D, Handle *H, int Which, int Value) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (Which < 0 || Which >= 4)
    return status(D, Status::InvalidValue);
  H->Modes[Which] = Value;
  return status(D, Status::Success);
}

int get_mode(const Dialect &D, Handle *H, int Which, int *Value) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (Which < 0 || Which >= 4 || !Value)
    return status(D, Status::InvalidValue);
  *Value = H->Modes[Which];
  return status(D, Status::Success);
}

int set_workspace(const Dialect &D, Handle *H, void *, size_t) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  return status(D, Status::Success);
}

template <typename T>
Scalar<T> scalar(const Dialect &D, const char *Api, const Handle &H,
                 const char *What, const T *P) {
  if (!P)
    library_misuse(Api, "%s is a null pointer", What);
  PointerSide Side = pointer_side(P);
  if (H.Mode == PointerMode::Host) {
    if (Side == PointerSide::Device)
      library_misuse(Api,
                     "%s points to device memory, but the handle's pointer "
                     "mode is host: the library would read it on the host "
                     "(%s sets the device mode)",
                     What, D.SetPointerMode);
    return {*P, nullptr};
  }
  if (Side == PointerSide::Host)
    library_misuse(Api,
                   "%s points to host memory, but the handle's pointer mode "
                   "is device: the library would read it on the device (%s "
                   "sets the host mode)",
                   What, D.SetPointerMode);
  require_device_range(Api, What, P, sizeof(T));
  return {T{}, P};
}

void check_result_pointer(const Dialect &D, const char *Api, const Handle &H,
                          const char *What, const void *P, size_t Bytes) {
  if (!P)
    library_misuse(Api, "%s is a null pointer", What);
  PointerSide Side = pointer_side(P);
  if (H.Mode == PointerMode::Host && Side == PointerSide::Device)
    library_misuse(Api,
                   "%s points to device memory, but the handle's pointer mode "
                   "is host: the library would write it on the host (%s sets "
                   "the device mode)",
                   What, D.SetPointerMode);
  if (H.Mode == PointerMode::Device) {
    if (Side == PointerSide::Host)
      library_misuse(Api,
                     "%s points to host memory, but the handle's pointer "
                     "mode is device: the library would write it on the "
                     "device (%s sets the host mode)",
                     What, D.SetPointerMode);
    require_device_range(Api, What, P, Bytes);
  }
}

template Scalar<float> scalar(const Dialect &, const char *, const Handle &,
                              const char *, const float *);
template Scalar<double> scalar(const Dialect &, const char *, const Handle &,
                               const char *, const double *);
template Scalar<float2> scalar(const Dialect &, const char *, const Handle &,
                               const char *, const float2 *);
template Scalar<double2> scalar(const Dialect &, const char *, const Handle &,
                                const char *, const double2 *);
template Scalar<__half> scalar(const Dialect &, const char *, const Handle &,
                               const char *, const __half *);
template Scalar<int> scalar(const Dialect &, const char *, const Handle &,
                            const char *, const int *);

// --- Copies between host and device (cublasSetVector, ...) ----------------

/// The side a copy's device operand must be on, and its host operand not:
/// a host buffer may be pinned; a device one must be an allocation.
static void checkCopySides(const char *Api, const void *Host,
                           const void *Device, size_t DeviceBytes) {
  if (pointer_side(Host) == PointerSide::Device)
    library_misuse(Api, "the host operand (%p) is device memory", Host);
  require_device_range(Api, "the device operand", Device, DeviceBytes);
}

int copy_vector(const Dialect &D, const char *Api, int N, int ElemSize,
                const void *X, int IncX, void *Y, int IncY, bool ToDevice,
                const void *Stream) {
  if (N < 0 || ElemSize <= 0 || IncX <= 0 || IncY <= 0)
    return status(D, Status::InvalidValue);
  if (N == 0)
    return status(D, Status::Success);
  if (!X || !Y)
    return status(D, Status::InvalidPointer);
  size_t SpanX = (size_t(N - 1) * IncX + 1) * ElemSize;
  size_t SpanY = (size_t(N - 1) * IncY + 1) * ElemSize;
  if (ToDevice)
    checkCopySides(Api, X, Y, SpanY);
  else
    checkCopySides(Api, Y, X, SpanX);
  auto Work = [=] {
    for (int I = 0; I < N; ++I)
      std::memcpy(static_cast<char *>(Y) + size_t(I) * IncY * ElemSize,
                  static_cast<const char *>(X) + size_t(I) * IncX * ElemSize,
                  ElemSize);
  };
  // A copy is not a computation: it runs in stream order, untraced (the
  // buffers it fills are traced by the calls that read them).
  if (Stream && stream_capturing(Stream)) {
    capture_operation(Stream, defer([Work] {
                        Work();
                        return Error::Success;
                      }));
    return status(D, Status::Success);
  }
  Work();
  return status(D, Status::Success);
}

int copy_matrix(const Dialect &D, const char *Api, int Rows, int Cols,
                int ElemSize, const void *A, int Lda, void *B, int Ldb,
                bool ToDevice, const void *Stream) {
  if (Rows < 0 || Cols < 0 || ElemSize <= 0 || Lda < std::max(1, Rows) ||
      Ldb < std::max(1, Rows))
    return status(D, Status::InvalidValue);
  if (Rows == 0 || Cols == 0)
    return status(D, Status::Success);
  if (!A || !B)
    return status(D, Status::InvalidPointer);
  size_t SpanA = (size_t(Lda) * (Cols - 1) + Rows) * ElemSize;
  size_t SpanB = (size_t(Ldb) * (Cols - 1) + Rows) * ElemSize;
  if (ToDevice)
    checkCopySides(Api, A, B, SpanB);
  else
    checkCopySides(Api, B, A, SpanA);
  auto Work = [=] {
    for (int J = 0; J < Cols; ++J)
      std::memcpy(static_cast<char *>(B) + size_t(J) * Ldb * ElemSize,
                  static_cast<const char *>(A) + size_t(J) * Lda * ElemSize,
                  size_t(Rows) * ElemSize);
  };
  if (Stream && stream_capturing(Stream)) {
    capture_operation(Stream, defer([Work] {
                        Work();
                        return Error::Success;
                      }));
    return status(D, Status::Success);
  }
  Work();
  return status(D, Status::Success);
}

} // namespace hipify_cpu::blas
