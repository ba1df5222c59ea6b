#!/usr/bin/env bash
# Lints viper-gen's own Swift sources with the project's .swift-format, strictly, as the
# generated code is linted (the reference trees under Tests/ViperGenKitTests/Fixtures are
# generated code: the Samples compile test lints those). `Scripts/lint.sh --fix` formats them first.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(
    Package.swift Sources Plugins Fuzz Scripts/Benchmark
    Tests/LiquidTests Tests/TemplateEngineTests Tests/ViperGenCLITests Tests/XcodeProjectTests
    Tests/ViperGenKitTests/*.swift
    Samples/Package.swift Samples/APISurface Samples/Consumers/*/Package.swift
    viper-gen-plugins/Package.swift
)
if [ "${1:-}" = --fix ]; then
    swift format format --in-place --recursive --configuration .swift-format "${paths[@]}"
fi
swift format lint --strict --recursive --configuration .swift-format "${paths[@]}"
