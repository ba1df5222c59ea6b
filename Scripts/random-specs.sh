#!/usr/bin/env bash
# Runs many batches of random specs through the Samples compile test: each batch is a set of
# modules made from valid specs nobody wrote (Tests/ViperGenKitTests/RandomSpecs.swift), in
# every built-in set and flavour, rendered into one app target with their tests in one test
# target, then linted (`swift format lint --strict`), built (Swift 6, warnings as errors) and
# tested.
#
#   Scripts/random-specs.sh [batches] [specs per batch] [first seed]
#       defaults: 20 batches of 48 specs from seed 1000
#
# Batch N uses seed (first seed + N). A failing batch's specs stay in
# .build-random/failed/<seed>/ with the test's output, to become reference cases; its seed
# alone makes it again (VIPER_GEN_RANDOM_SEED=<seed> VIPER_GEN_RANDOM_COUNT=<specs>
# swift test --filter SamplesCompileTests). The script ends with a line of totals and exits
# 1 if any batch failed.
set -uo pipefail
cd "$(dirname "$0")/.."
batches="${1:-20}"
count="${2:-48}"
first="${3:-1000}"
out=.build-random
mkdir -p "$out"

swift build --build-tests >/dev/null || { echo "error: swift build --build-tests failed" >&2; exit 2; }

failed=0
started=$(date +%s)
for ((n = 0; n < batches; n++)); do
    seed=$((first + n))
    log="$out/batch-$seed.log"
    # SAMPLES_CASES=Random builds only the batch, not the reference cases again.
    if VIPER_GEN_RANDOM_SEED=$seed VIPER_GEN_RANDOM_COUNT=$count SAMPLES_CASES=Random \
        swift test --skip-build --filter SamplesCompileTests.samplesBuildWithWarningsAsErrorsAndTheirTestsPass >"$log" 2>&1
    then
        echo "seed $seed: $count specs: lint clean, built, tests passed"
    else
        failed=$((failed + 1))
        mkdir -p "$out/failed/$seed"
        cp -r Samples/Random/Specs "$out/failed/$seed/" 2>/dev/null
        cp "$log" "$out/failed/$seed/"
        echo "seed $seed: FAILED (see $out/failed/$seed/)"
    fi
done
echo "$batches batches of $count random specs (seeds $first to $((first + batches - 1))): $((batches - failed)) passed, $failed failed, in $(( $(date +%s) - started )) s"
[ "$failed" -eq 0 ]
