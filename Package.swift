// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ViperGenKit", targets: ["ViperGenKit"]),
        .executable(name: "viper-gen", targets: ["viper-gen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        .target(
            name: "ViperGenKit",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "Stencil", package: "Stencil"),
            ],
            plugins: [.plugin(name: "EmbedTemplatesPlugin")]
        ),
        .executableTarget(
            name: "viper-gen",
            dependencies: [
                "ViperGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Turns the top-level Templates/ folder into Swift source, so the
        // executable carries the built-in sets and needs no resource bundle.
        .executableTarget(name: "EmbedTemplates"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"]
        ),
        .testTarget(
            name: "ViperGenKitTests",
            dependencies: ["ViperGenKit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ViperGenCLITests",
            dependencies: ["viper-gen", "ViperGenKit"],
            exclude: ["Corpus"]
        ),
    ]
)

// For Scripts/fuzz.sh only: the kit as a shared library, which the script builds with
// address sanitizer and coverage instrumentation and links into its libFuzzer target.
if ProcessInfo.processInfo.environment["VIPER_GEN_FUZZ"] != nil {
    package.products.append(.library(name: "ViperGenKitFuzzing", type: .dynamic, targets: ["ViperGenKit"]))
}
