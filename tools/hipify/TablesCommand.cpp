//===- TablesCommand.cpp - `hipify tables`: the tables as documentation ---===//
#include "CommandLine.h"
#include "Commands.h"
#include "Report/TableRenderer.h"
#include "Support/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

int runTables(TableFormat Format, llvm::StringRef Output,
              const MappingTable &Table) {
  if (Format == TableFormat::Csv) {
    if (Output.empty()) {
      renderTablesCsv(llvm::outs(), Table);
      return ExitOk;
    }
    std::string Csv;
    llvm::raw_string_ostream OS(Csv);
    renderTablesCsv(OS, Table);
    if (llvm::Error E = writeFileAtomically(Output, Csv)) {
      llvm::WithColor::error(llvm::errs(), "hipify")
          << llvm::toString(std::move(E)) << '\n';
      return ExitUsage;
    }
    return ExitOk;
  }
  llvm::StringRef OutputDir = Output;
  if (OutputDir.empty()) {
    llvm::WithColor::error(llvm::errs(), "hipify")
        << "--format=md writes one page per family: give --output-dir=DIR\n";
    return ExitUsage;
  }
  if (std::error_code EC = llvm::sys::fs::create_directories(OutputDir)) {
    llvm::WithColor::error(llvm::errs(), "hipify")
        << "cannot create '" << OutputDir << "': " << EC.message() << '\n';
    return ExitUsage;
  }
  for (const GeneratedPage &Page : renderTablesMarkdown(Table)) {
    llvm::SmallString<256> Path(OutputDir);
    llvm::sys::path::append(Path, Page.FileName);
    if (llvm::Error E = writeFileAtomically(Path, Page.Contents)) {
      llvm::WithColor::error(llvm::errs(), "hipify")
          << llvm::toString(std::move(E)) << '\n';
      return ExitUsage;
    }
  }
  return ExitOk;
}

} // namespace hipify

namespace hipify::cli {
using namespace llvm;

static cl::OptionCategory &tablesCategory() {
  return category("hipify tables options");
}
static ChoiceOpt<TableFormat> Format(
    "format", cl::desc(formatDescription()),
    cl::values(clEnumValN(TableFormat::Csv, "csv",
                          "one line per row (default)"),
               clEnumValN(TableFormat::Markdown, "md",
                          "one page per family and an index, written into "
                          "the directory --output names")),
    cl::init(TableFormat::Csv), cl::sub(tablesCommand()),
    cl::cat(outputCategory()));
static cl::opt<std::string> OutputDir(
    "output-dir", cl::desc("Alias for --output with --format=md (docs/api)"),
    cl::value_desc("dir"), cl::sub(tablesCommand()), cl::cat(tablesCategory()));
// --output: OutputOptions.cpp; --quiet and --verbose do not apply (tables
// prints the tables and nothing else).

int runTablesCommand(const Invocation &Run) {
  std::optional<OutputTarget> Output = outputTarget(OutputDir, "--output-dir");
  if (!Output)
    return ExitUsage;
  if (Format == TableFormat::Csv && OutputDir.getNumOccurrences())
    return usageError("--output-dir is where --format=md writes its pages; "
                      "the CSV goes to --output=FILE (or stdout)");
  std::optional<MappingTable> Table = untargetedTables(Run);
  if (!Table)
    return ExitUsage;
  return runTables(Format, Output->File, *Table);
}

} // namespace hipify::cli
