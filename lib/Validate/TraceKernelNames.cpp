//===- TraceKernelNames.cpp -----------------------------------------------===//
#include "Validate/TraceKernelNames.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

static bool isWordChar(char C) { return llvm::isAlnum(C) || C == '_'; }

std::string normalisedKernelName(llvm::StringRef Name) {
  std::string Out;
  bool PendingSpace = false;
  for (char C : Name.trim()) {
    if (llvm::isSpace(C)) {
      PendingSpace = true;
      continue;
    }
    // Only a space between two words ("unsigned int") carries meaning.
    if (PendingSpace && !Out.empty() && isWordChar(Out.back()) &&
        isWordChar(C))
      Out += ' ';
    PendingSpace = false;
    Out += C;
  }
  return Out;
}

bool sameKernelName(llvm::StringRef A, llvm::StringRef B) {
  return normalisedKernelName(A) == normalisedKernelName(B);
}

std::string portSpelling(llvm::StringRef Original, const MappingTable &Table) {
  std::string Out;
  for (size_t I = 0; I < Original.size();) {
    if (!isWordChar(Original[I])) {
      Out += Original[I++];
      continue;
    }
    size_t End = I;
    while (End < Original.size() && isWordChar(Original[End]))
      ++End;
    llvm::StringRef Word = Original.slice(I, End);
    const MappingRow *Row = Table.lookup(Word);
    llvm::StringRef Hip = Row && Row->isTranslatable() && !Row->Hip.empty() &&
                                  Row->Kind != ApiKind::Header
                              ? llvm::StringRef(Row->Hip)
                              : Word;
    // A library's _v2 form (hipblasDotEx_v2) is the same routine as the
    // name without the suffix, and the runner's trace names it so
    // (runtime/cpu/include/hipblas/hipblas.h).
    if (Hip != Word)
      Hip.consume_back("_v2");
    Out += Hip;
    I = End;
  }
  return Out;
}

bool sameKernelName(llvm::StringRef Original, llvm::StringRef Port,
                    const MappingTable *Table) {
  return sameKernelName(Original, Port) ||
         (Table && sameKernelName(portSpelling(Original, *Table), Port));
}

} // namespace hipify
