//===- PhasedEdits.cpp - the edits that write a kernel's phased form ------===//
//
// The last step of the phased analysis: each region opens a loop over the
// block's threads (for_each_thread) that binds the locals it shares with
// other regions and checks its guards, and closes it by recording its
// collective or evaluating its branch's condition; barriers, the `if`s of
// divergent branches and returns are replaced; the replicated locals'
// arrays open the kernel. The edits go into the plan, or the kernel is
// refused where its text cannot take them.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/PhasedAnalysis.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;

namespace hipify::phased {

namespace {
/// Replicated locals are arrays of this many copies (the most threads a
/// block may have).
constexpr unsigned kMaxThreads = 1024;

// Arrays of locals are hipify_cpu_local_NAME, so never the parameter.
const char *const kThreadParameter = "hipify_cpu_thread";
const char *const kArrayPrefix = "hipify_cpu_local_";
const char *const kActivePrefix = "hipify_cpu_active_";
const char *const kExited = "hipify_cpu_exited";
} // namespace

bool PhasedAnalysis::makeEdits() {
  const LangOptions &LO = Context.langOptions();
  std::map<unsigned, std::string> Insertions;
  auto Insert = [&](SourceLocation Loc, const std::string &Text) {
    std::optional<unsigned> Offset = offsetOf(Loc);
    // Insertions go between tokens; another rule's edit may start at the
    // next token, so there must be a blank in between.
    if (!Offset)
      return false;
    char Next = *SM.getCharacterData(Loc);
    if (Next != ' ' && Next != '\t' && Next != '\n' && Next != '\r')
      return false;
    Insertions[*Offset] += Text;
    return true;
  };
  auto Replace = [&](SourceLocation Begin, SourceLocation End,
                     std::string Text) {
    std::optional<unsigned> From = offsetOf(Begin), To = offsetOf(End);
    if (!From || !To || *To < *From)
      return false;
    FileRange Range = Context.fileRange(CharSourceRange::getCharRange(Begin, End));
    Plan->Edits.emplace_back(Range, std::move(Text));
    return true;
  };
  auto Unplaceable = [&](const Stmt *S) {
    return refuse(S, "the kernel's text cannot be split here (a macro, or "
                     "no blank between statements)");
  };
  auto Binding = [&](const VarDecl *V) {
    return ReplicatedTypes[V].Binding + " = " + kArrayPrefix +
           V->getName().str() + "[" + kThreadParameter + "]";
  };
  bool HasReturns = !Scan.Returns.empty();
  auto Opening = [&](const Region &R) {
    // Under branches, the runtime skips runs of threads that the innermost
    // one leaves out; the region still checks every guard.
    std::string Loop = " ::hipify_cpu::for_each_thread(";
    if (!R.Guards.empty())
      Loop = std::string(" ::hipify_cpu::for_each_thread_where(") +
             kActivePrefix + std::to_string(R.Guards.back().Flag) + ", " +
             (R.Guards.back().Negated ? "false" : "true") + ", ";
    std::string Text = Loop + "[&](unsigned " + kThreadParameter + ") {";
    if (HasReturns)
      Text += std::string(" if (") + kExited + "[" + kThreadParameter +
              "]) return;";
    for (const Guard &G : R.Guards)
      Text += std::string(" if (") + (G.Negated ? "" : "!") + kActivePrefix +
              std::to_string(G.Flag) + "[" + kThreadParameter + "]) return;";
    for (const VarDecl *V : R.Bindings)
      Text += " " + (Recomputed.count(V) ? Recomputed[V] : Binding(V)) + ";";
    return Text;
  };
  auto Closing = [&](const Region &R) {
    std::string Text;
    if (R.Record)
      Text += " (void)(" +
              phasedForm(R.Record,
                         std::string(R.RecordAlike
                                         ? "::hipify_cpu::phased_record_all("
                                         : "::hipify_cpu::phased_record(") +
                             kThreadParameter + ")") +
              ");";
    if (R.Condition)
      Text += std::string(" ") + kActivePrefix + std::to_string(R.ConditionFlag) +
              "[" + kThreadParameter + "] = (" + textOf(R.Condition) + ");";
    Text += " });";
    if (R.Record) {
      bool Waits = R.RecordFate == Fate::Barrier;
      Text += std::string(" ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::") +
              (Waits ? "Barrier, " : "Exit, ") +
              (Waits && HasReturns ? kExited : "nullptr") + ");";
    }
    return Text;
  };

  // Text between the items of each block, in order of emission.
  using Gap = std::pair<const Block *, const Stmt *>;
  std::map<Gap, std::string> Gaps;
  std::vector<Gap> GapOrder;
  auto AddToGap = [&](Gap G, const std::string &Text) {
    auto [It, Inserted] = Gaps.try_emplace(G);
    if (Inserted)
      GapOrder.push_back(G);
    It->second += Text;
  };

  std::string Arrays;
  for (const VarDecl *V : Replicated) {
    const ReplicatedType &Type = ReplicatedTypes[V];
    Arrays += " " + Type.Element + " " + kArrayPrefix + V->getName().str() +
              "[" + std::to_string(kMaxThreads) + "]" + Type.Extents + ";";
  }
  for (unsigned Flag = 1; Flag <= Flags; ++Flag)
    Arrays += std::string(" bool ") + kActivePrefix + std::to_string(Flag) +
              "[" + std::to_string(kMaxThreads) + "];";
  if (HasReturns)
    Arrays += std::string(" bool ") + kExited + "[" +
              std::to_string(kMaxThreads) + "] = {};";
  // Each thread's copy of a parameter the kernel modifies.
  std::string Copies;
  for (const ParmVarDecl *Param : MutatedParameters)
    if (ReplicatedTypes.count(Param))
      Copies += " " + std::string(kArrayPrefix) + Param->getName().str() + "[" +
                kThreadParameter + "] = " + Param->getName().str() + ";";
  if (!Copies.empty())
    Arrays += std::string(" ::hipify_cpu::for_each_thread([&](unsigned ") +
              kThreadParameter + ") {" + Copies + " });";
  const Block *Outermost = Blocks.front().get();
  if (!Arrays.empty())
    AddToGap({Outermost, nullptr}, Arrays);

  for (const Region &R : Regions) {
    AddToGap({R.Parent, R.Before}, Opening(R));
    const Stmt *Last = R.Statements.empty() ? R.Before : R.Statements.back();
    AddToGap({R.Parent, Last}, Closing(R));
  }
  // A single statement split into regions gets braces around them.
  for (const auto &B : Blocks)
    if (B->AddBraces) {
      AddToGap({B.get(), nullptr}, "");
      Gaps[{B.get(), nullptr}].insert(0, " {");
      AddToGap({B.get(), B->Items.back()}, " }");
    }

  // A gap next to a barrier goes into the barrier's replacement.
  llvm::DenseMap<const Stmt *, std::string> BarrierText;
  for (const Stmt *Barrier : Barriers)
    BarrierText[Barrier] = "";
  auto NextItem = [&](Gap G) -> const Stmt * {
    bool Found = G.second == nullptr;
    for (const Stmt *S : G.first->Items) {
      if (Found)
        return S;
      Found = S == G.second;
    }
    return nullptr;
  };
  for (const Gap &G : GapOrder) {
    const std::string &Text = Gaps[G];
    if (G.second && BarrierText.count(G.second)) {
      BarrierText[G.second] += Text;
      continue;
    }
    const Stmt *Next = NextItem(G);
    if (Next && BarrierText.count(Next)) {
      BarrierText[Next] = Text + BarrierText[Next];
      continue;
    }
    SourceLocation At = G.second ? afterStatement(G.second) : G.first->Open;
    if (!Insert(At, Text))
      return Unplaceable(G.second ? G.second : G.first->Key);
  }
  for (const Stmt *Barrier : Barriers) {
    SourceLocation End = Lexer::findLocationAfterToken(
        Barrier->getEndLoc(), tok::semi, SM, LO, false);
    // The barrier's own indentation comes before the text.
    if (!Replace(Barrier->getBeginLoc(), End,
                 llvm::StringRef(BarrierText[Barrier]).ltrim().str()))
      return Unplaceable(Barrier);
  }
  // A branch that depends on the thread loses its `if (...)` and `else`:
  // its blocks stay, their regions guarded.
  for (const DivergentBranch &B : Branches) {
    const auto *Then = dyn_cast<CompoundStmt>(B.If->getThen());
    if (!Replace(B.If->getBeginLoc(),
                 Then ? Then->getLBracLoc()
                      : B.If->getRParenLoc().getLocWithOffset(1),
                 ""))
      return Unplaceable(B.If);
    if (const Stmt *ElseBranch = B.If->getElse()) {
      const auto *Else = dyn_cast<CompoundStmt>(ElseBranch);
      if (!Replace(B.If->getElseLoc(),
                   Else ? Else->getLBracLoc()
                        : B.If->getElseLoc().getLocWithOffset(4),
                   ""))
        return Unplaceable(B.If);
    }
  }
  // A statement holding a collective calls its phased form, which replays
  // the thread's result.
  for (const Region &R : Regions)
    if (R.Replays) {
      std::string Phase =
          std::string("::hipify_cpu::phased_replay(") + kThreadParameter + ")";
      if (!openParenOf(R.Replays)) {
        // A call written by a macro is replaced whole.
        CharSourceRange Range = fileRangeOf(R.Replays);
        if (!Replace(Range.getBegin(), Range.getEnd(),
                     *respelled(R.Replays, Phase)))
          return Unplaceable(R.Replays);
        continue;
      }
      auto [Paren, HasArguments] = *openParenOf(R.Replays);
      if (!Replace(Paren, Paren.getLocWithOffset(1),
                   "(" + Phase + (HasArguments ? ", " : "")))
        return Unplaceable(R.Replays);
    }
  // A return ends the thread's part of the kernel.
  for (const ReturnStmt *Return : Scan.Returns) {
    SourceLocation End =
        Lexer::findLocationAfterToken(Return->getEndLoc(), tok::semi, SM, LO, false);
    if (Return->getRetValue() ||
        !Replace(Return->getBeginLoc(), End,
                 std::string("{ ") + kExited + "[" + kThreadParameter +
                     "] = true; return; }"))
      return Unplaceable(Return);
  }
  // `T x = init;` becomes `T &x = hipify_cpu_local_x[tid] = init;`; in a
  // statement of several declarations, each replicated one is rewritten so,
  // the others keep their declaration.
  llvm::DenseMap<const DeclStmt *, bool> Rewritten;
  for (const VarDecl *V : Replicated) {
    const DeclStmt *Declaration = Declarations.lookup(V);
    if (!Declaration || !Rewritten.try_emplace(Declaration, true).second)
      continue; // A parameter, or a statement already rewritten.
    std::string Specifiers;
    const auto *First = cast<VarDecl>(*Declaration->decl_begin());
    SourceLocation PreviousEnd;
    for (const Decl *D : Declaration->decls()) {
      const auto *Var = cast<VarDecl>(D);
      SourceLocation Begin = Declaration->getBeginLoc();
      if (Var != First) {
        // The comma after the previous declarator.
        std::optional<Token> Comma =
            Lexer::findNextToken(PreviousEnd, SM, LO);
        if (!Comma || Comma->isNot(tok::comma))
          return Unplaceable(Declaration);
        Begin = Comma->getLocation();
      }
      PreviousEnd = Var->getEndLoc();
      SourceLocation DeclaratorEnd = Lexer::getLocForEndOfToken(
          Var->getInit() ? Var->getTypeSourceInfo()->getTypeLoc().getEndLoc()
                         : Var->getEndLoc(),
          0, SM, LO);
      if (Var->getTypeSourceInfo()->getTypeLoc().getEndLoc().isInvalid() ||
          SM.isBeforeInTranslationUnit(DeclaratorEnd,
                                       Lexer::getLocForEndOfToken(
                                           Var->getLocation(), 0, SM, LO)))
        DeclaratorEnd =
            Lexer::getLocForEndOfToken(Var->getLocation(), 0, SM, LO);
      if (Var == First && !Var->getTypeSpecEndLoc().isInvalid()) {
        SourceLocation SpecEnd =
            Lexer::getLocForEndOfToken(Var->getTypeSpecEndLoc(), 0, SM, LO);
        Specifiers = Lexer::getSourceText(
                         CharSourceRange::getCharRange(
                             Declaration->getBeginLoc(), SpecEnd),
                         SM, LO)
                         .str();
      }
      std::string Lead = Var == First ? "" : "; ";
      if (ReplicatedTypes.count(Var) && Var->getInit() &&
          Var->getInitStyle() == VarDecl::CallInit) {
        // `T x(init)`: `T &x = hipify_cpu_local_x[tid] = (init)`.
        std::optional<Token> Close =
            Lexer::findNextToken(Var->getInit()->getEndLoc(), SM, LO);
        if (!Close || Close->isNot(tok::r_paren))
          return Unplaceable(Declaration);
        SourceLocation End = Close->getEndLoc();
        PreviousEnd = Close->getLocation();
        if (!Replace(Begin, End,
                     Lead + Binding(Var) + " = (" + textOf(Var->getInit()) + ")"))
          return Unplaceable(Declaration);
      } else if (ReplicatedTypes.count(Var)) {
        if (!Replace(Begin, DeclaratorEnd, Lead + Binding(Var)))
          return Unplaceable(Declaration);
      } else if (Var != First) {
        // `, y` after a replicated first declarator: `; int y`.
        if (Specifiers.empty() ||
            !Replace(Begin, Begin.getLocWithOffset(1), Lead + Specifiers + " "))
          return Unplaceable(Declaration);
      } else {
        continue;
      }
    }
  }
  std::string File = Context
                         .fileRange(CharSourceRange::getCharRange(
                             Body->getLBracLoc(), Body->getLBracLoc()))
                         .File;
  for (auto &[Offset, Text] : Insertions)
    Plan->Edits.emplace_back(FileRange{File, Offset, 0}, Text);
  // Replacements never start where an insertion is: each insertion follows
  // a token with a blank after it.
  for (const auto &[Range, Text] : Plan->Edits)
    if (Range.Length && Insertions.count(Range.Offset))
      return Unplaceable(Body);
  return true;
}

} // namespace hipify::phased
