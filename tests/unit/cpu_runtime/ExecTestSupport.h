//===- ExecTestSupport.h - helpers of the execution core's tests ----------===//
//
// Kernels in these tests are written the way hipify's preparation step
// emits them: plain functions that read threadIdx & co., launched through
// hipify_cpu::launch with a forwarding lambda.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_TESTS_EXEC_TEST_SUPPORT_H
#define HIPIFY_CPU_TESTS_EXEC_TEST_SUPPORT_H

#include "hipify_cpu/exec.h"
#include <cstdint>

namespace exec_test {

inline constexpr uint64_t kFull32 = 0xffffffffull;

/// Sets the program's default warp size for one test, and restores 32.
class WarpSizeScope {
public:
  explicit WarpSizeScope(int Lanes) { hipify_cpu::set_default_warp_size(Lanes); }
  ~WarpSizeScope() { hipify_cpu::set_default_warp_size(32); }
};

} // namespace exec_test

#endif
