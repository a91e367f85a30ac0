#!/usr/bin/python3
"""What CUDA declares for the host and HIP only for the device, from headers.

    /usr/bin/python3 scripts/derive_device_only_in_hip.py --mirrors /work/.mirror
    /usr/bin/python3 scripts/derive_device_only_in_hip.py --mirrors /work/.mirror --check
    /usr/bin/python3 scripts/derive_device_only_in_hip.py --installed /usr/include --check

CUDA's cuda_fp16.hpp declares the operators of __half and __half2
__host__ __device__, and crt/math_functions.h defines a set of math
functions for the host on every platform (rsqrtf, rcbrt, normcdf, umin,
...: its `__func__(...)` block outside the platform #if's). HIP's
amd_hip_fp16.h declares the __half operators __device__, and its math
functions come from the compiler's __clang_hip_math.h, all __device__;
the runtime's amd_math_functions.h adds a few host ones (min, max).

For every release tag rocm-X.Y.Z of ROCm/hipamd (to 5.5) and ROCm/clr (from
5.6; ROCm/rocm-systems after), the last patch of each minor of
mappings/hip-versions.yaml, the script reads the HIP headers and records, per
CUDA name, whether that release declares it for the host. It prints the
facts; with --check it compares them with mappings/facts/device-only-in-hip.yaml
(its `cuda`, `type` and `hip_host_since` fields; `definition` is written by
hand) and exits 1 when they differ. With --installed it reads only the HIP
installed under that include root (its hip/hip_version.h names the release)
and checks the facts for that release: the CUDA names must be the file's,
and each must be device-only there exactly when the file says so. Nothing is copied: the facts are names
and a yes or a no per release.
"""
import argparse
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from derive_hip_index import find_repo, resolve_checkouts  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FACTS = os.path.join(ROOT, "mappings", "facts", "device-only-in-hip.yaml")
# Where each repository keeps the HIP headers the facts are read from.
HIP_HEADERS = {
    "hipamd": ("include/hip/amd_detail/amd_hip_fp16.h",
               "include/hip/amd_detail/amd_math_functions.h"),
    "clr": ("hipamd/include/hip/amd_detail/amd_hip_fp16.h",
            "hipamd/include/hip/amd_detail/amd_math_functions.h"),
}
HOST = re.compile(r"\b(__host__|__HOST_DEVICE__)\b")


def cuda_operators(cuda_include):
    """[(operator, type)]: the free operators cuda_fp16.hpp declares
    __host__ __device__ on __half and __half2."""
    with open(os.path.join(cuda_include, "cuda_fp16.hpp"), encoding="utf-8") as f:
        text = f.read()
    found = []
    for m in re.finditer(r"^__CUDA_HOSTDEVICE__[^\n(]*?\b(operator\s*[-+*/=!<>]+)\s*"
                         r"\(\s*(?:const\s+)?(__half2?)\s*&", text, re.M):
        key = (re.sub(r"\s+", "", m.group(1)), m.group(2))
        if key not in found:
            found.append(key)
    return found


def cuda_host_math(cuda_include):
    """The functions crt/math_functions.h defines for the host on every
    platform: the `__func__(...)` declarations of its `#if !defined(__CUDACC__)`
    part that no platform #if encloses."""
    with open(os.path.join(cuda_include, "crt", "math_functions.h"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    start = next(i for i, l in enumerate(lines) if l.startswith("#if !defined(__CUDACC__)"))
    names, depth = [], 0
    for line in lines[start + 1:]:
        if re.match(r"#\s*if", line):
            depth += 1
        elif re.match(r"#\s*endif", line):
            if depth == 0:
                break
            depth -= 1
        elif depth == 0:
            m = re.match(r"__func__\([\w\s]*?\b(\w+)\s*\(", line)
            if m and not m.group(1).startswith("__"):
                names.append(m.group(1))
    return names


def host_operators(fp16):
    """{(operator, type)}: the operators amd_hip_fp16.h declares for the host.
    An operator of struct T (a member, or a friend taking T) counts for T."""
    found = set()
    for struct in re.finditer(r"struct\s+(__half2?)\s*\{", fp16):
        body_start = struct.end()
        depth, i = 1, body_start
        while depth and i < len(fp16):
            depth += {"{": 1, "}": -1}.get(fp16[i], 0)
            i += 1
        body = fp16[body_start:i]
        for m in re.finditer(r"\b(operator\s*[-+*/=!<>]+)\s*\(", body):
            before = body[:m.start()]
            cut = max(before.rfind(";"), before.rfind("}"), before.rfind("{"))
            if HOST.search(before[cut + 1:]):
                found.add((re.sub(r"\s+", "", m.group(1)), struct.group(1)))
    # Free operators outside the structs.
    for m in re.finditer(r"\b(operator\s*[-+*/=!<>]+)\s*\(\s*(?:const\s+)?(__half2?)\s*&", fp16):
        before = fp16[:m.start()]
        cut = max(before.rfind(";"), before.rfind("}"))
        if HOST.search(before[cut + 1:]):
            found.add((re.sub(r"\s+", "", m.group(1)), m.group(2)))
    return found


def host_functions(math, names):
    """The names amd_math_functions.h declares for the host."""
    found = set()
    for name in names:
        for m in re.finditer(r"\b%s\s*\(" % re.escape(name), math):
            before = math[:m.start()]
            cut = max(before.rfind(";"), before.rfind("}"), before.rfind("{"))
            if HOST.search(before[cut + 1:]):
                found.add(name)
    return found


def release_headers(mirrors):
    """[(X.Y, fp16 text, math text)] for the releases of hip-versions.yaml."""
    with open(os.path.join(ROOT, "mappings", "hip-versions.yaml")) as f:
        versions = yaml.safe_load(f)["hip_versions"]
    gitdirs = {r: find_repo(r, [mirrors], {}) for r in ("hipamd", "clr", "rocm-systems")}
    gitdirs = {r: d for r, d in gitdirs.items() if d}
    if not gitdirs:
        sys.exit("no ROCm/hipamd or ROCm/clr mirror under %s (fetch github:ROCm/clr)" % mirrors)
    checkouts = resolve_checkouts(gitdirs, {}, lambda s: None)
    out = []
    for version in versions:
        repo = "hipamd" if [int(x) for x in version.split(".")] < [5, 6] else "clr"
        co = checkouts.get(repo, {}).get(version)
        if not co:
            print("%s: no %s tag in the mirrors" % (version, repo))
            continue
        fp16_path, math_path = HIP_HEADERS[repo]
        out.append((version, co.show(fp16_path), co.show(math_path)))
    return out


def installed_headers(root):
    """[(X.Y, fp16 text, math text)] of the HIP installed under root."""
    with open(os.path.join(root, "hip", "hip_version.h")) as f:
        text = f.read()
    version = "%s.%s" % (re.search(r"HIP_VERSION_MAJOR\s+(\d+)", text).group(1),
                         re.search(r"HIP_VERSION_MINOR\s+(\d+)", text).group(1))
    read = lambda name: open(os.path.join(root, "hip", "amd_detail", name)).read()
    return [(version, read("amd_hip_fp16.h"), read("amd_math_functions.h"))]


def derive(args):
    operators = cuda_operators(args.cuda_include)
    functions = cuda_host_math(args.cuda_include)
    host_since = {}
    releases = (installed_headers(args.installed) if args.installed
                else release_headers(args.mirrors))
    for version, fp16, math in releases:
        ops = host_operators(fp16)
        fns = host_functions(math, functions)
        print("%s: %d of %d __half/__half2 operators and %d of %d host math functions "
              "declared for the host" % (version, len([o for o in operators if o in ops]),
                                         len(operators), len(fns), len(functions)))
        for key in operators:
            if key in ops:
                host_since.setdefault(key, version)
        for name in functions:
            if name in fns:
                host_since.setdefault((name, None), version)
    entries = []
    for op, ty in operators:
        entries.append({"cuda": op, "type": ty, "hip_host_since": host_since.get((op, ty))})
    for name in functions:
        entries.append({"cuda": name, "type": None, "hip_host_since": host_since.get((name, None))})
    return entries


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mirrors", default="/work/.mirror")
    p.add_argument("--cuda-include", default="/usr/local/cuda/include")
    p.add_argument("--facts", default=FACTS, help="the file --check compares")
    p.add_argument("--installed", help="an include root holding hip/ (no mirrors)")
    p.add_argument("--check", action="store_true")
    args = p.parse_args()
    entries = derive(args)
    for e in entries:
        print("%s%s: %s" % (e["cuda"], " on " + e["type"] if e["type"] else "",
                            "host since HIP " + e["hip_host_since"] if e["hip_host_since"]
                            else "device-only in every release"))
    if not args.check:
        return 0
    with open(args.facts) as f:
        committed = yaml.safe_load(f)["names"]
    have = {(e["cuda"], e.get("type")): e.get("hip_host_since") for e in committed}
    want = {(e["cuda"], e["type"]): e["hip_host_since"] for e in entries}
    # A name HIP declares for the host in every release is no fact of this kind.
    first = sorted(yaml.safe_load(open(os.path.join(ROOT, "mappings", "hip-versions.yaml")))
                   ["hip_versions"], key=lambda v: [int(x) for x in v.split(".")])[0]
    if args.installed:
        # One release: host there or not; the file's hip_host_since says
        # whether it is device-only there.
        version = installed_headers(args.installed)[0][0]
        key = lambda v: [int(x) for x in v.split(".")]
        want = {k: v for k, v in want.items() if v is None}
        have = {k: None for k, v in have.items() if v is None or key(version) < key(v)}
    want = {k: v for k, v in want.items() if v != first}
    if have != want:
        for k in sorted(set(have) | set(want), key=str):
            if have.get(k, "absent") != want.get(k, "absent"):
                print("%s: committed %s, the headers say %s" %
                      (k, have.get(k, "absent"), want.get(k, "absent")))
        return 1
    print("%s agrees with the headers" % os.path.relpath(args.facts, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
