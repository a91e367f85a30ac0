//===- CommandLine.h - subcommands and the options they share -------------===//
//
// Each subcommand's own options live in its *Command.cpp; the options that
// shape a translation (tables, target, parse) are shared, in
// EngineOptions.cpp, and reach the library only as EngineSettings.
//
// The subcommands and categories are function-local statics: options in
// several files register with them during static initialisation, whose order
// across files is unspecified.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TOOLS_COMMANDLINE_H
#define HIPIFY_TOOLS_COMMANDLINE_H

#include "Commands.h"
#include "Engine/EngineSetup.h"
#include "llvm/Support/CommandLine.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify::cli {

llvm::cl::SubCommand &portCommand();
llvm::cl::SubCommand &checkCommand();
llvm::cl::SubCommand &validateCommand();
llvm::cl::SubCommand &cpuRunCommand();
llvm::cl::SubCommand &queryCommand();
llvm::cl::SubCommand &tablesCommand();

/// Categories of the shared options.
llvm::cl::OptionCategory &translationCategory(); ///< Target and output.
llvm::cl::OptionCategory &tableCategory();       ///< --mapping-file.
llvm::cl::OptionCategory &parseCategory();       ///< --cuda-path, -p, ...
/// Every category, for --help (cl::HideUnrelatedOptions).
std::vector<const llvm::cl::OptionCategory *> &allCategories();

/// A category that --help shows, registered in allCategories().
llvm::cl::OptionCategory &category(const char *Name);

/// The parser of every option with named values (cl::values): a wrong value
/// is answered with the values there are, not only "cannot find".
template <class T> class ChoiceParser : public llvm::cl::parser<T> {
public:
  using llvm::cl::parser<T>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             T &Value) {
    llvm::StringRef Given = O.hasArgStr() ? Arg : ArgName;
    std::string Choices;
    for (size_t I = 0; I < this->Values.size(); ++I) {
      if (this->Values[I].Name == Given) {
        Value = this->Values[I].V.getValue();
        return false;
      }
      Choices += (I == 0 ? "" : I + 1 == this->Values.size() ? " or " : ", ");
      Choices += this->Values[I].Name;
    }
    return O.error("must be " + Choices + ", not '" + Given + "'");
  }
};
/// An option with named values.
template <class T> using ChoiceOpt = llvm::cl::opt<T, false, ChoiceParser<T>>;

/// What every subcommand is run with besides its options.
struct Invocation {
  std::vector<std::string> ClangArgs; ///< The arguments after `--`.
  std::string Self;                   ///< This program, for batch workers.
};

/// The output options (OutputOptions.cpp): one meaning in every subcommand.
llvm::cl::OptionCategory &outputCategory();
/// The wording of every command's --format (its values are its own).
const char *formatDescription();
/// --quiet: only errors and the result (with its summary).
bool quiet();
/// --verbose: also the notes and the details of each step.
bool verbose();
/// Where a command's result goes.
struct OutputTarget {
  std::string File; ///< Empty: stdout (also for "-").
  bool Given = false; ///< --output (or its short form) was given.
};
/// --output, or ShortForm (the value of the command's -o, named ShortName)
/// given in its place. Prints a usage error and returns nothing when the two
/// name different files, or when --quiet and --verbose are both given:
/// every command calls it before it starts.
std::optional<OutputTarget> outputTarget(const std::string &ShortForm = "",
                                         llvm::StringRef ShortName = "-o");

/// The shared options as the library takes them; `-- ARGS` after
/// --extra-arg's.
EngineSettings engineSettings(const Invocation &Run);
/// -p: the build directory holding compile_commands.json.
const std::string &buildDirectory();
/// --export-fixes.
const std::string &exportFixesFile();

/// Resolves the settings, printing the setup's warnings; prints the error
/// and returns nothing when they cannot be resolved.
std::optional<EngineSetup> setUp(const EngineSettings &Settings);

/// The built-in tables and --mapping-file's, not retargeted (query, tables,
/// cpu-run); prints the error and returns nothing when they cannot be read.
std::optional<MappingTable> untargetedTables(const Invocation &Run);

/// port's --timeout: seconds one translation unit may take.
unsigned translationTimeoutSeconds();

/// --run-args and --timeout, shared by cpu-run and validate.
const std::string &runArguments();
unsigned runTimeoutSeconds();
/// --c-std, shared by cpu-run and validate.
const std::string &cStandard();

/// Adds reportFormats() to check's --format; before parsing.
void registerReportFormats();

/// An error in the compiler's style; returns the usage exit code.
int usageError(const llvm::Twine &Message);

/// Prints E in the compiler's style. Returns ExitInternal when E is a crash
/// of the engine (Support/CrashContainment.h), worded with what was being
/// done ("translating", "checking") and what avoids it; else ExitUsage.
int errorExit(llvm::Error E, llvm::StringRef Doing = "translating");

/// One message and exit 3 for a crash outside a contained translation, with
/// the innermost CrashSubject (main() installs it).
void installCrashReporter();
/// --debug-crash-on (CrashReporting.cpp), for batch workers.
const std::string &debugCrashOption();

/// The physical core count, at least 1: the default of every -j.
unsigned defaultJobs();

/// What report paths are relative to: the repository root above the
/// working directory (the closest directory with .git), else the working
/// directory (CheckCommand.cpp).
std::string defaultSourceRoot();

/// This build's docs/rules, where SARIF's helpUri links point by default.
inline std::string defaultRulesBaseUri() {
  return "file://" HIPIFY_SOURCE_DIR "/docs/rules/";
}

int runPortCommand(const Invocation &Run);

/// Whether `port` was given --in-root/--out-root (BatchCommand.cpp).
bool isBatchRun();
/// Testing the batch: workers that crash or hang on chosen files.
struct BatchDebugHooks {
  std::string CrashOn; ///< --debug-crash-on, passed on to every worker.
  std::string HangOn;
  std::string BeforeApply; ///< BatchOptions::DebugBeforeApply.
};
/// `port --in-root --out-root`, with port's translation and the paths Only;
/// ShowNotes: print the notes with the warnings (port's --verbose).
int runBatchCommand(const Invocation &Run, const EngineSetup &Setup,
                    const EngineSettings &Settings,
                    const std::vector<std::string> &Only,
                    const BatchDebugHooks &Debug,
                    bool ShowNotes, const VerifyOptions &Verify);
int runCheckCommand(const Invocation &Run);
int runValidateCommand(const Invocation &Run);
int runCpuRunCommand(const Invocation &Run);
int runQueryCommand(const Invocation &Run);
int runTablesCommand(const Invocation &Run);

} // namespace hipify::cli

#endif
