//===- VectorOperatorRemover.h - vector operators HIP already has --------===//
//
// CUDA's vector types (float4, int2, ...) are plain structs, so helper
// headers define their arithmetic: `void operator+=(float4 &a, float4 b)`.
// HIP's vector types declare the compound assignments as members, and a call
// `v += w` is then ambiguous between the two. Both add element by element,
// so the port removes the program's own free operator (each declaration of
// it) and HIP's member does the work. Which types and operators:
// mappings/facts/cuda-source.yaml.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_VECTOROPERATORREMOVER_H
#define HIPIFY_TRANSLATE_VECTOROPERATORREMOVER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class VectorOperatorRemover : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
