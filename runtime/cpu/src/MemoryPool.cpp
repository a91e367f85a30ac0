//===- MemoryPool.cpp - memory pools and stream-ordered allocation --------===//
//
// A pool hands out device allocations (api_malloc) and counts them; it
// records the attributes the program sets (runtime_api.h says which are
// simulated: none but the used and reserved figures).
//
//===----------------------------------------------------------------------===//
#include "MemoryPool.h"
#include "ExecSettings.h"
#include "hipify_cpu/runtime_api.h"
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

namespace hipify_cpu {

struct RuntimeMemPool {
  int Device = 0;
  int ReuseFollowEventDependencies = 1;
  int ReuseAllowOpportunistic = 1;
  int ReuseAllowInternalDependencies = 1;
  uint64_t ReleaseThreshold = 0;
  uint64_t Used = 0, UsedHigh = 0;
};

namespace {
Error fail(Error E) {
  set_last_error(E);
  return E;
}

std::mutex Lock;
/// Pools the program made (the default pools are not in it).
std::set<const RuntimeMemPool *> &created_pools() {
  static std::set<const RuntimeMemPool *> Pools;
  return Pools;
}
/// What each live pool allocation came from, and its size.
std::map<const void *, std::pair<RuntimeMemPool *, size_t>> &allocations() {
  static std::map<const void *, std::pair<RuntimeMemPool *, size_t>> Table;
  return Table;
}
/// Per device: the default pool, and the one cudaMallocAsync uses.
struct DevicePools {
  RuntimeMemPool Default;
  RuntimeMemPool *Current = nullptr;
};
DevicePools &device_pools(int Device) {
  static std::unique_ptr<DevicePools[]> Table = [] {
    std::unique_ptr<DevicePools[]> Made(new DevicePools[exec::deviceCount()]);
    for (int D = 0; D < exec::deviceCount(); ++D) {
      Made[D].Default.Device = D;
      Made[D].Current = &Made[D].Default;
    }
    return Made;
  }();
  return Table[Device];
}

/// A pool of this runtime: a default one or one the program made and has
/// not destroyed (called with Lock held).
bool is_pool(const RuntimeMemPool *Pool) {
  if (!Pool)
    return false;
  if (created_pools().count(Pool))
    return true;
  for (int D = 0; D < exec::deviceCount(); ++D)
    if (Pool == &device_pools(D).Default)
      return true;
  return false;
}
} // namespace

namespace pools {
void forget_allocation(const void *Pointer) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = allocations().find(Pointer);
  if (It == allocations().end())
    return;
  It->second.first->Used -= It->second.second;
  allocations().erase(It);
}
} // namespace pools

Error api_mem_pool_create(RuntimeMemPool **Pool, int Device) {
  if (!Pool)
    return fail(Error::InvalidValue);
  if (api_check_device(Device) != Error::Success)
    return fail(Error::InvalidValue);
  auto *Made = new RuntimeMemPool;
  Made->Device = Device;
  std::lock_guard<std::mutex> Guard(Lock);
  created_pools().insert(Made);
  *Pool = Made;
  return Error::Success;
}

Error api_mem_pool_destroy(RuntimeMemPool *Pool) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!created_pools().erase(Pool))
    return fail(Error::InvalidValue);
  // Allocations still live stay valid (CUDA frees them with the pool once
  // they are freed); they no longer belong to a pool.
  for (auto It = allocations().begin(); It != allocations().end();)
    It = It->second.first == Pool ? allocations().erase(It) : std::next(It);
  DevicePools &Pools = device_pools(Pool->Device);
  if (Pools.Current == Pool)
    Pools.Current = &Pools.Default;
  delete Pool;
  return Error::Success;
}

namespace {
/// The default pool of Device, or its current one.
Error device_pool(RuntimeMemPool **Pool, int Device, bool Default) {
  if (!Pool)
    return fail(Error::InvalidValue);
  Error E = api_check_device(Device);
  if (E != Error::Success)
    return E;
  std::lock_guard<std::mutex> Guard(Lock);
  DevicePools &Pools = device_pools(Device);
  *Pool = Default ? &Pools.Default : Pools.Current;
  return Error::Success;
}
} // namespace

Error api_default_mem_pool(RuntimeMemPool **Pool, int Device) {
  return device_pool(Pool, Device, true);
}

Error api_current_mem_pool(RuntimeMemPool **Pool, int Device) {
  return device_pool(Pool, Device, false);
}

Error api_set_current_mem_pool(int Device, RuntimeMemPool *Pool) {
  Error E = api_check_device(Device);
  if (E != Error::Success)
    return E;
  std::lock_guard<std::mutex> Guard(Lock);
  if (!is_pool(Pool) || Pool->Device != Device)
    return fail(Error::InvalidValue);
  device_pools(Device).Current = Pool;
  return Error::Success;
}

Error api_mem_pool_set_attribute(RuntimeMemPool *Pool, PoolAttribute Attr,
                                 const void *Value) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!is_pool(Pool) || !Value)
    return fail(Error::InvalidValue);
  int Flag;
  uint64_t Size;
  std::memcpy(&Flag, Value, sizeof Flag);
  std::memcpy(&Size, Value, sizeof Size);
  switch (Attr) {
  case PoolAttribute::ReuseFollowEventDependencies:
    Pool->ReuseFollowEventDependencies = Flag;
    return Error::Success;
  case PoolAttribute::ReuseAllowOpportunistic:
    Pool->ReuseAllowOpportunistic = Flag;
    return Error::Success;
  case PoolAttribute::ReuseAllowInternalDependencies:
    Pool->ReuseAllowInternalDependencies = Flag;
    return Error::Success;
  case PoolAttribute::ReleaseThreshold:
    Pool->ReleaseThreshold = Size;
    return Error::Success;
  case PoolAttribute::ReservedMemHigh:
  case PoolAttribute::UsedMemHigh:
    // Only resetting the high mark is allowed.
    if (Size != 0)
      return fail(Error::InvalidValue);
    Pool->UsedHigh = Pool->Used;
    return Error::Success;
  case PoolAttribute::ReservedMemCurrent:
  case PoolAttribute::UsedMemCurrent:
    break;
  }
  return fail(Error::InvalidValue);
}

Error api_mem_pool_get_attribute(RuntimeMemPool *Pool, PoolAttribute Attr,
                                 void *Value) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!is_pool(Pool) || !Value)
    return fail(Error::InvalidValue);
  auto Flag = [&](int V) { std::memcpy(Value, &V, sizeof V); };
  auto Size = [&](uint64_t V) { std::memcpy(Value, &V, sizeof V); };
  switch (Attr) {
  case PoolAttribute::ReuseFollowEventDependencies:
    Flag(Pool->ReuseFollowEventDependencies);
    return Error::Success;
  case PoolAttribute::ReuseAllowOpportunistic:
    Flag(Pool->ReuseAllowOpportunistic);
    return Error::Success;
  case PoolAttribute::ReuseAllowInternalDependencies:
    Flag(Pool->ReuseAllowInternalDependencies);
    return Error::Success;
  case PoolAttribute::ReleaseThreshold:
    Size(Pool->ReleaseThreshold);
    return Error::Success;
  // The pool reserves what it hands out, no more.
  case PoolAttribute::ReservedMemCurrent:
  case PoolAttribute::UsedMemCurrent:
    Size(Pool->Used);
    return Error::Success;
  case PoolAttribute::ReservedMemHigh:
  case PoolAttribute::UsedMemHigh:
    Size(Pool->UsedHigh);
    return Error::Success;
  }
  return fail(Error::InvalidValue);
}

Error api_mem_pool_trim(RuntimeMemPool *Pool, size_t) {
  std::lock_guard<std::mutex> Guard(Lock);
  return is_pool(Pool) ? Error::Success : fail(Error::InvalidValue);
}

Error api_malloc_async(void **Pointer, size_t Bytes, RuntimeMemPool *Pool,
                       RuntimeStream *Stream) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  if (!Pool) {
    int Device = 0;
    api_get_device(&Device);
    E = api_current_mem_pool(&Pool, Device);
    if (E != Error::Success)
      return E;
  }
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!is_pool(Pool))
      return fail(Error::InvalidValue);
  }
  // Made now, also during a capture: the address is the graph's.
  E = api_malloc(Pointer, Bytes, MemoryKind::Device);
  if (E != Error::Success || !*Pointer)
    return E;
  std::lock_guard<std::mutex> Guard(Lock);
  allocations()[*Pointer] = {Pool, Bytes};
  Pool->Used += Bytes;
  if (Pool->Used > Pool->UsedHigh)
    Pool->UsedHigh = Pool->Used;
  return Error::Success;
}

Error api_free_async(void *Pointer, RuntimeStream *Stream) {
  return enqueue(Stream, [Pointer] {
    return api_free(Pointer, MemoryKind::Device);
  });
}

} // namespace hipify_cpu
