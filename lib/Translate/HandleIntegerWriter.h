//===- HandleIntegerWriter.h - CUDA's integer handles, HIP's pointers -----===//
//
// cudaTextureObject_t and cudaSurfaceObject_t are unsigned long longs in
// CUDA; their HIP names are pointers (mappings/facts/hip-typedef-names.yaml,
// pointer_names). Code that does integer arithmetic on one (packs it into
// two 32-bit words: `obj >> 32`, `obj & 0xFFFFFFFF`) or builds one from
// integers does not compile in HIP. The port writes the conversions CUDA
// did not need: an operand of integer arithmetic becomes `(unsigned long
// long)(obj)`, and an integer that initialises, is assigned to or is
// returned as a handle becomes `(hipTextureObject_t)(unsigned long long)(...)`
// (widened first, as CUDA's implicit conversion widens it). The bits are the
// same: a HIP texture object is a pointer of 64 bits.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_HANDLEINTEGERWRITER_H
#define HIPIFY_TRANSLATE_HANDLEINTEGERWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class HandleIntegerWriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The HIP pointer name of T's CUDA integer handle type, or "".
  std::string handleHipName(clang::QualType T) const;
  void asInteger(const clang::Expr *Operand, llvm::StringRef Hip);
  void asHandle(const clang::Expr *Value, llvm::StringRef Hip);

  const clang::ASTContext *AST = nullptr;
};

} // namespace hipify

#endif
