#!/usr/bin/env bash
# The check step of the GitHub Action (action.yml): registers the problem matcher, runs
# `viper-gen generate --check` on PATHS (one per line; none: the config's modules) with
# CONFIG (a config file; none: the nearest .viper-gen.yml), removes the matcher, and exits
# with viper-gen's status (0 up to date, 1 drift, 2 bad input, 64 usage).
set -uo pipefail

matcher="$(cd "$(dirname "$0")/.." && pwd)/.github/viper-gen-problem-matcher.json"
arguments=(generate --check)
if [ -n "${CONFIG:-}" ]; then arguments+=(--config "$CONFIG"); fi
while IFS= read -r line; do
    # One path a line, spaces inside kept; blank lines and surrounding blanks dropped.
    line="${line#"${line%%[![:space:]]*}"}"
    line="${line%"${line##*[![:space:]]}"}"
    [ -n "$line" ] && arguments+=("$line")
done <<<"${PATHS:-}"

echo "::add-matcher::$matcher"
printf 'viper-gen'; printf ' %q' "${arguments[@]}"; echo
viper-gen "${arguments[@]}"
status=$?
for owner in viper-gen viper-gen-file viper-gen-run; do
    echo "::remove-matcher owner=$owner::"
done
exit $status
