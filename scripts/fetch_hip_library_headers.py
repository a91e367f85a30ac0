#!/usr/bin/python3
"""Lay out the public headers of ROCm's libraries at one release as an
install prefix, to compile-check ports that call them.

    /usr/bin/python3 scripts/fetch_hip_library_headers.py --mirrors /work/.mirror \\
        --release 6.2 --prefix /tmp/hiplibs/6.2
    hipcc -fsyntax-only -x hip --offload-arch=gfx90a -I/tmp/hiplibs/6.2/include port.hip

Debian packages HIP 5.2 with hipSPARSE, hipRAND, rocRAND and rocPRIM, but
not hipBLAS, hipBLASLt, hipCUB, rocThrust, hipFFT, hipSOLVER, rocBLAS,
rocSPARSE, rocSOLVER, rocFFT or MIOpen, so a port that calls them cannot be
compiled here.  This script reads those libraries' headers from clones of
their ROCm repositories (bare or not, as the ``fetch`` tool leaves them:
``<mirrors>/ROCm+<Repo>/repo``) at the release's last tag (``rocm-X.Y.Z``)
and writes them under ``<prefix>/include`` the way an installation does
(``hipblas/hipblas.h``, ``rocblas/rocblas.h``, ...), with the headers a
build generates -- ``.in`` templates configured with the release's version,
CMake's ``*-export.h`` -- made exactly as scripts/derive_hip_index.py makes
them for the HIP API index (it is the same code: ``layout``).

The HIP runtime itself is left out: the prefix is meant for the installed
hipcc, whose own HIP headers the libraries then use.  ``--check`` compiles
each library's umbrella header with hipcc -fsyntax-only against the prefix
and prints which work with the installed HIP; ``--drop-failing`` removes the
ones that do not (the installed package, if any, is used instead).  A README
in the prefix records the release, the tags read and the check.

Measurement only: nothing it writes belongs in the repository (the prefix
must be outside it), and CI never runs it.  docs/benchmarks.md says how the
corpus scripts use the prefix (``--hip-library-headers``).
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import derive_hip_index as dhi  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The libraries laid out by default: every one of the index but the HIP
# runtime (the installed hipcc's) and RCCL (no corpus program calls it).
DEFAULT_LIBS = ("hipblas", "hipblaslt", "hipcub", "rocprim", "rocthrust", "hipfft",
                "hipsolver", "rocblas", "rocsparse", "rocsolver", "rocfft", "miopen",
                "hipsparse", "hiprand", "rocrand")


# Headers that stand for a library without an umbrella header in the index.
CHECK_HEADERS = {"rocthrust": ["thrust/device_vector.h", "thrust/sort.h", "thrust/reduce.h",
                               "thrust/transform.h"]}


def check_library(lib, prefix, hipcc):
    """(ok, first error line) of compiling lib's umbrella headers against
    the prefix with hipcc -fsyntax-only."""
    heads = [h for h in CHECK_HEADERS.get(lib, dhi.LIBRARY[lib].includes) if h != "*" and
             os.path.exists(os.path.join(prefix, "include", h))]
    if not heads:
        return False, "no umbrella header laid out"
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "check.hip")
        with open(src, "w") as f:
            f.write("#include <hip/hip_runtime.h>\n")
            f.writelines("#include <%s>\n" % h for h in heads)
        cmd = [hipcc, "-fsyntax-only", "-x", "hip", "--offload-arch=gfx90a", "-std=c++17",
               "-w", "-I" + os.path.join(prefix, "include"), src]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            return False, "hipcc timed out"
    if proc.returncode == 0:
        return True, ""
    first = next((l for l in proc.stderr.splitlines() if "error" in l), proc.stderr[:200])
    return False, first.replace(prefix, "<prefix>")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mirrors", default="/work/.mirror",
                    help="directory of repository clones (ROCm+<Repo>/repo, <Repo>.git, "
                    "or <Repo>)")
    ap.add_argument("--release", default="6.2", help="ROCm release X.Y (default 6.2)")
    ap.add_argument("--prefix", help="install prefix to write (default /tmp/hiplibs/<release>); "
                    "must lie outside the repository")
    ap.add_argument("--lib", action="append", choices=sorted(dhi.LIBRARY),
                    help="a library to lay out (repeatable; default: %s)" % ", ".join(DEFAULT_LIBS))
    ap.add_argument("--check", action="store_true",
                    help="compile each library's umbrella header against the prefix with hipcc")
    ap.add_argument("--drop-failing", action="store_true",
                    help="with --check: remove the libraries whose headers do not compile")
    ap.add_argument("--hipcc", default=shutil.which("hipcc") or "hipcc")
    args = ap.parse_args(argv)

    prefix = os.path.abspath(args.prefix or os.path.join("/tmp/hiplibs", args.release))
    if prefix == ROOT or prefix.startswith(ROOT + os.sep):
        ap.error("--prefix %s lies inside the repository; lay the headers out elsewhere" % prefix)
    libs = args.lib or list(DEFAULT_LIBS)
    repos = sorted({s.repo for l in libs for s in dhi.LIBRARY[l].sources})
    gitdirs = {}
    for repo in repos:
        gitdir = dhi.find_repo(repo, [args.mirrors], {})
        if gitdir:
            gitdirs[repo] = gitdir
        else:
            print("warning: no clone of ROCm/%s under %s: its library is left out"
                  % (repo, args.mirrors), file=sys.stderr)
    checkouts = dhi.resolve_checkouts(gitdirs, {}, lambda m: print(m, file=sys.stderr))
    keep = [l for l in dhi.LIBRARIES if l.name in libs]
    if os.path.exists(prefix):
        shutil.rmtree(prefix)
    os.makedirs(prefix)
    missing, generated = [], set()
    saved = dhi.LIBRARIES
    dhi.LIBRARIES = keep
    try:
        found = dhi.layout(args.release, checkouts, prefix,
                           lambda m: print(m, file=sys.stderr), missing, generated)
    finally:
        dhi.LIBRARIES = saved
    if not found:
        print("error: no library has a tag of ROCm %s in the clones under %s"
              % (args.release, args.mirrors), file=sys.stderr)
        return 1
    lines = ["Public headers of ROCm %s's libraries, laid out as an install prefix by" % args.release,
             "scripts/fetch_hip_library_headers.py (hipify repository) from the ROCm repositories'",
             "release tags; generated headers (configured .in templates, *-export.h) made as an",
             "installation's build makes them. The HIP runtime is not here: hipcc's own is used.",
             "", "Use: hipcc -fsyntax-only -x hip --offload-arch=gfx90a -I%s/include port.hip" % prefix,
             "     bench/corpus/hecbench.py --hip-library-headers %s" % prefix,
             "     bench/corpus/cuda_samples.py --hip-library-headers %s" % prefix, "",
             "library\tversion\tsources\tcheck"]
    status = 0
    for lib in sorted(found):
        version, sources = found[lib]
        verdict = ""
        if args.check:
            ok, why = check_library(lib, prefix, args.hipcc)
            verdict = "compiles with %s" % args.hipcc if ok else "FAILS: " + why
            if not ok and args.drop_failing:
                for own in dhi.LIBRARY[lib].own:
                    shutil.rmtree(os.path.join(prefix, "include", own), ignore_errors=True)
                verdict += " (removed: the installed package, if any, is used)"
        print("%-10s %-8s %s %s" % (lib, version, sources, verdict))
        lines.append("%s\t%s\t%s\t%s" % (lib, version, sources, verdict))
    for lib, _, path in missing:
        lines.append("missing blob (written empty): %s %s" % (lib, path))
    with open(os.path.join(prefix, "README"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %s/include (%d libraries); %s/README" % (prefix, len(found), prefix))
    return status


if __name__ == "__main__":
    sys.exit(main())
