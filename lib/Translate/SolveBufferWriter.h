//===- SolveBufferWriter.h - give a sparse solve its analysis' buffer -----===//
//
// cuSPARSE's SpSM/SpSV solves find the buffer of their analysis through the
// descriptor; hipSPARSE's take it again as an argument (SpSM in every HIP
// release, SpSV before 6.0: mappings/facts/solve-buffers.yaml), so a port
// that only renames fails to compile. This pass appends, to each solve
// call, the buffer argument of the analysis call with the same descriptor:
// in the same function when there is one, else the one of the file.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_SOLVEBUFFERWRITER_H
#define HIPIFY_TRANSLATE_SOLVEBUFFERWRITER_H

#include "Translate/MatcherPass.h"
#include <string>
#include <vector>

namespace hipify {

struct SolveBuffer;

class SolveBufferWriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finishTranslationUnit() override;

private:
  /// An analysis call: the descriptor's text and the buffer's.
  struct Analysis {
    const SolveBuffer *Facts;
    const clang::Decl *Function; ///< The enclosing function, or null.
    std::string Descriptor;
    std::string Buffer;
    unsigned Line;
  };
  /// A solve call written with CUDA's arguments.
  struct Solve {
    const SolveBuffer *Facts;
    const clang::Decl *Function;
    std::string Descriptor;
    FileRange End; ///< Just after its last argument.
  };
  std::vector<Analysis> Analyses;
  std::vector<Solve> Solves;
};

} // namespace hipify

#endif
