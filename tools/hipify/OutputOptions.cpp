//===- OutputOptions.cpp - --output, --format, --quiet, --verbose ----------===//
//
// The options that say where a command's result goes and how much else it
// prints. Each has one definition, registered for every subcommand it applies
// to, and one meaning there (docs/cli.md, "Output options"):
//   --output=FILE  where the result goes, written atomically; '-' is stdout
//   --format=...   the form of that result (each command its own values)
//   --quiet        only errors and the result (its summary too)
//   --verbose      also the notes and the progress details
// --format's values differ per command, so each command defines its own,
// with formatDescription() as its wording and outputCategory() as its place.
//
//===----------------------------------------------------------------------===//
#include "CommandLine.h"

using namespace llvm;

namespace hipify::cli {

cl::OptionCategory &outputCategory() {
  return category("Output options (the same in every subcommand)");
}

const char *formatDescription() {
  return "The form of the result, on stdout or in --output (this command's "
         "forms below)";
}

static cl::opt<std::string> Output(
    "output",
    cl::desc("Write the result to <file> instead of stdout ('-': stdout), "
             "atomically: whole or not at all. The result is port's HIP "
             "source, check's report, validate's report (--format), "
             "cpu-run --prepare-only's lowered source, query's answer, "
             "tables' CSV (--format=md: the directory of its pages)"),
    cl::value_desc("file"), cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()), cl::sub(cpuRunCommand()),
    cl::sub(queryCommand()), cl::sub(tablesCommand()),
    cl::cat(outputCategory()));

static cl::opt<bool>
    Quiet("quiet",
          cl::desc("Print only errors and the result (with its summary): no "
                   "warnings, notes or progress (port of a tree: no progress "
                   "or findings; failed files still show in the summary)"),
          cl::sub(portCommand()), cl::sub(checkCommand()),
          cl::sub(validateCommand()), cl::sub(cpuRunCommand()),
          cl::cat(outputCategory()));

static cl::opt<bool> Verbose(
    "verbose",
    cl::desc("Also print a note for every edit and the details of each step "
             "(port: every edit's note; check: each file as it is checked; "
             "validate: the work directory and each program as it ends; "
             "cpu-run: the preparation notes and the build commands)"),
    cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()), cl::sub(cpuRunCommand()),
    cl::cat(outputCategory()));

bool quiet() { return Quiet; }
bool verbose() { return Verbose; }

std::optional<OutputTarget> outputTarget(const std::string &ShortForm,
                                         StringRef ShortName) {
  if (Quiet && Verbose) {
    usageError("--quiet and --verbose cannot be combined");
    return std::nullopt;
  }
  OutputTarget Target;
  std::string Given = Output;
  if (!ShortForm.empty()) {
    if (!Given.empty() && Given != ShortForm) {
      usageError("--output '" + Given + "' and " + ShortName + " '" +
                 ShortForm + "' name different files: " + ShortName +
                 " is the short form of --output; give one");
      return std::nullopt;
    }
    Given = ShortForm;
  }
  Target.Given = !Given.empty();
  // "-" is stdout, as for most tools (not a file named "-").
  Target.File = Given == "-" ? "" : Given;
  return Target;
}

} // namespace hipify::cli
