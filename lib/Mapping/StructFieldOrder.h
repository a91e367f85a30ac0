//===- StructFieldOrder.h - structs HIP declares in another order -*- C++ -*-===//
//
// mappings/facts/struct-field-order.yaml: mapped structs whose members HIP
// declares in another order than CUDA, or of which it lacks members (derived
// from the headers by scripts/derive_struct_field_order.py). A brace list
// initialises members in declaration order, so a CUDA list renamed as it is
// fills HIP's members with CUDA's values.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_STRUCTFIELDORDER_H
#define HIPIFY_MAPPING_STRUCTFIELDORDER_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// HIP's members of one struct over a range of releases.
struct HipFieldOrder {
  std::string Since;                ///< First release, "X.Y".
  std::string Until;                ///< Last release, or "" (open).
  std::vector<std::string> Members; ///< HIP's members, in order.
  std::vector<std::string> Lacks;   ///< CUDA's members HIP does not declare.
};

struct StructFieldOrder {
  std::string Cuda;                   ///< The CUDA type name.
  std::string Hip;                    ///< Its HIP name.
  std::vector<std::string> CudaOrder; ///< CUDA's members, in order.
  std::vector<HipFieldOrder> HipOrder;

  /// HIP's order on Target (without one, the newest); null where no range
  /// covers it (the HIP struct is newer than the target).
  const HipFieldOrder *on(const std::optional<HipVersion> &Target) const;
};

/// The name a member without one (an anonymous struct or union) has in the
/// file.
inline constexpr llvm::StringLiteral AnonymousMember = "(anonymous)";

/// Parses the facts file; errors read "file: error: ..." naming the entry.
llvm::Expected<std::vector<StructFieldOrder>>
parseStructFieldOrders(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts).
const std::vector<StructFieldOrder> &structFieldOrders();

/// The entry for the CUDA type named CudaName, or null.
const StructFieldOrder *findStructFieldOrder(llvm::StringRef CudaName);

} // namespace hipify

#endif
