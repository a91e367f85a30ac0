#!/usr/bin/python3
"""The first HIP release whose bfloat16 is CUDA's: derived from ROCm's headers.

    /usr/bin/python3 scripts/derive_bf16_since.py --mirrors /work/.mirror
    /usr/bin/python3 scripts/derive_bf16_since.py --mirrors /work/.mirror --check

CUDA's __nv_bfloat16 is a class built from and converted to float, double
and the integers, and cuda_bf16.h's functions (__hadd, __float2bfloat16,
...) work on the host as on the device. HIP's hip_bf16.h
(hip/amd_detail/amd_hip_bf16.h, in ROCm/clr from 5.6) has a __hip_bfloat16
from 5.7, but a port can use it in place of CUDA's only from the release
whose header has both: a constructor of __hip_bfloat16 from float, and
__hadd on __hip_bfloat16 declared for the host as well as the device. For
every release tag rocm-X.Y.Z of the clr mirror (the last patch of each
minor), the script reads the header, prints what it found, and names that
release. With --check it compares it with the hip_since of the cuda_bf16.h
row of mappings/headers.yaml (exit 1 when they differ): before that release
the port replaces the #include with its own definition
(mappings/facts/port-definitions.yaml). Nothing is copied: the facts are a
yes or a no per release.
"""
import argparse
import os
import re
import subprocess
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = "hipamd/include/hip/amd_detail/amd_hip_bf16.h"


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir] + list(args), check=True,
                          capture_output=True, text=True).stdout


def clr_gitdir(mirrors):
    for cand in (os.path.join(mirrors, "ROCm+clr", "repo"), os.path.join(mirrors, "clr.git"),
                 os.path.join(mirrors, "clr")):
        if os.path.isdir(os.path.join(cand, ".git")):
            return os.path.join(cand, ".git")
        if os.path.isfile(os.path.join(cand, "HEAD")):
            return cand
    sys.exit("no ROCm/clr mirror under %s (fetch github:ROCm/clr)" % mirrors)


def releases(gitdir):
    """{"X.Y": newest tag rocm-X.Y.Z}."""
    newest = {}
    for tag in git(gitdir, "tag", "--list", "rocm-*").split():
        m = re.fullmatch(r"rocm-(\d+)\.(\d+)(?:\.(\d+))?", tag)
        if m:
            key = (int(m.group(1)), int(m.group(2)))
            patch = int(m.group(3) or 0)
            if key not in newest or patch > newest[key][0]:
                newest[key] = (patch, tag)
    return {"%d.%d" % k: v[1] for k, v in sorted(newest.items())}


def facts(text):
    """(has a float constructor, __hadd on bf16 is host-callable)."""
    body = re.search(r"struct\s+(?:__attribute__\(\(.*?\)\)\s*)?__hip_bfloat16\s*\{(.*?)\n\};",
                     text, re.S)
    constructor = bool(body) and re.search(
        r"\b__hip_bfloat16\s*\(\s*(?:const\s+)?float\b", body.group(1)) is not None
    hadd = re.search(r"\n([^\n;{}]*)\b__hip_bfloat16\s+__hadd\s*\(\s*(?:const\s+)?__hip_bfloat16\b",
                     text)
    host = bool(hadd) and "HOST" in hadd.group(1)
    return constructor, host


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mirrors", default="/work/.mirror")
    p.add_argument("--check", action="store_true")
    args = p.parse_args()
    gitdir = clr_gitdir(args.mirrors)
    first = None
    for version, tag in releases(gitdir).items():
        try:
            text = git(gitdir, "show", "%s:%s" % (tag, HEADER))
        except subprocess.CalledProcessError:
            print("%s (%s): no amd_hip_bf16.h" % (version, tag))
            continue
        constructor, host = facts(text)
        print("%s (%s): float constructor %s, __hadd on the host %s" %
              (version, tag, "yes" if constructor else "no", "yes" if host else "no"))
        if constructor and host and first is None:
            first = version
    print("CUDA's bfloat16 API since HIP %s" % first)
    if args.check:
        with open(os.path.join(ROOT, "mappings", "headers.yaml")) as f:
            rows = yaml.safe_load(f)["rows"]
        row = next(r for r in rows if r["cuda"] == "cuda_bf16.h")
        if row.get("hip_since") != first:
            print("mappings/headers.yaml: cuda_bf16.h has hip_since %s, the headers say %s" %
                  (row.get("hip_since"), first))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
