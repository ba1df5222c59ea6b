// swift-tools-version: 6.0
// The golden output of viper-gen, compiled as a real package: Swift 6 language mode,
// warnings as errors. Each case's Sources/ and Tests/ are symbolic links into
// Tests/ViperGenKitTests/Fixtures/Expected/<Case>/, so what is compiled is exactly
// what the reference tests compare byte for byte.
import PackageDescription

let cases = ["Cars", "Catalog", "Categories", "Settings", "Step2Verification"]
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "Samples",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: cases.flatMap { name -> [Target] in
        [
            .target(name: name, path: "Sources/\(name)", swiftSettings: strict),
            .testTarget(
                name: "\(name)Tests",
                dependencies: [.target(name: name)],
                path: "Tests/\(name)Tests",
                swiftSettings: strict
            ),
        ]
    },
    swiftLanguageModes: [.v6]
)
