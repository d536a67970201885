#!/usr/bin/env bash
# Benchmarks/ab.sh N BINARY... — compare tourc binaries on corpus (c) in CPU time, interleaved.
#
# Each of N rounds runs the libyaml floor over corpus (c)'s files, then `BINARY build
# Benchmarks/corpus/c --output <new folder>` for each binary, under `perf stat -e
# user_time,system_time`; prints the mean user, system and total time of each, and its ratio to
# the floor. Every build writes into a new folder under one parent and nothing is deleted until
# the last round. Interleaving makes the binaries comparable with each other; the absolute
# system time still depends on the file system: on ext4 without a journal a new inode skips the
# inodes deleted nearby in the last seconds, so the same build's system time ranged from 60 to
# 250 ms here (docs/performance-notes.md, session 11). Run it with nothing else running; needs
# `perf`, and `make bench`'s floor program (Benchmarks/out/bin/yaml_floor) and corpus (c).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
n=${1:?usage: Benchmarks/ab.sh ROUNDS BINARY...}; shift
floor=Benchmarks/out/bin/yaml_floor
[ -x "$floor" ] && [ -d Benchmarks/corpus/c ] || { echo "run make bench first (floor and corpus (c))" >&2; exit 2; }
parent=$(mktemp -d "${TMPDIR:-/tmp}/tourc-ab.XXXXXX")
trap 'rm -rf "$parent"' EXIT
mapfile -t files < <(find Benchmarks/corpus/c -type f \( -name '*.yaml' -o -name '*.xcstrings' \) | LC_ALL=C sort)
times() { perf stat -x, -e user_time,system_time "$@" 2>&1 >/dev/null | awk -F, '/user_time|system_time/ {printf "%s ", $1}'; }
for i in $(seq "$n"); do
    echo "floor $(times "$floor" "${files[@]}")"
    for b in "$@"; do
        mkdir "$parent/$i-$(basename "$b")"
        echo "$(basename "$b") $(times "$b" build Benchmarks/corpus/c --output "$parent/$i-$(basename "$b")")"
    done
done | awk '{u[$1] += $2; s[$1] += $3; c[$1]++; if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 } }
    END { f = (u["floor"] + s["floor"]) / c["floor"]
          for (j = 1; j <= k; j++) { x = order[j]; t = (u[x] + s[x]) / c[x]
              printf "%-16s user %6.1f ms  system %6.1f ms  total %6.1f ms  %.2fx the floor\n", x, u[x] / c[x] / 1e6, s[x] / c[x] / 1e6, t / 1e6, t / f } }'
