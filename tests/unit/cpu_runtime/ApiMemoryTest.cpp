//===- ApiMemoryTest.cpp - allocations, copies, fills and symbols ---------===//
#include "cuda_runtime.h"
#include <gtest/gtest.h>
#include <vector>

namespace {

__device__ int DeviceTable[8];
__constant__ float ConstantTaps[4];

class CpuApiMemory : public ::testing::Test {
protected:
  void SetUp() override { cudaGetLastError(); }
  void TearDown() override { cudaGetLastError(); }
};

TEST_F(CpuApiMemory, CopiesInEveryDirection) {
  std::vector<int> Host(16), Back(16, -1);
  for (int I = 0; I < 16; ++I)
    Host[I] = I * 3;
  int *A = nullptr, *B = nullptr;
  ASSERT_EQ(cudaMalloc(&A, 16 * sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&B, 16 * sizeof(int)), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(A, Host.data(), 64, cudaMemcpyHostToDevice),
            cudaSuccess);
  EXPECT_EQ(cudaMemcpy(B, A, 64, cudaMemcpyDeviceToDevice), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(Back.data(), B, 64, cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Back, Host);
  std::vector<int> Copy(16);
  EXPECT_EQ(cudaMemcpy(Copy.data(), Back.data(), 64, cudaMemcpyHostToHost),
            cudaSuccess);
  EXPECT_EQ(Copy, Host);
  // Default infers the direction from the pointers.
  EXPECT_EQ(cudaMemcpy(A, B, 64, cudaMemcpyDefault), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(Copy.data(), A, 64, cudaMemcpyDefault), cudaSuccess);
  EXPECT_EQ(Copy, Host);
  EXPECT_EQ(cudaFree(A), cudaSuccess);
  EXPECT_EQ(cudaFree(B), cudaSuccess);
  EXPECT_EQ(cudaFree(nullptr), cudaSuccess);
}

TEST_F(CpuApiMemory, WrongDirectionFailsAndCopiesNothing) {
  int *Device = nullptr;
  ASSERT_EQ(cudaMalloc(&Device, 4 * sizeof(int)), cudaSuccess);
  int Host[4] = {1, 2, 3, 4};
  ASSERT_EQ(cudaMemcpy(Device, Host, sizeof(Host), cudaMemcpyHostToDevice),
            cudaSuccess);
  // The classic planted bug: the arguments of a download swapped.
  int Out[4] = {9, 9, 9, 9};
  EXPECT_EQ(cudaMemcpy(Out, Device, sizeof(Out), cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(Out[0], 9);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(Device, Out, sizeof(Out), cudaMemcpyDeviceToHost),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(Out, Host, sizeof(Out), cudaMemcpyDeviceToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(Out, Device, sizeof(Out), cudaMemcpyHostToHost),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidValue);
  // Past the end of the allocation.
  EXPECT_EQ(cudaMemcpy(Device + 1, Host, sizeof(Host), cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  int Unchanged[4];
  ASSERT_EQ(cudaMemcpy(Unchanged, Device, sizeof(Unchanged),
                       cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Unchanged[3], 4);
  EXPECT_EQ(cudaFree(Device), cudaSuccess);
  EXPECT_EQ(cudaFree(Device), cudaErrorInvalidValue); // Double free.
}

TEST_F(CpuApiMemory, PinnedAndManagedMemoryAreHostAndDevice) {
  int *Pinned = nullptr, *Managed = nullptr, *Device = nullptr;
  ASSERT_EQ(cudaMallocHost(&Pinned, 64), cudaSuccess);
  ASSERT_EQ(cudaMallocManaged(&Managed, 64), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&Device, 64), cudaSuccess);
  for (int I = 0; I < 16; ++I)
    Pinned[I] = I;
  EXPECT_EQ(cudaMemcpy(Device, Pinned, 64, cudaMemcpyHostToDevice),
            cudaSuccess);
  EXPECT_EQ(cudaMemcpy(Managed, Device, 64, cudaMemcpyDeviceToDevice),
            cudaSuccess);
  EXPECT_EQ(Managed[15], 15);
  EXPECT_EQ(cudaMemcpy(Pinned, Managed, 64, cudaMemcpyDeviceToHost),
            cudaSuccess);

  cudaPointerAttributes Attributes;
  ASSERT_EQ(cudaPointerGetAttributes(&Attributes, Device + 3), cudaSuccess);
  EXPECT_EQ(Attributes.type, cudaMemoryTypeDevice);
  ASSERT_EQ(cudaPointerGetAttributes(&Attributes, Pinned), cudaSuccess);
  EXPECT_EQ(Attributes.type, cudaMemoryTypeHost);
  ASSERT_EQ(cudaPointerGetAttributes(&Attributes, Managed), cudaSuccess);
  EXPECT_EQ(Attributes.type, cudaMemoryTypeManaged);
  int Plain = 0;
  ASSERT_EQ(cudaPointerGetAttributes(&Attributes, &Plain), cudaSuccess);
  EXPECT_EQ(Attributes.type, cudaMemoryTypeUnregistered);

  EXPECT_EQ(cudaFreeHost(Device), cudaErrorInvalidValue); // Wrong kind.
  EXPECT_EQ(cudaFreeHost(Pinned), cudaSuccess);
  // cudaFree frees managed memory too (as CUDA documents), once.
  EXPECT_EQ(cudaFree(Managed), cudaSuccess);
  EXPECT_EQ(cudaFree(Managed), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFree(Device), cudaSuccess);
}

TEST_F(CpuApiMemory, FillsOnlyDeviceVisibleMemory) {
  unsigned char *Device = nullptr;
  ASSERT_EQ(cudaMalloc(&Device, 32), cudaSuccess);
  EXPECT_EQ(cudaMemset(Device, 0x5A, 32), cudaSuccess);
  unsigned char Out[32];
  ASSERT_EQ(cudaMemcpy(Out, Device, 32, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_EQ(Out[0], 0x5A);
  EXPECT_EQ(Out[31], 0x5A);
  EXPECT_EQ(cudaMemset(Out, 0, 32), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemset(Device, 0, 33), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemsetAsync(Device, 1, 32, 0), cudaSuccess);
  EXPECT_EQ(cudaFree(Device), cudaSuccess);
}

TEST_F(CpuApiMemory, PitchedCopiesKeepThePadding) {
  const size_t Width = 5, Height = 3;
  float *Image = nullptr;
  size_t Pitch = 0;
  ASSERT_EQ(cudaMallocPitch(&Image, &Pitch, Width * sizeof(float), Height),
            cudaSuccess);
  EXPECT_GE(Pitch, Width * sizeof(float));
  EXPECT_EQ(Pitch % 512, 0u);
  ASSERT_EQ(cudaMemset2D(Image, Pitch, 0, Width * sizeof(float), Height),
            cudaSuccess);
  std::vector<float> Host(Width * Height);
  for (size_t I = 0; I < Host.size(); ++I)
    Host[I] = float(I) + 0.5f;
  ASSERT_EQ(cudaMemcpy2D(Image, Pitch, Host.data(), Width * sizeof(float),
                         Width * sizeof(float), Height,
                         cudaMemcpyHostToDevice),
            cudaSuccess);
  // Row 1 starts a pitch into the allocation.
  const float *Row1 =
      reinterpret_cast<const float *>(reinterpret_cast<char *>(Image) + Pitch);
  EXPECT_EQ(Row1[0], Host[Width]);
  std::vector<float> Back(Width * Height, -1.0f);
  ASSERT_EQ(cudaMemcpy2D(Back.data(), Width * sizeof(float), Image, Pitch,
                         Width * sizeof(float), Height,
                         cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Back, Host);
  // A row wider than the pitch, and a copy in the wrong direction.
  EXPECT_EQ(cudaMemcpy2D(Back.data(), 4, Image, Pitch, 8, Height,
                         cudaMemcpyDeviceToHost),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy2D(Back.data(), Width * sizeof(float), Image, Pitch,
                         Width * sizeof(float), Height,
                         cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy2DAsync(Image, Pitch, Host.data(),
                              Width * sizeof(float), Width * sizeof(float),
                              Height, cudaMemcpyHostToDevice, 0),
            cudaSuccess);
  EXPECT_EQ(cudaFree(Image), cudaSuccess);
}

TEST_F(CpuApiMemory, SymbolsCopyWithOffsetsAndChecks) {
  int Values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  ASSERT_EQ(cudaMemcpyToSymbol(DeviceTable, Values, sizeof(Values)),
            cudaSuccess);
  int Two[2] = {70, 80};
  ASSERT_EQ(cudaMemcpyToSymbol(DeviceTable, Two, sizeof(Two), 6 * sizeof(int),
                               cudaMemcpyHostToDevice),
            cudaSuccess);
  int Back[8] = {};
  ASSERT_EQ(cudaMemcpyFromSymbol(Back, DeviceTable, sizeof(Back)),
            cudaSuccess);
  EXPECT_EQ(Back[0], 1);
  EXPECT_EQ(Back[5], 6);
  EXPECT_EQ(Back[6], 70);
  EXPECT_EQ(Back[7], 80);
  int Last = 0;
  ASSERT_EQ(cudaMemcpyFromSymbol(&Last, DeviceTable, sizeof(int),
                                 7 * sizeof(int)),
            cudaSuccess);
  EXPECT_EQ(Last, 80);
  // Past the end of the variable, and a direction that names the host.
  EXPECT_EQ(cudaMemcpyToSymbol(DeviceTable, Two, sizeof(Two), 7 * sizeof(int)),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpyToSymbol(DeviceTable, Two, sizeof(Two), 0,
                               cudaMemcpyDeviceToHost),
            cudaErrorInvalidMemcpyDirection);

  float Taps[4] = {0.25f, 0.5f, 0.75f, 1.0f};
  ASSERT_EQ(cudaMemcpyToSymbolAsync(ConstantTaps, Taps, sizeof(Taps), 0,
                                    cudaMemcpyHostToDevice, 0),
            cudaSuccess);
  EXPECT_EQ(ConstantTaps[2], 0.75f);

  // The symbol's address is device memory.
  void *Address = nullptr;
  ASSERT_EQ(cudaGetSymbolAddress(&Address, DeviceTable), cudaSuccess);
  EXPECT_EQ(Address, static_cast<void *>(DeviceTable));
  ASSERT_EQ(cudaMemcpy(Back, Address, sizeof(Back), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Back[7], 80);
  size_t Size = 0;
  ASSERT_EQ(cudaGetSymbolSize(&Size, DeviceTable), cudaSuccess);
  EXPECT_EQ(Size, sizeof(DeviceTable));
}

} // namespace
