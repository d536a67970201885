# Two commands do all the set-up (see README.md):
#   make run    build tourc, then check the bundled tours
#   make test   run the test suite
# Both first make sure libyaml is installed (scripts/ensure-libyaml.sh).

SWIFT ?= swift
CONFIG ?= release
TOURS ?= tours

.PHONY: run test build docs deps

deps:
	@./scripts/ensure-libyaml.sh

build: deps
	$(SWIFT) build -c $(CONFIG) --product tourc

run: build
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/tourc" check $(TOURS)

test: deps
	$(SWIFT) test

# Regenerates docs/diagnostics.md from the code registry.
docs: deps
	$(SWIFT) build --product tourc
	"$$($(SWIFT) build --show-bin-path)/tourc" explain --all --markdown > docs/diagnostics.md.tmp
	mv docs/diagnostics.md.tmp docs/diagnostics.md
