//===- ValidateCommand.cpp - `hipify validate`: build the port for AMD ----===//
#include "Apply/FileWriter.h"
#include "Commands.h"
#include "Translate/Translator.h"
#include "Validate/AmdBuild.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

int runValidate(const ValidateRequest &Request, const MappingTable &Table) {
  if (Request.Arches.empty())
    return fail("--offload-arch needs at least one AMD target (gfx90a...)");
  llvm::SmallString<128> WorkDir;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueDirectory("hipify-validate", WorkDir))
    return fail("cannot create a work directory: " + EC.message());

  // The port: given, or made here from the CUDA source.
  std::string HipSource = Request.HipSource;
  std::string PortStatus = "given";
  if (HipSource.empty()) {
    llvm::Expected<std::string> Source = readSourceFile(Request.CudaSource);
    if (!Source)
      return fail(llvm::toString(Source.takeError()));
    Translator Engine(Table, Request.Translate, Request.Parse);
    llvm::Expected<TranslationResult> Result =
        Engine.translate(Request.CudaSource, nullptr);
    if (!Result)
      return fail(llvm::toString(Result.takeError()));
    llvm::Expected<std::string> Text = Result->translatedText();
    if (!Text)
      return fail(llvm::toString(Text.takeError()));
    llvm::SmallString<256> Port(WorkDir);
    llvm::sys::path::append(Port,
                            llvm::sys::path::stem(Request.CudaSource) + ".hip");
    if (llvm::Error E = writeFileAtomically(Port, *Text))
      return fail(llvm::toString(std::move(E)));
    HipSource = std::string(Port);
    PortStatus = Result->HadParseErrors ? "partial" : "ok";
  }

  AmdBuildRequest Build;
  Build.HipSource = HipSource;
  Build.Arches = Request.Arches;
  Build.Hipcc = Request.Hipcc;
  Build.ExtraFlags = Request.CompileFlags;
  llvm::SmallString<256> Object(WorkDir);
  llvm::sys::path::append(Object, "port.o");
  Build.Object = std::string(Object);
  AmdBuildResult Built = buildForAmd(Build);

  llvm::raw_ostream &OS = llvm::outs();
  OS << "port: " << PortStatus
     << (Request.HipSource.empty() ? "" : " (" + HipSource + ")") << "\n";
  OS << "build: " << (Built.Compiled ? "ok" : "failed") << " (" << Built.Command
     << ")\n";
  if (!Built.Compiled)
    OS << Built.CompilerOutput;
  if (!Built.BundleError.empty())
    OS << "bundle: " << Built.BundleError << "\n";
  for (const AmdTargetResult &T : Built.Targets)
    OS << "target " << T.Arch << ": "
       << (T.Present ? "code object present" : "missing") << "\n";

  if (!Request.ReportFile.empty()) {
    llvm::json::Array Targets;
    for (const AmdTargetResult &T : Built.Targets)
      Targets.push_back(
          llvm::json::Object{{"arch", T.Arch}, {"codeObject", T.Present}});
    std::string Json;
    llvm::raw_string_ostream(Json) << llvm::formatv(
        "{0:2}",
        llvm::json::Value(llvm::json::Object{
            {"cuda", Request.CudaSource},
            {"hip", HipSource},
            {"port", PortStatus},
            {"build",
             llvm::json::Object{{"command", Built.Command},
                                {"compiled", Built.Compiled},
                                {"output", Built.CompilerOutput}}},
            {"targets", std::move(Targets)},
            {"succeeded", Built.succeeded()}}));
    if (llvm::Error E = writeFileAtomically(Request.ReportFile, Json + "\n"))
      return fail(llvm::toString(std::move(E)));
  }
  llvm::sys::fs::remove_directories(WorkDir);
  return Built.succeeded() ? ExitOk : ExitFindings;
}

} // namespace hipify
