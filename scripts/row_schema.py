#!/usr/bin/python3
"""The fields of a mapping row, as mappings/facts/row-fields.yaml defines them.

    /usr/bin/python3 scripts/row_schema.py --doc            print the field table
    /usr/bin/python3 scripts/row_schema.py --check-doc FILE compare FILE's table
    /usr/bin/python3 scripts/row_schema.py --write-doc FILE rewrite FILE's table

verify_hip_names.py checks rows with it and derive_mappings.py writes fields
in its order; lib/Mapping/RowSchema.cpp reads the same file for the loader.
The table in docs/mapping-format.md sits between the two marker comments
below and is this file's ``doc`` text; --check-doc exits 1 when it differs.
"""

import argparse
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "mappings", "facts", "row-fields.yaml")
BEGIN = "<!-- row-fields: begin (scripts/row_schema.py --write-doc) -->"
END = "<!-- row-fields: end -->"
VERSION = re.compile(r"^\d+\.\d+$")


def load(path=SCHEMA):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)["fields"]


FIELDS = load()
BY_NAME = {f["name"]: f for f in FIELDS}
NAMES = tuple(f["name"] for f in FIELDS)


def values(name):
    """The words a choice field accepts."""
    return BY_NAME[name].get("values", [])


def malformed_expression(text):
    """Why text is not one well-formed argument expression (None if it is);
    the same rules as malformedExpression in lib/Mapping/RowSchema.cpp."""
    if not text.strip():
        return "it is empty"
    open_, quote, i = [], None, 0
    while i < len(text):
        c = text[i]
        if c in "\r\n":
            return "it spans lines"
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c in ";#":
            return "it contains '%s'" % c
        elif c == "/" and text[i + 1:i + 2] in ("/", "*"):
            return "it contains a comment"
        elif c in "([{":
            open_.append({"(": ")", "[": "]", "{": "}"}[c])
        elif c in ")]}":
            if not open_ or open_[-1] != c:
                return "its '%s' closes nothing" % c
            open_.pop()
        elif c == "," and not open_:
            return "it holds more than one argument (use one list entry each)"
        i += 1
    if quote:
        return "a quote is not closed"
    if open_:
        return "a bracket is not closed"
    return None


def value_problem(name, value):
    """(severity, message) when value is not valid for field name, else None.
    Spelling fields are checked by their users (they depend on the kind)."""
    field = BY_NAME[name]
    t = field["type"]
    if t in ("text", "spelling"):
        if not isinstance(value, str):
            return ("error", "'%s' must be a string" % name)
    elif t == "version":
        if isinstance(value, str):
            if not VERSION.match(value):
                return ("error", "'%s' must be a version X.Y, not '%s'" % (name, value))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            return ("warning", "'%s: %s' is a number; quote it (\"X.Y\") so "
                    "a version like 11.10 survives" % (name, value))
        else:
            return ("error", "'%s' must be a version X.Y" % name)
    elif t == "flag":
        if not isinstance(value, bool):
            return ("error", "'%s' must be true or false" % name)
    elif t == "count":
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            return ("error", "'%s' must be a positive whole number, not '%s'" % (name, value))
    elif t == "choice":
        if value not in field["values"]:
            words = field["values"]
            return ("error", "unknown %s '%s' (expected %s or %s)"
                    % (name, value, ", ".join(words[:-1]), words[-1]))
    elif t == "expression":
        why = malformed_expression(value) if isinstance(value, str) else "it is not text"
        if why:
            return ("error", "'%s' must be one expression: %s" % (name, why))
    elif t == "arguments":
        if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
            return ("error", "'%s' must be a list of strings" % name)
    return None


def kind_problem(name, kind):
    """The message when field name may not be on a row of this kind."""
    kinds = BY_NAME[name].get("kinds")
    if not kinds or kind in kinds:
        return None
    allowed = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " or " + kinds[-1]
    return "'%s' is only allowed for %s rows, not on a row of kind '%s'" % (name, allowed, kind)


def doc_table():
    lines = ["| field | type | meaning |", "| --- | --- | --- |"]
    for f in FIELDS:
        t = f["type"]
        if t == "choice":
            t = "one of " + ", ".join("`%s`" % v for v in f["values"])
        if f.get("kinds"):
            t += "; on %s rows" % " and ".join(f["kinds"])
        if f.get("required"):
            t += "; required"
        lines.append("| `%s` | %s | %s |" % (f["name"], t, f["doc"]))
    return "\n".join(lines) + "\n"


def split_doc(text, path):
    if BEGIN not in text or END not in text:
        sys.exit("%s: error: no row-field table between the markers\n  %s\n  %s"
                 % (path, BEGIN, END))
    head, rest = text.split(BEGIN, 1)
    table, tail = rest.split(END, 1)
    return head, table, tail


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--doc", action="store_true", help="print the field table")
    g.add_argument("--check-doc", metavar="FILE", help="exit 1 if FILE's table differs")
    g.add_argument("--write-doc", metavar="FILE", help="rewrite FILE's table")
    a = ap.parse_args()
    if a.doc:
        sys.stdout.write(doc_table())
        return 0
    path = a.check_doc or a.write_doc
    with open(path, encoding="utf-8") as f:
        text = f.read()
    head, table, tail = split_doc(text, path)
    want = "\n" + doc_table()
    if a.write_doc:
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + BEGIN + want + END + tail)
        return 0
    if table != want:
        print("%s: error: the row-field table differs from mappings/facts/row-fields.yaml; "
              "run scripts/row_schema.py --write-doc %s" % (path, path))
        return 1
    print("%s: the row-field table matches mappings/facts/row-fields.yaml (%d fields)"
          % (path, len(FIELDS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
