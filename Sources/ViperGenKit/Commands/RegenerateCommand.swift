import Foundation

/// The `generate` command a derived spec's header names, which regenerates the module as
/// the `new` run that wrote it does. With a config it runs from the config's folder and
/// names only what the command line changed; without one it runs from the current folder
/// and names the folders and target.
public struct RegenerateCommand: Sendable {
    /// The folder `new` runs in.
    public var workingDirectory: URL
    /// The config named with `--config`, if one was.
    public var configFile: URL?
    /// The folders named with `--templates`.
    public var templateFolders: [URL]
    /// The `--param` arguments, as typed.
    public var params: [String]

    public init(
        workingDirectory: URL, configFile: URL? = nil, templateFolders: [URL] = [],
        params: [String] = []
    ) {
        self.workingDirectory = workingDirectory
        self.configFile = configFile
        self.templateFolders = templateFolders
        self.params = params
    }

    /// The command line for the spec at `relativePath` below the sources root of `layout`.
    public func text(
        specAt relativePath: String, layout: OutputLayout, target: String, config: ProjectConfig?
    ) -> String {
        text(
            specFile: layout.roots(relativeTo: workingDirectory).sources.appending(
                path: relativePath),
            layout: layout, target: target, config: config)
    }

    /// The command line for the spec at `specFile`, wherever it is (`Specs/Cars.yml`), and
    /// the specs of `alongWith`, which a run of it needs (the one that declares the entity it
    /// shares).
    public func text(
        specFile: URL, alongWith: [URL] = [], layout: OutputLayout, target: String,
        config: ProjectConfig?
    ) -> String {
        let base = config?.directory ?? workingDirectory
        func path(_ url: URL) -> String { ShellText.displayPath(of: url, from: base) }
        func samePlace(_ url: URL, _ other: URL?) -> Bool {
            url.standardizedFileURL.path == other?.standardizedFileURL.path
        }
        let roots = layout.roots(relativeTo: workingDirectory)
        var words = ["viper-gen", "generate", path(specFile)] + alongWith.map(path)
        // What `generate` run from `base` would use without these options.
        let defaults = config.map { config in
            (
                sources: config.url(for: config.output?.value ?? "."),
                tests: config.url(for: config.testsOutput?.value ?? "Tests"),
                target: config.target?.value ?? "App"
            )
        }
        if !samePlace(roots.sources, defaults?.sources) {
            words += ["--output", path(roots.sources)]
        }
        if !samePlace(roots.tests, defaults?.tests) {
            words += ["--tests-output", path(roots.tests)]
        }
        if target != defaults?.target {
            words += ["--target", target]
        }
        // A config given by name is found again only if it is the one `generate` looks for.
        if let configFile, !samePlace(configFile, ProjectConfig.find(from: base)) {
            words += ["--config", path(configFile)]
        }
        for folder in templateFolders {
            words += ["--templates", path(folder)]
        }
        for param in params {
            words += ["--param", param]
        }
        return words.map(ShellText.quoted).joined(separator: " ")
    }
}
