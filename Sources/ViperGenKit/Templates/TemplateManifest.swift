import Diagnostics
import Foundation
import Yams

/// A template set's `manifest.yml`: its summary, the flavours it supports and every file it writes.
public struct TemplateManifest: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        public var template: String
        /// A Stencil template for the path below the root of `kind`.
        public var output: String
        public var owner: FileOwner
        public var kind: FileKind
        /// A Stencil `if` condition; the file is written only when it holds.
        public var condition: String?
        public var location: SourceLocation
    }

    public var name: String
    /// Where `name` was written, when it was.
    public var nameLocation: SourceLocation?
    /// The built-in set whose templates fill in those a custom set's folder does not have.
    public var base: Located<String>?
    public var summary: String
    public var ui: [UIFlavor]
    public var tests: [TestFramework]
    public var files: [File]
    /// Member names the set's generated code uses itself; no use case or route may take one.
    public var reservedMembers: [String] = []
    /// Stencil templates of the type names the set generates (`"{{ module }}Presenter"`);
    /// the entity and view model may not take one.
    public var reservedTypes: [String] = []
    /// The default view-model name is the entity's name followed by this suffix. A set whose
    /// screen has a view model of its own (`<Module>ViewModel`) picks another, so the two
    /// cannot collide when the entity is named like the module.
    public var viewModelSuffix = "ViewModel"

    static let keys = [
        "name", "base", "summary", "ui", "tests", "reserved", "viewModelSuffix", "enumCases",
        "files", "architecture",
    ]
    /// Parameter names the generated code would shadow its own members with.
    public var reservedParameters: [String] = []
    /// Names the generated code gives its own locals (`harness` in a test), which a use
    /// case's result, also kept in a local, must not take.
    public var reservedLocals: [String] = []
    /// What the generated code appends to a use case's or route's name for members of its
    /// own (`CallCount` of a spy's `loadCallCount`): no function may be named like another's.
    public var reservedSuffixes: [String] = []
    /// The functions the set makes cases of a `Sendable` enum (mvvm-c's routes): their
    /// argument labels must differ from one another and their closures must be `@Sendable`.
    public var enumCases: [FunctionKind] = []
    /// The roles of a module's code and the rules between them (`architecture:`), which
    /// `check-architecture` checks; nil when the set states none.
    public var architecture: ArchitectureRules?

    /// The two lists of functions a spec has.
    public enum FunctionKind: String, Sendable, CaseIterable {
        case useCases
        case routes
    }

    static let reservedKeys = ["members", "types", "parameters", "locals", "suffixes"]
    static let fileKeys = ["template", "output", "owner", "kind", "when"]

    /// Parses manifest text read from `path`.
    public static func parse(_ data: Data, path: String) throws(DiagnosticsError)
        -> TemplateManifest
    {
        guard let root = try YAMLLoader.load(data, path: path) else {
            throw DiagnosticsError([
                .error("manifest is empty", at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
        var reader = NodeReader(path: path)
        var manifest = TemplateManifest(
            name: "", summary: "", ui: UIFlavor.allCases, tests: TestFramework.allCases, files: [])
        var sawFiles = false
        for (key, value) in reader.mapping(root, what: "the manifest", allowed: keys) ?? [] {
            switch key.value {
            case "name":
                let name = reader.string(value, what: "'name'")
                manifest.name = name?.value ?? ""
                manifest.nameLocation = name?.location
            case "base": manifest.base = reader.string(value, what: "'base'")
            case "summary": manifest.summary = reader.string(value, what: "'summary'")?.value ?? ""
            case "ui":
                manifest.ui = (reader.sequence(value, what: "'ui'") ?? []).compactMap {
                    reader.choice($0, what: "'ui' flavour", as: UIFlavor.self)?.value
                }
            case "tests":
                manifest.tests = (reader.sequence(value, what: "'tests'") ?? []).compactMap {
                    reader.choice($0, what: "'tests' framework", as: TestFramework.self)?.value
                }
            case "reserved":
                for (reservedKey, list) in reader.mapping(
                    value, what: "'reserved'", allowed: reservedKeys) ?? []
                {
                    let names =
                        (reader.sequence(list, what: "'reserved: \(reservedKey.value)'") ?? [])
                        .compactMap {
                            reader.string($0, what: "a reserved name")?.value
                        }
                    switch reservedKey.value {
                    case "members": manifest.reservedMembers = names
                    case "parameters": manifest.reservedParameters = names
                    case "locals": manifest.reservedLocals = names
                    case "suffixes": manifest.reservedSuffixes = names
                    default: manifest.reservedTypes = names
                    }
                }
            case "viewModelSuffix":
                if let suffix = reader.string(value, what: "'viewModelSuffix'") {
                    if suffix.value.isEmpty
                        || !suffix.value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
                        || !(suffix.value.first?.isUppercase ?? false)
                    {
                        reader.diagnostics.error(
                            "'viewModelSuffix' must be an UpperCamelCase word of ASCII letters and digits",
                            at: suffix.location
                        )
                    } else {
                        manifest.viewModelSuffix = suffix.value
                    }
                }
            case "enumCases":
                manifest.enumCases = (reader.sequence(value, what: "'enumCases'") ?? []).compactMap
                {
                    reader.choice($0, what: "'enumCases' entry", as: FunctionKind.self)?.value
                }
            case "files":
                sawFiles = true
                for item in reader.sequence(value, what: "'files'") ?? [] {
                    if let file = parseFile(item, reader: &reader) { manifest.files.append(file) }
                }
            case "architecture":
                manifest.architecture = ArchitectureRules.parse(value, reader: &reader)
            default: break
            }
        }
        if !sawFiles {
            reader.diagnostics.error("manifest has no 'files' list", at: reader.location(of: root))
        }
        try reader.diagnostics.throwIfErrors()
        return manifest
    }

    private static func parseFile(_ node: Node, reader: inout NodeReader) -> File? {
        guard let pairs = reader.mapping(node, what: "a manifest file entry", allowed: fileKeys)
        else { return nil }
        var template: String?
        var output: String?
        var owner: FileOwner?
        var kind: FileKind?
        var condition: String?
        for (key, value) in pairs {
            switch key.value {
            case "template": template = reader.string(value, what: "'template'")?.value
            case "output": output = reader.string(value, what: "'output'")?.value
            case "owner": owner = reader.choice(value, what: "'owner'", as: FileOwner.self)?.value
            case "kind": kind = reader.choice(value, what: "'kind'", as: FileKind.self)?.value
            case "when": condition = reader.string(value, what: "'when'")?.value
            default: break
            }
        }
        let location = reader.location(of: node)
        let absent = ["template", "output", "owner", "kind"].filter { key in
            !pairs.contains { $0.key.value == key }
        }
        if !absent.isEmpty {
            reader.diagnostics.error(
                "file entry is missing \(absent.map { "'\($0)'" }.joined(separator: ", "))",
                at: location)
        }
        guard let template, let output, let owner, let kind else { return nil }
        return File(
            template: template, output: output, owner: owner, kind: kind, condition: condition,
            location: location)
    }
}
