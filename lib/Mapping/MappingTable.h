//===- MappingTable.h - lookup of CUDA names -------------------------------===//
#ifndef HIPIFY_MAPPING_MAPPINGTABLE_H
#define HIPIFY_MAPPING_MAPPINGTABLE_H

#include "Mapping/HipTarget.h"
#include "Mapping/MappingRow.h"
#include "Mapping/PtxTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace hipify {

/// Parses one table file. Errors read "file:line:col: error: message", ready
/// to print as they are.
llvm::Expected<std::vector<MappingRow>>
parseMappingFile(llvm::StringRef FileName, llvm::StringRef Contents);

/// Parses mappings/hip-versions.yaml, the HIP releases the tables know.
llvm::Expected<std::vector<HipVersion>>
parseHipVersionsFile(llvm::StringRef FileName, llvm::StringRef Contents);

struct TableImageFile;
/// Parses the embedded row tables (mappings/*.yaml but facts, build-script
/// rules, the release list and the PTX idioms), each file's rows in order:
/// what the build encodes as the table image (TableImage.h).
llvm::Expected<std::vector<TableImageFile>> parseEmbeddedRowFiles();
/// Parses the embedded PTX idioms, for the build step that checks them.
llvm::Error checkEmbeddedPtxTable();

/// All rows hipify knows, looked up by CUDA name in constant time.
class MappingTable {
public:
  /// The tables embedded at build time. Fails on a malformed table or a name
  /// defined twice.
  static llvm::Expected<MappingTable> loadEmbedded();

  /// Adds the rows of a user's mapping file. Its rows replace embedded rows of
  /// the same name; a name defined by two user files is a conflict. A file of
  /// `family: ptx` holds inline PTX rows (docs/ptx.md), tried before the
  /// embedded ones.
  /// Added, if given, receives a copy of the file's rows.
  llvm::Error addUserFile(llvm::StringRef Path,
                          std::vector<MappingRow> *Added = nullptr);
  llvm::Error addUserRows(std::vector<MappingRow> Rows);

  /// Adapts every row to the target: roc* names with --roc (a family with
  /// roc* names is switched whole: its rows without one become unsupported);
  /// rows newer than the target HIP use their older equivalent, or become
  /// unsupported with hipify-newer-than-target.
  void retarget(const HipTarget &Target);

  /// The row for an identifier (function, type, enum constant, macro).
  const MappingRow *lookup(llvm::StringRef CudaName) const;
  /// The row for an #include path such as "cuda_runtime.h".
  const MappingRow *lookupHeader(llvm::StringRef IncludePath) const;

  size_t size() const { return Rows.size(); }
  /// The HIP releases the tables were derived for, oldest first
  /// (mappings/hip-versions.yaml); empty for a table without that file.
  const std::vector<HipVersion> &knownHipVersions() const {
    return KnownHipVersions;
  }
  const std::vector<MappingRow> &rows() const { return Rows; }
  /// The first HIP release that has Row's HIP name: its hip_since, else
  /// the oldest release the tables know; "" for a row without a HIP name.
  std::string hipSince(const MappingRow &Row) const;
  /// The HIP release the rows were adapted to (none before retarget).
  const std::optional<HipVersion> &targetVersion() const { return Target; }
  /// The inline PTX idioms (mappings/ptx.yaml), retargeted with the rows;
  /// parsed on first use. Not safe to call from two threads at once.
  const PtxTable &ptx() const;
  /// A short digest of every row, printed by --version and in reports.
  std::string digest() const;

private:
  llvm::Error add(MappingRow Row, bool IsUserRow);

  std::vector<MappingRow> Rows;
  llvm::StringMap<size_t> Identifiers;
  llvm::StringMap<size_t> Headers;
  std::vector<bool> RowIsUser; ///< Parallel to Rows.
  std::vector<HipVersion> KnownHipVersions;
  std::optional<HipVersion> Target;
  mutable std::optional<PtxTable> Ptx;
  /// Users' PTX tables added before ptx() was first called.
  mutable std::vector<PtxTable> PendingUserPtx;
};

} // namespace hipify

#endif
