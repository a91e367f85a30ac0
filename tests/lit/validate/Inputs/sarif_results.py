"""Prints each result of a SARIF file on one line: rule, level, whether its
ruleIndex points at that rule, file name, start line, message; then the
count."""
import json
import sys

run = json.load(open(sys.argv[1]))["runs"][0]
ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
for result in run["results"]:
    where = result["locations"][0]["physicalLocation"]
    print(result["ruleId"], result["level"],
          ids[result["ruleIndex"]] == result["ruleId"],
          where["artifactLocation"]["uri"].split("/")[-1],
          where["region"]["startLine"], result["message"]["text"])
print(len(run["results"]), "results")
