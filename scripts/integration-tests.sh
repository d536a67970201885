#!/usr/bin/env bash
# tourc in the real tools it integrates with (docs/integration.md), run by .ci/run after make test:
#   1. per-app editor schemas with check-jsonschema: `tourc schema tours/<app>` accepts every
#      bundled tour of that app and rejects a misspelt target;
#   2. the pre-commit hooks of .pre-commit-hooks.yaml, in a temporary git repository whose
#      .pre-commit-config.yaml points at a snapshot of this checkout: a clean commit passes, a
#      broken one is refused with the located error, a changed app.yaml checks its whole app,
#      tourc-verify refuses stale committed output;
#   3. the man page (make man) covers every command.
# Both tools come from PyPI, installed into .venv-tests/ (git-ignored), pinned like the test tools
# of ensure-python-tools.sh: an unpinned install took whatever PyPI had that day, so two machines
# could run this script with different tools and disagree. A venv holding other versions is
# reinstalled. Moving to newer ones means changing these pins (and docs/integration.md) together.
# pre-commit builds tourc itself (`swift build -c release`, language: swift), which is most of
# this script's time.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
venv="$root/.venv-tests"
SWIFT=${SWIFT:-swift}

fail() { echo "integration: FAIL: $*" >&2; exit 1; }
pass() { echo "integration: ok: $*"; }

pre_commit_version=4.7.0
jsonschema_version=0.39.0
have_tools() {
  [[ -x "$venv/bin/pre-commit" && -x "$venv/bin/check-jsonschema" && -x "$venv/bin/python" ]] && "$venv/bin/python" -c "
import sys
from importlib.metadata import version
sys.exit(0 if (version('pre-commit'), version('check-jsonschema')) == ('$pre_commit_version', '$jsonschema_version') else 1)" 2>/dev/null
}
if ! have_tools; then
  [[ -x "$venv/bin/pip" ]] || python3 -m venv "$venv" || fail "python3 -m venv failed; install Python's venv module (Debian: apt-get install python3-venv)"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "pre-commit==$pre_commit_version" "check-jsonschema==$jsonschema_version" \
    || fail "could not install pre-commit $pre_commit_version and check-jsonschema $jsonschema_version from PyPI"
  have_tools || fail "pre-commit $pre_commit_version and check-jsonschema $jsonschema_version are not what .venv-tests/ holds after installing them"
fi

$SWIFT build --product tourc >/dev/null
tourc="$($SWIFT build --show-bin-path)/tourc"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Editor schemas.
for app in tours/*/; do
  app=${app%/}; id=${app##*/}
  "$tourc" schema "$app" > "$work/$id.schema.json"
  tours=()
  for f in "$app"/*.yaml; do [[ ${f##*/} == app.yaml ]] || tours+=("$f"); done
  "$venv/bin/check-jsonschema" --schemafile "$work/$id.schema.json" "${tours[@]}" >/dev/null \
    || fail "check-jsonschema rejects a bundled tour of $id with its own schema"
  pass "schema of $id accepts its ${#tours[@]} tours"
done
# A misspelt target in a finite tour: the generic schema accepts it (it is a well-formed id),
# the app's schema does not, and says which value.
sed 's/target: currentWeek$/target: curentWeek/' tours/finite/walkthrough.yaml > "$work/misspelt.yaml"
grep -q 'target: curentWeek' "$work/misspelt.yaml" || fail "the misspelling was not made (walkthrough.yaml changed?)"
"$venv/bin/check-jsonschema" --schemafile schemas/tour.schema.json "$work/misspelt.yaml" >/dev/null \
  || fail "the generic tour schema should accept the misspelt target"
if out=$("$venv/bin/check-jsonschema" --schemafile "$work/finite.schema.json" "$work/misspelt.yaml" 2>&1); then
  fail "the finite schema accepted target: curentWeek"
fi
grep -q "curentWeek" <<<"$out" || fail "check-jsonschema's message does not name the misspelt value: $out"
pass "schema of finite rejects target: curentWeek"

# 2. pre-commit. The hook repository is a snapshot of this checkout's files (tracked and new,
# not ignored), committed in a scratch repository, so uncommitted work is what gets tested.
export PRE_COMMIT_HOME="$venv/pre-commit-home"
hooks="$work/hooks"
mkdir -p "$hooks"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [[ -e $f ]] && printf '%s\0' "$f"
done | tar --null -T - -cf - | tar -xf - -C "$hooks"
git -C "$hooks" init -q
git -C "$hooks" add -A
# A fixed date: the same files give the same commit, so pre-commit's cached build is reused.
GIT_AUTHOR_DATE=2000-01-01T00:00:00Z GIT_COMMITTER_DATE=2000-01-01T00:00:00Z \
  git -C "$hooks" -c user.name=ci -c user.email=ci@example.invalid commit -q -m snapshot
rev=$(git -C "$hooks" rev-parse HEAD)

project="$work/project"
mkdir -p "$project/tours"
cp -R tours/finite "$project/tours/finite"
cat > "$project/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: tourc-check
      - id: tourc-verify
YAML
git -C "$project" init -q
git -C "$project" config user.name ci
git -C "$project" config user.email ci@example.invalid
( cd "$project" && "$venv/bin/pre-commit" install >/dev/null )
# The team commits its build output, so tourc-verify has something to compare.
( cd "$project" && "$tourc" build --quiet )
git -C "$project" add -A
start=$(date +%s)
git -C "$project" commit -q -m "clean tours" > "$work/clean.log" 2>&1 || { cat "$work/clean.log"; fail "a clean commit was refused"; }
pass "pre-commit: a clean commit passes (first run, including swift build -c release of the hook: $(( $(date +%s) - start )) s)"

# A broken tour: the commit is refused, with the file:line:col of the problem.
sed -i 's/target: currentWeek$/target: curentWeek/' "$project/tours/finite/walkthrough.yaml"
git -C "$project" add -A
if git -C "$project" commit -q -m "broken tour" > "$work/broken.log" 2>&1; then
  cat "$work/broken.log"; fail "a commit with an unknown target was accepted"
fi
grep -Eq 'tours/finite/walkthrough\.yaml:[0-9]+:[0-9]+: error\[TOUR[0-9]+\]: .*curentWeek' "$work/broken.log" \
  || { cat "$work/broken.log"; fail "the refused commit does not show the located error"; }
pass "pre-commit: a broken tour is refused with $(grep -Eo 'tours/finite/walkthrough\.yaml:[0-9]+:[0-9]+' "$work/broken.log" | head -1)"
git -C "$project" reset -q
git -C "$project" checkout -q HEAD -- tours/finite/walkthrough.yaml

# A changed app.yaml checks every tour of its app: dropping a target the (unchanged, unstaged)
# tour uses must be refused.
python3 - "$project/tours/finite/app.yaml" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
new = re.sub(r"  - id: currentWeek\n(    .*\n)*", "", text, count=1)
assert new != text, "no currentWeek target to remove"
open(path, "w").write(new)
PY
git -C "$project" add tours/finite/app.yaml
if git -C "$project" commit -q -m "drop a target" > "$work/registry.log" 2>&1; then
  cat "$work/registry.log"; fail "removing a used target from app.yaml was accepted"
fi
grep -Eq 'tours/finite/walkthrough\.yaml:[0-9]+:[0-9]+: error\[TOUR[0-9]+\]' "$work/registry.log" \
  || { cat "$work/registry.log"; fail "a changed app.yaml did not check the app's tours"; }
pass "pre-commit: a changed app.yaml checks the app's tours"
git -C "$project" reset -q
git -C "$project" checkout -q HEAD -- tours/finite/app.yaml

# Valid new content without a rebuild: tourc-verify refuses the stale build output.
sed -i 's/^name: \(.*\)$/name: \1 (revised)/' "$project/tours/finite/walkthrough.yaml"
git -C "$project" add -A
if git -C "$project" commit -q -m "content without rebuild" > "$work/stale.log" 2>&1; then
  cat "$work/stale.log"; fail "a commit with stale build output was accepted"
fi
grep -q "stale" "$work/stale.log" || { cat "$work/stale.log"; fail "tourc-verify did not say the output is stale"; }
( cd "$project" && "$tourc" build --quiet )
git -C "$project" add -A
git -C "$project" commit -q -m "content with rebuild" > "$work/rebuilt.log" 2>&1 || { cat "$work/rebuilt.log"; fail "the rebuilt commit was refused"; }
pass "pre-commit: tourc-verify refuses stale build output and accepts it rebuilt"

# 3. The man page, generated from the command definitions, documents every command.
make -s man >/dev/null
for command in build check init schema validate dump explain; do
  grep -q "^\.It Em $command\$" build/man/tourc.1 || fail "build/man/tourc.1 has no section for $command"
done
grep -q -- "expand-apps" build/man/tourc.1 || fail "build/man/tourc.1 lacks check's --expand-apps"
pass "man page: build/man/tourc.1 covers every command"
echo "integration: all passed"
