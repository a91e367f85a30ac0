"""Checks that the runner's CUDA-HIP name pairs are rows of the tables.

runtime/cpu/include/hipify_cpu/device_attributes.def and error_codes.def
declare each CUDA name beside its HIP name; mappings/runtime.yaml maps the
CUDA name to a HIP name. They must agree.
"""
import os
import re
import sys

import yaml

root = sys.argv[1]
rows = {}
with open(os.path.join(root, "mappings", "runtime.yaml")) as f:
    for row in yaml.safe_load(f)["rows"]:
        if row.get("hip"):
            rows[row["cuda"]] = row["hip"]
pairs, bad = 0, []
for name in ("device_attributes.def", "error_codes.def"):
    path = os.path.join(root, "runtime", "cpu", "include", "hipify_cpu", name)
    for cuda, hip in re.findall(r"^HIPIFY_CPU_\w+\((\w+),\s*(\w+),", open(path).read(), re.M):
        pairs += 1
        if rows.get(cuda) != hip:
            bad.append("%s: %s -> %s, the tables say %s" % (name, cuda, hip, rows.get(cuda)))
for line in bad:
    print(line)
if not bad:
    print("all %d pairs are rows of the tables" % pairs)
