#!/usr/bin/env python3
"""Validate SARIF logs written by `dialint --format sarif`.

Two checks, both must pass:

1. The OASIS SARIF 2.1.0 JSON schema (../shared/schemas/sarif-schema-2.1.0.json,
   beside the project's root, by default; the schema declares draft-04, and
   the validator is chosen from its "$schema").
2. What GitHub code scanning needs beyond the schema: results with a ruleId
   that ruleIndex resolves to, a level of error/warning/note, a message text,
   at least one location with a non-empty artifact URI and a startLine, uriBaseIds
   defined in originalUriBaseIds as absolute file:// URIs ending with "/",
   well-formed URI references, unique partialFingerprints, rules with the
   short/full description and help text GitHub shows.

Usage:
  Tests/Scripts/validate-sarif.py [--schema PATH] FILE.sarif [...]   ("-" reads standard input)

Exit status: 0 valid, 1 invalid, 2 cannot check (no jsonschema package, no
schema file, a file that is not JSON). Needs the `jsonschema` package
(python3 -m pip install jsonschema).
"""

import argparse
import json
import os
import re
import sys



def project_root():
    """The folder holding Package.swift, found upward from this script."""
    folder = os.path.dirname(os.path.abspath(__file__))
    while not os.path.exists(os.path.join(folder, "Package.swift")):
        parent = os.path.dirname(folder)
        if parent == folder:
            return os.getcwd()
        folder = parent
    return folder


DEFAULT_SCHEMA = os.path.normpath(os.path.join(
    project_root(), os.pardir, "shared", "schemas", "sarif-schema-2.1.0.json"))

LEVELS = {"error", "warning", "note"}
# RFC 3986 URI-reference characters: unreserved, reserved, and "%" of a %XX escape.
URI_CHARACTERS = re.compile(r"^[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]*$")
BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def uri_problem(uri):
    if not URI_CHARACTERS.match(uri):
        return "has characters a URI must percent-encode"
    if BAD_ESCAPE.search(uri):
        return "has a '%' that starts no %XX escape"
    return None


def github_problems(log):
    """What GitHub code scanning rejects or mishandles, as (JSON path, problem) pairs."""
    problems = []
    if log.get("version") != "2.1.0":
        problems.append(("version", "must be 2.1.0"))
    runs = log.get("runs")
    if not isinstance(runs, list) or not runs:
        return problems + [("runs", "must be a non-empty array")]
    for r, run in enumerate(runs):
        where = f"runs[{r}]"
        driver = run.get("tool", {}).get("driver", {})
        if not driver.get("name"):
            problems.append((f"{where}.tool.driver.name", "missing"))
        rules = driver.get("rules", [])
        ids = [rule.get("id") for rule in rules]
        if len(set(ids)) != len(ids):
            problems.append((f"{where}.tool.driver.rules", "rule ids are not unique"))
        for i, rule in enumerate(rules):
            for key in ("shortDescription", "fullDescription", "help"):
                if not rule.get(key, {}).get("text"):
                    problems.append((f"{where}.tool.driver.rules[{i}].{key}.text", "missing"))
            level = rule.get("defaultConfiguration", {}).get("level", "warning")
            if level not in LEVELS:
                problems.append((f"{where}.tool.driver.rules[{i}].defaultConfiguration.level", f"{level!r} is not error, warning or note"))
        bases = run.get("originalUriBaseIds", {})
        for name, base in bases.items():
            uri = base.get("uri", "")
            if not uri.startswith("file:///") or not uri.endswith("/"):
                problems.append((f"{where}.originalUriBaseIds[{name!r}].uri", f"{uri!r} is not an absolute file:// URI ending with '/'"))
            elif uri_problem(uri):
                problems.append((f"{where}.originalUriBaseIds[{name!r}].uri", f"{uri!r} {uri_problem(uri)}"))
        if run.get("columnKind") not in ("utf16CodeUnits", "unicodeCodePoints"):
            problems.append((f"{where}.columnKind", "missing: readers would have to guess how columns count"))
        fingerprints = set()
        for i, result in enumerate(run.get("results", [])):
            at = f"{where}.results[{i}]"
            rule_id = result.get("ruleId")
            if not rule_id:
                problems.append((f"{at}.ruleId", "missing"))
            if "ruleIndex" in result:
                index = result["ruleIndex"]
                if not (0 <= index < len(rules)) or rules[index].get("id") != rule_id:
                    problems.append((f"{at}.ruleIndex", f"{index} does not name rule {rule_id!r}"))
            if result.get("level", "warning") not in LEVELS:
                problems.append((f"{at}.level", f"{result.get('level')!r} is not error, warning or note"))
            if not result.get("message", {}).get("text"):
                problems.append((f"{at}.message.text", "missing"))
            locations = result.get("locations")
            if not locations:
                problems.append((f"{at}.locations", "missing: GitHub needs a location"))
            for j, location in enumerate(locations or []):
                physical = location.get("physicalLocation", {})
                artifact = physical.get("artifactLocation", {})
                uri = artifact.get("uri", "")
                if not uri:
                    problems.append((f"{at}.locations[{j}].physicalLocation.artifactLocation.uri", "missing or empty"))
                elif uri_problem(uri):
                    problems.append((f"{at}.locations[{j}].physicalLocation.artifactLocation.uri", f"{uri!r} {uri_problem(uri)}"))
                base = artifact.get("uriBaseId")
                if base is not None and base not in bases:
                    problems.append((f"{at}.locations[{j}].physicalLocation.artifactLocation.uriBaseId", f"{base!r} is not in originalUriBaseIds"))
                region = physical.get("region", {})
                if region.get("startLine", 0) < 1:
                    problems.append((f"{at}.locations[{j}].physicalLocation.region.startLine", "missing"))
                start = (region.get("startLine", 0), region.get("startColumn", 1))
                end = (region.get("endLine", start[0]), region.get("endColumn", start[1]))
                if end < start:
                    problems.append((f"{at}.locations[{j}].physicalLocation.region", "ends before it starts"))
            partial = result.get("partialFingerprints")
            if not partial:
                problems.append((f"{at}.partialFingerprints", "missing: alerts would not be matched across runs"))
            else:
                key = tuple(sorted(partial.items()))
                if key in fingerprints:
                    problems.append((f"{at}.partialFingerprints", "same as an earlier result's"))
                fingerprints.add(key)
    return problems


def main():
    parser = argparse.ArgumentParser(description="Validate SARIF logs against the SARIF 2.1.0 schema and GitHub's needs.")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA, help="the SARIF 2.1.0 JSON schema (default: %(default)s)")
    parser.add_argument("files", nargs="+", metavar="FILE")
    arguments = parser.parse_args()

    try:
        import jsonschema
        from jsonschema.validators import validator_for
    except ImportError:
        print("validate-sarif: the Python package 'jsonschema' is not installed; "
              "install it with: python3 -m pip install jsonschema", file=sys.stderr)
        return 2
    try:
        with open(arguments.schema, encoding="utf-8") as f:
            schema = json.load(f)
    except OSError as error:
        print(f"validate-sarif: cannot read the schema {arguments.schema}: {error.strerror}", file=sys.stderr)
        return 2
    validator_class = validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    status = 0
    for name in arguments.files:
        try:
            if name == "-":
                log = json.load(sys.stdin)
            else:
                with open(name, encoding="utf-8") as f:
                    log = json.load(f)
        except (OSError, ValueError) as error:
            print(f"validate-sarif: {name}: cannot read it as JSON: {error}", file=sys.stderr)
            return 2
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors:
            path = "/".join(str(p) for p in error.absolute_path) or "(top level)"
            print(f"{name}: schema: {path}: {error.message}")
        problems = github_problems(log)
        for path, problem in problems:
            print(f"{name}: github: {path}: {problem}")
        if errors or problems:
            status = 1
        else:
            results = sum(len(run.get("results", [])) for run in log.get("runs", []))
            print(f"{name}: valid SARIF 2.1.0 ({validator_class.__name__}), {results} results")
    return status


if __name__ == "__main__":
    sys.exit(main())
