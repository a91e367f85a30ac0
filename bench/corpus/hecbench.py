#!/usr/bin/env python3
"""Corpus benchmark: hipify's ports of HeCBench programs against their human HIP twins.

HeCBench (github.com/zjin-lcf/HeCBench) holds, for most programs NAME, a CUDA
version in src/NAME-cuda/ and a HIP version written by hand in src/NAME-hip/.
For each such pair this script
  1. ports NAME-cuda as a tree with `hipify port --copy-all` into WORK/NAME,
     recording the exit code and, from the JSON report, the files that failed
     (worker crashes apart) or were skipped;
  2. syntax-checks every translation unit of our port and of the human twin
     with the same command, in that program's directory,
       hipcc -fsyntax-only -x hip --offload-arch=gfx90a -std=c++17 -w
             -I<dir> -I<parent> [Makefile -I/-D flags] <unit>
     The units are those the side's own Makefile lists (source, SOURCES,
     *_source, *_src, obj), else every .cu/.cpp/.cc/.cxx/.hip file no other
     file includes; the flags are the -I/-D of its *FLAGS assignments outside
     ifeq blocks (our port: the Makefile hipify migrated). Our port stands in
     for NAME-cuda: its relative -I paths and <parent> resolve as if it lay
     in src/, and an -I of another program's CUDA directory (../OTHER-cuda,
     where the human twin names ../OTHER-hip) is our port of that program.
     A program compiles when every unit does;
  3. prints the outcome per class, the first error of our port for every pair
     only the human twin compiles, those errors grouped by cause, and the pairs
     "blocked": the twin fails on a header no file of the program provides (a
     library, or a HIP newer than this machine's), and our port fails too.
A hipify or hipcc that crashes or hangs is recorded, never fatal. See
docs/benchmarks.md, section "Corpus: HeCBench twins".
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HIPCC = ["hipcc", "-fsyntax-only", "-x", "hip", "--offload-arch=gfx90a",
         "-std=c++17", "-w"]
UNIT_EXTS = (".cu", ".cpp", ".cc", ".cxx", ".hip")
HEADER_EXTS = (".h", ".hpp", ".cuh", ".hh", ".inc")
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
ANY_INCLUDE_RE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]', re.M)
# A CUDA library a program uses, by a header it includes (the library's
# family in mappings/). Shared with cuda_samples.py.
CUDA_LIBRARY_HEADERS = [
    (re.compile(p), name) for p, name in (
        (r"^cublas", "cuBLAS"), (r"^cufft", "cuFFT"), (r"^curand", "cuRAND"),
        (r"^cusparse", "cuSPARSE"), (r"^cusolver", "cuSOLVER"), (r"^cudnn", "cuDNN"),
        (r"^(npp|nppi|npps)", "NPP"), (r"^nvjpeg", "nvJPEG"), (r"^nvrtc", "NVRTC"),
        (r"^nvml", "NVML"), (r"^cutensor", "cuTENSOR"), (r"^(thrust|cub)/", "Thrust/CUB"),
        (r"^nccl", "NCCL"), (r"^nvvm", "libNVVM"), (r"^nvJitLink", "nvJitLink"))]


def libraries_of(names):
    """The CUDA libraries the include names belong to, sorted."""
    return sorted({lib for n in names for pattern, lib in CUDA_LIBRARY_HEADERS
                   if pattern.match(n)})


def program_libraries(d):
    """The CUDA libraries the files of directory d include."""
    names = set()
    for dirpath, _, files in os.walk(d):
        for f in files:
            if f.endswith(UNIT_EXTS + HEADER_EXTS):
                names |= set(ANY_INCLUDE_RE.findall(read(os.path.join(dirpath, f))))
    return libraries_of(names)
ERROR_RE = re.compile(r"^(.*?):(\d+):(?:\d+:)? (?:fatal )?error: (.*)$")
NOT_FOUND_RE = re.compile(r"'([^']+)' file not found")
QUOTED_RE = re.compile(r"'([^']*)'")


def run_cmd(cmd, timeout, cwd=None, env=None):
    """Runs cmd in its own process group; returns (exit code or None on
    timeout, combined output). A hung command's whole group is killed.
    env: variables added to this process's environment."""
    try:
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE,
                                env=dict(os.environ, **env) if env else None,
                                stderr=subprocess.STDOUT, start_new_session=True)
    except OSError as e:
        return -1, "cannot run %s: %s" % (cmd[0], e)
    try:
        out, _ = proc.communicate(timeout=timeout)
        return proc.returncode, out.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, _ = proc.communicate()
        return None, out.decode("utf-8", "replace") + "\n(timed out after %d s)" % timeout


def find_pairs(hec):
    """Names NAME with both src/NAME-cuda and src/NAME-hip, sorted."""
    src = os.path.join(hec, "src")
    return sorted(d[:-5] for d in os.listdir(src) if d.endswith("-cuda")
                  and os.path.isdir(os.path.join(src, d))
                  and os.path.isdir(os.path.join(src, d[:-5] + "-hip")))


def makefile_lines(path):
    """The Makefile's logical lines (continuations joined) outside every
    ifeq/ifdef block; [] when there is none."""
    text = read(path).replace("\\\n", " ")
    lines, depth = [], 0
    for line in text.splitlines():
        word = line.strip().split(" ", 1)[0]
        if word in ("ifeq", "ifneq", "ifdef", "ifndef"):
            depth += 1
        elif word == "endif":
            depth = max(0, depth - 1)
        elif depth == 0:
            lines.append(line.split("#", 1)[0])
    return lines


def makefile_sources(lines):
    """Names from the source lists (source, SOURCES, *_source, *_src) and the
    object lists (obj: X.o stands for X.cu, X.cpp, ...); words built from
    variables are dropped. None when there are none."""
    names = []
    for line in lines:
        m = re.match(r"\s*(source|SOURCES|[a-z_]+_source|[a-z_]+_src|obj)\s*[:+?]?=(.*)", line)
        if m:
            names += [w for w in m.group(2).split() if "$" not in w and w not in names]
    return names or None


def makefile_flags(lines, here, stand_in=None):
    """-I/-D flags of unconditional *FLAGS/INC* assignments. Relative -I paths
    resolve against `here`, or, when stand_in=(port, cuda_dir), as if the port
    lay at cuda_dir. Flags using variables and absolute paths are dropped."""
    flags = []
    for line in lines:
        m = re.match(r"\s*([A-Za-z_]*(?:FLAGS|INC|INCLUDES?))\s*[:+?]?=(.*)", line)
        if not m:
            continue
        try:
            words = shlex.split(m.group(2))
        except ValueError:
            words = m.group(2).split()
        for w in words:
            if "$" in w or "<" in w:
                continue
            if w.startswith("-D") and len(w) > 2:
                flags.append(w)
            elif w.startswith("-I") and len(w) > 2 and not os.path.isabs(w[2:]):
                flags.append("-I" + resolve_dir(w[2:], here, stand_in))
    return flags


def resolve_dir(rel, here, stand_in):
    """rel against `here`; with stand_in=(port, cuda_dir[, sibling]), paths
    inside cuda_dir land in the port; another program's CUDA directory
    (../OTHER-cuda, whose headers some programs share) becomes sibling(path),
    our port of it, as the human twin uses ../OTHER-hip; the others stay in
    the HeCBench tree."""
    if not stand_in:
        return os.path.normpath(os.path.join(here, rel))
    port, cuda_dir = stand_in[:2]
    sibling = stand_in[2] if len(stand_in) > 2 else None
    p = os.path.normpath(os.path.join(cuda_dir, rel))
    if p == cuda_dir or p.startswith(cuda_dir + os.sep):
        return os.path.join(port, os.path.relpath(p, cuda_dir))
    if sibling and os.path.dirname(p) == os.path.dirname(cuda_dir) and \
            p.endswith("-cuda") and os.path.isdir(p):
        return sibling(p)
    return p


def program_makefile(hec, name):
    """(directory, Makefile lines, translation units) of src/NAME-cuda, or
    None when it has no Makefile or no units."""
    d = os.path.join(hec, "src", name + "-cuda")
    makefile = os.path.join(d, "Makefile")
    if not os.path.isfile(makefile):
        return None
    lines = makefile_lines(makefile)
    units = translation_units(d, makefile_sources(lines))
    return (d, lines, units) if units else None


def translation_units(d, sources):
    """The units to check in d: the Makefile's sources that exist, else every
    file with a unit extension that no other file of d includes by name."""
    found = []
    for name in sources or []:
        stem = name[:-2] if name.endswith(".o") else None
        for cand in ([stem + e for e in UNIT_EXTS + (".c",)] if stem else [name]):
            if os.path.isfile(os.path.join(d, cand)) and cand not in found:
                found.append(os.path.normpath(cand))
                break
    if found:
        return found
    units, included = [], set()
    for dirpath, _, files in os.walk(d):
        for f in files:
            path = os.path.join(dirpath, f)
            if f.endswith(UNIT_EXTS):
                units.append(os.path.relpath(path, d))
            if f.endswith(UNIT_EXTS + HEADER_EXTS):
                included |= {os.path.basename(i) for i in INCLUDE_RE.findall(read(path))}
    return sorted(u for u in units if os.path.basename(u) not in included)


def read(path):
    """The file's text; "" when it cannot be read."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def port(hipify, cuda_dir, out, report, flags, timeout):
    """Runs hipify port on cuda_dir; returns the port's record."""
    shutil.rmtree(out, ignore_errors=True)
    cmd = [hipify, "port", "--in-root=" + cuda_dir, "--out-root=" + out,
           "--copy-all", "--quiet", "--report=" + report, "-j1",
           "--timeout=%d" % timeout, "--", "-I" + cuda_dir] + flags
    start = time.time()
    rc, output = run_cmd(cmd, timeout * 4)
    rec = {"rc": rc, "seconds": round(time.time() - start, 1), "crashes": [],
           "failed": [], "skipped": []}
    if rc is None:
        rec["error"] = "hipify timed out after %d s" % (timeout * 4)
    elif rc < 0:
        last = output.strip().splitlines()[-1:]
        rec["error"] = "hipify died of signal %d%s" % (-rc, ": " + last[0] if last else "")
    try:
        with open(report, encoding="utf-8") as f:
            files = json.load(f).get("files", [])
    except (OSError, ValueError):
        files = []
    for f in files:
        entry = "%s: %s" % (f.get("path"), f.get("reason", ""))
        if f.get("status") == "failed":
            crash = re.search(r"crash|signal", f.get("reason", ""), re.I)
            rec["crashes" if crash else "failed"].append(entry)
        elif f.get("status") == "skipped":
            rec["skipped"].append(entry)
    return rec


def first_error(output, d):
    """(file relative to d, line, message) of the first error, or None."""
    for line in output.splitlines():
        m = ERROR_RE.match(line)
        if m:
            path = os.path.normpath(os.path.join(d, m.group(1)))
            if path.startswith(d + os.sep):
                path = os.path.relpath(path, d)
            return path, int(m.group(2)), m.group(3)
    return None


def source_line(path, line):
    """The stripped text of line `line` of path, or ""."""
    lines = read(path).splitlines()
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def check_tree(d, units, flags, parent, timeout, library_headers=None):
    """Syntax-checks each unit of d; returns {ok, units, errors}, where errors
    holds the first error of each failing unit."""
    rec = {"ok": bool(units), "units": len(units), "errors": [], "missing": []}
    if not units:
        rec["errors"].append({"file": "", "line": 0, "text": "", "message":
                              "no translation units found" if os.path.isdir(d) else "no port"})
    for u in units:
        cmd = HIPCC + ["-I" + d, "-I" + parent] + flags + [u]
        if library_headers:
            cmd[-1:-1] = ["-I" + os.path.join(library_headers, "include")]
        rc, output = run_cmd(cmd, timeout, cwd=d)
        if rc == 0:
            continue
        rec["ok"] = False
        err = first_error(output, d)
        if err is None:
            err = (u, 0, "hipcc " + ("timed out" if rc is None else "exit %s" % rc))
        path = os.path.join(d, err[0])
        rec["errors"].append({"file": err[0], "line": err[1], "message": err[2],
                              "text": source_line(path, err[1]) if err[1] else ""})
        rec["missing"] += NOT_FOUND_RE.findall(output)
    return rec


def run_pair(name, args, work):
    """Ports one program and checks both sides; returns its result."""
    src = os.path.join(args.hec, "src")
    cuda_dir, hip_dir = os.path.join(src, name + "-cuda"), os.path.join(src, name + "-hip")
    out = os.path.join(work, name)
    cuda_mk = makefile_lines(os.path.join(cuda_dir, "Makefile"))
    res = {"name": name, "port": port(args.hipify, cuda_dir, out,
                                      os.path.join(work, name + ".report.json"),
                                      makefile_flags(cuda_mk, cuda_dir), args.port_timeout)}
    ours_mk = makefile_lines(os.path.join(out, "Makefile")) or cuda_mk

    def sibling(other_cuda):
        # Ported with this program's own port, so pairs stay independent.
        other = os.path.join(work, name + ".siblings", os.path.basename(other_cuda)[:-5])
        if not os.path.isdir(other):
            port(args.hipify, other_cuda, other, other + ".report.json", [],
                 args.port_timeout)
        return other

    res["ours"] = check_tree(out, translation_units(out, makefile_sources(ours_mk)),
                             makefile_flags(ours_mk, out, (out, cuda_dir, sibling)), src,
                             args.hipcc_timeout, args.hip_library_headers)
    hip_mk = makefile_lines(os.path.join(hip_dir, "Makefile"))
    res["human"] = check_tree(hip_dir, translation_units(hip_dir, makefile_sources(hip_mk)),
                              makefile_flags(hip_mk, hip_dir), src, args.hipcc_timeout,
                              args.hip_library_headers)
    res["blocked"] = external_headers(res["human"]["missing"], (hip_dir, cuda_dir))
    res["libraries"] = program_libraries(cuda_dir)
    return res


def external_headers(headers, dirs):
    """The headers that no file of dirs provides (they belong to a library or
    a HIP newer than this machine has), sorted."""
    present = set()
    for d in dirs:
        for dirpath, _, files in os.walk(d):
            present |= {"/" + os.path.relpath(os.path.join(dirpath, f), d) for f in files}
    return sorted({h for h in headers
                   if not any(p.endswith("/" + h.lstrip("./")) for p in present)})


def classify(r):
    """both, human-only, ours-only, neither or blocked."""
    ours, human = r["ours"]["ok"], r["human"]["ok"]
    if not human and r["blocked"] and not ours:
        return "blocked"
    return {(True, True): "both", (False, True): "human-only",
            (True, False): "ours-only", (False, False): "neither"}[(ours, human)]


def cause(message):
    """The message's shape: quoted text collapsed, numbers dropped."""
    return re.sub(r"\d+", "N", QUOTED_RE.sub("'_'", message))


def print_table(results, title=None):
    """Prints the count of each outcome."""
    if title:
        print("\n" + title)
    classes = collections.Counter(classify(r) for r in results)
    ports = [r["port"] for r in results]
    rows = [("pairs tried", len(results)),
            ("ours compiles", sum(r["ours"]["ok"] for r in results)),
            ("human compiles", sum(r["human"]["ok"] for r in results))]
    rows += [(c, classes[c]) for c in ("both", "human-only", "ours-only", "neither")]
    rows += [("blocked by missing library", classes["blocked"]),
             ("worker crashes (files)", sum(len(p["crashes"]) for p in ports)),
             ("worker crashes (programs)", sum(bool(p["crashes"]) for p in ports)),
             ("hipify failed/skipped files", sum(len(p["failed"]) + len(p["skipped"]) for p in ports)),
             ("hipify crashed or hung (programs)", sum("error" in p for p in ports)),
             ("hipify exit != 0 (programs)", sum(p["rc"] != 0 for p in ports))]
    for label, n in rows:
        print("%-34s %5d" % (label, n))


def print_human_only(results, work):
    """Prints our first error for each human-only pair, then by cause."""
    groups = collections.defaultdict(list)
    for r in (r for r in results if classify(r) == "human-only"):
        if not groups:
            print("\nHuman-only pairs, first error of our port:")
        e = r["ours"]["errors"][0]
        where = "%s:%d: " % (os.path.join(work, r["name"], e["file"]), e["line"]) if e["file"] else ""
        print("  %s: %serror: %s" % (r["name"], where, e["message"]))
        if e["text"]:
            print("      > %s" % e["text"][:160])
        groups[cause(e["message"])].append((r["name"], QUOTED_RE.findall(e["message"])))
    if groups:
        print("\nCauses (human-only pairs):")
    for shape, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        idents = collections.Counter(q for _, qs in items for q in qs).most_common(4)
        print("  %3d  %s" % (len(items), shape))
        if idents:
            print("       identifiers: " + ", ".join("%s (%d)" % kv for kv in idents))
        print("       programs: " + ", ".join(n for n, _ in items))


def print_blocked_and_crashes(results):
    """Prints the blocked pairs' missing headers, and every crash or hang."""
    blocked = [r for r in results if classify(r) == "blocked"]
    if blocked:
        print("\nBlocked by missing library:")
    for r in blocked:
        print("  %s: %s" % (r["name"], ", ".join(r["blocked"])))
    for r in results:
        if "error" in r["port"]:
            print("\n%s: %s" % (r["name"], r["port"]["error"]))
        if r["port"]["crashes"]:
            print("\nWorker crashes in %s:\n  " % r["name"] + "\n  ".join(r["port"]["crashes"]))


def print_compare(old_file, results):
    """Prints the pairs whose outcome changed since the run in old_file."""
    try:
        with open(old_file, encoding="utf-8") as f:
            old = {r["name"]: r for r in json.load(f)["results"]}
    except (OSError, ValueError, KeyError) as e:
        print("\ncannot compare with %s: %s" % (old_file, e))
        return
    new = {r["name"]: r for r in results}
    common = sorted(set(old) & set(new))
    print("\nCompared with %s (%d pairs in both runs):" % (old_file, len(common)))
    for label, test in (("newly compiling", lambda o, n: n and not o),
                        ("newly broken", lambda o, n: o and not n)):
        names = [n for n in common if test(old[n]["ours"]["ok"], new[n]["ours"]["ok"])]
        print("  %s (%d): %s" % (label, len(names), ", ".join(names) or "-"))
    for n in common:
        o, c = old[n]["ours"]["errors"][:1], new[n]["ours"]["errors"][:1]
        if o and c and o[0]["message"] != c[0]["message"]:
            print("  %s: first error changed: %s -> %s" % (n, o[0]["message"], c[0]["message"]))


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
    p.add_argument("--hec", default=os.environ.get("HECBENCH", "/tmp/hec"))
    p.add_argument("--sample", type=int, help="a seeded random sample of N pairs")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--only", help="comma-separated program names")
    p.add_argument("-j", type=int, default=1, dest="jobs", help="programs in parallel")
    p.add_argument("--work", help="keep the ports here (default: a temporary directory)")
    p.add_argument("--json", help="write the per-pair results here")
    p.add_argument("--compare", metavar="OLD.json", help="show what changed since OLD.json")
    p.add_argument("--port-timeout", type=int, default=300,
                   help="hipify --timeout per unit; the whole port gets 4x (s)")
    p.add_argument("--hipcc-timeout", type=int, default=120, help="per unit (s)")
    p.add_argument("--hip-library-headers", metavar="DIR",
                   help="an install prefix of ROCm library headers (DIR/include), laid out "
                   "outside the repository, that both sides compile against")
    return p.parse_args()


def pin_hipify(path, into):
    """Copies the hipify binary into `into`, so that a rebuild during the run
    cannot mix two versions; returns (the copy, its identification)."""
    copy = os.path.join(into, "hipify")
    shutil.copy2(path, copy)
    with open(copy, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:16]
    _, version = run_cmd([copy, "--version"], 60)
    return copy, " ".join(version.split()[:2] + ["sha256:" + digest])


def select_pairs(args):
    """The pairs to run: all, those of --only, then a --sample of them."""
    names = find_pairs(args.hec)
    if args.only:
        wanted = set(args.only.split(","))
        names = [n for n in names if n in wanted]
    if args.sample and args.sample < len(names):
        names = sorted(random.Random(args.seed).sample(names, args.sample))
    return names


def main():
    args = parse_args()
    if not os.access(args.hipify, os.X_OK):
        sys.exit("hecbench.py: no hipify at %s (--hipify)" % args.hipify)
    if args.hip_library_headers:
        args.hip_library_headers = os.path.abspath(args.hip_library_headers)
        if not os.path.isdir(os.path.join(args.hip_library_headers, "include")):
            sys.exit("hecbench.py: no include/ under --hip-library-headers %s"
                     % args.hip_library_headers)
    names = select_pairs(args)
    work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="hecbench-")
    os.makedirs(work, exist_ok=True)
    pin = tempfile.mkdtemp(prefix="hecbench-bin-")
    start, results = time.time(), []
    try:
        args.hipify, identity = pin_hipify(os.path.abspath(args.hipify), pin)
        print("%s; %d pairs from %s" % (identity, len(names), args.hec))
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            futures = {pool.submit(run_pair, n, args, work): n for n in names}
            for fut in concurrent.futures.as_completed(futures):
                try:
                    r = fut.result()
                except Exception as e:  # a bug here must not lose the others
                    print("%s: benchmark error %r" % (futures[fut], e), file=sys.stderr)
                    continue
                results.append(r)
                print("[%d/%d] %s: %s (%.0f s)" % (len(results), len(names), r["name"],
                                                   classify(r), time.time() - start),
                      file=sys.stderr)
        results.sort(key=lambda r: r["name"])
        if args.json:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump({"hipify": identity, "hec": args.hec,
                           "hip_library_headers": args.hip_library_headers, "seconds":
                           round(time.time() - start), "results": results}, f, indent=1)
        print_table(results)
        print_table([r for r in results if r.get("libraries")],
                    "Pairs whose CUDA program uses a CUDA library (cuBLAS, cuFFT, ...):")
        print_human_only(results, work)
        print_blocked_and_crashes(results)
        print("\n%d pairs in %.0f s" % (len(results), time.time() - start))
        if args.compare:
            print_compare(args.compare, results)
    finally:
        shutil.rmtree(pin, ignore_errors=True)
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
