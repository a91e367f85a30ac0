//===- Device.cpp - the runner's devices ----------------------------------===//
//
// One device, or HIPIFY_CPU_DEVICES of them for multi-GPU programs. Devices
// differ only by number: they share the host's memory (a pointer from one
// is valid on all, so every device is every other's peer) and the workers
// that run blocks. The current device is per host thread, as in CUDA.
//
//===----------------------------------------------------------------------===//
#include "ExecSettings.h"
#include "hipify_cpu/exec.h"
#include "hipify_cpu/runtime_api.h"
#include <cstring>
#include <thread>
#include <unistd.h>

namespace hipify_cpu {

namespace {
Error fail(Error E) {
  set_last_error(E);
  return E;
}
} // namespace

DeviceLimits device_limits(int Major, int Minor) {
  DeviceLimits L{};
  std::strncpy(L.Name, "hipify CPU runner", sizeof(L.Name) - 1);
  long Pages = sysconf(_SC_PHYS_PAGES), PageSize = sysconf(_SC_PAGESIZE);
  L.TotalGlobalMem = static_cast<size_t>(Pages) * static_cast<size_t>(PageSize);
  L.SharedMemPerBlock = 65536;
  L.SharedMemPerMultiprocessor = 65536;
  L.TotalConstMem = 65536;
  L.RegistersPerBlock = 65536;
  L.RegistersPerMultiprocessor = 65536;
  L.WarpSize = warp_size();
  L.MaxThreadsPerBlock = 1024;
  L.MaxBlockDim[0] = 1024;
  L.MaxBlockDim[1] = 1024;
  L.MaxBlockDim[2] = 64;
  L.MaxGridDim[0] = 2147483647;
  L.MaxGridDim[1] = 65535;
  L.MaxGridDim[2] = 65535;
  L.ClockRateKHz = 1000000;
  L.MemoryClockRateKHz = 1000000;
  L.MemoryBusWidth = 64;
  L.L2CacheSize = 4 << 20;
  unsigned Threads = std::thread::hardware_concurrency();
  L.MultiProcessorCount = Threads ? static_cast<int>(Threads) : 1;
  L.MaxThreadsPerMultiProcessor = 2048;
  L.MaxBlocksPerMultiProcessor = 32;
  L.Major = Major;
  L.Minor = Minor;
  return L;
}

int max_active_blocks(int BlockSize, size_t SharedBytes) {
  if (BlockSize <= 0)
    return 0;
  int ByThreads = 2048 / BlockSize;
  int ByShared = SharedBytes ? static_cast<int>(65536 / SharedBytes) : 32;
  int Blocks = ByThreads < ByShared ? ByThreads : ByShared;
  return Blocks < 32 ? Blocks : 32;
}

Error api_device_synchronize() { return Error::Success; }

Error api_device_reset() { return Error::Success; }

namespace {
thread_local int CurrentDevice = 0;
} // namespace

Error api_get_device_count(int *Count) {
  if (!Count)
    return fail(Error::InvalidValue);
  *Count = exec::deviceCount();
  return Error::Success;
}

Error api_check_device(int Device) {
  return Device >= 0 && Device < exec::deviceCount()
             ? Error::Success
             : fail(Error::InvalidDevice);
}

Error api_set_device(int Device) {
  Error E = api_check_device(Device);
  if (E == Error::Success)
    CurrentDevice = Device;
  return E;
}

Error api_peer_access(int Peer) {
  // A device is not its own peer (CUDA says invalid device too).
  if (Peer == CurrentDevice)
    return fail(Error::InvalidDevice);
  return api_check_device(Peer);
}

Error api_can_access_peer(int *Can, int Device, int Peer) {
  if (!Can)
    return fail(Error::InvalidValue);
  if (api_check_device(Device) != Error::Success ||
      api_check_device(Peer) != Error::Success)
    return Error::InvalidDevice;
  *Can = Device != Peer;
  return Error::Success;
}

Error api_memcpy_peer(void *Destination, int DestinationDevice,
                      const void *Source, int SourceDevice, size_t Bytes) {
  if (api_check_device(DestinationDevice) != Error::Success ||
      api_check_device(SourceDevice) != Error::Success)
    return Error::InvalidDevice;
  return api_memcpy(Destination, Source, Bytes, CopyKind::Default);
}

Error api_get_device(int *Device) {
  if (!Device)
    return fail(Error::InvalidValue);
  *Device = CurrentDevice;
  return Error::Success;
}

Error api_device_attribute(int *Value, int Attribute, int Device, int Major,
                           int Minor) {
  if (!Value)
    return fail(Error::InvalidValue);
  Error E = api_check_device(Device);
  if (E != Error::Success)
    return E;
  DeviceLimits L = device_limits(Major, Minor);
  switch (Attribute) {
#define HIPIFY_CPU_DEVICE_ATTRIBUTE(CUDA_NAME, HIP_NAME, VALUE, EXPR)          \
  case VALUE:                                                                  \
    *Value = EXPR;                                                             \
    return Error::Success;
#include "hipify_cpu/device_attributes.def"
#undef HIPIFY_CPU_DEVICE_ATTRIBUTE
  }
  return fail(Error::InvalidValue);
}

} // namespace hipify_cpu
