//===- BuildScriptMigrator.cpp --------------------------------------------===//
#include "Batch/BuildScriptMigrator.h"
#include "Mapping/EmbeddedTables.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm {
namespace yaml {
template <> struct MappingTraits<hipify::BuildScriptRule> {
  static void mapping(IO &Io, hipify::BuildScriptRule &Rule) {
    Io.mapRequired("find", Rule.Find);
    Io.mapOptional("replace", Rule.Replace);
    Io.mapOptional("warn", Rule.Warn);
    Io.mapOptional("note", Rule.Note);
    Io.mapOptional("each", Rule.Each);
    Io.mapOptional("unless", Rule.Unless);
  }
};
template <> struct MappingTraits<hipify::BuildScriptRules> {
  static void mapping(IO &Io, hipify::BuildScriptRules &Set) {
    Io.mapRequired("language", Set.Language);
    Io.mapRequired("rules", Set.Rules);
  }
};
} // namespace yaml
} // namespace llvm
LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::BuildScriptRule)

namespace hipify {

static constexpr llvm::StringLiteral RulesDirectory = "mappings/build-scripts/";

llvm::Expected<std::vector<BuildScriptRules>> loadBuildScriptRules() {
  std::vector<BuildScriptRules> Sets;
  for (const EmbeddedTableFile &File : embeddedTableFiles()) {
    if (!File.Name.starts_with(RulesDirectory))
      continue;
    BuildScriptRules Set;
    if (llvm::Error E = readYamlDocument(File.Name, File.Contents,
                                         "build-script rules file", Set))
      return std::move(E);
    for (const BuildScriptRule &Rule : Set.Rules) {
      llvm::SmallVector<llvm::StringRef, 3> Patterns = {Rule.Find};
      if (!Rule.Each.empty())
        Patterns.push_back(Rule.Each);
      if (!Rule.Unless.empty())
        Patterns.push_back(Rule.Unless);
      for (llvm::StringRef Pattern : Patterns) {
        std::string Why;
        if (!llvm::Regex(Pattern, llvm::Regex::Newline).isValid(Why))
          return llvm::createStringError(
              std::errc::invalid_argument, "%s: error: bad pattern '%s': %s",
              File.Name.str().c_str(), Pattern.str().c_str(), Why.c_str());
      }
    }
    Sets.push_back(std::move(Set));
  }
  return std::move(Sets);
}

llvm::StringRef buildScriptLanguage(llvm::StringRef FileName) {
  llvm::StringRef Name = llvm::sys::path::filename(FileName);
  if (Name == "CMakeLists.txt" || Name.ends_with(".cmake"))
    return "cmake";
  if (Name == "Makefile" || Name == "makefile" || Name == "GNUmakefile" ||
      Name.ends_with(".mk"))
    return "make";
  return "";
}

/// The matches of \p Each in \p Line (group 1 of each, if any), separated by
/// spaces.
static std::string eachMatch(const llvm::Regex &Each, llvm::StringRef Line) {
  std::string Joined;
  llvm::SmallVector<llvm::StringRef, 4> Match;
  llvm::StringRef Rest = Line;
  while (Each.match(Rest, &Match) && !Match[0].empty()) {
    llvm::StringRef Item = Match.size() > 1 ? Match[1] : Match[0];
    if (!Item.empty())
      Joined += (Joined.empty() ? "" : " ") + Item.str();
    Rest = Rest.substr(Match[0].data() - Rest.data() + Match[0].size());
  }
  return Joined;
}

/// 'line' for each line of \p Text, trimmed, separated by ", ": a message
/// stays on one line when a rule adds lines.
static std::string quotedLines(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 2> Lines;
  Text.split(Lines, '\n');
  std::string Quoted;
  for (llvm::StringRef Line : Lines)
    Quoted += (Quoted.empty() ? "'" : ", '") + Line.trim().str() + "'";
  return Quoted;
}

/// Lines that rules added after a line are not added again when \p Following
/// (the script after that line) starts with them: porting a port changes
/// nothing.
static void dropLinesAlreadyAdded(std::string &NewLine,
                                  llvm::StringRef Following) {
  size_t FirstEnd = NewLine.find('\n');
  if (FirstEnd == std::string::npos)
    return;
  llvm::StringRef Added = llvm::StringRef(NewLine).substr(FirstEnd + 1);
  if (Following.starts_with(Added) &&
      (Following.size() == Added.size() || Following[Added.size()] == '\n'))
    NewLine.resize(FirstEnd);
}

MigratedBuildScript migrateBuildScript(llvm::StringRef Path,
                                       llvm::StringRef Text,
                                       const BuildScriptRules &Rules) {
  MigratedBuildScript Out;
  // Each and Unless patterns are used only where the rule sets them.
  std::vector<llvm::Regex> Patterns, EachPatterns, UnlessPatterns;
  for (const BuildScriptRule &Rule : Rules.Rules) {
    Patterns.emplace_back(Rule.Find);
    EachPatterns.emplace_back(Rule.Each);
    UnlessPatterns.emplace_back(Rule.Unless);
  }
  unsigned LineNumber = 0;
  size_t Offset = 0; // Of the current line in the original text.
  while (Offset <= Text.size()) {
    ++LineNumber;
    size_t End = Text.find('\n', Offset);
    llvm::StringRef Line =
        Text.slice(Offset, End == llvm::StringRef::npos ? Text.size() : End);
    std::string NewLine = Line.str();
    for (size_t R = 0; R < Rules.Rules.size(); ++R) {
      const BuildScriptRule &Rule = Rules.Rules[R];
      llvm::SmallVector<llvm::StringRef, 4> Match;
      if (!Patterns[R].match(NewLine, &Match))
        continue;
      if (!Rule.Unless.empty() && UnlessPatterns[R].match(NewLine))
        continue;
      std::string Items;
      if (!Rule.Each.empty()) {
        Items = eachMatch(EachPatterns[R], NewLine);
        if (Items.empty())
          continue;
      }
      Finding F;
      F.RuleId = rules::BuildScript.str();
      F.Span.File = Path.str();
      F.Span.Line = LineNumber;
      F.Span.Column = Match[0].data() - NewLine.data() + 1;
      F.Span.Offset = Offset + F.Span.Column - 1;
      if (!Rule.Warn.empty()) {
        F.Level = Severity::Warning;
        F.Message = Rule.Warn;
        Out.Findings.push_back(std::move(F));
        continue;
      }
      // Every match on the line; a replacement never feeds the next match.
      std::string Rewritten;
      llvm::StringRef Rest = NewLine;
      while (Patterns[R].match(Rest, &Match) && !Match[0].empty()) {
        size_t At = Match[0].data() - Rest.data();
        Rewritten += Rest.substr(0, At);
        std::string Replacement = Patterns[R].sub(Rule.Replace, Match[0]);
        for (size_t Each = Replacement.find("{each}");
             !Rule.Each.empty() && Each != std::string::npos;
             Each = Replacement.find("{each}", Each + Items.size()))
          Replacement.replace(Each, 6, Items);
        Rewritten += Replacement;
        Rest = Rest.substr(At + Match[0].size());
      }
      Rewritten += Rest;
      if (Rewritten == NewLine)
        continue;
      F.Level = Severity::Note;
      F.Message = quotedLines(NewLine) + " -> " + quotedLines(Rewritten) +
                  (Rule.Note.empty() ? "" : " (" + Rule.Note + ")");
      Out.Findings.push_back(std::move(F));
      NewLine = std::move(Rewritten);
    }
    if (End != llvm::StringRef::npos)
      dropLinesAlreadyAdded(NewLine, Text.substr(End + 1));
    if (NewLine == Line) // The notes of this line changed nothing after all.
      llvm::erase_if(Out.Findings, [&](const Finding &F) {
        return F.Span.Line == LineNumber && F.Level == Severity::Note;
      });
    if (NewLine != Line) {
      // One edit per changed line, owned by its first Finding.
      for (Finding &F : Out.Findings)
        if (F.Span.Line == LineNumber && F.Level == Severity::Note) {
          F.Edits.emplace_back(Path, Offset, Line.size(), NewLine);
          break;
        }
    }
    Out.Text += NewLine;
    if (End == llvm::StringRef::npos)
      break;
    Out.Text += '\n';
    Offset = End + 1;
  }
  return Out;
}

} // namespace hipify
