//===- TraceComparisonReport.cpp - a trace comparison, rendered -----------===//
//
// What compareTraces found, as one line for people per divergence,
// schedule-dependent buffer or reordered group (describe), and as JSON
// (toJson); TraceComparator.h shows both forms.
//
//===----------------------------------------------------------------------===//
#include "Validate/TraceComparator.h"

namespace hipify {

using Kind = TraceDivergence::Kind;

static llvm::StringRef kindName(Kind K) {
  switch (K) {
  case Kind::MissingLaunch: return "missing-launch";
  case Kind::ExtraLaunch: return "extra-launch";
  case Kind::KernelName: return "kernel-name";
  case Kind::Configuration: return "configuration";
  case Kind::Status: return "status";
  case Kind::MissingBuffer: return "missing-buffer";
  case Kind::ExtraBuffer: return "extra-buffer";
  case Kind::ElementType: return "element-type";
  case Kind::BufferSize: return "buffer-size";
  case Kind::Element: return "element";
  case Kind::ContentsHash: return "contents-hash";
  case Kind::SortedElement:
    return "sorted-element";
  }
  return "unknown";
}

std::string describe(const TraceDivergence &D) {
  std::string Out = "kernel '" + D.Kernel + "' launch " +
                    std::to_string(D.Launch);
  if (D.Arg) {
    Out += ": buffer ";
    if (!D.Param.empty())
      Out += "'" + D.Param + "' ";
    Out += "(arg " + std::to_string(*D.Arg) + ")";
  }
  // A schedule-dependent buffer's element is one of the sorted contents.
  bool Sorted = D.What == Kind::SortedElement;
  if (Sorted)
    Out += ", compared as a multiset (" + D.Why + "),";
  if (D.Element)
    Out += (Sorted ? " sorted element " : " element ") +
           std::to_string(*D.Element);
  Out += ": ";
  bool ElementValues =
      (D.What == Kind::Element || Sorted) && !D.Expected.empty();
  if (!ElementValues)
    Out += D.Why;
  if (!D.Expected.empty() || !D.Actual.empty()) {
    if (!ElementValues)
      Out += ": ";
    Out += "expected " + D.Expected + " got " + D.Actual;
  }
  if (D.Ulps)
    Out += " (" + std::to_string(*D.Ulps) + " ULP)";
  if (!D.Consequence.empty())
    Out += "; then " + D.Consequence;
  return Out;
}

static llvm::StringRef treatmentName(ScheduleDependentBuffer::Treatment How) {
  return How == ScheduleDependentBuffer::Treatment::Multiset ? "multiset"
                                                             : "ignored";
}

static llvm::StringRef why(const ScheduleDependentBuffer &B) {
  return B.How == ScheduleDependentBuffer::Treatment::Multiset
             ? "its order varies between runs of the original"
             : "its elements vary between runs of the original";
}

std::string describe(const ScheduleDependentBuffer &B) {
  std::string Out = "kernel '" + B.Kernel + "' buffer ";
  if (!B.Param.empty())
    Out += "'" + B.Param + "' ";
  Out += "(arg " + std::to_string(B.Arg) + "): ";
  Out += B.Launches == 1
             ? "launch " + std::to_string(B.FirstLaunch)
             : std::to_string(B.Launches) + " launches from launch " +
                   std::to_string(B.FirstLaunch);
  Out += ", " + std::to_string(B.Elements) +
         (B.Elements == 1 ? " element: " : " elements: ") + why(B).str();
  return Out;
}

std::string describe(const ReorderedLaunches &R) {
  return "kernel '" + R.Kernel + "': " + std::to_string(R.Launches) +
         (R.Launches == 1 ? " launch" : " launches") + " from launch " +
         std::to_string(R.FirstLaunch) + ", in " + std::to_string(R.Groups) +
         (R.Groups == 1 ? " group" : " groups") +
         " of as many host threads, in another order than the original's, "
         "each matched to one of its group";
}

llvm::json::Object toJson(const TraceComparison &C) {
  llvm::json::Object O{{"matches", C.matches()},
                       {"launchesCompared", int64_t(C.LaunchesCompared)},
                       {"buffersCompared", int64_t(C.BuffersCompared)},
                       {"elementsCompared", int64_t(C.ElementsCompared)}};
  if (C.LaunchesWithoutBuffers)
    O["launchesWithoutBuffers"] = int64_t(C.LaunchesWithoutBuffers);
  if (C.AcrossSchedules) {
    O["acrossSchedules"] = true;
    llvm::json::Array Buffers;
    for (const ScheduleDependentBuffer &B : C.ScheduleDependent)
      Buffers.push_back(
          llvm::json::Object{{"kernel", B.Kernel},
                             {"arg", int64_t(B.Arg)},
                             {"param", B.Param},
                             {"treatment", treatmentName(B.How)},
                             {"firstLaunch", int64_t(B.FirstLaunch)},
                             {"launches", int64_t(B.Launches)},
                             {"elements", int64_t(B.Elements)},
                             {"why", why(B)}});
    O["scheduleDependent"] = std::move(Buffers);
    if (!C.ScheduleNote.empty())
      O["scheduleNote"] = C.ScheduleNote;
  }
  if (!C.Reordered.empty()) {
    llvm::json::Array Groups;
    for (const ReorderedLaunches &R : C.Reordered)
      Groups.push_back(
          llvm::json::Object{{"kernel", R.Kernel},
                             {"firstLaunch", int64_t(R.FirstLaunch)},
                             {"launches", int64_t(R.Launches)},
                             {"groups", int64_t(R.Groups)}});
    O["reorderedLaunches"] = std::move(Groups);
  }
  if (!C.First)
    return O;
  const TraceDivergence &D = *C.First;
  llvm::json::Object Div{{"kind", kindName(D.What)},
                         {"launch", int64_t(D.Launch)},
                         {"kernel", D.Kernel},
                         {"why", D.Why},
                         {"message", describe(D)}};
  if (!D.Consequence.empty())
    Div["consequence"] = D.Consequence;
  if (D.Arg) {
    Div["arg"] = int64_t(*D.Arg);
    Div["param"] = D.Param;
  }
  if (D.Element)
    Div["element"] = int64_t(*D.Element);
  if (!D.Expected.empty() || !D.Actual.empty()) {
    Div["expected"] = D.Expected;
    Div["actual"] = D.Actual;
  }
  if (D.Ulps)
    Div["ulps"] = int64_t(std::min<uint64_t>(*D.Ulps, INT64_MAX));
  O["divergence"] = std::move(Div);
  return O;
}

} // namespace hipify
