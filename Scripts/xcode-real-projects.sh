#!/usr/bin/env bash
# Tries the XcodeProject library on real project.pbxproj files, which are never committed:
#
#   Scripts/xcode-real-projects.sh FOLDER [OUT]
#
# FOLDER holds *.pbxproj files (copies of real projects). Each is read, written back with no
# edit (byte-identical), given two files in its app target and two in its unit-test target
# (next to a source the target already compiles; nothing when a buildable folder holds them),
# given a spec exception in each buildable folder, edited a second time (no change), compared
# line by line with the original (insertions only) and checked by Scripts/pbxproj-check.py. One
# line a project. With OUT, the edited texts are written there to read.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 FOLDER [OUT]" >&2; exit 64; }
folder=$(cd "$1" && pwd)
export VIPER_GEN_REAL_PROJECTS="$folder"
if [ $# -ge 2 ]; then
    mkdir -p "$2"
    export VIPER_GEN_REAL_PROJECTS_OUT=$(cd "$2" && pwd)
fi
swift build --build-tests >/dev/null
swift test --skip-build --filter 'XcodeProjectTests\.RealProjectsTests' 2>&1 | grep -E '\.pbxproj: |✘|Test run'
