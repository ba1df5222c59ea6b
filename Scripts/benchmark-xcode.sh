#!/usr/bin/env bash
# What editing an Xcode project costs a run:
#
#   Scripts/benchmark-xcode.sh [VIPER_GEN] [RUNS]
#
# 1. `viper-gen new Cars` without an Xcode project, with a group-based one (the Shop56
#    fixture) and with one of buildable folders (Garage77): the median of RUNS runs (9), each
#    in a fresh copy of the folder.
# 2. `viper-gen generate` of 100 and of 1,000 modules (COUNTS, environment) with no project
#    (the same tree as the group-based one: what the file system costs today) and into each project
#    (specs written by this script, one folder a module): one run each, the group-based
#    project checked to list the last module's files afterwards, the buildable-folder one to
#    be unchanged (its synchronized folders hold the files: the run reads the project and
#    looks each file up). A run that takes longer than LIMIT seconds (environment, 600) is
#    stopped and reported as "> LIMIT s".
#
# Without VIPER_GEN it builds viper-gen in release (`swift build -c release`) and uses that.
# Results go to stdout as a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if [ $# -ge 1 ] && [ -n "$1" ]; then
    viper_gen=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
    swift build -c release --product viper-gen >/dev/null
    viper_gen="$root/.build/release/viper-gen"
fi
runs=${2:-9}
limit=${LIMIT:-600}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fixtures="$root/Tests/XcodeProjectTests/Fixtures"

now() { date +%s%N; }

# A folder ready for a run: $1 none|groups|folders.
prepare() {
    local kind=$1 folder=$2
    mkdir -p "$folder"
    case $kind in
    none)
        printf 'output: Shop/Modules\ntestsOutput: ShopTests\ntarget: Shop\n' >"$folder/.viper-gen.yml"
        ;;
    groups)
        mkdir -p "$folder/Shop.xcodeproj"
        cp "$fixtures/Shop56.pbxproj" "$folder/Shop.xcodeproj/project.pbxproj"
        printf 'output: Shop/Modules\ntestsOutput: ShopTests\ntarget: Shop\nmodules: Shop/Modules/**/*.yml\nxcode:\n  project: Shop.xcodeproj\n  target: Shop\n  testTarget: ShopTests\n' \
            >"$folder/.viper-gen.yml"
        ;;
    folders)
        mkdir -p "$folder/Garage.xcodeproj"
        cp "$fixtures/Garage77.pbxproj" "$folder/Garage.xcodeproj/project.pbxproj"
        printf 'output: Garage\ntestsOutput: GarageTests\ntarget: Garage\nmodules: Garage/**/*.yml\nxcode:\n  project: Garage.xcodeproj\n  target: Garage\n  testTarget: GarageTests\n' \
            >"$folder/.viper-gen.yml"
        ;;
    esac
}

# The median of `new Cars`, in ms.
new_median() {
    local kind=$1 times=() index start end
    for index in $(seq "$runs"); do
        prepare "$kind" "$scratch/new-$kind-$index"
        start=$(now)
        (cd "$scratch/new-$kind-$index" && "$viper_gen" new Cars >/dev/null)
        end=$(now)
        times+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "%.1f ms", v[int((NR + 1) / 2)] / 1000 }'
}

# One `generate` of $2 modules into a project of kind $1, in s (or "> LIMIT s").
generate_once() {
    local kind=$1 count=$2 folder="$scratch/gen-$1-$2" modules index start end
    prepare "$kind" "$folder"
    modules=$([ "$kind" = folders ] && echo Garage || echo Shop/Modules)
    if [ "$kind" = none ]; then
        printf 'modules: Shop/Modules/**/*.yml\n' >>"$folder/.viper-gen.yml"
    fi
    for index in $(seq "$count"); do
        mkdir -p "$folder/$modules/Mod$index"
        printf 'module: Mod%s\nentity:\n  name: Item%s\n  properties:\n    id: String\n    title: String\nuseCases:\n  - fetchItems() async throws -> [Item%s]\nroutes:\n  - showDetail(for viewModel: Item%s)\n' \
            "$index" "$index" "$index" "$index" >"$folder/$modules/Mod$index/Mod$index.yml"
    done
    start=$(now)
    local status=0
    (cd "$folder" && timeout "$limit" "$viper_gen" generate >/dev/null) || status=$?
    if [ "$status" = 124 ]; then
        echo "> $limit s (stopped)"
        return
    elif [ "$status" != 0 ]; then
        echo "failed: exit status $status"
        return
    fi
    end=$(now)
    local project
    project=$(ls "$folder"/*.xcodeproj/project.pbxproj 2>/dev/null || true)
    if [ "$kind" = none ]; then
        [ -n "$(find "$folder/Shop/Modules/Mod$count" -name '*Presenter.swift')" ] || { echo "failed: Mod$count was not written"; return; }
    elif [ "$kind" = groups ]; then
        grep -q "Mod${count}Presenter.swift in Sources" "$project" || { echo "failed: Mod$count is not in the project"; return; }
    else
        # The synchronized folders hold every file: the project is read, and left as it is.
        cmp -s "$project" "$fixtures/Garage77.pbxproj" || { echo "failed: the project changed"; return; }
        [ -n "$(find "$folder/Garage/Mod$count" -name '*Presenter.swift')" ] || { echo "failed: Mod$count was not written"; return; }
    fi
    awk -v ns=$((end - start)) 'BEGIN { printf "%.2f s", ns / 1e9 }'
}

echo "| Run | Time |"
echo "|---|---|"
echo "| \`new Cars\`, no Xcode project | $(new_median none) |"
echo "| \`new Cars\`, group-based project | $(new_median groups) |"
echo "| \`new Cars\`, buildable-folder project | $(new_median folders) |"
for count in ${COUNTS:-100 1000}; do
    echo "| \`generate\` of $count modules, no Xcode project | $(generate_once none "$count") |"
    echo "| \`generate\` of $count modules, group-based project | $(generate_once groups "$count") |"
    echo "| \`generate\` of $count modules, buildable-folder project | $(generate_once folders "$count") |"
done
