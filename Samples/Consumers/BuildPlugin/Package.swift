// swift-tools-version: 6.0
// A package that keeps only specs and its own code: the ViperGenBuildPlugin makes the
// entity, view model and protocols of App, and the test doubles and fixtures of AppTests,
// at build time (`contracts: build` in .viper-gen.yml). Built and tested by
// Tests/ViperGenCLITests/PluginConsumerTests.swift, which puts viper-gen at ../viper-gen.
import PackageDescription

let package = Package(
    name: "BuildPluginConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In your package: .package(url: "https://github.com/OWNER/viper-gen", from: "0.1.0")
        .package(path: "../viper-gen")
    ],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "ViperGenBuildPlugin", package: "viper-gen")]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App"],
            plugins: [.plugin(name: "ViperGenBuildPlugin", package: "viper-gen")]
        ),
    ]
)
