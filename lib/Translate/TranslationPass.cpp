//===- TranslationPass.cpp ------------------------------------------------===//
#include "Translate/TranslationPass.h"
#include "clang/Lex/PPCallbacks.h"

namespace hipify {

// Anchors the vtable here.
TranslationPass::~TranslationPass() = default;

std::unique_ptr<clang::PPCallbacks>
TranslationPass::preprocessorCallbacks(clang::Preprocessor &PP,
                                       const PassEvents &Events) {
  return nullptr;
}

} // namespace hipify
