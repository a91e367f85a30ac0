// NCCL -> RCCL: the header becomes rccl/rccl.h, and RCCL keeps NCCL's names
// (rows verified: false: RCCL is not installed here, so the output is not
// compiled); the CUDA runtime calls around them are translated as usual.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <nccl.h>
#include <cuda_runtime.h>
// MSG:{{.*}}nccl.cu:[[@LINE-2]]:10: note: 'nccl.h' -> 'rccl/rccl.h' [hipify-include]
// MSG:{{.*}}nccl.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <rccl/rccl.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

int allreduce(float *buf, size_t count, int rank, int nranks, ncclUniqueId id,
              cudaStream_t stream) {
  ncclComm_t comm;
  if (ncclCommInitRank(&comm, nranks, id, rank) != ncclSuccess)
    return 1;
  ncclAllReduce(buf, buf, count, ncclFloat, ncclSum, comm, stream);
  cudaStreamSynchronize(stream);
  ncclCommDestroy(comm);
  // MSG:{{.*}}nccl.cu:[[@LINE-7]]:15: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}nccl.cu:[[@LINE-3]]:3: note: 'cudaStreamSynchronize' -> 'hipStreamSynchronize' [hipify-api-rename]
  // CHECK:int allreduce(float *buf, size_t count, int rank, int nranks, ncclUniqueId id,
  // CHECK-NEXT:              hipStream_t stream) {
  // CHECK-NEXT:  ncclComm_t comm;
  // CHECK-NEXT:  if (ncclCommInitRank(&comm, nranks, id, rank) != ncclSuccess)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  ncclAllReduce(buf, buf, count, ncclFloat, ncclSum, comm, stream);
  // CHECK-NEXT:  hipStreamSynchronize(stream);
  // CHECK-NEXT:  ncclCommDestroy(comm);
  return 0;
}
