#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer harness (Fuzz/, a package of its own, so `make test` never
# builds it) with -sanitize=fuzzer,address and runs it over load -> validate -> check -> emit,
# seeded from tours/ (each app's registry with each of its tours) and Fuzz/seeds/ (hostile cases
# from the tests). docs/fuzzing.md has the figures of the runs and what they found.
#
#   RUNS=1000000 make fuzz      executions (default 100000); JOBS=n runs n processes
#   FUZZ_ARGS="-max_total_time=600" make fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-100000}"

swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
bin="$(swift build -c release --package-path Fuzz --show-bin-path)/tourc-fuzz"

# Seeds from tours/: `<app.yaml>`, the marker line, `<tour.yaml>` (the harness's input format).
mkdir -p Fuzz/.seeds Fuzz/.corpus Fuzz/.artifacts
for app in tours/*/; do
    [ -f "$app/app.yaml" ] || continue
    for tour in "$app"*.yaml; do
        [ "$(basename "$tour")" = app.yaml ] && continue
        { cat "$app/app.yaml"; printf '\n#--- tour\n'; cat "$tour"; } > "Fuzz/.seeds/$(basename "$app")-$(basename "$tour")"
    done
done

ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" exec nice -n 19 "$bin" Fuzz/.corpus Fuzz/.seeds Fuzz/seeds \
    -runs="$RUNS" -max_len=65536 -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix=Fuzz/.artifacts/ ${FUZZ_ARGS:-}
