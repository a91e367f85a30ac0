//===- DialectHipTest.cpp - the HIP dialect: API names and device forms ---===//
#include "hip/hip_runtime.h"
#include "hip/hip_bf16.h"
#include "hip/hip_cooperative_groups.h"
#include "hip/hip_fp16.h"
#include "ExecTestSupport.h"
#include <gtest/gtest.h>
#include <string>
#include <type_traits>
#include <vector>

namespace {

// hip_runtime.h registers 64-lane warps; the other tests of this binary
// expect the default of 32 (this runs after that registration).
const bool RestoreDefaultWarpSize =
    (hipify_cpu::set_default_warp_size(32), true);

static_assert(std::is_same_v<decltype(__ballot(1)), unsigned long long>);
static_assert(std::is_same_v<decltype(__ballot_sync(~0ull, 1)),
                             unsigned long long>);

__device__ float Scale[2];

__global__ void wavefrontSums(const int *In, int *Out,
                              unsigned long long *Ballots) {
  int V = In[threadIdx.x];
  for (int Offset = warpSize / 2; Offset > 0; Offset /= 2)
    V += __shfl_down(V, Offset);
  unsigned long long Ballot = __ballot(In[threadIdx.x] % 2);
  if (threadIdx.x % warpSize == 0) {
    Out[threadIdx.x / warpSize] = V;
    Ballots[threadIdx.x / warpSize] = Ballot;
  }
}

TEST(CpuDialectHip, MaskLessWarpFunctionsOn64Lanes) {
  exec_test::WarpSizeScope Lanes(64);
  std::vector<int> In(128), Out(2);
  std::vector<unsigned long long> Ballots(2);
  for (int I = 0; I < 128; ++I)
    In[I] = I;
  hipify_cpu::launch({"wavefrontSums", "in,out,ballots", true}, dim3(1),
                     dim3(128))([&](auto &&...A) { wavefrontSums(A...); },
                                In.data(), Out.data(), Ballots.data());
  EXPECT_EQ(Out[0], 63 * 64 / 2);
  EXPECT_EQ(Out[1], 64 * 64 + 63 * 64 / 2);
  EXPECT_EQ(Ballots[0], 0xAAAAAAAAAAAAAAAAull);
}

__global__ void scaleKernel(float *Data, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Data[I] = Data[I] * Scale[0] + Scale[1];
}

TEST(CpuDialectHip, RuntimeApiAndLaunchMacro) {
  float Factors[2] = {2.0f, 1.0f};
  ASSERT_EQ(hipMemcpyToSymbol(HIP_SYMBOL(Scale), Factors, sizeof(Factors)),
            hipSuccess);
  const int N = 100;
  std::vector<float> Host(N);
  for (int I = 0; I < N; ++I)
    Host[I] = float(I);
  float *Device = nullptr;
  ASSERT_EQ(hipMalloc(&Device, N * sizeof(float)), hipSuccess);
  ASSERT_EQ(hipMemcpy(Device, Host.data(), N * sizeof(float),
                      hipMemcpyHostToDevice),
            hipSuccess);
  hipLaunchKernelGGL(scaleKernel, dim3((N + 31) / 32), dim3(32), 0, 0, Device,
                     N);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  std::vector<float> Back(N);
  EXPECT_EQ(hipMemcpy(Back.data(), Device, N * sizeof(float),
                      hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
  ASSERT_EQ(hipMemcpy(Back.data(), Device, N * sizeof(float),
                      hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(Back[10], 21.0f);
  EXPECT_EQ(hipMemsetD32(Device, 7, N), hipSuccess);
  int Seven = 0;
  ASSERT_EQ(hipMemcpyDtoH(&Seven, Device, sizeof(int)), hipSuccess);
  EXPECT_EQ(Seven, 7);
  EXPECT_EQ(hipFree(Device), hipSuccess);

  int *Pinned = nullptr;
  ASSERT_EQ(hipHostMalloc(&Pinned, 64), hipSuccess);
  EXPECT_EQ(hipHostFree(Pinned), hipSuccess);
}

TEST(CpuDialectHip, ErrorsAndDevice) {
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue");
  EXPECT_STREQ(hipGetErrorName(hipErrorOutOfMemory), "hipErrorOutOfMemory");
  EXPECT_STREQ(hipGetErrorString(hipErrorInvalidValue), "invalid argument");
  EXPECT_EQ(int(hipErrorInvalidHandle), 400);
  EXPECT_EQ(hipErrorMemoryAllocation, hipErrorOutOfMemory);
  hipDeviceProp_t P;
  ASSERT_EQ(hipGetDeviceProperties(&P, 0), hipSuccess);
  EXPECT_EQ(std::string(P.gcnArchName), "gfx90a");
  EXPECT_EQ(P.major, 9);
  int SMs = 0;
  ASSERT_EQ(hipDeviceGetAttribute(&SMs, hipDeviceAttributeMultiprocessorCount,
                                  0),
            hipSuccess);
  EXPECT_EQ(SMs, P.multiProcessorCount);
  hipEvent_t Start, Stop;
  ASSERT_EQ(hipEventCreate(&Start), hipSuccess);
  ASSERT_EQ(hipEventCreate(&Stop), hipSuccess);
  ASSERT_EQ(hipEventRecord(Start, 0), hipSuccess);
  ASSERT_EQ(hipEventRecord(Stop, 0), hipSuccess);
  float Ms = -1;
  ASSERT_EQ(hipEventElapsedTime(&Ms, Start, Stop), hipSuccess);
  EXPECT_GE(Ms, 0.0f);
  EXPECT_EQ(hipEventDestroy(Start), hipSuccess);
  EXPECT_EQ(hipEventDestroy(Stop), hipSuccess);
  EXPECT_GE(HIP_VERSION, 60000000);
  // One device, nobody's peer.
  EXPECT_EQ(hipDeviceEnablePeerAccess(0, 0), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceDisablePeerAccess(0), hipErrorInvalidDevice);
  int *A, *B;
  ASSERT_EQ(hipMalloc(&A, sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&B, sizeof(int)), hipSuccess);
  *A = 9;
  EXPECT_EQ(hipMemcpyPeerAsync(B, 0, A, 0, sizeof(int), 0), hipSuccess);
  EXPECT_EQ(*B, 9);
  EXPECT_EQ(hipMemcpyPeer(B, 0, A, 2, sizeof(int)), hipErrorInvalidDevice);
  hipGetLastError();
  hipFree(A);
  hipFree(B);
}

TEST(CpuDialectHip, HipSpellingsOfTheNarrowTypes) {
  __hip_bfloat16 B = __float2bfloat16(2.0f);
  EXPECT_EQ(__bfloat162float(__hmul(B, B)), 4.0f);
  __half H = __float2half(0.5f);
  EXPECT_EQ(__half2float(__hadd(H, H)), 1.0f);
  float F = 1.0f;
  EXPECT_EQ(atomicMax(&F, 3.0f), 1.0f); // HIP has float atomicMax.
  EXPECT_EQ(F, 3.0f);
}

} // namespace
