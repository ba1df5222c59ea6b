import Foundation
import PackagePlugin

/// Embeds the top-level `Templates/` folder into ViperGenKit as Swift source,
/// so the built-in template sets travel inside the executable.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding built-in templates",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [templates.path(), output.path()],
                inputFiles: try files(under: templates),
                outputFiles: [output]
            )
        ]
    }

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
        return files.sorted { $0.path() < $1.path() }
    }
}
