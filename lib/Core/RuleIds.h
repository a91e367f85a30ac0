//===- RuleIds.h - the rule IDs as constants --------------------*- C++ -*-===//
//
// rules::ApiRename is "hipify-api-rename", and so on for every record of
// Core/Rules.def: code names a rule by its constant, never by its spelling.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CORE_RULEIDS_H
#define HIPIFY_CORE_RULEIDS_H

#include "llvm/ADT/StringRef.h"

namespace hipify::rules {

#define HIPIFY_RULE(Enumerator, Id, DefaultSeverity, Category, Summary,        \
                    Description)                                               \
  inline constexpr llvm::StringLiteral Enumerator = Id;
#include "Core/Rules.def"

} // namespace hipify::rules

#endif
