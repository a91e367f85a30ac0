//===- MappingLoader.cpp - parse and validate mappings/*.yaml -------------===//
//
// Uses llvm::yaml's node-level parser rather than YAMLTraits so that every
// error names the line and column of the offending row or field.
//
//===----------------------------------------------------------------------===//
#include "Core/RuleIds.h"
#include "Mapping/MappingRow.h"
#include "Mapping/MappingTable.h"
#include "Mapping/PortDefinitions.h"
#include "Mapping/RowSchema.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

llvm::StringRef apiKindName(ApiKind K) {
  switch (K) {
  case ApiKind::Function:
    return "function";
  case ApiKind::Type:
    return "type";
  case ApiKind::Enum:
    return "enum";
  case ApiKind::Macro:
    return "macro";
  case ApiKind::Header:
    return "header";
  case ApiKind::Namespace:
    return "namespace";
  }
  return "function";
}

llvm::StringRef apiStatusName(ApiStatus S) {
  switch (S) {
  case ApiStatus::Supported:
    return "supported";
  case ApiStatus::Unsupported:
    return "unsupported";
  case ApiStatus::Deprecated:
    return "deprecated";
  case ApiStatus::Removed:
    return "removed";
  }
  return "supported";
}

std::optional<ApiKind> parseApiKind(llvm::StringRef Name) {
  for (ApiKind K : {ApiKind::Function, ApiKind::Type, ApiKind::Enum,
                    ApiKind::Macro, ApiKind::Header, ApiKind::Namespace})
    if (apiKindName(K) == Name)
      return K;
  return std::nullopt;
}

std::optional<ApiStatus> parseApiStatus(llvm::StringRef Name) {
  for (ApiStatus S : {ApiStatus::Supported, ApiStatus::Unsupported,
                      ApiStatus::Deprecated, ApiStatus::Removed})
    if (apiStatusName(S) == Name)
      return S;
  return std::nullopt;
}

std::string TablePlace::str() const {
  return File + ":" + std::to_string(Line) + ":" + std::to_string(Column);
}

std::optional<HipVersion> parseVersion(llvm::StringRef Text) {
  llvm::StringRef Major, Minor;
  std::tie(Major, Minor) = Text.trim().split('.');
  HipVersion V;
  if (Major.getAsInteger(10, V.Major) || Minor.getAsInteger(10, V.Minor))
    return std::nullopt;
  return V;
}


namespace {

/// Walks the YAML node tree of one table file and collects rows; the first
/// problem found stops the walk and is reported with its position.
class TableFileParser {
public:
  TableFileParser(llvm::StringRef FileName, llvm::StringRef Contents)
      : FileName(FileName.str()) {
    SM.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(Contents, FileName,
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    // The YAML scanner reports syntax errors through the SourceMgr; keep them
    // instead of letting them reach stderr.
    SM.setDiagHandler(
        [](const llvm::SMDiagnostic &D, void *Ctx) {
          auto *Self = static_cast<TableFileParser *>(Ctx);
          if (Self->Error.empty())
            Self->Error = Self->FileName + ":" + std::to_string(D.getLineNo()) +
                          ":" + std::to_string(D.getColumnNo() + 1) +
                          ": error: " + D.getMessage().str();
        },
        this);
  }

  llvm::Expected<std::vector<MappingRow>> parse() {
    llvm::yaml::Stream Stream(SM.getMemoryBuffer(1)->getMemBufferRef(), SM);
    auto DocIt = Stream.begin();
    if (DocIt == Stream.end() || !DocIt->getRoot())
      return fail(nullptr, "empty mapping table");
    auto *Root = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(
        DocIt->getRoot());
    if (!Root)
      return fail(DocIt->getRoot(),
                  "a mapping table is a mapping with 'family' and 'rows'");
    // yaml::Stream parses in one pass: each node must be read when the
    // iteration reaches it, so rows are parsed inside the loop.
    std::string Family;
    bool HasRows = false;
    std::vector<MappingRow> Rows;
    for (llvm::yaml::KeyValueNode &KV : *Root) {
      std::string Key = scalar(KV.getKey());
      if (!Error.empty())
        return takeError();
      if (Key == "family") {
        Family = scalar(KV.getValue());
      } else if (Key == "rows") {
        HasRows = true;
        auto *RowList =
            llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(KV.getValue());
        if (!RowList)
          return fail(KV.getValue(), "'rows' must be a list of rows");
        if (llvm::Error E = parseRows(*RowList, Rows))
          return std::move(E);
      } else {
        return fail(KV.getKey(), "unknown top-level key '" + Key +
                                     "' (expected 'family' or 'rows')");
      }
    }
    if (!Error.empty() || Stream.failed())
      return takeError();
    if (Family.empty())
      return fail(Root, "missing 'family'");
    if (!HasRows)
      return fail(Root, "missing 'rows'");
    for (MappingRow &Row : Rows)
      Row.Family = Family;
    return std::move(Rows);
  }

  /// mappings/hip-versions.yaml: {hip_versions: ["5.2", ...]}, ascending.
  llvm::Expected<std::vector<HipVersion>> parseVersions() {
    llvm::yaml::Stream Stream(SM.getMemoryBuffer(1)->getMemBufferRef(), SM);
    auto DocIt = Stream.begin();
    auto *Root = DocIt == Stream.end()
                     ? nullptr
                     : llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(
                           DocIt->getRoot());
    if (!Root)
      return fail(nullptr, "expected a mapping with 'hip_versions'");
    std::vector<HipVersion> Versions;
    for (llvm::yaml::KeyValueNode &KV : *Root) {
      std::string Key = scalar(KV.getKey());
      if (!Error.empty())
        return takeError();
      auto *List =
          llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(KV.getValue());
      if (Key != "hip_versions" || !List)
        return fail(KV.getKey(), "expected 'hip_versions', a list of X.Y");
      for (llvm::yaml::Node &Item : *List) {
        std::string Text = scalar(&Item);
        std::optional<HipVersion> V = parseVersion(Text);
        if (!Error.empty() || !V ||
            (!Versions.empty() && !(Versions.back() < *V)))
          return fail(&Item, "'" + Text + "' is not a version X.Y after the "
                                          "one before it");
        Versions.push_back(*V);
      }
    }
    if (!Error.empty() || Stream.failed())
      return takeError();
    if (Versions.empty())
      return fail(Root, "'hip_versions' is empty");
    return std::move(Versions);
  }

private:
  llvm::Error parseRows(llvm::yaml::SequenceNode &RowList,
                        std::vector<MappingRow> &Rows) {
    llvm::StringMap<TablePlace> Seen;
    for (llvm::yaml::Node &Item : RowList) {
      std::optional<MappingRow> Row = parseRow(Item);
      if (!Row)
        return takeError();
      auto [It, Inserted] = Seen.try_emplace(
          (Row->Kind == ApiKind::Header ? "#" : "") + Row->Cuda, Row->Origin);
      if (!Inserted)
        return fail(&Item, "'" + Row->Cuda +
                               "' is defined twice; first definition at " +
                               It->second.str());
      Rows.push_back(std::move(*Row));
    }
    if (!Error.empty())
      return takeError();
    return llvm::Error::success();
  }

  std::optional<MappingRow> parseRow(llvm::yaml::Node &Item) {
    auto *Map = llvm::dyn_cast<llvm::yaml::MappingNode>(&Item);
    if (!Map) {
      record(&Item, "a row must be a mapping such as {cuda: X, hip: Y, kind: "
                  "function}");
      return std::nullopt;
    }
    const RowSchema &Schema = rowSchema();
    MappingRow Row;
    Row.Origin = place(&Item);
    // The fields the row has, with their value nodes, for the checks that
    // need the row's kind.
    std::vector<std::pair<const RowField *, llvm::yaml::Node *>> Given;
    auto Has = [&](llvm::StringRef Name) {
      for (const auto &[Field, Value] : Given)
        if (Field->Name == Name)
          return true;
      return false;
    };
    for (llvm::yaml::KeyValueNode &KV : *Map) {
      std::string Key = scalar(KV.getKey());
      if (!Error.empty())
        return std::nullopt;
      const RowField *Field = Schema.find(Key);
      const FieldBinding *Binding = findFieldBinding(Key);
      if (!Field || !Binding) {
        record(KV.getKey(), "unknown field '" + Key + "'");
        return std::nullopt;
      }
      llvm::yaml::Node *Value = KV.getValue();
      Given.push_back({Field, Value});
      if (Field->Type == FieldType::Arguments) {
        std::optional<std::vector<std::string>> List = parseArgs(Value);
        if (!List)
          return std::nullopt;
        setRowField(Row, *Binding, std::move(*List));
        continue;
      }
      std::string Text = scalar(Value);
      if (!Error.empty())
        return std::nullopt;
      if (std::string Why = invalidFieldValue(*Field, Text); !Why.empty()) {
        record(Value, Why);
        return std::nullopt;
      }
      setRowField(Row, *Binding, Text);
    }
    for (const RowField &Field : Schema.fields())
      if (Field.Required && !Has(Field.Name)) {
        record(&Item, Field.Name == "cuda"
                          ? std::string("row has no 'cuda' name")
                          : "row '" + Row.Cuda + "' has no '" + Field.Name +
                                "'");
        return std::nullopt;
      }
    if (Row.Cuda.empty()) {
      record(&Item, "row has no 'cuda' name");
      return std::nullopt;
    }
    for (const auto &[Field, Value] : Given)
      if (!Field->allowsKind(Row.Kind)) {
        record(Value, "'" + Field->Name + "' is only allowed for " +
                          Field->kindsText() + ", not on a row of kind '" +
                          apiKindName(Row.Kind).str() + "'");
        return std::nullopt;
      }
    // A row the port's own definition stands in for on every target: no HIP
    // release has a counterpart.
    bool DefinedOnEveryTarget =
        (Row.OlderFallback == "definition" ||
         Row.OlderFallback == "macro-value") &&
        !Has("hip");
    if (Row.isTranslatable() && !Has("hip") && !DefinedOnEveryTarget) {
      record(&Item, "row '" + Row.Cuda + "' is " +
                      apiStatusName(Row.Status).str() +
                      " but has no 'hip' name");
      return std::nullopt;
    }
    if (Row.isTranslatable() && Row.Hip.empty() &&
        Row.Kind != ApiKind::Header && Row.Kind != ApiKind::Macro &&
        !DefinedOnEveryTarget) {
      record(&Item, "row '" + Row.Cuda + "' has an empty 'hip' name (only "
                                       "header and macro rows may delete)");
      return std::nullopt;
    }
    if ((!Row.OlderHip.empty() || Row.OlderArgs) && Row.HipSince.empty() &&
        !DefinedOnEveryTarget) {
      record(&Item, "row '" + Row.Cuda +
                        "' has an older_* fallback but no 'hip_since'");
      return std::nullopt;
    }
    if (!Row.NewerHip.empty() && Row.HipRemoved.empty()) {
      record(&Item, "row '" + Row.Cuda +
                        "' has a 'newer_hip' but no 'hip_removed'");
      return std::nullopt;
    }
    if (!Row.HipSince.empty() && !Row.HipRemoved.empty() &&
        !(*parseVersion(Row.HipSince) < *parseVersion(Row.HipRemoved))) {
      record(&Item, "row '" + Row.Cuda + "': 'hip_removed' " + Row.HipRemoved +
                        " is not after 'hip_since' " + Row.HipSince);
      return std::nullopt;
    }
    if (Row.OlderFallback == "enum-name" &&
        (Row.OlderHip.empty() || Row.Kind != ApiKind::Function)) {
      record(&Item, "row '" + Row.Cuda +
                        "': 'older_fallback: enum-name' needs a function row "
                        "with an 'older_hip', the name of the definition");
      return std::nullopt;
    }
    if (Row.OlderFallback == "definition") {
      const PortDefinition *Definition = findPortDefinition(Row.Cuda);
      bool IsHeader = Row.Kind == ApiKind::Header;
      if (!Definition || (IsHeader ? !Row.OlderHip.empty()
                                   : Row.Kind != ApiKind::Function ||
                                         Row.OlderHip != Definition->Defines)) {
        record(&Item,
               "row '" + Row.Cuda +
                   "': 'older_fallback: definition' needs an entry for '" +
                   Row.Cuda +
                   "' in mappings/facts/port-definitions.yaml and, on a "
                   "function row, an 'older_hip' that is the name it defines" +
                   (Definition && !IsHeader ? " ('" + Definition->Defines + "')"
                                            : std::string()) +
                   "; a header row has no 'older_hip'");
        return std::nullopt;
      }
    }
    if ((Row.OlderFallback == "macro-value") !=
            !Row.OlderValue.empty() ||
        (!Row.OlderValue.empty() &&
         (Row.OlderHip.empty() || Row.Kind != ApiKind::Macro))) {
      record(&Item, "row '" + Row.Cuda +
                        "': 'older_fallback: macro-value' and 'older_value' "
                        "go together, on a macro row with an 'older_hip', "
                        "the macro the port defines");
      return std::nullopt;
    }
    // legacy_arity alone: calls of the older signature have no HIP form.
    if ((!Row.LegacyHip.empty() && Row.LegacyArity == 0) ||
        ((!Row.LegacyHip.empty() || Row.LegacyArity != 0) &&
         Row.Kind != ApiKind::Function)) {
      record(&Item, "row '" + Row.Cuda +
                        "': 'legacy_hip' needs 'legacy_arity', on a function "
                        "row");
      return std::nullopt;
    }
    if (Row.OlderArgs && Row.OlderHip.empty())
      Row.OlderHip = Row.Hip;
    if ((!Row.OlderHip.empty() || Row.OlderFallback == "definition") &&
        Row.OlderRule.empty())
      Row.OlderRule = rules::OlderEquivalent;
    // Whatever a row names lands in the user's source as it is: it must be
    // a name (or, for a header, a path), never arbitrary text.
    for (const RowField &SpellingField : Schema.fields()) {
      if (SpellingField.Type != FieldType::Spelling)
        continue;
      const std::string &Field = SpellingField.Name;
      std::string Name = rowFieldText(Row, *findFieldBinding(Field));
      // A macro or enum constant may stand for a number (a flag value).
      bool Valid = Name.empty() ||
                   (Row.Kind == ApiKind::Header ? isHeaderPath(Name)
                                                : isQualifiedName(Name)) ||
                   ((Row.Kind == ApiKind::Macro || Row.Kind == ApiKind::Enum) &&
                    isNumber(Name));
      if (!Valid) {
        record(&Item, "row '" + Row.Cuda + "': '" + Field + "' must be " +
                          (Row.Kind == ApiKind::Header
                               ? "a header path such as hip/hip_runtime.h"
                               : "a C++ name such as hipMalloc or "
                                 "hipcub::BlockReduce (or, for a macro or "
                                 "enum, a number)") +
                          ", not '" + Name + "'");
        return std::nullopt;
      }
    }
    return Row;
  }

  static bool isQualifiedName(llvm::StringRef Name) {
    llvm::SmallVector<llvm::StringRef> Parts;
    Name.split(Parts, "::");
    // An operator (`operator!=`, `ns::operator+`) may end the name.
    llvm::StringRef Last = Parts.back();
    if (Last.consume_front("operator") && !Last.empty() &&
        llvm::all_of(Last, [](char C) {
          return llvm::StringRef("+-*/%^&|~!=<>()[],").contains(C);
        }))
      Parts.pop_back();
    return llvm::all_of(Parts, [](llvm::StringRef Part) {
      return !Part.empty() && (isalpha(Part.front()) || Part.front() == '_') &&
             llvm::all_of(Part, [](char C) { return isalnum(C) || C == '_'; });
    });
  }

  static bool isNumber(llvm::StringRef Text) {
    Text.consume_front("-");
    return !Text.empty() && isdigit(Text.front()) &&
           llvm::all_of(Text, [](char C) {
             return isalnum(C) || C == '.';
           });
  }

  static bool isHeaderPath(llvm::StringRef Path) {
    return !Path.contains("..") && !Path.starts_with("/") &&
           llvm::all_of(Path, [](char C) {
             return isalnum(C) || C == '_' || C == '/' || C == '.' ||
                    C == '-' || C == '+';
           });
  }

  std::optional<std::vector<std::string>> parseArgs(llvm::yaml::Node *Value) {
    auto *List = llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(Value);
    if (!List) {
      record(Value, "'args' must be a list such as [\"$2\", \"$3\"]");
      return std::nullopt;
    }
    std::vector<std::string> Args;
    for (llvm::yaml::Node &Entry : *List) {
      std::string Text = scalar(&Entry);
      if (!Error.empty())
        return std::nullopt;
      // "$0" is a common slip for the first argument; they are 1-based.
      for (size_t Pos = Text.find('$'); Pos != std::string::npos;
           Pos = Text.find('$', Pos + 1))
        if (Pos + 1 < Text.size() && Text[Pos + 1] == '0' &&
            (Pos + 2 >= Text.size() || !isdigit(Text[Pos + 2]))) {
          record(&Entry, "argument references are 1-based: '$0' is not valid");
          return std::nullopt;
        }
      std::string Why = malformedExpression(Text);
      if (!Why.empty()) {
        record(&Entry, "argument template '" + Text + "' is not valid: " +
                           Why);
        return std::nullopt;
      }
      Args.push_back(Text);
    }
    return Args;
  }


  std::string scalar(llvm::yaml::Node *Node) {
    auto *Scalar = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(Node);
    if (!Scalar) {
      record(Node, "expected a plain value");
      return "";
    }
    llvm::SmallString<64> Storage;
    return Scalar->getValue(Storage).str();
  }

  TablePlace place(llvm::yaml::Node *Node) {
    TablePlace Place;
    Place.File = FileName;
    if (Node) {
      auto [Line, Column] =
          SM.getLineAndColumn(Node->getSourceRange().Start, 1);
      Place.Line = Line;
      Place.Column = Column;
    }
    return Place;
  }

  void record(llvm::yaml::Node *Node, const std::string &Message) {
    if (Error.empty())
      Error = place(Node).str() + ": error: " + Message;
  }

  llvm::Error fail(llvm::yaml::Node *Node, const std::string &Message) {
    record(Node, Message);
    return takeError();
  }

  llvm::Error takeError() {
    if (Error.empty())
      Error = FileName + ": error: malformed YAML";
    return llvm::createStringError(std::errc::invalid_argument, "%s",
                                   Error.c_str());
  }

  std::string FileName;
  llvm::SourceMgr SM;
  std::string Error;
};

} // namespace

llvm::Expected<std::vector<MappingRow>>
parseMappingFile(llvm::StringRef FileName, llvm::StringRef Contents) {
  TableFileParser Parser(FileName, Contents);
  return Parser.parse();
}

llvm::Expected<std::vector<HipVersion>>
parseHipVersionsFile(llvm::StringRef FileName, llvm::StringRef Contents) {
  TableFileParser Parser(FileName, Contents);
  return Parser.parseVersions();
}

} // namespace hipify
