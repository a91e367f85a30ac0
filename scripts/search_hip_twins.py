#!/usr/bin/python3
"""List the HIP names no mapping row reaches that have a plausible CUDA twin.

    /usr/bin/python3 scripts/search_hip_twins.py            # the list, with reasons
    /usr/bin/python3 scripts/search_hip_twins.py --check    # exit 1: a twin has no reason
    /usr/bin/python3 scripts/search_hip_twins.py --derived  # rows paired by meaning

The spelling rules of derive_mappings.py and its meaning-based pass
(scripts/cuda_twins.py) map most CUDA driver and runtime names.  This search
looks the other way: every name of the HIP runtime's public API in the HIP
API index (mappings/hip-index.tsv, library ``hip``) that no row of
mappings/*.yaml names (``hip``, ``older_hip``, ``roc``), paired with the
CUDA names of the driver and runtime tables that are unsupported and look
like its twin:

  words      the same words after the library prefix and version or tag
             suffixes (hipGraphExec and CUgraphExec_st; HIPRTC_JIT_FMA and
             CU_JIT_FMA), ignoring case and '_';
  members    for an enum, a CUDA enum of the tables whose enumerators have
             the HIP enum's names after the prefix;
  parameters for a function, a CUDA function with the same parameter list
             (the CUDA types mapped by the tables) and a word in common.

A pair the derivation does not map needs a reason in
mappings/facts/hip-twins.yaml (``--check``): what differs, or why the
CUDA name has another row.  Nothing here is copied from another project:
the pairs come from the CUDA 13 headers and the HIP index.
"""

import argparse
import collections
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cuda_twins  # noqa: E402
import derive_mappings as dm  # noqa: E402
import hip_index as hipidx  # noqa: E402

ROOT = dm.ROOT
REASONS = os.path.join(ROOT, "mappings", "facts", "hip-twins.yaml")
TABLES = ("driver.yaml", "runtime.yaml", "runtime-removed.yaml", "rtc.yaml")
# Headers of the HIP runtime that are no host API of their own: device code,
# the compiler's math, configuration and version macros.
_NOT_API = ("amd_detail/", "<clang>", "hip_fp16", "hip_bf16", "hip_fp8", "math_",
            "hip_common.h", "hip_version.h", "texture_fetch", "surface_functions",
            "device_functions", "hip_deprecated.h")


def _words(name):
    n = re.sub(r"^(CU_|CUDA_|HIP_|HIPRTC_|NVRTC_|cuda|cu|hipDrv|hiprtc|nvrtc|hip|CU|HIP)", "",
               name)
    n = re.sub(r"(_v\d+|_enum|_st|_t)+$", "", n)
    return cuda_twins._norm(n)


def load_rows(mappings):
    rows = []
    for path in dm.mapping_files(mappings):
        if os.path.basename(path) == "ptx.yaml":
            continue
        rows.extend(dm.load_rows(path))
    return rows


def public_hip(entry):
    name = entry["name"]
    if entry["lib"] != "hip" or name.startswith(("_", "ihip")) or "::" in name:
        return False
    if any(x in entry["header"] for x in _NOT_API):
        return False
    return entry.kinds[0] in ("function", "type", "enum")


def search(cuda_path, mappings, index_path):
    """[(hip name, kind, since, [(cuda name, how)])] for every public HIP
    runtime name no row reaches that has a plausible CUDA twin."""
    rows = load_rows(mappings)
    reached = {r.get(k) for r in rows for k in ("hip", "older_hip", "roc") if r.get(k)}
    table = {r.get("cuda"): r for r in rows}
    unsupported = {r.get("cuda"): r for r in rows
                   if os.path.basename(r.file) in TABLES and
                   r.get("status") == "unsupported"}
    by_words = collections.defaultdict(list)
    for n in unsupported:
        by_words[_words(n)].append(n)
    idx = hipidx.read(index_path)
    shapes = cuda_twins.cuda_shapes(cuda_path, dm.DRIVER.twins)

    def rename(word):
        r = table.get(word)
        if r and r.get("hip") and r.get("status", "supported") != "unsupported":
            return r["hip"]
        return None

    enum_members = collections.defaultdict(list)
    for e in idx.entries:
        if e["lib"] == "hip" and "enum" in e.kinds and e["parent"]:
            enum_members[e["parent"]].append(e["name"])
    out = []
    for e in idx.entries:
        if not public_hip(e) or e["name"] in reached:
            continue
        kind = e.kinds[0]
        twins = []
        for c in by_words.get(_words(e["name"]), ()):
            if dm.COMPATIBLE.get(unsupported[c].get("kind"), set()) & set(e.kinds):
                twins.append((c, "words"))
        if kind == "type" and e["name"] in enum_members:
            hm = enum_members[e["name"]]
            ph = cuda_twins.boundary_prefix(hm)
            hs = {cuda_twins._norm(h[len(ph):]) for h in hm}
            for c, members in shapes.enums.items():
                if c not in unsupported or not members:
                    continue
                pc = cuda_twins.boundary_prefix([m for m, _ in members])
                cs = {cuda_twins._norm(m[len(pc):]) for m, _ in members}
                if len(cs & hs) >= max(2, min(len(cs), len(hs)) // 2) and \
                        c not in [t for t, _ in twins]:
                    twins.append((c, "members"))
        if kind == "function" and e["params"]:
            mine = cuda_twins.name_words(e["name"])
            for c, params in shapes.funcs.items():
                if c not in unsupported or c in [t for t, _ in twins]:
                    continue
                if not (mine & cuda_twins.name_words(c)):
                    continue
                if any(cuda_twins.same_parameters(params, ov, rename)
                       for ov in e["params"].split(" | ")):
                    twins.append((c, "parameters"))
        if twins:
            out.append((e["name"], kind, e["since"], twins))
    return out


def load_reasons(path):
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f) or {}
    return {t["hip"]: t for t in data.get("twins", [])}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--mappings", default=os.path.join(ROOT, "mappings"))
    ap.add_argument("--index", default=hipidx.DEFAULT_PATH)
    ap.add_argument("--reasons", default=REASONS)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 when a twin has no reason in the reasons file, or the "
                    "file names a HIP name the search no longer finds")
    ap.add_argument("--derived", action="store_true",
                    help="print the rows of the driver table paired by meaning instead")
    args = ap.parse_args(argv)
    if args.derived:
        n = 0
        for r in dm.load_rows(os.path.join(args.mappings, "driver.yaml")):
            note = r.get("note", "")
            if re.search(r"derived: (another name of|\d+ of its|the runtime API.s|the struct \w+ points|\w+ has its "
                         r"parameter list)", note):
                print("%s -> %s (%s)" % (r["cuda"], r["hip"], note.split(";")[0]))
                n += 1
        print("%d driver rows paired by meaning" % n)
        return 0
    found = search(args.cuda_path, args.mappings, args.index)
    reasons = load_reasons(args.reasons)
    missing = []
    for hip, kind, since, twins in found:
        r = reasons.get(hip)
        print("%s (%s, %s): %s -- %s" % (hip, kind, since,
                                        ", ".join("%s [%s]" % t for t in twins),
                                        r["reason"] if r else "NO REASON"))
        if not r:
            missing.append(hip)
    stale = sorted(set(reasons) - {f[0] for f in found})
    for s in stale:
        print("stale: %s is in %s but has no unreached twin any more" %
              (s, os.path.relpath(args.reasons, ROOT)))
    print("%d HIP names without a row have a plausible CUDA twin; %d without a reason, "
          "%d stale reasons" % (len(found), len(missing), len(stale)))
    return 1 if args.check and (missing or stale) else 0


if __name__ == "__main__":
    sys.exit(main())
