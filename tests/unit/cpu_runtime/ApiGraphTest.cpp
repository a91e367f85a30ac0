//===- ApiGraphTest.cpp - capture, graphs, launches by address, pools -----===//
//
// Kernels written as the preparation step leaves them: launches through
// hipify_cpu::launch, kernel addresses through hipify_cpu::kernel_address.
//
//===----------------------------------------------------------------------===//
#include "cuda_runtime.h"
#include <cstdint>
#include <gtest/gtest.h>
#include <vector>

namespace {

class CpuApiGraph : public ::testing::Test {
protected:
  void SetUp() override { cudaGetLastError(); }
  void TearDown() override { cudaGetLastError(); }
};

__global__ void addTo(int *Data, int Value) { Data[threadIdx.x] += Value; }

void launchAddTo(cudaStream_t Stream, int *Data, int Value) {
  hipify_cpu::launch({"addTo", "Data,Value", false}, dim3(1), dim3(8), 0,
                     Stream)([&](auto &&...A) { addTo(A...); }, Data, Value);
}

TEST_F(CpuApiGraph, CaptureDefersAndReplaysInOrder) {
  std::vector<int> Data(8, 0);
  cudaStream_t Stream, Other;
  ASSERT_EQ(cudaStreamCreate(&Stream), cudaSuccess);
  ASSERT_EQ(cudaStreamCreate(&Other), cudaSuccess);
  ASSERT_EQ(cudaStreamBeginCapture(Stream, cudaStreamCaptureModeGlobal),
            cudaSuccess);
  EXPECT_EQ(cudaStreamBeginCapture(Stream, cudaStreamCaptureModeGlobal),
            cudaErrorIllegalState);
  launchAddTo(Stream, Data.data(), 1);
  // A stream that waits for an event of the capture joins it.
  cudaEvent_t Fork;
  ASSERT_EQ(cudaEventCreate(&Fork), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Fork, Stream), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(Other, Fork, 0), cudaSuccess);
  cudaStreamCaptureStatus Status;
  ASSERT_EQ(cudaStreamIsCapturing(Other, &Status), cudaSuccess);
  EXPECT_EQ(Status, cudaStreamCaptureStatusActive);
  launchAddTo(Other, Data.data(), 10);
  // Not captured: the default stream runs at once.
  launchAddTo(0, Data.data(), 100);
  EXPECT_EQ(Data[0], 100);
  // Only the stream that began the capture ends it.
  cudaGraph_t Graph;
  EXPECT_EQ(cudaStreamEndCapture(Other, &Graph),
            cudaErrorStreamCaptureUnmatched);
  ASSERT_EQ(cudaStreamEndCapture(Stream, &Graph), cudaSuccess);
  ASSERT_EQ(cudaStreamIsCapturing(Other, &Status), cudaSuccess);
  EXPECT_EQ(Status, cudaStreamCaptureStatusNone);

  cudaGraphExec_t Exec;
  ASSERT_EQ(cudaGraphInstantiate(&Exec, Graph, 0), cudaSuccess);
  ASSERT_EQ(cudaGraphDestroy(Graph), cudaSuccess);
  EXPECT_EQ(cudaGraphDestroy(Graph), cudaErrorInvalidValue);
  ASSERT_EQ(cudaGraphLaunch(Exec, Stream), cudaSuccess);
  ASSERT_EQ(cudaGraphLaunch(Exec, 0), cudaSuccess);
  EXPECT_EQ(Data[7], 122);
  EXPECT_EQ(cudaGraphExecDestroy(Exec), cudaSuccess);
  EXPECT_EQ(cudaGraphLaunch(Exec, Stream), cudaErrorInvalidValue);
  cudaEventDestroy(Fork);
  cudaStreamDestroy(Stream);
  cudaStreamDestroy(Other);
}

TEST_F(CpuApiGraph, FailingNodeStopsTheGraph) {
  cudaStream_t Stream;
  ASSERT_EQ(cudaStreamCreate(&Stream), cudaSuccess);
  int Host = 7;
  ASSERT_EQ(cudaStreamBeginCapture(Stream, cudaStreamCaptureModeGlobal),
            cudaSuccess);
  // Host memory as a device destination: captured, fails when it runs.
  int Source = 1;
  ASSERT_EQ(cudaMemcpyAsync(&Host, &Source, sizeof Host,
                            cudaMemcpyHostToDevice, Stream),
            cudaSuccess);
  cudaGraph_t Graph;
  ASSERT_EQ(cudaStreamEndCapture(Stream, &Graph), cudaSuccess);
  cudaGraphExec_t Exec;
  ASSERT_EQ(cudaGraphInstantiate(&Exec, Graph, nullptr, nullptr, 0),
            cudaSuccess);
  EXPECT_EQ(cudaGraphLaunch(Exec, Stream), cudaErrorInvalidValue);
  EXPECT_EQ(Host, 7);
  cudaGraphExecDestroy(Exec);
  cudaGraphDestroy(Graph);
  cudaStreamDestroy(Stream);
}

__global__ void scaleBy(float *Data, float Factor) {
  Data[blockIdx.x * blockDim.x + threadIdx.x] *= Factor;
}

TEST_F(CpuApiGraph, LaunchByAddressCopiesArguments) {
  std::vector<float> Data(64, 1.0f);
  float *Pointer = Data.data();
  float Factor = 3.0f;
  void *Args[] = {&Pointer, &Factor};
  auto *Kernel = hipify_cpu::kernel_address({"scaleBy", "Data,Factor", false},
                                            scaleBy);
  EXPECT_EQ(Kernel, &scaleBy);
  ASSERT_EQ(cudaLaunchKernel(Kernel, dim3(2), dim3(32), Args), cudaSuccess);
  EXPECT_EQ(Data[63], 3.0f);

  // A kernel node copies the arguments when it is made.
  cudaGraph_t Graph;
  ASSERT_EQ(cudaGraphCreate(&Graph, 0), cudaSuccess);
  cudaKernelNodeParams Params = {(void *)Kernel, dim3(2), dim3(32), 0, Args,
                                 nullptr};
  cudaGraphNode_t Node;
  ASSERT_EQ(cudaGraphAddKernelNode(&Node, Graph, nullptr, 0, &Params),
            cudaSuccess);
  Factor = 100.0f;
  cudaGraphExec_t Exec;
  ASSERT_EQ(cudaGraphInstantiate(&Exec, Graph), cudaSuccess);
  ASSERT_EQ(cudaGraphLaunch(Exec, 0), cudaSuccess);
  EXPECT_EQ(Data[0], 9.0f);
  cudaGraphExecDestroy(Exec);
  cudaGraphDestroy(Graph);

  int NotAKernel = 0;
  EXPECT_EQ(cudaLaunchKernel(&NotAKernel, dim3(1), dim3(1), Args),
            cudaErrorInvalidDeviceFunction);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDeviceFunction);
}

TEST_F(CpuApiGraph, PoolsCountTheirAllocations) {
  cudaMemPool_t Default, Current;
  ASSERT_EQ(cudaDeviceGetDefaultMemPool(&Default, 0), cudaSuccess);
  ASSERT_EQ(cudaDeviceGetMemPool(&Current, 0), cudaSuccess);
  EXPECT_EQ(Default, Current);
  EXPECT_EQ(cudaDeviceGetDefaultMemPool(&Default, 5), cudaErrorInvalidDevice);

  cudaMemPoolProps Props = {};
  Props.allocType = cudaMemAllocationTypePinned;
  Props.location.type = cudaMemLocationTypeDevice;
  cudaMemPool_t Pool;
  ASSERT_EQ(cudaMemPoolCreate(&Pool, &Props), cudaSuccess);
  ASSERT_EQ(cudaDeviceSetMemPool(0, Pool), cudaSuccess);
  void *A, *B;
  ASSERT_EQ(cudaMallocAsync(&A, 100, 0), cudaSuccess);
  ASSERT_EQ(cudaMallocAsync(&B, 28, 0), cudaSuccess);
  uint64_t Used = 0, High = 0;
  cudaMemPoolGetAttribute(Pool, cudaMemPoolAttrUsedMemCurrent, &Used);
  EXPECT_EQ(Used, 128u);
  ASSERT_EQ(cudaFreeAsync(A, 0), cudaSuccess);
  cudaMemPoolGetAttribute(Pool, cudaMemPoolAttrUsedMemCurrent, &Used);
  cudaMemPoolGetAttribute(Pool, cudaMemPoolAttrUsedMemHigh, &High);
  EXPECT_EQ(Used, 28u);
  EXPECT_EQ(High, 128u);
  uint64_t Zero = 0, One = 1;
  EXPECT_EQ(cudaMemPoolSetAttribute(Pool, cudaMemPoolAttrUsedMemHigh, &One),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemPoolSetAttribute(Pool, cudaMemPoolAttrUsedMemHigh, &Zero),
            cudaSuccess);
  cudaMemPoolGetAttribute(Pool, cudaMemPoolAttrUsedMemHigh, &High);
  EXPECT_EQ(High, 28u);
  EXPECT_EQ(cudaMemPoolSetAttribute(Pool, cudaMemPoolAttrUsedMemCurrent, &One),
            cudaErrorInvalidValue);
  ASSERT_EQ(cudaMemPoolDestroy(Pool), cudaSuccess);
  // The device falls back to its default pool; B stays valid.
  ASSERT_EQ(cudaDeviceGetMemPool(&Current, 0), cudaSuccess);
  EXPECT_EQ(Current, Default);
  EXPECT_EQ(cudaFree(B), cudaSuccess);
  EXPECT_EQ(cudaMemPoolTrimTo(Pool, 0), cudaErrorInvalidValue);
}

} // namespace
