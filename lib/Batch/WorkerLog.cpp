//===- WorkerLog.cpp ------------------------------------------------------===//
#include "Batch/WorkerLog.h"
#include "llvm/ADT/SmallVector.h"

namespace hipify {

/// The qualified name of the function in a symbolised frame, without its
/// parameter list: the text from `hipify::` up to the first `(` that does not
/// open `(anonymous namespace)`.
static std::string functionName(llvm::StringRef Frame) {
  size_t Start = Frame.find("hipify::");
  if (Start == llvm::StringRef::npos)
    return "";
  llvm::StringRef Rest = Frame.drop_front(Start);
  std::string Name;
  while (!Rest.empty()) {
    if (Rest.starts_with("(anonymous namespace)")) {
      Name += "(anonymous namespace)";
      Rest = Rest.drop_front(llvm::StringRef("(anonymous namespace)").size());
      continue;
    }
    char C = Rest.front();
    if (C == '(' || C == ' ')
      break;
    Name += C;
    Rest = Rest.drop_front();
  }
  return Name;
}

std::vector<std::string> ownFramesOfStackDump(llvm::StringRef Log,
                                              size_t Limit) {
  std::vector<std::string> Frames;
  llvm::SmallVector<llvm::StringRef> Lines;
  Log.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::StringRef L = Line.trim();
    if (!L.consume_front("#"))
      continue;
    std::string Name = functionName(L);
    if (Name.empty() || (!Frames.empty() && Frames.back() == Name))
      continue;
    Frames.push_back(std::move(Name));
    if (Frames.size() == Limit)
      break;
  }
  return Frames;
}

std::string describeCrash(llvm::StringRef Signal, llvm::StringRef Log) {
  std::string Text = "the worker crashed";
  if (!Signal.trim().empty())
    Text += " (" + Signal.trim().str() + ")";
  std::vector<std::string> Frames = ownFramesOfStackDump(Log);
  for (size_t I = 0; I < Frames.size(); ++I)
    Text += (I == 0 ? " in " : " <- ") + Frames[I];
  return Text;
}

llvm::StringRef firstErrorLine(llvm::StringRef Log) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Log.split(Lines, '\n');
  llvm::StringRef Last;
  for (llvm::StringRef Line : Lines) {
    if (Line.contains("error:"))
      return Line.trim();
    if (!Line.trim().empty())
      Last = Line.trim();
  }
  return Last;
}

} // namespace hipify
