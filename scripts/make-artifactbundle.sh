#!/usr/bin/env bash
# Builds tourc.artifactbundle (SE-0305): a release tourc for this Linux machine's architecture
# with the Swift runtime, Foundation and libyaml linked in, so it needs only glibc and libstdc++
# at run time (no Swift toolchain, no libyaml). A package pins it with
#   .binaryTarget(name: "tourc", path: "tourc.artifactbundle")   (or url: + checksum:)
# and a plugin then finds it with context.tool(named: "tourc") (docs/integration.md).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
[[ $(uname -s) == Linux ]] || { echo "make artifactbundle: Linux only (macOS teams build tourc from source)" >&2; exit 2; }

arch=$(uname -m)
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/TourcCore/Support/ToolInfo.swift)
# A folder holding only libyaml.a and a yaml-0.1.pc that points there: SwiftPM asks pkg-config
# for libyaml's flags, and the linker then finds the archive, not libyaml.so.
libdir=$(pkg-config --variable=libdir yaml-0.1)
[[ -f $libdir/libyaml.a ]] || { echo "make artifactbundle: $libdir/libyaml.a not found (apt-get install libyaml-dev)" >&2; exit 2; }
static=$(mktemp -d)
trap 'rm -rf "$static"' EXIT
ln -s "$libdir/libyaml.a" "$static/libyaml.a"
cat > "$static/yaml-0.1.pc" <<PC
Name: yaml-0.1
Description: libyaml, linked statically into tourc.artifactbundle
Version: $(pkg-config --modversion yaml-0.1)
Cflags: $(pkg-config --cflags yaml-0.1)
Libs: -L$static -lyaml
PC
export PKG_CONFIG_PATH="$static${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

build=.build-artifactbundle
$SWIFT build -c release --product tourc --build-path "$build" --static-swift-stdlib
binary="$($SWIFT build -c release --build-path "$build" --show-bin-path)/tourc"
if ldd "$binary" | grep -Eq 'libyaml|libswift|libFoundation'; then
  ldd "$binary" >&2
  echo "make artifactbundle: the binary still links a Swift or libyaml shared library" >&2
  exit 1
fi

bundle=tourc.artifactbundle
variant="tourc-$version-linux-$arch"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/tourc"
strip "$bundle/$variant/bin/tourc" 2>/dev/null || true
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tourc": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/tourc",
          "supportedTriples": ["$arch-unknown-linux-gnu"]
        }
      ]
    }
  }
}
JSON
"$bundle/$variant/bin/tourc" --version >/dev/null
echo "wrote $bundle ($variant, $(du -h "$bundle/$variant/bin/tourc" | cut -f1)); runtime libraries:"
ldd "$bundle/$variant/bin/tourc" | sed 's/^/  /'
