#!/usr/bin/python3
"""Lay out the HIP runtime headers of a release that no clone holds.

    /usr/bin/python3 scripts/layout_observed_headers.py --cache /tmp/hip-reads \
        --mirrors /work/.mirror --out /tmp/hip-observed
    /usr/bin/python3 scripts/derive_hip_index.py --observed-headers /tmp/hip-observed

From HIP 7 on the runtime's headers live in the ROCm/rocm-systems monorepo,
whose snapshot cannot be fetched here; the search tool's file index reads
single files of it, one stored version per path.  The manifest
(mappings/facts/hip-observed-sources.tsv; its header is the format) lists,
for one release, which stored version of each header was read and what was
done for the headers the index does not store.  This script builds the
installation those headers make, ``OUT/include/hip/...``:

1. the headers of the manifest's base release (the newest one the clones
   hold, laid out as derive_hip_index.py lays out every release), so that
   a header the file index does not store keeps its base-release text;
2. over them, every header the manifest marks ``read``, copied from
   ``CACHE/<repo>/<commit>/<path>`` (``--cache``: the files as read with the
   search tool, one directory per repository and commit);
3. ``listed`` headers (stored, not read: nothing the parse includes) as
   empty files, ``reconstructed`` ones from the base release's declarations
   of the names the manifest gives, and ``hip/hip_version.h`` from the
   manifest's version lines.

It writes ``OUT/SOURCES.tsv`` (each header's origin), which
derive_hip_index.py --observed-headers reads: only ``read`` headers count as
observed.  Nothing is copied into the repository: the cache and OUT stay
outside it.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hip_index  # noqa: E402

DEFAULT_MANIFEST = os.path.join(hip_index.ROOT, "mappings", "facts",
                                "hip-observed-sources.tsv")
ORIGINS = ("read", "listed", "reconstructed", "generated")


class Manifest:
    """The manifest: header lines (#release, #base, #base-ref, #repository,
    #version, #define, #include) and one row per header: path, origin, source
    (repository path@commit for ``read`` and ``listed``; the names to
    reconstruct for ``reconstructed``), note."""

    def __init__(self, path):
        self.path = path
        self.meta = {}
        self.defines = []     # (macro, value) for the generated hip_version.h
        self.includes = []    # headers the generated hip_version.h includes
        self.rows = []        # (path, origin, source, note)
        with open(path, encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line or line.startswith("# ") or line == "#":
                    continue
                parts = line.split("\t")
                if parts[0].startswith("#"):
                    key = parts[0][1:]
                    if key == "define" and len(parts) == 3:
                        self.defines.append((parts[1], parts[2]))
                    elif key == "include" and len(parts) == 2:
                        self.includes.append(parts[1])
                    elif len(parts) == 2:
                        self.meta[key] = parts[1]
                    else:
                        raise ValueError("%s:%d: malformed header line" % (path, lineno))
                    continue
                if parts[0] == "path":
                    continue   # the column header
                parts += [""] * (4 - len(parts))
                if parts[1] not in ORIGINS:
                    raise ValueError("%s:%d: origin '%s' is not one of %s"
                                     % (path, lineno, parts[1], ", ".join(ORIGINS)))
                self.rows.append(tuple(parts[:4]))
        for key in ("release", "base", "repository"):
            if key not in self.meta:
                raise ValueError("%s: no #%s line" % (path, key))

    @property
    def release(self):
        return self.meta["release"]

    def commit_of(self, source):
        """'projects/hip/include/hip/x.h@abc...' -> (path, commit)."""
        p, _, c = source.partition("@")
        return p, c


def base_tree(manifest, mirrors, work):
    """Lays out the base release's HIP headers under work/include (as
    derive_hip_index.py does) and returns the include directory."""
    import derive_hip_index as d
    gitdirs = {}
    for repo in ("HIP", "hipamd", "clr"):
        g = d.find_repo(repo, mirrors, {})
        if g:
            gitdirs[repo] = g
    base = manifest.meta["base"]
    refs = {base: [r for r in manifest.meta.get("base-ref", "").split(",") if r]}
    checkouts = d.resolve_checkouts(gitdirs, refs, lambda m: None)
    checkouts = {r: {base: m[base]} for r, m in checkouts.items() if base in m}
    if "HIP" not in checkouts:
        raise SystemExit("error: no clone of ROCm/HIP tags or names release %s (--mirrors)" % base)
    saved = list(d.LIBRARIES)
    try:
        d.LIBRARIES[:] = [d.LIBRARY["hip"]]
        d.layout(base, checkouts, work, lambda m: None, [], set())
    finally:
        d.LIBRARIES[:] = saved
    return os.path.join(work, "include")


def _declaration_text(text, name):
    """The text of the top-level declaration of ``name`` in a header: the
    ``typedef enum|struct NAME {...} NAME;`` block or the one-line typedef,
    without comments."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    m = re.search(r"typedef\s+(enum|struct|union)\s+%s\b[^{;]*\{" % re.escape(name), text)
    if m:
        depth, i = 0, m.end() - 1
        while i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            if depth == 0:
                end = text.index(";", i)
                return text[m.start():end + 1]
            i += 1
    m = re.search(r"typedef[^;{]*\b%s\s*;" % re.escape(name), text)
    return m.group(0) if m else None


def reconstruct(base_inc, names, guard):
    """A header declaring ``names`` as the base release's headers declare
    them; a name they lack becomes ``typedef int NAME;`` (a placeholder the
    parse needs for the parameters that use it)."""
    texts = []
    for dirpath, _, filenames in os.walk(os.path.join(base_inc, "hip")):
        for f in sorted(filenames):
            with open(os.path.join(dirpath, f), encoding="utf-8", errors="replace") as fh:
                texts.append(fh.read())
    out = ["#ifndef %s" % guard, "#define %s" % guard,
           "/* Reconstructed by scripts/layout_observed_headers.py: the file index does",
           "   not store this header.  Declarations from the base release's headers;",
           "   placeholders where they have none. */"]
    for n in names:
        decl = next((t for t in (_declaration_text(x, n) for x in texts) if t), None)
        out.append(decl if decl else "typedef int %s;  /* placeholder */" % n)
    out.append("#endif")
    return "\n".join(out) + "\n"


def version_header(manifest):
    """hip/hip_version.h from the manifest's #version (MAJOR.MINOR.PATCH),
    #define and #include lines."""
    major, minor, patch = (manifest.meta.get("version", "0.0.0").split(".") + ["0", "0"])[:3]
    lines = ["#ifndef HIP_VERSION_H", "#define HIP_VERSION_H",
             "#define HIP_VERSION_MAJOR %s" % major, "#define HIP_VERSION_MINOR %s" % minor,
             "#define HIP_VERSION_PATCH %s" % patch,
             '#define HIP_VERSION_GITHASH "0"', "#define HIP_VERSION_BUILD_ID 0",
             '#define HIP_VERSION_BUILD_NAME "0"',
             "#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000"
             " + HIP_VERSION_PATCH)",
             "#define __HIP_HAS_GET_PCH 1"]
    for macro, value in manifest.defines:
        lines += ["#ifndef %s" % macro, "#define %s %s" % (macro, value), "#endif"]
    lines += ["#include <%s>" % h for h in manifest.includes]
    lines.append("#endif")
    return "\n".join(lines) + "\n"


def lay_out(manifest, cache, mirrors, out, log=print):
    """Builds OUT/include and OUT/SOURCES.tsv; returns the number of
    problems (a ``read`` header missing from the cache)."""
    if os.path.exists(out):
        shutil.rmtree(out)
    work = tempfile.mkdtemp(prefix="hip-observed-base-")
    problems = 0
    try:
        base_inc = base_tree(manifest, mirrors, work)
        inc = os.path.join(out, "include")
        shutil.copytree(base_inc, inc, symlinks=True)
        origin = {}
        for dirpath, _, filenames in os.walk(inc):
            for f in filenames:
                origin[os.path.relpath(os.path.join(dirpath, f), inc)] = \
                    ("base", manifest.meta["base"], "")
        repo_dir = manifest.meta["repository"].replace("/", "+")
        for path, kind, source, note in manifest.rows:
            dest = os.path.join(inc, path)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            if kind == "read":
                p, commit = manifest.commit_of(source)
                src = os.path.join(cache, repo_dir, commit, p)
                if not os.path.isfile(src):
                    log("error: %s: %s@%s is not in the cache %s" % (path, p, commit, cache))
                    problems += 1
                    continue
                shutil.copyfile(src, dest)
            elif kind == "listed":
                open(dest, "w").close()
            elif kind == "reconstructed":
                guard = "HIPIFY_RECONSTRUCTED_" + re.sub(r"\W", "_", path).upper()
                with open(dest, "w") as f:
                    f.write(reconstruct(base_inc, source.split(), guard))
            elif kind == "generated":
                with open(dest, "w") as f:
                    f.write(version_header(manifest))
            origin[path] = (kind, source, note)
        with open(os.path.join(out, "SOURCES.tsv"), "w") as f:
            f.write("#release\t%s\n#base\t%s\n#repository\t%s\n" % (
                manifest.release, manifest.meta["base"], manifest.meta["repository"]))
            for path in sorted(origin):
                f.write("\t".join((path,) + origin[path]) + "\n")
        n_read = sum(1 for o in origin.values() if o[0] == "read")
        log("laid out %s: %d headers read, %d from %s, %d others -> %s" % (
            manifest.release, n_read, sum(1 for o in origin.values() if o[0] == "base"),
            manifest.meta["base"], len(origin) - n_read -
            sum(1 for o in origin.values() if o[0] == "base"), out))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return problems


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--manifest", default=DEFAULT_MANIFEST)
    ap.add_argument("--cache", required=True,
                    help="the headers as read: CACHE/<owner>+<repo>/<commit>/<path>")
    ap.add_argument("--mirrors", action="append", default=[],
                    help="directory of the clones (the base release's headers)")
    ap.add_argument("--out", required=True, help="the installation to write (replaced)")
    args = ap.parse_args(argv)
    manifest = Manifest(args.manifest)
    return 1 if lay_out(manifest, args.cache, args.mirrors, args.out) else 0


if __name__ == "__main__":
    sys.exit(main())
