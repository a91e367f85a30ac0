//===- InlinePtxLowering.h - inline PTX for the CPU runner ----*- C++ -*-===//
//
// A CUDA program's inline PTX cannot run on the host. The CPU runner's
// preparation step replaces each asm statement in device code with calls of
// runtime/cpu's host semantics of PTX (hipify_cpu/ptx.h):
//
//   asm("bfe.u32 %0, %1, 8, 4;" : "=r"(f) : "r"(w));
//   =>
//   { ::hipify_cpu::ptx::reg hipify_r0, hipify_r1 = ...to_register<uint32_t>(w);
//     ::hipify_cpu::ptx::op<"bfe.u32">(hipify_r0, hipify_r1, 8, 4);
//     ::hipify_cpu::ptx::from_register<uint32_t>(f, hipify_r0); }
//
// so that the original runs and can be compared with its HIP port, whose
// translation of the same statement runs through the runner's HIP device
// functions. The operands are registers of their constraints' sizes, read
// before any instruction runs and written back at the end, as an asm
// statement's are. The instructions the runner knows are those of
// mappings/ptx.yaml (tests/ptx checks that hipify_cpu/ptx.h has each);
// others are reported (hipify-cpu-lowering) and the program is not built.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_INLINEPTXLOWERING_H
#define HIPIFY_CPURUNNER_INLINEPTXLOWERING_H

#include "Translate/MatcherPass.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class GCCAsmStmt;
}

namespace hipify {

class InlinePtxLowering : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  bool IncludeAdded = false;
};

/// What the lowering puts first in a source whose asm it lowered: the
/// runner's PTX semantics, which need C++20 (instructions and registers are
/// named by string template arguments).
inline constexpr llvm::StringLiteral InlinePtxPrelude =
    "#include \"hipify_cpu/ptx_machine.h\"\n#line 1\n";

/// Whether a prepared source holds lowered inline PTX.
inline bool hasLoweredInlinePtx(llvm::StringRef PreparedText) {
  return PreparedText.contains(InlinePtxPrelude);
}

/// Whether an asm statement holds PTX that waits for other GPU threads
/// (shuffles, votes, barriers): SyncAnalysis then runs its kernel as fibers.
bool inlinePtxMaySynchronise(const clang::GCCAsmStmt &Asm);

} // namespace hipify

#endif
