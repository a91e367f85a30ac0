//===- UserOverloadRenamer.h - user overloads HIP already declares --------===//
//
// Real CUDA code defines overloads CUDA lacks under CUDA's names: a CAS-loop
// atomicMax(double *, double), an atomicMin(float *, float). HIP's headers
// declare those overloads themselves, so hipcc rejects the user's definition
// as a redefinition. Renaming the user's function (and every use of it)
// keeps what the program computes exactly as nvcc built it; the note says
// that HIP's own overload may replace it. Which overloads HIP declares comes
// from mappings/facts/hip-overloads.yaml.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_USEROVERLOADRENAMER_H
#define HIPIFY_TRANSLATE_USEROVERLOADRENAMER_H

#include "Translate/MatcherPass.h"

namespace clang {
class FunctionDecl;
}

namespace hipify {

class UserOverloadRenamer : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Whether F is the user's overload of a name whose overload HIP also
  /// declares; its parameter types, as the message names them, in Signature.
  bool clashesWithHip(const clang::FunctionDecl &F,
                      std::string &Signature) const;
  void rename(const clang::FunctionDecl &F, clang::SourceLocation NameLoc,
              bool IsDeclaration);

};

} // namespace hipify

#endif
