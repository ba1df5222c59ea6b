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
        return Self.contracts(
            specs: yamlFiles(under: folder).filter(Self.isSpec), folder: folder,
            target: target.name, module: target.moduleName, kind: kind, tool: tool,
            config: config, root: package, work: work)
    }

    /// One build command per spec of `specs` (the specs of the target `target`, whose module is
    /// `module`, named after their paths below `folder`): its generator-owned files of `kind`,
    /// joined. `root` is the folder of `config`'s template folders.
    static func contracts(
        specs: [URL],
        folder: URL,
        target: String,
        module: String,
        kind: String,
        tool: URL,
        config: URL?,
        root package: URL,
        work: URL
    ) -> [Command] {
        guard !specs.isEmpty else { return [] }
        if !saysContractsBuild(config) {
            // With committed contracts, the plugin's would declare every type a second time.
            Diagnostics.warning(
                "ViperGenBuildPlugin makes the generator-owned files at build time, but \(config == nil ? "the package has no .viper-gen.yml" : ".viper-gen.yml does not say 'contracts: build'"); add 'contracts: build' to it, so that 'viper-gen new' and 'generate' stop writing them into the tree"
            )
        }
        var options = ["--kind", kind, "--target", module]
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
                path: BuildOutputName.of(target: target, spec: relative))
            return .buildCommand(
                displayName:
                    "viper-gen: \(kind == "test" ? "test doubles and fixtures" : "contracts") of \(relative) (\(target))",
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
    private static func saysContractsBuild(_ config: URL?) -> Bool {
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
    private static func isSpec(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url) else { return true }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
            $0.hasPrefix("module:") || $0.hasPrefix("\u{FEFF}module:")
        }
    }

    /// The folders the config's `templates:` names (one path, or a list in block or flow
    /// style), whose files are inputs: a changed template remakes the contracts.
    private static func templateFolders(in config: URL) -> [String] {
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

    private static func unquoted(_ text: Substring) -> String {
        text.trimmingCharacters(in: .whitespaces).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"'"))
    }

    /// Every `*.yml` / `*.yaml` file below `folder`, hidden folders left out, sorted.
    private func yamlFiles(under folder: URL) -> [URL] {
        Self.files(under: folder).filter { ["yml", "yaml"].contains($0.pathExtension) }
    }

    /// Every regular file below `folder`, hidden ones left out, sorted.
    private static func files(under folder: URL) -> [URL] {
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

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same in an Xcode app project (no package): the specs are the target's input files
    /// with a top-level `module:` key, the config is `.viper-gen.yml` in the project's folder,
    /// and a test target (a product type naming tests) gets the test doubles and fixtures of
    /// the specs of the targets it depends on.
    extension ViperGenBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
            -> [Command]
        {
            let tool = try context.tool(named: "viper-gen").url
            let project = context.xcodeProject.directoryURL
            let configURL = project.appending(path: ".viper-gen.yml")
            let config = FileManager.default.fileExists(atPath: configURL.path) ? configURL : nil
            let work = context.pluginWorkDirectoryURL
            guard Self.isTestTarget(target) else {
                return contracts(
                    of: target, kind: "source", tool: tool, config: config, project: project,
                    work: work)
            }
            var commands: [Command] = []
            for case .target(let tested) in target.dependencies where !Self.isTestTarget(tested) {
                commands += contracts(
                    of: tested, kind: "test", tool: tool, config: config, project: project,
                    work: work)
            }
            return commands
        }

        private func contracts(
            of target: XcodeTarget,
            kind: String,
            tool: URL,
            config: URL?,
            project: URL,
            work: URL
        ) -> [Command] {
            let specs = target.inputFiles.map(\.url.standardizedFileURL).filter {
                ["yml", "yaml"].contains($0.pathExtension) && Self.isSpec($0)
            }.sorted { $0.path < $1.path }
            // The module's name: the product's, as Swift spells a module (`My App` is `My_App`).
            let name = target.product?.name ?? target.displayName
            let module = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            return Self.contracts(
                specs: specs, folder: project, target: target.displayName, module: module,
                kind: kind, tool: tool, config: config, root: project, work: work)
        }

        /// Whether the target builds tests: its product type names them
        /// (`com.apple.product-type.bundle.unit-test`, `….ui-testing`).
        private static func isTestTarget(_ target: XcodeTarget) -> Bool {
            guard case .other(let type)? = target.product?.kind else { return false }
            return type.contains("test")
        }
    }
#endif
