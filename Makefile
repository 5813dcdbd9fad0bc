# dialint — build, run on the project's own fixtures, test, install.
PREFIX ?= /usr/local
SWIFT ?= swift
BINARY := .build/debug/dialint

.PHONY: build release run test golden docs install clean bench

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

# Lint the project's own fixtures. Findings (exit 1) are the point; only a failure to run (exit 2) fails.
run: build
	@$(BINARY) Fixtures; status=$$?; [ $$status -le 1 ]

test:
	$(SWIFT) test

# Rewrite the golden files and docs/rules.md after an intended change of output; review the diff.
golden: build
	DIALINT_UPDATE_GOLDEN=1 $(SWIFT) test --filter GoldenTests

docs: build
	$(BINARY) rules --format markdown > docs/rules.md
	$(BINARY) rules --format config-schema > schemas/dialint-config.schema.json

# Benchmark against the decode-only floor, jq, proselint and python3 on the same files (RUNS=5 by default).
bench: release
	Tests/Bench/run.sh

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/dialint $(DESTDIR)$(PREFIX)/bin/dialint

clean:
	rm -rf .build
