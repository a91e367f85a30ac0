#!/usr/bin/python3
"""The first HIP release with CUDA's fp8 formats: derived from ROCm's headers.

    /usr/bin/python3 scripts/derive_fp8_since.py --mirrors /work/.mirror
    /usr/bin/python3 scripts/derive_fp8_since.py --mirrors /work/.mirror --check

CUDA's cuda_fp8.h has the OCP 8-bit formats: E4M3 (bias 7, NaN S.1111.111,
no infinities) and E5M2 (bias 15, IEEE-like). HIP's hip_fp8.h
(hip/amd_detail/amd_hip_fp8.h, ROCm/clr) first has only the FNUZ formats
(__HIP_E4M3_FNUZ, __HIP_E5M2_FNUZ: bias 8 and 16, one NaN 0x80, no negative
zero), whose numbers differ: mapping CUDA's E4M3 to them changes values. A
port can use HIP's header in place of CUDA's only from the release whose
header has the OCP interpretations (__HIP_E4M3 and __HIP_E5M2 enumerators)
for every GPU: a header that turns them off in device code for some GPUs
(HIP_FP8_TYPE_OCP defined 0 there, gfx940-942) does not count, since the
port would not compile for those. For every release tag rocm-X.Y.Z of the clr and hipamd mirrors (the last
patch of each minor), the script reads the header and prints what it found,
then the first release with OCP fp8 on every GPU ("none" when no tag has
it). The clr branch's newest commit is read too, for what comes after the
last tag, and mappings/hip-index.tsv says which release declares
__HIP_E4M3.
With --check it compares that with the cuda_fp8.h row of
mappings/headers.yaml (exit 1 when they differ): its hip_since must be that
release, or, with none, the row has no hip_since and the port writes its own
definition on every target (older_fallback: definition). Nothing is copied:
the facts are a yes or a no per release.
"""
import argparse
import os
import re
import subprocess
import sys

import yaml

from derive_bf16_since import git, releases

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (mirror directory, path of the header in it)
SOURCES = [("ROCm+hipamd", "include/hip/amd_detail/amd_hip_fp8.h"),
           ("ROCm+clr", "hipamd/include/hip/amd_detail/amd_hip_fp8.h")]


def gitdir_of(mirrors, name):
    cand = os.path.join(mirrors, name, "repo")
    if os.path.isdir(os.path.join(cand, ".git")):
        return os.path.join(cand, ".git")
    if os.path.isfile(os.path.join(cand, "HEAD")):
        return cand
    return None


def facts(text):
    """(FNUZ interpretations, OCP interpretations, OCP in device code for
    every GPU) of the header."""
    fnuz = re.search(r"\b__HIP_E4M3_FNUZ\s*=", text) is not None
    ocp = (re.search(r"\b__HIP_E4M3\s*=", text) is not None and
           re.search(r"\b__HIP_E5M2\s*=", text) is not None)
    everywhere = ocp and re.search(r"#\s*define\s+HIP_FP8_TYPE_OCP\s+0\b", text) is None
    return fnuz, ocp, everywhere


def show(gitdir, rev, path):
    try:
        return git(gitdir, "show", "%s:%s" % (rev, path))
    except subprocess.CalledProcessError:
        return None


def describe(text):
    if text is None:
        return "no amd_hip_fp8.h"
    fnuz, ocp, everywhere = facts(text)
    return "FNUZ %s, OCP %s%s" % ("yes" if fnuz else "no", "yes" if ocp else "no",
                                  "" if everywhere or not ocp else
                                  " (not in device code for some GPUs: HIP_FP8_TYPE_OCP 0)")


def index_since(name):
    """The release mappings/hip-index.tsv first lists Name in, or None."""
    with open(os.path.join(ROOT, "mappings", "hip-index.tsv")) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) > 3 and cols[0] == name:
                return cols[3]
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mirrors", default="/work/.mirror")
    p.add_argument("--check", action="store_true")
    args = p.parse_args()
    # A release is read from the newest mirror that has its tag (clr after hipamd).
    per_release = {}
    for name, path in SOURCES:
        gitdir = gitdir_of(args.mirrors, name)
        if gitdir is None:
            sys.exit("no %s mirror under %s (fetch github:%s)" %
                     (name, args.mirrors, name.replace("+", "/")))
        for version, tag in releases(gitdir).items():
            key = tuple(int(n) for n in version.split("."))
            per_release[key] = (name, gitdir, tag, path)
    first = None
    for key in sorted(per_release):
        name, gitdir, tag, path = per_release[key]
        text = show(gitdir, tag, path)
        print("%d.%d (%s %s): %s" % (key[0], key[1], name, tag, describe(text)))
        if text is not None and facts(text)[2] and first is None:
            first = "%d.%d" % key
    gitdir = gitdir_of(args.mirrors, "ROCm+clr")
    head = git(gitdir, "log", "-1", "--format=%h %cs", "HEAD").strip()
    print("after the last tag (ROCm+clr %s, no release): %s" %
          (head, describe(show(gitdir, "HEAD", SOURCES[1][1]))))
    print("mappings/hip-index.tsv: __HIP_E4M3 since %s" % (index_since("__HIP_E4M3") or "never"))
    print("CUDA's fp8 formats on every GPU since HIP %s" % (first or "none"))
    if args.check:
        with open(os.path.join(ROOT, "mappings", "headers.yaml")) as f:
            rows = yaml.safe_load(f)["rows"]
        row = next(r for r in rows if r["cuda"] == "cuda_fp8.h")
        if row.get("hip_since") != first or \
                (first is None and row.get("older_fallback") != "definition"):
            print("mappings/headers.yaml: cuda_fp8.h has hip_since %s (older_fallback %s), "
                  "the headers say %s" % (row.get("hip_since"), row.get("older_fallback"),
                                          first or "none (a definition on every target)"))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
