//===- Baseline.cpp -------------------------------------------------------===//
#include "Check/Baseline.h"
#include "Support/BoundedJson.h"
#include "Support/FileWriter.h"
#include "Support/RegularFile.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

namespace hipify {

std::string relativeToRoot(llvm::StringRef Path, llvm::StringRef Root) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Base(Root);
  llvm::sys::fs::make_absolute(Base);
  llvm::sys::path::remove_dots(Base, /*remove_dot_dot=*/true);
  llvm::StringRef Rel = Absolute;
  if (!Base.empty() && Rel.consume_front(Base) &&
      (Rel.empty() || llvm::sys::path::is_separator(Rel.front()) ||
       llvm::sys::path::is_separator(Base.back()))) {
    Rel = Rel.ltrim("/");
    return llvm::sys::path::convert_to_slash(Rel);
  }
  return llvm::sys::path::convert_to_slash(Path);
}

static llvm::StringRef lineText(llvm::StringRef Text, unsigned Offset) {
  if (Offset > Text.size())
    return "";
  size_t Start = Text.rfind('\n', Offset);
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  return Text.substr(Start).split('\n').first.trim();
}

std::vector<ReportedFinding>
fingerprintFindings(std::vector<Finding> Findings, llvm::StringRef SourceRoot,
                    llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                        FileText) {
  std::vector<ReportedFinding> Out;
  llvm::StringMap<unsigned> Seen;
  for (Finding &F : Findings) {
    ReportedFinding R;
    R.RelativePath = relativeToRoot(F.Span.File, SourceRoot);
    std::string Key = F.RuleId + "\n" + R.RelativePath + "\n" +
                      lineText(FileText(F.Span.File), F.Span.Offset).str();
    unsigned Rank = Seen[Key]++;
    Key += "\n" + std::to_string(Rank);
    llvm::raw_string_ostream(R.Fingerprint)
        << llvm::format_hex_no_prefix(llvm::xxh3_64bits(llvm::StringRef(Key)),
                                      16);
    R.F = std::move(F);
    Out.push_back(std::move(R));
  }
  return Out;
}

llvm::Error writeBaseline(llvm::StringRef Path,
                          llvm::ArrayRef<ReportedFinding> Findings) {
  llvm::json::Array Entries;
  for (const ReportedFinding &R : Findings)
    Entries.push_back(llvm::json::Object{{"fingerprint", R.Fingerprint},
                                         {"rule", R.F.RuleId},
                                         {"file", R.RelativePath},
                                         {"message", R.F.Message}});
  llvm::json::Object Root{{"hipifyBaseline", 1},
                          {"findings", std::move(Entries)}};
  std::string Text;
  llvm::raw_string_ostream(Text)
      << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
  return writeFileAtomically(Path, Text);
}

llvm::Expected<llvm::StringSet<>> readBaseline(llvm::StringRef Path) {
  auto Invalid = [&](const llvm::Twine &Why) {
    return llvm::createStringError(std::errc::invalid_argument,
                                   "invalid baseline '%s': %s",
                                   Path.str().c_str(), Why.str().c_str());
  };
  auto Buffer = readRegularFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read baseline '%s': %s",
                                   Path.str().c_str(),
                                   Buffer.getError().message().c_str());
  llvm::Expected<llvm::json::Value> Doc =
      parseBoundedJson((*Buffer)->getBuffer());
  if (!Doc)
    return Invalid(llvm::toString(Doc.takeError()));
  const llvm::json::Object *Root = Doc->getAsObject();
  if (!Root || !Root->getInteger("hipifyBaseline"))
    return Invalid("not a hipify baseline (write one with --write-baseline)");
  const llvm::json::Array *Entries = Root->getArray("findings");
  if (!Entries)
    return Invalid("no 'findings' list");
  llvm::StringSet<> Fingerprints;
  for (const llvm::json::Value &Entry : *Entries) {
    const llvm::json::Object *E = Entry.getAsObject();
    std::optional<llvm::StringRef> Print =
        E ? E->getString("fingerprint") : std::nullopt;
    if (!Print)
      return Invalid("a finding has no 'fingerprint'");
    Fingerprints.insert(*Print);
  }
  return std::move(Fingerprints);
}

} // namespace hipify
