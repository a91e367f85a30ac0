"""Extend the HIP API index with releases whose headers were not parsed.

mappings/facts/hip-release-changes.yaml lists the ROCm releases after the
newest one derive_hip_index.py could lay out and parse, with the API changes
each project's change log records for them (its header comment is the
format).  ``apply(idx, changes)`` gives every such release the previous
release's names (carried), minus what it removed, plus what it added, and
marks the names whose parameters it changed; ``strip(idx)`` undoes that, so
the derivation can be rerun on an index that already holds such releases.

The index records which releases were carried: a ``#carried`` header line
per release (``#carried<TAB>X.Y<TAB>BASE<TAB>evidence``) and a ``#source``
line per library that says ``carried from BASE`` and whether the release
changed anything in it.  Consumers treat a carried release like any other;
docs/tables.md ("Releases without headers") says what that means.
"""

import os

import yaml

import hip_index
from hip_index import vkey

DEFAULT_PATH = os.path.join(hip_index.ROOT, "mappings", "facts", "hip-release-changes.yaml")
KINDS = ("function", "type", "enum", "macro")


def load(path=DEFAULT_PATH):
    """The releases of the changes file, oldest first, validated."""
    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f) or {}
    releases = data.get("releases") or []
    seen = []
    for r in releases:
        v = str(r.get("version", ""))
        if not v or v.count(".") != 1 or not r.get("evidence"):
            raise ValueError("%s: release '%s' needs version X.Y and evidence" % (path, v))
        if seen and vkey(v) <= vkey(seen[-1]):
            raise ValueError("%s: releases are not ascending at %s" % (path, v))
        seen.append(v)
        r["version"] = v
        for c in r.get("changes") or []:
            if c.get("lib") not in hip_index.LIBRARIES:
                raise ValueError("%s: %s: unknown lib '%s'" % (path, v, c.get("lib")))
            for k in (c.get("added") or {}):
                if k not in KINDS:
                    raise ValueError("%s: %s: %s: unknown kind '%s'" % (path, v, c["lib"], k))
    return releases


def carried_versions(idx):
    return [v for v, _, _ in getattr(idx, "carried", [])]


def strip(idx):
    """Removes the carried releases from ``idx`` (in place): the index as
    the header-derived releases alone give it."""
    carried = set(carried_versions(idx))
    if not carried:
        return idx
    kept = [v for v in idx.versions if v not in carried]
    newest = kept[-1]
    entries = []
    for e in idx.entries:
        if e["since"] in carried:
            continue
        for col in ("absent", "changed"):
            e[col] = ",".join(v for v in e[col].split(",") if v and v not in carried)
        if e["deprecated"] in carried:
            e["deprecated"] = ""
        if e["last"] and (e["last"] in carried or e["last"] == newest):
            e["last"] = ""
        entries.append(e)
    idx.entries = entries
    idx.versions = kept
    idx.sources = [s for s in idx.sources if s[1] not in carried]
    idx.libversions = [s for s in idx.libversions if s[1] not in carried]
    idx.carried = []
    idx._by_name = None
    return idx


def apply(idx, releases):
    """Adds ``releases`` (from load()) after the index's newest release."""
    if not releases:
        return idx
    base = idx.newest
    releases = [r for r in releases if vkey(r["version"]) > vkey(base)]
    libs = sorted({e["lib"] for e in idx.entries}, key=hip_index.LIBRARIES.index)
    by_key = {(e["lib"], e["name"]): e for e in idx.entries}
    prev = base
    idx.carried = []
    for r in releases:
        v = r["version"]
        idx.versions.append(v)
        idx.carried.append((v, base, r["evidence"]))
        touched = set()
        for c in r.get("changes") or []:
            lib = c["lib"]
            touched.add(lib)
            present = {n: e for (l, n), e in by_key.items()
                       if l == lib and e.present_in(prev, idx.versions)}
            gone = set(c.get("removed") or [])
            for suffix in c.get("removed_suffix") or []:
                gone |= {n for n, e in present.items()
                         if n.endswith(suffix) and "function" in e.kinds}
            enums = set(c.get("removed_enumerators_of") or [])
            gone |= {n for n, e in present.items() if "enum" in e.kinds and e["parent"] in enums}
            for n in sorted(gone):
                if n in present:
                    present[n]["last"] = prev
            changed = set(c.get("changed") or [])
            suffix = c.get("params_from_suffix")
            if suffix:
                for n, e in present.items():
                    twin = present.get(n + suffix)
                    if twin is not None and n not in gone and "function" in e.kinds:
                        e["params"] = twin["params"]
                        changed.add(n)
            for n in sorted(changed):
                e = present.get(n)
                if e is not None and n not in gone:
                    e["changed"] = ",".join(x for x in e["changed"].split(",") + [v] if x)
            for kind, names in (c.get("added") or {}).items():
                for n in names:
                    e = by_key.get((lib, n))
                    if e is not None and (not e["last"] or e["last"] == prev):
                        continue  # already declared: the log names an older name
                    if e is None:
                        e = hip_index.Entry()
                        e.update({"name": n, "kind": kind, "lib": lib, "since": v})
                        by_key[(lib, n)] = e
                        idx.entries.append(e)
        for lib in libs:
            note = ("carried from %s with the changes its change log lists" % base
                    if lib in touched else "carried from %s" % base)
            idx.sources.append((lib, v, note))
        prev = v
    idx._by_name = None
    return idx
