#!/usr/bin/env bash
# The install step of the GitHub Action (action.yml): puts viper-gen VERSION in INSTALL_DIR,
#   Scripts/action-install.sh VERSION INSTALL_DIR
# from the release's tarball for this runner when there is one (its SHA-256 checked), else
# built from the tagged source: this action's own checkout when it is that version, else a
# clone of tag <VERSION>. Either way the binary must print VERSION.
#
# Environment: REPOSITORY (owner/name, to download and clone from; default: read from the
# action's path, .../_actions/<owner>/<name>/<ref>), DOWNLOAD_BASE (default
# https://github.com/<REPOSITORY>/releases/download), SCRATCH (the build folder of a source
# build; default $RUNNER_TEMP/viper-gen-build), ACTION_PATH (default: this script's checkout).
set -euo pipefail

fail() { echo "error: $*" >&2; exit 2; }

version=${1:?usage: action-install.sh VERSION INSTALL_DIR}
install_dir=${2:?usage: action-install.sh VERSION INSTALL_DIR}
version=${version#v}
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] \
    || fail "the action's 'version' must be a release such as 0.1.0, not '$1' (pin one: a range would let runs differ)"

action_path=${ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}
repository=${REPOSITORY:-}
if [ -z "$repository" ]; then
    # The runner checks actions out to .../_actions/<owner>/<name>/<ref>.
    if [[ "$action_path" =~ /_actions/([^/]+)/([^/]+)/[^/]+$ ]]; then
        repository="${BASH_REMATCH[1]}/${BASH_REMATCH[2]}"
    fi
fi

case "${RUNNER_OS:-$(uname -s)}" in
    Linux)
        case "${RUNNER_ARCH:-$(uname -m)}" in
            X64 | x86_64) asset_triple=x86_64-unknown-linux-gnu ;;
            ARM64 | aarch64 | arm64) asset_triple=aarch64-unknown-linux-gnu ;;
            *) asset_triple="" ;;
        esac
        static=(--static-swift-stdlib)
        ;;
    macOS | Darwin)
        asset_triple=macos
        static=()
        ;;
    *) fail "viper-gen's action runs on Linux and macOS runners, not ${RUNNER_OS:-$(uname -s)}" ;;
esac

check_version() {
    local printed
    printed=$("$1" --version 2>/dev/null) || return 1
    [ "$printed" = "$version" ] || { echo "$1 prints version '$printed', not $version" >&2; return 1; }
}

sha256_check() {
    if command -v sha256sum >/dev/null; then sha256sum --quiet -c "$1"; else shasum -a 256 -c "$1" >/dev/null; fi
}

download() {
    [ -n "$asset_triple" ] || return 1
    local base=${DOWNLOAD_BASE:-}
    if [ -z "$base" ]; then
        [ -n "$repository" ] || return 1
        base="https://github.com/$repository/releases/download"
    fi
    local name="viper-gen-$version-$asset_triple.tar.gz" folder
    folder=$(mktemp -d)
    echo "Downloading $base/$version/$name"
    if ! curl -fsSL --retry 3 -o "$folder/$name" "$base/$version/$name" \
        || ! curl -fsSL --retry 3 -o "$folder/$name.sha256" "$base/$version/$name.sha256"; then
        echo "No release binary for $asset_triple at $base/$version; building from source instead"
        rm -rf "$folder"
        return 1
    fi
    (cd "$folder" && sha256_check "$name.sha256") || fail "$name does not match its SHA-256"
    mkdir -p "$install_dir"
    tar -xzf "$folder/$name" -C "$install_dir" viper-gen
    rm -rf "$folder"
    # Built on Debian 12, it needs glibc 2.36 or later (Ubuntu 22.04 has 2.35).
    if ! check_version "$install_dir/viper-gen"; then
        echo "The release binary does not run here (an older glibc?); building from source instead"
        rm -f "$install_dir/viper-gen"
        return 1
    fi
}

build() {
    command -v swift >/dev/null || fail "no release binary of viper-gen $version for this runner, and no swift to build it with"
    local source=$action_path
    local own
    own=$(sed -n 's/^ *public static let string = "\([^"]*\)"$/\1/p' "$action_path/Sources/ViperGenKit/Version/ViperGenVersion.swift" 2>/dev/null || true)
    if [ "$own" != "$version" ]; then
        [ -n "$repository" ] || fail "cannot tell which repository to build viper-gen $version from; set the action's 'repository' input"
        source=$(mktemp -d)/viper-gen
        echo "Cloning tag $version of https://github.com/$repository"
        git clone --quiet --depth 1 --branch "$version" "https://github.com/$repository.git" "$source" \
            || fail "cannot clone tag $version of https://github.com/$repository"
    fi
    local scratch=${SCRATCH:-${RUNNER_TEMP:-/tmp}/viper-gen-build}
    echo "Building viper-gen $version from $source"
    (cd "$source" && swift build -c release --product viper-gen --scratch-path "$scratch" ${static[@]+"${static[@]}"})
    mkdir -p "$install_dir"
    cp "$(cd "$source" && swift build -c release --scratch-path "$scratch" ${static[@]+"${static[@]}"} --show-bin-path)/viper-gen" "$install_dir/viper-gen"
    check_version "$install_dir/viper-gen" || fail "the viper-gen built from $source is not version $version"
}

if [ -x "$install_dir/viper-gen" ] && check_version "$install_dir/viper-gen" 2>/dev/null; then
    echo "viper-gen $version is installed (cached) in $install_dir"
elif download; then
    echo "viper-gen $version installed from the release in $install_dir"
else
    build
    echo "viper-gen $version built and installed in $install_dir"
fi
