// swift-tools-version: 6.0
// A package that uses viper-gen through its command plugin:
//   swift package plugin --list
//   swift package --allow-writing-to-package-directory viper-gen new Cars --output Sources/App --tests-output Tests/AppTests --target App
// Run by Tests/ViperGenCLITests/PluginConsumerTests.swift, which puts viper-gen at ../viper-gen.
import PackageDescription

let package = Package(
    name: "CommandPluginConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In your package: .package(url: "https://github.com/OWNER/viper-gen", from: "0.1.0")
        .package(path: "../viper-gen")
    ],
    targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
