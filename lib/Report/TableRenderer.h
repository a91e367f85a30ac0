//===- TableRenderer.h - the mapping tables as documentation ---------------===//
#ifndef HIPIFY_REPORT_TABLERENDERER_H
#define HIPIFY_REPORT_TABLERENDERER_H

#include "Mapping/MappingTable.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

/// One line per row, with a header line; RFC 4180 quoting.
void renderTablesCsv(llvm::raw_ostream &OS, const MappingTable &Table);

struct GeneratedPage {
  std::string FileName; ///< "runtime.md", "README.md"
  std::string Contents;
};

/// One Markdown page per family plus an index (README.md), as kept in
/// docs/api/.
std::vector<GeneratedPage> renderTablesMarkdown(const MappingTable &Table);

} // namespace hipify

#endif
