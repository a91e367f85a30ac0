//===- LibraryUnavailableCheck.h - CUDA libraries with no AMD counterpart -===//
//
// hipify-library-unavailable: an #include of a header of a CUDA library that
// has no HIP or ROCm counterpart at all (MappingRow::isUnavailableLibrary).
// The preprocessor pass leaves the include unchanged and tells this check
// about it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_LIBRARYUNAVAILABLECHECK_H
#define HIPIFY_CHECK_LIBRARYUNAVAILABLECHECK_H

#include "Translate/TranslationPass.h"

namespace hipify {

class LibraryUnavailableCheck : public TranslationPass {
public:
  explicit LibraryUnavailableCheck(TranslationContext &Context)
      : Context(Context) {}
  void tableHeaderIncluded(const TableHeaderInclude &Include) override;

private:
  TranslationContext &Context;
};

} // namespace hipify

#endif
