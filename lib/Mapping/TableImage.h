//===- TableImage.h - the parsed tables, as bytes built into the binary ---===//
//
// Parsing the YAML tables is most of what a short hipify run costs (about
// 400 million instructions for 10,000 rows, more than clang spends loading
// the CUDA prelude). The build therefore parses and validates them once,
// with the same loader, and embeds the resulting rows as a table image;
// MappingTable::loadEmbedded decodes the image, which costs a small fraction
// of that. The YAML stays the source of truth and stays embedded (facts
// files, port definitions, `hipify tables`).
//
// Rows are encoded field by field through rowFieldBindings() (RowSchema.h),
// so a new row field needs no change here.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_TABLEIMAGE_H
#define HIPIFY_MAPPING_TABLEIMAGE_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

/// The rows of one embedded table file, in the file's order.
struct TableImageFile {
  std::string Name; ///< "mappings/runtime.yaml"
  std::vector<MappingRow> Rows;
};

/// Encodes Files as a table image.
std::string encodeTableImage(llvm::ArrayRef<TableImageFile> Files);

/// Decodes an image written by encodeTableImage by this build of hipify.
/// Fails on an image of another row layout or a damaged one.
llvm::Expected<std::vector<TableImageFile>>
decodeTableImage(llvm::StringRef Image);

/// The image built into this binary; empty in the build step that makes it
/// (hipify-table-image), which parses the YAML instead.
llvm::StringRef embeddedTableImage();

} // namespace hipify

#endif
