#!/usr/bin/env python3
"""Kills a tree port with SIGKILL at several moments, re-runs it to the end,
and checks the result against an uninterrupted run.

Usage: kill_and_resume.py WORK HIPIFY IN_ROOT [HIPIFY ARGS...]

Prints one line per check; exits 1 if any fails. The delays are fixed, not
random, so that a failure reproduces.
"""
import filecmp
import os
import shutil
import signal
import subprocess
import sys
import time

work, hipify, in_root, extra = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]


def port(out, kill_after=None):
    cmd = [hipify, "port", "--in-root=" + in_root, "--out-root=" + out,
           "--quiet", "-j2"] + extra
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
    if kill_after is None:
        return p.wait(timeout=600)
    time.sleep(kill_after)
    os.kill(p.pid, signal.SIGKILL)  # Only the batch: its workers must follow.
    p.wait()
    return None


def tree(root):
    """Relative path -> bytes, for every file (the state file compared apart)."""
    files = {}
    for base, dirs, names in os.walk(root):
        for name in names:
            path = os.path.join(base, name)
            files[os.path.relpath(path, root)] = open(path, "rb").read()
    return files


def workers_running():
    out = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    return [l for l in out.splitlines() if "--worker-result=" in l and work in l]


shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
reference = os.path.join(work, "reference")
expected_rc = port(reference)

failed = False
for delay in (0.05, 0.3, 0.8, 1.5):
    out = os.path.join(work, "killed-%g" % delay)
    port(out, kill_after=delay)
    # A worker forked in the instant of the kill may not have asked to die
    # with its parent yet; it notices at once that the parent is gone. One
    # still running after a few seconds outlived its batch.
    for _ in range(30):
        stray = workers_running()
        if not stray:
            break
        time.sleep(0.1)
    rc = port(out)
    same = tree(out) == tree(reference)
    leftovers = [p for p in tree(out) if ".hipify-tmp-" in p or ".hipify-work-" in p]
    ok = same and not leftovers and not stray and rc == expected_rc
    failed |= not ok
    print("killed after %gs: %s%s%s%s" % (
        delay, "same tree as an uninterrupted run" if same else "TREE DIFFERS",
        "" if not leftovers else "; leftovers: %s" % leftovers,
        "" if not stray else "; %d workers outlived the batch" % len(stray),
        "" if rc == expected_rc else "; exit %s, expected %s" % (rc, expected_rc)))
sys.exit(1 if failed else 0)
