// swift-tools-version: 6.0
// A package that keeps only specs and its own code: the ViperGenBuildPlugin makes the
// entity, view model and protocols of App, and the test doubles and fixtures of AppTests,
// at build time (`contracts: build` in .viper-gen.yml). Built and tested by
// Tests/ViperGenCLITests/PluginConsumerTests.swift, which puts the plugins package, with a
// bundle of the viper-gen it tests, at ../viper-gen-plugins (and, for the from-source
// plugins, this repository at ../viper-gen, with `package: "viper-gen"`).
import PackageDescription

let package = Package(
    name: "BuildPluginConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // The plugins on a prebuilt viper-gen (docs/plugins.md): a local copy of
        // viper-gen-plugins/ with an artifact bundle in it. Once it is published:
        // .package(url: "<the viper-gen-plugins repository>", from: "<version>")
        .package(path: "../viper-gen-plugins")
    ],
    targets: [
        .target(
            name: "App",
            plugins: [.plugin(name: "ViperGenBuildPlugin", package: "viper-gen-plugins")]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App"],
            plugins: [.plugin(name: "ViperGenBuildPlugin", package: "viper-gen-plugins")]
        ),
    ]
)
