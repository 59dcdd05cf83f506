# mockgen — plain Makefile targets (no SwiftPM plugins needed).
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release

.PHONY: build test test-tsan bench oracle install clean

## build: release build of the mockgen tool
build:
	$(SWIFT) build -c $(CONFIG) --product mockgen

## test: every unit and end-to-end test (what CI runs)
test:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

## test-tsan: the runtime tests under ThreadSanitizer
test-tsan:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter MockRuntimeTests

## bench: release-mode benchmarks; CORPUS="dir-or-git-repo ..." selects the sources to parse
bench:
	./scripts/bench.sh $(CORPUS)

## oracle: compares the parser with swift-syntax over real packages (test-only, builds swift-syntax);
## PACKAGES="git URLs or paths" (else $$MOCKGEN_ORACLE_PACKAGES), ORACLE_FLAGS=--allow-differences
oracle:
	./scripts/oracle.sh $(ORACLE_FLAGS) $(PACKAGES)

## install: copies the release binary to $(PREFIX)/bin
install: build
	install -d "$(PREFIX)/bin"
	install "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/mockgen" "$(PREFIX)/bin/mockgen"

clean:
	rm -rf .build .build-tsan Oracle/.build
