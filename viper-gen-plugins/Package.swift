// swift-tools-version: 6.0
// viper-gen's plugins on a prebuilt viper-gen: the command plugin (`swift package viper-gen …`)
// and the build-tool plugin (`ViperGenBuildPlugin`) run the executable of the artifact bundle
// `Scripts/release.sh` makes, so a package that adds them compiles nothing of viper-gen
// (docs/plugins.md). Their sources are the from-source plugins' (links to ../Plugins).
//
// Here the bundle is local: copy one into this folder, as `viper-gen.artifactbundle`
// (`Scripts/release.sh --binary .build/debug/viper-gen` makes one in seconds from a build).
// `Scripts/release.sh` also writes this package with the binaryTarget naming the release's zip
// by URL and checksum: that copy is the one to publish.
import PackageDescription

let package = Package(
    name: "viper-gen-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "ViperGenCommandPlugin", targets: ["ViperGenCommandPlugin"]),
        .plugin(name: "ViperGenBuildPlugin", targets: ["ViperGenBuildPlugin"]),
    ],
    targets: [
        // The artifact `viper-gen` (its name in info.json) is the tool the plugins run.
        .binaryTarget(name: "ViperGenBinary", path: "viper-gen.artifactbundle"),
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
            dependencies: ["ViperGenBinary"]
        ),
        .plugin(
            name: "ViperGenBuildPlugin", capability: .buildTool(), dependencies: ["ViperGenBinary"]),
    ]
)
