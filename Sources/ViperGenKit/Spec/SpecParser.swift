import Diagnostics
import Foundation
import Yams

/// Reads module spec files (PRODUCT section 3) into `ModuleSpec`s.
public enum SpecParser {
    /// The top-level keys a spec may have (`SpecKeys.spec` describes them).
    public static let keys = SpecKeys.spec.names

    /// How many use cases, routes, entity properties and view-model properties a spec may
    /// have, each. Templates render every one of them several times, often inside loops over
    /// the others, so the work of a render grows with a power of these counts; 200 is ten
    /// times what a screen's module holds, and keeps the built-in sets far within the
    /// render limits (`RenderBudget`).
    public static let maximumItems = 200
    /// How many parameters a use case or route may have: templates loop over them inside
    /// their loops over use cases and routes.
    public static let maximumParameters = 20

    /// Reads and parses the spec at `path`; `displayPath` is how diagnostics name it.
    public static func parse(fileAt url: URL, displayPath: String? = nil) throws(DiagnosticsError)
        -> ModuleSpec
    {
        let path = displayPath ?? url.path
        return try parse(YAMLLoader.readFile(at: url, path: path, what: "spec"), path: path)
    }

    /// Parses spec text read from `path`.
    public static func parse(_ data: Data, path: String) throws(DiagnosticsError) -> ModuleSpec {
        try parseCountingPlaces(data, path: path).spec
    }

    /// `parse(_:path:)`, and the steps placing the values of the spec took
    /// (`YAMLSource.steps`), for the tests that bound them.
    static func parseCountingPlaces(_ data: Data, path: String) throws(DiagnosticsError) -> (
        spec: ModuleSpec, placingSteps: Int
    ) {
        let (document, source) = try read(YAMLLoader.text(of: data, path: path), path: path)
        guard let root = document else {
            throw DiagnosticsError([
                .error(
                    "spec is empty; it needs at least 'module: <Name>'",
                    at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
        var reader = NodeReader(path: path, source: source)
        guard var spec = parse(root, reader: &reader) else {
            throw DiagnosticsError(reader.diagnostics.sorted)
        }
        spec.problems = reader.diagnostics.diagnostics
        return (spec, reader.source?.steps ?? 0)
    }

    /// The document of a spec's text, read as YAML as written, and the text it was read from.
    ///
    /// Some signatures and types are not YAML (`- rename(_ car: Car, to name: String)` holds
    /// two `: `): when YAML refuses the text, the lines of signatures and types that YAML
    /// cannot read on their own are quoted (`SignatureQuoting`) and the text is read again;
    /// what YAML still refuses is reported where it is in the text as written. The limits
    /// apply to the file as written; the quoted text may be longer.
    private static func read(_ text: String, path: String) throws(DiagnosticsError) -> (
        Node?, YAMLSource
    ) {
        if case .document(let document) = try YAMLLoader.composeUnlessRefused(
            text, path: path, accept: checkIsSpec)
        {
            return (document, YAMLSource(text: text, path: path))
        }
        let prepared = SignatureQuoting.prepare(
            text, where: { !(SignatureQuoting.readsPlainly($0) ?? YAMLLoader.reads($0)) })
        guard !prepared.addedQuotes.isEmpty else {
            // Nothing to quote: what YAML refuses is in the text as written, and said here.
            return (
                try YAMLLoader.compose(text, path: path, accept: checkIsSpec),
                YAMLSource(text: text, path: path)
            )
        }
        do {
            let document = try YAMLLoader.compose(prepared.text, path: path, accept: checkIsSpec)
            return (document, YAMLSource(text: prepared.text, path: path, quoting: prepared))
        } catch {
            throw DiagnosticsError(
                error.diagnostics.map { diagnostic in
                    var moved = diagnostic
                    moved.location = diagnostic.location.map(prepared.originalLocation(of:))
                    return moved
                }
            )
        }
    }

    /// Refuses a file that is not a module spec (its top level is not a mapping with a
    /// `module` key) before anything of it is read, with a message that quotes none of it:
    /// a pattern or a folder can bring in any YAML file, which may hold secrets.
    private static func checkIsSpec(_ outline: YAMLLoader.Outline) -> Diagnostic? {
        guard outline.kind == .mapping else {
            let found: String
            switch outline.kind {
            case .mapping, .scalar: found = "a single value"
            case .emptyScalar: found = "an empty value"
            case .sequence: found = "a list"
            case .alias: found = "an alias"
            }
            return .error(
                "the spec must be a mapping of keys to values, not \(found)", at: outline.location)
        }
        if outline.keys.contains(where: { $0.value == "module" }) { return nil }
        // A misspelt `module` is quoted: it is the word the message is about, not the file's content.
        if let misspelt = outline.keys.first(where: { didYouMean($0.value, in: ["module"]) != nil })
        {
            return .error(
                "unknown key '\(misspelt.value)' in the spec; did you mean 'module'?",
                at: misspelt.location)
        }
        return .error("spec has no 'module' key; add 'module: <Name>'", at: outline.location)
    }

    static func parse(_ root: Node, reader: inout NodeReader) -> ModuleSpec? {
        guard let pairs = reader.mapping(root, what: "the spec", allowed: keys) else { return nil }
        var module: Located<String>?
        var sawModule = false
        var spec = ModuleSpec(path: reader.path, module: Located("", at: nil))
        for (key, value) in pairs {
            switch key.value {
            case "module":
                sawModule = true
                module = reader.string(value, what: "'module'")
            case "architecture":
                spec.architecture = reader.string(value, what: "'architecture'")
            case "entity":
                spec.entity = entity(value, reader: &reader)
            case "viewModel":
                spec.viewModel = viewModel(value, reader: &reader)
            case "useCases":
                spec.useCases = signatures(
                    value, what: "use case", example: "getCars() async throws -> [Car]",
                    reader: &reader)
            case "routes":
                spec.routes = signatures(
                    value, what: "route", example: "showCarDetail(for viewModel: CarViewModel)",
                    reader: &reader)
            case "inputs":
                spec.inputs =
                    reader.isNull(value) ? [] : properties(value, what: "inputs", reader: &reader)
            case "ui":
                spec.ui = reader.choice(value, what: "'ui'", as: UIFlavor.self)
            case "tests":
                spec.tests = reader.choice(value, what: "'tests'", as: TestFramework.self)
            case "access":
                spec.access = reader.choice(value, what: "'access'", as: AccessLevel.self)
            case "params":
                spec.params = params(value, reader: &reader)
            case "displayNames":
                spec.displayNames = displayNames(value, reader: &reader)
            default:
                reader.unreadDescribedKey(key, of: "the spec")
            }
        }
        guard let module else {
            if sawModule { return nil }
            reader.diagnostics.error(
                "spec has no 'module' key; add 'module: <Name>'", at: reader.location(of: root))
            return nil
        }
        spec.module = module
        return spec
    }

    /// `keys`: the keys `entity:` may have (its description's; a test adds one no case reads).
    static func entity(
        _ node: Node, reader: inout NodeReader, keys: [String] = SpecKeys.entity.names
    ) -> EntitySpec? {
        // A name alone (`entity: Car`) is the entity another spec of the app declares.
        if node.scalar != nil, !reader.isNull(node) {
            guard let name = reader.string(node, what: "'entity'") else { return nil }
            return EntitySpec(name: name, isShared: true)
        }
        guard node.mapping != nil else {
            reader.diagnostics.error(
                "'entity' must be a mapping with 'name' and 'properties', or the name of an entity another spec declares ('entity: Car'), not \(reader.describe(node))",
                at: reader.location(of: node)
            )
            return nil
        }
        guard let pairs = reader.mapping(node, what: "'entity'", allowed: keys) else { return nil }
        var entity = EntitySpec()
        for (key, value) in pairs {
            switch key.value {
            case "name": entity.name = reader.string(value, what: "the entity name")
            case "properties":
                entity.properties = properties(value, what: "entity properties", reader: &reader)
            default: reader.unreadDescribedKey(key, of: "'entity'")
            }
        }
        return entity
    }

    /// `name: Type` pairs, in order; `what` names them in messages ("entity properties").
    private static func properties(_ node: Node, what: String, reader: inout NodeReader)
        -> [PropertySpec]?
    {
        guard let mapping = node.mapping else {
            reader.diagnostics.error(
                "\(what) must be a mapping of names to types (name: Type), not \(reader.describe(node))",
                at: reader.location(of: node)
            )
            return nil
        }
        var properties: [PropertySpec] = []
        for (keyNode, value) in within(
            Array(mapping), what: what, reader: &reader, node: \.key)
        {
            guard let name = reader.string(keyNode, what: "a property name"),
                let type = reader.type(
                    value, what: "property '\(keyNode.scalar?.string ?? "")'", key: keyNode)
            else { continue }
            properties.append(PropertySpec(name: name, type: type))
        }
        return properties
    }

    /// `useCase: Noun` pairs, in order: the nouns the spec pins use cases' results to.
    private static func displayNames(_ node: Node, reader: inout NodeReader) -> [DisplayNamePin]? {
        if reader.isNull(node) { return [] }
        guard let mapping = node.mapping else {
            reader.diagnostics.error(
                "'displayNames' must be a mapping of use case names to nouns (fetchCars: Cars), not \(reader.describe(node))",
                at: reader.location(of: node)
            )
            return nil
        }
        var pins: [DisplayNamePin] = []
        for (keyNode, value) in within(
            Array(mapping), what: "display names", reader: &reader, node: \.key)
        {
            guard let useCase = reader.string(keyNode, what: "a use case name"),
                let noun = reader.string(value, what: "the display name of '\(useCase.value)'")
            else { continue }
            pins.append(DisplayNamePin(useCase: useCase, noun: noun))
        }
        return pins
    }

    /// `[name, other]`, `[name, {extra: Type}]` or `{name: Type, …}`.
    /// `keys`: the keys `viewModel:` may have (its description's; a test adds one no case reads).
    static func viewModel(
        _ node: Node, reader: inout NodeReader, keys: [String] = SpecKeys.viewModel.names
    ) -> ViewModelSpec? {
        guard let pairs = reader.mapping(node, what: "'viewModel'", allowed: keys) else {
            return nil
        }
        var viewModel = ViewModelSpec()
        for (key, value) in pairs {
            switch key.value {
            case "name":
                viewModel.name = reader.string(value, what: "the view model name")
                continue
            case "properties": break
            default:
                reader.unreadDescribedKey(key, of: "'viewModel'")
                continue
            }
            var properties: [ViewModelSpec.Property] = []
            if let mapping = value.mapping {
                for (keyNode, typeNode) in within(
                    Array(mapping), what: "view model properties", reader: &reader, node: \.key)
                {
                    guard let name = reader.string(keyNode, what: "a view model property name")
                    else { continue }
                    properties.append(
                        .init(
                            name: name,
                            type: reader.type(
                                typeNode, what: "view model property '\(name.value)'", key: keyNode)
                        ))
                }
            } else if let items = reader.sequence(value, what: "view model properties") {
                for item in within(
                    items, what: "view model properties", reader: &reader, node: { $0 })
                {
                    if let single = item.mapping, single.count == 1,
                        let (keyNode, typeNode) = single.first
                    {
                        guard let name = reader.string(keyNode, what: "a view model property name")
                        else { continue }
                        properties.append(
                            .init(
                                name: name,
                                type: reader.type(
                                    typeNode, what: "view model property '\(name.value)'",
                                    key: keyNode)))
                    } else if item.scalar != nil {
                        guard let name = reader.string(item, what: "a view model property") else {
                            continue
                        }
                        // `- "title: String"` is one quoted value, not a name and a type.
                        if let colon = name.value.firstIndex(of: ":") {
                            let property = name.value[..<colon].trimmingCharacters(in: .whitespaces)
                            let type = name.value[name.value.index(after: colon)...]
                                .trimmingCharacters(in: .whitespaces)
                            reader.diagnostics.error(
                                "view model property '\(name.value)' is written as one quoted value; write the name and type as a mapping: '- \(property): \(type)' (in a [ ] list: '{\(property): \(type)}')",
                                at: name.location
                            )
                            continue
                        }
                        properties.append(.init(name: name))
                    } else {
                        reader.diagnostics.error(
                            "a view model property is an entity property name or 'name: Type', not \(reader.describe(item))",
                            at: reader.location(of: item)
                        )
                    }
                }
            } else {
                continue
            }
            viewModel.properties = properties
        }
        return viewModel
    }

    private static func signatures(
        _ node: Node, what: String, example: String, reader: inout NodeReader
    ) -> [Located<FunctionSignature>]? {
        if reader.isNull(node) { return [] }
        guard let items = reader.sequence(node, what: "\(what)s") else { return nil }
        var result: [Located<FunctionSignature>] = []
        for item in within(items, what: "\(what)s", reader: &reader, node: { $0 }) {
            let read: Located<FunctionSignature>?
            if what == "use case" {
                read = reader.useCaseSignature(item, example: example).map { found in
                    var signature = found.signature
                    signature.value.isDeclaredCommand = found.isCommand
                    return signature
                }
            } else {
                read = reader.routeSignature(item, example: example)
            }
            if let signature = read {
                if signature.value.parameters.count > maximumParameters {
                    reader.diagnostics.error(
                        "\(what) '\(signature.value.name)' has \(signature.value.parameters.count) parameters; a \(what) may have at most \(maximumParameters): pass a type that groups them",
                        at: signature.location
                    )
                }
                result.append(signature)
            }
        }
        return result
    }

    /// The first `maximumItems` of `items`; more are reported at the first one past the limit.
    private static func within<Item>(
        _ items: [Item], what: String, reader: inout NodeReader, node: (Item) -> Node
    ) -> ArraySlice<Item> {
        if items.count > maximumItems {
            reader.diagnostics.error(
                "more than \(maximumItems) \(what); a spec may have at most \(maximumItems), as templates render each one many times: split the module into smaller ones",
                at: reader.location(of: node(items[maximumItems]))
            )
        }
        return items.prefix(maximumItems)
    }

    static func params(_ node: Node, reader: inout NodeReader) -> [String: TemplateValue] {
        guard node.mapping != nil else {
            reader.diagnostics.error(
                "'params' must be a mapping of names to values, not \(reader.describe(node))",
                at: reader.location(of: node))
            return [:]
        }
        var budget = 10_000
        let value = reader.templateValue(node, budget: &budget)
        if budget < 0 {
            reader.diagnostics.error(
                "params hold more than 10000 values", at: reader.location(of: node))
        }
        guard case .dictionary(let values)? = value else { return [:] }
        return values
    }
}
