#!/usr/bin/env bash
# Builds a release of viper-gen into OUT (default .build-release/dist):
#
#   Scripts/release.sh [--binary PATH] [--download-url URL] [OUT]
#
#   viper-gen.artifactbundle/                       SwiftPM artifact bundle (schema 1.0), one
#     info.json                                     variant per triple built here
#     viper-gen-<version>-<triple>/bin/viper-gen
#   viper-gen-<version>.artifactbundle.zip          the bundle, for binaryTarget(url:checksum:)
#   viper-gen-<version>.artifactbundle.tar.gz       the bundle as a tarball
#   viper-gen-<version>-<triple>.tar.gz             the bare executable
#   <each archive>.sha256                           its SHA-256, as `sha256sum -c` reads it
#   viper-gen-plugins/                              the plugins package to publish: its
#                                                   binaryTarget names the zip by URL and checksum
#
# --binary PATH packages an executable built already (`.build/debug/viper-gen` after a
# `swift build`) instead of building the release: the same bundle, archives and plugins
# package in seconds, for tests and trying the plugins out; not a release (the binary may link
# the Swift runtime dynamically, and the CHANGELOG is not checked). --download-url is the
# folder the zip is downloaded from, for the plugins package (default: the GitHub release of
# the version, from the `origin` remote).
#
# The version is ViperGenVersion.string (Sources/ViperGenKit/Version/ViperGenVersion.swift),
# which CHANGELOG.md must have a dated section for; a release also needs
# SchemaFile.repositoryFiles to name the published repository, not OWNER. The release binary is built with the static
# Swift standard library on Linux, in the scratch folder .build-release, and every binary and
# archive is checked: the binary in the bundle and the one in the tarball print the version.
#
# A Mac adds the macOS universal variant to the bundle (a second entry of "variants"), and
# the release is tagged and published: docs/release.md, step by step.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."

fail() { echo "release.sh: error: $*" >&2; exit 1; }

binary=
download_url=
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) [ $# -ge 2 ] || fail "--binary needs a path"; binary=$2; shift 2 ;;
        --download-url) [ $# -ge 2 ] || fail "--download-url needs a URL"; download_url=${2%/}; shift 2 ;;
        -*) fail "unknown option '$1' (usage: Scripts/release.sh [--binary PATH] [--download-url URL] [OUT])" ;;
        *) break ;;
    esac
done
out="${1:-.build-release/dist}"
# PATH and OUT as given are relative to the folder the script was run from.
[ -z "$binary" ] || [[ "$binary" = /* ]] || binary="$caller/$binary"
[ -z "${1:-}" ] || [[ "$out" = /* ]] || out="$caller/$out"
scratch=.build-release

version=$(sed -n 's/^ *public static let string = "\([^"]*\)"$/\1/p' Sources/ViperGenKit/Version/ViperGenVersion.swift)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] || fail "no version in Sources/ViperGenKit/Version/ViperGenVersion.swift (found '$version')"
if [ -z "$binary" ]; then
    # The files new and init write name their schema there once it is real; a release with the
    # placeholder would ship a viper-gen that never names it (docs/release.md, step 1).
    if grep -q 'static let repositoryFiles = ".*/OWNER/' Sources/ViperGenKit/Spec/SchemaFile.swift; then
        fail "SchemaFile.repositoryFiles names the OWNER placeholder; set it to the published repository (Sources/ViperGenKit/Spec/SchemaFile.swift) before releasing"
    fi
    grep -Eq "^## \[$version\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$" CHANGELOG.md \
        || fail "CHANGELOG.md has no '## [$version] - <date>' section; move [Unreleased] into one, dated, before releasing"
fi

command -v swift >/dev/null || fail "swift is not on PATH"
triple=$(swiftc -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",$/\1/p')
[ -n "$triple" ] || fail "swiftc -print-target-info names no target triple"

case "$(uname -s)" in
    Linux) static=(--static-swift-stdlib) ;;
    *) static=() ;;
esac

sha256() {
    # In the archive's folder, so the file names no folder and `sha256sum -c` runs there.
    if command -v sha256sum >/dev/null; then
        (cd "$out" && sha256sum "$1" >"$1.sha256")
    else
        (cd "$out" && shasum -a 256 "$1" >"$1.sha256")
    fi
}

check_sha256() {
    if command -v sha256sum >/dev/null; then
        (cd "$out" && sha256sum --quiet -c "$1.sha256")
    else
        (cd "$out" && shasum -a 256 -c "$1.sha256" >/dev/null)
    fi
}

tar_czf() {
    # tar_czf ARCHIVE FOLDER ITEM: the same bytes in, the same archive entries out (GNU tar).
    local archive=$1 folder=$2 item=$3
    if tar --version 2>/dev/null | grep -q 'GNU tar'; then
        tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='@0' -C "$folder" -cf - "$item" | gzip -n >"$archive"
    else
        tar -C "$folder" -czf "$archive" "$item"
    fi
}

echo "viper-gen $version for $triple"
prebuilt=$binary
if [ -n "$prebuilt" ]; then
    [ -x "$binary" ] || fail "--binary $binary is not an executable file"
    echo "packaging $binary as built (not a release build)"
else
    start=$(date +%s)
    swift build -c release --product viper-gen --scratch-path "$scratch" ${static[@]+"${static[@]}"}
    binary="$(swift build -c release --scratch-path "$scratch" ${static[@]+"${static[@]}"} --show-bin-path)/viper-gen"
    [ -x "$binary" ] || fail "the build made no $binary"
    echo "built in $(($(date +%s) - start)) s: $binary"
fi

if [ "$(uname -s)" = Linux ] && [ -z "$prebuilt" ]; then
    # The point of --static-swift-stdlib: the binary runs where no Swift is installed.
    if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch' >&2; then
        fail "$binary links the Swift runtime dynamically"
    fi
fi

mkdir -p "$out"
out=$(cd "$out" && pwd)
bundle="$out/viper-gen.artifactbundle"
variant="viper-gen-$version-$triple"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/viper-gen"
strip "$bundle/$variant/bin/viper-gen" 2>/dev/null || true
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "viper-gen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/viper-gen",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
EOF

# The bundle's binary runs and is this version.
printed=$("$bundle/$variant/bin/viper-gen" --version)
[ "$printed" = "$version" ] || fail "the bundle's viper-gen --version prints '$printed', not '$version'"

zip_name="viper-gen-$version.artifactbundle.zip"
bundle_tar="viper-gen-$version.artifactbundle.tar.gz"
binary_tar="$variant.tar.gz"
rm -f "$out/$zip_name" "$out/$bundle_tar" "$out/$binary_tar" "$out"/*.sha256

# Fixed times (zip's earliest), so the same binary makes the same zip and binaryTarget checksum.
find "$bundle" -exec touch -h -t 198001010000 {} +
if command -v zip >/dev/null; then
    (cd "$out" && zip -qrX "$zip_name" viper-gen.artifactbundle)
else
    (cd "$out" && python3 -m zipfile -c "$zip_name" viper-gen.artifactbundle)
fi
tar_czf "$out/$bundle_tar" "$out" viper-gen.artifactbundle
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp "$bundle/$variant/bin/viper-gen" "$staging/viper-gen"
tar_czf "$out/$binary_tar" "$staging" viper-gen

for archive in "$zip_name" "$bundle_tar" "$binary_tar"; do
    sha256 "$archive"
    check_sha256 "$archive"
done

# What a user unpacks runs too: the bare binary from its tarball, the bundle from its zip.
mkdir "$staging/unpacked" "$staging/unzipped"
tar -xzf "$out/$binary_tar" -C "$staging/unpacked"
printed=$("$staging/unpacked/viper-gen" --version)
[ "$printed" = "$version" ] || fail "viper-gen from $binary_tar prints '$printed', not '$version'"
if command -v unzip >/dev/null; then
    unzip -q "$out/$zip_name" -d "$staging/unzipped"
    printed=$("$staging/unzipped/viper-gen.artifactbundle/$variant/bin/viper-gen" --version)
    [ "$printed" = "$version" ] || fail "viper-gen from $zip_name prints '$printed', not '$version'"
fi

# The plugins package as published (docs/plugins.md): viper-gen-plugins/ with its sources
# resolved (the repository's are links to the from-source plugins') and its binaryTarget
# naming the zip by URL and checksum instead of the local bundle.
if [ -z "$download_url" ]; then
    origin=$(git remote get-url origin 2>/dev/null || true)
    case "$origin" in
        https://github.com/*) repo=${origin#https://github.com/} ;;
        git@github.com:*) repo=${origin#git@github.com:} ;;
        *) repo= ;;
    esac
    repo=${repo%.git}
    if [ -n "$repo" ]; then
        download_url="https://github.com/$repo/releases/download/$version"
    elif [ -z "$prebuilt" ]; then
        fail "no GitHub 'origin' remote to name the release downloads after; pass --download-url URL"
    else
        download_url="https://github.com/OWNER/viper-gen/releases/download/$version"
        echo "release.sh: warning: no GitHub 'origin' remote; viper-gen-plugins/ names $download_url (pass --download-url)" >&2
    fi
fi
plugins="$out/viper-gen-plugins"
rm -rf "$plugins"
mkdir -p "$plugins"
cp -L viper-gen-plugins/Package.swift "$plugins/"
cp -RL viper-gen-plugins/Plugins "$plugins/"
checksum=$(cut -d' ' -f1 "$out/$zip_name.sha256")
local_target='        .binaryTarget(name: "ViperGenBinary", path: "viper-gen.artifactbundle"),'
grep -qxF "$local_target" "$plugins/Package.swift" || fail "viper-gen-plugins/Package.swift has no line '$local_target' to fill in"
python3 - "$plugins/Package.swift" "$local_target" "$download_url/$zip_name" "$checksum" <<'PY'
import sys
path, line, url, checksum = sys.argv[1:]
text = open(path, encoding="utf-8").read()
text = text.replace(line, f"""        .binaryTarget(
            name: "ViperGenBinary",
            url: "{url}",
            checksum: "{checksum}"
        ),""")
# The published copy's header: its bundle is the release's, its sources are files.
start = text.index("// Here the bundle is local")
end = text.index("import PackageDescription")
text = text[:start] + "// This copy runs the viper-gen of the release named below, which SwiftPM downloads.\n" + text[end:]
text = text.replace("(links to ../Plugins)", "(copied from viper-gen's Plugins/)")
open(path, "w", encoding="utf-8").write(text)
PY
grep -q "checksum: \"$checksum\"" "$plugins/Package.swift" || fail "the checksum is not in $plugins/Package.swift"

echo
echo "viper-gen $version, $triple, in $out:"
(cd "$out" && for archive in "$zip_name" "$bundle_tar" "$binary_tar"; do
    printf '  %-52s %s\n' "$archive" "$(cut -d' ' -f1 "$archive.sha256")"
done)
echo "  viper-gen.artifactbundle/info.json"
echo "  viper-gen-plugins/ (binaryTarget: $download_url/$zip_name)"
echo "checked: the SHA-256 files, and viper-gen --version in the bundle, the tarball and the zip print $version"
