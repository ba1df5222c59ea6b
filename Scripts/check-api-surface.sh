#!/usr/bin/env bash
# Checks the UIKit and SwiftUI API surface that Linux type-checks the screens against
# (Samples/APISurface/) against Apple's SDK. Run it on a Mac with Xcode, once per Xcode
# release (the macOS job of .github/workflows/ci.yml runs it on every push):
#
#   Scripts/check-api-surface.sh [simulator name]
#
# 1. The pin file, which names every declaration of the stubs with its full type, is
#    type-checked unchanged against the iOS Simulator SDK, in Swift 6 mode with warnings as
#    errors. If it fails, the SDK changed: mirror the change in APISurface/UIKit or
#    APISurface/SwiftUI and in the pin file, then run `swift test` on Linux to see which
#    templates the change breaks.
# 2. The Samples package (every reference tree) is built for the iOS Simulator, so its
#    UIKit and SwiftUI screens and their tests compile against the real frameworks. With a
#    simulator name ("iPhone 16"), its tests also run on that simulator.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v xcrun >/dev/null || { echo "error: needs Xcode (xcrun is not on PATH)" >&2; exit 1; }
sdk=$(xcrun --sdk iphonesimulator --show-sdk-path)
arch=$(uname -m)
xcrun --sdk iphonesimulator swiftc --version | head -1
echo "Pin file against $(basename "$sdk")"
xcrun --sdk iphonesimulator swiftc -typecheck -sdk "$sdk" -target "$arch-apple-ios18.0-simulator" \
    -swift-version 6 -warnings-as-errors Samples/APISurface/Pins/APISurfacePins.swift

echo "Samples for the iOS Simulator"
cd Samples
if [ $# -gt 0 ]; then
    xcodebuild test -quiet -scheme Samples-Package -destination "platform=iOS Simulator,name=$1" \
        -derivedDataPath ../.build-ios
else
    xcodebuild build-for-testing -quiet -scheme Samples-Package -destination 'generic/platform=iOS Simulator' \
        -derivedDataPath ../.build-ios
fi
echo "The API surface matches the SDK."
