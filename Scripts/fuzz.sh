#!/usr/bin/env bash
# Fuzzes viper-gen's pipeline (parse -> validate -> render of a spec) with libFuzzer and
# AddressSanitizer, starting from the reference specs.
#
#   Scripts/fuzz.sh [seconds] [libFuzzer options…]     default: 60 seconds
#
# The kit is built as a shared library with coverage instrumentation (Package.swift adds
# that product when VIPER_GEN_FUZZ is set) and linked into Fuzz/SpecFuzzer.swift, whose
# LLVMFuzzerTestOneInput libFuzzer calls. libyaml, which reads the raw bytes first, is
# built with the same instrumentation, so the fuzzer sees its branches and AddressSanitizer
# its memory. A crash, a sanitizer report, a leak or an input that runs longer than 120
# seconds stops the run with a non-zero exit code and leaves the input in
# .build-fuzz/artifacts/; turn each into a case of Tests/ViperGenCLITests/Corpus/bad-inputs.json.
# Inputs that found new code paths are kept in .build-fuzz/corpus/ for the next run.
# With -jobs=N (and -workers=N), the jobs log to fuzz-0.log … in the current folder, and the
# script ends with the executions of each and their sum. For long runs,
# ASAN_OPTIONS=malloc_context_size=0 makes the fuzzer about an eighth faster, at the cost of
# allocation stacks in reports (rerun a found input without it to get them).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
scratch=.build-fuzz

VIPER_GEN_FUZZ=1 swift build -c release --product ViperGenKitFuzzing --scratch-path "$scratch" \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xcc -fsanitize=fuzzer-no-link,address
swiftc -O -sanitize=fuzzer,address -parse-as-library Fuzz/SpecFuzzer.swift \
    -I "$scratch/release/Modules" \
    -Xcc -fmodule-map-file="$scratch/checkouts/Yams/Sources/CYaml/include/module.modulemap" \
    -L "$scratch/release" -lViperGenKitFuzzing -Xlinker -rpath -Xlinker '$ORIGIN' \
    -o "$scratch/release/spec-fuzzer" 2> >(grep -v "Cannot export local symbol" >&2)

mkdir -p "$scratch/corpus" "$scratch/artifacts"
cp Tests/ViperGenKitTests/Fixtures/Specs/*.yml "$scratch/corpus/"
status=0
"$scratch/release/spec-fuzzer" -max_total_time="$seconds" -max_len=4096 -timeout=120 -print_final_stats=1 \
    -artifact_prefix="$scratch/artifacts/" "$@" "$scratch/corpus" || status=$?

# With -jobs=N, each job logs to fuzz-<job>.log instead of the terminal: add up what they ran.
jobs=0
for option in "$@"; do
    case "$option" in -jobs=*) jobs="${option#-jobs=}" ;; esac
done
if [ "$jobs" -gt 0 ]; then
    total=0
    for ((job = 0; job < jobs; job++)); do
        runs=""
        [ -f "fuzz-$job.log" ] && runs=$(sed -n 's/^stat::number_of_executed_units: //p' "fuzz-$job.log" | tail -n 1)
        echo "job $job: ${runs:-no final count} executions (fuzz-$job.log)" >&2
        total=$((total + ${runs:-0}))
    done
    echo "all $jobs jobs: $total executions" >&2
fi
exit "$status"
