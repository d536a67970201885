#!/bin/sh
# Makes sure headless Chromium is installed, which `make test`'s browser tests of `tourc preview`
# (Tests/TourcPreviewTests) and `tourc preview --png` need. Does nothing when it is already there.
#   Debian/Ubuntu: apt-get install chromium (as root, or through sudo)
#   macOS:         brew install --cask chromium
# TOURC_CHROMIUM may name the executable instead.
set -eu

if [ -n "${TOURC_CHROMIUM:-}" ] && [ -x "$TOURC_CHROMIUM" ]; then
    exit 0
fi
for name in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$name" >/dev/null 2>&1; then
        exit 0
    fi
done

echo "headless Chromium not found (needed by the tourc preview tests); installing it..." >&2

case "$(uname -s)" in
Darwin)
    if command -v brew >/dev/null 2>&1; then
        brew install --cask chromium
    else
        echo "error: install Homebrew (https://brew.sh), then run: brew install --cask chromium" >&2
        exit 1
    fi
    ;;
*)
    if command -v apt-get >/dev/null 2>&1; then
        if [ "$(id -u)" -eq 0 ]; then
            apt-get update
            DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
        elif command -v sudo >/dev/null 2>&1; then
            sudo apt-get update
            sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
        else
            echo "error: Chromium is missing and this is not root and sudo is not available." >&2
            echo "       Ask an administrator to run: apt-get install chromium" >&2
            echo "       (or set TOURC_CHROMIUM to a Chromium or Chrome executable)" >&2
            exit 1
        fi
    else
        echo "error: headless Chromium is missing. Install chromium with your package manager," >&2
        echo "       or set TOURC_CHROMIUM to a Chromium or Chrome executable, then run this again." >&2
        exit 1
    fi
    ;;
esac

if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
    echo "error: Chromium was installed but neither chromium nor chromium-browser is on the PATH." >&2
    exit 1
fi
