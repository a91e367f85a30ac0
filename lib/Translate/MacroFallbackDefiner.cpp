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

/// Whether Buffer has a `#define Name` directive of its own.
static bool definesMacro(llvm::StringRef Buffer, llvm::StringRef Name) {
  for (size_t At = Buffer.find(Name); At != llvm::StringRef::npos;
       At = Buffer.find(Name, At + 1)) {
    size_t End = At + Name.size();
    if (End < Buffer.size() && (llvm::isAlnum(Buffer[End]) || Buffer[End] == '_'))
      continue;
    size_t LineStart = Buffer.rfind('\n', At);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    llvm::StringRef Before = Buffer.slice(LineStart, At).trim();
    if (Before.consume_front("#") && Before.trim() == "define")
      return true;
  }
  return false;
}

void MacroFallbackDefiner::tableHeaderIncluded(
    const TableHeaderInclude &Include) {
  Includes[Include.FileName.File].push_back(Include.FileName.Offset);
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
  std::string Name =
      Context.fileRange(CharSourceRange::getCharRange(Written, Written)).File;
  unsigned Start = logicalLineStart(Buffer, SM.getFileOffset(Written));
  auto [It, New] = Needs.try_emplace(Name);
  FileDefinitions &Needed = It->second;
  if (New) {
    Needed.File = File;
    Needed.FirstUse = Start;
  }
  Needed.FirstUse = std::min(Needed.FirstUse, Start);
  require(Use.Row, Needed);
}

void MacroFallbackDefiner::require(const MappingRow &Row,
                                   FileDefinitions &Needed) {
  if (Needed.Names.contains(Row.Hip))
    return;
  Needed.Names.insert(Row.Hip);
  // CUDART_REMQUO_MASK_F is defined from CUDART_REMQUO_BITS_F.
  llvm::StringRef Value = Row.OlderValue;
  for (size_t I = 0; I < Value.size();) {
    if (!llvm::isAlpha(Value[I]) && Value[I] != '_') {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Value.size() &&
           (llvm::isAlnum(Value[End]) || Value[End] == '_'))
      ++End;
    if (const MappingRow *Used = Context.table().lookup(Value.slice(I, End)))
      if (Used->DefinedFallback == "macro-value")
        require(*Used, Needed);
    I = End;
  }
  Needed.Rows.push_back(&Row);
}

unsigned MacroFallbackDefiner::placeFor(const FileDefinitions &Needed,
                                        llvm::StringRef Name,
                                        llvm::StringRef Buffer) {
  auto Untouched = [&](unsigned Offset) {
    return !Context.edits().touches({Name.str(), Offset, 0});
  };
  auto Found = Includes.find(Name);
  if (Found != Includes.end())
    for (unsigned Include : Found->second) {
      size_t Newline = Buffer.find('\n', Include);
      if (Newline == llvm::StringRef::npos || Newline + 1 > Needed.FirstUse)
        continue;
      if (Untouched(unsigned(Newline + 1)))
        return unsigned(Newline + 1);
    }
  return Needed.FirstUse;
}

void MacroFallbackDefiner::finishTranslationUnit() {
  const SourceManager &SM = Context.sourceManager();
  for (auto &[Name, Needed] : Needs) {
    llvm::StringRef Buffer = SM.getBufferData(Needed.File);
    unsigned At = placeFor(Needed, Name, Buffer);
    std::vector<std::string> Names;
    std::string Text;
    for (const MappingRow *Row : Needed.Rows) {
      // A file ported before has the definition already (the CUDA header
      // the parse includes defined the name first, so the use still
      // reached here).
      if (definesMacro(Buffer, Row->Hip))
        continue;
      Names.push_back(Row->Hip);
      Text += "#ifndef " + Row->Hip + "\n#define " + Row->Hip + " " +
              Row->OlderValue + "\n#endif\n";
    }
    if (Names.empty())
      continue;
    bool Several = Names.size() > 1;
    FileRange Where{Name, At, 0};
    size_t Owner = Context.report(
        rules::OlderEquivalent, Severity::Note, FindingCategory::Macro,
        "defined '" + llvm::join(Names, "', '") + "' with CUDA's value" +
            (Several ? "s" : "") +
            " for the uses below: the target HIP has no counterpart",
        Where);
    Context.edits().replace(
        Owner, Where,
        "// Defined by hipify: CUDA's value" + std::string(Several ? "s" : "") +
            "; the target HIP has no counterpart.\n" + Text);
  }
}

} // namespace hipify
