# mockgen — plain Makefile targets (no SwiftPM plugins needed).
SWIFT ?= swift
# The toolchain's docc (on macOS, Xcode's through xcrun).
DOCC ?= $(shell command -v docc 2>/dev/null || echo xcrun docc)
PREFIX ?= /usr/local
CONFIG ?= release
# The release build carries no debug information (a tenth less build time), and on Linux the
# Swift runtime is linked into mockgen and the executable is position-dependent: it starts in a
# third of the time (every build runs it) and an installed copy does not depend on the
# toolchain's folder. `./run` and the scripts take the same flags (scripts/release-flags), so
# they share one release build.
RELEASE_FLAGS := $(shell scripts/release-flags)

.PHONY: build artifactbundle test test-built check oracle-check check-skimming check-cached test-tsan mocks docs runtime-surface sample sample-cuckoofile plugin-e2e binary-plugin-e2e bench bench-build bench-typecheck oracle corpus replace-corpus c-corpus fuzz fuzz-compile install clean

## build: release build of the mockgen tool
build:
	$(SWIFT) build -c $(CONFIG) --product mockgen $(RELEASE_FLAGS)

## artifactbundle: mockgen as a SwiftPM artifact bundle for a binaryTarget (the prebuilt-binary
## route; docs/Install.md): .build/artifactbundle/mockgen.artifactbundle and its zip, and the
## zip's checksum. MERGE=other.artifactbundle adds the variants built on another system
artifactbundle:
	SWIFT=$(SWIFT) scripts/artifactbundle.sh

## test: every unit and end-to-end test, a short compile-fuzzer run (fixed seed), the DocC
## catalog's check, the README's quick start and the Cuckoofile sample (run with the test build's
## mockgen: one debug build for all of them), and beside them the build plugin end to end (a
## sample package that builds mockgen from source: scripts/beside.sh)
test:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	scripts/beside.sh .build/logs/plugin-e2e.log '$(MAKE) plugin-e2e' -- $(MAKE) test-built

## test-built: the part of `make test` that runs on its build (tests, fuzzer, docs, samples)
test-built:
	$(SWIFT) test --skip-build
	"$$($(SWIFT) build --show-bin-path)/mockgen-fuzz" --seed 1 --cases 48 --failures fuzz-failures
	$(MAKE) docs
	MOCKGEN_RUN_BINARY="$$($(SWIFT) build --show-bin-path)/mockgen" $(MAKE) sample sample-cuckoofile

## check: the longest checks, after `make test` (CI runs both): the runtime and replacement tests
## under ThreadSanitizer, the real C libraries mocked end to end, the build plugin with a
## prebuilt mockgen (a release build and an artifact bundle), the parser against swift-syntax,
## the skimming lexer against the full one, and cached runs against uncached ones after edits
check:
	$(MAKE) test-tsan
	$(MAKE) c-corpus LIBS="sqlite3 zlib"
	$(MAKE) binary-plugin-e2e
	$(MAKE) oracle-check
	$(MAKE) check-skimming
	$(MAKE) check-cached

## check-skimming: the lexer's skimmed function bodies change nothing the parser produces
## (BodySkimmingTests), over every Swift file of the dependency checkouts (swift-syntax, Yams,
## TOMLKit, …) and of Sources/, and over 10,000 more mutations of its trap-filled file (part of
## `make check`; MOCKGEN_SKIM_CORPUS=folder:folder names other code, such as the package copies);
## and what the run cache relies on: edits inside those bodies keep DeclarationsHash and the model,
## a line added to each keeps the declarations and the mocks, and equal hashes mean equal models
## over 4,000 mutations (DeclarationsHashTests)
check-skimming:
	MOCKGEN_SKIM_CORPUS="$(CURDIR)/.build/checkouts:$(CURDIR)/Sources" MOCKGEN_SKIM_MUTATIONS=10000:2 \
		$(SWIFT) test --skip-build --filter BodySkimmingTests
	MOCKGEN_HASH_CORPUS="$(CURDIR)/.build/checkouts:$(CURDIR)/Sources" MOCKGEN_HASH_MUTATIONS=4000:2 \
		$(SWIFT) test --skip-build --filter DeclarationsHashTests

## check-cached: the incremental index on code nobody here wrote: a sequence of edits to a copy of
## the dependency checkouts and Sources/ (a function appended, every line moved, a requirement
## added, a protocol appended, files removed and added), each run with a cache folder against a
## run without one, in both layouts (part of `make check`; scripts/compare-cached.sh)
check-cached:
	scripts/compare-cached.sh "$$($(SWIFT) build --show-bin-path)/mockgen" .build/checkouts Sources

## oracle-check: the parser against swift-syntax with no difference allowed, on the oracle's
## Agree fixtures (doc comments included) and three packages at fixed versions, so that the
## oracle cannot drift from the parser unnoticed (part of `make check`; builds swift-syntax)
ORACLE_CHECK_PACKAGES ?= https://github.com/apple/swift-log\#1.16.2 https://github.com/jpsim/Yams\#6.2.2 https://github.com/apple/swift-argument-parser\#1.8.2
oracle-check:
	./scripts/oracle.sh --docs Oracle/Fixtures/Agree
	./scripts/oracle.sh $(ORACLE_CHECK_PACKAGES)

## mocks: regenerates every checked-in generated file through the CLI (it works while stale
## mocks keep the test targets from building): the sets listed once, as the sections of
## Tests/CheckedInMocks.toml (the fixtures', the runtime tests', the runtime benchmark's, the C
## fixture's facade and seam, the mirror, the replacement mocks). GeneratedFileSnapshotTests
## checks the same list (snapshots of the Swift sets, and `--check` of every set)
mocks:
	./run generate --config Tests/CheckedInMocks.toml

## docs: checks MockRuntime's DocC catalog (Sources/MockRuntime/MockRuntime.docc) with the
## toolchain's docc: symbol graphs from a build in .build-docs, then `docc convert --analyze`;
## the rendered archive goes to .build-docs/MockRuntime.doccarchive. Any warning fails it. (The
## graphs are re-emitted when MockRuntime is recompiled, so the folder is kept between runs.)
docs:
	mkdir -p .build-docs/symbol-graphs
	$(SWIFT) build --scratch-path .build-docs --target MockRuntime \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc .build-docs/symbol-graphs
	$(DOCC) convert Sources/MockRuntime/MockRuntime.docc --additional-symbol-graph-dir .build-docs/symbol-graphs \
		--output-path .build-docs/MockRuntime.doccarchive --analyze --warnings-as-errors \
		--fallback-display-name MockRuntime --fallback-bundle-identifier mockgen.MockRuntime

## runtime-surface: MockRuntime's user-facing public declarations (outside the `Generated` SPI
## that only generated code imports and Cuckoo's names in Cuckoo/), one per line, and their count
runtime-surface: docs
	$(SWIFT) scripts/runtime-surface.swift .build-docs/symbol-graphs/MockRuntime.symbols.json

## test-tsan: the runtime tests and the replacement tests (parallel, task-local routing through
## mocks of a module built with dynamic replacement) under ThreadSanitizer, which makes the
## process exit non-zero on any report; part of CI
test-tsan:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter 'MockRuntimeTests|ReplacementTests'

## bench: release-mode benchmarks: parse, the generate pipeline in-process and the mockgen binary
## end to end (full, no-op and one-file-changed runs: wall, CPU, peak memory, MB/s), a huge file,
## C headers, the runtime, then the generated mocks' debug-build cost (beside Mockolo's mocks when
## the anchor is at hand); lines with a target of issue 16 or 34 say "met" or "NOT met".
##   make bench PACKAGES_DIR=/path/to/package-repos   issue 16's corpora, built once into
##     .bench/corpora from the git repositories under the folder: medium (the Sources/ of swift-nio,
##     vapor, hummingbird, grpc-swift-2), large (every .swift file of every repository), tenfold
##     (large ten times; only with TENFOLD=1)
##   BASELINE=/path/to/mockgen, or BASELINE_REF=main (built by scripts/bench-baseline.sh): that
##     binary runs side by side, alternating, and each figure gets a ratio new/baseline
##   MOCKOLO=/path/to/mockolo (default: the anchor ../shared/anchors/mockolo-2.6.1, decompressed once
##     into .bench/; MOCKOLO=none leaves it out): with PACKAGES_DIR, Mockolo runs side by side over
##     annotated copies of medium, large and tenfold, and each ratio is printed with issue 34's goal
##   RUNS=N (default 5), LARGE_RUNS=N (large and tenfold, default 3), ONLY="e2e parse ..." (sections)
##   PLUGIN=1: also the build plugin's first build and its build/test switches (minutes)
##   COLD=1: also Mockolo side by side with the medium and large corpora's files dropped from
##     memory before each run, as after a reboot (Linux, python3); EVICTED=PERCENT: that share of
##     their files dropped before each run, as a machine's reclaim leaves them between builds
##   CORPUS="dir-or-git-repo ..." (else $$MOCKGEN_BENCH_CORPUS): other sources (a package's Sources/)
## See scripts/bench.sh for every variable.
BENCH_ENV = $(strip $(if $(PACKAGES_DIR),MOCKGEN_BENCH_PACKAGES="$(PACKAGES_DIR)") \
	$(if $(MOCKOLO),MOCKGEN_BENCH_MOCKOLO="$(MOCKOLO)") \
	$(if $(BASELINE),MOCKGEN_BENCH_BASELINE="$(BASELINE)") \
	$(if $(BASELINE_REF),MOCKGEN_BENCH_BASELINE_REF="$(BASELINE_REF)") \
	$(if $(TENFOLD),MOCKGEN_BENCH_TENFOLD="$(TENFOLD)") $(if $(RUNS),MOCKGEN_BENCH_RUNS="$(RUNS)") \
	$(if $(LARGE_RUNS),MOCKGEN_BENCH_LARGE_RUNS="$(LARGE_RUNS)") $(if $(ONLY),MOCKGEN_BENCH_ONLY="$(ONLY)") \
	$(if $(PLUGIN),MOCKGEN_BENCH_PLUGIN="$(PLUGIN)") $(if $(COLD),MOCKGEN_BENCH_COLD="$(COLD)") \
	$(if $(EVICTED),MOCKGEN_BENCH_EVICTED="$(EVICTED)"))
bench:
	$(BENCH_ENV) ./scripts/bench.sh $(CORPUS)

## bench-build: a clean release build of mockgen in a fresh scratch folder (.bench/build-clean):
## wall and CPU time against issue 16's 60 s target (dependencies resolved before the clock starts)
bench-build:
	./scripts/bench-build.sh

## bench-typecheck: what the generated mocks cost a user's debug build: 100 synthetic protocols (8
## methods, 2 properties each), their mocks compiled in Swift 6 mode, CPU seconds and lines per
## member. BASELINE=dir compares with another checkout side by side (e.g. a worktree of main);
## INSTRUCTIONS=1 counts type-check and debug-build instructions with callgrind instead (deterministic;
## 20 protocols);
## MOCKOLO=path/to/mockolo compiles Mockolo's mocks of the same protocols beside ours (the ratio and
## issue 34's goal; MOCKOLO_ANCHOR, default ../shared/anchors/mockolo-2.6.1, has annotate.py)
MOCKOLO_ANCHOR ?= ../shared/anchors/mockolo-2.6.1
bench-typecheck:
	$(if $(MOCKOLO),MOCKOLO_ANNOTATE="$(MOCKOLO_ANCHOR)/annotate.py") ./scripts/bench-typecheck.sh $(if $(BASELINE),--baseline $(BASELINE)) \
		$(if $(MOCKOLO),--mockolo $(MOCKOLO)) $(if $(INSTRUCTIONS),--instructions --protocols 20)

## oracle: compares the parser with swift-syntax over real packages (test-only, builds swift-syntax);
## PACKAGES="git URLs or paths" (else $$MOCKGEN_ORACLE_PACKAGES), ORACLE_FLAGS=--allow-differences
oracle:
	./scripts/oracle.sh $(ORACLE_FLAGS) $(PACKAGES)

## corpus: generates mocks for every library module of real packages and compiles them against the
## module in Swift 6 mode, then prints a table (docs/Corpus.md). PACKAGES="git URLs or paths" (else
## $$MOCKGEN_CORPUS_PACKAGES); CORPUS_FLAGS="--keep --module NAME --per-module --plain-settings"; clones and builds
## go to $$MOCKGEN_CORPUS_SCRATCH (default .corpus/)
corpus:
	./scripts/corpus.sh $(CORPUS_FLAGS) $(PACKAGES)

## replace-corpus: `--replace` on real packages: every folder of their Sources/ that compiles on
## its own is built with the flags docs/BeyondInheritance.md gives, every top-level non-generic
## type of it is replaced, and the generated file must compile in Swift 6 mode with warnings as
## errors. PACKAGES="path/to/package …" (clones of the machine's package copies, say)
replace-corpus:
	./scripts/replace-corpus.sh $(PACKAGES)

## c-corpus: mocks real C libraries end to end (docs/CHeaders.md): per library, a package with the
## generated facade, mocks and link seam, built in Swift 6 mode, then smoke tests through the live
## library, the mock and the seam. LIBS="sqlite3 zlib" for some (default: every folder of
## scripts/c-corpus/); installs missing -dev packages with apt-get when root; scratch in
## $$MOCKGEN_C_CORPUS_SCRATCH (default .c-corpus/). Not part of `make test`
c-corpus:
	./scripts/c-corpus.sh $(LIBS)

## fuzz-compile: the compile-fuzzer: random valid declarations whose mocks must parse back and
## compile in Swift 6 mode with warnings as errors (batches in turn: plain, approachable
## concurrency, inputs isolated to the main actor by default). FUZZ_SECONDS (default 1800), SEED (default:
## from the clock, printed), POOLS (`--pools`: name and feature pools to draw from as well, e.g.
## POOLS=stdlib-names,keyword-names,module-named-type,spi,std-refinements,ownership,noncopyable,packs,effectful-subscripts
## or POOLS=all; none by default); each failure is reduced to a reproducer in fuzz-failures/
FUZZ_SECONDS ?= 1800
fuzz-compile:
	$(SWIFT) build
	"$$($(SWIFT) build --show-bin-path)/mockgen-fuzz" --duration $(FUZZ_SECONDS) $(if $(SEED),--seed $(SEED)) $(if $(POOLS),--pools $(POOLS)) --failures fuzz-failures

## fuzz: coverage-guided fuzzing of the lexer, parser and generator (libFuzzer, AddressSanitizer)
## for FUZZ_SECONDS; failing inputs go to .fuzz/artifacts/ (scripts/fuzz-parser.sh)
fuzz:
	./scripts/fuzz-parser.sh $(FUZZ_SECONDS)

## install: copies the release binary to $(PREFIX)/bin
install: build
	install -d "$(PREFIX)/bin"
	install "$$($(SWIFT) build -c $(CONFIG) $(RELEASE_FLAGS) --show-bin-path)/mockgen" "$(PREFIX)/bin/mockgen"

clean:
	rm -rf .build .build-tsan Oracle/.build

## sample: the README's quick start end to end: generates mocks for Examples/QuickStart, then runs
## its tests against them. The sample depends on the runtime only (`traits: []`), so it builds with
## git unable to fetch any package (scripts/without-fetching.sh)
sample:
	./run generate --testable Greetings --output Examples/QuickStart/Tests/GreetingsTests/GeneratedMocks.swift \
		Examples/QuickStart/Sources/Greetings
	scripts/without-fetching.sh $(SWIFT) test --package-path Examples/QuickStart

## sample-cuckoofile: a Cuckoo project switching to mockgen (Examples/CuckoofileProject): its
## Cuckoofile.toml, as Cuckoo's generator read it (with a key mockgen warns about), gives the
## mocks; then its tests run against them, with git unable to fetch any package
sample-cuckoofile:
	./run generate --config Examples/CuckoofileProject/Cuckoofile.toml
	scripts/without-fetching.sh $(SWIFT) test --package-path Examples/CuckoofileProject

## plugin-e2e: the SwiftPM plugins end to end (docs/Plugins.md) on a copy of Examples/PluginSample
## in a new scratch folder: build, change a protocol, syntax error, no-change rebuild, and the
## command plugin's files compiled without the build plugin. PLUGIN_E2E_SCRATCH=dir keeps it there
plugin-e2e:
	SWIFT="$(SWIFT)" scripts/plugin-e2e.sh $(PLUGIN_E2E_SCRATCH)

## binary-plugin-e2e: the build plugin with a prebuilt mockgen (Packaging/MockgenBinaryPlugin and
## the artifact bundle) on a copy of Examples/PluginSample that takes the runtime with traits: [],
## built and tested with git unable to fetch anything (docs/Install.md)
binary-plugin-e2e:
	SWIFT="$(SWIFT)" scripts/binary-plugin-e2e.sh
