import Foundation
import PackagePlugin

/// Makes the generator-owned files of viper-gen modules at build time, for a project whose
/// `.viper-gen.yml` says `contracts: build` (nothing is written into the source tree):
///
/// - applied to a target, the entity, view model and protocols of each spec in the target's
///   folder;
/// - applied to a test target, the test doubles and fixtures of each spec in the folders of the
///   targets it depends on (the targets under test), which its tests `@testable import`.
///
/// A spec is a `*.yml` / `*.yaml` file in the target's folder (hidden folders left out) with a
/// top-level `module:` key (a line that starts with `module:`), the key every spec has and
/// other YAML files do not. Each spec gets one build command, whose output is one Swift file
/// in the plugin's work folder (named by `BuildOutputName`, unique per target and spec)
/// holding all of the spec's generator-owned files of that kind (`viper-gen contracts`):
/// which files a spec makes depends on its text and its template set, but this one file is
/// known before anything runs, so inputs and outputs are declared exactly.
/// The inputs are every spec of the target (a module may use an entity another spec declares),
/// the package's `.viper-gen.yml` and the files of the custom template folders it names. An
/// unchanged spec costs no work on the next build.
@main
struct ViperGenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "viper-gen").url
        let package = context.package.directoryURL
        let configURL = package.appending(path: ".viper-gen.yml")
        let config = FileManager.default.fileExists(atPath: configURL.path) ? configURL : nil
        let work = context.pluginWorkDirectoryURL
        if target.kind == .test {
            var commands: [Command] = []
            for case .target(let dependency) in target.dependencies {
                guard let tested = dependency as? SourceModuleTarget, tested.kind != .test else {
                    continue
                }
                commands += contracts(
                    of: tested, kind: "test", tool: tool, config: config, package: package,
                    work: work)
            }
            return commands
        }
        return contracts(
            of: target, kind: "source", tool: tool, config: config, package: package, work: work)
    }

    /// One build command per spec of `target`: its generator-owned files of `kind`, joined.
    private func contracts(
        of target: SourceModuleTarget,
        kind: String,
        tool: URL,
        config: URL?,
        package: URL,
        work: URL
    ) -> [Command] {
        let folder = (TargetFolders() as any TargetFolderReading).folder(of: target)
        let specs = yamlFiles(under: folder).filter(isSpec)
        guard !specs.isEmpty else { return [] }
        if !saysContractsBuild(config) {
            // With committed contracts, the plugin's would declare every type a second time.
            Diagnostics.warning(
                "ViperGenBuildPlugin makes the generator-owned files at build time, but \(config == nil ? "the package has no .viper-gen.yml" : ".viper-gen.yml does not say 'contracts: build'"); add 'contracts: build' to it, so that 'viper-gen new' and 'generate' stop writing them into the tree"
            )
        }
        var options = ["--kind", kind, "--target", target.moduleName]
        var inputs = specs
        if let config {
            options += ["--config", config.path]
            inputs.append(config)
            inputs += templateFolders(in: config).flatMap {
                files(under: package.appending(path: $0))
            }
        }
        return specs.map { spec in
            let relative = String(spec.path.dropFirst(folder.path.count)).trimmingCharacters(
                in: CharacterSet(charactersIn: "/"))
            // Unique per target and spec, and short enough for any file system.
            let output = work.appending(path: kind == "test" ? "Tests" : "Sources").appending(
                path: BuildOutputName.of(target: target.name, spec: relative))
            return .buildCommand(
                displayName:
                    "viper-gen: \(kind == "test" ? "test doubles and fixtures" : "contracts") of \(relative) (\(target.name))",
                executable: tool,
                arguments: ["contracts"] + specs.map(\.path) + options + [
                    "--only", spec.path, "--output", output.path,
                ],
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }

    /// Whether the config has a top-level `contracts: build` line.
    private func saysContractsBuild(_ config: URL?) -> Bool {
        guard let config, let data = try? Data(contentsOf: config) else { return false }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
            line in
            let value =
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                ?? ""
            return value.filter { !" \t\"'".contains($0) } == "contracts:build"
        }
    }

    /// Whether the file is a spec: it has a top-level `module:` key. A file that cannot be read
    /// is given to viper-gen, which says why.
    private func isSpec(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url) else { return true }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
            $0.hasPrefix("module:") || $0.hasPrefix("\u{FEFF}module:")
        }
    }

    /// The folders the config's `templates:` names (one path, or a list in block or flow
    /// style), whose files are inputs: a changed template remakes the contracts.
    private func templateFolders(in config: URL) -> [String] {
        guard let data = try? Data(contentsOf: config) else { return [] }
        var folders: [String] = []
        var inList = false
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(
            String.init)
        {
            let value =
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map(String.init) ?? ""
            if value.hasPrefix("templates:") {
                let rest = value.dropFirst("templates:".count).trimmingCharacters(in: .whitespaces)
                if rest.isEmpty {
                    inList = true
                } else {
                    folders += rest.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(
                        separator: ","
                    ).map(unquoted)
                }
            } else if inList, value.trimmingCharacters(in: .whitespaces).hasPrefix("- ") {
                folders.append(unquoted(value.trimmingCharacters(in: .whitespaces).dropFirst(2)))
            } else if inList, !value.trimmingCharacters(in: .whitespaces).isEmpty {
                inList = false
            }
        }
        return folders.filter { !$0.isEmpty }
    }

    private func unquoted(_ text: Substring) -> String {
        text.trimmingCharacters(in: .whitespaces).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"'"))
    }

    /// Every `*.yml` / `*.yaml` file below `folder`, hidden folders left out, sorted.
    private func yamlFiles(under folder: URL) -> [URL] {
        files(under: folder).filter { ["yml", "yaml"].contains($0.pathExtension) }
    }

    /// Every regular file below `folder`, hidden ones left out, sorted.
    private func files(under folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url.standardizedFileURL)
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// `Target.directoryURL` needs tools version 6.1, and this package keeps 6.0, where the
/// deprecated `directory` is the way to a target's folder; read through a protocol, so that
/// packages using the plugin are not shown the deprecation.
private protocol TargetFolderReading {
    func folder(of target: SourceModuleTarget) -> URL
}

private struct TargetFolders: TargetFolderReading {
    @available(
        *, deprecated, message: "use Target.directoryURL once the package's tools version is 6.1"
    )
    func folder(of target: SourceModuleTarget) -> URL {
        URL(fileURLWithPath: target.directory.string).standardizedFileURL
    }
}
