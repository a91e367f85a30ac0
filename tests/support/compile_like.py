#!/usr/bin/env python3
"""Compiles a source file the way the build compiles another one.

  compile_like.py HIPIFY_BINARY LIKE SOURCE [INCLUDE_DIR]

Takes the command that builds LIKE (a path relative to the source tree, such
as lib/Check/rules/TextureReference.cpp) from the compile_commands.json of the build
HIPIFY_BINARY belongs to, and runs it on SOURCE with -fsyntax-only and,
first of all include directories, INCLUDE_DIR. Exits with the compiler's
status; 2 when the build has no command for LIKE.
"""
import json
import os
import shlex
import subprocess
import sys


def main(argv):
    if len(argv) not in (4, 5):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    hipify, like, source = argv[1:4]
    build = os.path.dirname(os.path.dirname(os.path.abspath(hipify)))
    try:
        commands = json.load(open(os.path.join(build,
                                               "compile_commands.json")))
    except OSError as e:
        print("compile_like.py: %s" % e, file=sys.stderr)
        return 2
    for entry in commands:
        if entry["file"].endswith("/" + like):
            break
    else:
        print("compile_like.py: no command builds %s" % like, file=sys.stderr)
        return 2
    args = entry.get("arguments") or shlex.split(entry["command"])
    out = [args[0]]
    if len(argv) == 5:
        out.append("-I" + argv[4])
    skip = False
    for arg in args[1:]:
        if skip:
            skip = False
        elif arg in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
        elif arg in ("-c", "-MD", "-MMD") or arg == entry["file"] or \
                arg.endswith("/" + like) or arg == like:
            pass
        else:
            out.append(arg)
    out += ["-fsyntax-only", "-Werror", source]
    return subprocess.call(out, cwd=entry["directory"])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
