#!/usr/bin/python3
"""Since which HIP release __half2's members x and y are __half, from headers.

    /usr/bin/python3 scripts/derive_half2_members.py --mirrors /work/.mirror --check
    /usr/bin/python3 scripts/derive_half2_members.py --installed /usr/include --check

CUDA's cuda_fp16.hpp declares `__half x, y` in __half2. HIP's amd_hip_fp16.h
declares, in a union with the vector, a struct of the two members: before
HIP 6.0 `unsigned short x, y` (the raw bits), from 6.0 `__half x, y`. For
every release of mappings/hip-versions.yaml that the ROCm/hipamd or ROCm/clr
mirror tags (the releases derive_device_only_in_hip.py reads), the script
reads the members' type, and checks that each member's `read` function of
mappings/facts/half2-members.yaml is declared __host__ __device__ there
(it replaces the read on every release before hip_half_since). With --check
it compares the first release whose members are __half with the file's
hip_half_since and exits 1 when they differ. With --installed it reads only
the HIP installed under that include root, and checks that the file's
hip_half_since says whether that release's members are __half.
"""
import argparse
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from derive_device_only_in_hip import installed_headers, release_headers  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FACTS = os.path.join(ROOT, "mappings", "facts", "half2-members.yaml")


def key(version):
    return [int(x) for x in version.split(".")]


def member_types(fp16, members):
    """{member: declared type} of struct __half2's members in amd_hip_fp16.h."""
    struct = re.search(r"struct\s+__half2\s*\{", fp16)
    if not struct:
        sys.exit("amd_hip_fp16.h declares no struct __half2")
    body = fp16[struct.end():]
    found = {}
    for member in members:
        m = re.search(r"([A-Za-z_][\w ]*?)\s+%s\s*;" % re.escape(member), body)
        found[member] = re.sub(r"\s+", " ", m.group(1).strip()) if m else None
    return found


def host_device(fp16, function):
    """True when amd_hip_fp16.h declares `__half function(__half2 ...)` for
    the host and the device."""
    return re.search(r"__HOST_DEVICE__\s+__half\s+%s\s*\(\s*__half2\b" % re.escape(function),
                     fp16) is not None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mirrors", default="/work/.mirror")
    p.add_argument("--installed", help="an include root holding hip/ (no mirrors)")
    p.add_argument("--facts", default=FACTS, help="the file --check compares")
    p.add_argument("--check", action="store_true")
    args = p.parse_args()
    with open(args.facts) as f:
        facts = yaml.safe_load(f)["members"]
    members = [e["member"] for e in facts]
    releases = (installed_headers(args.installed) if args.installed
                else release_headers(args.mirrors))
    since, problems = {}, []
    for version, fp16, _ in releases:
        types = member_types(fp16, members)
        print("%s: __half2 %s" % (version, ", ".join("%s %s" % (types[m], m) for m in members)))
        for e in facts:
            if types[e["member"]] == "__half":
                since.setdefault(e["member"], version)
            elif not host_device(fp16, e["read"]):
                problems.append("%s: '%s' is not declared __host__ __device__, and '%s' is "
                                "not __half there" % (version, e["read"], e["member"]))
    if not args.check:
        return 0
    for e in facts:
        have = str(e.get("hip_half_since") or "")
        want = since.get(e["member"], "")
        if args.installed:
            version = releases[0][0]
            if (not have or key(version) < key(have)) != (not want):
                problems.append("%s: the file says %s __half from %s, HIP %s says %s" % (
                    e["member"], e["member"], have or "no release", version,
                    "__half" if want else "not __half"))
        elif have != want:
            problems.append("%s: committed %s, the headers say %s" % (
                e["member"], have or "absent", want or "absent"))
    for line in problems:
        print(line)
    if problems:
        return 1
    print("%s agrees with the headers" % os.path.relpath(args.facts, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
