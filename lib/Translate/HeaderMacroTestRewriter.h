//===- HeaderMacroTestRewriter.h - tests of CUDA headers' macros -*- C++ -*-===//
//
// Code tests whether a CUDA header was included by a macro the header
// defines: its include guard (`#ifdef __DRIVER_TYPES_H__`, `#if
// defined(CUBLAS_API_H_)`) or an empty macro of its own (`#ifdef
// CUSPARSEAPI`). cuda-samples' helper_cuda.h guards every error-string helper
// so. HIP's headers define none of these names: a port that keeps them drops
// the helpers without a word. The test is rewritten to test the HIP header
// the port includes instead (its include guard, on the target release and
// every newer one: `HIPSPARSE_H` from 5.6, `_HIPSPARSE_H_` before), which is
// right under any include order, as the CUDA test was. A guard of a header
// that has no HIP counterpart of its own (cublas_api.h) stands for the
// counterpart of the header that includes it (cublas_v2.h: hipblas.h). The
// facts are mappings/facts/cuda-header-macros.yaml.
//
// Left alone: a macro the user defines (a program that defines
// __cuda_cuda_h__ itself), a macro the tables map (it is renamed as any
// other), and a CUDA header with no HIP counterpart at all (NPP, nvJPEG: the
// test stays false, as does the code that needs the library).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_HEADERMACROTESTREWRITER_H
#define HIPIFY_TRANSLATE_HEADERMACROTESTREWRITER_H

#include "Translate/TranslationContext.h"
#include "clang/Lex/Token.h"

namespace hipify {

class HeaderMacroTestRewriter {
public:
  explicit HeaderMacroTestRewriter(TranslationContext &Context)
      : Context(Context) {}

  /// The forms of a test of whether a macro is defined.
  enum class TestForm { Ifdef, Ifndef, Elifdef, Elifndef, Defined };

  /// Rewrites the test of MacroNameTok's macro, written as Form over
  /// Whole (the directive's keyword through the name, or `defined(X)`),
  /// when the macro is a CUDA header's and a HIP header stands for it.
  /// Returns whether it did.
  bool rewrite(const clang::Token &MacroNameTok, TestForm Form,
               clang::SourceRange Whole);

private:
  TranslationContext &Context;
};

} // namespace hipify

#endif
