#!/usr/bin/env python3
"""Validate JSON files against a JSON Schema (draft-07 or the draft the schema names).

Usage: validate-schema.py SCHEMA FILE...
Prints one line per invalid file (path: JSON path: message) and exits 1 if any is invalid,
2 if the jsonschema package is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("validate-schema.py: the Python package 'jsonschema' is missing: python3 -m pip install jsonschema", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8-sig") as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors[:5]:
            location = "/" + "/".join(str(p) for p in error.absolute_path)
            print(f"{path}: {location}: {error.message[:300]}")
        failed += bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
