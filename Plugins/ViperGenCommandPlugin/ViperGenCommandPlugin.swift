import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory viper-gen <arguments>`: runs the
/// package's viper-gen with the package folder as the working folder and the arguments as
/// given. Its output and diagnostics pass through; a run that fails fails the command, and the
/// plugin exits with viper-gen's exit code.
@main
struct ViperGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard !arguments.isEmpty else {
            // viper-gen alone prints its help and succeeds; through the plugin, nothing named is a mistake.
            Diagnostics.error(
                "name a viper-gen command: swift package --allow-writing-to-package-directory viper-gen <new|generate|lint|init|templates> [arguments] (or --help)"
            )
            exit(64)
        }
        try run(context.tool(named: "viper-gen").url, arguments, in: context.package.directoryURL)
    }

    /// Runs `tool` with `arguments` in `folder`, passing its output through; exits with its
    /// exit code when it fails.
    func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // viper-gen writes to the plugin's own standard output and error, which SwiftPM shows.
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            let how =
                process.terminationReason == .exit
                ? "exited with code \(status)" : "was killed by signal \(status)"
            Diagnostics.error("viper-gen \(how)")
            exit(process.terminationReason == .exit ? status : 2)
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode app project (File > Packages, or the project's context menu): viper-gen runs
    /// in the project's folder with the arguments typed. Xcode adds `--target <name>` for each
    /// target selected in its dialog, which no viper-gen command takes as given: they are taken
    /// out, and a single selected target becomes `new`'s and `generate`'s `--target` (the module
    /// the tests `@testable import`: the target's name with every character that cannot be in a
    /// Swift identifier as `_`). Select one target at most.
    extension ViperGenCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            // What the user typed, and the targets Xcode added.
            var typed: [String] = []
            var targets: [String] = []
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                if argument == "--target" {
                    if let target = rest.popFirst() { targets.append(target) }
                } else {
                    typed.append(argument)
                }
            }
            guard let command = typed.first else {
                Diagnostics.error(
                    "name a viper-gen command in the plugin's arguments: <new|generate|lint|init|templates> [arguments] (or --help)"
                )
                exit(64)
            }
            if ["new", "generate"].contains(command) {
                guard targets.count <= 1 else {
                    Diagnostics.error(
                        "select one target at most: '\(command)' writes one module's tests, which import one module"
                    )
                    exit(64)
                }
                if let target = targets.first { typed += ["--target", Self.moduleName(target)] }
            }
            try run(
                context.tool(named: "viper-gen").url, typed, in: context.xcodeProject.directoryURL)
        }

        /// The module Xcode makes of a target named `name` (its default PRODUCT_MODULE_NAME).
        static func moduleName(_ name: String) -> String {
            let characters = name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                    ? Character(scalar) : "_"
            }
            let module = String(characters)
            return module.first?.isNumber == true ? "_" + module : module
        }
    }
#endif
