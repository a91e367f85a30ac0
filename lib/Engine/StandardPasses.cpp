//===- StandardPasses.cpp -------------------------------------------------===//
#include "Engine/StandardPasses.h"
#include "Check/CudaArchOnlyCheck.h"
#include "Check/LibraryUnavailableCheck.h"
#include "Check/MissingMemberCheck.h"
#include "Check/PortabilityChecks.h"
#include "Check/WarpFixes.h"
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
      makePass<NameRewriter>,
      makePass<KernelLaunchRewriter>,
      makePass<RegisterKeywordRewriter>,
      makePass<UserOverloadRenamer>,
      makePass<OverloadConversionWriter>,
      makePass<HostOverloadWriter>,
      makePass<CoordinateArgumentWriter>,
      makePass<HandleIntegerWriter>,
      makePass<VectorOperatorRemover>,
      makePass<EmptyBraceAssigner>,
      makePass<Dim3ConversionWriter>,
      makePass<Half2MemberRewriter>,
      makePass<StructFieldOrderRewriter>,
      makePass<SolveBufferWriter>,
      makePass<InlinePtxRewriter>,
      makePass<PreprocessorPass>,
      // After the #include hip_runtime.h its definitions need, which may be
      // inserted where they go (the edits are then one, in pass order).
      makePass<FallbackDefiner>,
      // After the passes whose edits the place of its definitions avoids.
      makePass<MacroFallbackDefiner>,
      // Why a use was left unchanged: port reports these as well.
      makePass<CudaArchOnlyCheck>,
      makePass<MissingMemberCheck>,
      makePass<LibraryUnavailableCheck>,
  };
  if (Options.WarpFixes)
    Passes.push_back(makePass<WarpFixes>);
  if (Options.RunPortabilityChecks)
    Passes.push_back(makePass<PortabilityChecks>);
  return Passes;
}

} // namespace hipify
