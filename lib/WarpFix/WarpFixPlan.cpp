//===- WarpFixPlan.cpp ----------------------------------------------------===//
//
// The decisions: links the device functions that WarpBodyScan read into
// call-graph components and gives each one decision (WarpFixPlan.h).
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFixPlan.h"
#include "WarpFix/KernelLaunches.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpBodyScan.h"
#include "WarpFix/WarpFix.h"
#include "WarpFix/WarpFixBlockReduction.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <set>

using namespace clang;

namespace hipify {

const FunctionDecl *planKey(const FunctionDecl &F) {
  const FunctionDecl *Key = &F;
  if (const FunctionDecl *Pattern = F.getTemplateInstantiationPattern())
    Key = Pattern;
  if (const FunctionDecl *Definition = Key->getDefinition())
    Key = Definition;
  // A definition need not have a body: `P() = default;` and `= delete;` are
  // definitions, and a defaulted pattern's instantiation gets a body the
  // compiler writes. A key always has the body its instantiations share, or
  // is the function itself.
  return Key->getBody() ? Key : &F;
}

WarpCall classifyWarpCall(const CallExpr &Call,
                          const TranslationContext &Context) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || !Context.isDeclaredByCuda(Callee))
    return {};
  if (const WarpFunctionFact *Fact = findWarpFunction(Callee->getName()))
    return {Fact->Function, Fact->TakesMask};
  return {};
}


struct WarpFixPlan::Analysis {
  struct Info {
    WarpWidthIntent Intent;
    std::vector<const CallExpr *> WarpCalls;
    llvm::SetVector<const FunctionDecl *> Callees;
    std::vector<WarpReason> UnseenMaskUses;
    WarpFunctionPlan Plan;
    bool Scanned = false;
  };
  std::map<const FunctionDecl *, Info> Functions;
  WarpFunctionPlan Empty;
  WarpWidthIntent EmptyIntent;
};

WarpFixPlan::WarpFixPlan(TranslationContext &Context) : Context(Context) {}
WarpFixPlan::~WarpFixPlan() = default;

void WarpFixPlan::noteSkippedRange(SourceRange Range) {
  SkippedRanges.push_back(Range);
}

const WarpFunctionPlan &WarpFixPlan::planOf(const FunctionDecl &Function) {
  if (!Result)
    analyse(Function.getASTContext());
  auto It = Result->Functions.find(planKey(Function));
  return It == Result->Functions.end() ? Result->Empty : It->second.Plan;
}

const WarpWidthIntent &WarpFixPlan::intentOf(const FunctionDecl &Function) {
  if (!Result)
    analyse(Function.getASTContext());
  auto It = Result->Functions.find(planKey(Function));
  return It == Result->Functions.end() ? Result->EmptyIntent
                                       : It->second.Intent;
}

namespace {

std::string lineOf(const SourceManager &SM, SourceLocation Loc) {
  return std::to_string(SM.getPresumedLineNumber(SM.getFileLoc(Loc)));
}

std::string quotedList(llvm::ArrayRef<std::string> Names) {
  std::string Out;
  for (size_t I = 0; I < Names.size(); ++I) {
    if (I)
      Out += I + 1 == Names.size() ? " and " : ", ";
    Out += "'" + Names[I] + "'";
  }
  return Out;
}

} // namespace

void WarpFixPlan::analyse(ASTContext &AST) {
  Result = std::make_unique<Analysis>();
  const SourceManager &SM = Context.sourceManager();
  const LangOptions &LO = Context.langOptions();
  std::vector<const FunctionDecl *> Functions =
      collectDeviceFunctions(AST, SM, Context);

  // 1. What each function says, merged over its instantiations.
  for (const FunctionDecl *F : Functions) {
    const FunctionDecl *Key = planKey(*F);
    Analysis::Info &Info = Result->Functions[Key];
    if (!Info.Scanned) {
      Info.Scanned = true;
      // The pattern's body, or this function's where the key has none
      // (HeCBench nbnxm in a tree port).
      scanWarpSizeTokens(Key->getBody() ? *Key : *F, SM, LO, Context,
                         Info.Intent);
    }
    WarpBodyFacts Scanner = scanWarpBody(F->getBody(), AST, Context);
    if (Scanner.Assumption.isInvalid() && Scanner.NarrowMask.isValid()) {
      Scanner.Assumption = Scanner.NarrowMask;
      Scanner.AssumptionText = Scanner.NarrowMaskText;
    }
    WarpWidthIntent &Intent = Info.Intent;
    if (Intent.Assumption.isInvalid() && Scanner.Assumption.isValid()) {
      Intent.Assumption = Scanner.Assumption;
      Intent.AssumptionText = Scanner.AssumptionText;
    }
    if (Intent.RowWidth.isInvalid() && Scanner.RowWidth.isValid()) {
      Intent.RowWidth = Scanner.RowWidth;
      Intent.RowWidthText = Scanner.RowWidthText;
    }
    if (Scanner.WarpSizeRef)
      Intent.UsesWarpSize = true;
    Intent.WarpSizeInMacros =
        std::max(Intent.WarpSizeInMacros, Scanner.WarpSizeInMacros);
    for (const CallExpr *Call : Scanner.WarpCalls) {
      Info.WarpCalls.push_back(Call);
      if (classifyWarpCall(*Call, Context).Function != WarpFunction::SyncWarp)
        Intent.HasWarpCalls = true;
    }
    if (Scanner.TileCollectives)
      Intent.HasWarpCalls = true;
    for (const FunctionDecl *Callee : Scanner.Callees)
      if (Callee != Key)
        Info.Callees.insert(Callee);
    if (Info.UnseenMaskUses.empty())
      Info.UnseenMaskUses = std::move(Scanner.UnseenMaskUses);
  }

  // 2. Which functions take part: those whose results depend on the warp
  // width, and those that call them.
  std::set<const FunctionDecl *> Involved;
  for (auto &[Key, Info] : Result->Functions)
    if (Info.Intent.dependsOnWidth())
      Involved.insert(Key);
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (auto &[Key, Info] : Result->Functions)
      if (!Involved.count(Key))
        for (const FunctionDecl *Callee : Info.Callees)
          if (Involved.count(Callee)) {
            Involved.insert(Key);
            Grew = true;
            break;
          }
  }

  // 3. Components of the call graph over them.
  llvm::EquivalenceClasses<const FunctionDecl *> Components;
  for (const FunctionDecl *Key : Involved) {
    Components.insert(Key);
    for (const FunctionDecl *Callee : Result->Functions[Key].Callees)
      if (Involved.count(Callee))
        Components.unionSets(Key, Callee);
  }
  std::vector<std::vector<const FunctionDecl *>> Groups;
  for (auto It = Components.begin(); It != Components.end(); ++It) {
    if (!(*It)->isLeader())
      continue;
    std::vector<const FunctionDecl *> Members(Components.member_begin(**It),
                                              Components.member_end());
    std::sort(Members.begin(), Members.end(),
              [&](const FunctionDecl *A, const FunctionDecl *B) {
                return SM.isBeforeInTranslationUnit(A->getLocation(),
                                                    B->getLocation());
              });
    Groups.push_back(std::move(Members));
  }

  auto info = [&](const FunctionDecl *F) -> Analysis::Info & {
    return Result->Functions[F];
  };
  auto nameOf = [](const FunctionDecl *F) { return F->getNameAsString(); };

  // A component that takes warpSize as the width of its blocks' rows, and
  // whose kernels are all launched, in this unit, with blocks of a width
  // the host wrote as a number: why that warpSize means 32, CUDA's value.
  std::optional<std::map<const FunctionDecl *, KernelLaunches>> Launches;
  auto rowsOf32 = [&](const std::vector<const FunctionDecl *> &Members)
      -> std::optional<std::string> {
    auto Rows = llvm::find_if(Members, [&](const FunctionDecl *F) {
      return info(F).Intent.RowWidth.isValid();
    });
    if (Rows == Members.end())
      return std::nullopt;
    if (!Launches)
      Launches = findKernelLaunches(AST);
    std::set<uint64_t> Widths;
    SourceLocation First;
    bool AnyKernel = false;
    for (const FunctionDecl *F : Members) {
      if (!F->hasAttr<CUDAGlobalAttr>())
        continue;
      AnyKernel = true;
      auto Found = Launches->find(F);
      if (Found == Launches->end() || Found->second.Blocks.empty() ||
          Found->second.NamedOtherwise)
        return std::nullopt;
      for (const LaunchedBlock &Block : Found->second.Blocks) {
        if (!Block.Extent[0])
          return std::nullopt;
        Widths.insert(*Block.Extent[0]);
        if (First.isInvalid())
          First = Block.Where;
      }
    }
    if (!AnyKernel)
      return std::nullopt;
    std::vector<std::string> List;
    for (uint64_t Width : Widths)
      List.push_back(std::to_string(Width));
    std::string Sizes = List.front();
    for (size_t I = 1; I < List.size(); ++I)
      Sizes += (I + 1 == List.size() ? " or " : ", ") + List[I];
    const WarpWidthIntent &Own = info(*Rows).Intent;
    return "'" + nameOf(*Rows) + "' takes warpSize to be the width of its "
           "blocks' rows ('" + Own.RowWidthText + "' at line " +
           lineOf(SM, Own.RowWidth) + "), and its launches give blocks " +
           Sizes + " threads wide (line " + lineOf(SM, First) +
           "), a width the host wrote as a number, not the device's warp "
           "size";
  };

  // 4. One decision per component.
  for (const std::vector<const FunctionDecl *> &Members : Groups) {
    const FunctionDecl *ThirtyTwo = nullptr, *WithWarpSize = nullptr;
    for (const FunctionDecl *F : Members) {
      const WarpWidthIntent &Intent = info(F).Intent;
      if (!ThirtyTwo && Intent.assumes32())
        ThirtyTwo = F;
      if (!WithWarpSize && Intent.UsesWarpSize)
        WithWarpSize = F;
    }
    bool WarpCode = llvm::any_of(Members, [&](const FunctionDecl *F) {
      return info(F).Intent.HasWarpCalls;
    });
    for (const FunctionDecl *F : Members)
      info(F).Plan.HasWarpCode = WarpCode;
    std::optional<std::string> Rows = rowsOf32(Members);
    if (!ThirtyTwo && !Rows)
      continue; // Untouched: nothing assumes 32 lanes.
    for (const FunctionDecl *F : Members)
      info(F).Plan.Decision = WarpDecision::Groups;
    if (!WithWarpSize || (!WarpCode && !Rows))
      continue;
    for (const FunctionDecl *F : Members) {
      Analysis::Info &Info = info(F);
      if (!Info.Intent.UsesWarpSize)
        continue;
      Info.Plan.WarpSizeTo32 = true;
      const WarpWidthIntent &Own = Info.Intent;
      if (Rows && (!ThirtyTwo || !WarpCode))
        Info.Plan.WhyWarpSize32 = *Rows;
      else if (Own.Assumption.isValid())
        Info.Plan.WhyWarpSize32 = "'" + nameOf(F) +
                                  "' also assumes 32-lane warps ('" +
                                  Own.AssumptionText + "' at line " +
                                  lineOf(SM, Own.Assumption) + ")";
      else if (F != ThirtyTwo || !Own.assumes32())
        Info.Plan.WhyWarpSize32 =
            "'" + nameOf(F) + "' works with '" + nameOf(ThirtyTwo) +
            "' (line " + lineOf(SM, ThirtyTwo->getLocation()) +
            "), which is written for 32-lane warps";
    }
  }

  // 5. What makes a rewrite unsafe: then the whole component is left as
  // written and reported, never half rewritten.
  auto componentOf = [&](const FunctionDecl *F) {
    for (const std::vector<const FunctionDecl *> &Members : Groups)
      if (llvm::is_contained(Members, F))
        return &Members;
    return static_cast<const std::vector<const FunctionDecl *> *>(nullptr);
  };
  const std::string Alternative =
      " Its warp code is left as written, which computes with 64-lane warps "
      "on AMD CDNA GPUs: build these kernels for 32-lane wavefronts (RDNA, "
      "-mno-wavefrontsize64; hipify validate --port-warp-size=32 runs them "
      "so), or rewrite them for either width";
  auto report = [&](const FunctionDecl *Site, SourceLocation Where,
                    std::string Why) {
    const std::vector<const FunctionDecl *> *Members = componentOf(Site);
    if (!Members || info(Site).Plan.Decision == WarpDecision::Reported)
      return;
    std::vector<std::string> Names;
    for (const FunctionDecl *F : *Members) {
      info(F).Plan.Decision = WarpDecision::Reported;
      info(F).Plan.WarpSizeTo32 = false;
      Names.push_back(nameOf(F));
    }
    std::string Which = Names.size() == 1
                            ? "'" + Names[0] + "' is written for 32-lane warps"
                            : quotedList(Names) +
                                  " call each other and are written for "
                                  "32-lane warps";
    info(Site).Plan.Reasons.insert(
        info(Site).Plan.Reasons.begin(),
        {Where, Which + ", but " + Why + "." + Alternative});
  };

  for (const std::vector<const FunctionDecl *> &Members : Groups)
    for (const FunctionDecl *F : Members) {
      Analysis::Info &Info = info(F);
      if (Info.Plan.Decision != WarpDecision::Groups)
        continue;
      if (!Info.UnseenMaskUses.empty())
        report(F, Info.UnseenMaskUses.front().Where,
               Info.UnseenMaskUses.front().Message);
      else if (Info.Plan.WarpSizeTo32 &&
               (Info.Intent.WarpSizeInMacros || Info.Intent.UsesWavefrontSize))
        report(F, Info.Intent.WarpSizeUse.isValid()
                      ? Info.Intent.WarpSizeUse
                      : F->getLocation(),
               Info.Intent.UsesWavefrontSize
                   ? "'" + nameOf(F) +
                         "' names __AMDGCN_WAVEFRONT_SIZE, AMD's own width"
                   : "'" + nameOf(F) +
                         "' reads warpSize through a macro, which the port "
                         "cannot turn into 32 for this function alone");
      else if (!Context.isTranslatedLocation(SM.getFileLoc(
                   (F->getBody() ? F->getBody()->getBeginLoc()
                                 : F->getLocation()))))
        report(F, F->getLocation(),
               "'" + nameOf(F) + "' is in a file the port does not write");
    }

  // A warp call written in a macro body is edited once, in the #define:
  // every function that expands it must take the same edit. A warp call
  // split between a macro and its use cannot be edited at all.
  for (bool Changed = true; Changed;) {
    Changed = false;
    std::map<unsigned, std::vector<std::pair<const FunctionDecl *, bool>>>
        MacroUsers;
    for (auto &[Key, Info] : Result->Functions)
      for (const CallExpr *Call : Info.WarpCalls) {
        SourceLocation Loc = Call->getExprLoc();
        if (!Loc.isMacroID() || SM.isMacroArgExpansion(Loc))
          continue;
        MacroUsers[SM.getSpellingLoc(Loc).getRawEncoding()].push_back(
            {Key, Info.Plan.rewritesWarpCalls() &&
                      groupRulesEdit(*Call, AST, Context)});
      }
    for (auto &[Spelling, Users] : MacroUsers) {
      const FunctionDecl *Editing = nullptr, *Other = nullptr;
      for (const auto &[F, Edits] : Users)
        if (Edits)
          Editing = F;
        else if (!info(F).Plan.rewritesWarpCalls())
          Other = F;
      if (!Editing || !Other)
        continue;
      SourceLocation Where = SourceLocation::getFromRawEncoding(Spelling);
      report(Editing, Where,
             "its warp call at line " + lineOf(SM, Where) +
                 " is in a macro that '" + nameOf(Other) +
                 "' also expands, which the port leaves as written (" +
                 (info(Other).Intent.UsesWarpSize
                      ? "it is written with warpSize"
                      : "its warp code cannot be rewritten") +
                 "): one edit of the #define cannot serve both");
      Changed = true;
    }
  }
  for (auto &[Key, Info] : Result->Functions) {
    if (!Info.Plan.rewritesWarpCalls())
      continue;
    for (const CallExpr *Call : Info.WarpCalls) {
      if (!groupRulesEdit(*Call, AST, Context))
        continue;
      // The call and each argument where the rules' edits go.
      SourceRange Whole(Call->getBeginLoc(), Call->getRParenLoc());
      std::vector<SourceRange> Pieces = {Call->getCallee()->getSourceRange()};
      for (const Expr *Arg : Call->arguments())
        if (!isa<CXXDefaultArgExpr>(Arg))
          Pieces.push_back(Arg->getSourceRange());
      if (!Context.placeConstruct(Whole, Pieces, Call->getRParenLoc())) {
        report(Key, Call->getExprLoc(),
               "'" + Call->getDirectCallee()->getNameAsString() +
                   "' at line " + lineOf(SM, Call->getExprLoc()) +
                   " is split between a macro and its use, where it cannot "
                   "be edited");
        break;
      }
    }
  }

  // 6. A component whose only 32-lane code is a block reduction that needs
  // all lanes and nothing else is rewritten for any width instead.
  for (const std::vector<const FunctionDecl *> &Members : Groups) {
    bool Candidate = true;
    for (const FunctionDecl *F : Members)
      Candidate = Candidate &&
                  info(F).Plan.Decision == WarpDecision::Groups &&
                  !info(F).Plan.WarpSizeTo32;
    if (!Candidate)
      continue;
    std::vector<BlockReductionFunction> Functions;
    for (const FunctionDecl *F : Members)
      Functions.push_back({F, info(F).WarpCalls});
    std::optional<BlockReductionRewrite> Rewrite =
        recogniseBlockReduction(Functions, AST, Context);
    if (!Rewrite)
      continue;
    for (const FunctionDecl *F : Members) {
      WarpFunctionPlan &Plan = info(F).Plan;
      Plan.Decision = WarpDecision::WidthGeneric;
      auto Edits = Rewrite->Edits.find(F);
      if (Edits != Rewrite->Edits.end())
        Plan.GenericEdits = Edits->second;
      Plan.GenericSummary = Rewrite->Summary;
    }
  }

  // 7. Warp code in inactive #if branches: the parser did not see it, so
  // no rule rewrote it; it is renamed token by token.
  for (SourceRange Skipped : SkippedRanges) {
    bool Invalid = false;
    CharSourceRange Range = CharSourceRange::getCharRange(Skipped);
    llvm::StringRef Text = Lexer::getSourceText(Range, SM, LO, &Invalid);
    if (Invalid)
      continue;
    std::string Copy = Text.str();
    Lexer Raw(Skipped.getBegin(), LO, Copy.data(), Copy.data(),
              Copy.data() + Copy.size());
    Token Tok;
    SourceLocation First;
    std::string Name;
    while (!Raw.LexFromRawLexer(Tok) && Tok.isNot(tok::eof))
      if (Tok.is(tok::raw_identifier) &&
          (findWarpFunction(Tok.getRawIdentifier()) ||
           Tok.getRawIdentifier() == "warpSize")) {
        First = Tok.getLocation();
        Name = Tok.getRawIdentifier().str();
        break;
      }
    if (First.isInvalid())
      continue;
    for (auto &[Key, Info] : Result->Functions) {
      // Callees enter the map too, with or without a body of their own.
      if (!Key->getBody())
        continue;
      SourceRange Body = Key->getBody()->getSourceRange();
      if (Body.getBegin().isMacroID() || Body.getEnd().isMacroID() ||
          SM.isBeforeInTranslationUnit(First, Body.getBegin()) ||
          SM.isBeforeInTranslationUnit(Body.getEnd(), First))
        continue;
      std::string Parsed;
      switch (Info.Plan.Decision) {
      case WarpDecision::Groups:
        Parsed = "the parsed code of '" + nameOf(Key) +
                 "' keeps CUDA's 32-lane warps as 32-lane groups";
        break;
      case WarpDecision::WidthGeneric:
        Parsed = "the parsed code of '" + nameOf(Key) +
                 "' is rewritten for any warp width";
        break;
      default:
        Parsed = "the parsed code of '" + nameOf(Key) +
                 "' is left as written";
        break;
      }
      Info.Plan.Reasons.push_back(
          {First, "'" + Name +
                      "' is in an inactive preprocessor branch, which the "
                      "parser does not see: it is renamed token by token, "
                      "not rewritten for the warp width (" +
                      Parsed +
                      "). If a build enables this branch, run hipify with "
                      "the same macros (-- -DNAME), or check it at 64 lanes "
                      "by hand"});
      break;
    }
  }
}

} // namespace hipify
