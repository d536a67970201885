#!/usr/bin/env bash
# Benchmarks/run.sh — one command, one table (issue 6, DESIGN.md §6).
#
#   bash Benchmarks/run.sh            # or: make bench
#
# Builds tourc in release, generates the seeded corpus if it is missing or
# stale, times whole processes over several rounds (hyperfine when present,
# else a date +%s%N loop), records peak RSS with /usr/bin/time, and writes
# docs/performance.md. A tourc command that is missing or fails shows up as
# "n/a (not available: <reason>)", never as a number.
#
# Knobs (environment):
#   BENCH_SCALE=1         corpus size factor (a: 2400 files/scale; b: see gen/corpus_b.py)
#   BENCH_RUNS=10         timed rounds for commands that take a second or less (medians steady
#                         on a shared 2-core machine need more than a few)
#   BENCH_FAST_RUNS=20    timed rounds for start-up sized commands (check vs hello)
#   BENCH_SLOW_RUNS=1     timed rounds for check-jsonschema (minutes per round)
#   BENCH_TC_TOURS=40     tours in the type-check app at N (4N = 4x this)
#   BENCH_TIMEOUT=900     seconds before one process is killed
#   BENCH_SKIP_BUILD=1    use the existing release build
#   BENCH_SWIFT_FLAGS=... flags for the release build (default on Linux: --static-swift-stdlib,
#                         as `make run` builds it; empty links the Swift runtime dynamically)
#   BENCH_NO_INSTALL=1    never apt-get/pip install; missing tools give n/a
#   BENCH_SKIP_CJS=1      leave out check-jsonschema (minutes per round) when iterating
#   BENCH_DOC=path        where to write the report (default docs/performance.md)
#   BENCH_NOTE=text       a line for the report, e.g. which branches this checkout merges
#   BENCH_RUNTIME_ROUNDS=15 rounds inside RuntimeBench (Benchmarks/runtime), the runtime section
set -uo pipefail
export LC_ALL=C.UTF-8 NO_COLOR=1

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 2
B=Benchmarks
OUT=$B/out
SCALE=${BENCH_SCALE:-1}
RUNS=${BENCH_RUNS:-10}
FAST_RUNS=${BENCH_FAST_RUNS:-20}
SLOW_RUNS=${BENCH_SLOW_RUNS:-1}
TC_TOURS=${BENCH_TC_TOURS:-40}
TIMEOUT=${BENCH_TIMEOUT:-900}
SEED=42
DOC=${BENCH_DOC:-docs/performance.md}
START=$(date +%s)
if [ -z "${BENCH_SWIFT_FLAGS+set}" ] && [ "$(uname -s)" = Linux ]; then BENCH_SWIFT_FLAGS=--static-swift-stdlib; fi
SWIFT_FLAGS=${BENCH_SWIFT_FLAGS:-}

rm -rf "$OUT/res" "$OUT/tmp" "$OUT/logs" "$OUT/json"
mkdir -p "$OUT/res" "$OUT/tmp" "$OUT/logs" "$OUT/json" "$OUT/bin"
RES=$OUT/res          # one file per measurement: key=value lines
say() { printf '[bench %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }

# ---------------------------------------------------------------- tools
can_install() { [ -z "${BENCH_NO_INSTALL:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
ensure_pkg() { # ensure_pkg <command-path> <debian package>
    command -v "$1" >/dev/null && return 0
    can_install || return 1
    say "installing $2 with apt-get"
    apt-get install -y "$2" >"$OUT/logs/apt-$2.log" 2>&1 \
        || { apt-get update >>"$OUT/logs/apt-$2.log" 2>&1 && apt-get install -y "$2" >>"$OUT/logs/apt-$2.log" 2>&1; }
    command -v "$1" >/dev/null
}
ensure_pkg hyperfine hyperfine && HYPERFINE=1 || HYPERFINE=
ensure_pkg /usr/bin/time time && GNUTIME=/usr/bin/time || GNUTIME=
[ -n "$HYPERFINE" ] && say "timing with $(hyperfine --version)" || say "hyperfine missing: timing with a date +%s%N loop"
[ -n "$GNUTIME" ] || say "/usr/bin/time missing: peak memory will be n/a"

# Records key=value for measurement $1.
put() { printf '%s=%s\n' "$2" "$3" >>"$RES/$1"; }
na() { # na <id> <reason>
    put "$1" status na
    put "$1" reason "$(printf '%s' "$2" | tr '\n|' ' /' | cut -c1-220)"
    say "$1: n/a ($2)"
}
first_line() { grep -m1 -v '^[[:space:]]*$' "$1" 2>/dev/null | cut -c1-200; }
Q() { printf '%q' "$1"; }

# ------------------------------------------------------- measurement core
# One run of "$@" under /usr/bin/time; sets RUN_RC, RUN_WALL (s), RUN_USER, RUN_SYS, RUN_RSS (KB).
run_once() {
    local id=$1; shift
    [ "$1" = --sh ] && set -- sh -c "$2"
    local tf=$OUT/tmp/$id.time t0 t1
    [ -n "${PREPARE:-}" ] && bash -c "$PREPARE"
    t0=$(date +%s%N)
    if [ -n "$GNUTIME" ]; then
        timeout "$TIMEOUT" "$GNUTIME" -f '%U %S %M' -o "$tf" "$@" >"$OUT/logs/$id.out" 2>"$OUT/logs/$id.err"
    else
        timeout "$TIMEOUT" "$@" >"$OUT/logs/$id.out" 2>"$OUT/logs/$id.err"
    fi
    RUN_RC=$?
    t1=$(date +%s%N)
    RUN_WALL=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.6f", (b-a)/1e9}')
    RUN_USER=; RUN_SYS=; RUN_RSS=
    if [ -n "$GNUTIME" ] && [ -s "$tf" ]; then
        read -r RUN_USER RUN_SYS RUN_RSS < <(tail -n1 "$tf")
    fi
    [ "$RUN_RC" = 124 ] && echo "timed out after ${TIMEOUT}s" >>"$OUT/logs/$id.err"
    return 0
}

# bench <id> <runs> <display command> -- <command...>
# bench <id> <runs> <display command> -- --sh '<shell command>'
#   (for file lists: a glob keeps the command short; hyperfine's single command
#   string may not exceed the kernel's 128 KB per-argument limit)
# A probe run first (also the warm-up, and the peak-RSS sample); if it fails
# the measurement is n/a with the reason. Then <runs> timed rounds.
bench() {
    local id=$1 runs=$2 display=$3; shift 4
    put "$id" cmd "$display"
    say "$id: $display"
    run_once "$id" "$@"
    if [ "$RUN_RC" != 0 ]; then
        local why; why=$(first_line "$OUT/logs/$id.err"); [ -n "$why" ] || why=$(first_line "$OUT/logs/$id.out")
        na "$id" "exit status $RUN_RC: ${why:-no output}"
        return 1
    fi
    put "$id" rss_kb "${RUN_RSS:-}"
    if [ -n "$HYPERFINE" ] && [ "$runs" -gt 1 ]; then
        local cmdline hf
        if [ "$1" = --sh ]; then
            cmdline=$2; hf=(hyperfine)          # sh -c, start-up of sh subtracted by hyperfine
        else
            cmdline=$(printf '%q ' "$@"); hf=(hyperfine -N)
        fi
        hf+=(--style basic --runs "$runs" --export-json "$OUT/json/$id.json" -n "$id")
        [ -n "${PREPARE:-}" ] && hf+=(--prepare "bash -c $(printf '%q' "$PREPARE")")
        if ! timeout $((TIMEOUT * runs)) "${hf[@]}" "$cmdline" >"$OUT/logs/$id.hyperfine" 2>&1; then
            na "$id" "hyperfine failed: $(first_line "$OUT/logs/$id.hyperfine")"
            return 1
        fi
        python3 - "$OUT/json/$id.json" >>"$RES/$id" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print("median=%.6f" % r["median"]); print("mean=%.6f" % r["mean"])
print("stddev=%.6f" % (r.get("stddev") or 0)); print("cpu=%.6f" % (r["user"] + r["system"]))
print("runs=%d" % len(r["times"])); print("min=%.6f" % r["min"]); print("max=%.6f" % r["max"])
PY
    else
        # The probe is round 1; date +%s%N around each process (includes the fork of /usr/bin/time).
        local walls=("$RUN_WALL") cpus=() rss=${RUN_RSS:-0} i
        [ -n "$RUN_USER" ] && cpus+=("$(awk -v u="$RUN_USER" -v s="$RUN_SYS" 'BEGIN{print u+s}')")
        for ((i = 1; i < runs; i++)); do
            run_once "$id" "$@"
            [ "$RUN_RC" = 0 ] || { na "$id" "round $((i + 1)) failed with exit status $RUN_RC"; return 1; }
            walls+=("$RUN_WALL")
            [ -n "$RUN_USER" ] && cpus+=("$(awk -v u="$RUN_USER" -v s="$RUN_SYS" 'BEGIN{print u+s}')")
            [ "${RUN_RSS:-0}" -gt "$rss" ] && rss=$RUN_RSS
        done
        sed -i '/^rss_kb=/d' "$RES/$id"; put "$id" rss_kb "$rss"
        python3 - "${walls[*]}" "${cpus[*]:-}" >>"$RES/$id" <<'PY'
import statistics, sys
w = [float(x) for x in sys.argv[1].split()]
c = [float(x) for x in sys.argv[2].split()] if sys.argv[2].strip() else []
print("median=%.6f" % statistics.median(w)); print("mean=%.6f" % statistics.mean(w))
print("stddev=%.6f" % (statistics.stdev(w) if len(w) > 1 else 0))
if c: print("cpu=%.6f" % statistics.mean(c))
print("runs=%d" % len(w)); print("min=%.6f" % min(w)); print("max=%.6f" % max(w))
PY
    fi
    put "$id" status ok
    return 0
}

ir() { # ir <id> <display> -- <command...>: records ir=<instructions>
    local id=$1 display=$2; shift 3
    put "$id" cmd "$display"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >"$OUT/logs/$id.out" 2>"$OUT/logs/$id.err"
    local rc=$?
    [ "$rc" = 0 ] || { na "$id" "exit status $rc under valgrind: $(first_line "$OUT/logs/$id.err")"; return 1; }
    local n; n=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$OUT/logs/$id.err" | tail -n1)
    [ -n "$n" ] || { na "$id" "no instruction count in valgrind's output"; return 1; }
    put "$id" status ok; put "$id" ir "$n"
    say "$id: $n instructions"
}

# Memory only: one run under /usr/bin/time.
memory_only() { # memory_only <id> <display> -- <command...>
    local id=$1 display=$2; shift 3
    put "$id" cmd "$display"
    say "$id: $display"
    run_once "$id" "$@"
    if [ "$RUN_RC" != 0 ]; then
        na "$id" "exit status $RUN_RC: $(first_line "$OUT/logs/$id.err")"; return 1
    fi
    [ -n "$RUN_RSS" ] || { na "$id" "/usr/bin/time not available"; return 1; }
    put "$id" rss_kb "$RUN_RSS"; put "$id" median "$RUN_WALL"; put "$id" runs 1; put "$id" status ok
    put "$id" cpu "$(awk -v u="$RUN_USER" -v s="$RUN_SYS" 'BEGIN{print u+s}')"
}

# ------------------------------------------------------------ meta data
META=$OUT/res/_meta
{
    echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
    echo "branch=$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo unknown)"
    echo "note=${BENCH_NOTE:-}"
    echo "dirty=$( [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && echo yes || echo no)"
    echo "nproc=$(nproc)"
    echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    echo "mem=$(awk '/MemTotal/ {printf "%.1f GB", $2/1048576}' /proc/meminfo)"
    echo "os=$( (. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME") || uname -s) $(uname -r)"
    echo "swift=$(swift --version 2>&1 | head -n1)"
    echo "libyaml=$(pkg-config --modversion yaml-0.1 2>/dev/null || echo missing)"
    echo "hyperfine=$( [ -n "$HYPERFINE" ] && hyperfine --version || echo 'not installed (date +%s%N loop)')"
    echo "load_start=$(cut -d' ' -f1-3 /proc/loadavg)"
    echo "scale=$SCALE"; echo "runs=$RUNS"; echo "fast_runs=$FAST_RUNS"; echo "slow_runs=$SLOW_RUNS"
    echo "tc_tours=$TC_TOURS"; echo "seed=$SEED"
} >"$META"

# ------------------------------------------------------------- builds
TOURC=
BUILD_OK=1
if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
    say "swift build -c release --product tourc $SWIFT_FLAGS (log: $OUT/logs/swift-build.log)"
    # shellcheck disable=SC2086
    swift build -c release --product tourc $SWIFT_FLAGS >"$OUT/logs/swift-build.log" 2>&1 || { BUILD_OK=; say "release build FAILED"; }
fi
BIN=$(swift build -c release --show-bin-path 2>/dev/null)
# Never time a stale binary left by an earlier, successful build.
[ -n "$BUILD_OK" ] && [ -x "$BIN/tourc" ] && TOURC=$BIN/tourc
TOURC_NA="tourc release build failed: $(grep -m1 'error:' "$OUT/logs/swift-build.log" 2>/dev/null | cut -c1-160)"
echo "tourc_version=$([ -n "$TOURC" ] && "$TOURC" --version 2>/dev/null || echo n/a)" >>"$META"

FLOOR=$OUT/bin/yaml_floor
# shellcheck disable=SC2046
cc -O2 -o "$FLOOR" $B/floor/yaml_floor.c $(pkg-config --cflags --libs yaml-0.1) 2>"$OUT/logs/cc.log" || FLOOR=
HELLO=$OUT/bin/hello
swiftc -O $B/hello/hello.swift -o "$HELLO" >"$OUT/logs/hello-build.log" 2>&1 || HELLO=
# For reference only: the same hello with the Swift runtime and Foundation linked statically, as
# tourc's release build is on Linux. The target compares with the default (dynamic) hello above.
HELLO_STATIC=$OUT/bin/hello-static
swiftc -O -static-stdlib $B/hello/hello.swift -o "$HELLO_STATIC" >"$OUT/logs/hello-static-build.log" 2>&1 || HELLO_STATIC=
echo "swift_flags=${SWIFT_FLAGS:-(none)}" >>"$META"

# ------------------------------------------------------------- corpus
gen_stamp() { # the inputs that decide a corpus' bytes
    { cat $B/gen_corpus.py $B/gen/*.py; echo "$*"; [ -d tours ] && find tours -type f | LC_ALL=C sort | xargs cat; } | sha256sum | cut -c1-16
}
ensure_corpus() { # ensure_corpus <kind> <dir> <generator args...>
    local kind=$1 dir=$2; shift 2
    local stamp; stamp=$(gen_stamp "$kind" "$@")
    if [ -f "$dir/.stamp" ] && [ "$(cat "$dir/.stamp")" = "$stamp" ]; then return 0; fi
    say "generating corpus $dir"
    python3 $B/gen_corpus.py "$kind" --out "$dir" --seed $SEED "$@" >"$OUT/logs/gen-$(basename "$dir").log" 2>&1 \
        || { cat "$OUT/logs/gen-$(basename "$dir").log" >&2; return 1; }
    echo "$stamp" >"$dir/.stamp"
}
C=$B/corpus
# BENCH_ONLY=l10n: the 64-language case alone (Benchmarks/l10n.sh); prints its figures and leaves
# docs/performance.md as it is.
if [ "${BENCH_ONLY:-}" = l10n ]; then
    . $B/l10n.sh
    for f in "$RES"/*_l; do printf '%s: %s\n' "$(basename "$f")" "$(grep -v '^cmd=' "$f" | tr '\n' ' ')"; done
    exit 0
fi
ensure_corpus a $C/a --scale "$SCALE" || say "corpus a failed"
B_NA=
if [ ! -d tours ]; then
    B_NA="no bundled tours/ to template corpus (b) from"
else
    ensure_corpus b $C/b --tours tours --scale "$SCALE" || B_NA="corpus (b) generator failed: $(tail -n1 "$OUT/logs/gen-b.log")"
fi
# (c): the bundled apps copied as they are, 40 times (issue 21, item 7): realistic content.
C_NA=
if [ ! -d tours ]; then
    C_NA="no bundled tours/ to copy corpus (c) from"
else
    ensure_corpus c $C/c --tours tours || C_NA="corpus (c) generator failed: $(tail -n1 "$OUT/logs/gen-c.log")"
fi
corpus_size() { find "$1" -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.xcstrings' \) -printf '%s\n' | awk '{n++; s+=$1} END {printf "%d files, %.1f MB", n, s/1e6}'; }
mapfile -t A_FILES < <(find $C/a -name '*.yaml' | LC_ALL=C sort)
echo "corpus_a=$(corpus_size $C/a)" >>"$META"
[ -z "$B_NA" ] && echo "corpus_b=$(corpus_size $C/b)" >>"$META"
[ -z "$C_NA" ] && echo "corpus_c=$(corpus_size $C/c)" >>"$META"

# A negative control: one (a) document with a schema violation, to prove
# that a validator which exits 0 on the corpus really validates.
BAD=$OUT/tmp/invalid.yaml
sed 's/^priority: [0-9]*/priority: 500/' "${A_FILES[0]}" >"$BAD"
SCHEMA=$B/schema/tour-document.schema.json

# ------------------------------------------------------------- floor
if [ -n "$FLOOR" ]; then
    bench floor_a "$RUNS" "yaml_floor $C/a/*/*.yaml" -- --sh "$(Q "$FLOOR") $C/a/*/*.yaml"
    # For reference only: the floor spread over both cores, as a parallel tourc could be.
    half=$(( (${#A_FILES[@]} + 1) / 2 ))
    bench floor_a2 "$RUNS" "printf '%s\\n' $C/a/*/*.yaml | xargs -P2 -n$half yaml_floor" -- \
        --sh "printf '%s\\n' $C/a/*/*.yaml | xargs -P2 -n$half $(Q "$FLOOR")"
    if [ -z "$B_NA" ]; then
        bench floor_b "$RUNS" "yaml_floor $C/b/*/*.yaml" -- --sh "$(Q "$FLOOR") $C/b/*/*.yaml"
    else na floor_b "$B_NA"; fi
    if [ -z "$C_NA" ]; then
        # Every file the build reads: the tours, the registries and each app's String Catalog
        # (JSON, which libyaml reads as YAML); the YAML files alone as a second row.
        bench floor_c "$RUNS" "yaml_floor $C/c/*/*.yaml $C/c/*/*.xcstrings" -- --sh "$(Q "$FLOOR") $C/c/*/*.yaml $C/c/*/*.xcstrings"
        bench floor_c_yaml "$RUNS" "yaml_floor $C/c/*/*.yaml" -- --sh "$(Q "$FLOOR") $C/c/*/*.yaml"
    else na floor_c "$C_NA"; fi
else
    na floor_a "cc failed: $(first_line "$OUT/logs/cc.log")"; na floor_b "cc failed"
fi

# Whether this tourc build has a subcommand (the others arrive from other branches).
has_sub() { "$TOURC" --help 2>/dev/null | sed -n '/SUBCOMMANDS:/,$p' | grep -qE "^ +$1( |\$)"; }
no_sub() { echo "this tourc build has no \`$1\` subcommand yet (commit $(git rev-parse --short HEAD 2>/dev/null))"; }

# ------------------------------------------------------------- tourc validate
VAL_DISPLAY="tourc validate --schema $SCHEMA $C/a/*/*.yaml"
if [ -z "$TOURC" ]; then na validate "$TOURC_NA"
elif ! has_sub validate; then put validate cmd "$VAL_DISPLAY"; na validate "$(no_sub validate)"
else
    run_once validate_control "$TOURC" validate --schema "$SCHEMA" "$BAD"
    if [ "$RUN_RC" = 0 ]; then
        put validate cmd "$VAL_DISPLAY"
        na validate "tourc validate exits 0 on a document that breaks the schema (priority: 500), so it does not validate yet"
    elif [ "$RUN_RC" != 1 ]; then
        put validate cmd "$VAL_DISPLAY"
        na validate "exit status $RUN_RC: $(first_line "$OUT/logs/validate_control.err")"
    else
        bench validate "$RUNS" "$VAL_DISPLAY" -- --sh "$(Q "$TOURC") validate --schema $SCHEMA $C/a/*/*.yaml"
    fi
fi

# ------------------------------------------------------------- tourc build
BUILD_OUT=$OUT/tmp/build-out
if [ -z "$TOURC" ]; then na build "$TOURC_NA"; na noop "$TOURC_NA"
elif ! has_sub build; then
    put build cmd "tourc build $C/b --output <empty dir>"; na build "$(no_sub build)"
    put noop cmd "tourc build $C/b --output <same dir> (no-op)"; na noop "$(no_sub build)"
elif [ -n "$B_NA" ]; then na build "$B_NA"; na noop "$B_NA"
else
    PREPARE="rm -rf $BUILD_OUT && mkdir -p $BUILD_OUT" \
        bench build "$RUNS" "tourc build $C/b --output <empty dir>" -- "$TOURC" build $C/b --output "$BUILD_OUT"
    if grep -q '^status=ok' "$RES/build"; then
        n_json=$(find "$BUILD_OUT" -name '*.json' | wc -l); n_swift=$(find "$BUILD_OUT" -name '*.swift' | wc -l)
        put build outputs "$n_json JSON, $n_swift Swift files, $(du -sh "$BUILD_OUT" | cut -f1)"
        if [ "$n_json" = 0 ] || [ "$n_swift" = 0 ]; then
            sed -i '/^status=/d' "$RES/build"
            na build "exit 0 but the output holds $n_json JSON and $n_swift Swift files (both outputs expected)"
        fi
        # The no-op rebuild: same input, same output folder; nothing may be written.
        snapshot() { find "$BUILD_OUT" -printf '%p %i %s %T@ %C@\n' | LC_ALL=C sort; }
        snapshot >"$OUT/tmp/before.txt"
        sleep 1.1   # make a rewrite visible in mtimes even on coarse file systems
        bench noop "$RUNS" "tourc build $C/b --output <same dir> (no-op)" -- "$TOURC" build $C/b --output "$BUILD_OUT"
        snapshot >"$OUT/tmp/after.txt"
        if cmp -s "$OUT/tmp/before.txt" "$OUT/tmp/after.txt"; then put noop wrote "nothing (paths, inodes, sizes, mtimes, ctimes unchanged)"
        else put noop wrote "CHANGED: $(diff "$OUT/tmp/before.txt" "$OUT/tmp/after.txt" | grep -c '^>') entries differ"; fi
    else
        na noop "the first build did not succeed"
    fi
fi
# (c), the 160-app corpus of realistic content: `build` against the floor of the same files.
# Three rows, because on this machine the file system's cost of creating the build's 600 files and
# 200 folders varies more between identical runs than tourc's own (docs/performance-notes.md,
# session 12: on its ext4 without a journal, a new inode is searched for past every inode deleted
# in the last 30 s and past full block groups; system time 80 to 270 ms for the same build):
# - build_c: into an empty folder on tmpfs (/dev/shm when it is one), the previous output deleted
#   before each round (free on tmpfs): tourc's own CPU time, system calls and page-cache writes
#   included, without the disk's inode search. The issue 21 target reads this row.
# - build_c_disk: into an empty folder on the disk, made by moving the previous output aside,
#   31 s after the last deletion (nothing deleted while the row runs).
# - build_c_rm: on the disk, the previous output deleted right before each round (the row's
#   method until session 12).
BUILD_C_OUT=$OUT/tmp/build-c-out
TMPFS_DIR=; [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] && [ -w /dev/shm ] && TMPFS_DIR=/dev/shm
if [ -z "$TOURC" ]; then for id in build_c build_c_disk build_c_rm; do na $id "$TOURC_NA"; done
elif [ -n "$C_NA" ]; then for id in build_c build_c_disk build_c_rm; do na $id "$C_NA"; done
else
    if [ -n "$TMPFS_DIR" ]; then
        SHM_OUT=$(mktemp -d "$TMPFS_DIR/tourc-bench.XXXXXX")
        PREPARE="rm -rf $SHM_OUT/out && mkdir $SHM_OUT/out" \
            bench build_c "$RUNS" "tourc build $C/c --output <empty dir on tmpfs>" -- "$TOURC" build $C/c --output "$SHM_OUT/out"
        grep -q '^status=ok' "$RES/build_c" && put build_c outputs "$(find "$SHM_OUT/out" -type f | wc -l) files, $(du -sh "$SHM_OUT/out" | cut -f1)"
        rm -rf "$SHM_OUT"
    else
        na build_c "no tmpfs at /dev/shm"
    fi
    rm -rf "$BUILD_C_OUT" "$BUILD_C_OUT.old" && mkdir -p "$BUILD_C_OUT" "$BUILD_C_OUT.old"
    say "build_c_disk: waiting 31 s for no deletion in the last 30 s"; sleep 31
    PREPARE="mv $BUILD_C_OUT \$(mktemp -d $BUILD_C_OUT.old/round.XXXXXX)/ && mkdir $BUILD_C_OUT" \
        bench build_c_disk "$RUNS" "tourc build $C/c --output <empty dir on disk>, nothing deleted in the last 30 s" -- "$TOURC" build $C/c --output "$BUILD_C_OUT"
    PREPARE="rm -rf $BUILD_C_OUT && mkdir -p $BUILD_C_OUT" \
        bench build_c_rm "$RUNS" "tourc build $C/c --output <empty dir on disk>, the previous output deleted right before" -- "$TOURC" build $C/c --output "$BUILD_C_OUT"
    rm -rf "$BUILD_C_OUT.old"
fi

# ------------------------------------------------------------- check vs hello
if [ -n "$HELLO" ]; then bench hello "$FAST_RUNS" "hello (swiftc -O $B/hello/hello.swift)" -- "$HELLO"
else na hello "swiftc failed: $(first_line "$OUT/logs/hello-build.log")"; fi
if [ -n "$HELLO_STATIC" ]; then bench hello_static "$FAST_RUNS" "hello-static (swiftc -O -static-stdlib $B/hello/hello.swift)" -- "$HELLO_STATIC"
else na hello_static "swiftc -static-stdlib failed: $(first_line "$OUT/logs/hello-static-build.log")"; fi
# `check` runs on a copy of tours/ without its scenario files (tours/*/tests/*.test.yaml): the
# tours and registries only, the input every earlier figure was taken on. `tourc check tours/`
# also validates the scenarios, a workload that grows with every scenario written.
CHECK_TOURS=$OUT/tmp/check-tours
CHECK_DISPLAY="tourc check tours/ (a copy without the scenario files *.test.yaml)"
if [ -d tours ]; then
    rm -rf "$CHECK_TOURS" && cp -r tours "$CHECK_TOURS" && find "$CHECK_TOURS" -name '*.test.yaml' -delete \
        && find "$CHECK_TOURS" -depth -type d -empty -delete
fi
if [ -z "$TOURC" ]; then na check "$TOURC_NA"
elif ! has_sub check; then put check cmd "$CHECK_DISPLAY"; na check "$(no_sub check)"
elif [ ! -d tours ]; then na check "no bundled tours/ in this checkout"
else bench check "$FAST_RUNS" "$CHECK_DISPLAY" -- "$TOURC" check "$CHECK_TOURS"
fi

# ------------------------------------------------------------- check-jsonschema
VENV=$B/.venv
CJS=$VENV/bin/check-jsonschema
if [ ! -x "$CJS" ] && [ -z "${BENCH_NO_INSTALL:-}" ] && [ -z "${BENCH_SKIP_CJS:-}" ]; then
    say "installing check-jsonschema into $VENV"
    { python3 -m venv "$VENV" && "$VENV/bin/pip" install --quiet "check-jsonschema${BENCH_CJS_VERSION:+==$BENCH_CJS_VERSION}"; } \
        >"$OUT/logs/pip.log" 2>&1
fi
if [ -n "${BENCH_SKIP_CJS:-}" ]; then
    put cjs cmd "check-jsonschema --schemafile $SCHEMA $C/a/*/*.yaml"; na cjs "skipped for this run (BENCH_SKIP_CJS=1)"
elif [ -x "$CJS" ]; then
    echo "check_jsonschema=$("$CJS" --version 2>/dev/null)" >>"$META"
    bench cjs "$SLOW_RUNS" "check-jsonschema --schemafile $SCHEMA $C/a/*/*.yaml" -- \
        --sh "$(Q "$CJS") --schemafile $SCHEMA $C/a/*/*.yaml"
else
    na cjs "check-jsonschema could not be installed: $(tail -n1 "$OUT/logs/pip.log" 2>/dev/null)"
fi

# ------------------------------------------------------------- memory at N and 2N
if [ -n "$TOURC" ] && [ -z "$B_NA" ] && grep -q '^status=ok' "$RES/build"; then
    ensure_corpus b $C/b2 --tours tours --scale "$(awk -v s="$SCALE" 'BEGIN{print 2*s}')"
    rm -rf "$OUT/tmp/build2"; mkdir -p "$OUT/tmp/build2"
    memory_only build2 "tourc build $C/b2 --output <empty dir> (2N)" -- "$TOURC" build $C/b2 --output "$OUT/tmp/build2"
    echo "corpus_b2=$(corpus_size $C/b2)" >>"$META"
else
    put build2 cmd "tourc build $C/b2 --output <empty dir> (2N)"
    na build2 "$(grep -h '^reason=' "$RES/build" 2>/dev/null | cut -d= -f2- || echo 'build not available')"
fi

# ------------------------------------------------------------- swiftc -typecheck at N and 4N
TC_NA=
if [ -z "$TOURC" ]; then TC_NA=$TOURC_NA
elif [ -n "$B_NA" ]; then TC_NA=$B_NA
elif ! grep -q '^status=ok' "$RES/build"; then TC_NA="tourc build is not available"
fi
MODDIR=$(find "$BIN" -maxdepth 2 -name 'TourKit.swiftmodule' -printf '%h\n' 2>/dev/null | head -n1)
[ -z "$TC_NA" ] && [ -z "$MODDIR" ] && TC_NA="TourKit.swiftmodule not found under $BIN"
for f in 1 4; do
    id=typecheck$f
    [ -n "$TC_NA" ] && { put $id cmd "swiftc -typecheck <generated Swift at ${f}N>"; na $id "$TC_NA"; continue; }
    ensure_corpus b $C/tc$f --tours tours --single-app --tours-per-app $((TC_TOURS * f)) \
        || { na $id "type-check corpus failed"; continue; }
    rm -rf "$OUT/tmp/tc$f"; mkdir -p "$OUT/tmp/tc$f"
    if ! "$TOURC" build $C/tc$f --output "$OUT/tmp/tc$f" >"$OUT/logs/tc$f-build.log" 2>&1; then
        put $id cmd "swiftc -typecheck <generated Swift at ${f}N>"
        na $id "tourc build of the type-check corpus failed: $(first_line "$OUT/logs/tc$f-build.log")"; continue
    fi
    mapfile -t SW < <(find "$OUT/tmp/tc$f" -name '*.swift' | LC_ALL=C sort)
    [ "${#SW[@]}" -gt 0 ] || { put $id cmd "swiftc -typecheck"; na $id "tourc build wrote no Swift"; continue; }
    put $id content "$(find $C/tc$f -name '*.yaml' | wc -l) YAML files -> ${#SW[@]} Swift files, $(cat "${SW[@]}" | wc -l) lines, $(cat "${SW[@]}" | wc -c | awk '{printf "%.2f MB", $1/1e6}')"
    bench $id 3 "swiftc -typecheck -I <release modules> <generated Swift of $((TC_TOURS * f)) tours>" -- \
        swiftc -typecheck -I "$MODDIR" "${SW[@]}"
done

# ------------------------------------------------------------- the runtime (TourKitRuntime)
# Benchmarks/runtime is a separate package, as an app would be: it links the TourKit and
# TourKitRuntime products. Its figures are medians inside one process (BENCH_ROUNDS rounds), not
# whole-process times; they go to docs/performance.md's "Runtime" section.
RT_ROUNDS=${BENCH_RUNTIME_ROUNDS:-15}
RT_CMD="swift build -c release --package-path $B/runtime && BENCH_ROUNDS=$RT_ROUNDS $B/runtime/.build/release/RuntimeBench"
put runtime cmd "$RT_CMD"
say "runtime: $RT_CMD (log: $OUT/logs/runtime-build.log)"
if ! swift build -c release --package-path $B/runtime >"$OUT/logs/runtime-build.log" 2>&1; then
    na runtime "swift build of Benchmarks/runtime failed: $(grep -m1 'error:' "$OUT/logs/runtime-build.log" | cut -c1-160)"
else
    put runtime load_start "$(cut -d' ' -f1-3 /proc/loadavg)"
    if BENCH_ROUNDS=$RT_ROUNDS BENCH_RESULTS="$OUT/tmp/runtime.txt" timeout "$TIMEOUT" \
        $B/runtime/.build/release/RuntimeBench >"$OUT/logs/runtime.out" 2>"$OUT/logs/runtime.err"; then
        put runtime load_end "$(cut -d' ' -f1-3 /proc/loadavg)"
        put runtime rounds "$RT_ROUNDS"
        i=0
        while IFS='|' read -r name value what; do
            put runtime "line$i" "$name|$value|$what"; i=$((i + 1))
        done <"$OUT/tmp/runtime.txt"
        put runtime status ok
    else
        na runtime "RuntimeBench failed: $(first_line "$OUT/logs/runtime.err")"
    fi
fi

# ------------------------------------------------------------- instruction counts (callgrind)
# Wall and CPU time on this shared machine move with the other jobs; instruction counts do not.
# Each workload is measured on a slice of its corpus (valgrind runs ~50x slower): the first
# $IR_FILES files of (a), the first app of each family in (b), and check vs hello as above.
# tourc is a `strip -g` copy (valgrind trips over Swift's debug info otherwise).
IR_FILES=${BENCH_IR_FILES:-200}
if [ -n "${BENCH_SKIP_CALLGRIND:-}" ]; then say "instruction counts skipped (BENCH_SKIP_CALLGRIND=1)"
elif ! command -v valgrind >/dev/null && ! ensure_pkg valgrind valgrind; then
    for id in ir_floor_a ir_validate ir_floor_b ir_build ir_floor_c ir_floor_c_yaml ir_build_c ir_hello ir_hello_static ir_check; do na $id "valgrind is not installed"; done
elif [ -n "$TOURC" ] && [ -n "$FLOOR" ]; then
    STRIPPED=$OUT/bin/tourc-stripped
    cp "$TOURC" "$STRIPPED" && strip -g "$STRIPPED"
    mapfile -t IRA < <(printf '%s\n' "${A_FILES[@]}" | head -n "$IR_FILES")
    ir ir_floor_a "yaml_floor <first $IR_FILES files of $C/a>" -- "$FLOOR" "${IRA[@]}"
    ir ir_validate "tourc validate --schema $SCHEMA <first $IR_FILES files of $C/a>" -- \
        "$STRIPPED" validate --schema "$SCHEMA" "${IRA[@]}"
    if [ -z "$B_NA" ]; then
        IRB=$OUT/tmp/ir-b; rm -rf "$IRB"; mkdir -p "$IRB/in"
        for fam in $(ls $C/b | sed 's/-[0-9]*$//' | LC_ALL=C sort -u); do
            first=$(ls -d $C/b/$fam-* | LC_ALL=C sort | head -n1); cp -r "$first" "$IRB/in/"
        done
        mapfile -t IRBF < <(find "$IRB/in" -name '*.yaml' | LC_ALL=C sort)
        ir ir_floor_b "yaml_floor <the first app of each family in $C/b: $(ls "$IRB/in" | tr '\n' ' ')>" -- "$FLOOR" "${IRBF[@]}"
        ir ir_build "tourc build <the same apps> --output <empty dir>" -- "$STRIPPED" build "$IRB/in" --output "$IRB/out"
    fi
    if [ -z "$C_NA" ]; then
        # The whole of (c): it is small (9.5 MB), and it is the corpus issue 21's target is set on.
        # The floor parses every file the build reads (catalogs included); YAML only as a second row.
        mapfile -t IRCF < <(find $C/c -type f \( -name '*.yaml' -o -name '*.xcstrings' \) | LC_ALL=C sort)
        ir ir_floor_c "yaml_floor $C/c/*/*.yaml $C/c/*/*.xcstrings" -- "$FLOOR" "${IRCF[@]}"
        mapfile -t IRCY < <(find $C/c -type f -name '*.yaml' | LC_ALL=C sort)
        ir ir_floor_c_yaml "yaml_floor $C/c/*/*.yaml" -- "$FLOOR" "${IRCY[@]}"
        rm -rf "$OUT/tmp/ir-c-out"
        ir ir_build_c "tourc build $C/c --output <empty dir>" -- "$STRIPPED" build $C/c --output "$OUT/tmp/ir-c-out"
    fi
    [ -n "$HELLO" ] && ir ir_hello "hello" -- "$HELLO"
    [ -n "$HELLO_STATIC" ] && ir ir_hello_static "hello-static" -- "$HELLO_STATIC"
    [ -d tours ] && ir ir_check "$CHECK_DISPLAY" -- "$STRIPPED" check "$CHECK_TOURS"
fi

# ------------------------------------------------------------- 64 languages (issue 23)
. $B/l10n.sh

echo "load_end=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$META"
echo "elapsed=$(( $(date +%s) - START ))" >>"$META"

# ------------------------------------------------------------- report
python3 $B/report.py "$RES" "$DOC" && say "wrote $DOC in $(( $(date +%s) - START )) s"
