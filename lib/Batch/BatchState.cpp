//===- BatchState.cpp -----------------------------------------------------===//
//
// The state file of an incremental batch port (BatchState.h says why it is
// apart from the run).
//
//===----------------------------------------------------------------------===//
#include "Batch/BatchState.h"
#include "Core/FindingJson.h"
#include "Support/BoundedJson.h"
#include "Support/ContentHash.h"
#include "Support/FileWriter.h"
#include "Support/RegularFile.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string hashFile(llvm::StringRef Path) { return fileContentHash(Path); }

/// Relative path of File under Root (both absolute), or "" if outside.
std::string relativeUnder(llvm::StringRef File, llvm::StringRef Root) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(File, Real))
    Real = File;
  llvm::StringRef Rest = Real;
  if (!Rest.consume_front(Root) ||
      !(Rest.empty() || llvm::sys::path::is_separator(Rest.front())))
    return "";
  return llvm::sys::path::convert_to_slash(Rest.ltrim("/"));
}

/// Rewrites the paths of Findings (and their edits) relative to the root;
/// edits outside it are dropped: nothing outside the project is written.
std::vector<Finding> relativeFindings(std::vector<Finding> Findings,
                                      llvm::StringRef Root) {
  for (Finding &F : Findings) {
    std::string Rel = relativeUnder(F.Span.File, Root);
    if (!Rel.empty())
      F.Span.File = Rel;
    std::vector<clang::tooling::Replacement> Edits;
    for (const clang::tooling::Replacement &R : F.Edits) {
      std::string EditRel = relativeUnder(R.getFilePath(), Root);
      if (!EditRel.empty())
        Edits.emplace_back(EditRel, R.getOffset(), R.getLength(),
                           R.getReplacementText());
    }
    F.Edits = std::move(Edits);
  }
  return Findings;
}

namespace {

constexpr const char *StateFileName = ".hipify-state.json";

llvm::json::Object unitToJson(const UnitResult &U) {
  llvm::json::Object Deps;
  for (auto &[Path, Hash] : U.Dependencies)
    Deps[Path] = Hash;
  return llvm::json::Object{{"status", U.Status},
                            {"reason", U.Reason},
                            {"dependencies", std::move(Deps)},
                            {"findings", findingsToJson(U.Findings)}};
}

std::optional<UnitResult> unitFromJson(const llvm::json::Object &O) {
  UnitResult U;
  U.Status = O.getString("status").value_or("").str();
  U.Reason = O.getString("reason").value_or("").str();
  if (const llvm::json::Object *Deps = O.getObject("dependencies"))
    for (const auto &[Path, Hash] : *Deps)
      if (std::optional<llvm::StringRef> H = Hash.getAsString())
        U.Dependencies[Path.str()] = H->str();
  llvm::Expected<std::vector<Finding>> Findings =
      findingsFromJson(O.getArray("findings"));
  if (!Findings) {
    llvm::consumeError(Findings.takeError());
    return std::nullopt;
  }
  U.Findings = std::move(*Findings);
  return U;
}

} // namespace

/// The previous run's results, if they were made with the same options.
std::map<std::string, UnitResult> loadState(llvm::StringRef OutRoot,
                                            llvm::StringRef Fingerprint) {
  std::map<std::string, UnitResult> Units;
  llvm::SmallString<256> Path(OutRoot);
  llvm::sys::path::append(Path, StateFileName);
  auto Buffer = readRegularFile(Path, /*IsText=*/true);
  if (!Buffer)
    return Units;
  llvm::Expected<llvm::json::Value> Doc =
      parseBoundedJson((*Buffer)->getBuffer());
  if (!Doc) {
    llvm::consumeError(Doc.takeError()); // A damaged state means a full run.
    return Units;
  }
  const llvm::json::Object *Root = Doc->getAsObject();
  if (!Root || Root->getString("options") != Fingerprint)
    return Units;
  if (const llvm::json::Object *Saved = Root->getObject("units"))
    for (const auto &[Name, Value] : *Saved)
      if (const llvm::json::Object *O = Value.getAsObject())
        if (std::optional<UnitResult> U = unitFromJson(*O))
          Units[Name.str()] = std::move(*U);
  return Units;
}

llvm::Error saveState(llvm::StringRef OutRoot, llvm::StringRef Fingerprint,
                      const std::map<std::string, UnitResult> &Units) {
  llvm::json::Object Saved;
  for (auto &[Name, U] : Units)
    if (U.Status != "failed" && !U.Stale) // Retried next time.
      Saved[Name] = unitToJson(U);
  llvm::SmallString<256> Path(OutRoot);
  llvm::sys::path::append(Path, StateFileName);
  std::string Text;
  llvm::raw_string_ostream(Text)
      << llvm::json::Value(llvm::json::Object{{"version", 1},
                                              {"options", Fingerprint},
                                              {"units", std::move(Saved)}});
  return writeFileAtomically(Path, Text);
}

bool isUpToDate(const UnitResult &U, llvm::StringRef InRoot) {
  for (auto &[Rel, Hash] : U.Dependencies) {
    llvm::SmallString<256> Path(InRoot);
    if (llvm::sys::path::is_absolute(Rel))
      Path = Rel; // A header outside the in-root.
    else
      llvm::sys::path::append(Path, Rel);
    if (hashFile(Path) != Hash)
      return false;
  }
  return !U.Dependencies.empty();
}

} // namespace hipify
