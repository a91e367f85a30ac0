#!/usr/bin/python3
"""Check mapping tables against the HIP API index (mappings/hip-index.tsv).

    /usr/bin/python3 scripts/verify_hip_names.py [PATH...]

PATH is a mapping file or a directory of them (*.yaml); the default is the
repository's mappings/ directory.  For every row

* the schema of docs/mapping-format.md is checked: required fields, known
  fields, kinds and statuses, args only on functions and without $0, a CUDA
  name at most once over all the files given;
* a row with status supported, deprecated or removed, a non-empty ``hip`` and
  no ``verified: false`` must name something the HIP API index has in every
  release the row claims it for: from ``hip_since`` (default: the oldest
  release of the index) up to, not including, ``hip_removed`` (default: past
  the newest); its ``older_hip`` in every release before ``hip_since``, its
  ``newer_hip`` in every release from ``hip_removed`` on, its ``roc`` in some
  release
  (unless ``older_fallback`` says the port defines it); a
  namespace member is written with its namespace (``rocprim::plus``); the
  macros a HIP compilation predefines (__HIPCC__, __HIP_DEVICE_COMPILE__,
  ...: those clang -x hip defines and clang -x c++ does not) count too, in
  every release;
* a header row (kind: header) must name a header file the index has, in the
  same way;
* ``hip_since`` and ``hip_removed`` must be releases of the index.

Every problem is printed as ``FILE:LINE: error: ...``; the last line is

    verified N rows against the HIP API index (A to B), M unverifiable (verified: false), K missing

and the exit status is 1 if a name is missing or a row is malformed.
"""

import argparse
import os
import re
import sys
import time

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header_decls  # noqa: E402
import hip_index  # noqa: E402
import row_schema  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FIELDS = set(row_schema.NAMES)
KINDS = set(row_schema.values("kind"))
STATUSES = set(row_schema.values("status"))
CHECKED_STATUSES = {"supported", "deprecated", "removed"}
ARG_REF = re.compile(r"\$(\d+)")


class Problems:
    def __init__(self):
        self.errors = 0
        self.warnings = 0

    def error(self, where, msg):
        self.errors += 1
        print("%s: error: %s" % (where, msg))

    def warning(self, where, msg):
        self.warnings += 1
        print("%s: warning: %s" % (where, msg))


def _construct(node):
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    finally:
        loader.dispose()


def load_file(path, problems):
    """Rows of one file as (row dict, line, {field: line})."""
    try:
        with open(path) as f:
            node = yaml.compose(f, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 0
        problems.error("%s:%d" % (path, line), "cannot parse YAML: %s" % e.problem)
        return []
    except (OSError, yaml.YAMLError) as e:
        problems.error(path, "cannot read: %s" % e)
        return []
    if node is None:
        problems.error("%s:1" % path, "empty mapping file")
        return []
    if not isinstance(node, yaml.MappingNode):
        problems.error("%s:%d" % (path, node.start_mark.line + 1),
                       "top level must be a mapping with 'family' and 'rows'")
        return []
    rows_node = None
    for k, v in node.value:
        if k.value == "rows":
            rows_node = v
        elif k.value != "family":
            problems.warning("%s:%d" % (path, k.start_mark.line + 1),
                             "unknown top-level key '%s'" % k.value)
    if rows_node is None:
        problems.error("%s:1" % path, "no 'rows' list")
        return []
    if not isinstance(rows_node, yaml.SequenceNode):
        if isinstance(rows_node, yaml.ScalarNode) and rows_node.value in ("", "~", "null"):
            return []
        problems.error("%s:%d" % (path, rows_node.start_mark.line + 1),
                       "'rows' must be a list")
        return []
    out = []
    for item in rows_node.value:
        line = item.start_mark.line + 1
        if not isinstance(item, yaml.MappingNode):
            problems.error("%s:%d" % (path, line), "a row must be a mapping")
            continue
        lines = {k.value: k.start_mark.line + 1 for k, _ in item.value}
        try:
            row = _construct(item)
        except yaml.YAMLError as e:
            problems.error("%s:%d" % (path, line), "bad row: %s" % e)
            continue
        out.append((row, line, lines))
    return out


def check_row(path, row, line, lines, problems):
    """Checks a row against mappings/facts/row-fields.yaml (the schema of
    docs/mapping-format.md).  Returns True if usable."""
    where = "%s:%d" % (path, line)
    ok = True
    cuda = row.get("cuda")
    if not isinstance(cuda, str) or not cuda:
        problems.error(where, "row lacks 'cuda'")
        ok = False
    if "kind" not in row:
        problems.error(where, "row '%s' lacks 'kind'" % cuda)
        ok = False
    kind = row.get("kind")
    for k, v in row.items():
        at = "%s:%d" % (path, lines.get(k, line))
        if k not in FIELDS:
            problems.error(at, "unknown field '%s'" % k)
            ok = False
            continue
        problem = row_schema.value_problem(k, v)
        if problem:
            getattr(problems, problem[0])(at, problem[1])
            ok = ok and problem[0] != "error"
            if k == "kind":
                kind = None
            continue
        why = kind in KINDS and row_schema.kind_problem(k, kind)
        if why:
            problems.error(at, why)
            ok = False
    status = row.get("status", "supported")
    defined = row.get("older_fallback") == "definition"
    # A macro-value row without 'hip' keeps its CUDA name, which the port
    # defines on every target.
    kept = row.get("older_fallback") == "macro-value"
    if status in ("supported", "deprecated") and row.get("hip") is None and not defined \
            and not kept:
        problems.error(where, "%s row '%s' lacks 'hip'" % (status, cuda))
        ok = False
    if defined:
        entry = PORT_DEFINITIONS.get(cuda)
        wanted = None if row.get("kind") == "header" else (entry or {}).get("defines")
        if entry is None or row.get("older_hip") != wanted:
            problems.error(where, "row '%s': 'older_fallback: definition' needs an entry "
                           "in mappings/facts/port-definitions.yaml and, on a function "
                           "row, an 'older_hip' that is the name it defines" % cuda)
            ok = False
    for k in ("args", "older_args"):
        if isinstance(row.get(k), list):
            for a in row[k]:
                if isinstance(a, str) and any(int(n) == 0 for n in ARG_REF.findall(a)):
                    problems.error("%s:%d" % (path, lines.get(k, line)),
                                   "'%s' refers to $0 (arguments count from $1)" % k)
                    ok = False
    return ok


def _port_definitions():
    """mappings/facts/port-definitions.yaml by CUDA name."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "mappings", "facts", "port-definitions.yaml")
    with open(path, encoding="utf-8") as f:
        return {d["cuda"]: d for d in yaml.safe_load(f)["definitions"]}


PORT_DEFINITIONS = _port_definitions()


class IndexNames:
    """Which releases of the HIP API index declare a name: a name as the
    index writes it, or a namespace member by any qualified suffix
    (``cooperative_groups::thread_block``)."""

    def __init__(self, idx, predefined):
        self.idx = idx
        self.versions = idx.versions
        self.by_name = {}
        for e in idx.entries:
            parts = e["name"].split("::")
            for i in range(len(parts)):
                self.by_name.setdefault("::".join(parts[i:]), []).append(e)
        self.predefined = predefined

    def releases(self, name, kind):
        """The releases that declare ``name`` (header rows: the header)."""
        if kind != "header" and name in self.predefined:
            return set(self.versions)
        found = set()
        for e in self.by_name.get(name, []):
            if (kind == "header") != ("header" in e.kinds):
                continue
            found |= {v for v in self.versions if e.present_in(v, self.versions)}
        return found

    def claimed(self, since, removed):
        lo = hip_index.vkey(since) if since else (0, 0)
        hi = hip_index.vkey(removed) if removed else (10 ** 6, 0)
        return [v for v in self.versions if lo <= hip_index.vkey(v) < hi]


def check_names(where, row, names, problems):
    """True when the row's HIP names exist for the releases it claims."""
    kind = row.get("kind")
    since, removed = row.get("hip_since", ""), row.get("hip_removed", "")
    ok = True
    for k in ("hip_since", "hip_removed"):
        if row.get(k) and str(row[k]) not in names.versions:
            problems.error(where, "'%s: %s' is not a release of the HIP API index (%s)"
                           % (k, row[k], ", ".join(names.versions)))
            ok = False
    checks = [(row.get("hip"), names.claimed(since, removed), "hip"),
              # the older signature is used where the row translates
              (row.get("legacy_hip"), names.claimed(since, removed), "legacy_hip")]
    # An older_fallback's older_hip is a function or macro the port defines, not HIP's.
    if row.get("older_hip") and not row.get("older_fallback"):
        checks.append((row["older_hip"], names.claimed("", since), "older_hip"))
    # the name a later release gave the API, from hip_removed on
    if row.get("newer_hip") and removed:
        checks.append((row["newer_hip"], names.claimed(removed, ""), "newer_hip"))
    # a roc* name (--roc) is not gated by release: some release must have it
    if row.get("roc") and not names.releases(row["roc"], kind):
        problems.error(where, "roc* %s '%s' (roc of '%s') is in no release of the HIP API "
                       "index" % ("header" if kind == "header" else "name", row["roc"], row["cuda"]))
        ok = False
    for name, claimed, field in checks:
        if not name or not claimed:
            continue
        have = names.releases(name, kind)
        lacking = [v for v in claimed if v not in have]
        if not lacking:
            continue
        ok = False
        what = "header" if kind == "header" else "name"
        if not have:
            problems.error(where, "HIP %s '%s' (%s of '%s') is in no release of the "
                           "HIP API index" % (what, name, field, row["cuda"]))
        else:
            have_sorted = sorted(have, key=hip_index.vkey)
            problems.error(where, "HIP %s '%s' (%s of '%s') is claimed for HIP %s but "
                           "the HIP API index has it in %s only (give hip_since/"
                           "hip_removed)" % (what, name, field, row["cuda"],
                                             ", ".join(lacking), ", ".join(have_sorted)))
    return ok


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            # hip-versions.yaml lists the index's releases and ptx.yaml
            # PTX instructions (checked by tests/ptx): not tables of names
            files.extend(sorted(os.path.join(p, f) for f in os.listdir(p)
                                if f.endswith((".yaml", ".yml"))
                                and f not in ("hip-versions.yaml",
                                              "ptx.yaml")))
        else:
            files.append(p)
    seen = set()
    out = []
    for f in files:
        key = os.path.realpath(f)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*",
                    help="mapping files or directories (default: <repo>/mappings)")
    ap.add_argument("--index", default=hip_index.DEFAULT_PATH,
                    help="the HIP API index (default: <repo>/mappings/hip-index.tsv)")
    ap.add_argument("--schema-only", action="store_true",
                    help="check the schema only, not the HIP names")
    args = ap.parse_args(argv)
    t0 = time.time()
    paths = args.paths or [os.path.join(ROOT, "mappings")]
    files = collect(paths)
    problems = Problems()
    if not files:
        problems.error(", ".join(paths), "no mapping files")

    rows = []
    first = {}
    for path in files:
        for row, line, lines in load_file(path, problems):
            if not check_row(path, row, line, lines, problems):
                continue
            cuda = row["cuda"]
            if cuda in first:
                fp, fl = first[cuda]
                problems.error("%s:%d" % (path, line),
                               "duplicate CUDA name '%s' (first defined at %s:%d)" % (cuda, fp, fl))
                continue
            first[cuda] = (path, line)
            rows.append((path, line, lines, row))

    names = None
    if not args.schema_only:
        builtins = header_decls.hip_device_builtins(
            {row.get(f) for _, _, _, row in rows for f in ("hip", "older_hip", "newer_hip")}
            - {None})
        names = IndexNames(hip_index.read(args.index),
                           header_decls.hip_predefined_macros() | builtins)
    verified = unverifiable = missing = 0
    for path, line, lines, row in rows:
        if row.get("verified") is False:
            unverifiable += 1
            continue
        if row.get("status", "supported") not in CHECKED_STATUSES:
            continue
        if not row.get("hip") or names is None:
            continue
        if check_names("%s:%d" % (path, lines.get("hip", line)), row, names, problems):
            verified += 1
        else:
            missing += 1
    span = "%s to %s" % (names.versions[0], names.versions[-1]) if names else "not read"
    print("verified %d rows against the HIP API index (%s), %d unverifiable "
          "(verified: false), %d missing" % (verified, span, unverifiable, missing))
    print("checked %d files, %d rows, %d errors, %d warnings in %.1fs"
          % (len(files), len(rows), problems.errors, problems.warnings, time.time() - t0),
          file=sys.stderr)
    return 1 if problems.errors else 0


if __name__ == "__main__":
    sys.exit(main())
