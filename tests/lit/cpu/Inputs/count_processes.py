"""Counts the living processes whose program name (argv[0]) is NAME.

A process may end between listing /proc and reading its files: it is then
not running, and not counted; nor is a zombie."""
import os
import sys


def alive(name):
    count = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                argv0 = f.read().split(b"\0")[0]
            with open("/proc/%s/stat" % pid) as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if argv0 == name.encode() and state != "Z":
            count += 1
    return count


if __name__ == "__main__":
    print(alive(sys.argv[1]))
