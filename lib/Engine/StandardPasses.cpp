//===- StandardPasses.cpp -------------------------------------------------===//
#include "Engine/StandardPasses.h"
#include "Check/CudaArchOnlyCheck.h"
#include "Check/LibraryUnavailableCheck.h"
#include "Check/MissingMemberCheck.h"
#include "Check/PortabilityChecks.h"
#include "WarpFix/WarpFixes.h"
#include "CpuRunner/CpuLowering.h"
#include "Translate/CoordinateArgumentWriter.h"
#include "Translate/Dim3ConversionWriter.h"
#include "Translate/SolveBufferWriter.h"
#include "Translate/StructFieldOrderRewriter.h"
#include "Translate/EmptyBraceAssigner.h"
#include "Translate/FallbackDefiner.h"
#include "Translate/Half2MemberRewriter.h"
#include "Translate/HandleIntegerWriter.h"
#include "Translate/HostOverloadWriter.h"
#include "Translate/InlinePtxRewriter.h"
#include "Translate/KernelLaunchRewriter.h"
#include "Translate/MacroFallbackDefiner.h"
#include "Translate/NameRewriter.h"
#include "Translate/OverloadConversionWriter.h"
#include "Translate/PreprocessorRewriter.h"
#include "Translate/RegisterKeywordRewriter.h"
#include "Translate/UserOverloadRenamer.h"
#include "Translate/VectorOperatorRemover.h"

namespace hipify {

std::vector<PassFactory> standardPasses(const TranslateOptions &Options) {
  if (Options.PrepareForCpu)
    return cpuLoweringPasses();
  std::vector<PassFactory> Passes = {
      makePass<NameRewriter>("names"),
      makePass<KernelLaunchRewriter>("kernel-launches"),
      makePass<RegisterKeywordRewriter>("register-keyword"),
      makePass<UserOverloadRenamer>("user-overloads"),
      makePass<OverloadConversionWriter>("overload-conversions"),
      makePass<HostOverloadWriter>("host-overloads"),
      makePass<CoordinateArgumentWriter>("coordinate-arguments"),
      makePass<HandleIntegerWriter>("handle-integers"),
      makePass<VectorOperatorRemover>("vector-operators"),
      makePass<EmptyBraceAssigner>("empty-brace-assignments"),
      makePass<Dim3ConversionWriter>("dim3-conversions"),
      makePass<Half2MemberRewriter>("half2-members"),
      makePass<StructFieldOrderRewriter>("struct-field-order"),
      makePass<SolveBufferWriter>("solve-buffers"),
      makePass<InlinePtxRewriter>("inline-ptx"),
      makePass<PreprocessorPass>("preprocessor"),
      // After the #include hip_runtime.h its definitions need, which may be
      // inserted where they go (the edits are then one, in pass order).
      makePass<FallbackDefiner>("fallback-definitions"),
      // After the passes whose edits the place of its definitions avoids.
      makePass<MacroFallbackDefiner>("macro-fallback-definitions"),
      // Why a use was left unchanged: port reports these as well.
      makePass<CudaArchOnlyCheck>("cuda-arch-only"),
      makePass<MissingMemberCheck>("missing-members"),
      makePass<LibraryUnavailableCheck>("library-unavailable"),
  };
  if (Options.WarpFixes)
    Passes.push_back(makePass<WarpFixes>("warp-fixes"));
  if (Options.RunPortabilityChecks)
    Passes.push_back(makePass<PortabilityChecks>("portability-checks"));
  return Passes;
}

std::string howToAvoidPass(llvm::StringRef PassName) {
  // The options that add passes above, and the front end without the
  // portability rules.
  if (PassName == "warp-fixes")
    return "--no-warp-fixes ports the file without the warp-width fixes "
           "(warp code is then left as written)";
  if (PassName == "portability-checks")
    return "'hipify port' translates the file without the portability "
           "rules";
  return "";
}

} // namespace hipify
