//===- ApiRuntimeTest.cpp - streams, events, the device and errors --------===//
#include "cuda_runtime.h"
#include <gtest/gtest.h>
#include <string>
#include <thread>

namespace {

class CpuApiRuntime : public ::testing::Test {
protected:
  void SetUp() override { cudaGetLastError(); }
  void TearDown() override { cudaGetLastError(); }
};

TEST_F(CpuApiRuntime, EventsMeasureElapsedTime) {
  cudaEvent_t Start, Stop;
  ASSERT_EQ(cudaEventCreate(&Start), cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&Stop, cudaEventDefault), cudaSuccess);
  float Ms = -1;
  // Not recorded yet.
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, Stop),
            cudaErrorInvalidResourceHandle);
  ASSERT_EQ(cudaEventRecord(Start), cudaSuccess);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  ASSERT_EQ(cudaEventRecord(Stop, 0), cudaSuccess);
  ASSERT_EQ(cudaEventSynchronize(Stop), cudaSuccess);
  EXPECT_EQ(cudaEventQuery(Stop), cudaSuccess);
  ASSERT_EQ(cudaEventElapsedTime(&Ms, Start, Stop), cudaSuccess);
  EXPECT_GE(Ms, 1.0f);
  ASSERT_EQ(cudaEventElapsedTime(&Ms, Stop, Start), cudaSuccess);
  EXPECT_LE(Ms, 0.0f);
  EXPECT_EQ(cudaEventDestroy(Start), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(Stop), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(Stop), cudaErrorInvalidResourceHandle);

  cudaEvent_t Untimed;
  ASSERT_EQ(cudaEventCreateWithFlags(&Untimed, cudaEventDisableTiming),
            cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Untimed), cudaSuccess);
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Untimed, Untimed),
            cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaEventDestroy(Untimed), cudaSuccess);
}

TEST_F(CpuApiRuntime, StreamsAreHandlesThatAreAlwaysIdle) {
  cudaStream_t S, T;
  ASSERT_EQ(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking), cudaSuccess);
  ASSERT_EQ(cudaStreamCreateWithPriority(&T, cudaStreamDefault, -1),
            cudaSuccess);
  unsigned Flags = 7;
  int Priority = 7;
  EXPECT_EQ(cudaStreamGetFlags(S, &Flags), cudaSuccess);
  EXPECT_EQ(Flags, unsigned(cudaStreamNonBlocking));
  EXPECT_EQ(cudaStreamGetPriority(T, &Priority), cudaSuccess);
  EXPECT_EQ(Priority, -1);
  cudaEvent_t E;
  ASSERT_EQ(cudaEventCreate(&E), cudaSuccess);
  EXPECT_EQ(cudaEventRecord(E, S), cudaSuccess);
  EXPECT_EQ(cudaStreamWaitEvent(T, E, 0), cudaSuccess);
  EXPECT_EQ(cudaStreamQuery(S), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(T), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(0), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(cudaStreamPerThread), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaEventRecord(E, S), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamDestroy(T), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(E), cudaSuccess);
}

TEST_F(CpuApiRuntime, OneDevice) {
  int Count = 0, Device = -1;
  EXPECT_EQ(cudaGetDeviceCount(&Count), cudaSuccess);
  EXPECT_EQ(Count, 1);
  EXPECT_EQ(cudaSetDevice(0), cudaSuccess);
  EXPECT_EQ(cudaSetDevice(1), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetDevice(&Device), cudaSuccess);
  EXPECT_EQ(Device, 0);

  cudaDeviceProp P;
  ASSERT_EQ(cudaGetDeviceProperties(&P, 0), cudaSuccess);
  EXPECT_EQ(std::string(P.name), "hipify CPU runner");
#pragma push_macro("warpSize")
#undef warpSize
  EXPECT_EQ(P.warpSize, hipify_cpu::warp_size());
#pragma pop_macro("warpSize")
  EXPECT_EQ(P.maxThreadsPerBlock, 1024);
  EXPECT_EQ(P.sharedMemPerBlock, 65536u);
  EXPECT_EQ(P.major, 8);
  EXPECT_EQ(P.minor, 0);
  EXPECT_EQ(P.maxThreadsDim[2], 64);
  EXPECT_GT(P.totalGlobalMem, 0u);
  EXPECT_GE(P.multiProcessorCount, 1);
  EXPECT_EQ(cudaGetDeviceProperties(&P, 3), cudaErrorInvalidDevice);

  int Value = 0;
  ASSERT_EQ(cudaDeviceGetAttribute(&Value, cudaDevAttrMultiProcessorCount, 0),
            cudaSuccess);
  EXPECT_EQ(Value, P.multiProcessorCount);
  ASSERT_EQ(cudaDeviceGetAttribute(&Value, cudaDevAttrWarpSize, 0),
            cudaSuccess);
  EXPECT_EQ(Value, hipify_cpu::warp_size());
  ASSERT_EQ(cudaDeviceGetAttribute(&Value, cudaDevAttrComputeCapabilityMajor,
                                   0),
            cudaSuccess);
  EXPECT_EQ(Value, 8);
  EXPECT_EQ(cudaDeviceGetAttribute(&Value, cudaDevAttrMaxBlockDimX, 1),
            cudaErrorInvalidDevice);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared), cudaSuccess);
}

TEST_F(CpuApiRuntime, ErrorNamesAndStrings) {
  EXPECT_STREQ(cudaGetErrorName(cudaSuccess), "cudaSuccess");
  EXPECT_STREQ(cudaGetErrorString(cudaSuccess), "no error");
  EXPECT_STREQ(cudaGetErrorName(cudaErrorInvalidValue),
               "cudaErrorInvalidValue");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument");
  EXPECT_STREQ(cudaGetErrorName(cudaErrorMemoryAllocation),
               "cudaErrorMemoryAllocation");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorMemoryAllocation), "out of memory");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidConfiguration),
               "invalid configuration argument");
  EXPECT_EQ(int(cudaErrorInvalidConfiguration), 9);
  EXPECT_EQ(int(cudaErrorInvalidResourceHandle), 400);
  EXPECT_EQ(int(cudaErrorLaunchFailure), 719);
  EXPECT_STREQ(cudaGetErrorName(static_cast<cudaError_t>(12345)),
               "cudaErrorUnknown");
}

TEST_F(CpuApiRuntime, LastErrorIsStickyUntilRead) {
  hipify_cpu::set_last_error(hipify_cpu::Error::InvalidConfiguration);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

} // namespace
