#!/usr/bin/python3
"""Derive the CUDA runtime API -> HIP mapping table from installed headers.

    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda
    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda --check
    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda --print-missing

The generator

1. enumerates the public declarations of the CUDA runtime API headers
   (COVERED_HEADERS below) by parsing them with libclang;
2. enumerates the declarations of the installed HIP headers (header_decls.py);
3. proposes one row per public CUDA name by name correspondence (RULES
   below); a name without a HIP counterpart becomes ``status: unsupported``;
4. keeps curated rows: a row of the output file whose ``note`` starts with
   ``curated:`` or that carries a field the generator never writes (args,
   roc, hip_since, cuda_since, cuda_removed, verified, defined_only) is written
   back unchanged; a CUDA name that has a row in another mappings/*.yaml
   file is left to that file;
5. writes mappings/runtime.yaml, rows sorted by kind then CUDA name.

``--check`` writes nothing: it exits 1 and lists every public CUDA name of
the covered headers (and every removed runtime entry point named by
generated_cudart_removed_meta.h) that has no row in any mappings/*.yaml
file.  ``--print-missing`` prints just those names.  ``--diff`` exits 1 and
prints a diff when regenerating would change the output file.
"""

import argparse
import json
import os
import re
import sys
import time

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header_decls  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The CUDA runtime API headers whose public names the table covers, relative
# to <cuda>/include.  cuda_runtime.h holds the C++ template wrappers (same
# names as the C API, plus a few C++-only functions), channel_descriptor.h
# the cudaCreateChannelDesc<T> templates, driver_functions.h the
# make_cudaPitchedPtr/Pos/Extent helpers, device_types.h cudaRoundMode.
COVERED_HEADERS = [
    "cuda_runtime_api.h",
    "cuda_runtime.h",
    "cuda_device_runtime_api.h",
    "driver_types.h",
    "driver_functions.h",
    "surface_types.h",
    "texture_types.h",
    "device_types.h",
    "vector_types.h",
    "vector_functions.h",
    "vector_functions.hpp",
    "channel_descriptor.h",
    "library_types.h",
    "cuda_profiler_api.h",
]
# What the enumeration translation unit includes (host-side CUDA parse).
CUDA_INCLUDES = ["cuda_runtime.h", "cuda_device_runtime_api.h",
                 "library_types.h", "cuda_profiler_api.h"]

# Enums whose HIP counterpart keeps the CUDA numeric values: an enumerator
# that neither the rules nor the prefix match map is paired with the HIP
# enumerator of the same value (e.g. cudaErrorInvalidPtx = 218 and
# hipErrorInvalidKernelFile = 218).
VALUE_MATCHED_ENUMS = {"cudaError"}

# Macros that look public but are implementation helpers of the headers
# (defined and #undef'd again, or attribute spellings used only inside the
# headers).  They are not API and get no row.
INTERNAL_MACROS = {
    "EXCLUDE_FROM_RTC": "helper of the headers, #undef'd at the end of each one",
    "CUDART_DEVICE": "helper of cuda_runtime_api.h (declaration specifier)",
}

GENERATED_FIELDS = ("cuda", "hip", "kind", "status", "note")
ALL_FIELDS = ("cuda", "hip", "kind", "status", "note", "args", "roc",
              "hip_since", "cuda_since", "cuda_removed", "verified",
              "defined_only")
KIND_ORDER = ("function", "type", "enum", "macro", "header")

NOTE_NO_HIP = "no HIP counterpart in HIP 5.2 headers"

# CUDA kind -> HIP declaration kinds that may stand in for it.
COMPATIBLE = {
    "function": {"function", "macro"},
    "type": {"type"},
    "enum": {"enum", "macro", "var"},
    "macro": {"macro", "enum", "var", "type", "function"},
}


def is_public(decl):
    """Public = the documented spelling a user program writes:

    * not reserved: no leading ``__`` and no leading ``_`` + uppercase letter
      (nor any leading underscore at all, which at global scope is reserved
      for the implementation);
    * declared at global scope (not inside a namespace of the headers);
    * object-like if it is a macro (function-like macros of these headers
      are helpers such as __CUDART_API_PTDS);
    * not an internal helper macro listed in INTERNAL_MACROS.
    """
    n = decl.name
    if not n or n.startswith("_"):
        return False
    if decl.scope:
        return False
    if decl.kind == "macro" and (decl.function_like or n in INTERNAL_MACROS):
        return False
    if decl.kind == "var":
        return False
    return True


def cuda_public(cuda_path):
    decls, errors = header_decls.cuda_decls(cuda_path, COVERED_HEADERS,
                                            CUDA_INCLUDES)
    if errors:
        for e in errors[:20]:
            print("warning: CUDA parse: %s" % e, file=sys.stderr)
    names = {}
    for d in decls:
        if not is_public(d):
            continue
        kind = d.kind
        prev = names.get(d.name)
        if prev is None:
            names[d.name] = {"kind": kind, "file": d.file, "line": d.line,
                             "deprecated": d.deprecated, "usr": d.usr,
                             "parent": d.parent, "value": d.value}
        else:
            prev["usr"] = prev["usr"] or d.usr
            # a name declared both as struct and typedef, or overloaded
            prev["deprecated"] = prev["deprecated"] or d.deprecated
            if prev["kind"] != kind:
                # prefer the kind a user sees first: function > type > enum > macro
                if KIND_ORDER.index(kind) < KIND_ORDER.index(prev["kind"]):
                    prev["kind"] = kind
    return names


REMOVED_META = "generated_cudart_removed_meta.h"


def removed_names(cuda_path, current, present=False):
    """Runtime entry points CUDA keeps trace structs for in
    generated_cudart_removed_meta.h but no longer declares: the names a
    curated row (mappings/runtime-removed.yaml) must cover.  With
    ``present``, the opposite: names still declared whose older signature
    that header lists (their signature changed)."""
    path = os.path.join(cuda_path, "include", REMOVED_META)
    if not os.path.exists(path):
        return {}
    names = {}
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = re.match(r"\s*typedef struct (\w+)_params_st\b", line)
            if not m:
                continue
            base = re.sub(r"_v\d+$", "", m.group(1))
            base = re.sub(r"_(ptsz|ptds)$", "", base)
            if (base in current) == present and base not in names:
                names[base] = {"kind": "function", "file": path, "line": lineno}
    return names


def hip_index(include_root):
    decls, errors = header_decls.hip_decls(include_root, dirs=["hip"],
                                           includes=header_decls.HIP_INCLUDES)
    if errors:
        for e in errors[:20]:
            print("warning: HIP parse: %s" % e, file=sys.stderr)
    idx = {}
    for d in decls:
        if d.scope:
            continue
        e = idx.setdefault(d.name, {"kinds": set(), "deprecated": False,
                                    "file": d.file, "usr": "", "parent": "",
                                    "value": d.value})
        e["kinds"].add(d.kind)
        e["deprecated"] = e["deprecated"] or d.deprecated
        e["usr"] = e["usr"] or d.usr
        e["parent"] = e["parent"] or d.parent
    return idx


def enum_members(index):
    """enum USR -> [enumerator names] for an index of cuda_public/hip_index."""
    members = {}
    for name, info in index.items():
        if info.get("parent"):
            members.setdefault(info["parent"], []).append(name)
    return members


def boundary_prefix(names):
    """Longest common prefix of ``names`` that ends at a word boundary of
    every name (before an uppercase letter or digit, or after '_')."""
    if not names:
        return ""
    lcp = os.path.commonprefix(names)
    i = len(lcp)

    def boundary(n, i):
        return i < len(n) and (n[i].isupper() or n[i].isdigit() or n[i - 1] == "_")
    while i > 0 and not all(boundary(n, i) for n in names):
        i -= 1
    return lcp[:i]


CUDA_PREFIX = re.compile(r"^(cuda|CUDA|CU|cu|make_cuda|CUDART)")

# Name correspondence rules, tried in order: (pattern, replacement, kinds,
# note).  A rule applies only when the replacement names a declaration of a
# compatible kind in the HIP headers.
RULES = [
    (re.compile(r"^cuda(.+)$"), r"hip\1", None, None),
    (re.compile(r"^make_cuda(.+)$"), r"make_hip\1", {"function"}, None),
    (re.compile(r"^CUDA_(.+)$"), r"HIP_\1", None, None),
    (re.compile(r"^CUDART_(.+)$"), r"HIPRT_\1", None, None),
    # per-thread default stream variants of cuda_device_runtime_api.h
    (re.compile(r"^cuda(.+)_ptsz$"), r"hip\1_spt", {"function"},
     "derived: per-thread default stream variant (_ptsz -> _spt)"),
    # HIP spells several struct types with a _t suffix (hipDeviceProp_t)
    (re.compile(r"^cuda(.+)$"), r"hip\1_t", {"type"},
     "derived: HIP spells the type with a _t suffix"),
]


def propose(name, info, hip):
    """Return (hip_name, note) or (None, note)."""
    kind = info["kind"]
    ok = COMPATIBLE[kind]
    if not CUDA_PREFIX.match(name):
        h = hip.get(name)
        if h and h["kinds"] & ok:
            return name, None
        return None, NOTE_NO_HIP
    for pat, repl, kinds, note in RULES:
        if kinds is not None and kind not in kinds:
            continue
        if not pat.match(name):
            continue
        cand = pat.sub(repl, name)
        h = hip.get(cand)
        if h and h["kinds"] & ok:
            return cand, note
    return None, NOTE_NO_HIP


def derive_enumerators(cuda, hip, proposals):
    """Map the enumerators of a CUDA enum whose type maps to a HIP enum by
    their name after the enum's common prefix: e.g. cudaDeviceAttr ->
    hipDeviceAttribute_t gives cudaDevAttrMaxThreadsPerBlock ->
    hipDeviceAttributeMaxThreadsPerBlock.  Only enumerators the rules left
    unmapped are touched, and only onto enumerators of that very HIP enum."""
    cmem = enum_members(cuda)
    hmem = enum_members(hip)
    for name, info in sorted(cuda.items()):
        if info["kind"] != "type" or info.get("usr") not in cmem:
            continue
        hip_type = proposals[name][0]
        if not hip_type or hip[hip_type].get("usr") not in hmem:
            continue
        cm = sorted(cmem[info["usr"]])
        hm = sorted(hmem[hip[hip_type]["usr"]])
        pc, ph = boundary_prefix(cm), boundary_prefix(hm)
        if not pc or not ph:
            continue
        hset = set(hm)
        for m in cm:
            if proposals[m][0]:
                continue
            cand = ph + m[len(pc):]
            if cand in hset:
                proposals[m] = (cand, "derived: enumerator of %s with the same "
                                "name after the prefix (%s -> %s)" % (hip_type, pc, ph))
        if name not in VALUE_MATCHED_ENUMS:
            continue
        taken = {proposals[m][0] for m in cm}
        by_value = {}
        for h in hm:
            by_value.setdefault(hip[h]["value"], []).append(h)
        for m in cm:
            if proposals[m][0]:
                continue
            free = [h for h in by_value.get(cuda[m]["value"], []) if h not in taken]
            if len(free) == 1:
                proposals[m] = (free[0], "derived: same value (%s) in %s" %
                                (cuda[m]["value"], hip_type))
                taken.add(free[0])


NOTE_SIGNATURE = ("CUDA changed the signature (generated_cudart_removed_meta.h "
                  "lists an older one): check the arguments against the HIP function")


def generate_row(name, info, hip, proposal, changed=()):
    hip_name, note = proposal
    row = {"cuda": name, "kind": info["kind"]}
    if hip_name is None:
        row["status"] = "unsupported"
        if info["deprecated"]:
            note = note + "; deprecated in CUDA 13"
        row["note"] = note
        return row
    row["hip"] = hip_name
    notes = [note] if note else []
    if name in changed and info["kind"] == "function":
        notes.append(NOTE_SIGNATURE)
    if info["deprecated"]:
        row["status"] = "deprecated"
        notes.append("deprecated in CUDA 13")
    else:
        row["status"] = "supported"
    if hip[hip_name]["deprecated"]:
        notes.append("the HIP name is deprecated in HIP 5.2")
    if notes:
        row["note"] = "; ".join(notes)
    return row


# ------------------------------------------------------------------ YAML I/O

class Row(dict):
    """A mapping row with its source position."""
    file = None
    line = 0


def load_rows(path):
    """Rows of a mapping file with line numbers (yaml.compose keeps marks)."""
    with open(path) as f:
        node = yaml.compose(f, Loader=yaml.SafeLoader)
    rows = []
    if node is None or not isinstance(node, yaml.MappingNode):
        return rows
    for k, v in node.value:
        if k.value != "rows" or not isinstance(v, yaml.SequenceNode):
            continue
        for item in v.value:
            data = _construct(item)
            r = Row(data if isinstance(data, dict) else {})
            r.file = path
            r.line = item.start_mark.line + 1
            rows.append(r)
    return rows


def _construct(node):
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    finally:
        loader.dispose()


def mapping_files(directory):
    return sorted(os.path.join(directory, f) for f in os.listdir(directory)
                  if f.endswith((".yaml", ".yml")))


def is_curated(row):
    note = row.get("note")
    if isinstance(note, str) and note.startswith("curated:"):
        return True
    return any(k not in GENERATED_FIELDS for k in row)


_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_:.<>/-]*$")
_RESERVED = {"true", "false", "yes", "no", "on", "off", "null", "y", "n"}


def scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, list):
        return "[" + ", ".join(scalar(x) for x in v) + "]"
    s = str(v)
    if _PLAIN.match(s) and s.lower() not in _RESERVED:
        return s
    return json.dumps(s)


def emit(rows, header_lines, family):
    out = ["# " + l if l else "#" for l in header_lines]
    out.append("family: %s" % family)
    out.append("rows:")
    for r in rows:
        first = True
        keys = [k for k in ALL_FIELDS if k in r] + \
            sorted(k for k in r if k not in ALL_FIELDS)
        for k in keys:
            v = r[k]
            if k in ("cuda_since", "cuda_removed", "hip_since") and not isinstance(v, str):
                v = str(v)
            if k in ("cuda_since", "cuda_removed", "hip_since"):
                text = json.dumps(v)
            else:
                text = scalar(v)
            out.append(("  - " if first else "    ") + "%s: %s" % (k, text))
            first = False
    return "\n".join(out) + "\n"


def sort_key(row):
    kind = row.get("kind", "")
    ki = KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
    return (ki, str(row.get("cuda", "")))


HEADER = [
    "Generated by scripts/derive_mappings.py -- CUDA runtime API -> HIP.",
    "",
    "Derived from the public names of the CUDA runtime headers (COVERED_HEADERS",
    "in the script: cuda_runtime_api.h, cuda_runtime.h, driver_types.h, ...) and",
    "the installed HIP 5.2 headers (/usr/include/hip), by name correspondence;",
    "see docs/tables.md.  Regenerate with",
    "  /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda",
    "Curated rows -- a note starting with \"curated:\", or a field the generator",
    "does not write (args, roc, hip_since, cuda_since, cuda_removed, verified,",
    "defined_only) -- are kept as they are on regeneration; edit them here.",
    "Comments inside this file are not kept.",
]


def display_path(path):
    """``path`` relative to the repository when inside it."""
    p = os.path.abspath(path)
    return os.path.relpath(p, ROOT) if p.startswith(ROOT + os.sep) else p


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--hip-include", default="/usr/include",
                    help="directory holding hip/ (default /usr/include)")
    ap.add_argument("--mappings", default=os.path.join(ROOT, "mappings"),
                    help="mappings directory (default: <repo>/mappings)")
    ap.add_argument("--output", default=None,
                    help="file to write (default: <mappings>/runtime.yaml)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if a public CUDA name has no row")
    ap.add_argument("--print-missing", action="store_true",
                    help="write nothing; print the public CUDA names without a row")
    ap.add_argument("--diff", action="store_true",
                    help="write nothing; print how regeneration would change the "
                    "output file and exit 1 if it would")
    args = ap.parse_args(argv)

    t0 = time.time()
    output = args.output or os.path.join(args.mappings, "runtime.yaml")
    cuda = cuda_public(args.cuda_path)
    if not cuda:
        print("error: no CUDA runtime declarations found under %s" % args.cuda_path,
              file=sys.stderr)
        return 2

    # rows of every mapping file
    all_rows = []
    for path in mapping_files(args.mappings):
        try:
            all_rows.extend(load_rows(path))
        except yaml.YAMLError as e:
            print("warning: %s: cannot parse: %s" % (path, e), file=sys.stderr)
    out_abs = os.path.abspath(output)

    if args.check or args.print_missing:
        have = {r.get("cuda") for r in all_rows}
        wanted = dict(removed_names(args.cuda_path, cuda))
        n_removed = len(wanted)
        wanted.update(cuda)
        missing = sorted((n for n in wanted if n not in have),
                         key=lambda n: (KIND_ORDER.index(wanted[n]["kind"]), n))
        for n in missing:
            i = wanted[n]
            print("%s: %s (%s, %s:%d)" % ("missing" if args.check else "",
                                           n, i["kind"],
                                           os.path.basename(i["file"]), i["line"])
                  if args.check else n)
        if args.check:
            print("checked %d public CUDA runtime names and %d removed ones, "
                  "%d missing" % (len(cuda), n_removed, len(missing)))
            return 1 if missing else 0
        return 0

    hip = hip_index(args.hip_include)
    own = [r for r in all_rows if os.path.abspath(r.file) == out_abs]
    others = {r.get("cuda") for r in all_rows if os.path.abspath(r.file) != out_abs}
    curated = {}
    for r in own:
        if is_curated(r):
            curated[r.get("cuda")] = r
    proposals = {n: propose(n, cuda[n], hip) for n in cuda}
    # rows kept from the tables (curated here, or owned by another file) tell
    # the enumerator pass which HIP enum a CUDA enum corresponds to
    for r in all_rows:
        n, h = r.get("cuda"), r.get("hip")
        if n in proposals and h and h in hip and \
                (n in curated or n in others):
            proposals[n] = (h, None)
    derive_enumerators(cuda, hip, proposals)
    changed = removed_names(args.cuda_path, cuda, present=True)
    rows = []
    for name in cuda:
        if name in curated or name in others:
            continue
        rows.append(generate_row(name, cuda[name], hip, proposals[name], changed))
    rows.extend(dict(r) for r in curated.values() if r.get("cuda") not in others)
    rows.sort(key=sort_key)
    text = emit(rows, HEADER, "runtime")
    old = None
    if os.path.exists(output):
        with open(output) as f:
            old = f.read()
    if args.diff:
        import difflib
        rel = display_path(output)
        diff = list(difflib.unified_diff((old or "").splitlines(True),
                                         text.splitlines(True), rel, rel + " (regenerated)"))
        sys.stdout.writelines(diff)
        print("%s is %s" % (rel, "stale: run scripts/derive_mappings.py" if diff
                            else "up to date"))
        return 1 if diff else 0
    if old != text:
        with open(output, "w") as f:
            f.write(text)
    st = {"enumerated": len(cuda), "rows": len(rows)}
    for r in rows:
        st[r.get("status", "supported")] = st.get(r.get("status", "supported"), 0) + 1
    st["curated"] = sum(1 for r in rows if is_curated(r))
    print("%s %s: %s (%.1fs)" % ("wrote" if old != text else "unchanged",
                                 display_path(output),
                                 ", ".join("%s %d" % kv for kv in st.items()),
                                 time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
