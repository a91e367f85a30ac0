//===- RuleCatalog.cpp ----------------------------------------------------===//
#include "Core/RuleCatalog.h"
#include "Core/Finding.h"

namespace hipify {

static const RuleInfo Catalog[] = {
    {rules::ApiRename, "CUDA name renamed to its HIP counterpart",
     "A CUDA function, type, enum constant or macro was renamed to its HIP "
     "counterpart from the mapping tables."},
    {rules::ArgumentRewrite, "Arguments rewritten for the HIP function",
     "The HIP function takes different arguments; the row's argument "
     "template rebuilt them, or could not and says why."},
    {rules::TokenFallback, "Name translated in code the parser did not see",
     "A CUDA name in an inactive preprocessor branch, an unused macro body or "
     "code with errors was renamed token by token."},
    {rules::UnsupportedApi, "CUDA API with no HIP equivalent",
     "The CUDA API has no HIP equivalent, or no mapping row; it is left as "
     "written and must be ported by hand."},
    {rules::DeprecatedApi, "Deprecated or removed CUDA API",
     "The CUDA API is deprecated or removed from CUDA; it is translated where "
     "the tables know how."},
    {rules::NewerThanTarget, "HIP API newer than the target HIP",
     "The HIP counterpart needs a newer HIP than the target "
     "(--hip-version, or the installed HIP)."},
    {rules::WarpMaskDropped, "Warp mask dropped for a HIP without _sync",
     "The target HIP has no *_sync warp functions: the mask-less form is "
     "used and the mask argument dropped."},
    {rules::OlderEquivalent, "Older HIP equivalent used",
     "The HIP counterpart is newer than the target; an older HIP API with the "
     "same effect was used."},
    {rules::Include, "CUDA #include rewritten or unknown",
     "A CUDA header include was rewritten to its HIP header, removed, or is "
     "unknown to the tables."},
    {rules::Launch, "Kernel launch",
     "A <<<>>> kernel launch was kept, rewritten to hipLaunchKernelGGL, or "
     "could not be rewritten."},
    {rules::MacroUnrewritable, "CUDA name formed inside a macro expansion",
     "A CUDA name is formed by token pasting or otherwise only exists inside "
     "a macro expansion, where it cannot be edited."},
    {rules::EditConflict, "Conflicting edits",
     "Two edits for the same text disagree; the first was kept."},
    {rules::ParseError, "The input could not be parsed",
     "clang reported an error; what could be parsed was translated."},
    {rules::RegisterKeyword, "'register' storage class removed",
     "C++17 has no 'register' storage class and hip-clang rejects it; nvcc "
     "accepts it. The keyword is removed: it never changed what the code "
     "computes."},
    {rules::InlinePtx, "Inline PTX assembly in device code",
     "asm statements in device code are PTX, which AMD GPUs do not execute."},
    {rules::WarpSizeAssumption, "Code assumes 32-lane warps",
     "Thread-index arithmetic with 32, 31 or 5, full 32-bit lane masks, "
     "32-bit vote masks and per-warp arrays sized by 32 assume 32-lane warps; "
     "AMD wavefronts have 64 lanes."},
    {rules::WarpSynchronous, "Implicitly warp-synchronous code",
     "Stores through volatile shared memory without a barrier rely on the "
     "lanes of a warp running in lock step."},
    {rules::TextureReference, "Texture or surface reference",
     "Texture and surface references were removed in CUDA 12 and are "
     "deprecated in HIP; use texture objects."},
    {rules::CudaArchOnly, "__CUDA_ARCH__ used for its value",
     "Code selected by the value of __CUDA_ARCH__ has no HIP path: HIP has no "
     "architecture number in the preprocessor."},
    {rules::LibraryUnavailable, "CUDA library without an AMD counterpart",
     "The code uses a CUDA library (NPP, nvJPEG, NVML, ...) for which no "
     "HIP or ROCm library exists."},
    {rules::CpuLowering, "Source lowered for the CPU runner",
     "The CPU runner's preparation step rewrote a kernel launch, dynamic "
     "shared memory or warp-synchronous code into plain C++, or could not.",
     /*AboutSources=*/false},
    {rules::BuildScript, "Build script migrated to HIP",
     "A CMake or Make line was rewritten for HIP (language, packages, "
     "targets, compiler and flags), or needs a decision by hand."},
};

llvm::ArrayRef<RuleInfo> ruleCatalog() { return Catalog; }

const RuleInfo *findRule(llvm::StringRef Id) {
  for (const RuleInfo &Rule : Catalog)
    if (Rule.Id == Id)
      return &Rule;
  return nullptr;
}

} // namespace hipify
