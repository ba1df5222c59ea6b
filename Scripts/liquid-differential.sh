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
swift test --skip-build --filter 'LiquidDifferentialTests' 2>&1 | grep -E '^(liquid-differential|seed |  ruby|  viper-gen|✘|✔ Test run)' || true
swift test --skip-build --filter 'LiquidDifferentialTests' >/dev/null 2>&1
