//===- TemplateLocals.h - a template kernel's local in each instance -----===//
//
// The phased lowering rewrites a template kernel's pattern, where a local
// such as `float cache[N]` has a size that depends on the template's
// parameters. What each instance makes of it (`float cache[2]` in k<2>) says
// how large the copies the lowering keeps per thread can be.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_TEMPLATELOCALS_H
#define HIPIFY_CPURUNNER_TEMPLATELOCALS_H

#include "clang/AST/Decl.h"
#include <vector>

namespace hipify {

/// The instances of Local (a local of the function template pattern
/// Pattern) in each instantiated specialization of it that has a body,
/// matched by where they are declared. Empty when Pattern is no function
/// template's pattern or has no instances.
std::vector<const clang::VarDecl *>
instancesOfLocal(const clang::FunctionDecl *Pattern,
                 const clang::VarDecl *Local);

} // namespace hipify

#endif
