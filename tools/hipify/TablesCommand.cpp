//===- TablesCommand.cpp - `hipify tables`: the tables as documentation ---===//
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
