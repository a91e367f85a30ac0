//===- hipify.cpp - the hipify command line --------------------------------===//
//
// Parses the command line and hands over to the subcommand; each one's
// options live in its *Command.cpp, the shared ones in EngineOptions.cpp, and
// all behaviour in lib/.
//
//===----------------------------------------------------------------------===//
#include "CommandLine.h"
#include "Commands.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;
using namespace hipify;

static void printVersion(raw_ostream &OS) {
  OS << "hipify " << HIPIFY_VERSION << "\n  LLVM/Clang " << LLVM_VERSION_STRING
     << "\n";
  Expected<MappingTable> Table = MappingTable::loadEmbedded();
  if (Table)
    OS << "  mapping tables: " << Table->size() << " rows, digest "
       << Table->digest() << "\n";
  else
    OS << "  mapping tables: invalid (" << toString(Table.takeError())
       << ")\n";
}

static const char Overview[] =
    "hipify: translate CUDA sources to HIP\n\n"
    "  hipify port FILE [options] [-- CLANG_ARGS]\n"
    "  hipify port --in-root=SRC --out-root=DST [PATH...] [options] "
    "[-- CLANG_ARGS]\n"
    "  hipify check PATH... [options] [-- CLANG_ARGS]\n"
    "  hipify validate CUDA_SOURCE [HIP_SOURCE] [--offload-arch=...] "
    "[--runner=cpu|nvidia|amd|none] [-- FLAGS]\n"
    "  hipify validate CUDA_DIR [PORT_DIR] [-j N] [--report=FILE]\n"
    "  hipify cpu-run SOURCE|DIR [--warp-size=32|64] [--trace=DIR] "
    "[--run-args=ARGS] [-- FLAGS]\n"
    "  hipify query NAME [--format=text|json]\n"
    "  hipify tables [--format=csv|md] [--output=FILE|DIR]\n\n"
    "Output options, the same in every subcommand where they apply: "
    "--output=FILE (where the result goes, written atomically), "
    "--format=... (its form: each command lists its own), --quiet (only "
    "errors and the result), --verbose (also notes and progress). "
    "query and tables take no --quiet or --verbose; port and cpu-run no "
    "--format.\n\n"
    "Exit codes: 0 translated (validate: passed); 1 translated but the "
    "input has errors or (port --verify) the port does not build, check "
    "found problems, validation failed (or query found nothing); 2 usage or "
    "I/O error; 3 internal error: hipify crashed on a file (one message "
    "names the file, the rule or pass and what avoids it; a run over a tree "
    "or directory finishes the other files and its report first). cpu-run "
    "exits with the program's status (see hipify cpu-run --help).\n";

static int runCommand(int argc, const char **argv) {
  cli::Invocation Run;
  // Arguments after `--` go to clang untouched.
  for (int I = 1; I < argc; ++I)
    if (std::strcmp(argv[I], "--") == 0) {
      Run.ClangArgs.assign(argv + I + 1, argv + argc);
      argc = I;
      break;
    }
  Run.Self = sys::fs::getMainExecutable(argv[0], (void *)&runCommand);

  cl::SetVersionPrinter(printVersion);
  cli::registerReportFormats();
  cl::HideUnrelatedOptions(cli::allCategories());
  if (!cl::ParseCommandLineOptions(argc, argv, Overview, &errs()))
    return ExitUsage;
  // From here on a crash is one message and exit 3, not LLVM's banner.
  cli::installCrashReporter();

  if (cli::portCommand())
    return cli::runPortCommand(Run);
  if (cli::checkCommand())
    return cli::runCheckCommand(Run);
  if (cli::validateCommand())
    return cli::runValidateCommand(Run);
  if (cli::cpuRunCommand())
    return cli::runCpuRunCommand(Run);
  if (cli::queryCommand())
    return cli::runQueryCommand(Run);
  if (cli::tablesCommand())
    return cli::runTablesCommand(Run);
  WithColor::error(errs(), "hipify")
      << "no command given; try 'hipify port --help'\n";
  return ExitUsage;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  int Status = runCommand(argc, argv);
  // A full disk or a closed pipe on stdout or stderr is an I/O error like
  // any other (exit 2), never LLVM's "IO failure on output stream" abort at
  // exit, which would read as exit 1, "input has errors".
  outs().flush();
  if (outs().has_error()) {
    std::error_code EC = outs().error();
    outs().clear_error();
    WithColor::error(errs(), "hipify")
        << "cannot write to standard output: " << EC.message() << '\n';
    Status = ExitUsage;
  }
  errs().flush();
  if (errs().has_error()) {
    // Nowhere left to say it: the status alone does.
    errs().clear_error();
    if (Status == ExitOk || Status == ExitFindings)
      Status = ExitUsage;
  }
  return Status;
}
