//===- YamlDocument.cpp ---------------------------------------------------===//
#include "Support/YamlDocument.h"
#include "llvm/Support/SourceMgr.h"

namespace hipify {

void keepFirstYamlError(const llvm::SMDiagnostic &Diagnostic, void *Context) {
  auto *Out = static_cast<std::string *>(Context);
  if (Out->empty())
    *Out = std::to_string(Diagnostic.getLineNo()) + ":" +
           std::to_string(Diagnostic.getColumnNo() + 1) +
           ": error: " + Diagnostic.getMessage().str();
}

llvm::Error yamlDocumentError(llvm::StringRef FileName, llvm::StringRef What,
                              const std::string &FirstError) {
  std::string Where = FileName.str() + ":";
  if (FirstError.empty())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s error: not a %s", Where.c_str(),
                                   What.str().c_str());
  return llvm::createStringError(std::errc::invalid_argument, "%s%s",
                                 Where.c_str(), FirstError.c_str());
}

} // namespace hipify
