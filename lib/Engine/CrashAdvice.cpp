//===- CrashAdvice.cpp ----------------------------------------------------===//
#include "Engine/CrashAdvice.h"
#include "Core/RuleCatalog.h"
#include "Core/RuleIds.h"
#include "Engine/StandardPasses.h"
#include "llvm/ADT/STLExtras.h"

namespace hipify {

namespace {

constexpr llvm::StringLiteral MatcherPrefix = "ASTMatcher: Processing '";

/// The ID of the innermost AST matcher callback (a rule ID, or the name of a
/// pass that is its own callback), or "".
llvm::StringRef matcherId(const CrashReport &Crash) {
  for (llvm::StringRef Stage : Crash.Stages)
    if (Stage.consume_front(MatcherPrefix))
      return Stage.take_until([](char C) { return C == '\''; });
  return "";
}

/// The innermost of hipify's own stages, without the prefix, or "".
llvm::StringRef ownStage(const CrashReport &Crash) {
  for (llvm::StringRef Stage : Crash.Stages)
    if (Stage.consume_front(CrashStagePrefix))
      return Stage;
  return "";
}

/// The innermost of clang's stages (the parser's position), or "".
llvm::StringRef clangStage(const CrashReport &Crash) {
  for (llvm::StringRef Stage : Crash.Stages)
    if (!Stage.starts_with(CrashStagePrefix) &&
        !Stage.starts_with(MatcherPrefix))
      return Stage;
  return "";
}

/// The rules whose AST checks run in a pass of their own: the portability
/// rules (PortabilityChecks) and the warp-width fixes (WarpFixes).
llvm::StringRef passOfRule(llvm::StringRef Id) {
  static const llvm::StringRef Checks[] = {
#define HIPIFY_CHECK_CLASS(Enumerator) rules::Enumerator,
#include "Core/Rules.def"
  };
  static const llvm::StringRef Fixes[] = {
#define HIPIFY_FIX_CLASS(Enumerator) rules::Enumerator,
#include "Core/Rules.def"
  };
  if (llvm::is_contained(Checks, Id))
    return "portability-checks";
  if (llvm::is_contained(Fixes, Id))
    return "warp-fixes";
  return "";
}

} // namespace

std::string crashedPass(const CrashReport &Crash) {
  llvm::StringRef Id = matcherId(Crash);
  if (!Id.empty())
    return (findRule(Id) ? passOfRule(Id) : Id).str();
  llvm::StringRef Stage = ownStage(Crash);
  if (Stage.consume_front("pass '"))
    return Stage.take_until([](char C) { return C == '\''; }).str();
  return "";
}

std::string describeInternalCrash(llvm::StringRef Doing,
                                  const CrashReport &Crash) {
  std::string Text = "hipify crashed (" + Crash.Signal + ")";
  if (!Doing.empty())
    Text += " " + Doing.str();
  std::string Pass = crashedPass(Crash);
  llvm::StringRef Id = matcherId(Crash);
  if (!Id.empty() && findRule(Id)) {
    Text += ", in rule '" + Id.str() + "'";
    if (!Pass.empty())
      Text += " (pass '" + Pass + "')";
  } else if (!Pass.empty()) {
    Text += ", in pass '" + Pass + "'";
  } else if (llvm::StringRef Stage = ownStage(Crash); !Stage.empty()) {
    Text += ", while " + Stage.str();
    if (llvm::StringRef Clang = clangStage(Crash); !Clang.empty())
      Text += " (clang: " + Clang.str() + ")";
  }
  if (!Id.empty() && !Crash.Subject.empty())
    Text += " on " + Crash.Subject;
  Text += ".";
  if (std::string Avoid = howToAvoidPass(Pass); !Avoid.empty())
    Text += " " + Avoid + ".";
  Text += " This is a bug in hipify: please report it with the file";
  return Text;
}

} // namespace hipify
