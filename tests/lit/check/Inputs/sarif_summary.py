#!/usr/bin/env python3
"""Prints the parts of a SARIF log that GitHub code scanning reads, one per
line. Validation against the SARIF schema is sarif-schema.test's."""
import json
import sys

log = json.load(open(sys.argv[1]))
print("version: " + log["version"])
run = log["runs"][0]
driver = run["tool"]["driver"]
print("driver: %s %s" % (driver["name"], driver["version"]))
rules = driver["rules"]
complete = all(r["shortDescription"]["text"] and r["fullDescription"]["text"]
               and r["helpUri"] for r in rules)
print("rules: %d%s" % (len(rules), ", all with shortDescription, "
                       "fullDescription and helpUri" if complete else ""))
ids = [r["id"] for r in rules]
for result in run["results"]:
    assert ids[result["ruleIndex"]] == result["ruleId"]
    loc = result["locations"][0]["physicalLocation"]
    region = loc["region"]
    print("result: %s %s %s %d:%d-%d:%d fingerprint=%s" % (
        result["ruleId"], result["level"], loc["artifactLocation"]["uri"],
        region["startLine"], region["startColumn"], region["endLine"],
        region["endColumn"],
        "yes" if result["partialFingerprints"].get("hipifyFingerprint/v1")
        else "no"))
for name, base in run["originalUriBaseIds"].items():
    print("uriBaseId %s: %s" % (name, base["uri"]))
