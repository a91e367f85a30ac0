//===- errors.h - runtime errors shared by the CUDA and HIP dialects ------===//
//
// The execution core reports launch failures here; the dialect headers map
// these codes to cudaError_t / hipError_t values and strings.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_ERRORS_H
#define HIPIFY_CPU_ERRORS_H

#include "hipify_cpu/mode.h"

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

enum class Error {
  Success = 0,
  InvalidValue,
  MemoryAllocation,
  InitializationError,
  InvalidConfiguration, ///< Launch with a bad grid/block/shared size.
  InvalidDevicePointer,
  InvalidMemcpyDirection,
  InvalidSymbol,
  InvalidResourceHandle, ///< Bad stream or event.
  NotReady,
  LaunchFailure,
  NoDevice,
  InvalidDevice,
  NotSupported,
  InvalidDeviceFunction, ///< A kernel address the runner does not know.
  IllegalState,          ///< E.g. ending a capture that never began.
  StreamCaptureUnsupported,
  StreamCaptureUnmatched,
};

/// Sets the sticky "last error" that cudaGetLastError/hipGetLastError return
/// and clear. Thread-safe.
void set_last_error(Error E);
Error get_last_error(bool Clear);

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
