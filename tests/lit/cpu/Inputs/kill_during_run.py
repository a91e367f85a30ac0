#!/usr/bin/env python3
"""Kills `hipify cpu-run` with SIGKILL while its program runs, and reports
how many processes the program forked are still alive after.

Usage: kill_during_run.py HIPIFY SOURCE NAME

The program (Inputs/forks.cu) names its children NAME; it waits 120 s, so
it is still running when hipify is killed.
"""
import signal
import subprocess
import sys
import time

from count_processes import alive

hipify, source, name = sys.argv[1:4]
run = subprocess.Popen([hipify, "cpu-run", source, "--run-args=%s 120" % name],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 120
while alive(name) < 3:
    if time.time() > deadline or run.poll() is not None:
        print("the program's children never all started")
        sys.exit(1)
    time.sleep(0.2)
print("before: %d" % alive(name))
run.send_signal(signal.SIGKILL)
run.wait()
deadline = time.time() + 20
while alive(name) and time.time() < deadline:
    time.sleep(0.2)
print("after kill -9 of hipify: %d" % alive(name))
