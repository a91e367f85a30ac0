// NCCL -> RCCL: the header becomes rccl/rccl.h, and RCCL keeps NCCL's names
// (rows verified: false: RCCL is not installed here, so the output is not
// compiled); the CUDA runtime calls around them are translated as usual.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err

#include <nccl.h>
#include <cuda_runtime.h>
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
// WARN-NOT: warning:
