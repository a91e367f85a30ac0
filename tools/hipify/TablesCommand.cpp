//===- TablesCommand.cpp - `hipify tables`: the tables as documentation ---===//
#include "Support/FileWriter.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Report/TableRenderer.h"
#include "Support/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

int runTables(TableFormat Format, llvm::StringRef OutputDir,
              const MappingTable &Table) {
  if (Format == TableFormat::Csv) {
    renderTablesCsv(llvm::outs(), Table);
    return ExitOk;
  }
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
    "format", cl::desc("Output format"),
    cl::values(clEnumValN(TableFormat::Csv, "csv",
                          "one line per row on stdout"),
               clEnumValN(TableFormat::Markdown, "md",
                          "one page per family and an index, written to "
                          "--output-dir")),
    cl::init(TableFormat::Csv), cl::sub(tablesCommand()),
    cl::cat(tablesCategory()));
static cl::opt<std::string> OutputDir(
    "output-dir", cl::desc("Directory for --format=md pages (docs/api)"),
    cl::value_desc("dir"), cl::sub(tablesCommand()), cl::cat(tablesCategory()));

int runTablesCommand(const Invocation &Run) {
  std::optional<MappingTable> Table = untargetedTables(Run);
  if (!Table)
    return ExitUsage;
  return runTables(Format, OutputDir, *Table);
}

} // namespace hipify::cli
