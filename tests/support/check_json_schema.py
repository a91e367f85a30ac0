#!/usr/bin/env python3
"""Validate a JSON document against a JSON Schema; exit 1 if it is invalid.

Usage: check_json_schema.py SCHEMA DOCUMENT

Prints `valid`, or `invalid: PATH: MESSAGE` for each error (the path is the
JSON pointer of the offending value). A missing schema or a missing
python3-jsonschema is an error too: lit.cfg.py decides whether a test that
needs the schema runs at all (the `sarif-schema` feature), never this script.
"""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1]))
document = json.load(open(sys.argv[2]))
validator_class = jsonschema.validators.validator_for(schema)
validator_class.check_schema(schema)
errors = sorted(validator_class(schema).iter_errors(document),
                key=lambda e: list(e.absolute_path))
if not errors:
    print("valid")
    sys.exit(0)
for error in errors:
    pointer = "/" + "/".join(str(p) for p in error.absolute_path)
    print("invalid: %s: %s" % (pointer, error.message))
sys.exit(1)
