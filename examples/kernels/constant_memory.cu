// __constant__ memory: FIR filter taps and a scalar gain live in constant
// memory, set with cudaMemcpyToSymbol (the gain with an offset into a
// parameter struct) and read back with cudaMemcpyFromSymbol. All threads of a
// warp read the same tap at the same time (the broadcast case constant
// memory is built for). Dyadic taps: exact results.
#include <cstdio>
#include <cstdlib>
#include <cstddef>
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

#define TAPS 16

struct FilterParams {
  int taps;
  float gain;
};

__constant__ float c_taps[TAPS];
__constant__ FilterParams c_params;

__global__ void firFilter(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < c_params.taps; ++k) {
    int j = i - k;
    acc += c_taps[k] * (j >= 0 ? in[j] : 0.0f);
  }
  out[i] = c_params.gain * acc;
}

int main() {
  const int n = 1 << 18;
  float taps[TAPS];
  for (int k = 0; k < TAPS; ++k)
    taps[k] = (float)(TAPS - k) / 64.0f; // 0.25 ... 1/64
  FilterParams params = {TAPS, 1.0f};
  const float gain = 2.0f;

  std::vector<float> h(n), out(n);
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 5) % 33 - 16);

  CHECK(cudaMemcpyToSymbol(c_taps, taps, sizeof(taps)));
  CHECK(cudaMemcpyToSymbol(c_params, &params, sizeof(params)));
  // Overwrite only the gain field, at its offset inside the struct.
  CHECK(cudaMemcpyToSymbol(c_params, &gain, sizeof(float),
                           offsetof(FilterParams, gain),
                           cudaMemcpyHostToDevice));
  FilterParams back = {0, 0.0f};
  CHECK(cudaMemcpyFromSymbol(&back, c_params, sizeof(back)));

  float *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dOut, n * sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  firFilter<<<(n + 255) / 256, 256>>>(dIn, dOut, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));

  double maxErr = 0.0, checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = 0; k < TAPS; ++k)
      acc += taps[k] * (i - k >= 0 ? h[i - k] : 0.0f);
    float ref = gain * acc;
    maxErr = std::fmax(maxErr, std::fabs((double)out[i] - ref));
    checksum += out[i] * (1 + i % 4);
  }
  std::printf("constant_memory: n=%d taps=%d gain_back=%.2f taps_back=%d "
              "max_abs_err=%.3e checksum=%.6e\n",
              n, TAPS, back.gain, back.taps, maxErr, checksum);
  std::printf("constant_memory: out[0]=%.6e out[15]=%.6e out[last]=%.6e\n",
              out[0], out[15], out[n - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  bool ok = maxErr == 0.0 && back.gain == gain && back.taps == TAPS;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
