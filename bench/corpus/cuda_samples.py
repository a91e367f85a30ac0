#!/usr/bin/env python3
"""Corpus benchmark: hipify's port of NVIDIA's cuda-samples, compile-checked unit by unit.

cuda-samples (github.com/NVIDIA/cuda-samples) is code hipify was not tuned to.
This script
  1. ports Samples/ and Common/ as ONE tree, as a user would:
       hipify port --in-root=CS --out-root=WORK/port --copy-all --quiet
             --report=WORK/report.json -jN CS/Samples CS/Common -- -ICS/Common
     (--only: just those samples, and Common);
  2. syntax-checks every ported unit (each .cu, and each .cpp/.cc/.cxx whose
     port includes a HIP header, directly or through a header of the tree)
     in its own directory (a .cpp whose port includes only headers of the
     tree that include HIP is left out, as its build would be):
       hipcc -fsyntax-only -x hip --offload-arch=gfx90a -std=c++17 -w
             -I<the sample's include directories, in the port> UNIT
     The include directories are the relative ones of the sample's
     CMakeLists.txt (../../../Common, ${CMAKE_CURRENT_SOURCE_DIR}/inc, ...);
     --hip-library-headers DIR adds -I DIR/include (ROCm library headers laid
     out outside the repository);
  3. classifies each unit:
       compiles;
       blocked: it fails on "'H' file not found" for a header this machine
         lacks both as CUDA and as HIP (not in the tree, not in the CUDA
         installation): a library or interop API (GL, hipBLAS, NPP, ...);
       reported: it fails, and hipify has a finding (warning or error) at the
         CUDA line the first error maps back to;
       silent: it fails with no finding there: the user is not told.
     Units that use a CUDA library (cuBLAS, cuFFT, cuRAND, ...) are also
     counted on their own.
A hipify or hipcc that crashes or hangs is recorded, never fatal. See
docs/benchmarks.md, section "Corpus: cuda-samples".
"""
import argparse
import collections
import concurrent.futures
import difflib
import json
import os
import re
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hecbench import (ROOT, HIPCC, QUOTED_RE, cause, libraries_of, pin_hipify,  # noqa: E402
                      read, run_cmd)

CUDA_INCLUDE = os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "include")
# Where CUDA's headers are: the toolkit's, and CCCL's (Thrust, CUB, libcu++).
CUDA_INCLUDES = (CUDA_INCLUDE, os.path.join(CUDA_INCLUDE, "cccl"))
# Headers a HIP library provides under CUDA's own names (rocThrust): a port
# keeps them, and without the library they are missing like any other.
SAME_NAME_LIBRARY_RE = re.compile(r"^thrust/")
UNIT_EXTS = (".cu",)
HOST_EXTS = (".cpp", ".cc", ".cxx")
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]', re.M)
DIAG_RE = re.compile(r"^(.*?):(\d+):(\d+): (fatal error|error|note|warning): (.*)$")
INCLUDED_FROM_RE = re.compile(r"^(?:In file included from|\s+from) (.*?):(\d+):")
NOT_FOUND_RE = re.compile(r"^'([^']+)' file not found")
# A HIP header a port includes: the runtime, a hip*/roc* library, or HIP's
# own headers of other kinds.
HIP_HEADER_RE = re.compile(r"^(hip|roc|miopen|rccl)[a-z_]*[/.]", re.I)
# A missing header's library, for the table (the header itself otherwise).
LIBRARY_OF_HEADER = [
    (r"^(GL|GLES\d?|KHR)/|^glew|^glut|^freeglut|^GLFW/", "OpenGL"), (r"^EGL/", "EGL"),
    (r"^vulkan/", "Vulkan"), (r"^X11/", "X11"), (r"^(d3d|dxgi|windows\.h|DirectX)", "Direct3D"),
    (r"^FreeImage", "FreeImage"), (r"^mpi\.h", "MPI"), (r"^omp\.h", "OpenMP"),
    (r"^hipblaslt", "hipBLASLt"), (r"^hipblas", "hipBLAS"), (r"^hipfft", "hipFFT"),
    (r"^hipsolver", "hipSOLVER"), (r"^hipcub", "hipCUB"), (r"^(thrust|rocthrust)/", "rocThrust"),
    (r"^rocblas", "rocBLAS"), (r"^rocsparse", "rocSPARSE"), (r"^rocfft", "rocFFT"),
    (r"^rocsolver", "rocSOLVER"), (r"^miopen", "MIOpen"), (r"^(npp|nppi|npps)", "NPP"),
    (r"^nvjpeg", "nvJPEG"), (r"^nvrtc", "NVRTC"), (r"^nvml", "NVML"), (r"^cudla", "cuDLA"),
    (r"^nvsci", "NvSci"), (r"^cufile", "cuFile"), (r"^nvvm", "libNVVM"),
    (r"^nvJitLink", "nvJitLink"), (r"^cuda[A-Z]|^cuda\.h", "CUDA driver"),
]
CLASSES = ("compiles", "blocked", "reported", "silent")


def library_of(header):
    """The library a missing header belongs to, for the table."""
    for pattern, name in LIBRARY_OF_HEADER:
        if re.search(pattern, header):
            return name
    return header


def find_samples(cs, only=None):
    """Samples/CATEGORY/NAME directories (relative to cs), sorted; with
    only, those whose NAME is in it."""
    found = []
    base = os.path.join(cs, "Samples")
    for cat in sorted(os.listdir(base)):
        if not os.path.isdir(os.path.join(base, cat)):
            continue
        for name in sorted(os.listdir(os.path.join(base, cat))):
            if os.path.isdir(os.path.join(base, cat, name)) and (not only or name in only):
                found.append("Samples/%s/%s" % (cat, name))
    return found


def sample_of(rel):
    """The sample a path of the tree belongs to (Samples/CAT/NAME), or
    "Common"."""
    parts = rel.split("/")
    return "/".join(parts[:3]) if parts[0] == "Samples" and len(parts) > 3 else parts[0]


def cmake_include_dirs(cs, sample):
    """The relative include directories the sample's CMakeLists.txt names
    (relative to the tree): ../../../Common, ${CMAKE_CURRENT_SOURCE_DIR}/inc."""
    dirs = []
    text = read(os.path.join(cs, sample, "CMakeLists.txt"))
    for block in re.findall(r"(?:target_)?include_directories\s*\(([^)]*)\)", text):
        for word in block.split():
            word = word.replace("${CMAKE_CURRENT_SOURCE_DIR}/", "").replace(
                "${CMAKE_CURRENT_SOURCE_DIR}", ".")
            if "$" in word or word in ("PRIVATE", "PUBLIC", "INTERFACE", "SYSTEM", "BEFORE"):
                continue
            rel = os.path.normpath(os.path.join(sample, word))
            if not rel.startswith("..") and os.path.isdir(os.path.join(cs, rel)) and rel not in dirs:
                dirs.append(rel)
    return dirs or ["Common"]


def port_tree(args, work, paths):
    """Runs hipify port on the tree; returns its record and the report."""
    out, report = os.path.join(work, "port"), os.path.join(work, "report.json")
    shutil.rmtree(out, ignore_errors=True)
    cmd = [args.hipify, "port", "--in-root=" + args.cs, "--out-root=" + out, "--copy-all", "--quiet",
           "--report=" + report, "-j%d" % max(1, args.jobs), "--timeout=%d" % args.port_timeout]
    if args.hip_version:
        cmd.append("--hip-version=" + args.hip_version)
    if args.verify:
        cmd.append("--verify")
    cmd += [os.path.join(args.cs, p) for p in paths]
    cmd += ["--", "-I" + os.path.join(args.cs, "Common")]
    start = time.time()
    rc, output = run_cmd(cmd, args.port_timeout * 20)
    rec = {"rc": rc, "seconds": round(time.time() - start, 1), "command": " ".join(cmd[1:])}
    if rc is None or rc < 0 or rc == 2:
        rec["error"] = "hipify %s: %s" % ("timed out" if rc is None else "exit %s" % rc,
                                          output.strip()[-2000:])
    try:
        with open(report, encoding="utf-8") as f:
            rep = json.load(f)
    except (OSError, ValueError):
        rep = {"files": [], "problems": [], "unsupported": []}
    return rec, rep


def includes_of(path):
    """The (angled, name) includes of a file."""
    return [(kind == "<", name) for kind, name in INCLUDE_RE.findall(read(path))]


def resolve_quoted(name, here, dirs):
    """The file a quoted include names, searched in `here` then dirs; None."""
    for d in [here] + dirs:
        p = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(p):
            return p
    return None


def transitive_includes(path, dirs, seen=None):
    """Every include name reached from path through files of the tree
    (resolved in its directory and dirs), with the files visited."""
    seen = seen if seen is not None else set()
    names = []
    if path in seen:
        return names
    seen.add(path)
    for _, name in includes_of(path):
        names.append(name)
        found = resolve_quoted(name, os.path.dirname(path), dirs)
        if found:
            names += transitive_includes(found, dirs, seen)
    return names


def find_units(report):
    """The ported units to check, sorted: every .cu, and every
    .cpp/.cc/.cxx whose port includes a HIP header itself."""
    units = []
    for f in report.get("files", []):
        rel = f.get("output")
        if not rel or f.get("status") == "skipped":
            continue
        if rel.endswith(UNIT_EXTS) or (rel.endswith(HOST_EXTS) and any(
                HIP_HEADER_RE.match(n) for _, n in includes_of(os.path.join(report["outRoot"], rel)))):
            units.append(rel)
    return sorted(units)


def parse_errors(output):
    """The compiler's errors: dicts with file, line, col, message, and
    `chain`: the places of its notes, then of the include stack that
    reached its file, innermost first (to find a place in the user's code
    for an error in a HIP header, in the order hipify port --verify looks)."""
    errors, including = [], []
    for line in output.splitlines():
        m = INCLUDED_FROM_RE.match(line)
        if m:
            including.append((m.group(1), int(m.group(2)), 0))
            continue
        m = DIAG_RE.match(line)
        if not m:
            continue
        where = (m.group(1), int(m.group(2)), int(m.group(3)))
        if m.group(4) in ("error", "fatal error"):
            errors.append({"file": where[0], "line": where[1], "col": where[2],
                           "message": m.group(5), "notes": [],
                           "stack": list(reversed(including))})
        elif m.group(4) == "note" and errors:
            errors[-1]["notes"].append(where)
        including = []
    for e in errors:
        e["chain"] = e.pop("notes") + e.pop("stack")
    return errors


def port_line_map(original, ported):
    """A function mapping a 1-based line of the port to the (first, last)
    lines of the original it comes from, by a line diff."""
    a, b = original.splitlines(), ported.splitlines()
    spans = [None] * (len(b) + 1)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        for j in range(j1, j2):
            if tag == "equal":
                spans[j + 1] = (i1 + (j - j1) + 1,) * 2
            elif tag == "replace":
                spans[j + 1] = (i1 + 1, max(i1 + 1, i2))
            else:  # inserted lines belong to the line before
                spans[j + 1] = (max(1, i1), max(1, i1))
    return lambda n: spans[n] if 0 < n < len(spans) and spans[n] else (n, n)


class Tree:
    """The original tree, its port and hipify's findings, by relative path."""

    def __init__(self, cs, port, report):
        self.cs, self.port = cs, port
        self.findings = collections.defaultdict(list)
        for f in report.get("problems", []) + report.get("unsupported", []):
            if f.get("level") in ("warning", "error"):
                self.findings[f.get("file", "")].append(f)
        self.source_of = {f["output"]: f["path"] for f in report.get("files", [])
                          if f.get("output")}
        self.status = {f["output"]: f.get("status") for f in report.get("files", [])
                       if f.get("output")}
        self.maps = {}

    def relative(self, path, cwd):
        """path (as the compiler printed it, from cwd) relative to the port,
        or None when it is outside."""
        p = os.path.normpath(os.path.join(cwd, path))
        return os.path.relpath(p, self.port) if p.startswith(self.port + os.sep) else None

    def cuda_lines(self, rel, line):
        """The CUDA file and (first, last) lines a port line comes from."""
        src = self.source_of.get(rel, rel)
        if rel not in self.maps:
            self.maps[rel] = port_line_map(read(os.path.join(self.cs, src)),
                                           read(os.path.join(self.port, rel)))
        return src, self.maps[rel](line)

    def finding_at(self, src, lines):
        """hipify's first finding in src on one of the lines, or None."""
        for f in self.findings.get(src, []):
            if lines[0] <= f.get("line", 0) <= lines[1]:
                return f
        return None


def missing_headers(output):
    """The headers of every "file not found" error."""
    return [m.group(1) for e in parse_errors(output)
            for m in [NOT_FOUND_RE.match(e["message"])] if m]


def absent_here(header, tree, dirs):
    """Whether a missing header is absent from this machine both as CUDA (the
    CUDA installation) and as a file of the tree: a library or interop API,
    not a name the port should have translated."""
    if not SAME_NAME_LIBRARY_RE.match(header) and any(
            os.path.isfile(os.path.join(d, header)) for d in CUDA_INCLUDES):
        return False
    base = os.path.basename(header)
    for root in (tree.cs, tree.port):
        for d in dirs:
            if os.path.isfile(os.path.join(root, d, header)):
                return False
    return not any(os.path.basename(p) == base and p.endswith(header)
                   for p in tree.source_of.values())


def check_unit(rel, tree, args):
    """Compiles one ported unit; returns its record."""
    sample = sample_of(rel)
    dirs = cmake_include_dirs(tree.cs, sample) if sample != "Common" else ["Common"]
    cwd = os.path.join(tree.port, os.path.dirname(rel))
    flags = ["-I" + os.path.join(tree.port, d) for d in dirs]
    if args.hip_library_headers:
        flags.append("-I" + os.path.join(args.hip_library_headers, "include"))
    rec = {"unit": rel, "sample": sample, "port_status": tree.status.get(rel)}
    names = transitive_includes(os.path.join(tree.cs, tree.source_of.get(rel, rel)),
                                [os.path.join(tree.cs, d) for d in dirs])
    rec["libraries"] = libraries_of(names)
    start = time.time()
    # Every error, not the first 20: the causes behind the first one count too.
    rc, output = run_cmd(HIPCC + ["-ferror-limit=0"] + flags + [os.path.basename(rel)],
                         args.hipcc_timeout, cwd=cwd)
    rec["seconds"] = round(time.time() - start, 1)
    if rc == 0:
        rec["class"] = "compiles"
        return rec
    errors = parse_errors(output)
    rec["errors"] = len(errors)
    blocked = sorted({h for h in missing_headers(output) if absent_here(h, tree, dirs)})
    if blocked:
        rec["class"], rec["blocked"] = "blocked", blocked
        rec["blocked_by"] = sorted({library_of(h) for h in blocked})
        return rec
    if not errors:
        errors = [{"file": os.path.basename(rel), "line": 0, "col": 0, "chain": [],
                   "message": "hipcc " + ("timed out" if rc is None else "exit %s" % rc)}]
    rec["all_errors"] = sorted({e["message"] for e in errors})[:60]
    first = errors[0]
    # The place in the user's code: the error's own, else the first place of
    # the tree in its notes or include stack (an error in a HIP header).
    place = None
    for path, line, col in [(first["file"], first["line"], first["col"])] + first["chain"]:
        r = tree.relative(path, cwd)
        if r is not None:
            place = (r, line, col)
            break
    rec["error"] = {"message": first["message"], "port_file": place[0] if place else first["file"],
                    "port_line": place[1] if place else first["line"]}
    if place:
        src, lines = tree.cuda_lines(place[0], place[1])
        lines_text = read(os.path.join(tree.port, place[0])).splitlines()
        rec["error"].update({"cuda_file": src, "cuda_lines": list(lines),
                             "text": lines_text[place[1] - 1].strip()[:200]
                             if 0 < place[1] <= len(lines_text) else ""})
        found = tree.finding_at(src, lines)
        if found:
            rec["class"] = "reported"
            rec["finding"] = {"rule": found.get("rule"), "line": found.get("line"),
                              "message": found.get("message", "")[:300]}
            return rec
    rec["class"] = "silent"
    # As the issue counted: did hipify say anything about the unit's file?
    own = tree.findings.get(tree.source_of.get(rel, rel), [])
    rec["unit_warned"] = bool(own)
    return rec


def print_table(units, title):
    """Prints the count of each class, and the blocking libraries."""
    counts = collections.Counter(u["class"] for u in units)
    print("\n%s" % title)
    rows = [("units (.cu, and .cpp using HIP)", len(units)),
            ("compile", counts["compiles"]),
            ("blocked by a missing library/interop header", counts["blocked"]),
            ("fail, finding at the failing construct", counts["reported"]),
            ("fail silently (no finding there)", counts["silent"]),
            ("  of which no warning in the unit's file at all",
             sum(u["class"] == "silent" and not u.get("unit_warned") for u in units)),
            ("  of which the unit's file is partial (parse errors)",
             sum(u["class"] == "silent" and u.get("port_status") == "partial" for u in units))]
    for label, n in rows:
        print("  %-52s %5d" % (label, n))
    unblocked = len(units) - counts["blocked"]
    if unblocked:
        print("  %-52s %4.1f%%" % ("compile rate of the units not blocked",
                                    100.0 * counts["compiles"] / unblocked))
    libs = collections.Counter(lib for u in units for lib in u.get("blocked_by", []))
    if libs:
        print("  blocked by: " + ", ".join("%s %d" % kv for kv in libs.most_common()))


def print_failures(units, port):
    """Every silent failure's first error, then the errors grouped by cause."""
    groups = collections.defaultdict(list)
    silent = [u for u in units if u["class"] == "silent"]
    if silent:
        print("\nSilent failures, first error of the port:")
    for u in silent:
        e = u["error"]
        where = "%s:%s" % (e.get("cuda_file", e["port_file"]),
                           e.get("cuda_lines", [e["port_line"]])[0])
        print("  %s: %s: error: %s" % (u["unit"], where, e["message"]))
        if e.get("text"):
            print("      > %s" % e["text"][:160])
        groups[cause(e["message"])].append((u["unit"], QUOTED_RE.findall(e["message"])))
    if groups:
        print("\nSilent failures by cause:")
    for shape, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        idents = collections.Counter(q for _, qs in items for q in qs).most_common(4)
        print("  %3d  %s" % (len(items), shape))
        if idents:
            print("       identifiers: " + ", ".join("%s (%d)" % kv for kv in idents))


def print_compare(old_file, units):
    """Prints the units whose class changed since the run in old_file."""
    try:
        with open(old_file, encoding="utf-8") as f:
            old = {u["unit"]: u for u in json.load(f)["units"]}
    except (OSError, ValueError, KeyError) as e:
        print("\ncannot compare with %s: %s" % (old_file, e))
        return
    new = {u["unit"]: u for u in units}
    common = sorted(set(old) & set(new))
    print("\nCompared with %s (%d units in both runs):" % (old_file, len(common)))
    moves = collections.defaultdict(list)
    for n in common:
        if old[n]["class"] != new[n]["class"]:
            moves["%s -> %s" % (old[n]["class"], new[n]["class"])].append(n)
    for move, names in sorted(moves.items()):
        print("  %s (%d): %s" % (move, len(names), ", ".join(names)))
    for n in common:
        o, c = old[n].get("error"), new[n].get("error")
        if o and c and o["message"] != c["message"]:
            print("  %s: first error changed: %s -> %s" % (n, o["message"], c["message"]))


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
    p.add_argument("--cs", default=os.environ.get("CUDA_SAMPLES", "/tmp/cs"),
                   help="the cuda-samples checkout (Samples/ and Common/)")
    p.add_argument("--only", help="comma-separated sample names (Common is always ported)")
    p.add_argument("-j", type=int, default=1, dest="jobs",
                   help="hipify's -j, and units compiled in parallel")
    p.add_argument("--work", help="keep the port and the report here (default: a temporary directory)")
    p.add_argument("--json", help="write every unit's result here")
    p.add_argument("--compare", metavar="OLD.json", help="show what changed since OLD.json")
    p.add_argument("--hip-library-headers", metavar="DIR",
                   help="an install prefix of ROCm library headers (DIR/include) to compile against")
    p.add_argument("--hip-version", help="hipify's --hip-version (default: the installed HIP)")
    p.add_argument("--verify", action="store_true", help="port with hipify's --verify")
    p.add_argument("--reuse-port", action="store_true",
                   help="check the port already in --work (WORK/port, WORK/report.json)")
    p.add_argument("--port-timeout", type=int, default=300, help="hipify --timeout per unit (s)")
    p.add_argument("--hipcc-timeout", type=int, default=180, help="per unit (s)")
    return p.parse_args()


def main():
    args = parse_args()
    if not os.access(args.hipify, os.X_OK):
        sys.exit("cuda_samples.py: no hipify at %s (--hipify)" % args.hipify)
    args.cs = os.path.abspath(args.cs)
    if not os.path.isdir(os.path.join(args.cs, "Samples")):
        sys.exit("cuda_samples.py: no Samples/ under %s (--cs; git clone "
                 "https://github.com/NVIDIA/cuda-samples)" % args.cs)
    if args.reuse_port and not args.work:
        sys.exit("cuda_samples.py: --reuse-port needs --work")
    if args.hip_library_headers:
        args.hip_library_headers = os.path.abspath(args.hip_library_headers)
    if args.hip_library_headers and not os.path.isdir(os.path.join(args.hip_library_headers, "include")):
        sys.exit("cuda_samples.py: no include/ under --hip-library-headers %s" % args.hip_library_headers)
    only = set(args.only.split(",")) if args.only else None
    paths = (find_samples(args.cs, only) if only else ["Samples"]) + ["Common"]
    work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="cuda-samples-")
    os.makedirs(work, exist_ok=True)
    pin = tempfile.mkdtemp(prefix="cuda-samples-bin-")
    start = time.time()
    try:
        args.hipify, identity = pin_hipify(os.path.abspath(args.hipify), pin)
        print("%s; %s from %s" % (identity, args.only or "all samples", args.cs))
        if args.reuse_port:
            with open(os.path.join(work, "report.json"), encoding="utf-8") as f:
                port_rec, report = {"rc": None, "seconds": 0, "reused": True}, json.load(f)
        else:
            port_rec, report = port_tree(args, work, paths)
        print("port: exit %s in %.0f s" % (port_rec["rc"], port_rec["seconds"]), file=sys.stderr)
        tree = Tree(args.cs, os.path.join(work, "port"), report)
        report["outRoot"] = tree.port
        names = find_units(report)
        units = []
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            futures = {pool.submit(check_unit, n, tree, args): n for n in names}
            for fut in concurrent.futures.as_completed(futures):
                try:
                    u = fut.result()
                except Exception as e:  # a bug here must not lose the others
                    print("%s: benchmark error %r" % (futures[fut], e), file=sys.stderr)
                    continue
                units.append(u)
                print("[%d/%d] %s: %s (%.0f s)" % (len(units), len(names), u["unit"], u["class"],
                                                   time.time() - start), file=sys.stderr)
        units.sort(key=lambda u: u["unit"])
        seconds = round(time.time() - start)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump({"hipify": identity, "cs": args.cs, "seconds": seconds,
                           "hip_library_headers": args.hip_library_headers,
                           "verify": args.verify, "port": port_rec,
                           "port_summary": report.get("summary", {}), "units": units}, f, indent=1)
        if "error" in port_rec:
            print("\n" + port_rec["error"])
        print_table(units, "All units")
        print_table([u for u in units if u["libraries"]], "Units using a CUDA library")
        print_failures(units, tree.port)
        print("\n%d units in %d s (port %.0f s)" % (len(units), seconds, port_rec["seconds"]))
        if args.compare:
            print_compare(args.compare, units)
    finally:
        shutil.rmtree(pin, ignore_errors=True)
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
