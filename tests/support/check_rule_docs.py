#!/usr/bin/env python3
"""Every rule ID declared in lib/Core/Finding.h has docs/rules/<id>.md, and
every page there belongs to a declared rule. Prints one line per rule."""
import os
import re
import sys

root = sys.argv[1]
header = open(os.path.join(root, "lib", "Core", "Finding.h")).read()
rules = sorted(set(re.findall(r'StringLiteral \w+ = "(hipify-[a-z-]+)"', header)))
pages = sorted(f[:-3] for f in os.listdir(os.path.join(root, "docs", "rules"))
               if f.endswith(".md"))
failed = False
for rule in rules:
    if rule in pages:
        print("documented: " + rule)
    else:
        print("error: rule %s has no docs/rules/%s.md" % (rule, rule))
        failed = True
for page in pages:
    if page not in rules:
        print("error: docs/rules/%s.md documents no declared rule" % page)
        failed = True
print("%d rules, %d pages" % (len(rules), len(pages)))
sys.exit(1 if failed else 0)
