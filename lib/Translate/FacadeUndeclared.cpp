//===- FacadeUndeclared.cpp -----------------------------------------------===//
#include "Translate/FacadeUndeclared.h"
#include "Translate/TranslationContext.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

bool FacadeUndeclaredNames::note(const Diagnostic &Info,
                                 const MappingTable &Table) {
  unsigned ID = Info.getID();
  bool UnknownType = ID == diag::err_unknown_typename;
  if (!UnknownType && ID != diag::err_undeclared_var_use &&
      ID != diag::err_undeclared_use)
    return false;
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  // Only what the user wrote: errors in headers of the system are not
  // caused by a missing CUDA name.
  if (SM.isInSystemHeader(SM.getExpansionLoc(Info.getLocation())))
    return false;
  SourceLocation Spelling = SM.getSpellingLoc(Info.getLocation());
  LangOptions Lang;
  Lang.CPlusPlus = true;
  Token Name;
  if (Lexer::getRawToken(Spelling, Name, SM, Lang, /*IgnoreWhiteSpace=*/true) ||
      !Name.is(tok::raw_identifier))
    return false;
  llvm::StringRef Spelled = Name.getRawIdentifier();
  if (!TranslationContext::looksLikeCudaApiName(Spelled) ||
      Table.lookup(Spelled))
    return false;
  Kind K = Kind::Type;
  if (!UnknownType) {
    std::optional<Token> Next = Lexer::findNextToken(Spelling, SM, Lang);
    K = Next && Next->is(tok::l_paren) ? Kind::Function : Kind::Value;
  }
  // A name called somewhere is a function, whatever else it is used as.
  auto [It, Inserted] = Names.emplace(Spelled.str(), K);
  if (!Inserted && K == Kind::Function)
    It->second = K;
  return true;
}

bool FacadeUndeclaredNames::merge(const FacadeUndeclaredNames &Other) {
  bool Added = false;
  for (const auto &[Name, K] : Other.Names) {
    auto [It, Inserted] = Names.emplace(Name, K);
    Added |= Inserted;
    if (!Inserted && K == Kind::Function && It->second != K) {
      It->second = K;
      Added = true;
    }
  }
  return Added;
}

std::string FacadeUndeclaredNames::header() const {
  std::string Text =
      "// Written by hipify for one translation unit: the CUDA names its\n"
      "// parse against the CUDA facade found undeclared, declared as the\n"
      "// facade declares names with no HIP counterpart (docs/facade.md).\n"
      "#pragma once\n"
      "#include \"hipify_facade/prelude.h\"\n";
  for (const auto &[Name, K] : Names) {
    switch (K) {
    case Kind::Type:
      Text += "HIPIFY_FACADE_OPAQUE(" + Name + ");\n";
      break;
    case Kind::Function:
      Text += "HIPIFY_FACADE_ANY_FUNCTION(" + Name + ")\n";
      break;
    case Kind::Value:
      Text += "HIPIFY_FACADE_ANY_VALUE(" + Name + ")\n";
      break;
    }
  }
  return Text;
}

} // namespace hipify
