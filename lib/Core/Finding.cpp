//===- Finding.cpp --------------------------------------------------------===//
#include "Core/Finding.h"

namespace hipify {

llvm::StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "note";
}

llvm::StringRef categoryName(FindingCategory C) {
  switch (C) {
  case FindingCategory::Function:
    return "function";
  case FindingCategory::Type:
    return "type";
  case FindingCategory::Enum:
    return "enum";
  case FindingCategory::Macro:
    return "macro";
  case FindingCategory::Header:
    return "header";
  case FindingCategory::Launch:
    return "launch";
  case FindingCategory::Other:
    return "other";
  }
  return "other";
}

} // namespace hipify
