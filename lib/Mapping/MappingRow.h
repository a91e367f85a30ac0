//===- MappingRow.h - one CUDA -> HIP fact ---------------------------------===//
#ifndef HIPIFY_MAPPING_MAPPINGROW_H
#define HIPIFY_MAPPING_MAPPINGROW_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

enum class ApiKind { Function, Type, Enum, Macro, Header, Namespace };
enum class ApiStatus { Supported, Unsupported, Deprecated, Removed };

llvm::StringRef apiKindName(ApiKind K);
llvm::StringRef apiStatusName(ApiStatus S);
std::optional<ApiKind> parseApiKind(llvm::StringRef Name);
std::optional<ApiStatus> parseApiStatus(llvm::StringRef Name);

/// A HIP version, X.Y.
struct HipVersion {
  unsigned Major = 0;
  unsigned Minor = 0;
  bool operator<(const HipVersion &O) const {
    return Major != O.Major ? Major < O.Major : Minor < O.Minor;
  }
  bool operator==(const HipVersion &O) const {
    return Major == O.Major && Minor == O.Minor;
  }
  std::string str() const {
    return std::to_string(Major) + "." + std::to_string(Minor);
  }
};
std::optional<HipVersion> parseVersion(llvm::StringRef Text);

/// Where a row was written, for error messages that point at the table.
struct TablePlace {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string str() const;
};

/// One row of a mapping table (see docs/mapping-format.md).
struct MappingRow {
  std::string Cuda;
  std::string Hip; ///< Empty for unsupported rows, and for header rows that
                   ///< delete the #include.
  std::string Roc;
  /// Why --roc reports the row rather than translating it (the roc*
  /// libraries spell it each their own way).
  std::string RocNote;
  ApiKind Kind = ApiKind::Function;
  ApiStatus Status = ApiStatus::Supported;
  std::string Note;
  std::string Family;
  /// Argument template: each entry is the text of one new argument, where
  /// "$N" stands for the source text of the call's N-th argument (1-based).
  std::optional<std::vector<std::string>> Args;
  std::string HipSince;
  /// The first HIP version that no longer declares the HIP name (the index's
  /// "last" plus one release), when one does not.
  std::string HipRemoved;
  /// What to use from HipRemoved on, where that release renamed the API
  /// (hipBLAS 3.0's hipblasCaxpy, which takes what hipblasCaxpy_v2 took).
  std::string NewerHip;
  std::string CudaSince;
  std::string CudaRemoved;
  bool Verified = true;
  bool DefinedOnly = false;
  TablePlace Origin;

  /// What to use instead when the target HIP is older than HipSince
  /// (docs/mapping-format.md, "older_*" fields).
  std::string OlderHip;
  std::optional<std::vector<std::string>> OlderArgs;
  std::string OlderRule; ///< Rule ID of the note saying the fallback was used.
  std::string OlderNote;
  /// "enum-name": OlderHip is no HIP function but one the port defines,
  /// returning the name of its enum argument's value (an error-string
  /// function a HIP release lacks). "macro-value": OlderHip is a macro the
  /// port defines as OlderValue where it is used (math_constants.h before
  /// HIP has it). Empty: OlderHip is HIP's own.
  std::string OlderFallback;
  std::string OlderValue;
  /// A call written with LegacyArity arguments follows the CUDA name's
  /// older signature (before CUDA 12), which LegacyHip has in HIP.
  std::string LegacyHip;
  unsigned LegacyArity = 0;
  /// Set by MappingTable::retarget when Hip names such a definition.
  std::string DefinedFallback;

  /// Set by MappingTable::retarget for the chosen target: the rule reported
  /// when the row cannot be used (empty: hipify-unsupported-api), and the
  /// rule and text of a note that every use of the row carries.
  std::string UnsupportedRule;
  std::string AdjustmentRule;
  std::string AdjustmentNote;

  /// The note as users should read it, without the tables' "curated:"
  /// bookkeeping prefix.
  llvm::StringRef displayNote() const {
    llvm::StringRef Text = llvm::StringRef(Note).trim();
    Text.consume_front("curated:");
    return Text.trim();
  }

  /// True when the CUDA name can be rewritten to a HIP name.
  bool isTranslatable() const { return Status != ApiStatus::Unsupported; }
  /// True for the rows of mappings/unavailable.yaml: CUDA libraries with no
  /// HIP or ROCm counterpart at all (a portability problem of their own,
  /// hipify-library-unavailable, rather than a missing row).
  bool isUnavailableLibrary() const { return Family == UnavailableFamily; }
  static constexpr llvm::StringLiteral UnavailableFamily = "unavailable";
  /// True when translating the row changes the source.
  bool changesSource() const {
    return isTranslatable() && (Hip != Cuda || Args.has_value());
  }
};

} // namespace hipify

#endif
