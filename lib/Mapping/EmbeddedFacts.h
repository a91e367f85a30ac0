//===- EmbeddedFacts.h - parse one embedded facts file ----------*- C++ -*-===//
//
// A facts file under mappings/facts/ is the binary's own data: a unit test
// parses each one, so a missing or malformed embedded copy is a build defect
// and aborts rather than being reported to the user as their error.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_EMBEDDEDFACTS_H
#define HIPIFY_MAPPING_EMBEDDEDFACTS_H

#include "Mapping/EmbeddedTables.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/ErrorHandling.h"
#include <type_traits>

namespace hipify {

/// Parse(FileName, Contents) -> llvm::Expected<T> on the embedded file Name.
template <typename Parser>
auto parseEmbeddedFacts(llvm::StringRef Name, Parser Parse)
    -> std::remove_reference_t<decltype(Parse(Name, Name).get())> {
  for (const EmbeddedTableFile &File : embeddedTableFiles())
    if (File.Name == Name) {
      auto Parsed = Parse(File.Name, File.Contents);
      if (!Parsed)
        llvm::report_fatal_error(
            llvm::Twine(llvm::toString(Parsed.takeError())));
      return std::move(*Parsed);
    }
  llvm::report_fatal_error("hipify was built without " + llvm::Twine(Name));
}

} // namespace hipify

#endif
