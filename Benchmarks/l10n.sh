# Benchmarks/l10n.sh — the 64-language case of `make bench` (issue 23), sourced by run.sh.
#
# Corpus (l): the bundled apps with `localization:` in 64 languages, every catalog key translated
# in each (Benchmarks/gen/corpus_l.py). Measured against libyaml's parse of the same files (the
# tours, the registries and the catalogs, which are JSON and so YAML): `tourc check` and `tourc
# build` timed, and counted with callgrind. Alone, without the rest of the harness:
#
#   BENCH_ONLY=l10n bash Benchmarks/run.sh       # prints the figures; docs/performance.md untouched
#
# Uses run.sh's helpers (bench, ir, put, na, ensure_corpus) and its variables (TOURC, FLOOR, C, OUT).

L_NA=
if [ ! -d tours ]; then L_NA="no bundled tours/ to make corpus (l) from"
else ensure_corpus l $C/l --tours tours || L_NA="corpus (l) generator failed: $(tail -n1 "$OUT/logs/gen-l.log")"
fi
# The floor reads every file tourc reads: tours, registries, catalogs.
L_GLOB="$C/l/*/*.yaml $C/l/*/*.xcstrings"
[ -z "$L_NA" ] && echo "corpus_l=$(find $C/l -type f -not -name .stamp -printf '%s\n' | awk '{n++; s+=$1} END {printf "%d files, %.1f MB", n, s/1e6}') ($(ls $C/l | wc -l) apps, 64 languages)" >>"$META"
BUILD_L_OUT=$OUT/tmp/build-l-out
if [ -n "$L_NA" ]; then for id in floor_l check_l build_l; do na $id "$L_NA"; done
else
    if [ -n "$FLOOR" ]; then bench floor_l "$RUNS" "yaml_floor $L_GLOB" -- --sh "$(Q "$FLOOR") $L_GLOB"
    else na floor_l "cc failed"; fi
    if [ -z "$TOURC" ]; then na check_l "$TOURC_NA"; na build_l "$TOURC_NA"
    else
        bench check_l "$RUNS" "tourc check $C/l" -- "$TOURC" check $C/l
        # A check with a warning is not the case measured: the corpus is meant to be clean.
        if grep -q '^status=ok' "$RES/check_l" && [ -s "$OUT/logs/check_l.err" ] && grep -q 'warning\[\|error\[' "$OUT/logs/check_l.err"; then
            put check_l note "tourc reported: $(grep -m1 'warning\[\|error\[' "$OUT/logs/check_l.err" | cut -c1-160)"
        fi
        PREPARE="rm -rf $BUILD_L_OUT && mkdir -p $BUILD_L_OUT" \
            bench build_l "$RUNS" "tourc build $C/l --output <empty dir>" -- "$TOURC" build $C/l --output "$BUILD_L_OUT"
        grep -q '^status=ok' "$RES/build_l" && put build_l outputs "$(find "$BUILD_L_OUT" -type f | wc -l) files, $(du -sh "$BUILD_L_OUT" | cut -f1)"
    fi
fi

# Instruction counts of the same three commands, on the whole corpus (it is small).
if [ -n "$L_NA" ] || [ -n "${BENCH_SKIP_CALLGRIND:-}" ] || ! command -v valgrind >/dev/null || [ -z "$TOURC" ] || [ -z "$FLOOR" ]; then
    for id in ir_floor_l ir_check_l ir_build_l; do
        na $id "${L_NA:-no callgrind run (valgrind, tourc or the floor missing, or BENCH_SKIP_CALLGRIND)}"
    done
else
    L_STRIPPED=$OUT/bin/tourc-stripped-l
    cp "$TOURC" "$L_STRIPPED" && strip -g "$L_STRIPPED"
    mapfile -t L_FILES < <(find $C/l -type f \( -name '*.yaml' -o -name '*.xcstrings' \) | LC_ALL=C sort)
    ir ir_floor_l "yaml_floor $L_GLOB" -- "$FLOOR" "${L_FILES[@]}"
    ir ir_check_l "tourc check $C/l" -- "$L_STRIPPED" check $C/l
    rm -rf "$OUT/tmp/ir-l-out"
    ir ir_build_l "tourc build $C/l --output <empty dir>" -- "$L_STRIPPED" build $C/l --output "$OUT/tmp/ir-l-out"
fi
