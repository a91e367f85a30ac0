//===- BuildScriptMigrator.h - CMake and Make files, CUDA -> HIP -----------===//
//
// Build scripts are not parsed: rules (mappings/build-scripts/*.yaml) are
// regular expressions applied line by line — text matching by design, the
// marked exception to "the AST decides". Each change is a Finding with its
// edit (hipify-build-script); what needs a human decision is a warning with
// its line.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_BATCH_BUILDSCRIPTMIGRATOR_H
#define HIPIFY_BATCH_BUILDSCRIPTMIGRATOR_H

#include "Core/Finding.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

struct BuildScriptRule {
  std::string Find;    ///< POSIX extended regular expression.
  std::string Replace; ///< With \1..\9, \n; unused for warnings.
  std::string Warn;    ///< Set: report matching lines instead of editing.
  std::string Note;
  /// Set: the rule applies only to lines where this pattern matches, and
  /// "{each}" in Replace stands for its matches (group 1 of each, if the
  /// pattern has a group), separated by spaces.
  std::string Each;
  /// Set: the rule skips lines (as rewritten by the rules before it) where
  /// this pattern matches.
  std::string Unless;
};

struct BuildScriptRules {
  std::string Language; ///< "cmake" or "make"
  std::vector<BuildScriptRule> Rules;
};

/// The rule sets embedded at build time; an invalid rule (bad YAML, a
/// regular expression that does not compile) is an error naming its file.
llvm::Expected<std::vector<BuildScriptRules>> loadBuildScriptRules();

/// The language of a build script by its name: "cmake", "make", or "".
llvm::StringRef buildScriptLanguage(llvm::StringRef FileName);

struct MigratedBuildScript {
  std::string Text;
  std::vector<Finding> Findings; ///< Span.File = Path.
};

MigratedBuildScript migrateBuildScript(llvm::StringRef Path,
                                       llvm::StringRef Text,
                                       const BuildScriptRules &Rules);

} // namespace hipify

#endif
