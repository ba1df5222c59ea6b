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
        let tool = try context.tool(named: "viper-gen").url
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
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
