// Pitched 2-D allocations: cudaMallocPitch gives rows padded to an aligned
// pitch (in bytes), cudaMemcpy2D copies a tightly packed host image in and
// out, and the kernel addresses rows through the pitch. It scales the image
// and adds its row and column index; the device-chosen pitch itself is
// printed only to stderr since it differs between GPUs.
#include <cstdio>
#include <cstdlib>
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

__global__ void scaleAddIndex(float *img, size_t pitch, int w, int h, float s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float *row = (float *)((char *)img + y * pitch);
    row[x] = row[x] * s + (float)(y * 1000 + x);
  }
}

int main() {
  const int w = 333, h = 211;
  const float s = 4.0f;
  std::vector<float> host(w * h), out(w * h);
  for (int i = 0; i < w * h; ++i)
    host[i] = (float)(i % 251);

  float *dImg = nullptr;
  size_t pitch = 0;
  CHECK(cudaMallocPitch((void **)&dImg, &pitch, w * sizeof(float), h));
  std::fprintf(stderr, "pitched_2d: pitch=%zu bytes for a %zu-byte row\n",
               pitch, w * sizeof(float));
  CHECK(cudaMemset2D(dImg, pitch, 0, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(dImg, pitch, host.data(), w * sizeof(float),
                     w * sizeof(float), h, cudaMemcpyHostToDevice));
  dim3 block(32, 8), grid((w + 31) / 32, (h + 7) / 8);
  scaleAddIndex<<<grid, block>>>(dImg, pitch, w, h, s);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy2D(out.data(), w * sizeof(float), dImg, pitch,
                     w * sizeof(float), h, cudaMemcpyDeviceToHost));

  int mismatches = 0;
  double checksum = 0.0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float ref = host[y * w + x] * s + (float)(y * 1000 + x);
      if (out[y * w + x] != ref)
        ++mismatches;
      checksum += out[y * w + x];
    }
  std::printf("pitched_2d: w=%d h=%d pitch_ok=%d mismatches=%d "
              "checksum=%.6e\n",
              w, h, pitch >= w * sizeof(float) ? 1 : 0, mismatches, checksum);
  std::printf("pitched_2d: out[0]=%.1f out[1][1]=%.1f out[last]=%.1f\n",
              out[0], out[w + 1], out[w * h - 1]);

  CHECK(cudaFree(dImg));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
