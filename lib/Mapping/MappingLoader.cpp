//===- MappingLoader.cpp - parse and validate mappings/*.yaml -------------===//
//
// Uses llvm::yaml's node-level parser rather than YAMLTraits so that every
// error names the line and column of the offending row or field.
//
//===----------------------------------------------------------------------===//
#include "Core/RuleIds.h"
#include "Mapping/MappingRow.h"
#include "Mapping/MappingTable.h"
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

static bool isFallbackRule(llvm::StringRef Rule) {
  return Rule == rules::WarpMaskDropped || Rule == rules::OlderEquivalent;
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
    MappingRow Row;
    Row.Origin = place(&Item);
    bool HasCuda = false, HasHip = false, HasKind = false;
    llvm::yaml::Node *ArgsNode = nullptr;
    for (llvm::yaml::KeyValueNode &KV : *Map) {
      std::string Key = scalar(KV.getKey());
      if (!Error.empty())
        return std::nullopt;
      llvm::yaml::Node *Value = KV.getValue();
      if (Key == "args" || Key == "older_args") {
        ArgsNode = Value;
        (Key == "args" ? Row.Args : Row.OlderArgs) = parseArgs(Value);
        if (!Error.empty())
          return std::nullopt;
        continue;
      }
      std::string Text = scalar(Value);
      if (!Error.empty())
        return std::nullopt;
      if (Key == "cuda") {
        Row.Cuda = Text;
        HasCuda = true;
      } else if (Key == "hip") {
        Row.Hip = Text;
        HasHip = true;
      } else if (Key == "kind") {
        auto Kind = parseApiKind(Text);
        if (!Kind) {
          record(Value, "unknown kind '" + Text +
                          "' (expected function, type, enum, macro, header or "
                          "namespace)");
          return std::nullopt;
        }
        Row.Kind = *Kind;
        HasKind = true;
      } else if (Key == "status") {
        auto Status = parseApiStatus(Text);
        if (!Status) {
          record(Value, "unknown status '" + Text +
                          "' (expected supported, unsupported, deprecated or "
                          "removed)");
          return std::nullopt;
        }
        Row.Status = *Status;
      } else if (Key == "note") {
        Row.Note = Text;
      } else if (Key == "roc") {
        Row.Roc = Text;
      } else if (Key == "hip_since") {
        if (!parseVersion(Text)) {
          record(Value, "'hip_since' must be a version X.Y, not '" + Text +
                            "'");
          return std::nullopt;
        }
        Row.HipSince = Text;
      } else if (Key == "hip_removed") {
        if (!parseVersion(Text)) {
          record(Value, "'hip_removed' must be a version X.Y, not '" + Text +
                            "'");
          return std::nullopt;
        }
        Row.HipRemoved = Text;
      } else if (Key == "cuda_since") {
        Row.CudaSince = Text;
      } else if (Key == "cuda_removed") {
        Row.CudaRemoved = Text;
      } else if (Key == "older_hip") {
        Row.OlderHip = Text;
      } else if (Key == "older_note") {
        Row.OlderNote = Text;
      } else if (Key == "legacy_hip") {
        Row.LegacyHip = Text;
      } else if (Key == "legacy_arity") {
        if (llvm::StringRef(Text).getAsInteger(10, Row.LegacyArity)) {
          record(Value, "'legacy_arity' must be a number of arguments, not '" +
                            Text + "'");
          return std::nullopt;
        }
      } else if (Key == "older_fallback") {
        if (Text != "enum-name" && Text != "macro-value") {
          record(Value, "unknown older_fallback '" + Text +
                            "' (expected enum-name or macro-value)");
          return std::nullopt;
        }
        Row.OlderFallback = Text;
      } else if (Key == "older_value") {
        if (std::string Why = malformedArgument(Text); !Why.empty()) {
          record(Value, "'older_value' must be one expression: " + Why);
          return std::nullopt;
        }
        Row.OlderValue = Text;
      } else if (Key == "older_rule") {
        if (!isFallbackRule(Text)) {
          record(Value, "unknown older_rule '" + Text + "' (expected " +
                            rules::WarpMaskDropped.str() + " or " +
                            rules::OlderEquivalent.str() + ")");
          return std::nullopt;
        }
        Row.OlderRule = Text;
      } else if (Key == "verified" || Key == "defined_only") {
        std::optional<bool> Flag = parseBool(Text);
        if (!Flag) {
          record(Value, "'" + Key + "' must be true or false");
          return std::nullopt;
        }
        (Key == "verified" ? Row.Verified : Row.DefinedOnly) = *Flag;
      } else {
        record(KV.getKey(), "unknown field '" + Key + "'");
        return std::nullopt;
      }
    }
    if (!HasCuda || Row.Cuda.empty()) {
      record(&Item, "row has no 'cuda' name");
      return std::nullopt;
    }
    if (!HasKind) {
      record(&Item, "row '" + Row.Cuda + "' has no 'kind'");
      return std::nullopt;
    }
    if (Row.isTranslatable() && !HasHip) {
      record(&Item, "row '" + Row.Cuda + "' is " +
                      apiStatusName(Row.Status).str() +
                      " but has no 'hip' name");
      return std::nullopt;
    }
    if (Row.isTranslatable() && Row.Hip.empty() && Row.Kind != ApiKind::Header) {
      record(&Item, "row '" + Row.Cuda + "' has an empty 'hip' name (only "
                                       "header rows may delete)");
      return std::nullopt;
    }
    if ((!Row.OlderHip.empty() || Row.OlderArgs) && Row.HipSince.empty()) {
      record(&Item, "row '" + Row.Cuda +
                        "' has an older_* fallback but no 'hip_since'");
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
    if (Row.LegacyHip.empty() != (Row.LegacyArity == 0) ||
        (!Row.LegacyHip.empty() && Row.Kind != ApiKind::Function)) {
      record(&Item, "row '" + Row.Cuda +
                        "': 'legacy_hip' and 'legacy_arity' go together, on a "
                        "function row");
      return std::nullopt;
    }
    if (Row.OlderArgs && Row.OlderHip.empty())
      Row.OlderHip = Row.Hip;
    if (!Row.OlderHip.empty() && Row.OlderRule.empty())
      Row.OlderRule = rules::OlderEquivalent;
    if (ArgsNode && Row.Kind != ApiKind::Function) {
      record(ArgsNode, "'args' is only allowed for function rows");
      return std::nullopt;
    }
    // Whatever a row names lands in the user's source as it is: it must be
    // a name (or, for a header, a path), never arbitrary text.
    for (const auto &[Field, Name] :
         {std::pair<const char *, const std::string &>{"hip", Row.Hip},
          {"older_hip", Row.OlderHip},
          {"legacy_hip", Row.LegacyHip},
          {"roc", Row.Roc}}) {
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

  /// Why an argument template is not a well-formed piece of an argument
  /// list ("" if it is): one expression, so no statement or comment can
  /// come in through it.
  static std::string malformedArgument(llvm::StringRef Text) {
    if (Text.trim().empty())
      return "it is empty";
    std::string Open;
    char Quote = 0;
    for (size_t I = 0; I < Text.size(); ++I) {
      char C = Text[I];
      if (C == '\n' || C == '\r')
        return "it spans lines";
      if (Quote) {
        if (C == '\\')
          ++I;
        else if (C == Quote)
          Quote = 0;
        continue;
      }
      if (C == '"' || C == '\'') {
        Quote = C;
      } else if (C == ';' || C == '#') {
        return std::string("it contains '") + C + "'";
      } else if (C == '/' && I + 1 < Text.size() &&
                 (Text[I + 1] == '/' || Text[I + 1] == '*')) {
        return "it contains a comment";
      } else if (C == '(' || C == '[' || C == '{') {
        Open += C == '(' ? ')' : C == '[' ? ']' : '}';
      } else if (C == ')' || C == ']' || C == '}') {
        if (Open.empty() || Open.back() != C)
          return std::string("its '") + C + "' closes nothing";
        Open.pop_back();
      } else if (C == ',' && Open.empty()) {
        return "it holds more than one argument (use one list entry each)";
      }
    }
    if (Quote)
      return "a quote is not closed";
    if (!Open.empty())
      return "a bracket is not closed";
    return "";
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
      std::string Why = malformedArgument(Text);
      if (!Why.empty()) {
        record(&Entry, "argument template '" + Text + "' is not valid: " +
                           Why);
        return std::nullopt;
      }
      Args.push_back(Text);
    }
    return Args;
  }

  static std::optional<bool> parseBool(llvm::StringRef Text) {
    if (Text == "true")
      return true;
    if (Text == "false")
      return false;
    return std::nullopt;
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
