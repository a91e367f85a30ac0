//===- MacroFallbackDefiner.cpp -------------------------------------------===//
#include "Translate/MacroFallbackDefiner.h"
#include "Core/RuleIds.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace hipify {

/// The start of the logical line holding Offset: a line continued from the
/// one before (a backslash before the newline) belongs to that one.
static unsigned logicalLineStart(llvm::StringRef Buffer, unsigned Offset) {
  while (Offset > 0) {
    size_t Newline = Buffer.rfind('\n', Offset - 1);
    if (Newline == llvm::StringRef::npos)
      return 0;
    size_t Before = Newline;
    if (Before > 0 && Buffer[Before - 1] == '\r')
      --Before;
    if (Before == 0 || Buffer[Before - 1] != '\\')
      return unsigned(Newline + 1);
    Offset = unsigned(Before - 1);
  }
  return 0;
}

void MacroFallbackDefiner::tableHeaderIncluded(
    const TableHeaderInclude &Include) {
  FirstInclude.try_emplace(Include.FileName.File, Include.FileName.Offset);
}

void MacroFallbackDefiner::tableMacroUsed(const TableMacroUse &Use) {
  if (Use.Row.DefinedFallback != "macro-value")
    return;
  const SourceManager &SM = Context.sourceManager();
  // Where the name is written: in the file, or in the body of the macro
  // that expanded it (the definition then comes before that #define).
  SourceLocation Written = SM.getSpellingLoc(Use.NameLoc);
  if (!Context.isTranslatedLocation(Written))
    return;
  FileID File = SM.getFileID(Written);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return;
  unsigned Offset = SM.getFileOffset(Written);
  unsigned Start = logicalLineStart(Buffer, Offset);
  auto Include = FirstInclude.find(
      Context.fileRange(CharSourceRange::getCharRange(Written, Written)).File);
  if (Include != FirstInclude.end() && Include->second < Start) {
    size_t Newline = Buffer.find('\n', Include->second);
    if (Newline != llvm::StringRef::npos && Newline < Start)
      Start = unsigned(Newline + 1);
  }
  define(Use.Row, File, SM.getComposedLoc(File, Start));
}

void MacroFallbackDefiner::define(const MappingRow &Row, FileID File,
                                  SourceLocation At) {
  std::string Key = std::to_string(File.getHashValue()) + '\0' + Row.Hip;
  if (!Defined.insert(Key).second)
    return;
  // CUDART_REMQUO_MASK_F is defined from CUDART_REMQUO_BITS_F.
  llvm::StringRef Value = Row.OlderValue;
  for (size_t I = 0; I < Value.size();) {
    if (!llvm::isAlpha(Value[I]) && Value[I] != '_') {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Value.size() && (llvm::isAlnum(Value[End]) || Value[End] == '_'))
      ++End;
    if (const MappingRow *Used = Context.table().lookup(Value.slice(I, End)))
      if (Used->DefinedFallback == "macro-value")
        define(*Used, File, At);
    I = End;
  }
  Insertion &Here = Insertions[At];
  Here.Names.push_back(Row.Hip);
  Here.Text += "#ifndef " + Row.Hip + "\n#define " + Row.Hip + " " +
               Row.OlderValue + "\n#endif\n";
}

void MacroFallbackDefiner::finishTranslationUnit() {
  for (auto &[At, Here] : Insertions) {
    FileRange Where = Context.fileRange(CharSourceRange::getCharRange(At, At));
    std::string Names = "'" + llvm::join(Here.Names, "', '") + "'";
    size_t Owner = Context.report(
        rules::OlderEquivalent, Severity::Note, FindingCategory::Macro,
        "defined " + Names + " with CUDA's value" +
            (Here.Names.size() > 1 ? "s" : "") +
            " for the uses below: the target HIP has no counterpart",
        Where);
    Context.edits().replace(Owner, Where,
                            "// Defined by hipify: CUDA's value" +
                                std::string(Here.Names.size() > 1 ? "s" : "") +
                                "; the target HIP has no counterpart.\n" +
                                Here.Text);
  }
}

} // namespace hipify
