//===- MappingTable.cpp ---------------------------------------------------===//
#include "Mapping/MappingTable.h"
#include "Mapping/PortDefinitions.h"
#include "Mapping/RowSchema.h"
#include "Mapping/TableImage.h"
#include "Core/RuleIds.h"
#include "Mapping/EmbeddedTables.h"
#include "Support/RegularFile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

namespace hipify {

/// The HIP releases the index of HIP APIs covers (generated with it by
/// scripts/derive_hip_index.py): not a table of rows.
static constexpr llvm::StringLiteral HipVersionsFile =
    "mappings/hip-versions.yaml";
/// Inline PTX idioms (PtxTable.h): rows of instructions, not of CUDA names.
static constexpr llvm::StringLiteral PtxFile = "mappings/ptx.yaml";

/// Whether an embedded file is a table of CUDA names (not facts, build-script
/// rules, the release list, PTX idioms or a port definition's text).
static bool isRowFile(llvm::StringRef Name) {
  return Name.starts_with("mappings/") &&
         !Name.starts_with("mappings/build-scripts/") &&
         !Name.starts_with("mappings/facts/") && Name != HipVersionsFile &&
         Name != PtxFile;
}

llvm::Expected<std::vector<TableImageFile>> parseEmbeddedRowFiles() {
  std::vector<TableImageFile> Files;
  for (const EmbeddedTableFile &File : embeddedTableFiles()) {
    if (!isRowFile(File.Name))
      continue;
    auto Rows = parseMappingFile(File.Name, File.Contents);
    if (!Rows)
      return Rows.takeError();
    Files.push_back({File.Name.str(), std::move(*Rows)});
  }
  return std::move(Files);
}

static llvm::StringRef embeddedContents(llvm::StringRef Name) {
  const EmbeddedTableFile *File = findEmbeddedTableFile(Name);
  return File ? File->Contents : llvm::StringRef();
}

llvm::Expected<MappingTable> MappingTable::loadEmbedded() {
  MappingTable Table;
  auto Versions =
      parseHipVersionsFile(HipVersionsFile, embeddedContents(HipVersionsFile));
  if (!Versions)
    return Versions.takeError();
  Table.KnownHipVersions = std::move(*Versions);
  // The PTX idioms are parsed when a pass first asks for them (ptx()): most
  // units have no inline PTX. The build checked that they parse.
  auto Files = embeddedTableImage().empty()
                   ? parseEmbeddedRowFiles()
                   : decodeTableImage(embeddedTableImage());
  if (!Files)
    return Files.takeError();
  size_t Count = 0;
  for (const TableImageFile &File : *Files)
    Count += File.Rows.size();
  Table.Rows.reserve(Count);
  Table.RowIsUser.reserve(Count);
  for (TableImageFile &File : *Files)
    for (MappingRow &Row : File.Rows)
      if (llvm::Error E = Table.add(std::move(Row), /*IsUserRow=*/false))
        return std::move(E);
  return std::move(Table);
}

llvm::Error checkEmbeddedPtxTable() {
  return PtxTable::parse(PtxFile, embeddedContents(PtxFile)).takeError();
}

const PtxTable &MappingTable::ptx() const {
  if (Ptx)
    return *Ptx;
  auto Parsed = PtxTable::parse(PtxFile, embeddedContents(PtxFile));
  if (!Parsed) // The build step that embeds the tables parsed it.
    llvm::report_fatal_error(llvm::Twine(llvm::toString(Parsed.takeError())));
  Ptx = std::move(*Parsed);
  for (PtxTable &User : PendingUserPtx)
    Ptx->prepend(std::move(User));
  PendingUserPtx.clear();
  if (Target)
    Ptx->retarget(*Target);
  return *Ptx;
}

/// Whether a mapping file declares `family: ptx` (a line of its own).
static bool isPtxFamily(llvm::StringRef Contents) {
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Contents.split(Lines, '\n');
  return llvm::any_of(Lines, [](llvm::StringRef Line) {
    Line = Line.split('#').first.trim();
    if (!Line.consume_front("family:"))
      return false;
    return Line.trim().trim("\"'") == "ptx";
  });
}

llvm::Error MappingTable::addUserFile(llvm::StringRef Path,
                                      std::vector<MappingRow> *Added) {
  auto Buffer = readRegularFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "%s: error: cannot read mapping file: %s",
                                   Path.str().c_str(),
                                   Buffer.getError().message().c_str());
  llvm::StringRef Contents = (*Buffer)->getBuffer();
  if (isPtxFamily(Contents)) {
    auto User = PtxTable::parse(Path, Contents);
    if (!User)
      return User.takeError();
    if (Ptx)
      Ptx->prepend(std::move(*User));
    else
      PendingUserPtx.push_back(std::move(*User));
    return llvm::Error::success();
  }
  auto Rows = parseMappingFile(Path, Contents);
  if (!Rows)
    return Rows.takeError();
  if (Added)
    Added->insert(Added->end(), Rows->begin(), Rows->end());
  return addUserRows(std::move(*Rows));
}

llvm::Error MappingTable::addUserRows(std::vector<MappingRow> NewRows) {
  for (MappingRow &Row : NewRows)
    if (llvm::Error E = add(std::move(Row), /*IsUserRow=*/true))
      return E;
  return llvm::Error::success();
}

llvm::Error MappingTable::add(MappingRow Row, bool IsUserRow) {
  llvm::StringMap<size_t> &Index =
      Row.Kind == ApiKind::Header ? Headers : Identifiers;
  auto It = Index.find(Row.Cuda);
  if (It == Index.end()) {
    Index[Row.Cuda] = Rows.size();
    RowIsUser.push_back(IsUserRow);
    Rows.push_back(std::move(Row));
    return llvm::Error::success();
  }
  size_t ExistingIndex = It->second;
  if (IsUserRow && !RowIsUser[ExistingIndex]) {
    // A user's row overrides the embedded one: that is what the option is for.
    Rows[ExistingIndex] = std::move(Row);
    RowIsUser[ExistingIndex] = true;
    return llvm::Error::success();
  }
  return llvm::createStringError(
      std::errc::invalid_argument,
      "%s: error: '%s' is defined twice; first definition at %s",
      Row.Origin.str().c_str(), Row.Cuda.c_str(),
      Rows[ExistingIndex].Origin.str().c_str());
}

/// The families that have roc* names (mappings/*.yaml `roc`). With --roc such
/// a family is switched whole: a roc* library is no renaming of its hip* one
/// (rocblas_status is not hipblasStatus_t), so a row left on its hip* name
/// would mix two APIs that do not compile together.
static llvm::StringSet<> rocFamilies(const std::vector<MappingRow> &Rows) {
  llvm::StringSet<> Families;
  for (const MappingRow &Row : Rows)
    if (!Row.Roc.empty() && Row.Kind != ApiKind::Header)
      Families.insert(Row.Family);
  return Families;
}

/// The HIP names that the port's definitions of headers declare on Target:
/// a header row that the port replaces by its definition there (older than
/// its hip_since, or with no HIP header at all) declares what its entry's
/// `declares` lists, under HIP's names (cuda_bf16.h before HIP 6.2).
static llvm::StringMap<std::string>
namesDeclaredByDefinitions(const std::vector<MappingRow> &Rows,
                           const HipVersion &Target) {
  llvm::StringMap<std::string> Declared;
  for (const MappingRow &Row : Rows) {
    if (Row.Kind != ApiKind::Header || Row.OlderFallback != "definition" ||
        !Row.isTranslatable())
      continue;
    std::optional<HipVersion> Since = parseVersion(Row.HipSince);
    if (!Row.Hip.empty() && (!Since || !(Target < *Since)))
      continue;
    if (const PortDefinition *Definition = findPortDefinition(Row.Cuda)) {
      Declared.try_emplace(Definition->Defines, Row.Cuda);
      for (const std::string &Name : Definition->Declares)
        Declared.try_emplace(Name, Row.Cuda);
    }
  }
  return Declared;
}

void MappingTable::retarget(const HipTarget &Target) {
  this->Target = Target.Version;
  if (Ptx)
    Ptx->retarget(Target.Version);
  llvm::StringMap<std::string> Declared =
      namesDeclaredByDefinitions(Rows, Target.Version);
  llvm::StringSet<> RocWhole;
  if (Target.UseRocNames)
    RocWhole = rocFamilies(Rows);
  for (MappingRow &Row : Rows) {
    if (Target.UseRocNames && !Row.RocNote.empty() && Row.isTranslatable()) {
      Row.Note = "with --roc: " + Row.RocNote + " ('" + Row.Hip +
                 "' is the hip* libraries')";
      Row.Status = ApiStatus::Unsupported;
      continue;
    }
    if (Target.UseRocNames && !Row.Roc.empty()) {
      Row.Hip = Row.Roc;
    } else if (Row.isTranslatable() && RocWhole.contains(Row.Family)) {
      Row.Note = "--roc switches the " + Row.Family +
                 " family to its roc* library whole, and the tables have no "
                 "roc* name for this one ('" + Row.Hip +
                 "' is the hip* library's)" +
                 (Row.Note.empty() ? "" : "; " + Row.displayNote().str());
      Row.Status = ApiStatus::Unsupported;
      continue;
    }
    if (!Row.isTranslatable())
      continue;
    std::optional<HipVersion> Removed = parseVersion(Row.HipRemoved);
    if (Removed && !(Target.Version < *Removed) && !Row.NewerHip.empty()) {
      // The release renamed the API: the newer name, which every release
      // from HipRemoved on declares (no older or legacy form applies).
      Row.Hip = Row.NewerHip;
      Row.OlderHip.clear();
      Row.LegacyHip.clear();
      continue;
    }
    if (Removed && !(Target.Version < *Removed)) {
      Row.Note = "'" + Row.Hip + "' was removed in HIP " + Row.HipRemoved +
                 " (the target is " + Target.Version.str() + ")" +
                 (Row.Note.empty() ? "" : "; " + Row.displayNote().str());
      Row.Status = ApiStatus::Unsupported;
      continue;
    }
    if (Row.Hip.empty() && (Row.OlderFallback == "definition" ||
                            Row.OlderFallback == "macro-value")) {
      // No HIP release has it: the port's definition on every target.
      Row.AdjustmentRule = Row.OlderRule;
      Row.AdjustmentNote =
          Row.Kind == ApiKind::Header && !Row.OlderNote.empty()
              // The definition wraps a HIP header (cublas_v2.h: hipblas.h
              // after the macros its types need): the note says so.
              ? "'" + Row.Cuda + "' -> " + Row.OlderNote
              : "no HIP release has '" + Row.Cuda + "': " +
                    (Row.Kind == ApiKind::Header
                         ? std::string("the port defines what it declares")
                         : "using '" + Row.OlderHip +
                               "', which the port defines") +
                    (Row.OlderNote.empty() ? "" : "; " + Row.OlderNote);
      Row.Hip = Row.OlderHip;
      Row.Args = Row.OlderArgs;
      Row.DefinedFallback = Row.OlderFallback;
      continue;
    }
    std::optional<HipVersion> Since = parseVersion(Row.HipSince);
    if (!Since || !(Target.Version < *Since))
      continue;
    if (auto By = Declared.find(Row.Hip); By != Declared.end()) {
      Row.AdjustmentRule = rules::OlderEquivalent;
      Row.AdjustmentNote = "'" + Row.Hip + "' needs HIP " + Row.HipSince +
                           " (the target is " + Target.Version.str() +
                           "): the port's definition in place of '" +
                           By->second + "' declares it";
      continue;
    }
    if (Row.Kind == ApiKind::Header && Row.OlderFallback == "definition") {
      Row.AdjustmentRule = Row.OlderRule;
      Row.AdjustmentNote = "'" + Row.Hip + "' needs HIP " + Row.HipSince +
                           " (the target is " + Target.Version.str() +
                           "): the port defines what it declares" +
                           (Row.OlderNote.empty() ? "" : "; " + Row.OlderNote);
      Row.Hip.clear();
      Row.DefinedFallback = Row.OlderFallback;
      continue;
    }
    if (!Row.OlderHip.empty()) {
      Row.AdjustmentRule = Row.OlderRule;
      Row.AdjustmentNote =
          "'" + Row.Hip + "' needs HIP " + Row.HipSince + " (the target is " +
          Target.Version.str() + "): using '" + Row.OlderHip + "'" +
          (Row.OlderNote.empty() ? "" : "; " + Row.OlderNote);
      Row.Hip = Row.OlderHip;
      Row.Args = Row.OlderArgs;
      Row.DefinedFallback = Row.OlderFallback;
      continue;
    }
    Row.UnsupportedRule = rules::NewerThanTarget;
    Row.Note = "'" + Row.Hip + "' needs HIP " + Row.HipSince +
               " and the target is " + Target.Version.str() +
               "; pass --hip-version to target a newer HIP";
    Row.Status = ApiStatus::Unsupported;
  }
}

std::string MappingTable::hipSince(const MappingRow &Row) const {
  if (!Row.isTranslatable() || Row.Hip.empty())
    return "";
  if (!Row.HipSince.empty() || KnownHipVersions.empty())
    return Row.HipSince;
  return KnownHipVersions.front().str();
}

const MappingRow *MappingTable::lookup(llvm::StringRef CudaName) const {
  auto It = Identifiers.find(CudaName);
  return It == Identifiers.end() ? nullptr : &Rows[It->second];
}

const MappingRow *MappingTable::lookupHeader(llvm::StringRef Path) const {
  auto It = Headers.find(Path);
  return It == Headers.end() ? nullptr : &Rows[It->second];
}

std::string MappingTable::digest() const {
  std::string All;
  llvm::raw_string_ostream OS(All);
  // Every field that can change output: incremental batch runs reuse a
  // unit's results only while this digest is the same.
  for (const MappingRow &Row : Rows) {
    for (const FieldBinding &Field : rowFieldBindings())
      OS << rowFieldText(Row, Field) << '\t';
    // What the loader and retarget derive from the fields and the target.
    OS << Row.Family << '\t' << Row.DefinedFallback << '\t'
       << Row.UnsupportedRule << '\t' << Row.AdjustmentRule << '\t'
       << Row.AdjustmentNote << '\n';
    if (Row.OlderFallback == "definition")
      if (const PortDefinition *Definition = findPortDefinition(Row.Cuda))
        OS << Definition->Text << '\n'
           << llvm::join(Definition->Declares, " ") << '\n';
  }
  for (const PtxRow &Row : ptx().rows()) {
    OS << Row.Spelling << '\t' << Row.Hip << '\t' << Row.HipSince << '\t'
       << Row.Note << '\t' << Row.Unavailable;
    for (const auto &[Name, Type] : Row.Types)
      OS << '\t' << Name << ':' << Type;
    for (const std::string &Condition : Row.Require)
      OS << '\t' << Condition;
    OS << '\n';
  }
  for (const HipVersion &V : KnownHipVersions)
    OS << V.str() << ' ';
  // Passes that read facts of their own decide by the target too.
  if (Target)
    OS << "target " << Target->str();
  std::string Hex;
  llvm::raw_string_ostream(Hex) << llvm::format_hex_no_prefix(
      llvm::xxh3_64bits(llvm::StringRef(All)), 16);
  return Hex;
}

} // namespace hipify
