// One all-pairs n-body step: body positions (float4, w = mass) are processed
// in tiles of BLOCK bodies staged in shared memory; each thread accumulates the
// softened gravitational acceleration on its body using rsqrtf, then
// integrates velocity and position with a leapfrog step. rsqrtf is an
// approximation (a few ulp), so the host reference (1/sqrtf) is compared with
// a relative tolerance; printed values use 4 significant digits.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define BLOCK 128
#define SOFTENING2 0.01f

__device__ float3 bodyInteraction(float4 bi, float4 bj, float3 acc) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING2;
  float inv = rsqrtf(dist2);
  float s = bj.w * inv * inv * inv;
  acc.x += r.x * s;
  acc.y += r.y * s;
  acc.z += r.z * s;
  return acc;
}

__global__ void nbodyStep(const float4 *pos, const float4 *vel, float4 *newPos,
                          float4 *newVel, int n, float dt) {
  __shared__ float4 tile[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = pos[i];
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  for (int t = 0; t < n / BLOCK; ++t) {
    tile[threadIdx.x] = pos[t * BLOCK + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < BLOCK; ++j)
      acc = bodyInteraction(me, tile[j], acc);
    __syncthreads();
  }
  float4 v = vel[i];
  v.x += acc.x * dt;
  v.y += acc.y * dt;
  v.z += acc.z * dt;
  newVel[i] = v;
  newPos[i] = make_float4(me.x + v.x * dt, me.y + v.y * dt, me.z + v.z * dt,
                          me.w);
}

int main() {
  const int n = 2048; // multiple of BLOCK
  const float dt = 0.01f;
  std::vector<float4> pos(n), vel(n), outPos(n), outVel(n);
  for (int i = 0; i < n; ++i) { // jittered 16x16x8 lattice
    float x = (float)(i % 16), y = (float)((i / 16) % 16), z = (float)(i / 256);
    pos[i] = make_float4(x + 0.1f * ((i * 7) % 5), y - 0.05f * ((i * 3) % 7),
                         z + 0.02f * (i % 11), 1.0f + 0.5f * (i % 3));
    vel[i] = make_float4(0.01f * (i % 9 - 4), 0.0f, -0.01f * (i % 5), 0.0f);
  }

  float4 *dPos, *dVel, *dNewPos, *dNewVel;
  const size_t bytes = n * sizeof(float4);
  CHECK(cudaMalloc(&dPos, bytes));
  CHECK(cudaMalloc(&dVel, bytes));
  CHECK(cudaMalloc(&dNewPos, bytes));
  CHECK(cudaMalloc(&dNewVel, bytes));
  CHECK(cudaMemcpy(dPos, pos.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVel, vel.data(), bytes, cudaMemcpyHostToDevice));
  nbodyStep<<<n / BLOCK, BLOCK>>>(dPos, dVel, dNewPos, dNewVel, n, dt);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(outPos.data(), dNewPos, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(outVel.data(), dNewVel, bytes, cudaMemcpyDeviceToHost));

  double maxRel = 0.0, checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    double ax = 0, ay = 0, az = 0;
    for (int j = 0; j < n; ++j) {
      double rx = pos[j].x - pos[i].x, ry = pos[j].y - pos[i].y,
             rz = pos[j].z - pos[i].z;
      double d2 = rx * rx + ry * ry + rz * rz + SOFTENING2;
      double s = pos[j].w / (d2 * std::sqrt(d2));
      ax += rx * s;
      ay += ry * s;
      az += rz * s;
    }
    double v[3] = {vel[i].x + ax * dt, vel[i].y + ay * dt, vel[i].z + az * dt};
    double g[3] = {outVel[i].x, outVel[i].y, outVel[i].z};
    for (int k = 0; k < 3; ++k) {
      double rel = std::fabs(g[k] - v[k]) / std::fmax(std::fabs(v[k]), 1e-2);
      maxRel = std::fmax(maxRel, rel);
    }
    checksum += outPos[i].x + 2.0 * outPos[i].y + 3.0 * outPos[i].z;
  }
  std::printf("nbody_step: n=%d dt=%.3f max_rel_err=%s checksum=%.4e\n", n, dt,
              maxRel < 1e-3 ? "<1e-3" : ">=1e-3", checksum);
  std::printf("nbody_step: vel[0]=(%.4e,%.4e,%.4e) pos[last].x=%.4e\n",
              outVel[0].x, outVel[0].y, outVel[0].z, outPos[n - 1].x);
  std::fprintf(stderr, "nbody_step: max_rel_err=%.3e\n", maxRel);

  CHECK(cudaFree(dPos));
  CHECK(cudaFree(dVel));
  CHECK(cudaFree(dNewPos));
  CHECK(cudaFree(dNewVel));
  bool ok = maxRel < 1e-3;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
