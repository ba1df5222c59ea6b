// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        // No library product: the kit (`ViperGenKit`) is the executable's, and its API is no
        // promise to other packages; the command line and the plugins are the interface.
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        // `swift package viper-gen <arguments>` in a package that depends on this one. (A
        // product's name is unique in a package, and `viper-gen` is the executable's.)
        .plugin(name: "ViperGenCommandPlugin", targets: ["ViperGenCommandPlugin"]),
        // Makes the generator-owned files of a target's specs at build time.
        .plugin(name: "ViperGenBuildPlugin", targets: ["ViperGenBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        // Where input goes wrong: located diagnostics, suggestions, escaped control characters.
        .target(name: "Diagnostics"),
        // project.pbxproj read with the place of every object, key and value, and edited as
        // text the way Xcode writes it, so every byte outside an edit stays as it was.
        .target(name: "XcodeProject", dependencies: ["Diagnostics"]),
        // The template language: Stencil's syntax, rendered by a compiled evaluator where a
        // template keeps to the subset it mirrors and by Stencil elsewhere, within budgets.
        .target(
            name: "TemplateEngine",
            dependencies: ["Diagnostics", .product(name: "Stencil", package: "Stencil")]
        ),
        // Liquid as Ruby's Liquid 5.4 renders it (Generamba's templates).
        .target(name: "Liquid", dependencies: ["Diagnostics"]),
        .target(
            name: "ViperGenKit",
            dependencies: [
                "Diagnostics",
                "TemplateEngine",
                "XcodeProject",
                "Liquid",
                .product(name: "Yams", package: "Yams"),
            ],
            plugins: [.plugin(name: "EmbedTemplatesPlugin")]
        ),
        .executableTarget(
            name: "viper-gen",
            dependencies: [
                "Diagnostics",
                "ViperGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Turns the top-level Templates/ folder into Swift source, so the executable carries
        // the built-in sets and needs no resource bundle, and compiles their templates, so a
        // run reads their programs instead of compiling them.
        .executableTarget(name: "EmbedTemplates", dependencies: ["TemplateEngine"]),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"]
        ),
        // Runs viper-gen in the package folder: `swift package --allow-writing-to-package-directory viper-gen new Cars …`.
        .plugin(
            name: "ViperGenCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "viper-gen", description: "Run viper-gen in the package folder"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "viper-gen new, generate and init write modules, specs and .viper-gen.yml into the package (lint, generate --check, --dry-run and templates list write nothing)"
                    )
                ]
            ),
            dependencies: ["viper-gen"]
        ),
        // Writes the entity, view model and protocols of a target's specs (and, applied to a
        // test target, the test doubles and fixtures of the target under test) into the
        // plugin's work folder at build time: `contracts: build` in .viper-gen.yml.
        .plugin(name: "ViperGenBuildPlugin", capability: .buildTool(), dependencies: ["viper-gen"]),
        .testTarget(
            name: "TemplateEngineTests",
            // The kit gives the tests the built-in sets, real contexts and its string filters.
            dependencies: [
                "Diagnostics", "TemplateEngine", "ViperGenKit",
                .product(name: "Stencil", package: "Stencil"),
            ]
        ),
        .testTarget(
            name: "LiquidTests",
            // TemplateEngine: the test that the two template languages agree where both promise.
            dependencies: ["Diagnostics", "Liquid", "TemplateEngine"]
        ),
        .testTarget(
            name: "ViperGenKitTests",
            dependencies: ["Diagnostics", "TemplateEngine", "ViperGenKit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["Diagnostics", "XcodeProject"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ViperGenCLITests",
            dependencies: ["viper-gen", "Diagnostics", "ViperGenKit"],
            exclude: ["Corpus"]
        ),
    ]
)

// For Scripts/fuzz.sh only: the kit as a shared library, which the script builds with
// address sanitizer and coverage instrumentation and links into its libFuzzer target.
if ProcessInfo.processInfo.environment["VIPER_GEN_FUZZ"] != nil {
    package.products.append(
        .library(name: "ViperGenKitFuzzing", type: .dynamic, targets: ["ViperGenKit"]))
}
