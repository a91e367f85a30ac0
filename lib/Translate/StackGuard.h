//===- StackGuard.h - run the parser where running out of stack is an error -===//
//
// Clang's parser recurses once per nesting level of the input, and not only
// for brackets: `!!!!…1`, chains of casts, `else if` chains and nested
// template arguments have no limit of their own. Tens of thousands of levels
// exhaust any stack, and the process would die of SIGSEGV with no word about
// the input. runOnGuardedStack runs the parse on a large stack of its own
// and, if the parse still runs off its end, abandons it (as LLVM's
// CrashRecoveryContext abandons a crashed compilation: the parser's memory
// is leaked, its frames never return) and reports that it did. Any other
// fault is left to the handlers that were there before (LLVM's stack dump).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_STACKGUARD_H
#define HIPIFY_TRANSLATE_STACKGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace hipify {

/// Runs Fn on a new thread with a StackBytes stack. Returns false when Fn
/// overflowed that stack and was abandoned.
bool runOnGuardedStack(unsigned StackBytes, llvm::function_ref<void()> Fn);

} // namespace hipify

#endif
