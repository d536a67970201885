#!/usr/bin/env bash
# Benchmarks/selftest.sh — checks the harness itself, on small corpora, in under a minute:
#   1. the generator is deterministic (two runs, byte-identical trees) and scale 2 holds scale 1's files;
#   2. every generated file parses with libyaml (the floor program exits 0);
#   3. corpus (a) is valid against Benchmarks/schema/ and one broken copy is not;
#   4. corpus (b) is valid against schemas/app.schema.json and schemas/tour.schema.json.
# 3 and 4 use check-jsonschema from Benchmarks/.venv (run.sh installs it); skipped when absent.
set -uo pipefail
export LC_ALL=C.UTF-8
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 2
T=$(mktemp -d /tmp/tourc-bench-selftest.XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0 skip=0
ok() { echo "PASS $*"; pass=$((pass + 1)); }
ko() { echo "FAIL $*"; fail=$((fail + 1)); }
sk() { echo "SKIP $*"; skip=$((skip + 1)); }
gen() { python3 Benchmarks/gen_corpus.py "$@" >/dev/null; }

gen a --out "$T/a1" --scale 0.02 && gen a --out "$T/a2" --scale 0.02 && gen a --out "$T/a4" --scale 0.04
diff -r "$T/a1" "$T/a2" >/dev/null && ok "corpus (a) is deterministic" || ko "corpus (a) differs between two runs"
diff -r "$T/a1" "$T/a4" | grep -q '^diff' && ko "scale 0.04 rewrote files of scale 0.02" \
    || ok "corpus (a) at 2x scale keeps the 1x files"
if [ -d tours ]; then
    gen b --out "$T/b1" --tours tours --scale 0.04 && gen b --out "$T/b2" --tours tours --scale 0.04
    diff -r "$T/b1" "$T/b2" >/dev/null && ok "corpus (b) is deterministic" || ko "corpus (b) differs between two runs"
    gen b --out "$T/tc" --tours tours --single-app --tours-per-app 12
    [ "$(find "$T/tc" -name '*.yaml' | wc -l)" = 13 ] && ok "single-app corpus has 12 tours + app.yaml" \
        || ko "single-app corpus has $(find "$T/tc" -name '*.yaml' | wc -l) files"
else
    sk "corpus (b): no tours/ in this checkout"
fi

cc -O2 -o "$T/yaml_floor" Benchmarks/floor/yaml_floor.c $(pkg-config --cflags --libs yaml-0.1) || ko "floor does not compile"
"$T/yaml_floor" "$T"/a1/*/*.yaml && ok "libyaml parses corpus (a)" || ko "libyaml rejects corpus (a)"
[ -d "$T/b1" ] && { "$T/yaml_floor" "$T"/b1/*/*.yaml "$T"/tc/*/*.yaml && ok "libyaml parses corpus (b)" || ko "libyaml rejects corpus (b)"; }
printf 'a: [1, 2\n' >"$T/broken.yaml"
"$T/yaml_floor" "$T/broken.yaml" 2>/dev/null; [ $? = 1 ] && ok "floor exits 1 on a YAML error" || ko "floor accepts broken YAML"

CJS=Benchmarks/.venv/bin/check-jsonschema
if [ -x "$CJS" ]; then
    "$CJS" --schemafile Benchmarks/schema/tour-document.schema.json "$T"/a1/*/*.yaml >/dev/null \
        && ok "corpus (a) is valid against its schema" || ko "corpus (a) breaks its schema"
    f=$(ls "$T"/a1/*/*.yaml | head -n1)
    sed 's/^priority: [0-9]*/priority: 500/' "$f" >"$T/bad.yaml"
    "$CJS" --schemafile Benchmarks/schema/tour-document.schema.json "$T/bad.yaml" >/dev/null 2>&1 \
        && ko "the negative control (priority: 500) passes the schema" || ok "the negative control fails the schema"
    if [ -d "$T/b1" ] && [ -f schemas/app.schema.json ]; then
        "$CJS" --schemafile schemas/app.schema.json "$T"/b1/*/app.yaml >/dev/null \
            && ok "corpus (b) registries are valid against schemas/app.schema.json" || ko "corpus (b) registries break the schema"
        mapfile -t tf < <(find "$T/b1" "$T/tc" -name '*.yaml' ! -name app.yaml)
        "$CJS" --schemafile schemas/tour.schema.json "${tf[@]}" >/dev/null \
            && ok "corpus (b) tours are valid against schemas/tour.schema.json" || ko "corpus (b) tours break the schema"
    fi
else
    sk "schema checks: no $CJS (run Benchmarks/run.sh once)"
fi
echo "selftest: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
