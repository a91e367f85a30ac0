#!/usr/bin/env python3
"""Run a command and succeed only if it exits with the expected code.

Usage: expect_exit.py CODE COMMAND [ARGS...]

lit's shell has `not` but no way to check a particular exit code; hipify's
exit codes (0 ok, 1 findings, 2 usage/I/O) are part of its contract.
"""
import subprocess
import sys

expected = int(sys.argv[1])
result = subprocess.run(sys.argv[2:])
if result.returncode != expected:
    print("expect_exit: '%s' exited with %d, expected %d"
          % (" ".join(sys.argv[2:]), result.returncode, expected),
          file=sys.stderr)
    sys.exit(1)
