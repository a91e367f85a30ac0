//===- CudaArchOnlyCheck.cpp ----------------------------------------------===//
#include "Check/CudaArchOnlyCheck.h"

namespace hipify {

void CudaArchOnlyCheck::tableMacroUsed(const TableMacroUse &Use) {
  if (!Use.Row.DefinedOnly || Use.InDefinedTest)
    return;
  FileRange Where;
  if (Context.placeToken(Use.NameLoc, Use.Row.Cuda, Where) !=
      TranslationContext::Placement::Editable)
    return;
  Context.report(rules::CudaArchOnly, Severity::Warning, FindingCategory::Macro,
                 "'" + Use.Row.Cuda +
                     "' is used for its value, which HIP has no equivalent "
                     "for (only '" +
                     Use.Row.Hip +
                     "' tells whether it is defined); left unchanged",
                 Where);
}

} // namespace hipify
