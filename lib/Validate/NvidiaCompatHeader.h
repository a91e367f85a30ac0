//===- NvidiaCompatHeader.h - HIP's NVIDIA headers against a newer CUDA ---===//
//
// HIP on NVIDIA is a header layer: hip/nvidia_detail/*.h defines every HIP
// API as an inline function over the CUDA runtime. Debian ships those headers
// from HIP 5.2, written for CUDA 11; CUDA 12 and 13 removed or changed the
// CUDA functions many of them call (texture references, multi-device
// cooperative launch, graph edges, cudaMemAdvise's device, fields of
// cudaDeviceProp), and nvcc rejects the inline bodies even when the program
// never calls them. Their __any/__all/__ballot also reach CUDA's pre-Volta
// votes, which ptxas rejects for sm_70 and later. The header below,
// force-included before the port (nvcc -include), puts the CUDA 11 spellings
// back as thin adapters and maps the votes to their _sync forms, so that the
// port builds against HIP's headers unmodified.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_NVIDIACOMPATHEADER_H
#define HIPIFY_VALIDATE_NVIDIACOMPATHEADER_H

#include "llvm/ADT/StringRef.h"

namespace hipify {

/// The text of the header. Each adapter is guarded by the CUDA version that
/// needs it, so the header does nothing against CUDA 11.
llvm::StringRef hipOnNvidiaCompatHeader();

} // namespace hipify

#endif
