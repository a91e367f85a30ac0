"""The newest release's HIP runtime, from the headers the file index stores.

The releases after the newest one the clones hold are carried forward from
it and changed as the change logs say (hip_release_changes.py).  For the
HIP runtime of the newest release there is better evidence: the search
tool's file index stores one version of each header of ROCm/rocm-systems,
which scripts/layout_observed_headers.py lays out as an installation
(mappings/facts/hip-observed-sources.tsv says which version of each header
was read).  ``observe()`` parses that installation as derive_hip_index.py
parses a release and compares it with the index's carried slice of the
release; the result is written to mappings/facts/hip-observed-headers.tsv
(``write_facts``; its header is the format) and applied to the index by
``apply()``, after the change logs: from then on that release's runtime
slice is header-derived for every name a read header declares, and the
releases between the base and it keep the change-log assumption.

Only names the read headers declare count as observed.  A header the index
does not store keeps the base release's text, so what it declares is
neither confirmed nor contradicted ("unverified"); a name the whole parse
lacks is one the release removed (its ``last`` becomes the release before).

``strip()`` undoes ``apply()`` (every changed fact is recorded with its value
before), so applying the release changes and the observed facts again to an
index that holds them gives the same index.
"""

import json
import os

import hip_index
from hip_index import vkey

DEFAULT_PATH = os.path.join(hip_index.ROOT, "mappings", "facts", "hip-observed-headers.tsv")
COLUMNS = ("name", "kind", "lib", "status", "header", "parent", "value", "requires",
           "deprecated", "params", "before")
STATUSES = ("added", "confirmed", "changed", "same", "removed", "unconfirmed", "unverified")
FACT_COLUMNS = ("kind", "header", "parent", "value", "requires", "params")
HEADER = [
    "The HIP runtime of the newest release as the headers the search tool's file",
    "index stores declare it; written by scripts/derive_hip_index.py",
    "--observed-headers (scripts/hip_observed.py), applied to mappings/hip-index.tsv",
    "after the change logs.  Facts only: names, kinds, parameter lists.",
    "",
    "  #release  X.Y       the release (one of the index's)",
    "  #lib      NAME      the library",
    "  #file     PATH  ORIGIN  SOURCE   each laid-out header: read (SOURCE =",
    "                      repository path@commit), base (the base release's text),",
    "                      listed, reconstructed or generated",
    "  #members  STRUCT  M1,M2,...      members of a struct a read header declares",
    "  rows: one per name whose facts the release changes, and per name a read",
    "  header declares (status same), with status",
    "    added       declared by a read header, not in the carried slice",
    "    confirmed   declared by a read header; in the carried slice as a change",
    "                log's addition (no header, no parameters until now)",
    "    changed     declared by a read header with another kind, parameter list",
    "                or value than the carried slice has",
    "    same        declared by a read header as the carried slice has it",
    "    removed     in the carried slice, declared by a read header's base-release",
    "                text (its index header is a read header), by no header now",
    "    unconfirmed a change log's addition (no index header) that no header of",
    "                the parse declares: kept as the change log has it",
    "    unverified  in the carried slice, declared only by a header that keeps",
    "                the base release's text",
    "  and the facts the release has (deprecated: 1 when the header marks it);",
    "  before: the index facts the row replaced (JSON), so that it can be undone",
]


class Observed:
    def __init__(self):
        self.release = ""
        self.lib = "hip"
        self.files = []      # (path, origin, source)
        self.members = {}    # struct -> [member]
        self.rows = []       # dicts with COLUMNS

    def read_files(self):
        return {p for p, o, _ in self.files if o == "read"}


def read_facts(path=DEFAULT_PATH):
    """The facts file, or None when there is none."""
    if not path or not os.path.exists(path):
        return None
    obs = Observed()
    columns = None
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("# ") or line == "#":
                continue
            parts = line.split("\t")
            if parts[0] == "#release":
                obs.release = parts[1]
            elif parts[0] == "#lib":
                obs.lib = parts[1]
            elif parts[0] == "#file":
                obs.files.append(tuple((parts[1:] + ["", "", ""])[:3]))
            elif parts[0] == "#members":
                obs.members[parts[1]] = parts[2].split(",") if parts[2] else []
            elif columns is None:
                columns = parts
            else:
                if len(parts) != len(columns):
                    raise ValueError("%s:%d: %d fields where the header has %d"
                                     % (path, lineno, len(parts), len(columns)))
                row = dict(zip(columns, parts))
                if row["status"] not in STATUSES:
                    raise ValueError("%s:%d: status '%s'" % (path, lineno, row["status"]))
                obs.rows.append(row)
    return obs


def write_facts(obs, path=DEFAULT_PATH):
    lines = ["# " + l if l else "#" for l in HEADER]
    lines.append("#release\t%s" % obs.release)
    lines.append("#lib\t%s" % obs.lib)
    for f in sorted(obs.files):
        lines.append("\t".join(("#file",) + tuple(f)))
    for name in sorted(obs.members):
        lines.append("#members\t%s\t%s" % (name, ",".join(obs.members[name])))
    lines.append("\t".join(COLUMNS))
    for r in sorted(obs.rows, key=lambda r: (r["name"], r["status"])):
        lines.append("\t".join(str(r.get(c, "")) for c in COLUMNS))
    text = "\n".join(lines) + "\n"
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if old != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return old != text


def read_sources(directory):
    """(release, base, [(path, origin, source)]) of DIR/SOURCES.tsv."""
    meta, files = {}, []
    with open(os.path.join(directory, "SOURCES.tsv"), encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if parts[0].startswith("#"):
                meta[parts[0][1:]] = parts[1] if len(parts) > 1 else ""
            elif parts[0]:
                files.append(tuple((parts + ["", ""])[:3]))
    return meta.get("release", ""), meta.get("base", ""), files


def _facts_of(f, generated):
    """The index columns of one parsed name (derive_hip_index.slice_of facts)."""
    import derive_hip_index as d
    kinds = d.kinds_text(f["kinds"])
    header = "" if "header" in f["kinds"] else f["header"]
    value = "" if f["header"] in generated else f["value"].replace("\t", " ")
    return {"kind": kinds, "header": header, "parent": f["parent"], "value": value,
            "requires": f["requires"], "params": " | ".join(sorted(f["params"]))}


def observe(idx, directory, lib="hip", log=None):
    """Parses the installation under DIRECTORY and compares it with the
    slice of ``idx`` (carried, observed facts stripped) at its release."""
    import derive_hip_index as d
    import tempfile
    import shutil
    release, base, files = read_sources(directory)
    if release not in idx.versions:
        raise ValueError("%s: release %s is not one of the index's" % (directory, release))
    inc = os.path.join(directory, "include")
    origin = {p: o for p, o, _ in files}
    read = {p for p, o in origin.items() if o == "read"}
    exists = {p for p, o in origin.items() if o in ("read", "listed", "reconstructed",
                                                      "generated")}
    generated = {p for p, o in origin.items() if o == "generated"}
    stub = tempfile.mkdtemp(prefix="hipify-observed-")
    try:
        facts = d.slice_of(d.LIBRARY[lib], inc, stub, log)
        from derive_struct_field_order import hip_records
        members = hip_records(inc)
    finally:
        shutil.rmtree(stub, ignore_errors=True)
    obs = Observed()
    obs.release, obs.lib, obs.files = release, lib, sorted(files)
    slice_ = {n: e for (l, n), e in idx.slice(release, {lib}).items()}
    for name, f in facts.items():
        observed = f["header"] in read or ("header" in f["kinds"] and name in exists)
        e = slice_.get(name)
        if not observed:
            continue
        new = _facts_of(f, generated)
        new["deprecated"] = "1" if f["deprecated"] else ""
        if e is None:
            status = "added"
        elif not e["header"] and "header" not in e.kinds:
            status = "confirmed"
        elif (e["kind"], e["params"], e["value"]) != (new["kind"], new["params"], new["value"]) \
                and not (set(new["kind"].split(",")) <= set(e.kinds) and
                         (e["params"], e["value"]) == (new["params"], new["value"])):
            status = "changed"
        else:
            status = "same"
        row = dict(new, name=name, lib=lib, status=status)
        obs.rows.append(row)
    seen = {r["name"] for r in obs.rows}
    for name, e in slice_.items():
        if name in seen:
            continue
        if name not in facts:
            if e["header"].startswith(d.CLANG_HEADER_PREFIX) or \
                    (e["kind"] == "header" and origin.get(name, "base") == "base"):
                continue   # clang's headers and the base release's files: not read
            # only a read header that no longer declares the name removes it;
            # a change log's addition the parse lacks may sit in a header the
            # file index stores at an older text, or not at all
            status = "removed" if (e["header"] in read or
                                   (e["kind"] == "header" and name in exists)) else \
                "unconfirmed"
            obs.rows.append({"name": name, "kind": e["kind"], "lib": lib, "status": status})
        else:
            obs.rows.append({"name": name, "kind": e["kind"], "lib": lib,
                             "status": "unverified", "header": facts[name]["header"]})
    # a read header the parse does not include declares nothing it sees
    declaring = {f["header"] for f in facts.values() if "header" not in f["kinds"]}
    for p in sorted(read):
        if p not in declaring and log and os.path.getsize(os.path.join(inc, p)):
            log("  warning: %s: no declaration of this read header is seen (the parse "
                "does not include it)" % p)
    # the members of the structs a read header declares
    import derive_struct_field_order as sfo  # noqa: F401
    declared_in = {n: f["header"] for n, f in facts.items()}
    obs.members = {n: m for n, m in members.items() if declared_in.get(n) in read}
    return obs


def strip(idx, obs):
    """Undoes ``apply(idx, obs)`` (in place)."""
    if obs is None or not getattr(idx, "observed", None):
        return idx
    by_key = {(e["lib"], e["name"]): e for e in idx.entries}
    drop = set()
    for r in obs.rows:
        before = json.loads(r["before"]) if r.get("before") else None
        if before is None:
            continue
        e = by_key.get((r["lib"], r["name"]))
        if e is None:
            continue
        if before.get("__new__"):
            drop.add(id(e))
            continue
        for k, v in before.items():
            e[k] = v
    idx.entries = [e for e in idx.entries if id(e) not in drop]
    idx.sources = [s for s in idx.sources if not (s[0] == obs.lib and s[1] == obs.release
                                                    and s[2].startswith("observed"))]
    idx.observed = []
    idx._by_name = None
    return idx


def _previous(idx, release):
    i = idx.versions.index(release)
    return idx.versions[i - 1] if i else ""


def apply(idx, obs):
    """Makes ``obs.release``'s slice of ``obs.lib`` the observed one: names a
    read header declares take its facts (and the release where they
    differ in ``changed``), added names start there, removed ones end at the
    release before.  Records each replaced fact in the row's ``before``."""
    if obs is None or obs.release not in idx.versions:
        return idx
    rel, prev = obs.release, _previous(idx, obs.release)
    by_key = {(e["lib"], e["name"]): e for e in idx.entries}
    for r in obs.rows:
        key = (r["lib"], r["name"])
        e = by_key.get(key)
        before = {}
        if r["status"] == "removed":
            if e is None or not e.present_in(rel, idx.versions):
                continue
            if e["since"] == rel:
                before["__new__"] = 1   # cannot happen after strip(); kept for safety
            before["last"] = e["last"]
            e["last"] = prev
        elif r["status"] in ("added", "confirmed", "changed", "same"):
            if e is None:
                e = hip_index.Entry({"name": r["name"], "lib": r["lib"], "since": rel})
                idx.entries.append(e)
                by_key[key] = e
                before["__new__"] = 1
            elif not e.present_in(rel, idx.versions):
                # declared again after a release dropped it
                before.update({"last": e["last"], "absent": e["absent"]})
                gone = [v for v in idx.versions if vkey(e["last"]) < vkey(v) < vkey(rel)]
                e["absent"] = ",".join(x for x in e["absent"].split(",") + gone if x)
                e["last"] = ""
            for c in FACT_COLUMNS:
                new = r.get(c, "")
                if c == "kind" and e[c]:
                    new = ",".join(k for k in hip_index.KIND_ORDER
                                   if k in set(e.kinds) | set(new.split(",")))
                if e[c] != new and not before.get("__new__"):
                    before[c] = e[c]
                e[c] = new
            if (r["status"] == "changed" and e["since"] != rel
                    and rel not in e["changed"].split(",")):
                before.setdefault("changed", e["changed"])
                e["changed"] = ",".join(x for x in e["changed"].split(",") + [rel] if x)
            if r.get("deprecated") and not e["deprecated"]:
                before.setdefault("deprecated", "")
                e["deprecated"] = rel
        r["before"] = json.dumps(before, sort_keys=True, separators=(",", ":")) if before else ""
    read = len(obs.read_files())
    base = len([f for f in obs.files if f[1] == "base"])
    idx.sources = [s for s in idx.sources if not (s[0] == obs.lib and s[1] == rel)]
    idx.sources.append((obs.lib, rel, "observed: %d headers of ROCm/rocm-systems as the file "
                        "index stores them, %d kept from the base release "
                        "(mappings/facts/hip-observed-sources.tsv)" % (read, base)))
    idx.observed = [(rel, obs.lib)]
    idx._by_name = None
    return idx


def summary(obs):
    """Lines: per status and kind, the number of names and a few examples."""
    out = []
    for status in STATUSES:
        rows = [r for r in obs.rows if r["status"] == status]
        if status == "same":
            out.append("same: %d" % len(rows))
            continue
        by_kind = {}
        for r in rows:
            by_kind.setdefault(r["kind"].split(",")[0] or "?", []).append(r["name"])
        out.append("%s: %d (%s)" % (status, len(rows), "; ".join(
            "%s %d: %s" % (k, len(v), ", ".join(sorted(v)[:6]))
            for k, v in sorted(by_kind.items()))))
    return out
