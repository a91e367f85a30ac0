//===- ExecSettings.cpp - environment of a prepared program ---------------===//
#include "ExecSettings.h"
#include "hipify_cpu/exec.h"
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string_view>
#include <thread>
#include <unistd.h>

namespace hipify_cpu::exec {

namespace {
/// A positive integer from the environment, Default when unset; a malformed
/// value is an error rather than a silent default, since it changes results.
uint64_t positiveSetting(const char *Name, uint64_t Default) {
  const char *Text = std::getenv(Name);
  if (!Text || !*Text)
    return Default;
  char *End = nullptr;
  errno = 0;
  unsigned long long Value = std::strtoull(Text, &End, 10);
  if (errno || *End || Value == 0 || Text[0] == '-')
    fail(2, "%s must be a positive integer, not '%s'", Name, Text);
  return Value;
}

std::atomic<int> DefaultWarpSize{0};

int warpSizeFromEnvironment() {
  const char *Text = std::getenv("HIPIFY_CPU_WARP_SIZE");
  if (!Text || !*Text)
    return 0;
  std::string_view Value(Text);
  if (Value == "32")
    return 32;
  if (Value == "64")
    return 64;
  fail(2, "HIPIFY_CPU_WARP_SIZE must be 32 or 64, not '%s'", Text);
}
} // namespace

unsigned workerCount() {
  static const unsigned Count = [] {
    unsigned Cores = std::thread::hardware_concurrency();
    return unsigned(positiveSetting("HIPIFY_CPU_THREADS", Cores ? Cores : 1));
  }();
  return Count;
}

size_t fiberStackBytes() {
  // Below 16 KiB even the runtime's own frames (and the cache-colouring
  // offset of up to 4 KiB) would not fit.
  static const size_t Bytes = std::max<size_t>(
      16 * 1024, size_t(positiveSetting("HIPIFY_CPU_STACK", 256 * 1024)));
  return Bytes;
}

double launchTimeoutSeconds() {
  return double(positiveSetting("HIPIFY_CPU_TIMEOUT", 120));
}

const char *traceDirectory() {
  const char *Dir = std::getenv("HIPIFY_CPU_TRACE");
  return Dir && *Dir ? Dir : nullptr;
}

uint64_t traceLimitBytes() {
  const char *Text = std::getenv("HIPIFY_CPU_TRACE_LIMIT");
  // Zero is a meaningful limit here (hashes only), so parse it apart.
  if (Text && std::string_view(Text) == "0")
    return 0;
  return positiveSetting("HIPIFY_CPU_TRACE_LIMIT", uint64_t(512) << 20);
}

uint64_t traceBudgetBytes() {
  return positiveSetting("HIPIFY_CPU_TRACE_BUDGET", uint64_t(8) << 30);
}

int deviceCount() {
  static const int Count = [] {
    uint64_t N = positiveSetting("HIPIFY_CPU_DEVICES", 1);
    if (N > 64)
      fail(2, "HIPIFY_CPU_DEVICES must be 1 to 64, not %llu",
           static_cast<unsigned long long>(N));
    return int(N);
  }();
  return Count;
}

BlockOrder blockOrder() {
  const char *Text = std::getenv("HIPIFY_CPU_SCHEDULE");
  if (!Text || !*Text)
    return BlockOrder::Ascending;
  std::string_view Value(Text);
  if (Value == "forward")
    return BlockOrder::Ascending;
  if (Value == "reverse")
    return BlockOrder::Descending;
  fail(2, "HIPIFY_CPU_SCHEDULE must be 'forward' or 'reverse', not '%s'",
       Text);
}

void fail(int Status, const char *Format, ...) {
  // Held until the process ends: a second failing worker waits here.
  static std::mutex OnlyOne;
  OnlyOne.lock();
  std::fflush(stdout);
  std::fputs("hipify-cpu: ", stderr);
  va_list Args;
  va_start(Args, Format);
  std::vfprintf(stderr, Format, Args);
  va_end(Args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  _exit(Status);
}

} // namespace hipify_cpu::exec

namespace hipify_cpu {

int detail::warp_size_outside_launches() {
  static const int FromEnvironment = exec::warpSizeFromEnvironment();
  if (FromEnvironment)
    return FromEnvironment;
  int Default = exec::DefaultWarpSize.load(std::memory_order_relaxed);
  return Default ? Default : 32;
}

void set_default_warp_size(int Lanes) {
  if (Lanes != 32 && Lanes != 64)
    exec::fail(2, "the default warp size must be 32 or 64, not %d", Lanes);
  exec::DefaultWarpSize.store(Lanes, std::memory_order_relaxed);
}

} // namespace hipify_cpu
