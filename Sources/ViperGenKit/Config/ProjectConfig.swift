import Diagnostics
import Foundation
import Yams

/// A project's `.viper-gen.yml`: defaults for every option of `new` and `generate`, the
/// project's names, a file header template and the specs `generate` takes by default.
/// Paths in it are relative to the folder that holds it.
public struct ProjectConfig: Sendable {
    public static let fileName = ToolFolder.configFileName

    /// Where the config was read from, as diagnostics name it.
    public var path: String
    /// The folder its relative paths start from.
    public var directory: URL

    public var architecture: Located<String>?
    public var output: Located<String>?
    public var testsOutput: Located<String>?
    public var target: Located<String>?
    public var ui: Located<UIFlavor>?
    public var tests: Located<TestFramework>?
    public var access: Located<AccessLevel>?
    public var params: [String: TemplateValue] = [:]
    public var dryRun: Bool?
    public var json: Bool?
    public var project: String?
    public var author: String?
    public var company: String?
    /// A Stencil template; every line it renders becomes a `//` comment at the top of each file.
    public var header: Located<String>?
    /// Glob patterns of spec files (`**` crosses folders), relative to `directory`.
    public var modules: [Located<String>] = []
    /// Folders of custom templates, relative to `directory`; the first named wins.
    public var templates: [Located<String>] = []
    /// The viper-gen versions the project accepts; a run of any other refuses the config.
    public var version: Located<VersionRequirement>?
    /// Where generator-owned files come from: `files` (written by `new` and `generate`, and
    /// committed) or `build` (made at build time by the ViperGenBuildPlugin).
    public var contracts: Located<ContractsMode>?
    /// Whether `generate --check` also checks the architecture rules (`architectureRules:`).
    public var architectureRules = false
    /// The Xcode project a run adds its files to (`xcode:`), if any.
    public var xcode: XcodeSettings?
    /// What Generamba templates take from the project beyond its names (a Rambafile's
    /// prefix and targets), `generamba:` in the config; `nil` when neither says.
    public var generamba: GenerambaSettings?
    /// The set names of `templates` folders that are not their folders' names (a Rambafile's
    /// `local:` templates), keyed by the folder as `templates` writes it.
    public var templateSetNames: [String: String] = [:]

    /// Whether the generator-owned files are made at build time, not written into the tree.
    public var contractsAtBuildTime: Bool { contracts?.value == .build }

    /// The keys a config may have (`ConfigKeys.config` describes them).
    static let keys = ConfigKeys.config.names

    /// Options that a config may not set, and why. A config can be shared, or found in a
    /// folder above the project, so it never decides that hand-written files be overwritten.
    static let refusedKeys = [
        "force":
            "'force' is not a config key: pass --force on the command line of the run that should overwrite files"
    ]

    public init(path: String, directory: URL) {
        self.path = path
        self.directory = directory
    }

    /// The nearest `.viper-gen.yml` in `directory` or one of its ancestors (see `search`).
    public static func find(from directory: URL, homes: [URL] = homeFolders) -> URL? {
        search(from: directory, homes: homes).url
    }

    /// What the search for a config found: the config to use, if any, and a config above
    /// the starting folder that it would not use, with why.
    public struct Search: Sendable {
        public var url: URL?
        public var ignored: (url: URL, reason: String)?
    }

    /// The nearest `.viper-gen.yml` in `directory` or one of its ancestors, up to the top of
    /// the repository (the folder holding `.git`, a folder, or a file in a worktree or
    /// submodule) or a home folder, whichever comes first: a config above those is not the
    /// project's, and whoever can write there could plant one. Where there is neither (a
    /// project in /tmp), a config above the starting folder is used only if no other user
    /// could have put it there: it and its folder belong to this user (or root), and the
    /// folder lets no one else replace it. Otherwise the search stops there and says why.
    public static func search(from directory: URL, homes: [URL] = homeFolders) -> Search {
        let manager = FileManager.default
        let homePaths = Set(homes.map(canonicalPath(of:)))
        let start = directory.standardizedFileURL
        var current = start
        while true {
            let candidate = current.appending(path: fileName)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                if current.path != start.path, let reason = plantable(candidate) {
                    return Search(url: nil, ignored: (candidate, reason))
                }
                return Search(url: candidate)
            }
            // `attributesOfItem` does not follow a link: a `.git` of any kind marks the top.
            if (try? manager.attributesOfItem(atPath: current.appending(path: ".git").path)) != nil
                || homePaths.contains(canonicalPath(of: current))
            {
                return Search(url: nil)
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return Search(url: nil) }
            current = parent
        }
    }

    /// Why another user could have put the config at `url` there, or `nil`.
    private static func plantable(_ url: URL) -> String? {
        var file = stat()
        var folder = stat()
        guard lstat(url.path, &file) == 0, stat(url.deletingLastPathComponent().path, &folder) == 0
        else {
            return "it cannot be looked at"
        }
        let me = geteuid()
        if file.st_mode & S_IFMT == S_IFLNK { return "it is a symbolic link" }
        if file.st_uid != me && file.st_uid != 0 { return "it belongs to another user" }
        if folder.st_uid != me && folder.st_uid != 0 { return "its folder belongs to another user" }
        // Others may write in the folder: unless it is sticky, they could replace the file.
        if folder.st_mode & (S_IWGRP | S_IWOTH) != 0, folder.st_mode & S_ISVTX == 0 {
            return "others can write in its folder"
        }
        return nil
    }

    /// The user's home folder as `$HOME` names it and as the system's user database does.
    public static var homeFolders: [URL] {
        var folders = [FileManager.default.homeDirectoryForCurrentUser]
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") {
            folders.append(URL(fileURLWithPath: home))
        }
        return folders
    }

    /// The path of `url` with links resolved, so that two names of one folder compare equal.
    private static func canonicalPath(of url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Reads the config at `url`; `displayPath` is how diagnostics name it.
    public static func load(fileAt url: URL, displayPath: String) throws(DiagnosticsError)
        -> ProjectConfig
    {
        let data = try YAMLLoader.readFile(at: url, path: displayPath, what: "config")
        if Rambafile.isRambafile(url) {
            return try Rambafile.parse(
                data, path: displayPath, directory: url.deletingLastPathComponent())
        }
        return try parse(data, path: displayPath, directory: url.deletingLastPathComponent())
    }

    /// Parses config text read from `path`, whose relative paths start at `directory`, for a
    /// viper-gen of version `toolVersion`, which must satisfy the config's `version`.
    public static func parse(
        _ data: Data,
        path: String,
        directory: URL,
        toolVersion: SemanticVersion = ViperGenVersion.current
    ) throws(DiagnosticsError) -> ProjectConfig {
        var config = ProjectConfig(path: path, directory: directory)
        let text = try YAMLLoader.text(of: data, path: path)
        let composed: Node?
        do {
            composed = try YAMLLoader.compose(text, path: path)
        } catch {
            throw unquotedRequirement(error, in: text)
        }
        guard let root = composed else { return config }
        var reader = NodeReader(path: path, source: YAMLSource(text: text, path: path))
        config.version = try requiredVersion(in: root, reader: &reader, toolVersion: toolVersion)
        for (key, value) in reader.mapping(
            root, what: "the config", allowed: keys, refused: refusedKeys) ?? []
        {
            switch key.value {
            case "architecture": config.architecture = reader.name(value, what: "'architecture'")
            case "output": config.output = reader.path(value, what: "'output'")
            case "testsOutput": config.testsOutput = reader.path(value, what: "'testsOutput'")
            case "target":
                config.target = reader.string(value, what: "'target'")
                if let target = config.target, !SwiftNames.isModuleName(target.value) {
                    reader.diagnostics.error(
                        "'target' must be a Swift module name, not '\(target.value)'",
                        at: target.location)
                }
            case "ui": config.ui = reader.choice(value, what: "'ui' flavour", as: UIFlavor.self)
            case "tests":
                config.tests = reader.choice(
                    value, what: "'tests' framework", as: TestFramework.self)
            case "access":
                config.access = reader.choice(value, what: "'access' level", as: AccessLevel.self)
            case "params": config.params = SpecParser.params(value, reader: &reader)
            case "dryRun": config.dryRun = reader.bool(value, what: "'dryRun'")
            case "json": config.json = reader.bool(value, what: "'json'")
            case "project": config.project = reader.text(value, what: "'project'")
            case "author": config.author = reader.text(value, what: "'author'")
            case "company": config.company = reader.text(value, what: "'company'")
            case "header":
                config.header = reader.string(value, what: "'header'")
                if let header = config.header, header.value.utf8.count > 4096 {
                    reader.diagnostics.error(
                        "'header' is longer than 4096 bytes", at: header.location)
                } else if let header = config.header {
                    // Problems inside the header (a template tag, the marker) are placed in it.
                    config.header?.places = reader.places(of: value)
                    if let marker = header.value.range(of: GeneratedFileHeader.marker) {
                        reader.diagnostics.error(
                            "'header' must not contain '\(GeneratedFileHeader.marker)': it heads user-owned files too, and viper-gen writes that line at the top of generator-owned files only",
                            at: config.header?.location(
                                ofScalar: header.value.unicodeScalars[..<marker.lowerBound].count)
                        )
                    }
                }
            case "modules":
                config.modules = reader.paths(value, what: "'modules'", each: "a 'modules' pattern")
            case "templates":
                config.templates = reader.paths(
                    value, what: "'templates'", each: "a 'templates' folder")
            case "version": break  // read first, by requiredVersion
            case "contracts":
                config.contracts = reader.choice(
                    value, what: "'contracts' value", as: ContractsMode.self)
            case "architectureRules":
                config.architectureRules =
                    reader.bool(value, what: "'architectureRules'") ?? false
            case "xcode": config.xcode = reader.xcodeSettings(value, key: key)
            case "generamba": config.generamba = reader.generambaSettings(value)
            default: reader.unreadDescribedKey(key, of: "the config")
            }
        }
        try reader.diagnostics.throwIfErrors()
        return config
    }

    /// `path` from the config, resolved against its folder.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appending(path: path)
    }

    /// The folder `value` (the config's `output` or `testsOutput`) names, which must lie in the
    /// project folder (the one that holds the config), also once symbolic links are followed:
    /// a config comes with a repository, and what it says must not make a run write into the
    /// user's home or anywhere else. A folder outside is for the command line to name.
    public func root(_ value: Located<String>, key: String) throws(DiagnosticsError) -> URL {
        let url = url(for: value.value)
        let project = directory.standardizedFileURL.path
        var inside = Glob.isInside(RootGuard.standardized(url.path), project)
        if inside, let realProject = RootGuard.realPath(project) {
            // Where links have taken the path, as far as it exists.
            inside =
                RootGuard.realPathOfDeepestFolder(url.path).map {
                    Glob.isInside($0, realProject)
                } ?? false
        }
        if inside, let problem = RootGuard.rootProblem(url.path) {
            throw DiagnosticsError([
                .error(
                    "'\(value.value)' cannot be an output folder: \(problem)", at: value.location)
            ])
        }
        guard inside else {
            throw DiagnosticsError([
                .error(
                    "'\(key)' leads out of the project folder (the folder that holds \(Self.fileName)), through '..', an absolute path or a symbolic link; a config names output folders inside it (pass --\(key == "output" ? "output" : "tests-output") to write elsewhere)",
                    at: value.location
                )
            ])
        }
        return url
    }

    /// Every spec file the `modules` patterns match, sorted, each once. A folder a pattern
    /// searches that cannot be read is a warning (added to `warnings`, and to the errors if
    /// there are any): the specs in it are left out. A pattern that matches nothing is an
    /// error, but with `noModulesIsNote`, when no pattern matches anything though each could
    /// (a project with no module yet, right after `init`): then it is a note that says how to
    /// add the first, and there are no specs.
    public func moduleSpecFiles(warnings: inout [Diagnostic], noModulesIsNote: Bool = false)
        throws(DiagnosticsError) -> [URL]
    {
        // The patterns that match nothing though they could name a spec, with their messages.
        var empty: [(pattern: Located<String>, message: String)] = []
        var otherProblems = false
        var diagnostics = DiagnosticCollector()
        var found: [String: URL] = [:]
        var taken: Set<Glob.FileIdentity> = []
        var unreadable: Set<String> = []
        // The patterns share one budget of folders: 5,000 copies of `**/*.yml` search no more
        // than one does.
        var budget = Glob.maximumFolders
        var exhausted = false
        for pattern in modules where !exhausted {
            let matches: Glob.Matches
            do {
                matches = try Glob.specFiles(
                    matching: pattern.value, in: directory, budget: &budget)
            } catch {
                switch error {
                case .leadsOut:
                    diagnostics.error(
                        "'\(pattern.value)' leads out of the project folder; a 'modules' pattern names spec files in the folder that holds \(Self.fileName) or below it",
                        at: pattern.location
                    )
                case .tooManyFolders:
                    exhausted = true
                    diagnostics.error(
                        "'\(pattern.value)' takes the 'modules' patterns past \(Glob.maximumFolders) folders searched; name the folders that hold the specs",
                        at: pattern.location
                    )
                }
                continue
            }
            for folder in matches.unreadableFolders where unreadable.insert(folder.path).inserted {
                otherProblems = true
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "folder '\(folder.path)' cannot be read (\(folder.reason)), so specs in it are left out of '\(pattern.value)'; make it readable, or narrow the pattern",
                        at: pattern.location
                    )
                )
            }
            if matches.files.isEmpty {
                var message = "'\(pattern.value)' matches no spec file (*.yml, *.yaml)"
                if let link = matches.linksLeadingOut.first {
                    message +=
                        "; symbolic links that lead out of the project folder, such as '\(link)', are not followed"
                    diagnostics.error(message, at: pattern.location)
                } else if Glob.place(ofSpec: "Module", pattern: pattern.value, in: directory) == nil
                {
                    diagnostics.error(message, at: pattern.location)
                } else {
                    empty.append((pattern, message))
                }
            }
            for (url, identity) in zip(matches.files, matches.identities)
            where taken.insert(identity).inserted {
                found[url.standardizedFileURL.path] = url
            }
        }
        if modules.isEmpty {
            diagnostics.error(
                "name spec files or directories, or list them under 'modules:' in \(Self.fileName)",
                at: SourceLocation(file: path, line: 0, column: 0)
            )
        }
        let noModules =
            found.isEmpty && !otherProblems && !diagnostics.hasErrors
            && empty.count == modules.count
        for (pattern, message) in empty {
            if noModules && noModulesIsNote {
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "no modules yet: \(message); add the first with 'viper-gen new <Module>'",
                        at: pattern.location))
            } else if noModules {
                diagnostics.error(
                    message + "; add the first module with 'viper-gen new <Module>'",
                    at: pattern.location)
            } else {
                diagnostics.error(message, at: pattern.location)
            }
        }
        try diagnostics.throwIfErrors()
        warnings += diagnostics.sorted
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// Where `new` writes the spec it derives for `module`, whose place in its module's folder
    /// is `standard`: there when a `modules` pattern finds it there (or the config has no
    /// patterns), else the first place a pattern names (`Specs/*.yml` names `Specs/Trips.yml`);
    /// `nil` when no pattern names a place for it.
    public func newSpecPlace(module: String, standard: URL) -> URL? {
        if modules.isEmpty || finds(standard) { return standard }
        for pattern in modules {
            // A place that links lead out of the project folder is no place: the search
            // would not follow them.
            if let path = Glob.place(ofSpec: module, pattern: pattern.value, in: directory),
                let project = RootGuard.realPath(directory.path),
                let folder = RootGuard.realPathOfDeepestFolder(
                    directory.appending(path: path).deletingLastPathComponent().path),
                Glob.isInside(folder, project)
            {
                return directory.appending(path: path)
            }
        }
        return nil
    }

    /// Whether a `modules` pattern names the spec file at `url`, whether it is there or not.
    public func finds(_ url: URL) -> Bool {
        let path = RootGuard.standardized(url.standardizedFileURL.path)
        let folders: [String?] = [
            directory.standardizedFileURL.path, RootGuard.realPath(directory.path),
        ]
        for folder in folders.compactMap({ $0 }) {
            let prefix = RootGuard.folderPrefix(RootGuard.standardized(folder))
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if modules.contains(where: {
                Glob.names(relative, pattern: $0.value, in: directory)
            }) {
                return true
            }
        }
        return false
    }

    /// The specs `modules` lists that are not among `files` (the same file counts once,
    /// whatever path names it), read and named by `displayPath`: what a run checks its own specs
    /// against. A pattern or spec with problems is left out here; its own run reports it.
    public func otherSpecs(
        excluding files: [(url: URL, display: String)], displayPath: (URL) -> String
    ) -> [ModuleSpec] {
        otherSpecsRead(excluding: files, displayPath: displayPath).specs
    }

    /// `otherSpecs`, and the modules of the specs among them that could not be read, named
    /// after their files (`Specs/CarDetail.yml` -> `CarDetail`, as `new` names them): a route
    /// may open one of those, whose spec's own run reports what is wrong with it.
    public func otherSpecsRead(
        excluding files: [(url: URL, display: String)], displayPath: (URL) -> String
    ) -> (specs: [ModuleSpec], unreadModules: Set<String>) {
        guard !modules.isEmpty else { return ([], []) }
        var warnings: [Diagnostic] = []
        guard let listed = try? moduleSpecFiles(warnings: &warnings) else { return ([], []) }
        let taken = Set(files.compactMap { Glob.FileIdentity.of($0.url.path)?.identity })
        let others = listed.filter { url in
            Glob.FileIdentity.of(url.path).map { !taken.contains($0.identity) } ?? false
        }
        var specs: [ModuleSpec] = []
        var unread: Set<String> = []
        for (url, result) in zip(others, SpecParser.parseEach(others.map { ($0, displayPath($0)) }))
        {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure: unread.insert(url.deletingPathExtension().lastPathComponent)
            }
        }
        return (specs, unread)
    }

    /// The commented file `viper-gen init` writes; `target`, `output` and `testsOutput`
    /// default to the project's name, `Sources/<project>` and `Tests/<project>Tests` (`init`
    /// gives those of the package's app target when there is a `Package.swift`). First the line
    /// naming the config's schema in `schemaRepository` when that is published
    /// (`SchemaFile.modeline(in:)`).
    public static func template(
        project: String, target: String? = nil, output: String? = nil,
        testsOutput: String? = nil, schemaRepository: String = SchemaFile.repositoryFiles
    ) -> String {
        let target = target ?? project
        let sources = output ?? "Sources/\(project)"
        let output = yamlPath(sources)
        let testsOutput = yamlPath(testsOutput ?? "Tests/\(project)Tests")
        let modules = yamlPath(sources + "/**/*.yml")
        return """
            \(SchemaFile.config.header(in: schemaRepository))# viper-gen project configuration, found by walking up from the current folder
            # (`--config <file>` names another). Paths are relative to this file. Options given
            # on the command line win over these values, and a spec's own ui/tests/access/
            # architecture win over both.

            # The viper-gen versions this project accepts (>=, >, <=, <, ==, ~>; join with ',').
            # Another version refuses to run here, so that `generate --check` means the same
            # for everyone. Quote it: YAML reads a value starting with '>' as folded text.
            # version: ">= \(ViperGenVersion.string)"

            # The project's names, for templates and the file header.
            project: \(project)
            author: ""
            company: ""

            # The architecture of new modules: viper, clean-swift, mvvm-c, mvp, mvvm or mvc,
            # or the name of a custom set from `templates`.
            architecture: viper

            # Custom templates: a folder with a manifest.yml is a set of its own; a folder of
            # *.stencil files replaces the built-in files of the same name (see
            # `viper-gen templates export`). A list is allowed; the first folder wins.
            # templates: Templates

            # Sources root (a module goes in <output>/<Module>/) and tests root.
            output: \(output)
            testsOutput: \(testsOutput)

            # The Swift module the sources compile into; generated tests @testable import it.
            target: \(target)

            # View layer (uikit, swiftui, none), test framework (swift-testing, xctest, none)
            # and access level of each module's API (internal, public).
            ui: uikit
            tests: swift-testing
            access: internal

            # The specs `viper-gen generate` regenerates when it is given none. `**` crosses
            # folders; `new` writes each module's spec where they find it: here, to
            # <output>/<Module>/<Module>.yml.
            modules:
              - \(modules)

            # A Stencil template heading every generated file, one `//` comment line per line.
            # Variables: project, author, company, module, file.
            # header: |
            #   {{ file }}
            #   {{ project }}, {{ company }}

            # Free values for custom templates.
            params: {}

            # Where the generator-owned files (entity, view model, protocols, test doubles) come
            # from: `files` (written by new and generate, committed) or `build` (made at build time
            # by the ViperGenBuildPlugin; new and generate write only your files and the spec).
            # contracts: files

            # An Xcode project (not a Tuist or XcodeGen one: regenerate those instead) that new
            # and generate add each file they write to: sources to `target`, tests to
            # `testTarget`, in the groups that follow their folders (or `group`/`testGroup`).
            # The flags --xcodeproj, --xcode-target and --xcode-test-target win over these.
            # xcode:
            #   project: \(project).xcodeproj
            #   target: \(project)
            #   testTarget: \(project)Tests
            #   group: \(project)/Modules
            #   testGroup: \(project)Tests

            # Per-run flags can have defaults too; most projects leave them off. --force has
            # none: pass it on the command line of the run that should overwrite files.
            # dryRun: false
            # json: false

            """
    }
}

extension ProjectConfig {
    /// `path` as a YAML value: plain when that reads back as the same text, else quoted.
    static func yamlPath(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "/._-*".unicodeScalars.contains($0)
        }
        if plain, let first = path.first, first != "*", first != "-" { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

/// Where a project's generator-owned files come from (`contracts:` in the config).
public enum ContractsMode: String, Sendable, CaseIterable {
    /// `new` and `generate` write them into the tree, and `generate --check` holds them to the specs.
    case files
    /// The ViperGenBuildPlugin makes them at build time; `new` and `generate` leave them out.
    case build
}

extension NodeReader {
    /// A non-empty plain string: an identifier-like name.
    mutating func name(_ node: Node, what: String) -> Located<String>? {
        guard let text = string(node, what: what) else { return nil }
        if text.value.isEmpty {
            diagnostics.error("\(what) must not be empty", at: text.location)
            return nil
        }
        return text
    }

    /// Free text, where an empty value means "none".
    mutating func text(_ node: Node, what: String) -> String? {
        if isNull(node) { return "" }
        guard let text = string(node, what: what) else { return nil }
        if text.value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) {
            diagnostics.error("\(what) must be one line of text", at: text.location)
            return nil
        }
        return text.value
    }

    /// A relative or absolute path: non-empty, one line, no NUL.
    mutating func path(_ node: Node, what: String) -> Located<String>? {
        guard let text = string(node, what: what) else { return nil }
        if text.value.isEmpty || text.value.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            diagnostics.error("\(what) must be a non-empty path on one line", at: text.location)
            return nil
        }
        return text
    }

    /// One path, or a list of them.
    mutating func paths(_ node: Node, what: String, each: String) -> [Located<String>] {
        if node.scalar != nil, let path = path(node, what: each) { return [path] }
        return (sequence(node, what: what) ?? []).compactMap { path($0, what: each) }
    }

    /// `true` or `false`.
    mutating func bool(_ node: Node, what: String) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain,
            let value = PlainScalar.bool(scalar.string)
        else {
            let found = node.scalar.map { "'\($0.string)'" } ?? describe(node)
            diagnostics.error("\(what) must be true or false, not \(found)", at: location(of: node))
            return nil
        }
        return value
    }
}
