// swift-tools-version: 6.2
// The golden output of viper-gen, compiled as a real package: Swift 6 language mode,
// warnings as errors. `Cases` is a symbolic link to Tests/ViperGenKitTests/Fixtures/Expected,
// so what is compiled is exactly what the reference tests compare byte for byte. Every
// folder there is a case: a target of its Sources/ and, when it has tests, a test target
// of its Tests/ (a case made of several specs has several modules in them, one app's).
// SAMPLES_CASES=A,B builds only the named cases. `Random/`, when the random-spec
// test has written it (it is not committed), holds a batch of modules made from random specs
// in one app target, `RandomApp`, and their tests in one test target; SAMPLES_CASES=Random
// builds only that.
//
// On Linux, where Apple's frameworks do not exist, the package also declares `UIKit` and
// `SwiftUI`: modules of the API the templates use, with the iOS SDK's signatures and
// attributes (APISurface/). Every case depends on them, so `#if canImport(UIKit)` and
// `#if canImport(SwiftUI)` hold and the screens are type-checked too; APISurfacePins checks
// that they declare what the pin file names. On macOS they are not declared: there the real
// frameworks are the ones imported (SwiftUI in `swift build`; UIKit in an iOS build, see
// Scripts/check-api-surface.sh).
//
// SAMPLES_ISOLATION=MainActor builds the cases and the batch (sources and tests) with the
// settings of a new Xcode 26 app target: default actor isolation MainActor and "approachable
// concurrency" (the upcoming features NonisolatedNonsendingByDefault and
// InferIsolatedConformances; the others it turns on are already part of Swift 6 mode). Without
// it, SwiftPM's defaults: nonisolated. Build each setting in its own scratch path
// (`--scratch-path .build-mainactor`) so that neither rebuilds the other. The API-surface
// modules stand for the SDK and keep SwiftPM's defaults either way.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Cases")
let manager = FileManager.default
let only = ProcessInfo.processInfo.environment["SAMPLES_CASES"].map {
    Set($0.split(separator: ",").map(String.init))
}
let cases = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? [])
    .filter { !$0.hasPrefix(".") && (only?.contains($0) ?? true) }
    .sorted()
let sdk: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let strict: [SwiftSetting] =
    ProcessInfo.processInfo.environment["SAMPLES_ISOLATION"] == "MainActor"
    ? sdk + [
        .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
    ]
    : sdk

#if os(Linux)
    let apiSurface: [Target] = [
        .target(name: "UIKit", path: "APISurface/UIKit", swiftSettings: sdk),
        .target(name: "SwiftUI", path: "APISurface/SwiftUI", swiftSettings: sdk),
        .target(
            name: "APISurfacePins", dependencies: ["UIKit", "SwiftUI"], path: "APISurface/Pins",
            swiftSettings: sdk),
    ]
    let frameworks: [Target.Dependency] = ["UIKit", "SwiftUI"]
#else
    let apiSurface: [Target] = []
    let frameworks: [Target.Dependency] = []
#endif

var randomTargets: [Target] = []
if only?.contains("Random") ?? true,
    manager.fileExists(
        atPath: root.deletingLastPathComponent().appending(path: "Random/Sources/RandomApp").path)
{
    randomTargets = [
        .target(
            name: "RandomApp", dependencies: frameworks, path: "Random/Sources/RandomApp",
            swiftSettings: strict),
        .testTarget(
            name: "RandomAppTests",
            dependencies: ["RandomApp"] + frameworks,
            path: "Random/Tests/RandomAppTests",
            swiftSettings: strict
        ),
    ]
}

let package = Package(
    name: "Samples",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: randomTargets
        + cases.flatMap { name -> [Target] in
            var targets: [Target] = [
                .target(
                    name: name, dependencies: frameworks, path: "Cases/\(name)/Sources",
                    swiftSettings: strict)
            ]
            if manager.fileExists(atPath: root.appending(path: "\(name)/Tests").path) {
                targets.append(
                    .testTarget(
                        name: "\(name)Tests",
                        dependencies: [.target(name: name)] + frameworks,
                        path: "Cases/\(name)/Tests",
                        swiftSettings: strict
                    )
                )
            }
            return targets
        } + apiSurface,
    swiftLanguageModes: [.v6]
)
