import Foundation

@testable import ViperGenKit

/// SplitMix64: a small generator whose sequence depends only on its seed, so a batch of
/// random specs is the same on every machine and can be made again from the seed alone.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Valid module specs nobody wrote by hand: varied names, property types, labels, default
/// values, effects, results and routes, in every built-in set and flavour. The specs of one
/// batch can live in one app target: their modules, entities and view models have names no
/// other spec of the batch uses. What a set's manifest reserves is left out, as viper-gen
/// refuses it; nothing else is.
struct RandomSpecs {
    struct Spec {
        var module: String
        var architecture: String
        var yaml: String
    }

    static let architectures = ["viper", "clean-swift", "mvvm-c", "mvp", "mvvm", "mvc"]

    /// Nouns a module is about, none the start of another, so that no two modules' generated
    /// type names can meet (`Order` + `LineView` against `OrderLine` + `View`). Singular
    /// forms; some have irregular or unchanging plurals.
    static let nouns = [
        "Car", "Recipe", "Invoice", "Ticket", "Parcel", "Booking", "Playlist", "Photo", "Account",
        "Category",
        "Person", "Child", "Index", "Status", "Address", "Wallet", "Journey", "Lesson", "Podcast",
        "Review",
        "Garden", "Vehicle", "Shipment", "Match", "Quiz", "Leaf", "Series", "Hero", "Box", "Memo",
        "Forecast",
        "Coupon", "Tenant", "Workout", "Sensor", "Badge", "Deposit", "Venue", "Ingredient",
        "Gallery",
        "Kudos", "Medium", "Flight", "Umbrella", "Zone", "Yacht", "Quote", "Dentist", "Oyster",
        "Fjord",
    ]

    /// Nouns that are also names of standard types, of Foundation's or of a test framework's
    /// (a to-do app's `Task`, a social app's `Comment`): each batch takes three of them, so the
    /// generated code must name the standard ones past the app's and the tests the app's past
    /// the imported ones.
    static let standardNouns = [
        "Task", "Thread", "Comment", "Notification", "Result", "Timer", "Progress", "Operation",
        "Calendar",
        "Unit", "Expression", "Predicate", "Process", "Stream", "Bundle", "Measurement", "Locale",
    ]

    static let scalarTypes = [
        "String", "Int", "Double", "Bool", "Date", "UUID", "URL", "Decimal", "Data", "Int64",
        "Float", "UInt8",
        "Character",
    ]
    static let hashableScalars = [
        "String", "Int", "UUID", "URL", "Date", "Int64", "Character", "Bool",
    ]
    static let propertyNames = [
        "title", "name", "subtitle", "createdAt", "updatedAt", "price", "count", "isFavorite",
        "tags", "rating",
        "url", "thumbnailURL", "notes", "owner", "summary", "score", "duration", "identifier",
        "total", "isArchived",
        "position", "attachments", "metadata", "headline", "default", "kind", "value", "details",
        "extras", "class",
        "weight", "balance", "colour", "quantity", "label", "link", "isEnabled", "ranking",
        "dueDate", "items",
    ]
    static let parameterNames = [
        "query", "page", "limit", "itemID", "filter", "date", "amount", "note", "flag", "text",
        "offset", "token",
        "quantity", "reason", "index", "source", "destination", "options", "tag", "value", "count",
        "id", "url",
        "completion", "handler", "in", "default", "where",
    ]
    static let labels = [
        "for", "with", "of", "to", "at", "by", "from", "matching", "in", "after", "using", "as",
    ]
    static let verbs = [
        "fetch", "load", "refresh", "search", "delete", "update", "toggle", "save", "archive",
        "count", "export",
        "import", "rename", "share", "validate", "restore", "sync", "rate", "pin", "reorder",
        "download",
    ]
    static let routeVerbs = [
        "show", "open", "present", "push", "start", "edit", "close", "dismiss", "route", "reveal",
    ]

    var random: SeededGenerator
    /// How the specs write Swift's `Result`: `Swift.Result` in a batch one of whose nouns is
    /// `Result`, whose module may declare an entity of that name, as a user of such an app
    /// must (a spec that declares `Result` and writes `Result<…>` is refused).
    var standardResult = "Result"

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// An entity a spec of the batch declares, which a later spec may share.
    struct Declared {
        var name: String
        var properties: [(name: String, type: String)]
        var viewModel: String
        var hasTests: Bool
        var isPublic: Bool
    }

    /// `count` specs, the sets taken in turn so that every set appears in a batch of six.
    /// About one spec in five shares the entity an earlier spec of the batch declares.
    mutating func batch(count: Int) -> [Spec] {
        var nouns =
            Self.nouns.shuffled(using: &random)
            + Self.standardNouns.shuffled(using: &random).prefix(3)
        let sets = Self.architectures.shuffled(using: &random)
        if nouns.suffix(count).contains("Result") { standardResult = "Swift.Result" }
        var declared: [Declared] = []
        var specs = (0..<count).map { index in
            let noun = nouns.isEmpty ? "Thing\(index)" : nouns.removeLast()
            let sharing = !declared.isEmpty && chance(0.2) ? pick(declared) : nil
            let (spec, entity) = self.spec(
                noun: noun, architecture: sets[index % sets.count], sharing: sharing)
            if let entity { declared.append(entity) }
            return spec
        }
        linkRoutes(&specs)
        return specs
    }

    /// Inputs a module may take from the route that opens it, none a name a set reserves;
    /// short, as are the routes' names (`to<Module>`), so that no generated line is longer
    /// than swift-format can break.
    static let inputs: [(name: String, type: String)] = [
        ("pickName", "String"), ("startAt", "Int"), ("isDraft", "Bool"), ("since", "Date"),
        ("sourceID", "UUID"), ("tagList", "[String]"),
    ]

    /// Gives about two specs in five `inputs:`, and about half a route (`to<Module>`) that opens another
    /// module of the batch (`-> Other`), or its own, passing the destination's inputs. A route
    /// between two modules of one set and `ui` builds its destination; the others only name
    /// it. A public module opens only public modules of its own set and `ui`, as an internal
    /// one's builder names types its public API cannot.
    mutating func linkRoutes(_ specs: inout [Spec]) {
        func value(_ key: String, in spec: Spec) -> String? {
            spec.yaml.split(separator: "\n").first { $0.hasPrefix("\(key): ") }.map {
                String($0.dropFirst(key.count + 2))
            }
        }
        var inputs: [[(name: String, type: String)]] = specs.map { _ in [] }
        for index in specs.indices where chance(0.4) {
            inputs[index] = Array(Self.inputs.shuffled(using: &random).prefix(int(1...2)))
            let lines = inputs[index].map { "  \($0.name): \(yamlScalar($0.type))" }
            insert(["inputs:"] + lines, before: "ui: ", in: &specs[index])
        }
        for index in specs.indices where chance(0.5) {
            let target = chance(0.1) ? index : int(0...(specs.count - 1))
            let opener = specs[index]
            let destination = specs[target]
            let buildsIt =
                opener.architecture == destination.architecture
                && value("ui", in: opener) == value("ui", in: destination)
            if value("access", in: opener) == "public", value("access", in: destination) == nil,
                buildsIt
            {
                continue
            }
            // One route to a module is enough.
            if opener.yaml.contains("to\(destination.module)(") { continue }
            let parameters = inputs[target].map { input in
                chance(0.5)
                    ? "\(input.name): \(input.type)"
                    : "\(pick(Self.labels)) \(input.name): \(input.type)"
            }
            let route =
                "to\(destination.module)(\(parameters.joined(separator: ", "))) -> \(destination.module)"
            let lines = specs[index].yaml.split(separator: "\n", omittingEmptySubsequences: false)
            if let start = lines.firstIndex(of: "routes:") {
                var end = start + 1
                while end < lines.count, lines[end].hasPrefix("  - ") { end += 1 }
                var edited = lines.map(String.init)
                edited.insert("  - \(yamlScalar(route))", at: end)
                specs[index].yaml = edited.joined(separator: "\n")
            } else {
                insert(["routes:", "  - \(yamlScalar(route))"], before: "ui: ", in: &specs[index])
            }
        }
    }

    /// Puts `lines` before the first line of `spec` that starts with `prefix`.
    private func insert(_ lines: [String], before prefix: String, in spec: inout Spec) {
        var all = spec.yaml.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let at = all.firstIndex { $0.hasPrefix(prefix) } ?? all.count
        all.insert(contentsOf: lines, at: at)
        spec.yaml = all.joined(separator: "\n")
    }

    // MARK: - A spec

    /// A spec about `noun`, or about the entity `sharing` when given; and the entity it
    /// declares, if it declares one.
    mutating func spec(noun: String, architecture: String, sharing: Declared? = nil) -> (
        Spec, Declared?
    ) {
        let manifest = try? TemplateSet.named(architecture, location: nil).manifest
        let reservedMembers = Set(manifest?.reservedMembers ?? [])
        let reservedParameters = Set(manifest?.reservedParameters ?? []).union(
            manifest?.reservedLocals ?? [])

        let module = pick([
            Inflector.plural(noun), noun + "List", "Browse" + Inflector.plural(noun),
            noun + "Detail",
        ])
        let explicitEntity = chance(0.7) || module == noun + "Detail"
        let entity = sharing?.name ?? (explicitEntity ? noun : Inflector.singular(module))
        var lines = [
            "# A random spec (seeded); it must generate code that builds, lints and tests clean.",
            "module: \(module)",
        ]
        lines.append("architecture: \(architecture)")

        var properties: [(name: String, type: String)] = sharing?.properties ?? []
        if sharing != nil {
            lines.append("entity: \(entity)")
        } else if explicitEntity || chance(0.5) {
            var entityLines: [String] = []
            if explicitEntity || chance(0.5) { entityLines.append("  name: \(entity)") }
            if entityLines.isEmpty || chance(0.9) {
                entityLines.append("  properties:")
                var names = Self.propertyNames.shuffled(using: &random)
                if chance(0.8) { names.insert("id", at: 0) }
                for name in names.prefix(int(1...8)) {
                    let type = propertyType()
                    properties.append((name, type))
                    entityLines.append("    \(name): \(yamlScalar(type))")
                }
            }
            lines += ["entity:"] + entityLines
        }
        if properties.isEmpty { properties = [("id", "String")] }

        // The view model: left to its default, named, given a subset of the entity's
        // properties, or given properties of its own. One of its own beside a shared entity
        // is named after the module, as the entity's name is taken by its declaring spec's.
        let viewModelName =
            sharing == nil
            ? pick([entity + "Row", entity + "Cell", entity + "Summary", entity + "Item"])
            : module + "Row"
        var viewModelType =
            sharing?.viewModel ?? entity + ((manifest?.viewModelSuffix) ?? "ViewModel")
        if chance(0.6) {
            var viewModelLines: [String] = []
            if sharing != nil || chance(0.6) {
                viewModelLines.append("  name: \(viewModelName)")
                viewModelType = viewModelName
            }
            var entries: [String] = []
            for property in properties.shuffled(using: &random).prefix(int(0...3)) {
                entries.append(property.name)
            }
            if chance(0.4) {
                let name = pick([
                    "subtitleText", "isHighlighted", "badgeCount", "accessibilityHint", "sortKey",
                ])
                entries.append("\(name): \(yamlScalar(placeholderType()))")
            }
            if !entries.isEmpty {
                viewModelLines.append("  properties:")
                for entry in entries { viewModelLines.append("    - \(entry)") }
            }
            if !viewModelLines.isEmpty { lines += ["viewModel:"] + viewModelLines }
        }

        let plural = SwiftNames.upperFirst(Inflector.plural(entity))
        // A shared entity is Hashable only if its declaring spec needs it so.
        let hashableEntity = sharing == nil && properties.allSatisfy { Self.isHashable($0.type) }
        var usedNames = reservedMembers
        if chance(0.9) {
            lines.append("useCases:")
            for _ in 0..<int(1...5) {
                guard
                    let signature = useCase(
                        entity: entity,
                        plural: plural,
                        hashableEntity: hashableEntity,
                        reservedParameters: reservedParameters,
                        used: &usedNames
                    )
                else { continue }
                lines.append("  - \(yamlScalar(signature))")
            }
        }
        if chance(0.8) {
            lines.append("routes:")
            for _ in 0..<int(1...3) {
                guard
                    let signature = route(
                        entity: entity,
                        viewModel: viewModelType,
                        reservedParameters: reservedParameters,
                        used: &usedNames
                    )
                else { continue }
                lines.append("  - \(yamlScalar(signature))")
            }
        }
        lines.append("ui: \(pick(manifest?.ui.map(\.rawValue) ?? ["uikit", "swiftui", "none"]))")
        // A module that shares an entity has tests only if the declaring one makes its
        // fixture, and a public API only over a public entity.
        let tests =
            sharing?.hasTests == false
            ? "none" : pick(manifest?.tests.map(\.rawValue) ?? ["swift-testing", "xctest"])
        lines.append("tests: \(tests)")
        let isPublic = (sharing?.isPublic ?? true) && chance(0.2)
        if isPublic { lines.append("access: public") }
        let spec = Spec(
            module: module, architecture: architecture, yaml: lines.joined(separator: "\n") + "\n")
        let declared =
            sharing == nil
            ? Declared(
                name: entity, properties: properties, viewModel: viewModelType,
                hasTests: tests != "none", isPublic: isPublic) : nil
        return (spec, declared)
    }

    // MARK: - Functions

    private mutating func useCase(
        entity: String,
        plural: String,
        hashableEntity: Bool,
        reservedParameters: Set<String>,
        used: inout Set<String>
    ) -> String? {
        let verb = pick(Self.verbs)
        let object = pick([
            plural, entity, "Summary", "Settings", "Draft", "Quantity", "Favorite", "",
        ])
        let name = verb + object
        guard used.insert(name).inserted else { return nil }
        let parameters = parameterList(
            count: int(0...3),
            entity: entity,
            viewModel: nil,
            allowsDefaults: true,
            reserved: reservedParameters
        )
        var effects = ""
        switch int(0...3) {
        case 0: effects = ""
        case 1: effects = " async"
        case 2: effects = " throws"
        default: effects = " async throws"
        }
        var results: [String?] = [
            nil, "[\(entity)]", entity, "\(entity)?", "Int", "String", "Bool", "[String]",
        ]
        results += [
            "[String: Int]", "Double?", "Date", "[\(entity)]?", "(Int, Int)", "URL?", "Data",
            "[UUID]",
        ]
        results += [
            "[String: [\(entity)]]", "\(standardResult)<[\(entity)], any Error>", "UInt8",
            "Decimal",
        ]
        if hashableEntity { results.append("Set<\(entity)>") }
        let result = pick(results)
        return "\(name)(\(parameters))\(effects)" + (result.map { " -> \($0)" } ?? "")
    }

    private mutating func route(
        entity: String,
        viewModel: String,
        reservedParameters: Set<String>,
        used: inout Set<String>
    ) -> String? {
        let name =
            pick(Self.routeVerbs)
            + pick([entity, "Detail", "Settings", "Help", "Editor", "Share", ""])
        guard used.insert(name).inserted else { return nil }
        let parameters = parameterList(
            count: int(0...2),
            entity: entity,
            viewModel: viewModel,
            allowsDefaults: true,
            reserved: reservedParameters
        )
        return "\(name)(\(parameters))"
    }

    private mutating func parameterList(
        count: Int,
        entity: String,
        viewModel: String?,
        allowsDefaults: Bool,
        reserved: Set<String>
    ) -> String {
        var names = Set<String>()
        var labels = Set<String>()
        var parameters: [String] = []
        var defaulted = false
        for _ in 0..<count {
            let name = pick(Self.parameterNames)
            guard !reserved.contains(name), names.insert(name).inserted else { continue }
            var type: String
            switch int(0...5) {
            case 0: type = entity
            case 1: type = viewModel ?? "[\(entity)]"
            case 2: type = "[\(entity)]"
            default: type = parameterType()
            }
            var label = ""
            switch int(0...3) {
            case 0: label = "_ "
            case 1:
                let candidate = pick(Self.labels)
                if candidate != name, labels.insert(candidate).inserted { label = "\(candidate) " }
            default: break
            }
            if label.isEmpty, !labels.insert(name).inserted { continue }
            var parameter = "\(label)\(name): \(type)"
            // Defaults come last, as a caller leaves them out from the end.
            if allowsDefaults, let value = defaultValue(for: type), defaulted || chance(0.35) {
                parameter += " = \(value)"
                defaulted = true
            } else if defaulted {
                continue
            }
            parameters.append(parameter)
        }
        return parameters.joined(separator: ", ")
    }

    // MARK: - Types and values

    /// A stored property's type: mostly plain, sometimes nested, optional, a collection, a
    /// tuple, an existential or a closure.
    private mutating func propertyType(depth: Int = 0) -> String {
        let roll = int(0...99)
        switch roll {
        case 0..<50: return pick(Self.scalarTypes)
        case 50..<62: return optional(propertyType(depth: depth + 1), depth: depth)
        case 62..<72: return depth < 2 ? "[\(propertyType(depth: depth + 1))]" : "[String]"
        case 72..<80:
            return depth < 2 ? "[String: \(propertyType(depth: depth + 1))]" : "[String: Int]"
        case 80..<85: return "Set<\(pick(Self.hashableScalars))>"
        case 85..<89: return "(\(pick(Self.scalarTypes)), \(pick(Self.scalarTypes)))"
        case 89..<92: return "(x: Double, y: Double)"
        case 92..<94: return "any Error"
        case 94..<96: return "@Sendable () -> Void"
        case 96..<98: return "(@Sendable (String) -> Bool)?"
        default: return "\(standardResult)<Int, any Error>"
        }
    }

    private mutating func parameterType() -> String {
        switch int(0...99) {
        case 0..<60: return pick(Self.scalarTypes)
        case 60..<72: return optional(pick(Self.scalarTypes), depth: 0)
        case 72..<82: return "[\(pick(Self.scalarTypes))]"
        case 82..<88: return "[String: \(pick(Self.scalarTypes))]"
        case 88..<92: return "Set<\(pick(Self.hashableScalars))>"
        case 92..<96: return "@escaping @Sendable (\(pick(Self.scalarTypes))) -> Void"
        default: return "((@Sendable () -> Void))?"
        }
    }

    /// A type viper-gen can make a placeholder of, as view-model properties of its own need.
    private mutating func placeholderType() -> String {
        pick([
            "String", "Int", "Bool", "Double", "Date", "URL?", "[String]", "UUID", "Data",
            "[String: Int]", "String?",
        ])
    }

    private mutating func optional(_ type: String, depth: Int) -> String {
        if type.hasSuffix("?") || type.hasPrefix("any ") || type.hasPrefix("@")
            || type.hasPrefix("(")
        {
            return "(\(type))?"
        }
        return type + "?"
    }

    /// A constant of `type`, or nil for types without one worth writing.
    private mutating func defaultValue(for type: String) -> String? {
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("[String:") { return "[:]" }
        if type.hasPrefix("[") || type.hasPrefix("Set<") { return "[]" }
        switch type {
        case "String": return pick(["\"\"", "\"HH:mm\"", "\"en_GB\""])
        case "Int", "Int64": return pick(["0", "-1", "20"])
        case "UInt8": return "1"
        case "Double", "Float": return pick(["1.5", "0", "1e3"])
        case "Bool": return pick(["true", "false"])
        case "Date": return pick(["Date()", ".now", "Date(timeIntervalSince1970: 0)"])
        case "UUID": return "UUID()"
        case "URL": return "URL(string: \"https://example.com\")!"
        case "Decimal": return pick(["0", ".zero"])
        case "Data": return "Data()"
        case "Character": return "\"x\""
        default: return nil
        }
    }

    static func isHashable(_ type: String) -> Bool {
        !(type.contains("any ") || type.contains("(") || type.contains("Result<"))
    }

    // MARK: - YAML and chance

    /// Plain YAML where the text reads as it is; quoted where YAML would take it otherwise.
    private mutating func yamlScalar(_ text: String) -> String {
        let needsQuotes =
            text.hasPrefix("@") || text.hasPrefix("`") || text.hasPrefix("[") || text.hasPrefix("(")
            || text.contains(": ") && !text.contains("(") || text.contains("#")
        if needsQuotes || chance(0.1) {
            return "\""
                + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"") + "\""
        }
        return text
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items.randomElement(using: &random)!
    }
}

extension RandomSpecs {
    /// The batch `swift test` checks: `VIPER_GEN_RANDOM_SEED` and `VIPER_GEN_RANDOM_COUNT`
    /// choose another (`Scripts/random-specs.sh` runs many).
    static var configured: (seed: UInt64, count: Int) {
        let environment = ProcessInfo.processInfo.environment
        return (
            environment["VIPER_GEN_RANDOM_SEED"].flatMap(UInt64.init) ?? 1,
            environment["VIPER_GEN_RANDOM_COUNT"].flatMap(Int.init) ?? 12
        )
    }

    /// Renders a batch as `generate` would, every module into the one app target `RandomApp`
    /// and its tests into `RandomAppTests`, replacing what `folder` held: `Sources/`,
    /// `Tests/`, and the specs in `Specs/`. A spec viper-gen refuses is a failure of the
    /// generator or of viper-gen, so it throws with the spec and the diagnostics. With
    /// `fillingPlaceholders`, every second module's files get their `// TODO:` placeholders
    /// filled in (`PlaceholderFiller`), as a user would; the result names those modules and
    /// counts the placeholders.
    /// With `merging`, every third module is made from its spec without the last use cases
    /// and route, edited as a user would and merged to its spec (`MergeScenarios`), and so is
    /// one module per built-in set (`MergeScenarios.perSet`); a merge that conflicts throws.
    @discardableResult
    static func write(
        seed: UInt64,
        count: Int,
        into folder: URL,
        fillingPlaceholders: Bool = false,
        merging: Bool = false
    ) throws -> (filledModules: [String], placeholders: Int, mergedModules: [String]) {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        // The test target has a file even when no spec of the batch has tests.
        let note = folder.appending(path: "Tests/RandomAppTests/RandomBatch.swift")
        try manager.createDirectory(
            at: note.deletingLastPathComponent(), withIntermediateDirectories: true)
        try
            "// Made from \(count) random specs of seed \(seed) (RandomSpecs); replaced by every run.\n\n@testable import RandomApp\n"
            .write(to: note, atomically: false, encoding: .utf8)
        var random = RandomSpecs(seed: seed)
        let specs = random.batch(count: count)
        let fixedScenarios = merging ? MergeScenarios.perSet : []
        // Checked together, as `generate` checks the specs of a run: shared entities and types
        // two modules would both declare.
        var generator = Generator(
            options: GenerationOptions(target: "RandomApp"),
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            workingDirectory: folder,
            force: false
        )
        var parsed: [ModuleSpec] = []
        for spec in specs {
            do {
                parsed.append(
                    try SpecParser.parse(Data(spec.yaml.utf8), path: "\(spec.module).yml"))
            } catch {
                throw RefusedSpec(
                    seed: seed, yaml: spec.yaml, diagnostics: error.diagnostics.map(\.description))
            }
        }
        let scenarioSpecs = try fixedScenarios.map {
            try SpecParser.parse(Data($0.after.utf8), path: "\($0.module).yml")
        }
        let problems = generator.declare(run: parsed + scenarioSpecs, others: [])
        if !problems.isEmpty {
            throw RefusedSpec(
                seed: seed, yaml: specs.map(\.yaml).joined(separator: "---\n"),
                diagnostics: problems.map(\.description))
        }
        var filled: (filledModules: [String], placeholders: Int, mergedModules: [String]) = (
            [], 0, []
        )
        func play(_ scenario: MergeScenarios.Scenario, addsDeleteCar: Bool = false) throws {
            let outcome = try MergeScenarios.play(
                scenario, target: "RandomApp", in: folder, shared: generator.shared,
                appTypeNames: generator.appTypeNames, modules: generator.modules,
                documenting: addsDeleteCar)
            guard outcome.conflicts.isEmpty else {
                throw MergeConflict(seed: seed, scenario: scenario, conflicts: outcome.conflicts)
            }
            guard outcome.lost.isEmpty else {
                throw MergeConflict(
                    seed: seed, scenario: scenario,
                    conflicts: ["the merge lost the user's lines:"] + outcome.lost)
            }
            // The new use case reached the user's implementation and its tests.
            if addsDeleteCar {
                for kind in [FileKind.source, .test]
                where !outcome.userFiles.contains(where: {
                    $0.kind == kind && $0.text.contains("deleteCar(")
                }) {
                    throw MergeConflict(
                        seed: seed, scenario: scenario,
                        conflicts: ["no user-owned \(kind) file has the added use case deleteCar"])
                }
            }
            filled.mergedModules.append(
                "\(scenario.module) (\(outcome.merged.count) files merged, \(outcome.userEdits) user edits)"
            )
        }
        try manager.createDirectory(
            at: folder.appending(path: "Specs"), withIntermediateDirectories: true)
        for scenario in fixedScenarios {
            try scenario.after.write(
                to: folder.appending(path: "Specs/\(scenario.module).yml"), atomically: false,
                encoding: .utf8)
            try play(scenario, addsDeleteCar: true)
        }
        for (index, (spec, moduleSpec)) in zip(specs, parsed).enumerated() {
            let fills = fillingPlaceholders && index % 2 == 1
            if fills { filled.filledModules.append(spec.module) }
            let specURL = folder.appending(path: "Specs/\(spec.module).yml")
            try manager.createDirectory(
                at: specURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try spec.yaml.write(to: specURL, atomically: false, encoding: .utf8)
            if merging && index % 3 == 2 {
                try play(MergeScenarios.scenario(from: spec))
                continue
            }
            let files: [RenderedFile]
            do {
                let set = try TemplateSet.named(spec.architecture, location: nil)
                var module = try ModuleResolver.resolve(
                    moduleSpec,
                    options: GenerationOptions(target: "RandomApp"),
                    viewModelSuffix: set.manifest.viewModelSuffix,
                    shared: generator.shared,
                    modules: generator.modules
                )
                // As `generate` does: a type another spec declares (`Result`) is the app's.
                module.appTypeNames = generator.appTypeNames
                files = try Renderer(templateSet: set).render(module)
            } catch {
                throw RefusedSpec(
                    seed: seed, yaml: spec.yaml, diagnostics: error.diagnostics.map(\.description))
            }
            for file in files {
                let root = file.kind == .source ? "Sources/RandomApp" : "Tests/RandomAppTests"
                let url = folder.appending(path: "\(root)/\(file.path)")
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                var contents = file.contents
                // Placeholders a test mirrors (an expected view model's formatted field) are
                // filled in too, with the same values, as a user does with both.
                if fills {
                    let result = PlaceholderFiller.fill(contents)
                    contents = result.text
                    filled.placeholders += result.count
                }
                try contents.write(to: url, atomically: false, encoding: .utf8)
            }
        }
        return filled
    }

    /// Parses, checks together, resolves and renders a batch as `write` does, writing
    /// nothing: throws `RefusedSpec` for a spec viper-gen refuses.
    static func render(seed: UInt64, count: Int) throws {
        var random = RandomSpecs(seed: seed)
        let specs = random.batch(count: count)
        var generator = Generator(
            options: GenerationOptions(target: "RandomApp"),
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            workingDirectory: FileManager.default.temporaryDirectory,
            force: false
        )
        var parsed: [ModuleSpec] = []
        for spec in specs {
            do {
                parsed.append(
                    try SpecParser.parse(Data(spec.yaml.utf8), path: "\(spec.module).yml"))
            } catch {
                throw RefusedSpec(
                    seed: seed, yaml: spec.yaml, diagnostics: error.diagnostics.map(\.description))
            }
        }
        let problems = generator.declare(run: parsed, others: [])
        if !problems.isEmpty {
            throw RefusedSpec(
                seed: seed, yaml: specs.map(\.yaml).joined(separator: "---\n"),
                diagnostics: problems.map(\.description))
        }
        for (spec, moduleSpec) in zip(specs, parsed) {
            do {
                let set = try TemplateSet.named(spec.architecture, location: nil)
                var module = try ModuleResolver.resolve(
                    moduleSpec,
                    options: GenerationOptions(target: "RandomApp"),
                    viewModelSuffix: set.manifest.viewModelSuffix,
                    shared: generator.shared,
                    modules: generator.modules
                )
                module.appTypeNames = generator.appTypeNames
                _ = try Renderer(templateSet: set).render(module)
            } catch {
                throw RefusedSpec(
                    seed: seed, yaml: spec.yaml, diagnostics: error.diagnostics.map(\.description))
            }
        }
    }

    struct MergeConflict: Error, CustomStringConvertible {
        var seed: UInt64
        var scenario: MergeScenarios.Scenario
        var conflicts: [String]

        var description: String {
            "merging the spec of \(scenario.module) (seed \(seed)) conflicts; from:\n\(scenario.before)to:\n\(scenario.after)\(conflicts.joined(separator: "\n"))"
        }
    }

    struct RefusedSpec: Error, CustomStringConvertible {
        var seed: UInt64
        var yaml: String
        var diagnostics: [String]

        var description: String {
            "viper-gen refused a random spec of seed \(seed):\n\(yaml)\(diagnostics.joined(separator: "\n"))"
        }
    }
}
