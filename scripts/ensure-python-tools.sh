#!/usr/bin/env bash
# The PyPI tools `swift test` compares tourc with, installed into .venv-tests/ (git-ignored):
# translate-toolkit (an independent XLIFF 1.2 reader and writer, XLIFFInterchangeTests) and Babel
# (an independent reader of CLDR plural rules, PluralRulesTests). `make test` runs this first; the
# tests skip themselves only where the tools are missing, which on CI (CI=true) is an error here.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$PWD/.venv-tests"
have() { [[ -x "$venv/bin/python" ]] && "$venv/bin/python" -c "import translate.storage.xliff, babel" 2>/dev/null; }
have && exit 0
if ! { [[ -x "$venv/bin/pip" ]] || python3 -m venv "$venv"; }; then
  echo "ensure-python-tools: python3 -m venv failed; install Python's venv module (Debian: apt-get install python3-venv)" >&2
  [[ "${CI:-}" == "true" ]] && exit 1 || exit 0
fi
if ! "$venv/bin/pip" install --quiet --disable-pip-version-check translate-toolkit babel; then
  echo "ensure-python-tools: could not install translate-toolkit and babel from PyPI; their tests will be skipped" >&2
  [[ "${CI:-}" == "true" ]] && exit 1 || exit 0
fi
have
