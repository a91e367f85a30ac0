// Warp 0 spins until warp 1 of the same block raises a flag: on a GPU the
// warps of a block progress independently, so this ends.
__global__ void handoff(int *flag, int *out) {
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (warp == 0) {
    int seen = 0;
    while (!__shfl_sync(0xffffffffu, seen, 0))
      if (lane == 0)
        seen = atomicAdd(flag, 0);
    out[lane] = __shfl_sync(0xffffffffu, seen, 0);
  } else if (lane == 0) {
    atomicExch(flag, 7);
  }
}
int main() {
  int *flag, *out, host[32];
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, sizeof(host));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<1, 64>>>(flag, out);
  cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost);
  printf("lane 0 saw %d, lane 31 saw %d\n", host[0], host[31]);
  return 0;
}
