#!/usr/bin/env bash
# Renders N seeded random Liquid templates with viper-gen's Liquid engine and with Ruby's
# Liquid 5.4 (`ruby -rliquid`, Debian's ruby-liquid) and fails on the first batch where any
# differ, printing the templates, both outputs and the seed.
#
#   Scripts/liquid-differential.sh [N] [SEED]     (defaults: 10000, the current time)
#
# The corpus of LiquidTests runs too. Needs `swift build --build-tests` first.
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
seed="${2:-$(date +%s)}"
export VIPER_GEN_REQUIRE_ORACLES=1 LIQUID_DIFF_COUNT="$count" LIQUID_DIFF_SEED="$seed"
log="$(mktemp)"
status=0
swift test --skip-build --filter 'LiquidDifferentialTests' >"$log" 2>&1 || status=$?
grep -E '^(liquid-differential|seed |  ruby|  viper-gen|✘|✔ Test run)' "$log" || tail -20 "$log"
rm -f "$log"
exit "$status"
