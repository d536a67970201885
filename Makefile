# Two commands do all the set-up (see README.md):
#   make run    build tourc, then check and compile the bundled tours into build/tours
#   make test   run the test suite
# Both first make sure libyaml is installed (scripts/ensure-libyaml.sh); `make test` also makes
# sure headless Chromium is (scripts/ensure-chromium.sh), for the preview's browser tests.

SWIFT ?= swift
CONFIG ?= release
TOURS ?= tours
# On Linux the release tourc links the Swift runtime and Foundation statically: the dynamic loader
# then has no symbols to look up across twenty shared libraries, which halves start-up
# (docs/performance-notes.md). Empty it (`make run STATIC=`) to link dynamically.
STATIC ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: run test test-deps build docs deps bench schemas-embed generate integration artifactbundle man fuzz property

deps:
	@./scripts/ensure-libyaml.sh

build: deps
	$(SWIFT) build -c $(CONFIG) --product tourc $(if $(filter release,$(CONFIG)),$(STATIC))

run: build
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/tourc" build $(TOURS)

# The browser tests of `tourc preview` (Tests/TourcPreviewTests) load its pages in headless Chromium;
# the localization tests compare with translate-toolkit and Babel from PyPI (in .venv-tests/).
test-deps: deps
	@./scripts/ensure-chromium.sh
	@./scripts/ensure-python-tools.sh

test: test-deps
	$(SWIFT) test
	@# A separate package that depends only on the TourKit product compiles the generated Swift
	@# of the bundled apps and exits 1 unless every static table equals its decoded JSON bundle.
	$(SWIFT) run --package-path Examples/TourKitConsumer
	@# A package whose target holds tours/ and uses TourcBuildPlugin: the plugin compiles them at
	@# build time and the program exits 1 unless the generated table equals the JSON bundle.
	$(SWIFT) run --package-path Examples/TourPluginExample

# What CI runs after `make test` (.ci/run): the pre-commit hooks and the per-app editor schemas in
# the real tools, installed from PyPI into .venv-tests/ (git-ignored).
integration: deps
	bash scripts/integration-tests.sh

# A static-linked tourc in an artifact bundle (Linux), for a binaryTarget that pins a release
# instead of building tourc from source (docs/integration.md).
artifactbundle: deps
	bash scripts/make-artifactbundle.sh

# The man page, from the command definitions (swift-argument-parser's generate-manual plugin):
# build/man/tourc.1 (`man -l build/man/tourc.1`). Dated by the last commit, so it is reproducible.
man: deps
	$(SWIFT) package plugin generate-manual --configuration debug --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)"
	mkdir -p build/man
	cp .build/plugins/GenerateManual/outputs/tourc/tourc.1 build/man/tourc.1
	@echo "wrote build/man/tourc.1"

# Regenerates docs/diagnostics.md from the code registry.
docs: deps
	$(SWIFT) build --product tourc
	"$$($(SWIFT) build --show-bin-path)/tourc" explain --all --markdown > docs/diagnostics.md.tmp
	mv docs/diagnostics.md.tmp docs/diagnostics.md

# The old name of the embed step, kept so habits keep working: `make generate` now writes the
# embedded schemas too (compact text plus a compiled snapshot, the editor schema's copy and the
# 2020-12 meta-schemas), with no test run.
schemas-embed: generate

# Builds the libFuzzer harness (Fuzz/, its own package: `make test` never builds it) with
# -sanitize=fuzzer,address and runs one surface, niced (RUNS=n executions, default 100000;
# FUZZ_TARGET=tour|scenario|config|validate|all, default tour). docs/fuzzing.md.
fuzz: deps
	./scripts/fuzz.sh

# The runtime's property test at length (CASES random sequences per bundled app, default
# 100000; `make test` runs 300). docs/fuzzing.md.
property: deps
	TOURKIT_PROPERTY_CASES=$${CASES:-100000} nice -n 19 $(SWIFT) test --filter RuntimePropertyTests

# Times whole processes against libyaml's floor and check-jsonschema; writes docs/performance.md.
bench: deps
	bash Benchmarks/run.sh

# Writes every file derived from the one description of the language (Sources/TourcModel/Language):
# TourKit's model, the explicit decoders, the JSON writers, the Swift emitters, docs/reference.md and
# schemas/tour.schema.json and schemas/app.schema.json; and the embeds of schemas/*.json and the
# meta-schemas. It deletes files it did not write from its Generated/ folders. Run it after editing
# the description, a schema, or the schema compiler; the test "Generated files" fails until then
# (`swift run tourc-generate --check` says the same without the tests). See docs/architecture.md.
generate: deps
	$(SWIFT) run tourc-generate "$(CURDIR)"
