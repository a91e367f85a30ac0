//===- PortDefinitions.cpp - parse mappings/facts/port-definitions.yaml ---===//
#include "Mapping/PortDefinitions.h"
#include "Mapping/EmbeddedFacts.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/YAMLTraits.h"

namespace llvm::yaml {
template <> struct MappingTraits<hipify::PortDefinition> {
  static void mapping(IO &Io, hipify::PortDefinition &D) {
    Io.mapRequired("cuda", D.Cuda);
    Io.mapRequired("defines", D.Defines);
    Io.mapOptional("declares", D.Declares);
    Io.mapRequired("text", D.Text);
    Io.mapOptional("text_file", D.TextFile);
    Io.mapOptional("for", D.For);
  }
};
} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(hipify::PortDefinition)

namespace hipify {

std::string PortDefinition::guardMacro() const {
  std::string Macro = "HIPIFY_DEFINED_";
  for (char C : Defines)
    Macro += llvm::isAlnum(C) ? C : '_';
  return Macro;
}

std::string PortDefinition::guardedText() const {
  std::string Guard = guardMacro();
  return "#ifndef " + Guard + "\n#define " + Guard + "\n" + Text +
         "#endif\n\n";
}

static bool isIdentifierPart(char C) { return llvm::isAlnum(C) || C == '_'; }

/// True when Text contains Name as a whole identifier (the last component of
/// a qualified name): the entry defines what it says it defines.
static bool mentionsName(llvm::StringRef Text, llvm::StringRef Name) {
  Name = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
       At = Text.find(Name, At + 1)) {
    bool Before = At > 0 && isIdentifierPart(Text[At - 1]);
    size_t End = At + Name.size();
    bool After = End < Text.size() && isIdentifierPart(Text[End]);
    if (!Before && !After)
      return true;
  }
  return false;
}

llvm::Expected<std::vector<PortDefinition>>
parsePortDefinitions(llvm::StringRef FileName, llvm::StringRef Contents) {
  std::vector<PortDefinition> Definitions;
  if (llvm::Error E = readYamlList(FileName, Contents, "facts file",
                                   "definitions", Definitions))
    return E;
  llvm::StringSet<> Seen;
  for (PortDefinition &D : Definitions) {
    auto Fail = [&](const char *Why) {
      return llvm::createStringError(std::errc::invalid_argument,
                                     "%s: error: definition of '%s': %s",
                                     FileName.str().c_str(), D.Cuda.c_str(),
                                     Why);
    };
    if (D.Cuda.empty() || D.Defines.empty())
      return Fail("needs 'cuda' and 'defines'");
    if (!D.For.empty() && D.For != "host" && D.For != "template")
      return Fail("'for' is 'host', 'template' or absent");
    if (!Seen.insert(D.For + '\0' + D.Cuda).second)
      return Fail("defined twice");
    if (!D.TextFile.empty()) {
      const EmbeddedTableFile *File = findEmbeddedTableFile(D.TextFile);
      if (!File)
        return Fail("its 'text_file' is not embedded with the tables "
                    "(lib/Mapping/CMakeLists.txt)");
      if (!D.Text.empty() && !llvm::StringRef(D.Text).ends_with("\n"))
        D.Text += '\n';
      D.Text += File->Contents.str();
    }
    if (!mentionsName(D.Text, D.Defines))
      return Fail("its text does not define the name 'defines' gives");
    for (const std::string &Name : D.Declares)
      if (!mentionsName(D.Text, Name))
        return Fail("its text does not declare a name 'declares' gives");
    if (!llvm::StringRef(D.Text).ends_with("\n"))
      D.Text += '\n';
  }
  return Definitions;
}

const std::vector<PortDefinition> &portDefinitions() {
  static const std::vector<PortDefinition> Definitions = parseEmbeddedFacts(
      "mappings/facts/port-definitions.yaml", parsePortDefinitions);
  return Definitions;
}

const PortDefinition *findPortDefinition(llvm::StringRef CudaName) {
  for (const PortDefinition &D : portDefinitions())
    if (D.For.empty() && D.Cuda == CudaName)
      return &D;
  return nullptr;
}

const PortDefinition *findDefinitionFor(llvm::StringRef For,
                                        llvm::StringRef Name) {
  for (const PortDefinition &D : portDefinitions())
    if (D.For == For && D.Defines == Name)
      return &D;
  return nullptr;
}

} // namespace hipify
