import Diagnostics
import Foundation
import Liquid
import Yams

/// A rambaspec as Generamba reads it: rendered with the module's scope, then read as YAML.
public struct Rambaspec: Sendable {
    /// One entry of `code_files` or `test_files`.
    public struct Entry: Sendable {
        /// `name`: the file's path below the module folder; its folders are kept, and its last
        /// component follows the prefix and module name in the file's name.
        public var name: String
        /// `path`: the template inside the template folder; `nil` for a folder-only entry.
        public var path: String?
        /// `custom_name`: a Liquid template of the file's name, instead of
        /// `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}`.
        public var customName: String?
        /// `is_resource`: the Xcode project copies the file into the bundle (its targets'
        /// Resources phase), as it does a `.xib` or `.storyboard`. True for any value Ruby
        /// holds true (all but `false` and `nil`: the plain scalars `false`, `no`, `off`, `~`,
        /// `null` or nothing; a quoted `"no"` is a string, so true).
        public var isResource = false
        public var location: SourceLocation
    }

    public var codeFiles: [Entry] = []
    public var testFiles: [Entry] = []
    /// `dependencies` (pods the template needs): reported, not checked.
    public var dependencies: [String] = []

    /// Renders the rambaspec of `template` with `scope` and reads it. Problems in the YAML are
    /// placed at the lines of the rendered text, which are the written lines where Liquid tags
    /// do not span lines.
    public static func read(_ template: GenerambaTemplate, scope: [String: LiquidValue])
        throws(DiagnosticsError) -> Rambaspec
    {
        let path = template.rambaspecPath
        let liquid = try LiquidTemplate(source: template.rambaspec, path: path)
        let text = try liquid.render(scope) { name in template.snippet(named: name) }
        guard let root = try YAMLLoader.load(Data(text.utf8), path: path) else {
            throw DiagnosticsError([
                .error("the rambaspec is empty", at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
        var reader = NodeReader(path: path)
        var spec = Rambaspec()
        guard let mapping = root.mapping else {
            throw DiagnosticsError([
                .error(
                    "a rambaspec must be a mapping of keys to values, not \(reader.describe(root))",
                    at: reader.location(of: root))
            ])
        }
        for (key, value) in mapping {
            guard let name = key.scalar?.string, !reader.isNull(value) else { continue }
            switch name {
            case "code_files", "test_files":
                var entries: [Entry] = []
                for item in reader.sequence(value, what: "'\(name)'") ?? [] {
                    if let entry = Self.entry(item, in: template, reader: &reader) {
                        entries.append(entry)
                    }
                }
                if name == "code_files" {
                    spec.codeFiles = entries
                } else {
                    spec.testFiles = entries
                }
            case "dependencies":
                if value.scalar != nil {
                    spec.dependencies =
                        reader.string(value, what: "'dependencies'").map { [$0.value] } ?? []
                } else {
                    spec.dependencies = (reader.sequence(value, what: "'dependencies'") ?? [])
                        .compactMap {
                            reader.string($0, what: "a dependency")?.value
                        }
                }
            default:
                // name, summary, author, version, license…: Generamba reads them elsewhere.
                break
            }
        }
        try reader.diagnostics.throwIfErrors()
        return spec
    }

    private static func entry(
        _ node: Node, in template: GenerambaTemplate, reader: inout NodeReader
    ) -> Entry? {
        guard let mapping = node.mapping else {
            reader.diagnostics.error(
                "a file entry must be a mapping with 'name' and 'path', not \(reader.describe(node))",
                at: reader.location(of: node))
            return nil
        }
        var name: Located<String>?
        var path: Located<String>?
        var customName: String?
        var isResource = false
        for (key, value) in mapping {
            switch key.scalar?.string {
            case "name": name = reader.string(value, what: "'name'")
            case "path": path = reader.isNull(value) ? nil : reader.string(value, what: "'path'")
            case "custom_name":
                customName =
                    reader.isNull(value) ? nil : reader.string(value, what: "'custom_name'")?.value
            case "is_resource":
                // Ruby holds all true but `false` and `nil`, and only a plain scalar is YAML
                // 1.1's `false`, `no`, `off` or null: a quoted "no" is a string, so true.
                if let scalar = value.scalar, scalar.style == .plain {
                    isResource =
                        !reader.isNull(value)
                        && !["false", "no", "off"].contains(scalar.string.lowercased())
                } else {
                    isResource = true
                }
            default: break  // file_type and the like: Generamba leaves them alone.
            }
        }
        let location = reader.location(of: node)
        guard let name else {
            reader.diagnostics.error("a file entry needs a 'name'", at: location)
            return nil
        }
        var problem: String?
        let components = name.value.split(separator: "/", omittingEmptySubsequences: true).map(
            String.init)
        // `..` is resolved as Generamba's Pathname joins resolve it (`../Cells/X` beside the
        // module's folder), as long as the path stays below the output folder, and out of
        // viper-gen's own folders (the path guard's rule, which it applies again on writing).
        let resolved = GenerambaModule.resolved(["Module"] + components)
        if name.value.hasPrefix("/") || components.isEmpty || resolved == nil {
            problem = "'name' must be a path below the output folder, not '\(name.value)'"
        } else if let resolved,
            let refusal = RootGuard.nameProblem(resolved.joined(separator: "/"), for: .output)
        {
            problem = "'name' '\(name.value)' \(refusal.predicate)"
        }
        if let problem {
            reader.diagnostics.error(problem, at: name.location)
            return nil
        }
        if let path {
            if template.file(at: path.value) == nil {
                let reason = template.unreadable[path.value].map { ": \($0)" } ?? ""
                reader.diagnostics.error(
                    "'\(path.value)' is not a file of the template folder '\(template.origin)'\(reason)",
                    at: path.location)
                return nil
            }
        }
        return Entry(
            name: name.value, path: path?.value, customName: customName, isResource: isResource,
            location: location)
    }
}

/// The scope a Generamba template renders with, as `generamba gen` builds it.
public struct GenerambaScope: Sendable {
    public var module: String
    public var description: String
    public var projectName: String?
    public var productModuleName: String?
    public var projectTargets: [String]?
    public var testTargets: [String]?
    public var author: String?
    public var company: String?
    public var prefix: String?
    /// `--param key=value` (and the config's `params`); `nil` when there are none.
    public var customParameters: [String: TemplateValue]?
    /// Today, as `date` (dd/mm/yyyy) and `year` give it.
    public var day: (year: Int, month: Int, day: Int)

    /// The environment variable that fixes today's date (`YYYY-MM-DD`) for tests: `date` and
    /// `year` are the one part of viper-gen's output that depends on when it runs.
    public static let dateVariable = "VIPER_GEN_TODAY"

    /// Today in the local time zone, or the date `VIPER_GEN_TODAY` names.
    public static func today(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DiagnosticsError) -> (year: Int, month: Int, day: Int)
    {
        if let fixed = environment[dateVariable] {
            let parts = fixed.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, fixed.count == 10, (1...12).contains(parts[1]),
                (1...31).contains(parts[2])
            else {
                throw DiagnosticsError([
                    .error(
                        "\(dateVariable) must be a date written YYYY-MM-DD, not '\(fixed)'", at: nil
                    )
                ])
            }
            return (parts[0], parts[1], parts[2])
        }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// Where Generamba keeps the user's name, as messages name it.
    public static let preferencesDisplay = "~/.generamba/user_preferences.yml"

    /// The `username` of `<home>/.generamba/user_preferences.yml`, which `generamba setup`
    /// asks for and Generamba gives `developer.name` when the Rambafile has no `author`; `nil`
    /// when there is no such file (or no home, or a relative one). A file that cannot be read
    /// or is not a mapping is said in a warning: it is not the run's input, and the run goes on
    /// without the name.
    public static func preferredUserName(home: String?) -> (
        name: String?, diagnostics: [Diagnostic]
    ) {
        // A relative `HOME` names no home: nothing is read from wherever the run is.
        guard let home, home.hasPrefix("/") else { return (nil, []) }
        let path = RootGuard.standardized(home) + "/.generamba/user_preferences.yml"
        func unreadable(_ reason: String) -> (String?, [Diagnostic]) {
            (
                nil,
                [
                    Diagnostic(
                        .warning,
                        "cannot read the user name from '\(preferencesDisplay)': \(reason)",
                        at: nil)
                ]
            )
        }
        let data: Data
        switch BoundedFile.read(path, limit: YAMLLoader.maximumSize) {
        case .success(let read): data = read
        case .failure(.missing): return (nil, [])
        case .failure(let failure): return unreadable(failure.reason)
        }
        let root: Node?
        do throws(DiagnosticsError) {
            root = try YAMLLoader.load(data, path: preferencesDisplay)
        } catch {
            return (
                nil,
                error.diagnostics.map {
                    Diagnostic(
                        .warning, "\($0.message) (the user name is not read from it)",
                        at: $0.location)
                }
            )
        }
        // An empty file is what `generamba` itself makes before `setup`.
        guard let root else { return (nil, []) }
        guard let mapping = root.mapping else {
            return unreadable("it is not a mapping of keys to values")
        }
        for (key, value) in mapping where key.scalar?.string == "username" {
            let reader = NodeReader(path: preferencesDisplay)
            return (reader.isNull(value) ? nil : value.scalar?.string, [])
        }
        return (nil, [])
    }

    /// The scope of the module's rambaspec (no `file_name` yet).
    public var values: [String: LiquidValue] {
        func text(_ value: String?) -> LiquidValue { value.map { .string($0) } ?? .nil }
        func list(_ value: [String]?) -> LiquidValue {
            value.map { .array($0.map { .string($0) }) } ?? .nil
        }
        let productModule = productModuleName ?? projectName.map(Self.c99Identifier)
        let moduleInfo: [String: LiquidValue] = [
            "name": .string(module),
            "description": .string(description),
            "project_name": text(projectName),
            "product_module_name": text(productModule),
            "project_targets": list(projectTargets),
            "test_targets": list(testTargets),
        ]
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let year = String(format: "%04d", day.year)
        return [
            "year": .string(year),
            "date": .string("\(two(day.day))/\(two(day.month))/\(year)"),
            "developer": .hash(["name": text(author), "company": text(company)]),
            "module_info": .hash(moduleInfo),
            "prefix": text(prefix),
            // Generamba's `gen` gives an empty hash when no parameter is passed.
            "custom_parameters": .hash((customParameters ?? [:]).mapValues(Self.liquid)),
        ]
    }

    /// The scope with `module_info.file_basename` and `module_info.file_name` set (`nil`
    /// leaves one out). Generamba makes the scope anew for each file: its name is rendered
    /// with its basename (and no file name), its content with its file name (and no basename).
    func values(fileBasename: String?, fileName: String?) -> [String: LiquidValue] {
        var scope = values
        if case .hash(var info)? = scope["module_info"] {
            info["file_basename"] = fileBasename.map { .string($0) }
            info["file_name"] = fileName.map { .string($0) }
            scope["module_info"] = .hash(info)
        }
        return scope
    }

    /// What a file's name is rendered from when its entry has no `custom_name`.
    static let defaultFileName = "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}"

    /// Every character but an ASCII letter, digit or `_` made `_` (Ruby's `gsub(/[^\w]/, '_')`).
    static func c99Identifier(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")
                        ? scalar : "_"
                }
            )
        )
    }

    static func liquid(_ value: TemplateValue) -> LiquidValue {
        switch value {
        case .string(let text): .string(text)
        case .int(let number): .integer(number)
        case .double(let number): .float(number)
        case .bool(let flag): .bool(flag)
        case .array(let items): .array(items.map(liquid))
        case .dictionary(let pairs): .hash(pairs.mapValues(liquid))
        case .null: .nil
        }
    }
}

/// A module made from a Generamba template: every file the rambaspec lists, rendered with
/// the module's scope, where `generamba gen` writes it. The files are the user's (no marker,
/// no merge base: Generamba keeps neither, and a module made from one is edited by hand).
public struct GenerambaModule: Sendable {
    public var template: GenerambaTemplate
    public var scope: GenerambaScope
    /// Whether the template's `test_files` are written.
    public var writesTests: Bool

    public init(template: GenerambaTemplate, scope: GenerambaScope, writesTests: Bool) {
        self.template = template
        self.scope = scope
        self.writesTests = writesTests
    }

    /// Room in a file name (NAME_MAX, 255 bytes) left for what a template puts after the
    /// module's name (`ViewControllerTests.swift` is 25 bytes; a custom name more).
    static let fileNameHeadroom = 64

    /// The most UTF-8 bytes a module name may have with `prefix` before it in its file names.
    static func maximumNameBytes(prefix: String?) -> Int {
        255 - fileNameHeadroom - (prefix?.utf8.count ?? 0)
    }

    /// Why `name` cannot name a module made from a Generamba template, or `nil`. Generamba
    /// takes any name (`carDetails`, `Car_List`, `car-list`); the name is the module's folder
    /// and is in its file names (after `prefix`), so it may not be empty, hold a `/`, be `.`
    /// or `..`, hold a control character, a backslash, a bidirectional or line-separating
    /// mark or an invisible format character (Unicode's Cf: U+200B, U+FEFF…), start with `.`
    /// (a hidden folder) or start or end with white space, name viper-gen's own folders, or
    /// leave its file names no room below NAME_MAX (`maximumNameBytes`).
    public static func nameProblem(_ name: String, prefix: String? = nil) -> String? {
        let shown = name  // Diagnostics write control characters as escapes.
        if name.isEmpty { return "the module name is empty" }
        if name.contains("/") || name == "." || name == ".." {
            return
                "invalid module name '\(shown)': it names the module's folder, so it cannot hold '/' nor be '.' or '..'"
        }
        if let refusal = RootGuard.nameProblem(name, for: .output) {
            return "invalid module name '\(shown)': it \(refusal.predicate)"
        }
        if name.unicodeScalars.contains(where: DisplayControl.contains) {
            return
                "invalid module name '\(shown)': it holds a character that shows text in another order or on another line than it is written"
        }
        if let invisible = name.unicodeScalars.first(where: {
            $0.properties.generalCategory == .format
        }) {
            let code = String(invisible.value, radix: 16, uppercase: true)
            return
                "invalid module name '\(shown)': it holds an invisible character (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)), which no one sees in the folder's and files' names"
        }
        if name.hasPrefix(".") {
            return
                "invalid module name '\(shown)': it starts with '.', which hides the module's folder and files"
        }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return "invalid module name '\(shown)': it starts or ends with white space"
        }
        let limit = maximumNameBytes(prefix: prefix)
        if name.utf8.count > limit {
            return
                "invalid module name '\(shown)': it is \(name.utf8.count) bytes long in UTF-8; a file name has at most 255, so with room for the prefix\(prefix?.isEmpty == false ? " '\(prefix!)'" : "") and the files' suffixes a module name has at most \(limit)"
        }
        return nil
    }

    /// `components` with `.` and `x/..` resolved as a path is, or `nil` when a `..` would
    /// climb above the first component's folder (the output folder).
    static func resolved(_ components: [String]) -> [String]? {
        var result: [String] = []
        for component in components where !component.isEmpty && component != "." {
            if component == ".." {
                if result.isEmpty { return nil }
                result.removeLast()
            } else {
                result.append(component)
            }
        }
        return result
    }

    /// The files, with paths below the roots (`<Module>/<folder of name>/<file name>`), and
    /// the folders of folder-only entries; `spec` is the rendered rambaspec.
    public func render() throws(DiagnosticsError) -> (
        spec: Rambaspec, files: [RenderedFile], folders: [(kind: FileKind, path: String)]
    ) {
        let spec = try Rambaspec.read(template, scope: scope.values)
        var files: [RenderedFile] = []
        var folders: [(kind: FileKind, path: String)] = []
        var diagnostics = DiagnosticCollector()
        var templates: [String: LiquidTemplate] = [:]
        let template = self.template
        let groups: [(FileKind, [Rambaspec.Entry])] = [
            (.source, spec.codeFiles), (.test, writesTests ? spec.testFiles : []),
        ]
        for (kind, entries) in groups {
            for entry in entries {
                let components = entry.name.split(separator: "/").map(String.init)
                guard let path = entry.path, let source = template.file(at: path) else {
                    if let folder = Self.resolved([scope.module] + components) {
                        folders.append((kind, folder.joined(separator: "/")))
                    }
                    continue
                }
                let basename = components.last ?? entry.name
                // The entry's own check made sure this stays below the root.
                let folder = Self.resolved([scope.module] + components.dropLast()) ?? [scope.module]
                do throws(DiagnosticsError) {
                    // `custom_name` is a Liquid template too: its problems are placed at its entry.
                    let fileName: String
                    do throws(DiagnosticsError) {
                        let nameTemplate = try LiquidTemplate(
                            source: entry.customName ?? GenerambaScope.defaultFileName,
                            path: template.rambaspecPath)
                        fileName = try nameTemplate.render(
                            scope.values(fileBasename: basename, fileName: nil)
                        ) { name in
                            template.snippet(named: name)
                        }
                    } catch {
                        throw DiagnosticsError(
                            error.diagnostics.map {
                                Diagnostic(
                                    $0.severity, "in 'custom_name': \($0.message)",
                                    at: entry.location)
                            }
                        )
                    }
                    if fileName.isEmpty || fileName.contains("/") || fileName == "."
                        || fileName == ".."
                    {
                        throw DiagnosticsError([
                            .error(
                                "the file name '\(fileName)' is not a name of a file in a folder",
                                at: entry.location)
                        ])
                    }
                    // What `custom_name`, the prefix or a `--param` put in the name: the path
                    // guard's rule, said here at the entry (the guard says it again on writing).
                    let path = (folder + [fileName]).joined(separator: "/")
                    if let refusal = RootGuard.nameProblem(path, for: .output) {
                        throw DiagnosticsError([
                            .error("the file '\(path)' \(refusal.predicate)", at: entry.location)
                        ])
                    }
                    let liquid: LiquidTemplate
                    if let parsed = templates[source.path] {
                        liquid = parsed
                    } else {
                        liquid = try LiquidTemplate(
                            source: source.text, path: "\(template.origin)/\(source.path)")
                        templates[source.path] = liquid
                    }
                    let text = try liquid.render(
                        scope.values(fileBasename: nil, fileName: fileName)
                    ) { name in
                        template.snippet(named: name)
                    }
                    var file = RenderedFile(
                        path: path, kind: kind, owner: .user, contents: text,
                        recordsMergeBase: false)
                    file.isResource = entry.isResource
                    file.fromGenerambaTemplate = true
                    files.append(file)
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        }
        try diagnostics.throwIfErrors()
        return (spec, files, folders)
    }
}

extension GenerambaTemplate {
    /// What `templates validate` finds in a Generamba template: the rambaspec rendered and
    /// read, every file it names rendered for a sample module (tests included), and every
    /// snippet parsed. Returns the number of files rendered and the problems.
    public func validate(params: [String: TemplateValue]) -> (
        renderedFiles: Int, diagnostics: [Diagnostic]
    ) {
        let scope = GenerambaScope(
            module: "Sample", description: "Sample module", projectName: "Sample",
            productModuleName: nil,
            projectTargets: ["Sample"], testTargets: ["SampleTests"], author: "Sample Author",
            company: "Sample Company",
            prefix: "", customParameters: params.isEmpty ? nil : params, day: (2000, 1, 1)
        )
        var diagnostics = DiagnosticCollector()
        var rendered = 0
        do throws(DiagnosticsError) {
            let result = try GenerambaModule(template: self, scope: scope, writesTests: true)
                .render()
            rendered = result.files.count
            if !result.spec.dependencies.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "depends on \(result.spec.dependencies.map { "'\($0)'" }.joined(separator: ", ")) (not checked)",
                        at: nil)
                )
            }
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
        for path in files.keys.sorted()
        where path.lowercased().hasPrefix("snippets/") && path.hasSuffix(".liquid") {
            do throws(DiagnosticsError) {
                _ = try LiquidTemplate(source: files[path]!, path: "\(origin)/\(path)")
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        // The same problem found twice (a snippet parsed alone and where it is included) is said once.
        var seen: Set<String> = []
        let unique = diagnostics.diagnostics.filter { seen.insert("\($0)").inserted }
        return (rendered, unique)
    }
}
