#!/usr/bin/env python3
"""Two tree ports into one output root at once.

Usage: concurrent_ports.py HIPIFY IN_ROOT OUT_ROOT CUDA_PATH

Starts a port that hangs on its unit (--debug-hang-on) once it holds the
output root, runs a second port into the same root while the first runs,
prints its exit status and error, then kills the first (SIGKILL: the lock
must go with it) and runs a third, which must succeed.
"""
import glob
import os
import subprocess
import sys
import time

hipify, in_root, out_root, cuda = sys.argv[1:5]
port = [hipify, "port", "--in-root=" + in_root, "--out-root=" + out_root,
        "--cuda-path=" + cuda, "--quiet"]
first = subprocess.Popen(port + ["--debug-hang-on=.cu", "--timeout=120"],
                         stderr=subprocess.DEVNULL)
# The work directory appears once the first port holds the root.
deadline = time.time() + 60
while not glob.glob(os.path.join(out_root, ".hipify-work-*")):
    if time.time() > deadline or first.poll() is not None:
        print("the first port never started its workers")
        sys.exit(1)
    time.sleep(0.1)
second = subprocess.run(port, stderr=subprocess.PIPE, text=True)
print("second: exit %d" % second.returncode)
print(second.stderr.strip().replace(out_root, "OUT"))
print("first still running: %s" % (first.poll() is None))
first.kill()
first.wait()
third = subprocess.run(port, stderr=subprocess.PIPE, text=True)
print("third: exit %d" % third.returncode)
