//===- ParseSupport.cpp ---------------------------------------------------===//
#include "Translate/ParseSupport.h"
#include "llvm/Support/MemoryBuffer.h"

namespace hipify {

/// A directory no installation has, so nothing on disk can shadow it. A
/// precompiled prelude records the header by name and size: give it a new
/// name when its text changes.
static constexpr llvm::StringLiteral SupportDir = "/hipify-parse-support";
static constexpr llvm::StringLiteral NvccHeader =
    "/hipify-parse-support/hipify_nvcc_compat_3.h";

/// What nvcc gives every CUDA file and clang's CUDA headers do not:
/// - the C and C++ headers nvcc's cuda_runtime.h includes (crt/
///   common_functions.h: stdio.h, time.h, assert.h, new; cuda_runtime.h:
///   functional, utility), so that a program calling printf without
///   including stdio.h parses as it compiles with nvcc;
/// - CUDA's integer and floating-point min/max overloads for host code:
///   nvcc declares them __host__ __device__ (crt/math_functions.hpp), clang's
///   headers __device__ only, so host code calling min(a, b), as real CUDA
///   programs do, would not parse. Declarations are enough: hipify parses,
///   it never compiles. HIP declares the same overloads for host code, so
///   the port keeps the calls as they are;
/// - the cache-hint stores (__stcs, ...) and loads (__ldcv, __ldlu) for the
///   scalar types: CUDA declares them in sm_32_intrinsics.h, which clang's
///   headers do not include; the port defines them
///   (mappings/facts/port-definitions.yaml);
/// - nvcc's scoped atomic builtins (__nv_atomic_fetch_add(p, v, order
///   [, scope]) ...) and their order and scope constants: CUDA declares the
///   constants in a part of crt/device_functions.h that clang's wrapper
///   headers skip, and the builtins nowhere; the tables map them to the
///   compiler's __atomic builtins.
static constexpr llvm::StringLiteral NvccText = R"(#pragma clang system_header
#include <assert.h>
#include <stdio.h>
#include <time.h>
#ifdef __cplusplus
#include <functional>
#include <new>
#include <utility>
#define HIPIFY_HOST_MINMAX(A, B, R)                                           \
  __attribute__((host)) R min(A, B);                                          \
  __attribute__((host)) R max(A, B);
HIPIFY_HOST_MINMAX(int, int, int)
HIPIFY_HOST_MINMAX(unsigned int, unsigned int, unsigned int)
HIPIFY_HOST_MINMAX(int, unsigned int, unsigned int)
HIPIFY_HOST_MINMAX(unsigned int, int, unsigned int)
HIPIFY_HOST_MINMAX(long, long, long)
HIPIFY_HOST_MINMAX(unsigned long, unsigned long, unsigned long)
HIPIFY_HOST_MINMAX(long, unsigned long, unsigned long)
HIPIFY_HOST_MINMAX(unsigned long, long, unsigned long)
HIPIFY_HOST_MINMAX(long long, long long, long long)
HIPIFY_HOST_MINMAX(unsigned long long, unsigned long long, unsigned long long)
HIPIFY_HOST_MINMAX(long long, unsigned long long, unsigned long long)
HIPIFY_HOST_MINMAX(unsigned long long, long long, unsigned long long)
HIPIFY_HOST_MINMAX(float, float, float)
HIPIFY_HOST_MINMAX(double, double, double)
HIPIFY_HOST_MINMAX(float, double, double)
HIPIFY_HOST_MINMAX(double, float, double)
#undef HIPIFY_HOST_MINMAX
#define HIPIFY_STORE_HINT(NAME)                                               \
  template <class T> __attribute__((device)) void NAME(T *, T);
HIPIFY_STORE_HINT(__stcg)
HIPIFY_STORE_HINT(__stcs)
HIPIFY_STORE_HINT(__stwb)
HIPIFY_STORE_HINT(__stwt)
#undef HIPIFY_STORE_HINT
template <class T> __attribute__((device)) T __ldcv(const T *);
template <class T> __attribute__((device)) T __ldlu(const T *);
__attribute__((host)) unsigned int umin(unsigned int, unsigned int);
__attribute__((host)) unsigned int umax(unsigned int, unsigned int);
__attribute__((host)) long long llmin(long long, long long);
__attribute__((host)) long long llmax(long long, long long);
__attribute__((host)) unsigned long long ullmin(unsigned long long,
                                                unsigned long long);
__attribute__((host)) unsigned long long ullmax(unsigned long long,
                                                unsigned long long);
enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE,
       __NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK,
       __NV_THREAD_SCOPE_CLUSTER, __NV_THREAD_SCOPE_DEVICE,
       __NV_THREAD_SCOPE_SYSTEM };
// The value's type is the pointee's, not deduced: nvcc converts the value.
template <class T> struct __hipify_nv_value { typedef T type; };
#define HIPIFY_NV_V typename __hipify_nv_value<T>::type
#define HIPIFY_NV_ATOMIC(NAME, R, ...)                                        \
  template <class T>                                                          \
  __attribute__((device)) R __nv_atomic_##NAME(__VA_ARGS__, int = 4);
#define HIPIFY_NV_ATOMIC_RMW(OP)                                              \
  HIPIFY_NV_ATOMIC(fetch_##OP, T, T *, HIPIFY_NV_V, int)                      \
  HIPIFY_NV_ATOMIC(OP, void, T *, HIPIFY_NV_V, int)
HIPIFY_NV_ATOMIC_RMW(add)
HIPIFY_NV_ATOMIC_RMW(sub)
HIPIFY_NV_ATOMIC_RMW(and)
HIPIFY_NV_ATOMIC_RMW(or)
HIPIFY_NV_ATOMIC_RMW(xor)
HIPIFY_NV_ATOMIC_RMW(min)
HIPIFY_NV_ATOMIC_RMW(max)
HIPIFY_NV_ATOMIC(load_n, T, T *, int)
HIPIFY_NV_ATOMIC(load, void, T *, T *, int)
HIPIFY_NV_ATOMIC(store_n, void, T *, HIPIFY_NV_V, int)
HIPIFY_NV_ATOMIC(store, void, T *, T *, int)
HIPIFY_NV_ATOMIC(exchange_n, T, T *, HIPIFY_NV_V, int)
HIPIFY_NV_ATOMIC(exchange, void, T *, T *, T *, int)
HIPIFY_NV_ATOMIC(compare_exchange_n, bool, T *, T *, HIPIFY_NV_V, bool, int,
                 int)
HIPIFY_NV_ATOMIC(compare_exchange, bool, T *, T *, T *, bool, int, int)
#undef HIPIFY_NV_ATOMIC_RMW
#undef HIPIFY_NV_ATOMIC
#undef HIPIFY_NV_V
__attribute__((device)) void __nv_atomic_thread_fence(int, int = 4);
#endif
)";

std::vector<std::string> parseSupportFlags() {
  return {"-isystem", SupportDir.str(), "-include", NvccHeader.str()};
}

bool isParseSupportFile(llvm::StringRef Path) {
  return Path.starts_with(SupportDir) &&
         (Path.size() == SupportDir.size() || Path[SupportDir.size()] == '/');
}

namespace {

/// Why a file is not read: its own words, since clang prints the error
/// code's message after the file's name.
class NotRegularCategory : public std::error_category {
public:
  const char *name() const noexcept override { return "hipify-parse"; }
  std::string message(int) const override {
    return "not a regular file (a FIFO, socket or device); hipify reads "
           "only regular files";
  }
};

const std::error_category &notRegularCategory() {
  static NotRegularCategory Category;
  return Category;
}

/// The real file system, where an #include of a FIFO, a socket or a device
/// fails at once: opening a FIFO blocks until someone writes to it, and
/// /dev/zero never ends. Top-level inputs are refused the same way
/// (Support/RegularFile.h).
class RegularFilesOnly : public llvm::vfs::ProxyFileSystem {
public:
  using ProxyFileSystem::ProxyFileSystem;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> Status = status(Path);
    if (Status && !Status->isRegularFile() && !Status->isDirectory())
      return std::error_code(1, notRegularCategory());
    return ProxyFileSystem::openFileForRead(Path);
  }
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> parseFileSystem() {
  llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> FS(
      new llvm::vfs::OverlayFileSystem(
          llvm::makeIntrusiveRefCnt<RegularFilesOnly>(
              llvm::vfs::getRealFileSystem())));
  llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Support(
      new llvm::vfs::InMemoryFileSystem);
  // A fixed time: the precompiled prelude records it and checks it on load.
  Support->addFile(NvccHeader, /*ModificationTime=*/0,
                   llvm::MemoryBuffer::getMemBuffer(NvccText, NvccHeader));
  FS->pushOverlay(Support);
  return FS;
}

} // namespace hipify
