#!/usr/bin/env python3
"""Usage: run_parallel.py N COMMAND... — starts N copies of COMMAND at once,
with "{}" in its arguments replaced by the copy's index, and fails if any
copy fails."""
import subprocess
import sys

count = int(sys.argv[1])
procs = [subprocess.Popen([a.replace("{}", str(i)) for a in sys.argv[2:]])
         for i in range(count)]
sys.exit(max(p.wait() for p in procs))
