#!/usr/bin/python3
"""Derive mappings/hip-index.tsv, the HIP API index, from upstream headers.

    /usr/bin/python3 scripts/derive_hip_index.py --mirrors /work/.mirror
    /usr/bin/python3 scripts/derive_hip_index.py --check-format
    /usr/bin/python3 scripts/derive_hip_index.py --check-installed [--include-root /usr/include]

For every ROCm release from 5.2 on (the last patch of each minor that the
ROCm/HIP repository, or the ROCm/rocm-systems monorepo, tags
``rocm-X.Y.Z``; plus each release named with ``--ref X.Y=BRANCH,...``,
read from those branches) the script lays out the public
headers of the HIP runtime and of the hip*/roc* libraries as an installation
would (``<tmp>/<X.Y>/include/{hip,hipsparse,...}``, read with ``git archive``
from bare clones of the ROCm repositories; CMake-generated headers are made
from their ``.in`` templates), parses each library's umbrella headers with
libclang as HIP for AMD, and records every declaration at namespace scope:
functions (with their parameters), types, enumerators, macros, variables,
and the header files themselves.  Merging the releases gives, per name, the
first release that declares it and, where it disappears, the last.  See
hip_index.py for the file format and docs/tables.md for how the tables use it.

Nothing is copied: the index holds names, kinds, versions and parameter
lists, facts derived by parsing.  The mirrors are bare git directories,
found under --mirrors as ROCm+<Repo>/repo (the layout of the ``fetch``
tool), <Repo>.git or <Repo>; ``--repo Repo=GITDIR`` names one directly.
A release that a library's own repository does not tag is read from the
monorepo that took the library over (MONOREPOS: rocm-systems for the
runtime, rocm-libraries for the math libraries), under projects/<name>.

``--check-format`` validates the committed index (columns, sorting,
versions); ``--check-installed`` re-derives the slice of the index that the
headers installed under --include-root correspond to (HIP runtime,
hipSPARSE, hipRAND, rocRAND, rocPRIM -- those installed) and compares it
with the committed index: names must agree both ways, up to the documented
differences of --differences; facts (kind, parameters, value) must agree
for names that did not change after that release.  Both need no mirrors;
the tests in tests/tables run them.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header_decls  # noqa: E402
import hip_index  # noqa: E402
import hip_release_changes  # noqa: E402
from hip_index import vkey  # noqa: E402

import clang.cindex as ci  # noqa: E402

FIRST_VERSION = "5.2"
HEADER_EXTS = (".h", ".hpp", ".cuh")


# --------------------------------------------------------------- libraries

class Source:
    """Files of one repository that an installation puts under ``dest``:
    ``path`` at the release tag (a directory, or one file), in releases
    ``since`` .. ``until`` (inclusive; "" = open)."""

    def __init__(self, repo, path, dest, since="", until=""):
        self.repo, self.path, self.dest = repo, path, dest
        self.since, self.until = since, until

    def applies(self, version):
        return (not self.since or vkey(version) >= vkey(self.since)) and \
            (not self.until or vkey(version) <= vkey(self.until))


class Library:
    """One package of the index.

    name        the ``lib`` column
    sources     Source list (the first one's repository gives the library
                version and the release tags)
    includes    headers the parse includes (relative to the include root;
                those missing at a release are skipped); "*" = every header
                directly in the first own directory
    own         directories (under the include root) whose declarations
                belong to the library
    skip        path components whose files are not indexed (nvidia_detail:
                the CUDA back end; detail: implementation namespaces)
    exports     generated export headers: path -> macro prefix (CMake's
                GenerateExportHeader, not in the repositories)
    cmakedefine values of ``#cmakedefine01`` in its .in templates (default 0)
    opt_in      macros a user may define to see more declarations; a name
                only visible with one gets it in ``requires``
    headers_only  index the header files only (rocThrust: the names are
                Thrust's own)
    """

    def __init__(self, name, sources, includes=(), own=None, skip=(), exports=None,
                 cmakedefine=None, opt_in=(), headers_only=False):
        self.name, self.sources, self.includes = name, sources, includes
        self.own = own or sorted({s.dest.split("/")[0] for s in sources})
        self.skip = set(skip)
        self.exports = exports or {}
        self.cmakedefine = cmakedefine or {}
        self.opt_in = opt_in
        self.headers_only = headers_only

    @property
    def repo(self):
        return self.sources[0].repo


LIBRARIES = [
    Library("hip", [
        Source("HIP", "include/hip", "hip"),
        # the AMD back end moved from ROCm/hipamd to ROCm/clr in 5.6
        Source("hipamd", "include/hip", "hip", until="5.5"),
        Source("clr", "hipamd/include/hip", "hip", since="5.6"),
    ], includes=["hip/hip_runtime.h", "*"], own=["hip"],
        skip=("nvidia_detail", "nvcc_detail"),
        opt_in=("HIP_ENABLE_WARP_SYNC_BUILTINS",)),
    Library("hipsparse", [Source("hipSPARSE", "library/include", "hipsparse")],
            includes=["hipsparse/hipsparse.h"],
            exports={"hipsparse/hipsparse-export.h": "HIPSPARSE"}),
    Library("hiprand", [Source("hipRAND", "library/include/hiprand", "hiprand")],
            includes=["hiprand/hiprand.h", "hiprand/hiprand_kernel.h",
                      "hiprand/hiprand_mtgp32_host.h"]),
    Library("rocrand", [Source("rocRAND", "library/include/rocrand", "rocrand")],
            includes=["rocrand/rocrand.h", "rocrand/rocrand_kernel.h"]),
    Library("rocprim", [Source("rocPRIM", "rocprim/include/rocprim", "rocprim")],
            includes=["rocprim/rocprim.hpp"], skip=("detail",)),
    # hipBLAS 6.3 moved its status, operation and fill types to
    # ROCm/hipBLAS-common (include/hipblas-common)
    Library("hipblas", [Source("hipBLAS", "library/include", "hipblas"),
                        Source("hipBLAS-common", "library/include", "hipblas-common",
                               since="6.3")],
            includes=["hipblas/hipblas.h"],
            exports={"hipblas/hipblas-export.h": "HIPBLAS"}),
    Library("rocblas", [Source("rocBLAS", "library/include", "rocblas")],
            includes=["rocblas/rocblas.h"],
            exports={"rocblas/internal/rocblas-export.h": "ROCBLAS",
                     "rocblas/rocblas-export.h": "ROCBLAS"}),
    Library("hipsolver", [Source("hipSOLVER", "library/include", "hipsolver")],
            includes=["hipsolver/hipsolver.h"],
            exports={"hipsolver/internal/hipsolver-export.h": "HIPSOLVER",
                     "hipsolver/hipsolver-export.h": "HIPSOLVER"}),
    Library("hipfft", [
        Source("hipFFT", "library/include", "hipfft", until="5.7"),
        Source("hipFFT", "library/include/hipfft", "hipfft", since="6.0"),
    ], includes=["hipfft/hipfft.h", "hipfft/hipfftXt.h"],
        exports={"hipfft/hipfft-export.h": "HIPFFT"}),
    Library("hipcub", [Source("hipCUB", "hipcub/include/hipcub", "hipcub")],
            includes=["hipcub/hipcub.hpp"], skip=("detail",)),
    Library("rocthrust", [Source("rocThrust", "thrust", "thrust")],
            skip=("detail",), headers_only=True),
    Library("miopen", [Source("MIOpen", "include/miopen", "miopen")],
            includes=["miopen/miopen.h"],
            exports={"miopen/export.h": "MIOPEN"},
            cmakedefine={"MIOPEN_BACKEND_HIP": 1}),
    Library("rccl", [Source("rccl", "src/nccl.h.in", "rccl/rccl.h.in")],
            includes=["rccl/rccl.h"]),
    # hipBLASLt (5.5 on) includes hipBLAS-common's types from 6.3, like hipBLAS
    Library("hipblaslt", [Source("hipBLASLt", "library/include", "hipblaslt")],
            includes=["hipblaslt/hipblaslt.h", "hipblaslt/hipblaslt-ext.hpp"],
            own=["hipblaslt"],
            exports={"hipblaslt/hipblaslt-export.h": "HIPBLASLT"}),
    Library("rocsparse", [Source("rocSPARSE", "library/include", "rocsparse")],
            includes=["rocsparse/rocsparse.h"],
            exports={"rocsparse/rocsparse-export.h": "ROCSPARSE"}),
    # rocSOLVER and rocFFT moved their headers into a directory of the
    # library's name (5.3 and 6.0), where an installation has them anyway
    Library("rocsolver", [
        Source("rocSOLVER", "library/include", "rocsolver", until="5.2"),
        Source("rocSOLVER", "library/include/rocsolver", "rocsolver", since="5.3"),
    ], includes=["rocsolver/rocsolver.h"],
        exports={"rocsolver/rocsolver-export.h": "ROCSOLVER"}),
    Library("rocfft", [
        Source("rocFFT", "library/include", "rocfft", until="5.7"),
        Source("rocFFT", "library/include/rocfft", "rocfft", since="6.0"),
    ], includes=["rocfft/rocfft.h"],
        exports={"rocfft/rocfft-export.h": "ROCFFT"}),
]
LIBRARY = {l.name: l for l in LIBRARIES}

# The packages this machine may have installed, and the file whose presence
# says so (mappings/facts/hip-libraries.yaml, which the C++ side reads too);
# --check-installed compares those found.
with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                       "mappings", "facts", "hip-libraries.yaml"), encoding="utf-8") as _f:
    INSTALLED_PROBES = {l["name"]: l["probe"] for l in yaml.safe_load(_f)["libraries"]}


# ------------------------------------------------------------------ mirrors

def find_repo(name, mirrors, explicit):
    if name in explicit:
        return explicit[name]
    for d in mirrors:
        for cand in (os.path.join(d, "ROCm+" + name, "repo"), os.path.join(d, name + ".git"),
                     os.path.join(d, name)):
            if os.path.isdir(os.path.join(cand, ".git")):
                return os.path.join(cand, ".git")   # a clone with a work tree
            if os.path.exists(os.path.join(cand, "HEAD")):
                return cand
    return None


def git(gitdir, *args, binary=False):
    out = subprocess.run(["git", "--git-dir=" + gitdir] + list(args),
                         capture_output=True, check=True)
    return out.stdout if binary else out.stdout.decode("utf-8", "replace")


# Where a repository's tree went when ROCm moved it into a monorepo: from
# ROCm 7 on the runtime lives in ROCm/rocm-systems and the math libraries in
# ROCm/rocm-libraries, each under projects/<name> with the layout it had on
# its own.  A release is read from the repository of its own when that tags
# it, else from the monorepo's tag (the prefix prepended to every path).
MONOREPOS = {
    "HIP": ("rocm-systems", "projects/hip"),
    "clr": ("rocm-systems", "projects/clr"),
    "hipSPARSE": ("rocm-libraries", "projects/hipsparse"),
    "hipRAND": ("rocm-libraries", "projects/hiprand"),
    "rocRAND": ("rocm-libraries", "projects/rocrand"),
    "rocPRIM": ("rocm-libraries", "projects/rocprim"),
    "hipBLAS": ("rocm-libraries", "projects/hipblas"),
    "hipBLAS-common": ("rocm-libraries", "projects/hipblas-common"),
    "rocBLAS": ("rocm-libraries", "projects/rocblas"),
    "hipSOLVER": ("rocm-libraries", "projects/hipsolver"),
    "hipFFT": ("rocm-libraries", "projects/hipfft"),
    "hipCUB": ("rocm-libraries", "projects/hipcub"),
    "rocThrust": ("rocm-libraries", "projects/rocthrust"),
    "MIOpen": ("rocm-libraries", "projects/miopen"),
    "hipBLASLt": ("rocm-libraries", "projects/hipblaslt"),
    "rocSPARSE": ("rocm-libraries", "projects/rocsparse"),
    "rocSOLVER": ("rocm-libraries", "projects/rocsolver"),
    "rocFFT": ("rocm-libraries", "projects/rocfft"),
}


class Checkout:
    """One repository's tree at one release: ``ref`` (a tag, or a branch
    given with --ref) of the clone ``gitdir``, under ``prefix`` (a
    monorepo's projects/<name>, else "")."""

    def __init__(self, repo, gitdir, ref, prefix="", host=""):
        self.repo, self.gitdir, self.ref, self.prefix = repo, gitdir, ref, prefix
        self.host = host

    def path(self, p):
        return "%s/%s" % (self.prefix, p) if self.prefix else p

    def show(self, p):
        return git(self.gitdir, "show", "%s:%s" % (self.ref, self.path(p)))

    def names(self, p=""):
        """Paths of the files under ``p``, relative to the prefix."""
        out = git(self.gitdir, "ls-tree", "-r", "--name-only", self.ref, "--",
                  self.path(p) if p else (self.prefix or "."))
        cut = len(self.prefix) + 1 if self.prefix else 0
        return [n[cut:] for n in out.split("\n") if n]

    @property
    def label(self):
        """REPO=TAG, or REPO=MONOREPO:TAG for a tree read from a monorepo."""
        return "%s=%s%s" % (self.repo, self.host + ":" if self.host else "", self.ref)


def release_tags(gitdir):
    """X.Y -> the tag of its last patch release (rocm-X.Y.Z, or rocm-X.Y)."""
    best = {}
    for tag in git(gitdir, "tag", "-l", "rocm-*").split():
        m = re.match(r"^rocm-(\d+)\.(\d+)(?:\.(\d+))?$", tag)
        if not m:
            continue
        minor = "%s.%s" % (m.group(1), m.group(2))
        patch = int(m.group(3)) if m.group(3) is not None else -1
        if minor not in best or patch > best[minor][0]:
            best[minor] = (patch, tag)
    return {v: t for v, (p, t) in best.items()}


def has_path(gitdir, ref, path):
    try:
        return bool(git(gitdir, "ls-tree", ref, "--", path).strip())
    except subprocess.CalledProcessError:
        return False


def resolve_checkouts(gitdirs, refs, log):
    """repo -> {X.Y: Checkout}: for each release, the repository's own tag,
    else its monorepo's tag (where the monorepo has its directory), else
    the first of the --ref names for that release that the repository (or
    its monorepo) has (a release branch of a release not yet tagged)."""
    tags = {r: release_tags(d) for r, d in gitdirs.items()}
    out = {}
    for repo, gitdir in gitdirs.items():
        if repo in set(h for h, _ in MONOREPOS.values()):
            continue
        out[repo] = {v: Checkout(repo, gitdir, t) for v, t in tags[repo].items()}
    for repo, (host, prefix) in MONOREPOS.items():
        if host not in gitdirs:
            continue
        mine = out.setdefault(repo, {})
        for v, t in tags[host].items():
            if v not in mine and has_path(gitdirs[host], t, prefix):
                mine[v] = Checkout(repo, gitdirs[host], t, prefix, host)
    for v, names in refs.items():
        for repo in list(out) + [r for r in MONOREPOS if r not in out and
                                 MONOREPOS[r][0] in gitdirs]:
            mine = out.setdefault(repo, {})
            if v in mine:
                continue
            places = []
            if repo in gitdirs:
                places.append((gitdirs[repo], "", ""))
            if repo in MONOREPOS and MONOREPOS[repo][0] in gitdirs:
                host, prefix = MONOREPOS[repo]
                places.append((gitdirs[host], prefix, host))
            for name in names:
                hit = next(((g, p, h) for g, p, h in places
                            if has_path(g, name, p or ".")), None)
                if hit:
                    mine[v] = Checkout(repo, hit[0], name, hit[1], hit[2])
                    break
            else:
                if any(s.repo == repo and s.applies(v) for l in LIBRARIES for s in l.sources):
                    log("warning: %s: none of %s names a tree for release %s"
                        % (repo, ", ".join(names), v))
    return {r: m for r, m in out.items() if m}


def extract(co, path, dest_root, dest):
    """Writes the files of ``path`` of the checkout ``co`` under
    dest_root/dest; returns (files written, paths whose content the clone
    lacks).  A mirror may leave out large blobs (the fetch tool's snapshots
    have no file of 4 MiB or more): such a file is written empty and
    reported."""
    full = co.path(path)
    try:
        listing = git(co.gitdir, "ls-tree", "-r", "-z", co.ref, "--", full)
    except subprocess.CalledProcessError:
        return 0, []
    items = []
    for item in filter(None, listing.split("\0")):
        meta, name = item.split("\t", 1)
        mode, kind, sha = meta.split()
        if kind == "blob":
            items.append((mode, sha, name))
    blobs = cat_blobs(co.gitdir, [sha for _, sha, _ in items])
    n, missing = 0, []
    for mode, sha, name in items:
        rel = os.path.relpath(name, full) if name != full else ""
        out = os.path.join(dest_root, dest, rel) if rel else os.path.join(dest_root, dest)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        data = blobs.get(sha)
        if data is None:
            data = b""
            missing.append(os.path.relpath(out, dest_root))
        if mode == "120000":
            if not os.path.lexists(out):
                os.symlink(data.decode(), out)
        else:
            with open(out, "wb") as f:
                f.write(data)
        n += 1
    return n, missing


def cat_blobs(gitdir, shas):
    """sha -> content of the blobs the clone has (one git cat-file --batch)."""
    if not shas:
        return {}
    proc = subprocess.run(["git", "--git-dir=" + gitdir, "cat-file", "--batch"],
                          input="".join(s + "\n" for s in shas).encode(),
                          capture_output=True)
    out, pos, blobs = proc.stdout, 0, {}
    for sha in shas:
        eol = out.index(b"\n", pos)
        head = out[pos:eol].split()
        pos = eol + 1
        if len(head) == 3 and head[1] == b"blob":
            size = int(head[2])
            blobs[sha] = out[pos:pos + size]
            pos += size + 1
    return blobs


_VERSION_PATTERNS = [
    r"rocm_setup_version\s*\(\s*VERSION\s+\"?(\d+\.\d+\.\d+)",
    r"set\s*\(\s*VERSION_STRING\s+\"?(\d+\.\d+\.\d+)",
    r"project\s*\([^)]*VERSION\s+(\d+\.\d+\.\d+)",
]


def library_version(co):
    try:
        text = co.show("CMakeLists.txt")
    except subprocess.CalledProcessError:
        return ""
    for pat in _VERSION_PATTERNS:
        m = re.search(pat, text)
        if m:
            return m.group(1)
    return ""


# ---------------------------------------------------------- generated files

def cmake_strings(co):
    """VAR -> text of the ``set(VAR "..." "...")`` calls (quoted strings
    only) in the repository's CMakeLists.txt files of the checkout ``co``:
    the values configure_file() puts in place of @VAR@."""
    out = {}
    try:
        names = co.names()
    except subprocess.CalledProcessError:
        return out
    for name in names:
        if os.path.basename(name) != "CMakeLists.txt" or name.count("/") > 1:
            continue
        try:
            text = co.show(name)
        except subprocess.CalledProcessError:
            continue
        for m in re.finditer(r'set\s*\(\s*(\w+)\s+((?:"(?:[^"\\]|\\.)*"\s*)+)\)', text):
            parts = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))
            out.setdefault(m.group(1), "".join(parts).replace('\\"', '"')
                           .replace("\\n", "\n"))
    return out


def configure(text, version_parts, cmakedefine, strings=None):
    """A CMake configure_file() of a .in template: @VAR@ and ${VAR} become
    the string the repository's CMake files set VAR to, else the version
    component they name (MAJOR, MINOR, PATCH), else 0; #cmakedefine01 X
    gives 0 unless ``cmakedefine`` says otherwise."""
    strings = strings or {}

    def value(var):
        if var in strings:
            return strings[var]
        for i, part in enumerate(("MAJOR", "MINOR", "PATCH")):
            if var.upper().endswith(part):
                return str(version_parts[i]) if i < len(version_parts) else "0"
        return "0"
    text = re.sub(r"^#cmakedefine01\s+(\w+)",
                  lambda m: "#define %s %d" % (m.group(1), cmakedefine.get(m.group(1), 0)),
                  text, flags=re.M)
    text = re.sub(r"^#cmakedefine\s+(\w+).*$", r"/* #undef \1 */", text, flags=re.M)
    # a template line that is a variable alone stands for text the CMake
    # files set (rocRAND's @rocrand_ENABLE_INLINE_ASM@), or nothing
    text = re.sub(r"^@(\w+)@\s*$", lambda m: strings.get(m.group(1), ""), text, flags=re.M)
    text = re.sub(r"@(\w+)@", lambda m: value(m.group(1)), text)
    text = re.sub(r"\$\{(\w+)\}", lambda m: value(m.group(1)), text)
    return text


def export_header(prefix):
    """What CMake's generate_export_header() declares for ``prefix``."""
    return ("#ifndef {p}_EXPORT_H\n#define {p}_EXPORT_H\n"
            "#define {p}_EXPORT __attribute__((visibility(\"default\")))\n"
            "#define {p}_NO_EXPORT __attribute__((visibility(\"hidden\")))\n"
            "#define {p}_DEPRECATED __attribute__ ((__deprecated__))\n"
            "#define {p}_DEPRECATED_EXPORT {p}_EXPORT {p}_DEPRECATED\n"
            "#define {p}_DEPRECATED_NO_EXPORT {p}_NO_EXPORT {p}_DEPRECATED\n"
            "#endif\n").format(p=prefix)


def hip_version_header(checkouts, version):
    """hip/hip_version.h as the AMD back end's CMakeLists.txt writes it (the
    _versionInfoHeader string), for ``version``; ``checkouts``: repo ->
    Checkout of that release."""
    for repo, path in (("clr", "hipamd/CMakeLists.txt"), ("hipamd", "CMakeLists.txt")):
        if repo not in checkouts:
            continue
        try:
            text = checkouts[repo].show(path)
        except subprocess.CalledProcessError:
            continue
        m = re.search(r'set\s*\(\s*_versionInfoHeader\s*"((?:[^"\\]|\\.)*)"', text, re.S)
        if not m:
            continue
        body = m.group(1).replace('\\"', '"').replace("\\n", "\n")
        major, minor = version.split(".")
        # __HIP_HAS_GET_PCH: ${_pchStatus} is 1 in a default build
        # (__HIP_ENABLE_PCH is on), as in Debian's HIP 5.2
        subst = {"HIP_VERSION_MAJOR": major, "HIP_VERSION_MINOR": minor, "_pchStatus": "1"}
        return re.sub(r"\$\{(\w+)\}", lambda mm: subst.get(mm.group(1), "0"), body)
    return None


# ------------------------------------------------------------------ parsing

# Namespaces whose members are implementation, not API: rocprim::detail,
# HIP's hip_impl and __hip_internal, std (specializations of std templates)
PRIVATE_NAMESPACES = {"detail", "internal", "impl", "hip_impl", "std"}


def public_scope(scope):
    parts = [p for p in scope.split("::") if p]
    return not any(p in PRIVATE_NAMESPACES or p.startswith("_") for p in parts)


def _params(cursor):
    ps = []
    for a in cursor.get_children():
        if a.kind == ci.CursorKind.PARM_DECL:
            ps.append(("%s %s" % (a.type.spelling, a.spelling)).strip())
    if cursor.kind == ci.CursorKind.FUNCTION_DECL:
        try:
            if cursor.type.is_function_variadic():
                ps.append("...")
        except Exception:
            pass
    return ", ".join(ps)


def _deprecated(cursor):
    try:
        return cursor.availability == ci.AvailabilityKind.DEPRECATED
    except Exception:
        return False


def _macro(cursor):
    toks = [t.spelling for t in cursor.get_tokens()]
    fl = bool(header_decls._is_macro_function_like(cursor))
    params, body = "", toks[1:]
    if fl and len(toks) > 1 and toks[1] == "(":
        close = toks.index(")") if ")" in toks else len(toks) - 1
        params = " ".join(toks[2:close]).replace(" ,", ",")
        body = toks[close + 1:]
    value = "" if fl else " ".join(body)
    if len(value) > 60:
        value = value[:57] + "..."
    return params, value


_TYPE_KINDS = {ci.CursorKind.TYPEDEF_DECL, ci.CursorKind.TYPE_ALIAS_DECL,
               ci.CursorKind.TYPE_ALIAS_TEMPLATE_DECL, ci.CursorKind.STRUCT_DECL,
               ci.CursorKind.UNION_DECL, ci.CursorKind.CLASS_DECL,
               ci.CursorKind.CLASS_TEMPLATE, ci.CursorKind.ENUM_DECL}


_GUARD_BOUND = re.compile(r"CUDART_VERSION\s*<\s*(\d{4,5})")
_GUARDS = {}


def cuda_guards(path):
    """Per line of the header ``path`` (1-based; index 0 unused): the lowest
    N of the ``CUDART_VERSION < N`` conditions of the #if/#elif branches
    that enclose it, or 0.  A library's CUDA back end wraps the routines
    CUDA removed so (hipSPARSE: ``#if(!defined(CUDART_VERSION) ||
    CUDART_VERSION < 12000)``); an #else branch has no bound."""
    got = _GUARDS.get(path)
    if got is not None:
        return got
    stack, out = [], [0]
    try:
        lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    except OSError:
        lines = []
    for line in lines:
        d = re.match(r"\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", line)
        if d:
            word, cond = d.group(1), d.group(2)
            bound = [int(b) for b in _GUARD_BOUND.findall(cond)] if word in ("if", "elif") else []
            b = min(bound) if bound else 0
            if word in ("if", "ifdef", "ifndef"):
                stack.append(b)
            elif word in ("elif", "else") and stack:
                stack[-1] = b
            elif word == "endif" and stack:
                stack.pop()
        bounds = [b for b in stack if b]
        out.append(min(bounds) if bounds else 0)
    _GUARDS[path] = out
    return out


def cuda_version_text(n):
    """12000 -> "12.0" (CUDART_VERSION encodes major * 1000 + minor * 10)."""
    return "%d.%d" % (n // 1000, (n % 1000) // 10) if n else ""


def walk(tu, keep):
    """Declarations at namespace scope of the files ``keep`` accepts:
    [(qualified name, kind, file, deprecated, params, parent, value)]."""
    K = ci.CursorKind
    out, lines = [], []   # lines: the line of each declaration of out
    enum_names = {}      # enum USR -> name (named enums)
    typedef_of = {}      # target USR -> first typedef naming it
    pending = []         # (index in out, enum USR) of enumerators
    files = {}

    def fileof(c):
        f = c.location.file
        if f is None:
            return None
        p = files.get(f.name)
        if p is None:
            p = files[f.name] = os.path.normpath(os.path.realpath(f.name))
        return p if keep(p) else None

    def add(cursor, decl):
        out.append(decl)
        lines.append(cursor.location.line)

    def visit(cursor, scope):
        for c in cursor.get_children():
            k = c.kind
            if k in (K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
                visit(c, scope)
                continue
            if k == K.NAMESPACE:
                # an anonymous namespace (HIP's fp16 functions) adds no scope
                inner = scope + c.spelling + "::" if c.spelling else scope
                if public_scope(inner):
                    visit(c, inner)
                continue
            path = fileof(c)
            if path is None:
                continue
            if k == K.MACRO_DEFINITION:
                params, value = _macro(c)
                add(c, [c.spelling, "macro", path, False, params, "", value])
            elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
                add(c, [scope + c.spelling, "function", path, _deprecated(c),
                            _params(c), "", ""])
            elif k in _TYPE_KINDS:
                name = c.spelling
                named = name and " " not in name and "(" not in name and \
                    (k in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL) or not c.is_anonymous())
                parent = ""
                if k in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL):
                    t = c.underlying_typedef_type.get_canonical()
                    star = ""
                    if t.kind == ci.TypeKind.POINTER:
                        t, star = t.get_pointee().get_canonical(), "*"
                    target = t.get_declaration()
                    if target is not None and target.kind != K.NO_DECL_FOUND:
                        usr = target.get_usr()
                        if usr and not star:
                            typedef_of.setdefault(usr, name)
                        tname = target.spelling
                        if tname and tname != name and " " not in tname and "(" not in tname:
                            parent = star + tname
                elif k == K.ENUM_DECL and named:
                    enum_names[c.get_usr()] = scope + name
                if named:
                    add(c, [scope + name, "type", path, _deprecated(c), "", parent, ""])
                if k == K.ENUM_DECL:
                    escope = scope + name + "::" if c.is_scoped_enum() else scope
                    for e in c.get_children():
                        if e.kind == K.ENUM_CONSTANT_DECL:
                            pending.append((len(out), c.get_usr()))
                            add(e, [escope + e.spelling, "enum", path, _deprecated(e),
                                        "", "", str(e.enum_value)])
            elif k == K.VAR_DECL:
                add(c, [scope + c.spelling, "var", path, _deprecated(c), "", "", ""])

    visit(tu.cursor, "")
    for i, usr in pending:
        out[i][5] = enum_names.get(usr) or typedef_of.get(usr, "")
    for d, line in zip(out, lines):
        guards = cuda_guards(d[2])
        d.append(cuda_version_text(guards[line]) if 0 < line < len(guards) else "")
    return out


# clang's HIP wrapper headers that declare device math and stdlib functions:
# hipcc includes them in every compilation (through
# __clang_hip_runtime_wrapper.h), and since HIP 6.0 the HIP headers leave
# those declarations to them.  Their names count as the HIP runtime's, with
# the header written "<clang>/NAME".
CLANG_HIP_HEADERS = ("__clang_hip_math.h", "__clang_hip_stdlib.h", "__clang_hip_cmath.h")
CLANG_HEADER_PREFIX = "<clang>/"


def parse_library(lib, root, stub_dir, extra_args=(), compiler_headers=False):
    """Declarations of ``lib`` in the installation under ``root``; missing
    dependencies (other packages, system headers) are replaced by empty
    stubs in ``stub_dir`` until the parse gets through.  With
    ``compiler_headers``, the declarations of CLANG_HIP_HEADERS instead (the
    parse includes clang's HIP wrapper, which sees the release's
    hip/hip_version.h)."""
    header_decls.setup_libclang()
    own = [os.path.join(root, d) + os.sep for d in lib.own]
    skip = lib.skip
    includes = []
    for h in lib.includes:
        if h == "*":
            base = os.path.join(root, lib.own[0])
            for f in sorted(os.listdir(base)) if os.path.isdir(base) else []:
                p = os.path.join(lib.own[0], f)
                if f.endswith(HEADER_EXTS) and os.path.isfile(os.path.join(root, p)) \
                        and p not in includes:
                    includes.append(p)
        elif os.path.exists(os.path.join(root, h)) and h not in includes:
            includes.append(h)
    if not includes:
        return [], []
    stubs = set()
    clang_dir = os.path.normpath(os.path.realpath(os.path.join(
        header_decls.clang_resource_dir() or "", "include")))

    def keep(p):
        if compiler_headers:
            return os.path.dirname(p) == clang_dir and os.path.basename(p) in CLANG_HIP_HEADERS
        if p in stubs or not p.startswith(tuple(own)):
            return False
        parts = os.path.relpath(p, root).split(os.sep)[:-1]
        return not any(x in skip for x in parts)

    # hipcc includes the HIP runtime before the user's code (clang's HIP
    # wrapper header, which -nogpuinc leaves out); some library headers
    # rely on it (rocRAND 6.2's hip_fp16.h before <stdint.h>)
    first = [] if lib.name == "hip" or not os.path.exists(
        os.path.join(root, "hip", "hip_runtime.h")) else ["hip/hip_runtime.h"]
    src = "".join("#include <%s>\n" % h for h in first + includes)
    if compiler_headers:
        src = "#include <__clang_hip_runtime_wrapper.h>\n"
    args = header_decls.hip_args(root) + ["-I" + stub_dir, "-Wno-everything"] + list(extra_args)
    index = ci.Index.create()
    opts = (ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
            | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
            | ci.TranslationUnit.PARSE_INCOMPLETE)
    for _ in range(40):
        tu = index.parse("hipify_index.hip", args=args,
                         unsaved_files=[("hipify_index.hip", src)], options=opts)
        missing = []
        for d in tu.diagnostics:
            m = re.match(r"'(.+)' file not found", d.spelling)
            if m and d.severity >= ci.Diagnostic.Error:
                inc_dir = os.path.dirname(d.location.file.name) if d.location.file else stub_dir
                missing.append((m.group(1), inc_dir))
        if not missing:
            break
        for name, inc_dir in missing:
            # a quoted include is searched next to the includer first: the
            # stub goes to the stub directory unless the name is relative to
            # the library (internal/x.h)
            target = os.path.join(stub_dir, name)
            if os.path.exists(target):
                target = os.path.join(inc_dir, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if not os.path.exists(target):
                open(target, "w").close()
            stubs.add(os.path.normpath(os.path.realpath(target)))
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    decls = walk(tu, keep)
    if compiler_headers:
        for d in decls:
            d[2] = os.path.join(root, CLANG_HEADER_PREFIX + os.path.basename(d[2]))
    return decls, errors


def header_files(lib, root):
    """The header files of ``lib`` under ``root`` (path as included)."""
    out = []
    for d in lib.own:
        base = os.path.join(root, d)
        if os.path.isfile(base):
            out.append(d)
            continue
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(x for x in dirnames if x not in lib.skip)
            for f in sorted(filenames):
                if f.endswith(HEADER_EXTS):
                    out.append(os.path.relpath(os.path.join(dirpath, f), root))
    return out


def slice_of(lib, root, stub_dir, log=None):
    """{name: facts} of ``lib`` as installed under ``root``."""
    facts = {}
    t0 = time.time()
    for h in header_files(lib, root):
        facts[h] = {"kinds": {"header"}, "deprecated": False, "header": h,
                    "params": set(), "parent": "", "value": "", "requires": "",
                    "cuda_before": ""}
    if lib.headers_only:
        return facts
    # the plain parse; for the HIP runtime, clang's wrapper headers too; then
    # one parse per opt-in macro, which adds only the names it makes visible
    runs = [((), "", False)] + ([((), "", True)] if lib.name == "hip" else []) + \
        [(("-D" + m,), m, False) for m in lib.opt_in]
    for extra, macro, compiler in runs:
        decls, errors = parse_library(lib, root, stub_dir, extra, compiler)
        if log and errors:
            log("  %s%s: %d parse errors (first: %s)" % (
                lib.name, " with " + macro if macro else "", len(errors), errors[0]))
        before = set(facts) if macro else ()
        for name, kind, path, dep, params, parent, value, cuda_before in decls:
            if name in before:
                continue
            f = facts.get(name)
            if f is None:
                f = facts[name] = {"kinds": set(), "deprecated": False,
                                   "header": os.path.relpath(path, root), "params": set(),
                                   "parent": "", "value": "", "requires": macro,
                                   "cuda_before": ""}
            f["kinds"].add(kind)
            f["deprecated"] = f["deprecated"] or dep
            if kind == "function" and params is not None:
                f["params"].add(params)
            if kind == "macro" and params:
                f["params"].add(params)
            f["parent"] = f["parent"] or parent
            f["value"] = f["value"] or value
            if cuda_before and (not f["cuda_before"] or
                                vkey(cuda_before) < vkey(f["cuda_before"])):
                f["cuda_before"] = cuda_before
    if log:
        log("  %s: %d names (%.1fs)" % (lib.name, len(facts), time.time() - t0))
    return facts


def kinds_text(kinds):
    return ",".join(k for k in hip_index.KIND_ORDER if k in kinds)


def facts_key(f, generated=()):
    value = "" if f["header"] in generated else f["value"]
    return (kinds_text(f["kinds"]), " | ".join(sorted(f["params"])), value)


# -------------------------------------------------------------- derivation

def layout(version, checkouts, root, log, missing, generated):
    """Lays out the headers of release ``version`` under root/include;
    returns {lib: (library version, "REPO=TAG ...")} for the libraries found."""
    inc = os.path.join(root, "include")
    os.makedirs(inc, exist_ok=True)
    found = {}
    for lib in LIBRARIES:
        used = []
        for s in lib.sources:
            co = checkouts.get(s.repo, {}).get(version)
            if not s.applies(version) or co is None:
                continue
            n, lost = extract(co, s.path, inc, s.dest)
            if n:
                used.append(co.label)
            for p in lost:
                log("  warning: %s: %s is not in the mirror of %s (written empty)"
                    % (lib.name, p, s.repo))
                missing.append((lib.name, version, p[:-3] if p.endswith(".in") else p))
        if not used:
            continue
        lib_co = checkouts.get(lib.repo, {}).get(version)
        libver = library_version(lib_co) if lib_co else ""
        parts = [int(x) for x in libver.split(".")] if libver else \
            [int(x) for x in version.split(".")]
        # configured headers (.in templates) and generated export headers
        strings = cmake_strings(lib_co) if lib_co else {}
        for dirpath, _, filenames in os.walk(os.path.join(inc, lib.own[0].split("/")[0])):
            for f in filenames:
                if f.endswith(".in"):
                    p = os.path.join(dirpath, f)
                    with open(p, encoding="utf-8", errors="replace") as fh:
                        text = configure(fh.read(), parts, lib.cmakedefine, strings)
                    with open(p[:-3], "w") as fh:
                        fh.write(text)
                    os.remove(p)
                    generated.add((lib.name, os.path.relpath(p[:-3], inc)))
        for path, prefix in lib.exports.items():
            p = os.path.join(inc, path)
            if os.path.isdir(os.path.dirname(p)) and not os.path.exists(p):
                with open(p, "w") as fh:
                    fh.write(export_header(prefix))
                generated.add((lib.name, path))
        if lib.name == "hip":
            text = hip_version_header({r: c[version] for r, c in checkouts.items()
                                       if version in c}, version)
            if text:
                with open(os.path.join(inc, "hip", "hip_version.h"), "w") as fh:
                    fh.write(text)
                generated.add((lib.name, "hip/hip_version.h"))
        found[lib.name] = (libver or version, " ".join(used))
    return found


def derive(args, log):
    explicit = dict(r.split("=", 1) for r in args.repo or [])
    repos = sorted({s.repo for l in LIBRARIES for s in l.sources} |
                   {h for h, _ in MONOREPOS.values()})
    gitdirs = {}
    for r in repos:
        d = find_repo(r, args.mirrors or [], explicit)
        if d:
            gitdirs[r] = d
        elif r not in {h for h, _ in MONOREPOS.values()}:
            log("warning: no mirror of ROCm/%s" % r)
    refs = {}
    for spec in args.ref or []:
        v, _, names = spec.partition("=")
        refs[v] = [n for n in names.split(",") if n]
    checkouts = resolve_checkouts(gitdirs, refs, log)
    if "HIP" not in checkouts:
        log("error: no mirror of ROCm/HIP or ROCm/rocm-systems (use --mirrors or "
            "--repo HIP=GITDIR)")
        return None
    versions = sorted((v for v in checkouts["HIP"] if vkey(v) >= vkey(FIRST_VERSION)),
                      key=vkey)
    if args.versions:
        versions = [v for v in versions if v in args.versions.split(",")]
    libs = [l for l in LIBRARIES if not args.lib or l.name in args.lib]
    work = tempfile.mkdtemp(prefix="hipify-index-")
    per_version = {}   # version -> lib -> {name: facts}
    sources, libversions, missing, generated = [], [], [], set()
    try:
        for v in versions:
            log("release %s (%s)" % (v, checkouts["HIP"][v].label))
            root = os.path.join(work, v)
            found = layout(v, checkouts, root, log, missing, generated)
            stub = os.path.join(root, "stubs")
            os.makedirs(stub, exist_ok=True)
            per_version[v] = {}
            for lib in libs:
                if lib.name not in found:
                    continue
                libver, used = found[lib.name]
                sources.append((lib.name, v, used))
                libversions.append((lib.name, v, libver))
                per_version[v][lib.name] = slice_of(lib, os.path.join(root, "include"),
                                                    stub, log)
            if not args.keep_trees:
                shutil.rmtree(root, ignore_errors=True)
    finally:
        if not args.keep_trees:
            shutil.rmtree(work, ignore_errors=True)
        else:
            log("trees kept under %s" % work)
    idx = merge(versions, per_version, sources, libversions, generated)
    idx.missing = missing
    idx.generated = sorted(generated)
    return idx


def merge(versions, per_version, sources, libversions, generated=()):
    """One entry per (library, name) over the releases.  Macro values of
    generated headers (version numbers, build settings) are left out: they
    are the build's, not the API's."""
    generated = {p for _, p in generated}
    entries = []
    keys = set()
    for v in versions:
        for lib, names in per_version[v].items():
            keys.update((lib, n) for n in names)
    for lib, name in keys:
        present = [v for v in versions if name in per_version[v].get(lib, {})]
        facts = [per_version[v][lib][name] for v in present]
        newest = facts[-1]
        lib_versions = [v for v in versions if lib in per_version[v]]
        since, last = present[0], present[-1]
        inside = [v for v in lib_versions if vkey(since) <= vkey(v) <= vkey(last)]
        e = hip_index.Entry()
        e["name"], e["lib"] = name, lib
        kinds = set()
        for f in facts:
            kinds |= f["kinds"]
        e["kind"] = kinds_text(kinds)
        e["since"] = since
        e["last"] = last if last != lib_versions[-1] else ""
        e["absent"] = ",".join(v for v in inside if v not in present)
        e["deprecated"] = next((v for v, f in zip(present, facts) if f["deprecated"]), "")
        e["requires"] = newest["requires"]
        e["cuda_before"] = newest.get("cuda_before", "")
        e["changed"] = ",".join(present[i] for i in range(1, len(present))
                                if facts_key(facts[i], generated) != facts_key(facts[i - 1], generated))
        e["header"] = newest["header"] if "header" not in kinds else ""
        e["parent"] = newest["parent"]
        e["value"] = "" if newest["header"] in generated else \
            newest["value"].replace("\t", " ")
        e["params"] = " | ".join(sorted(newest["params"]))
        entries.append(e)
    return hip_index.HipIndex(versions, entries, sources, libversions)


def update_libraries(old, new, libs):
    """``old`` (the committed index, its carried releases stripped) with the
    entries and header lines of ``libs`` replaced by ``new``'s: a library
    added to LIBRARIES, or one whose sources changed, is derived alone.
    None when the two do not cover the same releases."""
    old = hip_release_changes.strip(old)
    if old.versions != new.versions:
        return None
    libs = set(libs)
    keep = lambda rows, i=0: [r for r in rows if r[i] not in libs]  # noqa: E731
    old.entries = [e for e in old.entries if e["lib"] not in libs] + \
        [e for e in new.entries if e["lib"] in libs]
    old.sources = keep(old.sources) + [r for r in new.sources if r[0] in libs]
    old.libversions = keep(old.libversions) + [r for r in new.libversions if r[0] in libs]
    old.generated = keep(old.generated) + [r for r in new.generated if r[0] in libs]
    old.missing = keep(old.missing) + [r for r in new.missing if r[0] in libs]
    old._by_name = None
    return old


def versions_text(idx):
    return ("# Generated by scripts/derive_hip_index.py with mappings/hip-index.tsv. Do not\n"
            "# edit: regenerate.  The HIP releases (ROCm X.Y) the tables know; hipify's\n"
            "# --hip-version accepts these (docs/tables.md).\n"
            "hip_versions: [%s]\n" % ", ".join('"%s"' % v for v in idx.versions))


def write_versions_file(idx, path):
    """mappings/hip-versions.yaml: the releases the index covers, embedded
    in hipify with the tables (--hip-version accepts these)."""
    text = versions_text(idx)
    old = open(path).read() if os.path.exists(path) else None
    if old != text:
        with open(path, "w") as f:
            f.write(text)


INDEX_HEADER = [
    "HIP API index: every name the public headers of the HIP runtime and the",
    "hip*/roc* libraries declare, per ROCm release.  Generated by",
    "scripts/derive_hip_index.py from the ROCm repositories' release tags; facts",
    "only (names, kinds, versions, parameter lists).  Format: scripts/hip_index.py;",
    "use: docs/tables.md.  Do not edit: regenerate.",
]


# ------------------------------------------------------------------- checks

def check_format(idx, path):
    """Problems of the committed index, as 'path:line: message'."""
    problems = []
    versions = idx.versions
    if not versions:
        return ["%s: no #versions line" % path]
    if versions != sorted(versions, key=vkey) or len(set(versions)) != len(versions):
        problems.append("%s: #versions are not ascending and distinct" % path)
    vs = set(versions)
    prev = None
    seen = set()
    for e in idx.entries:
        where = "%s:%d" % (path, getattr(e, "line", 0))
        key = hip_index.sort_key(e)
        if prev is not None and key < prev:
            problems.append("%s: not sorted (lib, name)" % where)
        prev = key
        if (e["lib"], e["name"]) in seen:
            problems.append("%s: %s/%s listed twice" % (where, e["lib"], e["name"]))
        seen.add((e["lib"], e["name"]))
        if e["lib"] not in hip_index.LIBRARIES:
            problems.append("%s: unknown lib '%s'" % (where, e["lib"]))
        if not e.kinds or any(k not in hip_index.KIND_ORDER for k in e.kinds):
            problems.append("%s: bad kind '%s'" % (where, e["kind"]))
        for col in ("since", "last", "deprecated"):
            if e[col] and e[col] not in vs:
                problems.append("%s: %s '%s' is not one of the #versions" % (where, col, e[col]))
        for col in ("absent", "changed"):
            for v in filter(None, e[col].split(",")):
                if v not in vs:
                    problems.append("%s: %s '%s' is not one of the #versions"
                                    % (where, col, v))
        if not e["since"]:
            problems.append("%s: no since" % where)
        elif e["last"] and vkey(e["last"]) < vkey(e["since"]):
            problems.append("%s: last %s before since %s" % (where, e["last"], e["since"]))
    return problems


def installed_version_of(lib, root):
    """The library version the installed headers declare (for hip: the HIP
    release), or ""."""
    def read(p):
        try:
            with open(os.path.join(root, p), encoding="utf-8", errors="replace") as f:
                return f.read()
        except OSError:
            return ""
    if lib == "hip":
        t = read("hip/hip_version.h")
        m1 = re.search(r"#define\s+HIP_VERSION_MAJOR\s+(\d+)", t)
        m2 = re.search(r"#define\s+HIP_VERSION_MINOR\s+(\d+)", t)
        return "%s.%s" % (m1.group(1), m2.group(1)) if m1 and m2 else ""
    if lib == "hipsparse":
        t = read("hipsparse/hipsparse-version.h")
        parts = [re.search(r"hipsparseVersion%s\s+(\d+)" % p, t) for p in ("Major", "Minor", "Patch")]
        return ".".join(m.group(1) for m in parts) if all(parts) else ""
    for name, path, macro in (("hiprand", "hiprand/hiprand_version.h", "HIPRAND_VERSION"),
                              ("rocrand", "rocrand/rocrand_version.h", "ROCRAND_VERSION")):
        if lib == name:
            m = re.search(r"#define\s+%s\s+(\d+)" % macro, read(path))
            if m:
                n = int(m.group(1))
                return "%d.%d.%d" % (n // 100000, n // 100 % 1000, n % 100)
            return ""
    if lib == "rocprim":
        t = read("rocprim/rocprim_version.hpp")
        parts = [re.search(r"ROCPRIM_VERSION_%s\s+(\d+)" % p, t) for p in ("MAJOR", "MINOR", "PATCH")]
        return ".".join(m.group(1) for m in parts) if all(parts) else ""
    return ""


def read_differences(path):
    """lib -> {name: (direction, reason)} of the documented differences."""
    out = {}
    if not path or not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            lib, name, direction, reason = (line.split("\t") + ["", "", "", ""])[:4]
            out.setdefault(lib, {})[name] = (direction, reason)
    return out


def compare_slice(idx, lib, release, installed, allowed):
    """Differences between the installed ``lib`` and the index's slice of
    ``release``: (names only in the index, names only installed, facts that
    differ), leaving out what ``allowed`` documents and what the index
    cannot know (headers the mirror lacked, values of generated headers)."""
    lost = {p for l, v, p in idx.missing if l == lib and v == release}
    generated = {p for l, p in idx.generated if l == lib}
    entries = {e["name"]: e for e in idx.entries
               if e["lib"] == lib and e.present_in(release, idx.versions)}
    only_index = sorted(n for n in entries if n not in installed
                        and allowed.get(n, ("",))[0] != "index-only")
    only_installed = sorted(n for n, f in installed.items() if n not in entries
                            and f["header"] not in lost
                            and allowed.get(n, ("",))[0] != "installed-only")
    facts = []
    for n, e in sorted(entries.items()):
        if n not in installed or e["kind"] == "header" or n in allowed:
            continue
        # the index holds the newest facts: compare those that did not
        # change after the release
        if any(vkey(c) > vkey(release) for c in filter(None, e["changed"].split(","))):
            continue
        f = installed[n]
        got = (kinds_text(f["kinds"]), " | ".join(sorted(f["params"])),
               "" if e["header"] in generated else f["value"].replace("\t", " "))
        want = (e["kind"], e["params"], e["value"])
        if got[1:] != want[1:] or not set(got[0].split(",")) <= set(e.kinds):
            facts.append((n, got, want))
    return only_index, only_installed, facts


def check_installed(idx, root, differences, libs, out):
    """Compares the installed packages with the index; returns the number
    of problems and prints one summary line per package."""
    problems = 0
    stub = tempfile.mkdtemp(prefix="hipify-index-stubs-")
    try:
        for name in libs:
            lib = LIBRARY[name]
            if not os.path.exists(os.path.join(root, INSTALLED_PROBES[name])):
                continue
            installed = slice_of(lib, root, stub)
            instver = installed_version_of(name, root)
            allowed = differences.get(name, {})
            # the release the installed headers are: for HIP the one its
            # hip_version.h names; for a library, of the releases that ship
            # its version, the one that matches best (a version number can
            # stay the same over several releases)
            releases = [v for v in idx.versions if (v == instver if name == "hip" else
                        idx.library_version(name, v) == instver)] or list(idx.versions)
            best = None
            for v in releases:
                diff = compare_slice(idx, name, v, installed, allowed)
                score = (len(diff[0]) + len(diff[1]), len(diff[2]), -vkey(v)[0], -vkey(v)[1])
                if best is None or score < best[0]:
                    best = (score, v, diff)
            _, release, (only_index, only_installed, facts) = best
            documented = 0
            for n, (direction, _) in sorted(allowed.items()):
                e = [x for x in idx.lookup(n, {name}) if x.present_in(release, idx.versions)]
                real = {"index-only": bool(e) and n not in installed,
                        "installed-only": not e and n in installed,
                        "facts": bool(e) and n in installed}.get(direction)
                if real:
                    documented += 1
                else:
                    out("error: %s: '%s' is listed as a difference (%s) but is none"
                        % (name, n, direction))
                    problems += 1
            for n in only_index:
                out("error: %s: '%s' is in the index for ROCm %s but not installed"
                    % (name, n, release))
            for n in only_installed:
                out("error: %s: '%s' is installed but not in the index for ROCm %s"
                    % (name, n, release))
            for n, got, want in facts:
                out("error: %s: '%s' is installed as %r; the index says %r"
                    % (name, n, got, want))
            n_bad = len(only_index) + len(only_installed) + len(facts)
            problems += n_bad
            out("%s %s = ROCm %s: %d names; %d documented differences; %d undocumented"
                % (name, instver or "(version unknown)", release, len(installed),
                   documented, n_bad))
    finally:
        shutil.rmtree(stub, ignore_errors=True)
    return problems


# --------------------------------------------------------------------- main

def summary(idx):
    """Entries per kind and per library, and per release."""
    lines = []
    per_lib = {}
    per_kind = {}
    for e in idx.entries:
        per_lib[e["lib"]] = per_lib.get(e["lib"], 0) + 1
        k = e.kinds[0]
        per_kind[k] = per_kind.get(k, 0) + 1
    lines.append("entries %d; by kind: %s" % (len(idx.entries), ", ".join(
        "%s %d" % (k, per_kind[k]) for k in hip_index.KIND_ORDER if k in per_kind)))
    lines.append("by library: " + ", ".join("%s %d" % (l, per_lib[l])
                                            for l in hip_index.LIBRARIES if l in per_lib))
    for v in idx.versions:
        counts = {}
        for (lib, _) in idx.slice(v):
            counts[lib] = counts.get(lib, 0) + 1
        lines.append("%s: %s" % (v, ", ".join("%s %d" % (l, counts[l])
                                               for l in hip_index.LIBRARIES if l in counts)))
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mirrors", action="append",
                    help="directory holding bare clones of the ROCm repositories")
    ap.add_argument("--repo", action="append", metavar="NAME=GITDIR",
                    help="where the clone of ROCm/NAME is")
    ap.add_argument("--output", default=hip_index.DEFAULT_PATH)
    ap.add_argument("--versions", help="only these releases (X.Y,X.Y; for a trial run)")
    ap.add_argument("--ref", action="append", metavar="X.Y=REF[,REF...]",
                    help="read release X.Y, where a repository has no rocm-X.Y.* tag, "
                    "from the first of these refs it has (a release branch)")
    ap.add_argument("--lib", action="append", choices=[l.name for l in LIBRARIES],
                    help="only this library (for a trial run; repeatable)")
    ap.add_argument("--keep-trees", action="store_true",
                    help="keep the laid-out header trees (their path is printed)")
    ap.add_argument("--summary", action="store_true", help="print entries per kind, "
                    "library and release of the index and exit")
    ap.add_argument("--check-format", action="store_true",
                    help="validate the committed index and exit")
    ap.add_argument("--check-installed", action="store_true",
                    help="compare the installed packages with the committed index")
    ap.add_argument("--update", action="store_true",
                    help="with --lib: replace only those libraries' entries in the "
                    "existing --output (the other libraries' are kept as they are)")
    ap.add_argument("--release-changes", default=hip_release_changes.DEFAULT_PATH,
                    help="the releases without headers and their changes (applied "
                    "after the derived releases; '' for none)")
    ap.add_argument("--apply-release-changes", action="store_true",
                    help="re-apply --release-changes to the existing --output "
                    "(no mirrors needed) and exit")
    ap.add_argument("--include-root", default="/usr/include")
    ap.add_argument("--differences", default=os.path.join(
        hip_index.ROOT, "tests", "tables", "Inputs", "installed-hip-differences.tsv"),
        help="documented differences between the installed packages and the index")
    args = ap.parse_args(argv)

    def log(msg):
        print(msg, file=sys.stderr)

    if args.summary or args.check_format or args.check_installed:
        idx = hip_index.read(args.output)
        status = 0
        if args.summary:
            print("\n".join(summary(idx)))
        if args.check_format:
            problems = check_format(idx, os.path.relpath(args.output))
            vfile = os.path.join(os.path.dirname(os.path.abspath(args.output)),
                                 "hip-versions.yaml")
            if not os.path.exists(vfile) or open(vfile).read() != versions_text(idx):
                problems.append("%s does not list the index's releases (%s): regenerate"
                                % (os.path.relpath(vfile), ", ".join(idx.versions)))
            for p in problems:
                print("error: " + p)
            print("checked %d index entries over %d releases (%s to %s), %d problems"
                  % (len(idx.entries), len(idx.versions), idx.oldest, idx.newest,
                     len(problems)))
            status |= 1 if problems else 0
        if args.check_installed:
            n = check_installed(idx, args.include_root, read_differences(args.differences),
                                args.lib or list(INSTALLED_PROBES), print)
            status |= 1 if n else 0
        return status

    t0 = time.time()
    releases = hip_release_changes.load(args.release_changes) if args.release_changes else []
    if args.apply_release_changes:
        idx = hip_release_changes.strip(hip_index.read(args.output))
    else:
        idx = derive(args, log)
        if idx is None:
            return 2
        if args.update:
            idx = update_libraries(hip_index.read(args.output), idx, args.lib or [])
            if idx is None:
                log("error: --update: the derived releases differ from %s's" % args.output)
                return 2
    idx = hip_release_changes.apply(idx, releases)
    changed = hip_index.write(idx, args.output, INDEX_HEADER)
    versions_file = os.path.join(os.path.dirname(os.path.abspath(args.output)),
                                 "hip-versions.yaml")
    write_versions_file(idx, versions_file)
    log("%s %s (%.0fs)" % ("wrote" if changed else "unchanged", args.output,
                           time.time() - t0))
    for line in summary(idx):
        log(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
