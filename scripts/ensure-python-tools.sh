#!/usr/bin/env bash
# The PyPI tools `swift test` compares tourc with, installed into .venv-tests/ (git-ignored):
# translate-toolkit (an independent XLIFF 1.2 reader and writer, XLIFFInterchangeTests) and Babel
# (an independent reader of CLDR plural rules, PluralRulesTests). `make test` runs this first; the
# tests skip themselves only where the tools are missing, which on CI (CI=true) is an error here.
#
# Both are pinned. TourKitRuntime and tourc hold one CLDR release's plural rules (CLDR 47, the data
# of Babel 2.18.0); an unpinned Babel follows CLDR, and Babel 2.19.0 (CLDR 49) changed Vietnamese
# and Galician, so a clean clone's tests compared two CLDR releases and failed. Moving to a new
# CLDR means updating PluralRules, PluralCategory and PluralDecimalRules with this pin, together.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$PWD/.venv-tests"
babel_version=2.18.0
toolkit_version=3.20.4
have() {
  [[ -x "$venv/bin/python" ]] && "$venv/bin/python" -c "
import sys, babel, translate.storage.xliff
from importlib.metadata import version
sys.exit(0 if (version('babel'), version('translate-toolkit')) == ('$babel_version', '$toolkit_version') else 1)" 2>/dev/null
}
have && exit 0
if ! { [[ -x "$venv/bin/pip" ]] || python3 -m venv "$venv"; }; then
  echo "ensure-python-tools: python3 -m venv failed; install Python's venv module (Debian: apt-get install python3-venv)" >&2
  [[ "${CI:-}" == "true" ]] && exit 1 || exit 0
fi
if ! "$venv/bin/pip" install --quiet --disable-pip-version-check "translate-toolkit==$toolkit_version" "babel==$babel_version"; then
  echo "ensure-python-tools: could not install translate-toolkit and babel from PyPI; their tests will be skipped" >&2
  [[ "${CI:-}" == "true" ]] && exit 1 || exit 0
fi
have
