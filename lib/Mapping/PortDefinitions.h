//===- PortDefinitions.h - code the port writes for what HIP lacks -*- C++ -*-//
//
// mappings/facts/port-definitions.yaml: for CUDA functions and headers with
// no counterpart in the target HIP, the definition the port writes instead
// (rows with `older_fallback: definition`). The text is ours, written to
// compute what CUDA documents; FallbackDefiner and PreprocessorRewriter put
// it in the port.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_PORTDEFINITIONS_H
#define HIPIFY_MAPPING_PORTDEFINITIONS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

struct PortDefinition {
  std::string Cuda;    ///< The CUDA function or header it stands in for.
  std::string Defines; ///< The name it defines (a row's older_hip).
  /// More names the text declares: a header's definition that stands in for
  /// a HIP header declares HIP's names, which the rows mapping to them then
  /// use on targets older than their hip_since (MappingTable::retarget).
  std::vector<std::string> Declares;
  std::string Text; ///< The C++ text, ending in a newline.
  /// A file embedded with the tables whose contents follow `text`: code
  /// that something else compiles too (the CPU runner's cuda_fp8.h is
  /// runtime/cpu/include/hipify_cpu/ocp_fp8.h), kept in one copy.
  std::string TextFile;
  /// "host": a host definition of what HIP declares device-only
  /// (mappings/facts/device-only-in-hip.yaml names it by Defines);
  /// "template": a function a template's read of __half2's member becomes,
  /// right for any type of object (half2-members.yaml's any_read); else
  /// empty: the definition of a row's `older_fallback: definition`.
  std::string For;

  /// The macro that keeps a file from getting the text twice.
  std::string guardMacro() const;
  /// Text wrapped in that guard, as the port writes it.
  std::string guardedText() const;
};

/// Parses the facts file; errors read "file:line:col: error: ..." or
/// "file: error: ..." naming the entry.
llvm::Expected<std::vector<PortDefinition>>
parsePortDefinitions(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts).
const std::vector<PortDefinition> &portDefinitions();

/// The definition standing in for CudaName (for a row), or null.
const PortDefinition *findPortDefinition(llvm::StringRef CudaName);

/// The definition with `for: For` ("host", "template") that defines Name,
/// or null.
const PortDefinition *findDefinitionFor(llvm::StringRef For,
                                        llvm::StringRef Name);

} // namespace hipify

#endif
