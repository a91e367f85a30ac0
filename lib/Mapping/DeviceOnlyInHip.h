//===- DeviceOnlyInHip.h - host and device in CUDA, device-only in HIP -*- C++ -*-//
//
// mappings/facts/device-only-in-hip.yaml: the functions and operators CUDA
// declares for the host as well as the device and HIP for the device only
// (derived from both headers by scripts/derive_device_only_in_hip.py). Host
// code that uses one does not compile as HIP; the port writes the host
// definition the entry names (port-definitions.yaml, `for: host`).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_DEVICEONLYINHIP_H
#define HIPIFY_MAPPING_DEVICEONLYINHIP_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

struct DeviceOnlyInHip {
  std::string Cuda;         ///< A function, or an operator ("operator+").
  std::string Type;         ///< An operator's operand type; empty for a function.
  std::string HipHostSince; ///< First HIP release with a host one; empty: none.
  std::string Definition;   ///< The host definition's `defines`; empty: none.

  /// True on targets where HIP declares it for the device only.
  bool deviceOnlyOn(const std::optional<HipVersion> &Target) const;
};

/// Parses the facts file; errors read "file:line:col: error: ..." or
/// "file: error: ..." naming the entry.
llvm::Expected<std::vector<DeviceOnlyInHip>>
parseDeviceOnlyInHip(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts).
const std::vector<DeviceOnlyInHip> &deviceOnlyInHip();

/// The entry for a function (Type empty) or an operator on Type, or null.
const DeviceOnlyInHip *findDeviceOnlyInHip(llvm::StringRef Cuda,
                                           llvm::StringRef Type = "");

} // namespace hipify

#endif
