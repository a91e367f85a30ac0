//===- QueryCommand.cpp - `hipify query NAME` ------------------------------===//
#include "CommandLine.h"
#include "Commands.h"
#include "Mapping/HipReleaseRange.h"
#include "Support/FileWriter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

namespace hipify {

static llvm::json::Object rowToJson(const MappingRow &Row,
                                    const MappingTable &Table) {
  llvm::json::Object O{{"cuda", Row.Cuda},
                       {"hip", Row.Hip},
                       {"kind", apiKindName(Row.Kind)},
                       {"status", apiStatusName(Row.Status)},
                       {"family", Row.Family},
                       {"source", Row.Origin.str()}};
  if (!Row.Roc.empty())
    O["roc"] = Row.Roc;
  if (!Row.Note.empty())
    O["note"] = Row.Note;
  if (std::string Since = Table.hipSince(Row); !Since.empty())
    O["hip_since"] = Since;
  if (!Row.HipRemoved.empty())
    O["hip_removed"] = Row.HipRemoved;
  if (!Row.NewerHip.empty())
    O["newer_hip"] = Row.NewerHip;
  if (std::string Last = lastHipRelease(Row, Table); !Last.empty())
    O["hip_last"] = Last;
  if (!Row.CudaSince.empty())
    O["cuda_since"] = Row.CudaSince;
  if (!Row.CudaRemoved.empty())
    O["cuda_removed"] = Row.CudaRemoved;
  if (Row.Args)
    O["args"] = llvm::json::Array(*Row.Args);
  return O;
}

int runQuery(llvm::StringRef Name, bool Json, const MappingTable &Table,
             llvm::raw_ostream &Out) {
  const MappingRow *Row = Table.lookup(Name);
  if (!Row)
    Row = Table.lookupHeader(Name);
  if (Row) {
    if (Json) {
      Out << llvm::formatv("{0:2}",
                                    llvm::json::Value(rowToJson(*Row, Table)))
                   << '\n';
      return ExitOk;
    }
    Out << Row->Cuda << " -> "
                 << (Row->isTranslatable() ? Row->Hip : "(none)") << '\n'
                 << "  kind:   " << apiKindName(Row->Kind) << '\n'
                 << "  status: " << apiStatusName(Row->Status) << '\n'
                 << "  family: " << Row->Family << '\n';
    if (!Row->Roc.empty())
      Out << "  roc:    " << Row->Roc << '\n';
    std::vector<std::string> Releases;
    if (std::string Since = Table.hipSince(*Row); !Since.empty())
      Releases.push_back("since " + Since);
    if (!Row->HipRemoved.empty())
      Releases.push_back("removed in " + Row->HipRemoved);
    if (std::string Last = lastHipRelease(*Row, Table); !Last.empty())
      Releases.push_back("last " + Last +
                         (Row->HipRemoved.empty() ? " (the newest the tables "
                                                    "know)"
                                                  : ""));
    if (!Releases.empty())
      Out << "  hip:    " << llvm::join(Releases, ", ") << '\n';
    if (Row->Args)
      Out << "  args:   (" << llvm::join(*Row->Args, ", ") << ")\n";
    if (!Row->Note.empty())
      Out << "  note:   " << Row->Note << '\n';
    return ExitOk;
  }
  // Unknown: suggest the closest names by edit distance.
  std::vector<std::pair<unsigned, std::string>> Near;
  for (const MappingRow &Candidate : Table.rows()) {
    unsigned Distance = llvm::StringRef(Candidate.Cuda)
                            .edit_distance(Name, /*AllowReplacements=*/true,
                                           /*MaxEditDistance=*/8);
    if (Distance <= 8)
      Near.emplace_back(Distance, Candidate.Cuda);
  }
  std::sort(Near.begin(), Near.end());
  if (Near.size() > 5)
    Near.resize(5);
  if (Json) {
    llvm::json::Array Names;
    for (auto &[Distance, Candidate] : Near)
      Names.push_back(Candidate);
    Out << llvm::formatv(
                        "{0:2}", llvm::json::Value(llvm::json::Object{
                                     {"cuda", Name},
                                     {"found", false},
                                     {"closest", std::move(Names)}}))
                 << '\n';
    return ExitFindings;
  }
  llvm::errs() << "hipify: '" << Name << "' is not in the mapping tables";
  if (!Near.empty()) {
    llvm::errs() << "; closest names:";
    for (auto &[Distance, Candidate] : Near)
      llvm::errs() << ' ' << Candidate;
  }
  llvm::errs() << '\n';
  return ExitFindings;
}

} // namespace hipify

namespace hipify::cli {
using namespace llvm;

static cl::OptionCategory &queryCategory() {
  return category("hipify query options");
}
static cl::opt<std::string> Name(cl::Positional, cl::Required,
                                 cl::desc("<cuda-name>"),
                                 cl::sub(queryCommand()),
                                 cl::cat(queryCategory()));
enum class QueryFormat { Text, Json };
static ChoiceOpt<QueryFormat> Format(
    "format", cl::desc(formatDescription()),
    cl::values(clEnumValN(QueryFormat::Text, "text",
                          "the mapping, a field a line (default)"),
               clEnumValN(QueryFormat::Json, "json",
                          "one JSON object; for an unknown name, the "
                          "closest names")),
    cl::init(QueryFormat::Text), cl::sub(queryCommand()),
    cl::cat(outputCategory()));
static cl::opt<bool> Json("json", cl::desc("Alias for --format=json"),
                          cl::sub(queryCommand()), cl::cat(queryCategory()));
// --output: OutputOptions.cpp; --quiet and --verbose do not apply (query
// prints its answer and nothing else).

int runQueryCommand(const Invocation &Run) {
  std::optional<OutputTarget> Output = outputTarget();
  if (!Output)
    return ExitUsage;
  if (Json && Format.getNumOccurrences() && Format != QueryFormat::Json)
    return usageError("--json is --format=json: it cannot be combined with "
                      "--format=text");
  // Every row, whatever the target: the question is what the tables hold.
  std::optional<MappingTable> Table = untargetedTables(Run);
  if (!Table)
    return ExitUsage;
  bool AsJson = Json || Format == QueryFormat::Json;
  if (Output->File.empty())
    return runQuery(Name, AsJson, *Table, llvm::outs());
  std::string Answer;
  llvm::raw_string_ostream OS(Answer);
  int Status = runQuery(Name, AsJson, *Table, OS);
  // A name not found has no text answer (the error says so): no file.
  if (!Answer.empty())
    if (Error E = writeFileAtomically(Output->File, Answer))
      return errorExit(std::move(E));
  return Status;
}

} // namespace hipify::cli
