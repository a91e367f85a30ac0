//===- Finding.h - what the engine reports ---------------------------------===//
//
// Every front end (port, check, reports, editor integrations) renders
// Findings; nothing else leaves the engine. A Finding says which rule fired,
// how serious it is, where, and which edits fix it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CORE_FINDING_H
#define HIPIFY_CORE_FINDING_H

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

enum class Severity { Note, Warning, Error };

llvm::StringRef severityName(Severity S);

/// Stable rule identifiers. Each has a page in docs/rules/<id>.md.
namespace rules {
inline constexpr llvm::StringLiteral ApiRename = "hipify-api-rename";
inline constexpr llvm::StringLiteral ArgumentRewrite = "hipify-argument-rewrite";
inline constexpr llvm::StringLiteral TokenFallback = "hipify-token-fallback";
inline constexpr llvm::StringLiteral UnsupportedApi = "hipify-unsupported-api";
inline constexpr llvm::StringLiteral DeprecatedApi = "hipify-deprecated-api";
inline constexpr llvm::StringLiteral NewerThanTarget = "hipify-newer-than-target";
inline constexpr llvm::StringLiteral WarpMaskDropped = "hipify-warp-mask-dropped";
inline constexpr llvm::StringLiteral OlderEquivalent = "hipify-older-equivalent";
inline constexpr llvm::StringLiteral Include = "hipify-include";
inline constexpr llvm::StringLiteral Launch = "hipify-launch";
inline constexpr llvm::StringLiteral MacroUnrewritable = "hipify-macro-unrewritable";
inline constexpr llvm::StringLiteral EditConflict = "hipify-edit-conflict";
inline constexpr llvm::StringLiteral ParseError = "hipify-parse-error";
inline constexpr llvm::StringLiteral RegisterKeyword = "hipify-register-keyword";
// Portability rules (lib/Check).
inline constexpr llvm::StringLiteral InlinePtx = "hipify-inline-ptx";
inline constexpr llvm::StringLiteral WarpSizeAssumption = "hipify-warp-size-assumption";
inline constexpr llvm::StringLiteral WarpSynchronous = "hipify-warp-synchronous";
inline constexpr llvm::StringLiteral TextureReference = "hipify-texture-reference";
inline constexpr llvm::StringLiteral CudaArchOnly = "hipify-cuda-arch-only";
inline constexpr llvm::StringLiteral LibraryUnavailable = "hipify-library-unavailable";
// The CPU runner's preparation step (lib/CpuRunner).
inline constexpr llvm::StringLiteral CpuLowering = "hipify-cpu-lowering";
// Whole-project ports.
inline constexpr llvm::StringLiteral BuildScript = "hipify-build-script";
} // namespace rules

/// What a Finding is about, for statistics ("--stats") and reports.
enum class FindingCategory { Function, Type, Enum, Macro, Header, Launch, Other };

llvm::StringRef categoryName(FindingCategory C);

/// A position in a file, independent of any SourceManager so that Findings
/// outlive the translation unit that produced them.
struct SourceSpan {
  std::string File;
  unsigned Offset = 0;
  unsigned Length = 0;
  unsigned Line = 0;   ///< 1-based; 0 when the finding has no location.
  unsigned Column = 0; ///< 1-based.
  unsigned EndLine = 0;
  unsigned EndColumn = 0;
};

struct Finding {
  std::string RuleId;
  Severity Level = Severity::Note;
  FindingCategory Category = FindingCategory::Other;
  /// The API family of the mapping row involved ("runtime", "blas"...), if
  /// any: reports count per family.
  std::string Family;
  std::string Message;
  SourceSpan Span;
  /// Edits that carry out the fix. The edits of all Findings of one
  /// translation never overlap, so they can be applied together.
  std::vector<clang::tooling::Replacement> Edits;
};

/// Sorts by file, line and column, keeping the order of equal positions.
void sortBySourceOrder(std::vector<Finding> &Findings);

} // namespace hipify

#endif
