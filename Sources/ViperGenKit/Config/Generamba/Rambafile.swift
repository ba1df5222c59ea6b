import Diagnostics
import Foundation
import Yams

/// A Generamba project's `Rambafile`, read as a project config: what `generamba gen` reads
/// from it, mapped onto the config's keys (see `ProjectConfig.generamba`).
public enum Rambafile {
    public static let fileName = "Rambafile"

    /// Where `generamba template install` puts the templates a Rambafile declares.
    public static let templatesFolder = "Templates"

    static let keys = [
        "company", "author", "prefix", "project_name", "product_module_name", "xcodeproj_path",
        "project_target", "project_targets", "project_file_path", "project_group_path",
        "test_target", "test_targets", "test_file_path", "test_group_path",
        "podfile_path", "cartfile_path", "catalogs", "templates",
    ]
    static let declarationKeys = ["name", "local", "git", "branch"]

    /// Whether the file at `url` is read as a Rambafile (by its name).
    public static func isRambafile(_ url: URL) -> Bool { url.lastPathComponent == fileName }

    /// The `Rambafile` in `directory`, if there is one.
    public static func find(in directory: URL) -> URL? {
        let url = directory.appending(path: fileName)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { return nil }
        return url
    }

    /// A template the Rambafile declares.
    public struct Declaration: Sendable, Equatable {
        public var name: Located<String>
        /// `local:` (a folder), `git:` (a repository) or neither (Generamba's shared catalogs).
        public var local: String?
        public var git: String?
    }

    /// Parses Rambafile text read from `path`; its relative paths start at `directory`.
    public static func parse(_ data: Data, path: String, directory: URL) throws(DiagnosticsError)
        -> ProjectConfig
    {
        var config = ProjectConfig(path: path, directory: directory)
        let text = try YAMLLoader.text(of: data, path: path)
        var settings = GenerambaSettings()
        settings.testsNeedTargets = true
        config.generamba = settings
        // An empty Rambafile says nothing, but the templates in Templates/ are still there.
        let root = try YAMLLoader.compose(text, path: path)
        var reader = NodeReader(path: path, source: YAMLSource(text: text, path: path))
        var filePath: Located<String>?
        var groupPath: Located<String>?
        var testFilePath: Located<String>?
        var testGroupPath: Located<String>?
        var declarations: [Declaration] = []
        var catalogs: [Located<String>] = []
        var xcode = XcodeSettings()
        // Where each target is named, for the project's errors ("did you mean").
        var targetNodes: (one: Node?, list: Node?, test: Node?, tests: Node?)
        var firstTargetKey: SourceLocation?
        for (key, value) in root.flatMap({
            reader.mapping($0, what: "the Rambafile", allowed: keys)
        }) ?? [] {
            if reader.isNull(value) { continue }
            if key.value.hasSuffix("_target") || key.value.hasSuffix("_targets") {
                firstTargetKey = firstTargetKey ?? key.location
            }
            switch key.value {
            case "company": config.company = reader.text(value, what: "'company'")
            case "author": config.author = reader.text(value, what: "'author'")
            case "prefix": settings.prefix = reader.text(value, what: "'prefix'")
            case "project_name": config.project = reader.text(value, what: "'project_name'")
            case "product_module_name":
                settings.productModuleName = reader.text(value, what: "'product_module_name'")
            case "xcodeproj_path":
                xcode.project = reader.path(value, what: "'xcodeproj_path'")
                xcode.location = key.location
                if let project = xcode.project, !NodeReader.isProjectPath(project.value) {
                    reader.diagnostics.error(
                        "'xcodeproj_path' names the project folder, which ends in .xcodeproj, not '\(project.value)'",
                        at: project.location)
                }
            // `project_targets` wins over `project_target`, wherever each is written.
            case "project_target":
                if targetNodes.list == nil { targetNodes.one = value }
                if settings.projectTargets == nil {
                    settings.projectTargets = reader.text(value, what: "'project_target'").map {
                        [$0]
                    }
                }
            case "project_targets":
                targetNodes.list = value
                settings.projectTargets = reader.names(value, what: "'project_targets'")
            case "test_target":
                if targetNodes.tests == nil { targetNodes.test = value }
                if settings.testTargets == nil {
                    settings.testTargets = reader.text(value, what: "'test_target'").map { [$0] }
                }
            case "test_targets":
                targetNodes.tests = value
                settings.testTargets = reader.names(value, what: "'test_targets'")
            case "project_file_path": filePath = reader.path(value, what: "'project_file_path'")
            case "project_group_path": groupPath = reader.path(value, what: "'project_group_path'")
            case "test_file_path": testFilePath = reader.path(value, what: "'test_file_path'")
            case "test_group_path": testGroupPath = reader.path(value, what: "'test_group_path'")
            case "podfile_path", "cartfile_path": _ = reader.path(value, what: "'\(key.value)'")
            case "catalogs": catalogs = reader.paths(value, what: "'catalogs'", each: "a catalog")
            default:
                for item in reader.sequence(value, what: "'templates'") ?? [] {
                    if let declaration = Self.declaration(item, reader: &reader) {
                        declarations.append(declaration)
                    }
                }
            }
        }
        // A group path names groups inside the project, as `xcode.group` does.
        for group in [groupPath, testGroupPath].compactMap({ $0 })
        where group.value.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            reader.diagnostics.error(
                "a group path is a path of groups inside the project, such as 'App/Modules', not '\(group.value)'",
                at: group.location)
        }
        try reader.diagnostics.throwIfErrors()
        // Generamba strips a leading and a trailing '/' and puts the module below; the file
        // path, when given, is where the files go, else the group path.
        func trimmed(_ value: Located<String>?) -> Located<String>? {
            guard var value else { return nil }
            if value.value.hasPrefix("/") { value.value.removeFirst() }
            if value.value.hasSuffix("/") { value.value.removeLast() }
            if value.value.isEmpty { value.value = "." }
            return value
        }
        config.output = trimmed(filePath ?? groupPath)
        config.testsOutput = trimmed(testFilePath ?? testGroupPath)
        // Generamba adds each file to every target named (sources to `project_targets`, tests
        // to `test_targets`), in the group `<group path>/<Module>/<folder of its name>`; so
        // does a run with `xcode:` whose `group` is the group path (the module's folders follow).
        func located(_ node: Node?) -> [Located<String>] {
            guard let node else { return [] }
            let items = node.scalar != nil ? [node] : node.sequence.map { Array($0) } ?? []
            return items.compactMap { item in
                guard let name = item.scalar?.string, !name.isEmpty else { return nil }
                return Located(name, at: reader.contentLocation(of: item))
            }
        }
        if xcode.project != nil {
            xcode.targets = located(targetNodes.list ?? targetNodes.one)
            xcode.testTargets = located(targetNodes.tests ?? targetNodes.test)
            // A group path that is the file path is what groups following folders give (with
            // `path` set, as Xcode sets it); only one that differs is the run's `group`.
            func differing(_ group: Located<String>?, from file: Located<String>?) -> Located<
                String
            >? {
                guard let group = trimmed(group) else { return nil }
                return group.value == trimmed(file)?.value ? nil : group
            }
            // Without a file path the files go to the group path: the same, too.
            xcode.group = differing(groupPath, from: filePath ?? groupPath)
            xcode.testGroup = differing(testGroupPath, from: testFilePath ?? testGroupPath)
            config.xcode = xcode
        } else if settings.projectTargets?.isEmpty == false
            || settings.testTargets?.isEmpty == false
        {
            // `generamba gen` cannot run without a project; viper-gen writes the files and says so.
            settings.notFetched.append(
                Diagnostic(
                    .note,
                    "the Rambafile names targets but no 'xcodeproj_path': the module's files are written, not added to an Xcode project",
                    at: firstTargetKey
                )
            )
        }
        for catalog in catalogs {
            settings.notFetched.append(
                Diagnostic(
                    .note,
                    "catalog '\(catalog.value)' is not fetched; put the templates you use from it in '\(templatesFolder)/<name>/'",
                    at: catalog.location)
            )
        }
        for declaration in declarations {
            let installed = directory.appending(
                path: "\(templatesFolder)/\(declaration.name.value)")
            if GenerambaTemplate.rambaspecURL(in: installed, name: declaration.name.value) != nil {
                config.templates.append(
                    Located(
                        "\(templatesFolder)/\(declaration.name.value)",
                        at: declaration.name.location))
            } else if let local = declaration.local {
                config.templates.append(Located(local, at: declaration.name.location))
                config.templateSetNames[local] = declaration.name.value
            } else {
                let source =
                    declaration.git.map { "git repository '\($0)'" } ?? "Generamba's catalogs"
                settings.notFetched.append(
                    Diagnostic(
                        .note,
                        "template '\(declaration.name.value)' comes from \(source), which viper-gen does not fetch; put it in '\(templatesFolder)/\(declaration.name.value)/' (as 'generamba template install' does)",
                        at: declaration.name.location
                    )
                )
            }
        }
        // `generamba gen` takes any template in Templates/, declared or not.
        for folder in GenerambaTemplate.templateFolders(
            in: directory.appending(path: templatesFolder))
        {
            let path = "\(templatesFolder)/\(folder.lastPathComponent)"
            if !config.templates.contains(where: { $0.value == path }) {
                config.templates.append(Located(path, at: nil))
            }
        }
        config.generamba = settings
        return config
    }

    private static func declaration(_ node: Node, reader: inout NodeReader) -> Declaration? {
        guard
            let pairs = reader.mapping(
                node, what: "a template declaration", allowed: declarationKeys)
        else { return nil }
        var name: Located<String>?
        var local: String?
        var git: String?
        for (key, value) in pairs {
            switch key.value {
            case "name": name = reader.name(value, what: "'name'")
            case "local": local = reader.path(value, what: "'local'")?.value
            case "git": git = reader.path(value, what: "'git'")?.value
            default: _ = reader.text(value, what: "'branch'")
            }
        }
        guard let name else {
            if !pairs.contains(where: { $0.key.value == "name" }) {
                reader.diagnostics.error(
                    "a template declaration needs a 'name'", at: reader.location(of: node))
            }
            return nil
        }
        if name.value.contains("/") || name.value.hasPrefix(".") {
            reader.diagnostics.error(
                "'\(name.value)' cannot name a template: it is a folder name in '\(templatesFolder)/'",
                at: name.location)
            return nil
        }
        return Declaration(name: name, local: local, git: git)
    }
}

extension Rambafile {
    /// The `.viper-gen.yml` that says what the Rambafile read as `config` says; `path` writes a
    /// path of the Rambafile's as the new config, in the folder it is written to, names it.
    /// It starts with the line naming the config's schema in `schemaRepository` when that is
    /// published (`SchemaFile.modeline(in:)`).
    public static func configText(
        from config: ProjectConfig, source: String, path: (String) -> String,
        schemaRepository: String = SchemaFile.repositoryFiles
    ) -> String {
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\t": result += "\\t"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        var lines = SchemaFile.config.modeline(in: schemaRepository).map { [$0] } ?? []
        lines += [
            "# viper-gen project config, made by 'viper-gen init --from \(source)': it says what the",
            "# Rambafile says, so 'viper-gen new <Name> -a <template>' writes what 'generamba gen' does.",
            "# Reference: the README of viper-gen, sections \"Project config\" and \"Coming from Generamba\".",
            "",
        ]
        if let project = config.project { lines.append("project: \(quoted(project))") }
        if let author = config.author { lines.append("author: \(quoted(author))") }
        if let company = config.company { lines.append("company: \(quoted(company))") }
        if let output = config.output { lines.append("output: \(quoted(path(output.value)))") }
        if let tests = config.testsOutput {
            lines.append("testsOutput: \(quoted(path(tests.value)))")
        }
        if !config.templates.isEmpty {
            lines.append("templates:")
            for folder in config.templates { lines.append("  - \(quoted(path(folder.value)))") }
        }
        if let xcode = config.xcode, let project = xcode.project {
            lines.append(
                "# The Xcode project the module's files are added to, as Generamba adds them.")
            lines.append("xcode:")
            lines.append("  project: \(quoted(path(project.value)))")
            func targets(_ key: String, _ names: [Located<String>]) {
                if names.count == 1 { lines.append("  \(key): \(quoted(names[0].value))") }
                if names.count > 1 {
                    lines.append(
                        "  \(key): [\(names.map { quoted($0.value) }.joined(separator: ", "))]")
                }
            }
            targets("target", xcode.targets)
            targets("testTarget", xcode.testTargets)
            if let group = xcode.group { lines.append("  group: \(quoted(group.value))") }
            if let group = xcode.testGroup { lines.append("  testGroup: \(quoted(group.value))") }
        }
        let settings = config.generamba ?? GenerambaSettings()
        var generamba: [String] = []
        if let prefix = settings.prefix { generamba.append("  prefix: \(quoted(prefix))") }
        if let name = settings.productModuleName {
            generamba.append("  productModuleName: \(quoted(name))")
        }
        if let targets = settings.projectTargets {
            generamba.append("  projectTargets: [\(targets.map(quoted).joined(separator: ", "))]")
        }
        if let targets = settings.testTargets {
            generamba.append("  testTargets: [\(targets.map(quoted).joined(separator: ", "))]")
        }
        lines.append(
            "# The Rambafile's prefix and targets, which Generamba templates read; test files are")
        lines.append(
            "# written only when there are test targets and a testsOutput, as Generamba writes them."
        )
        lines += generamba.isEmpty ? ["generamba: {}"] : ["generamba:"] + generamba
        return lines.joined(separator: "\n") + "\n"
    }
}
