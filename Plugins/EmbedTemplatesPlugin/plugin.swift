import Foundation
import PackagePlugin

/// Embeds the top-level `Templates/` folder into ViperGenKit as Swift source,
/// so the built-in template sets travel inside the executable; and so does the UIKit and
/// SwiftUI API surface in `Samples/APISurface/`, which `templates validate` type-checks
/// screens against.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedTemplates").url
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinTemplates.swift")
        let surface = context.package.directoryURL.appending(path: "Samples/APISurface")
        let modules = ["UIKit", "SwiftUI"]
        let surfaceOutput = context.pluginWorkDirectoryURL.appending(
            path: "BuiltinAPISurface.swift")
        let programs = context.pluginWorkDirectoryURL.appending(path: "BuiltinPrograms.swift")
        return [
            .buildCommand(
                displayName: "Embedding built-in templates",
                executable: tool,
                arguments: [
                    templates.path(percentEncoded: false), output.path(percentEncoded: false),
                ],
                inputFiles: try files(under: templates),
                outputFiles: [output]
            ),
            .buildCommand(
                displayName: "Compiling built-in templates",
                executable: tool,
                arguments: [
                    "--programs", templates.path(percentEncoded: false),
                    programs.path(percentEncoded: false), Self.stringFilters.joined(separator: ","),
                ],
                inputFiles: try files(under: templates),
                outputFiles: [programs]
            ),
            .buildCommand(
                displayName: "Embedding the UIKit and SwiftUI API surface",
                executable: tool,
                arguments: [
                    surface.path(percentEncoded: false), surfaceOutput.path(percentEncoded: false),
                    "builtinAPISurfaceFiles",
                    "The UIKit and SwiftUI API-surface modules, keyed by path relative to `Samples/APISurface/`.",
                ] + modules,
                inputFiles: try modules.flatMap { try files(under: surface.appending(path: $0)) },
                outputFiles: [surfaceOutput]
            ),
        ]
    }

    /// The string filters ViperGenKit gives the template engine (`SwiftStringFilters`),
    /// which the programs are compiled knowing; a test checks that the two lists agree.
    static let stringFilters = [
        "lowerFirst", "upperFirst", "camelCase", "pascalCase", "snakeCase", "kebabCase", "plural",
        "singular",
        "swiftIdentifier", "swiftString",
    ]

    /// Every file below `directory`, so that editing a template rebuilds the kit.
    private func files(under directory: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory,
                includingPropertiesForKeys: [.isRegularFileKey]
            )
        else { return [] }
        var files: [URL] = [directory]
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }
}
