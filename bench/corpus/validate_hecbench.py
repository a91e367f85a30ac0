#!/usr/bin/env python3
"""Corpus benchmark: `hipify validate` on self-checking HeCBench programs.

HeCBench (github.com/zjin-lcf/HeCBench; docs/benchmarks.md says how to get it)
holds CUDA programs in src/NAME-cuda/. This script picks the ones validation can
take as they are:
  - its translation units (the Makefile's source list, else the files no other
    file includes) lie in its directory, at least one of them CUDA; a program
    of one unit is validated as that file, one of several as its directory
    (`hipify validate DIR` then finds the same units: the one with main() and
    the rest; a directory holding other sources, such as a stray copy of
    another version, is left out);
  - self-checking: the source prints PASS (or FAIL);
  - no CUDA library the CPU runner does not have (CUB, Thrust, cuSOLVER,
    cuDNN, cuBLASLt...) and no MPI; with --with-libraries, programs that
    call cuBLAS, cuFFT, cuRAND or cuSPARSE (which it has) are candidates
    too, and counted apart;
  - no data kept out of git (a .dvc file in its directory), and a `run`
    target in the Makefile whose arguments name no file (no data sets), taken as the program's arguments,
    with every number above --max-arg lowered to --max-arg (smaller problems:
    the CPU runner is slower than a GPU);
and for each runs
    hipify validate SRC|DIR --offload-arch=gfx90a --timeout=T --run-args=ARGS
        --report=R.json -- -I<dir> [-fopenmp]
then prints, per program and in total, the outcome (PASS, or the stage that
failed: port, build, original run, port run, divergence), what stdout compared
and skipped, and how long each side ran. A validate that hangs is killed and
recorded. With --originals-only it runs each original alone
(`hipify cpu-run --verbose`) instead: whether it runs at its arguments, how
long, and whether its kernels run as loops, phased or on fibers (what the CPU
runner can take, before any port); a program of several units runs as its
directory (`hipify cpu-run DIR`). Nothing of HeCBench is copied into this
repository.
"""
import argparse
import collections
import json
import os
import random
import re
import shlex
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hecbench  # noqa: E402  (run_cmd, makefile_lines, makefile_sources, ...)

# CUDA libraries the CPU runner has (docs/cpu-runner.md, "Libraries"), and
# those it does not (nor MPI).
RUNNER_LIBRARY_RE = re.compile(
    r"#\s*include\s*[<\"](cublas_v2|cublas_api|cufft|curand|cusparse)")
LIBRARY_RE = re.compile(
    r"#\s*include\s*[<\"](cub/|thrust/|cublasLt|cublasXt|cublas\.h|cusolver|"
    r"cudnn|nccl|nvrtc|cutlass|mpi\.h)")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_arguments(makefile):
    """The arguments of the Makefile's `run` recipe (`./$(program) ARGS`),
    or None when there is none or it names a file."""
    text = hecbench.read(makefile).replace("\\\n", " ")
    m = re.search(r"^run\s*:.*\n\t(.*)$", text, re.M)
    if not m:
        return None
    words = shlex.split(m.group(1), comments=True, posix=True)
    for i, w in enumerate(words):
        if w.endswith("$(program)") or w.endswith("${program}"):
            args = words[i + 1:]
            break
    else:
        return None
    # A word that is neither a number nor an option names a file or a
    # directory (columnarSolver's `data`): the data sets are not in git.
    if any("/" in a or "$" in a or
           not re.fullmatch(r"-?[0-9.e+-]+", a) and not a.startswith("-")
           for a in args):
        return None
    return args


# A run argument the program reads into a variable whose name ends in one of
# these words (repeat, nRepeat, num_iterations, niters, time_steps, ...)
# repeats the work (timing loops, time steps): it becomes --repeat.
REPEAT_RE = re.compile(
    r"\b\w*?(?:repeat|repeats|iterations?|iters?|passes|loops?|steps|ntimes|ntests|runs)"
    r"\s*=\s*(?:\(\s*\w+\s*\)\s*)?(?:std::)?(?:atoi|atol|atoll|stoi|strtol)"
    r"\s*\(\s*argv\s*\[\s*([0-9]+)\s*\]", re.I)


def repeat_positions(text):
    """Indices into the run arguments (argv[K] is argument K-1) that name
    how often the program repeats its work."""
    return sorted({int(m.group(1)) - 1 for m in REPEAT_RE.finditer(text)
                   if int(m.group(1)) >= 1})


def lowered(args, max_arg, repeats=(), repeat=1):
    """Numbers above max_arg become max_arg, repeat counts become repeat;
    the rest is kept."""
    out = []
    for i, a in enumerate(args):
        if i in repeats and re.fullmatch(r"[0-9]+", a):
            out.append(str(min(int(a), repeat)))
        elif re.fullmatch(r"[0-9]+", a) and int(a) > max_arg:
            out.append(str(max_arg))
        else:
            out.append(a)
    return out


ARGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         "validate_args.txt")


# A source edit: NAME/FILE: "OLD" => "NEW"  # why
EDIT_RE = re.compile(r'\s*([\w.+-]+)/([^:\s]+):\s*"((?:[^"\\]|\\.)*)"\s*=>\s*'
                     r'"((?:[^"\\]|\\.)*)"\s*(?:#\s*(.*))?$')


def is_edit_line(line):
    name = line.partition(":")[0]
    return "/" in name and not name.lstrip().startswith("#")


def argument_overrides(path=ARGS_FILE):
    """{name: (args or None for skip, why, environment)} from
    validate_args.txt; leading VAR=VALUE words are the environment."""
    overrides = {}
    for number, line in enumerate(hecbench.read(path).splitlines(), 1):
        if is_edit_line(line):
            continue
        text, _, why = line.partition("#")
        if not text.strip():
            continue
        name, colon, rest = text.partition(":")
        if not colon:
            sys.exit("%s:%d: expected 'NAME: ARG...' or 'NAME: skip'" %
                     (path, number))
        words = rest.split()
        env = {}
        while words and re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*", words[0]):
            variable, _, value = words.pop(0).partition("=")
            env[variable] = value
        overrides[name.strip()] = (None if words == ["skip"] else words,
                                   why.strip(), env)
    return overrides


def source_edits(path=ARGS_FILE):
    """{name: [(file, old, new, why)]}: the edits validate_args.txt makes to
    a copy of a program whose sizes are fixed in its source."""
    edits = collections.defaultdict(list)
    for number, line in enumerate(hecbench.read(path).splitlines(), 1):
        if not is_edit_line(line):
            continue
        m = EDIT_RE.fullmatch(line)
        if not m:
            sys.exit('%s:%d: expected NAME/FILE: "OLD" => "NEW"  # why' %
                     (path, number))
        unquote = lambda t: re.sub(r"\\(.)", lambda e: "\n" if e.group(1) == "n"
                                   else e.group(1), t)
        edits[m.group(1)].append((m.group(2), unquote(m.group(3)),
                                  unquote(m.group(4)), m.group(5) or ""))
    return dict(edits)


def sized_copy(hec, name, found, edits, work):
    """found (candidate()'s result) for a copy of src/NAME-cuda under work
    (same name, every file) with its edits made; each OLD text must occur
    in its file, so an edit that no longer applies stops the run."""
    source, args, flags, repeats = found
    original = os.path.join(hec, "src", name + "-cuda")
    copy = os.path.join(work, "sized", name + "-cuda")
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(original, copy, symlinks=True)
    for file, old, new, _why in edits:
        path = os.path.join(copy, file)
        text = hecbench.read(path)
        if old not in text:
            sys.exit("validate_args.txt: %s/%s has no %r: the edit no "
                     "longer applies" % (name, file, old))
        with open(path, "w") as f:
            f.write(text.replace(old, new))

    def moved(path):
        return path.replace(original, copy, 1)
    return moved(source), args, [moved(f) for f in flags], repeats


def arguments(name, found, max_arg, repeat, overrides):
    """The run arguments of candidate `found` (candidate()'s result): its
    line in validate_args.txt, else the Makefile's lowered; None when that
    file says to skip it."""
    if name in overrides:
        return overrides[name][0]
    _source, args, _flags, repeats = found
    return lowered(args, max_arg, repeats, repeat)


def uses_runner_library(hec, name):
    """Whether src/NAME-cuda includes a CUDA library the CPU runner has."""
    d = os.path.join(hec, "src", name + "-cuda")
    if not os.path.isdir(d):
        return False
    return any(RUNNER_LIBRARY_RE.search(hecbench.read(os.path.join(d, f)))
               for f in os.listdir(d)
               if f.endswith(hecbench.HEADER_EXTS + (".cu", ".cpp", ".c")))


def candidate(hec, name, with_libraries=False):
    """(source, args, flags, repeats) when src/NAME-cuda is a program
    validation can take as it is, else None; repeats: the indices of its
    repeat-count arguments. With with_libraries, a program that calls the
    CUDA libraries the CPU runner has is one too."""
    program = hecbench.program_makefile(hec, name)
    if not program:
        return None
    d, lines, units = program
    makefile = os.path.join(d, "Makefile")
    if not any(u.endswith(".cu") for u in units) or \
            any(u.startswith("..") for u in units):
        return None
    if len(units) == 1:
        source = os.path.join(d, units[0])
    else:
        # validate DIR takes every unit under d: they must be the Makefile's.
        everything = hecbench.translation_units(d, None)
        if sorted(os.path.normpath(u) for u in everything) != sorted(units):
            return None
        source = d
    text = "".join(hecbench.read(os.path.join(d, u)) for u in units)
    if "PASS" not in text:
        return None
    # The CPU runner has no CUDA libraries (cuBLAS, CUB, Thrust, ...).
    headers = [os.path.join(d, f) for f in os.listdir(d)
               if f.endswith(hecbench.HEADER_EXTS)]
    everything = text + "".join(hecbench.read(h) for h in headers)
    if LIBRARY_RE.search(everything):
        return None
    if RUNNER_LIBRARY_RE.search(everything) and not with_libraries:
        return None
    # Data kept out of git by DVC (a .dvc file beside the sources): the
    # program reads it by default (ced's input/peppa/, mt's data/).
    if any(f.endswith(".dvc") for f in os.listdir(d)):
        return None
    args = run_arguments(makefile)
    if args is None:
        return None
    flags = ["-I" + d] + hecbench.makefile_flags(lines, d)
    if "-fopenmp" in " ".join(lines):
        flags.append("-fopenmp")
    return source, args, flags, repeat_positions(text)


def outcome(report):
    """PASS, or the first stage that failed, from validate's JSON report."""
    if report.get("succeeded"):
        return "PASS"
    if report.get("port") == "failed":
        return "port failed"
    build = report.get("build", {})
    original, port = report.get("original"), report.get("portRun")
    if original and not original.get("ok"):
        return "original: %s failed" % original.get("stage")
    if port and not port.get("ok"):
        return "port: %s failed" % port.get("stage")
    if not build.get("compiled", True):
        return "build failed"
    if not report.get("exitCodesMatch", True):
        return "divergence: exit status"
    if not report.get("stdout", {}).get("matches", True):
        return "divergence: stdout"
    if not report.get("launches", {}).get("matches", True):
        return "divergence: launches"
    if report.get("noKernelRan"):
        return "no kernel ran (exit %s)" % (original or {}).get("exitCode")
    if not all(t.get("codeObject") for t in report.get("targets", [])):
        return "build failed"
    return "failed"


def validate(hipify, name, source, args, flags, work, timeout, extra=(),
             tag="", env=None, arch="gfx90a"):
    """Runs validate; extra: more options of it (--no-warp-fixes, ...);
    env: the CPU runner's settings for both sides; arch: the AMD target
    (none: no AMD build)."""
    report = os.path.join(work, name + tag + ".json")
    cmd = [hipify, "validate", source, "--cuda-path=/usr/local/cuda",
           "--offload-arch=" + arch,
           "--timeout=%d" % timeout,
           "--run-args=" + " ".join(args), "--report=" + report] + \
        list(extra) + ["--"] + flags
    start = time.monotonic()
    # From the program's directory, as its Makefile runs it: programs open
    # their inputs by relative paths (bezier-surface's input/control.txt);
    # validate runs each side in a directory of links to its files, so what
    # a program writes stays in validate's work directory.
    code, output = hecbench.run_cmd(cmd, timeout * 3 + 120,
                                    cwd=source if os.path.isdir(source)
                                    else os.path.dirname(source), env=env)
    seconds = time.monotonic() - start
    if code is None:
        return {"name": name, "outcome": "validate hung", "seconds": seconds}
    try:
        with open(report) as f:
            r = json.load(f)
        # A directory's report lists its programs: here, the one.
        if "programs" in r:
            r = r["programs"][0]
    except (OSError, ValueError, IndexError):
        return {"name": name, "outcome": "no report (exit %s)" % code,
                "seconds": seconds, "output": output[-400:]}
    out = r.get("stdout", {})
    detail = ""
    for side in ("original", "portRun"):
        if r.get(side) and r[side].get("detail"):
            detail = r[side]["detail"].strip().splitlines()[0][:160]
            break
    if not detail and r.get("build", {}).get("compiled") is False:
        errors = [l for l in r["build"].get("output", "").splitlines() if "error:" in l]
        detail = errors[0][:160] if errors else ""
    if not detail and out.get("divergence"):
        detail = out["divergence"].get("why", "")
    return {"name": name, "outcome": outcome(r), "seconds": seconds,
            "original_s": (r.get("original") or {}).get("seconds", 0),
            "port_s": (r.get("portRun") or {}).get("seconds", 0),
            "compared": out.get("linesCompared"),
            "ignored": len(out.get("ignored", [])), "detail": detail,
            "args": " ".join(args), "report": r}


def run_original(hipify, name, source, args, flags, timeout, env=None):
    """The original alone on the CPU runner (`hipify cpu-run --verbose`):
    whether it runs at these arguments, how long, and how its kernels run
    (a loop, phased, fibers). A program of several units is its directory
    (`cpu-run DIR`)."""
    # In a scratch directory of links to the program's files: what it
    # writes never lands in the corpus.
    cmd = [hipify, "cpu-run", source, "--verbose", "--run-in-scratch",
           "--timeout=%d" % timeout,
           "--run-args=" + " ".join(args), "--"] + flags
    start = time.monotonic()
    # Guarded device memory, as validate runs it: a kernel that writes past
    # a buffer is named, not a heap corrupted later.
    code, output = hecbench.run_cmd(cmd, timeout * 3 + 120,
                                    cwd=source if os.path.isdir(source)
                                    else os.path.dirname(source),
                                    env=dict(env or {}, HIPIFY_CPU_GUARD="1"))
    seconds = time.monotonic() - start
    kinds = sorted({m.split()[-1] for m in re.findall(
        r"runs (phased|its threads as fibers|its threads as a loop)", output)})
    why = next((line[:160] for line in output.splitlines()
                if "error:" in line or line.startswith("hipify-cpu:")
                or "timed out" in line), "")
    outcome = ("hung" if code is None else "ran" if code == 0 else
               "timed out" if code == 124 else "exit %d" % code)
    return {"name": name, "outcome": outcome, "seconds": seconds,
            "kernels": ",".join(kinds), "detail": why,
            "args": " ".join(args)}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hipify", default=os.path.join(ROOT, "build", "bin", "hipify"))
    p.add_argument("--hec", default=os.environ.get("HECBENCH", "/tmp/hec"))
    p.add_argument("--sample", type=int, help="a seeded random sample of N programs")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--only", help="comma-separated program names")
    p.add_argument("--timeout", type=int, default=20, help="runner limit per side (s)")
    p.add_argument("--max-arg", type=int, default=1024,
                   help="numeric run arguments above this are lowered to it")
    p.add_argument("--repeat", type=int, default=1,
                   help="repeat-count arguments (argv read into a variable "
                        "named repeat, iterations, ...) are lowered to this")
    p.add_argument("--originals-only", action="store_true",
                   help="run only each original on the CPU runner (cpu-run), "
                        "not validate: which run at their arguments, how "
                        "long, with kernels as loops, phased or on fibers")
    p.add_argument("--with-libraries", action="store_true",
                   help="also validate the programs that call cuBLAS, cuFFT, "
                        "cuRAND or cuSPARSE (on the CPU runner's libraries)")
    p.add_argument("--libraries-only", action="store_true",
                   help="only those programs (implies --with-libraries)")
    p.add_argument("--hip-library-headers",
                   help="an install prefix of ROCm's library headers "
                        "(hipBLAS, hipFFT...; /tmp/hiplibs/6.2) for the "
                        "ports' AMD builds; without it, a library program's "
                        "AMD build is left out (--offload-arch=none)")
    p.add_argument("--json", help="write the per-program results here")
    args = p.parse_args()
    if args.libraries_only:
        args.with_libraries = True

    names = [n for n in sorted(os.listdir(os.path.join(args.hec, "src")))
             if n.endswith("-cuda")]
    names = [n[:-5] for n in names]
    if args.only:
        wanted = set(args.only.split(","))
        names = [n for n in names if n in wanted]
    programs = [(n, c) for n in names
                for c in [candidate(args.hec, n, args.with_libraries)] if c]
    library = {n for n, _ in programs if uses_runner_library(args.hec, n)}
    if args.libraries_only:
        programs = [(n, c) for n, c in programs if n in library]
    if args.sample and args.sample < len(programs):
        programs = sorted(random.Random(args.seed).sample(programs, args.sample))
    with tempfile.TemporaryDirectory(prefix="hipify-validate-bench-") as tmp:
        hipify, version = hecbench.pin_hipify(args.hipify, tmp)
        print("hipify: %s; %d candidate programs of %d (seed %d)" %
              (version, len(programs), len(names), args.seed))
        results = []
        overrides, edits = argument_overrides(), source_edits()
        for name, found in programs:
            run_args = arguments(name, found, args.max_arg, args.repeat,
                                 overrides)
            if name in edits and run_args is not None:
                found = sized_copy(args.hec, name, found, edits[name], tmp)
            source, _args, flags, _repeats = found
            if run_args is None:
                r = {"name": name, "outcome": "skipped", "seconds": 0,
                     "detail": overrides[name][1]}
                results.append(r)
                print("%-24s %-28s %s" % (name, "skipped", r["detail"]),
                      flush=True)
                continue
            env = overrides[name][2] if name in overrides else {}
            if args.originals_only:
                r = run_original(hipify, name, source, run_args, flags,
                                 args.timeout, env)
                results.append(r)
                print("%-24s %-12s %6.1f s  %-22s %s" %
                      (name, r["outcome"], r["seconds"], r.get("kernels", ""),
                       r.get("detail", "")), flush=True)
                continue
            arch, extra = "gfx90a", []
            if name in library:
                # The ports include ROCm's library headers: their AMD build
                # needs them (laid out by scripts/fetch_hip_library_headers.py),
                # and the port may use that release's library API
                # (hiprandSetGeneratorOrdering is 6.2's), as the runner's
                # headers (HIP 6.2) have it.
                if args.hip_library_headers:
                    flags = flags + ["-I" + os.path.join(
                        args.hip_library_headers, "include")]
                    release = os.path.basename(
                        os.path.normpath(args.hip_library_headers))
                    if re.fullmatch(r"[0-9]+\.[0-9]+", release):
                        extra = ["--hip-version=" + release]
                else:
                    arch = "none"
            r = validate(hipify, name, source, run_args, flags, tmp,
                         args.timeout, extra=extra, env=env, arch=arch)
            r["library"] = name in library
            results.append(r)
            print("%-24s %-28s %6.1f s  orig %5.2f s  port %5.2f s  %s" %
                  (name, r["outcome"], r["seconds"], r.get("original_s", 0),
                   r.get("port_s", 0), r.get("detail", "")), flush=True)
    counts = collections.Counter(r["outcome"] for r in results)
    libs = [r for r in results if r.get("library")]
    if libs:
        print("\nlibrary programs (cuBLAS, cuFFT, cuRAND, cuSPARSE): %d" % len(libs))
        for what, n in collections.Counter(r["outcome"] for r in libs).most_common():
            print("  %-30s %d" % (what, n))
    print("\nsummary: %d programs" % len(results))
    for what, n in counts.most_common():
        print("  %-30s %d" % (what, n))
    ran = [r for r in results if r.get("compared") is not None]
    if ran:
        print("stdout: %d programs compared, %d of them with timing lines skipped" %
              (len(ran), sum(1 for r in ran if r["ignored"])))
    print("time: %.0f s in all, %.1f s per program" %
          (sum(r["seconds"] for r in results),
           sum(r["seconds"] for r in results) / max(1, len(results))))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
