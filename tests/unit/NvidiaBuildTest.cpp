// Builds examples/kernels/saxpy.cu and its port with nvcc, the port through
// HIP's NVIDIA headers. Skipped without nvcc; the programs are run and
// compared only where there is an NVIDIA GPU.
#include "Validate/NvidiaBuild.h"
#include "Engine/StandardPasses.h"
#include "Mapping/MappingTable.h"
#include "Support/Process.h"
#include "Translate/CompileCommand.h"
#include "Translate/Translator.h"
#include "Validate/LineMap.h"
#include "Validate/NvidiaCompatHeader.h"
#include "Validate/OutputComparator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace hipify;

namespace {

constexpr const char *Nvcc = "/usr/local/cuda/bin/nvcc";
constexpr const char *CudaPath = "/usr/local/cuda";

class NvidiaBuildTest : public ::testing::Test {
protected:
  /// Translates saxpy.cu once for all tests.
  static void SetUpTestSuite() {
    if (!llvm::sys::fs::can_execute(Nvcc))
      return;
    llvm::sys::fs::createUniqueDirectory("hipify-nvidia", Dir);
    Original = HIPIFY_SOURCE_DIR "/examples/kernels/saxpy.cu";
    llvm::Expected<MappingTable> Table = MappingTable::loadEmbedded();
    if (!Table) {
      Problem = llvm::toString(Table.takeError());
      return;
    }
    TranslateOptions Options;
    Options.CudaPath = CudaPath;
    ParseSettings Settings;
    Settings.CudaPath = CudaPath;
    Settings.ResourceDir = defaultResourceDir();
    Translator Port(*Table, Options, Settings, standardPasses(Options));
    auto Result = Port.translate(Original, nullptr);
    if (!Result) {
      Problem = llvm::toString(Result.takeError());
      return;
    }
    auto Text = Result->translatedText();
    auto Map = LineMap::fromFindings(Result->OriginalText, Result->MainFile,
                                     Result->Findings);
    if (!Text || !Map) {
      Problem = "edits do not apply";
      llvm::consumeError(Text.takeError());
      llvm::consumeError(Map.takeError());
      return;
    }
    PortText = *Text;
    OriginalText = Result->OriginalText;
    PortMap = std::move(*Map);
  }

  static void TearDownTestSuite() {
    if (!Dir.empty())
      llvm::sys::fs::remove_directories(Dir);
  }

  void SetUp() override {
    if (!llvm::sys::fs::can_execute(Nvcc))
      GTEST_SKIP() << "no nvcc at " << Nvcc;
    ASSERT_TRUE(Problem.empty()) << Problem;
  }

  static std::string path(llvm::StringRef Name) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    return P.str().str();
  }

  static std::string writePort(llvm::StringRef Name, llvm::StringRef Text) {
    std::string P = path(Name);
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }

  NvidiaBuildRequest request(llvm::StringRef Port, llvm::StringRef Out) {
    NvidiaBuildRequest R;
    R.CudaSources = {Original};
    R.HipSources = {Port.str()};
    R.OutputDir = path(Out);
    R.Nvcc = Nvcc;
    R.TimeoutSeconds = 120;
    return R;
  }

  static inline llvm::SmallString<128> Dir;
  static inline std::string Original, OriginalText, PortText, Problem;
  static inline std::optional<LineMap> PortMap;
};

TEST_F(NvidiaBuildTest, BuildsTheOriginalAndThePort) {
  std::string Port = writePort("saxpy.hip", PortText);
  NvidiaBuildResult Built = buildForNvidia(request(Port, "out"));
  EXPECT_TRUE(Built.Original.Compiled) << Built.Original.Command << "\n"
                                       << Built.Original.CompilerOutput;
  EXPECT_TRUE(Built.Port.Compiled) << Built.Port.Command << "\n"
                                   << Built.Port.CompilerOutput;
  ASSERT_TRUE(Built.succeeded());
  EXPECT_TRUE(llvm::sys::fs::can_execute(Built.Original.Executable));
  EXPECT_TRUE(llvm::sys::fs::can_execute(Built.Port.Executable));
  EXPECT_NE(Built.Port.Command.find(
                "-arch=sm_80 -D__HIP_PLATFORM_NVIDIA__ -include "),
            std::string::npos)
      << Built.Port.Command;
}

TEST_F(NvidiaBuildTest, OriginalAndPortPrintAlikeOnTheGpu) {
  std::string Why;
  if (!nvidiaGpuPresent(Why))
    GTEST_SKIP() << Why;
  NvidiaBuildResult Built =
      buildForNvidia(request(writePort("saxpy.hip", PortText), "run"));
  ASSERT_TRUE(Built.succeeded()) << Built.Original.CompilerOutput
                                 << Built.Port.CompilerOutput;
  ProcessRequest RunOriginal, RunPort;
  RunOriginal.Args = {Built.Original.Executable};
  RunPort.Args = {Built.Port.Executable};
  RunOriginal.TimeoutSeconds = RunPort.TimeoutSeconds = 60;
  ProcessResult A = runProcess(RunOriginal), B = runProcess(RunPort);
  ASSERT_TRUE(A.succeeded()) << A.describe() << A.Stderr;
  ASSERT_TRUE(B.succeeded()) << B.describe() << B.Stderr;
  std::optional<Divergence> D = compareOutputs(A.Stdout, B.Stdout, {});
  EXPECT_FALSE(D) << D->Why << ": " << D->Expected << " vs " << D->Actual;
}

TEST_F(NvidiaBuildTest, PortErrorsPointBackToTheOriginal) {
  std::string Broken = PortText;
  size_t At = Broken.find("hipMemcpyHostToDevice");
  ASSERT_NE(At, std::string::npos);
  Broken.insert(At + strlen("hipMemcpyHostToDevice"), "Typo");
  std::string Port = writePort("broken.hip", Broken);
  NvidiaCompileResult Built = buildPortForNvidia(request(Port, "broken"));
  ASSERT_FALSE(Built.Compiled);
  // The planted line, in the port and in the original.
  unsigned PortLine = llvm::StringRef(Broken).take_front(At).count('\n') + 1;
  unsigned CudaLine = PortMap->originalLine(PortLine);
  std::string Rewritten =
      rewriteCompilerOutput(Built.CompilerOutput, Port, Original, *PortMap);
  std::string Expected = Port + "(" + std::to_string(PortLine) +
                         "): error: identifier \"hipMemcpyHostToDeviceTypo\" "
                         "is undefined (from " +
                         Original + ":" + std::to_string(CudaLine) + ")";
  EXPECT_NE(Rewritten.find(Expected), std::string::npos) << Rewritten;
  // saxpy.cu's first host-to-device copy.
  llvm::StringRef Cuda(OriginalText);
  EXPECT_EQ(CudaLine,
            Cuda.take_front(Cuda.find("cudaMemcpyHostToDevice")).count('\n') +
                1);
}

TEST_F(NvidiaBuildTest, AdaptedHipApisBuild) {
  // Calls that go through the adapters: device properties (fields CUDA 13
  // dropped), managed-memory advice by device ordinal, whole-warp votes.
  std::string Port = writePort("adapted.hip", R"(
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void vote(const int *in, unsigned *out) {
  int p = in[threadIdx.x] > 0;
  unsigned mask = __ballot(p);
  if (threadIdx.x == 0)
    out[0] = mask + __any(p) + __all(p);
}
int main() {
  hipDeviceProp_t prop;
  if (hipGetDeviceProperties(&prop, 0) != hipSuccess)
    return 1;
  std::printf("%d\n", prop.clockRate);
  int *in;
  unsigned *out;
  hipMallocManaged(&in, 64 * sizeof(int));
  hipMalloc(&out, sizeof(unsigned));
  hipMemAdvise(in, 64 * sizeof(int), hipMemAdviseSetReadMostly, 0);
  hipLaunchKernelGGL(vote, dim3(1), dim3(64), 0, 0, in, out);
  return hipDeviceSynchronize() != hipSuccess;
}
)");
  NvidiaCompileResult Built = buildPortForNvidia(request(Port, "adapted"));
  EXPECT_TRUE(Built.Compiled) << Built.Command << "\n" << Built.CompilerOutput;
}

TEST(NvidiaBuildRequestTest, MissingCompilerIsReported) {
  llvm::SmallString<128> Out;
  llvm::sys::fs::createUniqueDirectory("hipify-nvidia", Out);
  NvidiaBuildRequest R;
  R.CudaSources = {"saxpy.cu"};
  R.OutputDir = Out.str().str();
  R.Nvcc = "/nonexistent/nvcc";
  NvidiaCompileResult Built = buildOriginalForNvidia(R);
  EXPECT_FALSE(Built.Compiled);
  EXPECT_NE(Built.CompilerOutput.find("cannot run nvcc"), std::string::npos)
      << Built.CompilerOutput;
  llvm::sys::fs::remove_directories(Out);
}

TEST(NvidiaGpuTest, PresenceComesWithAReason) {
  std::string Why;
  bool Present = nvidiaGpuPresent(Why);
  EXPECT_FALSE(Why.empty());
  if (!Present) {
    EXPECT_NE(Why.find("no NVIDIA GPU"), std::string::npos) << Why;
  }
}

TEST(NvidiaCompatHeaderTest, AdaptersAreVersionGuarded) {
  llvm::StringRef Header = hipOnNvidiaCompatHeader();
  EXPECT_TRUE(Header.contains("CUDART_VERSION >= 12000"));
  EXPECT_TRUE(Header.contains("CUDART_VERSION >= 13000"));
}

} // namespace
