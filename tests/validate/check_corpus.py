#!/usr/bin/env python3
"""Checks a `hipify validate DIR --report=FILE` report of the example corpus
against expected_failures.txt.

    check_corpus.py REPORT.json EXPECTED_FAILURES.txt

Prints one line per program, in name order:
    NAME PASS
    NAME XFAIL <stage>           (listed, and failed at that stage)
    NAME FAIL <stage>: <detail>  (not listed, or failed elsewhere)
    NAME XPASS                   (listed, but passed: remove it from the list)
then "summary: N programs, P passed, X expected failures, F failed".
Exits 1 when anything FAILs or XPASSes.
"""
import json
import os
import sys


def failed_stage(program):
    """The first stage that failed, and a short detail for people."""
    if program.get("port") == "failed":
        return "port", program.get("error", "")
    build = program.get("build")
    if build is not None and not build.get("compiled"):
        return "build", "hipcc failed"
    missing = [t["arch"] for t in program.get("targets", []) if not t["codeObject"]]
    if missing:
        return "build", "no code object for " + ",".join(missing)
    for run in ("original", "portRun"):
        if run in program and not program[run]["ok"]:
            return "run", f"{run}: {program[run]['stage']} failed"
    if not program.get("exitCodesMatch", True):
        return "compare", "exit status differs"
    if not program.get("stdout", {}).get("matches", True):
        return "compare", "stdout differs"
    launches = program.get("launches", {})
    if not launches.get("matches", True):
        return "compare", launches["divergence"]["message"]
    return "other", program.get("error", "")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    report = json.load(open(sys.argv[1]))
    expected = {}
    for line in open(sys.argv[2]):
        words = line.split("#", 1)[0].split()
        if len(words) >= 2:
            expected[words[0]] = words[1]
    counts = {"PASS": 0, "XFAIL": 0, "FAIL": 0, "XPASS": 0}
    for program in sorted(report["programs"], key=lambda p: p["cuda"]):
        name = os.path.splitext(os.path.basename(program["cuda"]))[0]
        if program["succeeded"]:
            verdict = "XPASS" if name in expected else "PASS"
            print(f"{name} {verdict}")
        else:
            stage, detail = failed_stage(program)
            if expected.get(name) == stage:
                verdict = "XFAIL"
                print(f"{name} XFAIL {stage}")
            else:
                verdict = "FAIL"
                print(f"{name} FAIL {stage}: {detail}")
        counts[verdict] += 1
    total = sum(counts.values())
    print(f"summary: {total} programs, {counts['PASS']} passed, "
          f"{counts['XFAIL']} expected failures, "
          f"{counts['FAIL'] + counts['XPASS']} failed")
    sys.exit(1 if counts["FAIL"] or counts["XPASS"] else 0)


if __name__ == "__main__":
    main()
