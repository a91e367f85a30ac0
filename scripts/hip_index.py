"""Read and write mappings/hip-index.tsv, the HIP API index.

The index holds facts derived from the public HIP headers at every ROCm
release it covers (scripts/derive_hip_index.py writes it; docs/tables.md,
section "The HIP API index", describes it): one line per declared name and
library, with the first release that declares it and, where it disappears,
the last.  Shared by derive_hip_index.py (writer and checks),
derive_mappings.py (which names a row may use, since when) and
verify_hip_names.py (every mapped name exists for the versions its row
claims).

File layout (UTF-8, LF, tab-separated, sorted by library then name):

  # comment lines
  #versions<TAB>5.2<TAB>5.3 ...            the releases covered, oldest first
  #source<TAB>LIB<TAB>X.Y<TAB>REPO=TAG ...  the tag (or, for a release given with
                                            --ref, the branch) each repository was
                                            read at; REPO=MONOREPO:TAG for a tree
                                            read from a monorepo's projects/
  #libversion<TAB>LIB<TAB>X.Y<TAB>N.N.N     the library's own version there
  #generated<TAB>LIB<TAB>PATH               a header a build generates (from a
                                            .in template, or CMake's export
                                            header): macro values left out
  #missing<TAB>LIB<TAB>X.Y<TAB>PATH         a header whose content the mirror
                                            lacked (its declarations are not
                                            in the index for that release)
  #carried<TAB>X.Y<TAB>BASE<TAB>EVIDENCE     a release no header of which was
                                            parsed: BASE's names, changed as
                                            the change logs named in EVIDENCE
                                            say (hip_release_changes.py)
  name<TAB>kind<TAB>...                     the column header (COLUMNS)
  one line per entry

Columns (empty = not applicable / none):

  name        the name as a program writes it; namespace members qualified
              (rocprim::plus); header files as included (hip/hip_runtime.h)
  kind        function, type, enum (an enumerator), macro, var or header;
              a name declared as several kinds lists them, most specific
              first, separated by ","  (function,macro)
  lib         hip, hipsparse, hiprand, rocrand, rocprim, hipblas, rocblas,
              hipsolver, hipfft, hipcub, rocthrust, miopen, rccl, hipblaslt,
              rocsparse, rocsolver, rocfft
  since       first release that declares it
  last        last release that declares it, when a newer release does not
  absent      releases between since and last that lack it (rare)
  deprecated  first release whose header marks it deprecated
  requires    a macro the user must define for the declaration to be
              visible (HIP 6.2's *_sync warp functions need
              HIP_ENABLE_WARP_SYNC_BUILTINS)
  cuda_before a library's CUDA back end declares it only for CUDA releases
              before this one (X.Y): the declaration sits in an
              ``#if ... CUDART_VERSION < N`` branch, as hipSPARSE wraps the
              routines CUDA removed (newest release)
  changed     releases in which its kind, parameters or value differ from
              the release before
  header      the header that declares it (newest release), relative to
              the include directory
  parent      enumerators: their enum type; typedefs: the enum or struct
              they name, when that has another name
  value       enumerators: the value; object-like macros: the replacement
              text (up to 60 characters)
  params      functions: the parameter list "type name, type name" of the
              newest release; overloads separated by " | "
"""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PATH = os.path.join(ROOT, "mappings", "hip-index.tsv")

COLUMNS = ("name", "kind", "lib", "since", "last", "absent", "deprecated",
           "requires", "cuda_before", "changed", "header", "parent", "value", "params")
KIND_ORDER = ("function", "type", "enum", "macro", "var", "header")
LIBRARIES = ("hip", "hipsparse", "hiprand", "rocrand", "rocprim", "hipblas",
             "rocblas", "hipsolver", "hipfft", "hipcub", "rocthrust", "miopen",
             "rccl", "hipblaslt", "rocsparse", "rocsolver", "rocfft")


def vkey(version):
    """'6.10' -> (6, 10): versions compare numerically."""
    major, minor = version.split(".")
    return int(major), int(minor)


class Entry(dict):
    """One index line; missing columns read as ""."""

    def __missing__(self, key):
        return ""

    @property
    def kinds(self):
        return self["kind"].split(",") if self["kind"] else []

    def present_in(self, version, versions):
        """True when the entry is declared by ``version`` (one of ``versions``)."""
        if version not in versions:
            return False
        v = vkey(version)
        if v < vkey(self["since"]):
            return False
        if self["last"] and v > vkey(self["last"]):
            return False
        return version not in self["absent"].split(",")

    def present_range(self, since, removed, versions):
        """True when the entry is declared by every release of ``versions``
        from ``since`` (inclusive) up to ``removed`` (exclusive; "" = to the
        newest)."""
        lo = vkey(since) if since else (0, 0)
        hi = vkey(removed) if removed else (10 ** 6, 0)
        return all(self.present_in(v, versions) for v in versions
                   if lo <= vkey(v) < hi)


class HipIndex:
    def __init__(self, versions=(), entries=(), sources=(), libversions=(), missing=()):
        self.versions = list(versions)
        self.entries = list(entries)
        self.sources = list(sources)        # (lib, version, "REPO=TAG ...")
        self.libversions = list(libversions)  # (lib, version, "N.N.N")
        self.missing = list(missing)          # (lib, version, header path)
        self.generated = []                   # (lib, header path)
        self.carried = []                     # (version, base, evidence)
        self._by_name = None

    @property
    def newest(self):
        return self.versions[-1] if self.versions else ""

    @property
    def oldest(self):
        return self.versions[0] if self.versions else ""

    def by_name(self):
        """name -> [entries] (one per library that declares it)."""
        if self._by_name is None:
            self._by_name = {}
            for e in self.entries:
                self._by_name.setdefault(e["name"], []).append(e)
        return self._by_name

    def lookup(self, name, libs=None):
        """The entries for ``name``, restricted to ``libs`` when given."""
        found = self.by_name().get(name, [])
        return [e for e in found if libs is None or e["lib"] in libs]

    def library_version(self, lib, version):
        for l, v, text in self.libversions:
            if l == lib and v == version:
                return text
        return ""

    def slice(self, version, libs=None):
        """name -> entry for the entries ``version`` declares."""
        out = {}
        for e in self.entries:
            if (libs is None or e["lib"] in libs) and e.present_in(version, self.versions):
                out[(e["lib"], e["name"])] = e
        return out


def read(path=DEFAULT_PATH):
    idx = HipIndex()
    columns = None
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line:
                continue
            if line.startswith("#"):
                parts = line.split("\t")
                if parts[0] == "#versions":
                    idx.versions = parts[1:]
                elif parts[0] == "#source" and len(parts) >= 4:
                    idx.sources.append((parts[1], parts[2], " ".join(parts[3:])))
                elif parts[0] == "#libversion" and len(parts) == 4:
                    idx.libversions.append((parts[1], parts[2], parts[3]))
                elif parts[0] == "#generated" and len(parts) == 3:
                    idx.generated.append((parts[1], parts[2]))
                elif parts[0] == "#missing" and len(parts) == 4:
                    idx.missing.append((parts[1], parts[2], parts[3]))
                elif parts[0] == "#carried" and len(parts) == 4:
                    idx.carried.append((parts[1], parts[2], parts[3]))
                continue
            fields = line.split("\t")
            if columns is None:
                columns = fields
                continue
            if len(fields) != len(columns):
                raise ValueError("%s:%d: %d fields where the header has %d"
                                 % (path, lineno, len(fields), len(columns)))
            e = Entry(zip(columns, fields))
            e.line = lineno
            idx.entries.append(e)
    return idx


def sort_key(entry):
    return (entry["lib"], entry["name"], entry["kind"])


def write(idx, path, header_lines=()):
    lines = ["# " + l if l else "#" for l in header_lines]
    lines.append("\t".join(["#versions"] + idx.versions))
    for lib, version, text in sorted(idx.sources, key=lambda s: (s[0], vkey(s[1]))):
        lines.append("\t".join(["#source", lib, version, text]))
    for lib, version, text in sorted(idx.libversions, key=lambda s: (s[0], vkey(s[1]))):
        lines.append("\t".join(["#libversion", lib, version, text]))
    for lib, text in sorted(idx.generated):
        lines.append("\t".join(["#generated", lib, text]))
    for lib, version, text in sorted(idx.missing, key=lambda s: (s[0], vkey(s[1]), s[2])):
        lines.append("\t".join(["#missing", lib, version, text]))
    for version, base, text in sorted(idx.carried, key=lambda s: vkey(s[0])):
        lines.append("\t".join(["#carried", version, base, text]))
    lines.append("\t".join(COLUMNS))
    for e in sorted(idx.entries, key=sort_key):
        lines.append("\t".join(str(e[c]) for c in COLUMNS))
    text = "\n".join(lines) + "\n"
    old = None
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            old = f.read()
    if old != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return old != text
