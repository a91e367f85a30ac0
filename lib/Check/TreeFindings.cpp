//===- TreeFindings.cpp ---------------------------------------------------===//
#include "Check/TreeFindings.h"
#include "Mapping/SourceLanguage.h"
#include "Support/NormalPath.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <set>
#include <tuple>

namespace hipify {

unsigned removeDuplicateFindings(std::vector<Finding> &Findings) {
  std::set<std::tuple<std::string, std::string, unsigned, unsigned,
                      std::string>>
      Seen;
  size_t Before = Findings.size();
  llvm::erase_if(Findings, [&](const Finding &F) {
    std::string File = F.Span.File.empty() ? "" : normalPath(F.Span.File);
    return !Seen
                .insert({F.RuleId, File, F.Span.Line, F.Span.Column,
                         F.Message})
                .second;
  });
  return unsigned(Before - Findings.size());
}

std::vector<NonCudaHeader> removeNonCudaHeaderFindings(
    std::vector<Finding> &Findings, llvm::ArrayRef<std::string> Checked,
    llvm::function_ref<llvm::StringRef(llvm::StringRef)> FileText) {
  llvm::StringSet<> CheckedFiles;
  for (const std::string &File : Checked)
    CheckedFiles.insert(normalPath(File));
  llvm::StringMap<bool> IsCuda; // By normal path.
  std::map<std::string, NonCudaHeader> ByHeader;
  llvm::erase_if(Findings, [&](const Finding &F) {
    if (F.Span.File.empty())
      return false;
    std::string Path = normalPath(F.Span.File);
    if (CheckedFiles.contains(Path))
      return false;
    auto [It, New] = IsCuda.try_emplace(Path, true);
    if (New)
      It->second = isCudaFile(Path, FileText(F.Span.File));
    if (It->second)
      return false;
    NonCudaHeader &H = ByHeader[Path];
    if (H.File.empty())
      H.File = F.Span.File;
    ++H.Findings;
    H.Errors += F.Level == Severity::Error;
    return true;
  });
  std::vector<NonCudaHeader> Headers;
  for (auto &[Path, H] : ByHeader)
    Headers.push_back(std::move(H));
  return Headers;
}

} // namespace hipify
