# Two commands do all the set-up (see README.md):
#   make run    build tourc, then check and compile the bundled tours into build/tours
#   make test   run the test suite
# Both first make sure libyaml is installed (scripts/ensure-libyaml.sh).

SWIFT ?= swift
CONFIG ?= release
TOURS ?= tours
# On Linux the release tourc links the Swift runtime and Foundation statically: the dynamic loader
# then has no symbols to look up across twenty shared libraries, which halves start-up
# (docs/performance-notes.md). Empty it (`make run STATIC=`) to link dynamically.
STATIC ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: run test build docs deps bench schemas-embed fuzz

deps:
	@./scripts/ensure-libyaml.sh

build: deps
	$(SWIFT) build -c $(CONFIG) --product tourc $(if $(filter release,$(CONFIG)),$(STATIC))

run: build
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/tourc" build $(TOURS)

test: deps
	$(SWIFT) test
	@# A separate package that depends only on the TourKit product compiles the generated Swift
	@# of the bundled apps and exits 1 unless every static table equals its decoded JSON bundle.
	$(SWIFT) run --package-path Examples/TourKitConsumer

# Regenerates docs/diagnostics.md from the code registry.
docs: deps
	$(SWIFT) build --product tourc
	"$$($(SWIFT) build --show-bin-path)/tourc" explain --all --markdown > docs/diagnostics.md.tmp
	mv docs/diagnostics.md.tmp docs/diagnostics.md

# Re-embeds schemas/*.json (compact text plus a compiled snapshot, read at start-up) and the 2020-12
# meta-schemas into the binary (committed generated Swift). Run it after changing a schema or the
# schema compiler; a test fails until then.
schemas-embed: deps
	TOURC_RECORD=1 $(SWIFT) test --filter "CheckSchemaEmbeddingTests|MetaSchemaEmbeddingTests"

# Builds the libFuzzer harness (Fuzz/, its own package: `make test` never builds it) with
# -sanitize=fuzzer,address and runs it, niced (RUNS=n executions, default 100000). docs/fuzzing.md.
fuzz: deps
	./scripts/fuzz.sh

# Times whole processes against libyaml's floor and check-jsonschema; writes docs/performance.md.
bench: deps
	bash Benchmarks/run.sh
