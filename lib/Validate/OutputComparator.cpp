//===- OutputComparator.cpp -----------------------------------------------===//
#include "Validate/OutputComparator.h"
#include "Support/YamlDocument.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/YAMLTraits.h"
#include <cmath>
#include <regex>
#include <cstring>

namespace {
struct ToleranceEntry {
  std::optional<double> Abs, Rel;
  std::optional<uint64_t> Ulp;
};
struct ToleranceFile {
  std::optional<ToleranceEntry> Float, Double, Half, BFloat16;
  std::optional<std::string> TextNumbers;
  std::optional<bool> DefaultIgnores;
  std::optional<std::vector<hipify::IgnoredLinePattern>> IgnoreLines;
};
} // namespace

namespace llvm {
namespace yaml {
template <> struct MappingTraits<ToleranceEntry> {
  static void mapping(IO &Io, ToleranceEntry &E) {
    Io.mapOptional("abs", E.Abs);
    Io.mapOptional("rel", E.Rel);
    Io.mapOptional("ulp", E.Ulp);
  }
};
template <> struct MappingTraits<ToleranceFile> {
  static void mapping(IO &Io, ToleranceFile &F) {
    Io.mapOptional("float", F.Float);
    Io.mapOptional("double", F.Double);
    Io.mapOptional("half", F.Half);
    Io.mapOptional("bfloat16", F.BFloat16);
    Io.mapOptional("text_numbers", F.TextNumbers);
    Io.mapOptional("default_ignores", F.DefaultIgnores);
    Io.mapOptional("ignore_lines", F.IgnoreLines);
  }
};
} // namespace yaml
} // namespace llvm


namespace hipify {

llvm::Expected<TolerancePolicy> readTolerancePolicy(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read tolerance file '%s': %s",
                                   Path.str().c_str(),
                                   Buffer.getError().message().c_str());
  ToleranceFile File;
  if (llvm::Error E = readYamlDocument(Path, (*Buffer)->getBuffer(),
                                       "tolerance file", File))
    return std::move(E);
  TolerancePolicy Policy;
  auto Apply = [](const std::optional<ToleranceEntry> &E, Tolerance &T) {
    if (!E)
      return;
    T.Absolute = E->Abs.value_or(T.Absolute);
    T.Relative = E->Rel.value_or(T.Relative);
    T.Ulps = E->Ulp.value_or(T.Ulps);
  };
  Apply(File.Float, Policy.Float);
  Apply(File.Double, Policy.Double);
  Apply(File.Half, Policy.Half);
  Apply(File.BFloat16, Policy.BFloat16);
  if (File.TextNumbers) {
    if (*File.TextNumbers != "float" && *File.TextNumbers != "double")
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: text_numbers must be float or double, not '%s'",
          Path.str().c_str(), File.TextNumbers->c_str());
    Policy.TextNumbersAreDouble = *File.TextNumbers == "double";
  }
  if (File.DefaultIgnores && !*File.DefaultIgnores)
    Policy.IgnoredLines.clear();
  if (File.IgnoreLines)
    llvm::append_range(Policy.IgnoredLines, *File.IgnoreLines);
  if (llvm::Expected<LineIgnorer> Ignorer =
          LineIgnorer::create(Policy.IgnoredLines);
      !Ignorer)
    return llvm::createStringError(std::errc::invalid_argument, "%s: %s",
                                   Path.str().c_str(),
                                   llvm::toString(Ignorer.takeError()).c_str());
  return Policy;
}

template <typename Float, typename Bits>
static uint64_t ulpDistanceOf(Float A, Float B) {
  if (std::isnan(A) || std::isnan(B))
    return UINT64_MAX;
  // Map the floats onto integers that are ordered like the floats.
  auto Ordered = [](Float F) {
    Bits I;
    std::memcpy(&I, &F, sizeof I);
    const Bits Sign = Bits(1) << (sizeof(Bits) * 8 - 1);
    return (I & Sign) ? Sign - (I & ~Sign) : Sign + I;
  };
  Bits X = Ordered(A), Y = Ordered(B);
  return X > Y ? X - Y : Y - X;
}

bool withinTolerance(double Expected, double Actual, uint64_t Ulps,
                     const Tolerance &T) {
  double Abs = std::fabs(Expected - Actual);
  double Rel = Abs / std::max(std::fabs(Expected), std::fabs(Actual));
  return Abs <= T.Absolute || Rel <= T.Relative || Ulps <= T.Ulps;
}

uint64_t ulpDistance(float A, float B) {
  return ulpDistanceOf<float, uint32_t>(A, B);
}
uint64_t ulpDistance(double A, double B) {
  return ulpDistanceOf<double, uint64_t>(A, B);
}

namespace {

enum class TokenKind { Text, Integer, Real };

TokenKind classify(llvm::StringRef Token, double &Value) {
  llvm::StringRef Rest = Token;
  Rest.consume_front("-") || Rest.consume_front("+");
  if (!Rest.empty() && llvm::all_of(Rest, llvm::isDigit))
    return TokenKind::Integer;
  if (Rest.equals_insensitive("inf") || Rest.equals_insensitive("nan") ||
      Rest.equals_insensitive("infinity")) {
    Value = std::strtod(Token.str().c_str(), nullptr);
    return TokenKind::Real;
  }
  std::string Copy = Token.str();
  char *End = nullptr;
  Value = std::strtod(Copy.c_str(), &End);
  bool Number = End && *End == '\0' && !Copy.empty() &&
                (llvm::isDigit(Copy.back()) || Copy.back() == '.');
  return Number ? TokenKind::Real : TokenKind::Text;
}

/// Splits a line into tokens: runs of non-space characters, with trailing
/// punctuation such as ',' ';' ')' split off so "1.5," compares as a number.
llvm::SmallVector<std::string> tokens(llvm::StringRef Line) {
  llvm::SmallVector<std::string> Out;
  llvm::SmallVector<llvm::StringRef> Words;
  Line.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Word : Words) {
    Word = Word.trim();
    if (Word.empty())
      continue;
    // name=value pairs compare their parts.
    while (!Word.empty()) {
      size_t Cut = Word.find_first_of(",;()[]{}=:");
      if (Cut == llvm::StringRef::npos) {
        Out.push_back(Word.str());
        break;
      }
      if (Cut > 0)
        Out.push_back(Word.substr(0, Cut).str());
      Out.push_back(Word.substr(Cut, 1).str());
      Word = Word.substr(Cut + 1);
    }
  }
  return Out;
}

struct NumberedLine {
  unsigned Number; ///< 1-based, as printed.
  std::string Text;
};

std::vector<NumberedLine> numberedLines(llvm::StringRef Output) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Output.rtrim().split(Lines, '\n');
  std::vector<NumberedLine> Out;
  for (size_t I = 0; I < Lines.size(); ++I)
    Out.push_back({unsigned(I + 1), Lines[I].rtrim("\r").str()});
  return Out;
}

std::optional<Divergence> compareLines(llvm::ArrayRef<NumberedLine> ELines,
                                       llvm::ArrayRef<NumberedLine> ALines,
                                       const TolerancePolicy &Policy) {
  const Tolerance &T =
      Policy.TextNumbersAreDouble ? Policy.Double : Policy.Float;
  for (size_t L = 0; L < std::max(ELines.size(), ALines.size()); ++L) {
    Divergence D;
    if (L >= ALines.size()) {
      D.Line = ELines[L].Number;
      D.Expected = ELines[L].Text;
      D.Why = "the output ends early";
      return D;
    }
    if (L >= ELines.size()) {
      D.Line = ALines[L].Number;
      D.Actual = ALines[L].Text;
      D.Why = "the output has extra lines";
      return D;
    }
    D.Line = ELines[L].Number;
    auto E = tokens(ELines[L].Text), A = tokens(ALines[L].Text);
    for (size_t I = 0; I < std::max(E.size(), A.size()); ++I) {
      D.Token = I + 1;
      D.Expected = I < E.size() ? E[I] : "";
      D.Actual = I < A.size() ? A[I] : "";
      if (I >= E.size() || I >= A.size()) {
        D.Why = "the line has a different number of tokens";
        return D;
      }
      double EV = 0, AV = 0;
      TokenKind EK = classify(E[I], EV), AK = classify(A[I], AV);
      if (EK == TokenKind::Text || AK == TokenKind::Text) {
        if (E[I] != A[I]) {
          D.Why = "text differs";
          return D;
        }
        continue;
      }
      if (EK == TokenKind::Integer && AK == TokenKind::Integer) {
        if (E[I] != A[I]) {
          D.Why = "integer differs";
          return D;
        }
        continue;
      }
      if (EV == AV || (std::isnan(EV) && std::isnan(AV)))
        continue;
      double Abs = std::fabs(EV - AV);
      double Rel = Abs / std::max(std::fabs(EV), std::fabs(AV));
      uint64_t Ulps = Policy.TextNumbersAreDouble
                          ? ulpDistance(EV, AV)
                          : ulpDistance(float(EV), float(AV));
      if (withinTolerance(EV, AV, Ulps, T))
        continue;
      D.Why = "number differs by " + std::to_string(Ulps) + " ULP (abs " +
              llvm::formatv("{0:e}", Abs).str() + ", rel " +
              llvm::formatv("{0:e}", Rel).str() + ")";
      return D;
    }
  }
  return std::nullopt;
}

/// Output with the program's path, then its file name, replaced by one
/// placeholder.
std::string withoutProgramPath(const ProgramOutput &Output) {
  std::string Text = Output.Stdout.str();
  if (Output.Executable.empty())
    return Text;
  for (llvm::StringRef Name : {Output.Executable,
                               llvm::sys::path::filename(Output.Executable)}) {
    if (Name.empty())
      continue;
    std::string Replaced;
    llvm::StringRef Rest = Text;
    for (size_t At; (At = Rest.find(Name)) != llvm::StringRef::npos;
         Rest = Rest.substr(At + Name.size()))
      Replaced += (Rest.substr(0, At) + "<program>").str();
    Text = Replaced + Rest.str();
  }
  return Text;
}

} // namespace

std::optional<Divergence> compareOutputs(llvm::StringRef Expected,
                                         llvm::StringRef Actual,
                                         const TolerancePolicy &Policy) {
  return compareLines(numberedLines(Expected), numberedLines(Actual), Policy);
}

llvm::Expected<OutputComparison>
compareProgramOutputs(const ProgramOutput &Expected, const ProgramOutput &Actual,
                      const TolerancePolicy &Policy) {
  llvm::Expected<LineIgnorer> Ignorer = LineIgnorer::create(Policy.IgnoredLines);
  if (!Ignorer)
    return Ignorer.takeError();
  OutputComparison Result;
  auto Kept = [&](const ProgramOutput &Output, bool Record) {
    std::vector<NumberedLine> All = numberedLines(withoutProgramPath(Output));
    std::vector<llvm::StringRef> Texts;
    for (const NumberedLine &Line : All)
      Texts.push_back(Line.Text);
    std::vector<std::optional<std::string>> Why = Ignorer->ignoredLines(Texts);
    std::vector<NumberedLine> Lines;
    for (size_t I = 0; I < All.size(); ++I) {
      if (Why[I]) {
        if (Record)
          Result.Ignored.push_back({All[I].Number, *Why[I]});
        continue;
      }
      // A verdict printed on a timing line: its words count, not its
      // numbers, which are the timing's.
      if (std::optional<llvm::StringRef> Timing =
              Ignorer->timedVerdict(All[I].Text)) {
        static const std::regex Number(R"([-+]?[0-9][0-9.eE+-]*)");
        All[I].Text = std::regex_replace(All[I].Text, Number, "#");
        if (Record)
          Result.Ignored.push_back(
              {All[I].Number, Timing->str() + " (numbers; the verdict is "
                                              "compared)"});
      }
      Lines.push_back(std::move(All[I]));
    }
    return Lines;
  };
  std::vector<NumberedLine> ELines = Kept(Expected, true),
                            ALines = Kept(Actual, false);
  Result.LinesCompared = ELines.size();
  Result.First = compareLines(ELines, ALines, Policy);
  return Result;
}

} // namespace hipify
