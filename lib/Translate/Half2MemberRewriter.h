//===- Half2MemberRewriter.h - __half2's x and y before HIP 6.0 -----------===//
//
// CUDA declares __half2's members x and y as __half; HIP before 6.0 declares
// them unsigned short, the raw bits (mappings/facts/half2-members.yaml).
// A read compiles there and means something else: `float f = h2.x` converts
// the bits to float, `f(h2.x)` deduces unsigned short. On such targets a read
// of E.x (E->x) becomes the fact's `read` function, __low2half(E)
// (__low2half(*E)), a __half of the same value on the host and the device.
// A write (assignment, increment, address taken, non-const reference) cannot
// become a call and is reported with what to write instead: rewriting it
// would name E twice, which is only right when E has no side effects, and a
// write to one half is rare next to reads.
//
// In a template, a read whose object's type depends on a parameter
// (`v.x`, `p->y`, `a[i].x`) may be a __half2 in one instantiation and a
// float2 in another. Clang keeps the instantiations: where one makes the
// object a __half2, the pattern's read becomes the fact's `any_read`
// (hipify_half2_x(E)), a function the port defines before the template
// (port-definitions.yaml, `for: template`) that is `read` for a __half2 and
// the member itself for any other type. The instantiation's member is
// matched to the pattern's by the place of the member's name, which
// instantiation keeps.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_HALF2MEMBERREWRITER_H
#define HIPIFY_TRANSLATE_HALF2MEMBERREWRITER_H

#include "Translate/MatcherPass.h"
#include <map>
#include "llvm/ADT/StringSet.h"

namespace hipify {

struct Half2Member;

class Half2MemberRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// Rewrites or reports the members read or written through a __half2 in
  /// instantiations, once all are seen.
  void onEndOfTranslationUnit() override;

private:
  /// A template's member whose object's type depends on a parameter.
  struct DependentMember {
    const clang::CXXDependentScopeMemberExpr *Member;
    const clang::Decl *Top; ///< Its top-level declaration.
  };
  /// A member that an instantiation reads or writes through a __half2.
  struct InstantiatedMember {
    const Half2Member *Fact;
    clang::SourceLocation At;
    bool Arrow;
    bool Written;
  };

  /// The place of the member's name: "file@offset".
  std::string placeKey(clang::SourceLocation At) const;
  void reportWrite(const Half2Member &Fact, bool Arrow,
                   clang::SourceLocation At);
  /// Rewrites the pattern's read as any_read(object); false when it
  /// straddles a macro.
  bool rewriteDependentRead(const DependentMember &Pattern,
                            const Half2Member &Fact);

  /// Members already handled, by place: a template's pattern and its
  /// instantiations share them.
  llvm::StringSet<> Seen;
  llvm::StringMap<DependentMember> Dependent;
  llvm::StringSet<> Defined; ///< "file\0name" of definitions written.
  std::map<std::string, InstantiatedMember> Instantiated; /// By place.
};

} // namespace hipify

#endif
