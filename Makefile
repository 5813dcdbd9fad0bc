# dialint — build, run on the project's own fixtures, test, install.
PREFIX ?= /usr/local
SWIFT ?= swift
BINARY := .build/debug/dialint

.PHONY: build release run test golden docs install clean bench fuzz fuzz-build

build:
	$(SWIFT) build

# Swift's runtime and Foundation linked in: a self-contained binary that starts faster and keeps
# working after `make install` wherever the toolchain is not.
release:
	$(SWIFT) build -c release --static-swift-stdlib

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

# Fuzz the whole pipeline with libFuzzer for FUZZ_SECONDS (default 60). Inputs that crash are written
# to .build/fuzz/ as crash-*; add each as a regression test (Tests/DialintKitTests/HostileInputTests.swift).
FUZZ_SECONDS ?= 60
FUZZ := .build/fuzz/dialint-fuzz
fuzz-build:
	mkdir -p .build/fuzz/corpus
	swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name DialintFuzz \
		$$(find Sources/DialintKit -name '*.swift' | sort) Tests/Fuzz/DialintFuzz.swift -o $(FUZZ)

fuzz: fuzz-build
	cd .build/fuzz && ./dialint-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
		-print_final_stats=1 corpus ../../Fixtures/good ../../Fixtures/bad ../../Fixtures/invalid

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/dialint $(DESTDIR)$(PREFIX)/bin/dialint

clean:
	rm -rf .build
