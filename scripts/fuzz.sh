#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer harness (Fuzz/, a package of its own, so `make test` never
# builds it) with -sanitize=fuzzer,address and runs one surface of tourc, niced:
#
#   FUZZ_TARGET=tour      an app (registry + tour) through check and build --dry-run (default)
#   FUZZ_TARGET=scenario  a *.test.yaml through `tourc test`'s runner and check, in-process
#   FUZZ_TARGET=config    a tourc.yml through the config loader, then a dry-run build with it
#   FUZZ_TARGET=validate  a schema and an instance through `tourc validate`'s phases
#   FUZZ_TARGET=all       each of the four in turn, RUNS executions each
#
# Each surface has its own corpus (Fuzz/.corpus/<surface>/), generated seeds (Fuzz/.seeds/<surface>/,
# from the repository's own files) and committed seeds (Fuzz/seeds/<surface>/); findings go to
# Fuzz/.artifacts/<surface>-*. docs/fuzzing.md has the figures of the runs and what they found.
#
#   RUNS=1000000 make fuzz                        executions (default 100000)
#   FUZZ_TARGET=scenario FUZZ_ARGS="-max_total_time=600" make fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-100000}"
TARGET="${FUZZ_TARGET:-tour}"
SUITE="${SCHEMA_SUITE:-}"
[ -n "$SUITE" ] || for candidate in ../shared/testdata/JSON-Schema-Test-Suite third_party/JSON-Schema-Test-Suite; do
    [ -d "$candidate/tests/draft2020-12" ] && { SUITE="$candidate"; break; }
done

if [ "$TARGET" = all ]; then
    for surface in tour scenario config validate; do FUZZ_TARGET=$surface "$0"; done
    exit 0
fi

# -enable-testing: the scenario surface calls the runner's per-file step (`@testable import`).
swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing
bin="$(swift build -c release --package-path Fuzz --show-bin-path)/tourc-fuzz"

seeds="Fuzz/.seeds/$TARGET"
rm -rf "$seeds"
mkdir -p "$seeds" "Fuzz/.corpus/$TARGET" "Fuzz/seeds/$TARGET" Fuzz/.artifacts
extra=()
case "$TARGET" in
tour)
    # `<app.yaml>`, the marker line, `<tour.yaml>` (the harness's input format).
    for app in tours/*/ Tests/TourcCoreTests/Golden/input/*/; do
        [ -f "$app/app.yaml" ] || continue
        for tour in "$app"*.yaml; do
            [ "$(basename "$tour")" = app.yaml ] && continue
            { cat "$app/app.yaml"; printf '\n#--- tour\n'; cat "$tour"; } > "$seeds/$(basename "$app")-$(basename "$tour")"
        done
    done
    ;;
scenario)
    # `#--- app <id>` (the folder the scenario is run from), then the scenario.
    for file in tours/*/tests/*.test.yaml Tests/TourcCLITests/Scenarios/tours/*/tests/*.test.yaml; do
        app="$(basename "$(dirname "$(dirname "$file")")")"
        { printf '#--- app %s\n' "$app"; cat "$file"; } > "$seeds/$app-$(basename "$file")"
    done
    extra=(Fuzz/seeds/tour)   # the YAML loader's hostile cases
    ;;
config)
    cp Examples/TourPluginExample/Sources/TourPluginExample/tourc.yml "$seeds/plugin-example.yml"
    extra=(Fuzz/seeds/tour)
    ;;
validate)
    # tourc's own schemas with files they describe, then every schema of the official suite
    # (draft 2020-12) with each of its test instances.
    for app in tours/*/; do
        { cat schemas/app.schema.json; printf '\n#--- instance\n'; cat "$app/app.yaml"; } > "$seeds/app-$(basename "$app").yaml"
        for tour in "$app"*.yaml; do
            [ "$(basename "$tour")" = app.yaml ] && continue
            { cat schemas/tour.schema.json; printf '\n#--- instance\n'; cat "$tour"; } > "$seeds/tour-$(basename "$app")-$(basename "$tour")"
        done
        for test in "$app"tests/*.test.yaml; do
            [ -f "$test" ] || continue
            { cat schemas/scenario.schema.json; printf '\n#--- instance\n'; cat "$test"; } > "$seeds/scenario-$(basename "$app")-$(basename "$test")"
        done
    done
    if [ -n "$SUITE" ] && command -v jq > /dev/null; then
        for file in "$SUITE"/tests/draft2020-12/*.json "$SUITE"/tests/draft2020-12/optional/*.json "$SUITE"/tests/draft2020-12/optional/format/*.json; do
            [ -f "$file" ] || continue
            # three lines per test: the schema, the marker, the instance (tojson: one line each)
            jq -r '.[] | .schema as $s | .tests[] | ($s | tojson), "#--- instance", (.data | tojson)' "$file" |
                awk -v out="$seeds/suite-$(basename "$file" .json)" '{ f = out "-" int((NR - 1) / 3) ".json"; print > f; if (NR % 3 == 0) close(f) }'
        done
        export TOURC_FUZZ_REMOTES="$SUITE/remotes"
    fi
    ;;
*)
    echo "FUZZ_TARGET=$TARGET: use tour, scenario, config, validate or all" >&2
    exit 64
    ;;
esac

# The Swift backtracer would symbolicate a trap for minutes on a busy machine before libFuzzer
# saves the input; ASan prints the stack instead.
FUZZ_TARGET="$TARGET" SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" exec nice -n 19 "$bin" \
    "Fuzz/.corpus/$TARGET" "$seeds" "Fuzz/seeds/$TARGET" "${extra[@]}" \
    -runs="$RUNS" -max_len=65536 -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="Fuzz/.artifacts/$TARGET-" ${FUZZ_ARGS:-}
