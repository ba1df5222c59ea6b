// swift-tools-version: 6.0
// A package that uses viper-gen through its command plugin:
//   swift package plugin --list
//   swift package --allow-writing-to-package-directory viper-gen new Cars --output Sources/App --tests-output Tests/AppTests --target App
// Run by Tests/ViperGenCLITests/PluginConsumerTests.swift, which puts the plugins package, with a
// bundle of the viper-gen it tests, at ../viper-gen-plugins (and, for the from-source
// plugins, this repository at ../viper-gen, with `package: "viper-gen"`).
import PackageDescription

let package = Package(
    name: "CommandPluginConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // The plugins on a prebuilt viper-gen (docs/plugins.md): a local copy of
        // viper-gen-plugins/ with an artifact bundle in it. Once it is published:
        // .package(url: "<the viper-gen-plugins repository>", from: "<version>")
        .package(path: "../viper-gen-plugins")
    ],
    targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
