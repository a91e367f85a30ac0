#!/usr/bin/env python3
"""Checks that every rule of lib/Core/Rules.def is a unit.

  check_rule_units.py ROOT [--tidy-checks=FILE]
  check_rule_units.py --self-test

For every HIPIFY_RULE record:
  - docs/rules/<id>.md exists, and its "**Severity:**" line starts with the
    record's default severity; every page there (but README.md) has a record;
    docs/check.md links every Portability rule;
  - some lit test under tests/lit checks the ID in a FileCheck directive that
    expects it (not -NOT, not a bare list of check names);
  - no file in lib/ or tools/ but the registry spells the ID in a string
    literal (comments may);
  - with --tidy-checks (the output of `clang-tidy --load=libHipifyTidy.so
    --checks='-*,hipify-*' --list-checks`), the plugin registers exactly the
    Translation, Portability and WarpWidth rules: the others it never runs.
For every HIPIFY_CHECK_CLASS record: lib/Check/rules/<Enumerator>.cpp defines
class <Enumerator>Check and make<Enumerator>Check(), names no rules:: constant
(its rule comes from the registry) and is built (a CMakeLists.txt under lib/
lists it); every file in lib/Check/rules is such a record's.
For every HIPIFY_FIX_CLASS record the same of lib/WarpFix/fixes/<Enumerator>.cpp,
class <Enumerator>Fix and make<Enumerator>Fix(), for a WarpWidth rule.

Prints one "error:" line per problem and a summary; exits 1 on any problem.
--self-test runs the checks on small fake trees, good and broken, to show
each check can fail.
"""
import os
import re
import shutil
import sys
import tempfile

REGISTRY = os.path.join("lib", "Core", "Rules.def")
SEVERITIES = {"Note": "note", "Warning": "warning", "Error": "error"}
CATEGORIES = ("Translation", "Portability", "CpuRunner", "Build", "Validation",
              "WarpWidth")
TIDY_CATEGORIES = ("Translation", "Portability", "WarpWidth")
LIT_SUFFIXES = (".cu", ".cuh", ".cpp", ".test")
SOURCE_SUFFIXES = (".cpp", ".h", ".def", ".inc")


def strip_comments(text):
    """C++ text without its comments; string literals kept."""
    return "".join(piece for kind, piece in lex(text) if kind != "comment")


def lex(text):
    """Splits C++ text into ("code" | "comment" | "string", text) pieces:
    enough of a lexer to tell a string literal from a comment."""
    out = []
    i, n, start = 0, len(text), 0

    def flush(upto):
        if upto > start:
            out.append(("code", text[start:upto]))

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            flush(i)
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(("comment", text[i:j]))
            i = start = j
        elif text.startswith("/*", i):
            flush(i)
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(("comment", text[i:j]))
            i = start = j
        elif c == "R" and text.startswith('R"', i) and (
                i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'R"([^ ()\\\t\n]*)\(', text[i:])
            if not m:
                i += 1
                continue
            flush(i)
            end = text.find(")" + m.group(1) + '"', i)
            end = n if end < 0 else end + len(m.group(1)) + 2
            out.append(("string", text[i:end]))
            i = start = end
        elif c in "\"'":
            flush(i)
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(("string" if c == '"' else "code", text[i:j]))
            i = start = j
        else:
            i += 1
    flush(n)
    return out


def c_strings(args):
    """The concatenated value of adjacent C string literals."""
    return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', args))


def read_registry(root):
    """([(enumerator, id, severity, category)], [check class enumerators],
    [errors])"""
    errors = []
    path = os.path.join(root, REGISTRY)
    try:
        text = strip_comments(open(path).read())
    except OSError as e:
        return [], [], ["cannot read %s: %s" % (REGISTRY, e.strerror)]
    # The records only: not the default #define of the macros.
    text = re.sub(r"#define[^\n]*(?:\\\n[^\n]*)*", "", text)
    rules = []
    for m in re.finditer(r"\bHIPIFY_RULE\s*\(\s*(\w+)\s*,\s*\"([^\"]*)\"\s*,"
                         r"\s*(\w+)\s*,\s*(\w+)\s*,", text):
        enum, rule_id, severity, category = m.groups()
        if not re.fullmatch(r"hipify(-[a-z0-9]+)+", rule_id):
            errors.append("rule ID '%s' is not hipify-<lowercase words>"
                          % rule_id)
        if severity not in SEVERITIES:
            errors.append("rule %s: unknown severity '%s'" % (rule_id,
                                                              severity))
        if category not in CATEGORIES:
            errors.append("rule %s: unknown category '%s'" % (rule_id,
                                                              category))
        rules.append((enum, rule_id, severity, category))
    for what, index in (("ID", 1), ("enumerator", 0)):
        seen = set()
        for rule in rules:
            if rule[index] in seen:
                errors.append("%s %s appears twice in %s" % (what, rule[index],
                                                            REGISTRY))
            seen.add(rule[index])
    classes = re.findall(r"\bHIPIFY_CHECK_CLASS\s*\(\s*(\w+)\s*\)", text)
    fixes = re.findall(r"\bHIPIFY_FIX_CLASS\s*\(\s*(\w+)\s*\)", text)
    return rules, (classes, fixes), errors


def check_pages(root, rules):
    errors = []
    pages_dir = os.path.join(root, "docs", "rules")
    pages = sorted(f[:-3] for f in os.listdir(pages_dir)
                   if f.endswith(".md") and f != "README.md") \
        if os.path.isdir(pages_dir) else []
    ids = {r[1] for r in rules}
    for _, rule_id, severity, _ in rules:
        if rule_id not in pages:
            errors.append("rule %s has no docs/rules/%s.md" % (rule_id,
                                                              rule_id))
            continue
        text = open(os.path.join(pages_dir, rule_id + ".md")).read()
        m = re.search(r"^\*\*Severity:\*\*\s*(\w+)", text, re.M)
        expected = SEVERITIES.get(severity, severity)
        if not m:
            errors.append("docs/rules/%s.md has no '**Severity:**' line"
                          % rule_id)
        elif m.group(1) != expected:
            errors.append("docs/rules/%s.md says severity '%s'; the registry "
                          "says '%s'" % (rule_id, m.group(1), expected))
    for page in pages:
        if page not in ids:
            errors.append("docs/rules/%s.md documents no rule of %s"
                          % (page, REGISTRY))
    return errors, len(pages)


def check_prefixes(text):
    """The FileCheck prefixes a lit test's RUN lines use."""
    prefixes = set()
    for run in re.findall(r"RUN:(.*)", text):
        if "FileCheck" not in run:
            continue
        for command in run.split("|"):
            if "FileCheck" not in command:
                continue
            named = re.findall(r"--?check-prefix(?:es)?[= ]([A-Za-z0-9_,-]+)",
                               command)
            if not named:
                prefixes.add("CHECK")
            for group in named:
                prefixes.update(p for p in group.split(",") if p)
    return prefixes


def expected_ids(text, ids):
    """The rule IDs a lit test expects in the output it checks."""
    prefixes = check_prefixes(text)
    if not prefixes:
        return set()
    directive = re.compile(
        r"(?<![A-Za-z0-9_-])(%s)(-NEXT|-SAME|-DAG|-LABEL|-COUNT-[0-9]+)?:(.*)"
        % "|".join(re.escape(p) for p in sorted(prefixes, key=len,
                                                reverse=True)))
    found = set()
    for line in text.splitlines():
        m = directive.search(line)
        if not m:
            continue
        checked = m.group(3)
        # A list of names (clang-tidy --list-checks) shows a check exists,
        # not that its rule is reported.
        if re.fullmatch(r"\s*hipify(-[a-z0-9]+)+\s*", checked):
            continue
        for rule_id in ids:
            if re.search(r"(?<![a-z0-9-])%s(?![a-z0-9-])" % re.escape(rule_id),
                         checked):
                found.add(rule_id)
    return found


def check_listed(root, rules):
    """docs/check.md lists every rule `hipify check` exists for."""
    path = os.path.join(root, "docs", "check.md")
    text = open(path).read() if os.path.exists(path) else ""
    return ["rule %s is a Portability rule, but docs/check.md does not list "
            "it" % r[1] for r in rules
            if r[3] == "Portability" and "](rules/%s.md)" % r[1] not in text]


def check_lit(root, rules):
    ids = {r[1] for r in rules}
    covered = set()
    lit_root = os.path.join(root, "tests", "lit")
    for directory, subdirs, files in os.walk(lit_root):
        subdirs[:] = [d for d in subdirs if d != "Inputs"]
        for name in files:
            if name.endswith(LIT_SUFFIXES):
                text = open(os.path.join(directory, name),
                            errors="replace").read()
                covered |= expected_ids(text, ids - covered)
    errors = ["rule %s: no lit test under tests/lit expects it in a CHECK "
              "line" % r[1] for r in rules if r[1] not in covered]
    return errors, len(covered)


def check_literals(root, rules):
    errors = []
    ids = sorted({r[1] for r in rules}, key=len, reverse=True)
    if not ids:
        return errors
    pattern = re.compile(r"(?<![a-z0-9-])(%s)(?![a-z0-9-])"
                         % "|".join(re.escape(i) for i in ids))
    for top in ("lib", "tools"):
        for directory, subdirs, files in os.walk(os.path.join(root, top)):
            subdirs.sort()
            for name in sorted(files):
                path = os.path.join(directory, name)
                rel = os.path.relpath(path, root)
                if not name.endswith(SOURCE_SUFFIXES) or rel == REGISTRY:
                    continue
                text = open(path, errors="replace").read()
                offset = 0
                for kind, piece in lex(text):
                    if kind == "string":
                        for m in pattern.finditer(piece):
                            line = text.count("\n", 0, offset + m.start()) + 1
                            errors.append(
                                "%s:%d: rule ID %s in a string literal: use "
                                "its rules:: constant (%s)"
                                % (rel, line, m.group(1), REGISTRY))
                    offset += len(piece)
    return errors


def check_tidy(rules, listing):
    errors = []
    listed = set(re.findall(r"^\s+(hipify(?:-[a-z0-9]+)+)\s*$", listing, re.M))
    for _, rule_id, _, category in rules:
        fires = category in TIDY_CATEGORIES
        if fires and rule_id not in listed:
            errors.append("the clang-tidy plugin does not register %s (a %s "
                          "rule)" % (rule_id, category))
        if not fires and rule_id in listed:
            errors.append("the clang-tidy plugin registers %s, a %s rule it "
                          "never reports" % (rule_id, category))
    ids = {r[1] for r in rules}
    for name in sorted(listed - ids):
        errors.append("the clang-tidy plugin registers %s, which is no rule "
                      "of %s" % (name, REGISTRY))
    return errors, len(listed)


# (registry macro, folder under lib, class suffix, rule category)
CLASS_KINDS = (("HIPIFY_CHECK_CLASS", "Check/rules", "Check", "Portability"),
               ("HIPIFY_FIX_CLASS", "WarpFix/fixes", "Fix", "WarpWidth"))


def check_classes(root, rules, classes):
    errors = []
    for (macro, folder, suffix, category), enums in zip(CLASS_KINDS, classes):
        errors += check_class_kind(root, rules, enums, macro, folder, suffix,
                                   category)
    return errors


def check_class_kind(root, rules, classes, macro, folder, suffix, category):
    errors = []
    by_enum = {r[0]: r for r in rules}
    rules_dir = os.path.join(root, "lib", *folder.split("/"))
    files = sorted(f for f in os.listdir(rules_dir) if f.endswith(".cpp")) \
        if os.path.isdir(rules_dir) else []
    built = set()
    for directory, _, names in os.walk(os.path.join(root, "lib")):
        if "CMakeLists.txt" in names:
            text = open(os.path.join(directory, "CMakeLists.txt")).read()
            built.update(re.findall(r"%s/(\w+)\.cpp"
                                    % os.path.basename(folder), text))
    for enum in classes:
        rule = by_enum.get(enum)
        if not rule:
            errors.append("%s(%s) names no HIPIFY_RULE" % (macro, enum))
        elif rule[3] != category:
            errors.append("%s(%s): rule %s is a %s rule, not "
                          "a %s one" % (macro, enum, rule[1], rule[3],
                                        category))
        rel = "lib/%s/%s.cpp" % (folder, enum)
        if enum + ".cpp" not in files:
            errors.append("%s(%s) has no %s" % (macro, enum, rel))
            continue
        code = strip_comments(open(os.path.join(rules_dir,
                                                enum + ".cpp")).read())
        if not re.search(r"\bclass\s+%s%s\b" % (enum, suffix), code):
            errors.append("%s defines no class %s%s" % (rel, enum, suffix))
        if not re.search(r"\bmake%s%s\s*\(" % (enum, suffix), code):
            errors.append("%s defines no make%s%s()" % (rel, enum, suffix))
        for other in sorted(set(re.findall(r"\brules::(\w+)", code))):
            errors.append("%s names rules::%s: a check reports the rule the "
                          "registry gives it" % (rel, other))
        if enum not in built:
            errors.append("%s is in no CMakeLists.txt under lib/" % rel)
    for name in files:
        if name[:-4] not in classes:
            errors.append("lib/%s/%s is no %s of %s"
                          % (folder, name, macro, REGISTRY))
    return errors


def run_checks(root, tidy_listing=None):
    """(errors, summary line)"""
    rules, classes, errors = read_registry(root)
    page_errors, pages = check_pages(root, rules)
    lit_errors, covered = check_lit(root, rules)
    errors += page_errors + check_listed(root, rules) + lit_errors
    errors += check_literals(root, rules)
    errors += check_classes(root, rules, classes)
    tidy = "not checked"
    if tidy_listing is not None:
        tidy_errors, listed = check_tidy(rules, tidy_listing)
        errors += tidy_errors
        tidy = "%d" % listed
    summary = ("%d rules, %d pages, %d with a lit CHECK, %d check classes, "
               "tidy checks: %s" % (len(rules), pages, covered,
                                    len(classes[0]) + len(classes[1]), tidy))
    return errors, summary


# --- self-test ------------------------------------------------------------

FAKE_TREE = {
    REGISTRY: """\
// HIPIFY_RULE(Enumerator, Id, DefaultSeverity, Category, Summary, Description)
#ifndef HIPIFY_RULE
#define HIPIFY_RULE(Enumerator, Id, DefaultSeverity, Category, Summary,     \\
                    Description)
#endif
HIPIFY_RULE(Rename, "hipify-rename", Note, Translation, "Renamed",
            "A name " "was renamed.")
HIPIFY_RULE(Ptx, "hipify-ptx", Warning, Portability, "PTX", "asm.")
HIPIFY_RULE(Script, "hipify-script", Note, Build, "Script", "A line.")
HIPIFY_CHECK_CLASS(Ptx)
""",
    "docs/rules/README.md": "# Rules\n",
    "docs/check.md": "| [hipify-ptx](rules/hipify-ptx.md) | asm |\n",
    "docs/rules/hipify-rename.md": "# hipify-rename\n\n**Severity:** note\n",
    "docs/rules/hipify-ptx.md": "# hipify-ptx\n\n**Severity:** warning · x\n",
    "docs/rules/hipify-script.md": "# hipify-script\n\n**Severity:** note\n",
    "tests/lit/rename.cu": """\
// RUN: %hipify port %s 2>&1 | FileCheck %s
// CHECK: a.cu:1:1: note: renamed [hipify-rename]
""",
    "tests/lit/check/ptx.cu": """\
// RUN: %hipify check %s | FileCheck --check-prefix=WARN %s
// WARN-NEXT:{{.*}}: warning: PTX [hipify-ptx]
""",
    "tests/lit/batch/script.test": """\
RUN: %hipify port --in-root=x | FileCheck --check-prefixes=A,REPORT %s
REPORT:hipify-script 3 note rewritten
""",
    "tests/lit/check/Inputs/ignored.cu": "// CHECK: [hipify-ptx]\n",
    "lib/CMakeLists.txt": "add_library(x\n  Check/rules/Ptx.cpp\n)\n",
    "lib/Check/rules/Ptx.cpp": """\
// hipify-ptx: a comment may name the rule.
class PtxCheck : public CheckRule {};
std::unique_ptr<CheckRule> makePtxCheck(TranslationContext &C,
                                        const RuleInfo &R);
""",
    "lib/Translate/Names.cpp": """\
// Reports hipify-rename. "A quote in a comment: hipify-rename"
auto S = "hipify-renamed-thing"; auto T = R"(raw)"; char Q = '"';
Context.report(rules::Rename, "file://x");
""",
    "tools/tidy/Module.cpp": 'X("hipify-module", "the hipify-* checks");\n',
}

TIDY_LISTING = "Enabled checks:\n    hipify-ptx\n    hipify-rename\n\n"


def edit(path, old, new):
    def apply(root):
        full = os.path.join(root, path)
        text = open(full).read()
        assert old in text, (path, old)
        open(full, "w").write(text.replace(old, new))
    return apply


def remove(path):
    return lambda root: os.remove(os.path.join(root, path))


def add(path, text):
    def apply(root):
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w").write(text)
    return apply


# (what is broken, how, an error it must cause; None: no error at all)
CASES = [
    ("the good tree", None, None, None),
    ("a page is missing", remove("docs/rules/hipify-script.md"), None,
     "rule hipify-script has no docs/rules/hipify-script.md"),
    ("a page has no rule", add("docs/rules/hipify-gone.md", "# x\n"), None,
     "docs/rules/hipify-gone.md documents no rule"),
    ("a page's severity differs",
     edit("docs/rules/hipify-ptx.md", "warning", "note"), None,
     "docs/rules/hipify-ptx.md says severity 'note'; the registry says "
     "'warning'"),
    ("docs/check.md misses a portability rule",
     edit("docs/check.md", "(rules/hipify-ptx.md)", "(ptx.md)"), None,
     "rule hipify-ptx is a Portability rule, but docs/check.md does not "
     "list it"),
    ("a rule is only in CHECK-NOT",
     edit("tests/lit/rename.cu", "CHECK:", "CHECK-NOT:"), None,
     "rule hipify-rename: no lit test"),
    ("a rule is only in a list of check names",
     edit("tests/lit/rename.cu", "a.cu:1:1: note: renamed [hipify-rename]",
          "    hipify-rename"), None, "rule hipify-rename: no lit test"),
    ("a rule is only under a prefix FileCheck is not given",
     edit("tests/lit/check/ptx.cu", "WARN-NEXT:", "OTHER:"), None,
     "rule hipify-ptx: no lit test"),
    ("a rule is only in a test's Inputs",
     remove("tests/lit/check/ptx.cu"), None, "rule hipify-ptx: no lit test"),
    ("a rule ID is a string literal in lib/",
     edit("lib/Translate/Names.cpp", "rules::Rename", '"hipify-rename"'), None,
     "lib/Translate/Names.cpp:3: rule ID hipify-rename in a string literal"),
    ("a rule ID is a raw string literal in tools/",
     add("tools/lsp/Server.cpp", 'auto J = R"({"code": "hipify-ptx"})";\n'),
     None, "tools/lsp/Server.cpp:1: rule ID hipify-ptx in a string literal"),
    ("the plugin registers a rule it never reports", None,
     TIDY_LISTING.replace("hipify-rename", "hipify-rename\n    hipify-script"),
     "the clang-tidy plugin registers hipify-script, a Build rule"),
    ("the plugin misses a rule", None,
     TIDY_LISTING.replace("    hipify-ptx\n", ""),
     "the clang-tidy plugin does not register hipify-ptx"),
    ("a check class has no file", remove("lib/Check/rules/Ptx.cpp"), None,
     "HIPIFY_CHECK_CLASS(Ptx) has no lib/Check/rules/Ptx.cpp"),
    ("a check class names its rule",
     edit("lib/Check/rules/Ptx.cpp", "class PtxCheck",
          "auto Id = rules::Ptx;\nclass PtxCheck"), None,
     "lib/Check/rules/Ptx.cpp names rules::Ptx"),
    ("a check class is not built",
     edit("lib/CMakeLists.txt", "Check/rules/Ptx.cpp", "Check/Other.cpp"),
     None, "lib/Check/rules/Ptx.cpp is in no CMakeLists.txt"),
    ("a rule file is no check class",
     add("lib/Check/rules/Stray.cpp", "class StrayCheck {};\n"), None,
     "lib/Check/rules/Stray.cpp is no HIPIFY_CHECK_CLASS"),
    ("a check class of a translation rule",
     edit(REGISTRY, "HIPIFY_CHECK_CLASS(Ptx)",
          "HIPIFY_CHECK_CLASS(Ptx)\nHIPIFY_CHECK_CLASS(Rename)"), None,
     "HIPIFY_CHECK_CLASS(Rename): rule hipify-rename is a Translation rule"),
    ("an ID twice", edit(REGISTRY, '"hipify-script"', '"hipify-ptx"'), None,
     "ID hipify-ptx appears twice"),
]


def self_test():
    failed = 0
    for what, mutate, listing, expected in CASES:
        root = tempfile.mkdtemp(prefix="rule-units-")
        try:
            for path, text in FAKE_TREE.items():
                add(path, text)(root)
            if mutate:
                mutate(root)
            errors, _ = run_checks(
                root, TIDY_LISTING if listing is None else listing)
        finally:
            shutil.rmtree(root)
        if expected is None:
            ok = not errors
        else:
            ok = any(expected in e for e in errors)
        print("%s: %s" % ("ok" if ok else "FAILED", what))
        if not ok:
            failed += 1
            print("  expected: %s" % (expected or "no error"))
            for e in errors:
                print("  got: error: " + e)
    print("self-test: %d cases, %s" % (
        len(CASES), "all as expected" if not failed else "%d failed" % failed))
    return 1 if failed else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    args = [a for a in argv[1:] if not a.startswith("--tidy-checks=")]
    tidy = [a.split("=", 1)[1] for a in argv[1:]
            if a.startswith("--tidy-checks=")]
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    listing = open(tidy[0]).read() if tidy else None
    errors, summary = run_checks(args[0], listing)
    for e in errors:
        print("error: " + e)
    print(summary)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
