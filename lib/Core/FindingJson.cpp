//===- FindingJson.cpp ----------------------------------------------------===//
#include "Core/FindingJson.h"

namespace hipify {

static std::optional<Severity> parseSeverity(llvm::StringRef Name) {
  for (Severity S : {Severity::Note, Severity::Warning, Severity::Error})
    if (severityName(S) == Name)
      return S;
  return std::nullopt;
}

static std::optional<FindingCategory> parseCategory(llvm::StringRef Name) {
  for (FindingCategory C :
       {FindingCategory::Function, FindingCategory::Type, FindingCategory::Enum,
        FindingCategory::Macro, FindingCategory::Header,
        FindingCategory::Launch, FindingCategory::Other})
    if (categoryName(C) == Name)
      return C;
  return std::nullopt;
}

llvm::json::Value findingToJson(const Finding &F) {
  llvm::json::Array Edits;
  for (const clang::tooling::Replacement &R : F.Edits)
    Edits.push_back(llvm::json::Object{{"file", R.getFilePath()},
                                       {"offset", R.getOffset()},
                                       {"length", R.getLength()},
                                       {"text", R.getReplacementText()}});
  return llvm::json::Object{
      {"rule", F.RuleId},
      {"level", severityName(F.Level)},
      {"category", categoryName(F.Category)},
      {"family", F.Family},
      {"message", F.Message},
      {"file", F.Span.File},
      {"offset", F.Span.Offset},
      {"length", F.Span.Length},
      {"line", F.Span.Line},
      {"column", F.Span.Column},
      {"endLine", F.Span.EndLine},
      {"endColumn", F.Span.EndColumn},
      {"edits", std::move(Edits)}};
}

llvm::Expected<Finding> findingFromJson(const llvm::json::Value &V) {
  auto Malformed = [](const char *What) {
    return llvm::createStringError(std::errc::invalid_argument,
                                   "malformed finding: %s", What);
  };
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return Malformed("not an object");
  Finding F;
  auto String = [&](llvm::StringRef Key, std::string &Out) {
    if (std::optional<llvm::StringRef> S = O->getString(Key))
      Out = S->str();
  };
  auto Number = [&](llvm::StringRef Key, unsigned &Out) {
    if (std::optional<int64_t> N = O->getInteger(Key))
      Out = static_cast<unsigned>(*N);
  };
  String("rule", F.RuleId);
  String("family", F.Family);
  String("message", F.Message);
  String("file", F.Span.File);
  Number("offset", F.Span.Offset);
  Number("length", F.Span.Length);
  Number("line", F.Span.Line);
  Number("column", F.Span.Column);
  Number("endLine", F.Span.EndLine);
  Number("endColumn", F.Span.EndColumn);
  std::optional<Severity> Level =
      parseSeverity(O->getString("level").value_or(""));
  std::optional<FindingCategory> Category =
      parseCategory(O->getString("category").value_or(""));
  if (F.RuleId.empty() || !Level || !Category)
    return Malformed("missing rule, level or category");
  F.Level = *Level;
  F.Category = *Category;
  if (const llvm::json::Array *Edits = O->getArray("edits"))
    for (const llvm::json::Value &E : *Edits) {
      const llvm::json::Object *EO = E.getAsObject();
      if (!EO)
        return Malformed("edit is not an object");
      std::optional<llvm::StringRef> File = EO->getString("file");
      std::optional<int64_t> Offset = EO->getInteger("offset");
      std::optional<int64_t> Length = EO->getInteger("length");
      std::optional<llvm::StringRef> Text = EO->getString("text");
      if (!File || !Offset || !Length || !Text)
        return Malformed("edit lacks file, offset, length or text");
      F.Edits.emplace_back(*File, *Offset, *Length, *Text);
    }
  return F;
}

llvm::json::Array findingsToJson(llvm::ArrayRef<Finding> Findings) {
  llvm::json::Array Out;
  for (const Finding &F : Findings)
    Out.push_back(findingToJson(F));
  return Out;
}

llvm::Expected<std::vector<Finding>>
findingsFromJson(const llvm::json::Array *Array) {
  std::vector<Finding> Out;
  if (!Array)
    return Out;
  for (const llvm::json::Value &V : *Array) {
    llvm::Expected<Finding> F = findingFromJson(V);
    if (!F)
      return F.takeError();
    Out.push_back(std::move(*F));
  }
  return std::move(Out);
}

} // namespace hipify
