#!/bin/sh
# Makes sure libyaml's development files are installed (pkg-config package yaml-0.1), which the
# CLibYAML system-library target needs. Does nothing when they are already there.
#   Debian/Ubuntu: apt-get install libyaml-dev (as root, or through sudo)
#   macOS:         brew install libyaml
set -eu

if pkg-config --exists yaml-0.1 2>/dev/null; then
    exit 0
fi

echo "libyaml (pkg-config yaml-0.1) not found; installing it..." >&2

case "$(uname -s)" in
Darwin)
    if command -v brew >/dev/null 2>&1; then
        brew install libyaml pkg-config
    else
        echo "error: install Homebrew (https://brew.sh), then run: brew install libyaml pkg-config" >&2
        exit 1
    fi
    ;;
*)
    if command -v apt-get >/dev/null 2>&1; then
        packages="libyaml-dev"
        command -v pkg-config >/dev/null 2>&1 || packages="$packages pkg-config"
        if [ "$(id -u)" -eq 0 ]; then
            apt-get update
            DEBIAN_FRONTEND=noninteractive apt-get install -y $packages
        elif command -v sudo >/dev/null 2>&1; then
            sudo apt-get update
            sudo DEBIAN_FRONTEND=noninteractive apt-get install -y $packages
        else
            echo "error: libyaml-dev is missing and this is not root and sudo is not available." >&2
            echo "       Ask an administrator to run: apt-get install libyaml-dev pkg-config" >&2
            exit 1
        fi
    else
        echo "error: libyaml's development files are missing (pkg-config yaml-0.1)." >&2
        echo "       Install them with your package manager (libyaml-devel, yaml-dev, libyaml)," >&2
        echo "       together with pkg-config, then run this again." >&2
        exit 1
    fi
    ;;
esac

if ! pkg-config --exists yaml-0.1; then
    echo "error: libyaml was installed but pkg-config still cannot find yaml-0.1." >&2
    exit 1
fi
