#!/usr/bin/env python3
"""Drives `hipify cpu-run` the way a user (or a CI job) would, for hostile.test.

  watch_run.py stream HIPIFY SOURCE RELEASE
      The program prints "ready" and waits for the file RELEASE. The first
      line must reach us while the program runs; only then is RELEASE made.
  watch_run.py interrupt HIPIFY SOURCE SIGNAL
      The program prints "pid N" and sleeps. hipify gets SIGNAL; then the
      program must have ended with it, and (except for SIGKILL) hipify's work
      directory must be gone from $TMPDIR.
"""
import glob
import os
import signal
import subprocess
import sys
import time


def program_ended(pid, seconds=10.0):
    """True once pid is gone or a zombie (ended, not yet reaped by init)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with open("/proc/%d/stat" % pid) as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            return True
        if state in ("Z", "X"):
            return True
        time.sleep(0.05)
    return False


def work_dirs():
    return sorted(glob.glob(os.path.join(os.environ["TMPDIR"],
                                         "hipify-cpu-run-*")))


def stream(hipify, source, release):
    child = subprocess.Popen([hipify, "cpu-run", source,
                              "--run-args=" + release],
                             stdout=subprocess.PIPE, text=True)
    first = child.stdout.readline().rstrip("\n")
    print("first line, while the program runs:", first)
    open(release, "w").close()
    rest = child.stdout.read()
    print(rest, end="")
    print("exit", child.wait())


def interrupt(hipify, source, signal_name):
    child = subprocess.Popen([hipify, "cpu-run", source],
                             stdout=subprocess.PIPE, text=True)
    line = child.stdout.readline().split()
    if len(line) != 2 or line[0] != "pid":
        print("no pid line:", line)
        child.kill()
        return
    program = int(line[1])
    print("work directories while it runs:", len(work_dirs()))
    child.send_signal(getattr(signal, signal_name))
    status = child.wait()
    print("hipify ended by", signal.Signals(-status).name if status < 0
          else "exit %d" % status)
    print("program ended:", "yes" if program_ended(program) else "no")
    print("work directories after:", len(work_dirs()))


if __name__ == "__main__":
    {"stream": stream, "interrupt": interrupt}[sys.argv[1]](*sys.argv[2:])
