#!/usr/bin/env python3
"""Prints the parts of a batch report the tests check, one per line."""
import json
import sys

r = json.load(open(sys.argv[1]))
s = r["summary"]
print("statuses: " + " ".join("%s=%d" % kv for kv in sorted(s["statuses"].items())))
print("units: translated=%d reused=%d" % (s["unitsTranslated"], s["unitsReused"]))
print("effort: %d of %d CUDA lines (%s%%)" % (s["translatedLines"], s["cudaLines"], s["automaticPercent"]))
for family, counts in sorted(r["families"].items()):
    print("family %s: translated=%d unsupported=%d" % (family, counts["translated"], counts["unsupported"]))
for u in r["unsupported"]:
    print("unsupported: %s:%d:%d %s" % (u["file"], u["line"], u["column"], u["message"].split(" ")[0]))
for f in r["files"]:
    if f["status"] in ("partial", "failed"):
        print("file %s: %s" % (f["path"], f["status"]))
